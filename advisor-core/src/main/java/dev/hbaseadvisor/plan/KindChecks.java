package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.TableSchema;

/**
 * The checks {@code recommend} runs on a table of several record kinds ({@code kinds:}): a
 * {@link CandidateCheck} for each kind's key seen as a table of its own, and the whole table
 * loaded, linted and replayed with every kind's key together. The linter and the simulator live
 * above the planner, so the caller supplies this.
 */
public interface KindChecks {

  /** The check of candidates for kind {@code k}'s key, on the kind's view ({@link TableSchema#kind}). */
  CandidateCheck kind(int k);

  /** A whole table of several kinds (every kind's key in place), linted and replayed. */
  Checked table(TableSchema design);
}
