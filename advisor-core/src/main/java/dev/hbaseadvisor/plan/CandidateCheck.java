package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.Segment;
import java.util.List;

/**
 * Checks a rowkey {@code recommend} proposes the way a user would: written into the schema file
 * (with its column layout) and its pre-split recomputed, loaded, linted and replayed through the region simulator. The
 * linter and the simulator live above the planner, so the caller supplies this.
 */
public interface CandidateCheck {

  /** The schema as it is, checked. */
  Checked current();

  /**
   * The schema with this rowkey in this column layout instead (its {@code families:} and
   * {@code workload:} changed with the layout), checked, or null when that file does not load.
   */
  Checked candidate(List<Segment> rowkey, CandidateLayout layout);
}
