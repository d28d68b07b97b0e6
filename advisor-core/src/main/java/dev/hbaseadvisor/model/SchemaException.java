package dev.hbaseadvisor.model;

import java.util.List;
import java.util.stream.Collectors;

/** A schema file that is unreadable or invalid, with every problem found in it. */
public final class SchemaException extends Exception {

  private final List<SchemaProblem> problems;

  public SchemaException(List<SchemaProblem> problems) {
    super(problems.stream().map(SchemaProblem::toString).collect(Collectors.joining("\n")));
    this.problems = List.copyOf(problems);
  }

  /** The problems, ordered by position. */
  public List<SchemaProblem> problems() {
    return problems;
  }
}
