package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The problems found in one definition file, each at its line and column; or in a history of
 * files read one after another, each problem in the file its position comes from.
 */
final class DdlProblems {

  private String file;
  private final List<SchemaProblem> problems = new ArrayList<>();
  /** For a history: the file of every token position, by identity (positions of two files may be equal). */
  private final Map<Position, String> files = new IdentityHashMap<>();
  /** For a history: its files in the order read, which orders the problems. */
  private final List<String> order = new ArrayList<>();

  DdlProblems(String file) {
    this.file = file;
  }

  /** Records a problem at {@code position}, in the file that position is in. */
  void add(Position position, String message) {
    problems.add(new SchemaProblem(files.getOrDefault(position, file), position, message));
  }

  /** Reads the next file of a history: its tokens' positions are in {@code name}, as is a problem at another position. */
  void file(String name, List<SqlToken> tokens) {
    current(name);
    order.add(name);
    for (SqlToken token : tokens) {
      files.put(token.position(), name);
    }
  }

  /** The file of a problem at a position no token of the history holds. */
  void current(String name) {
    this.file = name;
  }

  /** Takes over the problems another file's reading found (its tokenizer's). */
  void addAll(DdlProblems other) {
    problems.addAll(other.problems);
  }

  /** Whether any problem was recorded. */
  boolean any() {
    return !problems.isEmpty();
  }

  /** Throws every recorded problem, ordered by position, if there is one. */
  void throwIfAny() throws SchemaException {
    if (any()) {
      List<SchemaProblem> sorted = new ArrayList<>(problems);
      sorted.sort(Comparator.comparing((SchemaProblem p) -> order.indexOf(p.file()))
          .thenComparing(SchemaProblem::position));
      throw new SchemaException(sorted);
    }
  }
}
