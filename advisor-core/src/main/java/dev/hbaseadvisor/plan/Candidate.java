package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.Segment;
import java.util.Arrays;
import java.util.List;

/**
 * A rowkey {@code recommend} proposes (or the current one) in a column layout, with the plans and
 * score it was ranked by, the check of the schema it makes, and what it serves worse than the
 * current design.
 *
 * @param rowkey the segments
 * @param layout the column layout: the schema's own, or a field moved from the qualifiers into the key
 * @param score the score
 * @param plans the plan of every access pattern against this rowkey
 * @param checked the schema it makes, linted and replayed, or null when not checked
 * @param losses what it does worse than the current design, one sentence each; empty when it
 *     serves every pattern at least as well, adds no lint error or warning and spreads writes at
 *     least as evenly
 */
public record Candidate(List<Segment> rowkey, CandidateLayout layout, Score score, TablePlans plans, Checked checked, List<String> losses) {

  public Candidate {
    rowkey = List.copyOf(rowkey);
    losses = List.copyOf(losses);
  }

  /** The lint errors of the schema with this rowkey, as {@code rule-id at path}; empty when not checked. */
  public List<String> lintErrors() {
    return checked == null ? List.of() : checked.errors();
  }

  /** Whether it serves everything at least as well as the current design ({@link #losses()} is empty). */
  public boolean safe() {
    return losses.isEmpty();
  }

  Candidate checked(Checked check, Score measured, List<String> lost) {
    return new Candidate(rowkey, layout, measured, plans, check, lost);
  }

  Candidate withPlans(TablePlans detailed) {
    return new Candidate(rowkey, layout, score, detailed, checked, losses);
  }

  /**
   * Rows pattern {@code i} reads per execution in rows of the current layout: a tall layout's
   * estimate over its rows per wide row, so that both layouts are compared on the same cells.
   */
  public double rowsRead(int i) {
    return plans.plans().get(i).rowsRead() / layout.perRow();
  }

  /** Rows the replay read per execution of pattern {@code i}, in rows of the current layout. */
  public double replayedRows(int i) {
    return checked.replay().rowsRead().get(i) / layout.perRow();
  }

  /** Records (rows of the current layout) written per second: the same in every layout. */
  public double writesPerSecond() {
    return plans.stats().writesPerSecond() / layout.perRow();
  }

  /** Tells candidates apart in the pool: the layout and the rowkey's {@link #signature(List)}. */
  public String signature() {
    return layout.signature() + signature(rowkey);
  }

  /**
   * A deterministic text of the segments, to tell rowkeys apart and break score ties (records
   * holding byte arrays print their identity, so those are spelled out).
   */
  public static String signature(List<Segment> rowkey) {
    StringBuilder sb = new StringBuilder();
    for (Segment s : rowkey) {
      if (s instanceof FieldSegment f) {
        sb.append("field(").append(f.field()).append(' ').append(f.encoding()).append(' ').append(f.width())
            .append(' ').append(f.pad()).append(' ').append(f.reverse()).append(' ').append(f.descending())
            .append(' ').append(f.format()).append(' ').append(Arrays.toString(f.terminator())).append(')');
      } else if (s instanceof LiteralSegment l) {
        sb.append("literal(").append(Arrays.toString(l.bytes())).append(')');
      } else {
        sb.append(s);
      }
      sb.append(';');
    }
    return sb.toString();
  }
}
