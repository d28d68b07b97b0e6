package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.Segment;
import java.util.List;

/**
 * Checks a rowkey {@code recommend} proposes the way a user would: written into the schema
 * file, loaded and linted. The linter lives above the planner, so the caller supplies this.
 */
public interface CandidateCheck {

  /** The lint errors of the schema as it is, as {@code rule-id at path}. */
  List<String> current();

  /** The lint errors of the schema with this rowkey instead, or null when that file does not load. */
  List<String> candidate(List<Segment> rowkey);
}
