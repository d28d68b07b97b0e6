package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The problems found in one definition file, each at its line and column. */
final class DdlProblems {

  private final String file;
  private final List<SchemaProblem> problems = new ArrayList<>();

  DdlProblems(String file) {
    this.file = file;
  }

  /** Records a problem at {@code position}. */
  void add(Position position, String message) {
    problems.add(new SchemaProblem(file, position, message));
  }

  /** Whether any problem was recorded. */
  boolean any() {
    return !problems.isEmpty();
  }

  /** Throws every recorded problem, ordered by position, if there is one. */
  void throwIfAny() throws SchemaException {
    if (any()) {
      List<SchemaProblem> sorted = new ArrayList<>(problems);
      sorted.sort(Comparator.comparing(SchemaProblem::position));
      throw new SchemaException(sorted);
    }
  }
}
