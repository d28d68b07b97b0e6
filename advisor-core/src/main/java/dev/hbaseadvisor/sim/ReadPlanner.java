package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.AccessPattern;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Turns an access pattern into the requests one execution sends: the seam through which the
 * access-pattern planner gives the simulator real Gets and Scans with start and stop rows once it
 * lands; until then {@link ReadPlanFallback} serves.
 */
public interface ReadPlanner {

  /** The plan of one pattern. */
  Plan plan(AccessPattern pattern);

  /** How one pattern reads. */
  interface Plan {

    /** Whether an execution is a Get (else it scans). */
    boolean get();

    /** A short description for reports, such as {@code prefix scan over salt(16 of hostname), hostname}. */
    String describe();

    /**
     * Appends the key ranges one execution reads for a record drawn from the schema's fields;
     * random salts draw from {@code random}.
     */
    void ranges(Map<String, Object> record, RandomGenerator random, List<KeyRange> out);
  }
}
