package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.AccessPattern;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * Turns an access pattern into the requests one execution sends: Gets and Scans with real start
 * and stop rows. {@link PlannedReads} implements it with the access-pattern planner.
 */
public interface ReadPlanner {

  /** The plan of one pattern. */
  Plan plan(AccessPattern pattern);

  /** How one pattern reads. */
  interface Plan {

    /** Whether an execution sends Gets (else it scans). */
    boolean get();

    /**
     * How many records one execution looks keys up for: the product of the IN-list lengths whose
     * fields fix the key (each value its own Get, or its own seek of a skip scan), else 1.
     */
    default long recordsPerRead() {
      return 1;
    }

    /** A short description for reports: the planner's kind, such as {@code PARALLEL_SCAN}. */
    String describe();

    /**
     * The rows one scan reads before it stops because the pattern's limit is met, or
     * {@code Double.POSITIVE_INFINITY} when it reads its whole range.
     */
    double rowsPerScan();

    /**
     * Appends the key ranges one execution reads for a record drawn from the schema's fields;
     * random salts draw from {@code random}.
     */
    void ranges(Map<String, Object> record, RandomGenerator random, List<KeyRange> out);

    /**
     * Hands {@code reader} the key ranges of {@link #ranges} one by one, without keeping them: a
     * range, and its keys, may be written over for the next, so the reader keeps neither.
     */
    void eachRange(Map<String, Object> record, RandomGenerator random, Consumer<KeyRange> reader);
  }
}
