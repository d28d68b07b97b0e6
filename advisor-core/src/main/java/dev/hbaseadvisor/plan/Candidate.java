package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.Segment;
import java.util.List;

/**
 * A rowkey {@code recommend} proposes (or the current one), with the plans and score it was
 * ranked by and the lint errors of the schema it makes.
 *
 * @param rowkey the segments
 * @param yaml the pasteable {@code rowkey:} block
 * @param score the score
 * @param plans the plan of every access pattern against this rowkey
 * @param lintErrors the lint errors of the schema with this rowkey, as {@code rule-id at path}
 * @param note why the candidate stands where it does when not for its score alone, or null
 */
public record Candidate(List<Segment> rowkey, String yaml, Score score, TablePlans plans, List<String> lintErrors,
    String note) {

  /** The note of a candidate moved up because it is the best one without a full table scan. */
  public static final String FULL_SCAN_FREE = "the best rowkey that serves every pattern without a full table scan";

  /** Whether no pattern needs a full table scan. */
  public boolean fullScanFree() {
    return plans.plans().stream().noneMatch(p -> p.kind() == PlanKind.FULL_SCAN);
  }

  Candidate withLintErrors(List<String> errors) {
    return new Candidate(rowkey, yaml, score, plans, List.copyOf(errors), note);
  }

  Candidate withNote(String text) {
    return new Candidate(rowkey, yaml, score, plans, lintErrors, text);
  }
}
