package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.Segment;
import java.util.List;

/**
 * A rowkey {@code recommend} proposes (or the current one), with the plans and score it was
 * ranked by and the lint errors of the schema it makes.
 *
 * @param rowkey the segments
 * @param score the score
 * @param plans the plan of every access pattern against this rowkey
 * @param lintErrors the lint errors of the schema with this rowkey, as {@code rule-id at path}
 * @param note why the candidate stands where it does when not for its score alone, or null
 */
public record Candidate(List<Segment> rowkey, Score score, TablePlans plans, List<String> lintErrors, String note) {

  /** The note of a candidate moved up because it is the best one without a full table scan. */
  public static final String FULL_SCAN_FREE = "the best rowkey that serves every pattern without a full table scan";

  /** Whether no pattern needs a full table scan. */
  public boolean fullScanFree() {
    return plans.plans().stream().noneMatch(p -> p.kind() == PlanKind.FULL_SCAN);
  }

  Candidate withLintErrors(List<String> errors) {
    return new Candidate(rowkey, score, plans, List.copyOf(errors), note);
  }

  /**
   * A deterministic text of the segments, to tell rowkeys apart and break score ties (records
   * holding byte arrays print their identity, so those are spelled out).
   */
  static String signature(List<Segment> rowkey) {
    StringBuilder sb = new StringBuilder();
    for (Segment s : rowkey) {
      if (s instanceof dev.hbaseadvisor.model.FieldSegment f) {
        sb.append("field(").append(f.field()).append(' ').append(f.encoding()).append(' ').append(f.width())
            .append(' ').append(f.pad()).append(' ').append(f.reverse()).append(' ').append(f.descending())
            .append(' ').append(f.format()).append(' ').append(java.util.Arrays.toString(f.terminator())).append(')');
      } else if (s instanceof dev.hbaseadvisor.model.LiteralSegment l) {
        sb.append("literal(").append(java.util.Arrays.toString(l.bytes())).append(')');
      } else {
        sb.append(s);
      }
      sb.append(';');
    }
    return sb.toString();
  }

  Candidate withNote(String text) {
    return new Candidate(rowkey, score, plans, lintErrors, text);
  }
}
