package dev.hbaseadvisor.splits;

import java.util.List;

/** A pre-split cannot be planned; {@link #problems()} lists why (at least one is fatal). */
public final class PresplitException extends IllegalArgumentException {

  private final List<PresplitProblem> problems;

  public PresplitException(List<PresplitProblem> problems) {
    super(problems.stream().filter(PresplitProblem::fatal).map(PresplitProblem::message).findFirst()
        .orElse("invalid pre-split"));
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, fatal ones and warnings. */
  public List<PresplitProblem> problems() {
    return problems;
  }
}
