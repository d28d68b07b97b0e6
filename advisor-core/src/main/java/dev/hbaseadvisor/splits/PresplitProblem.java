package dev.hbaseadvisor.splits;

/**
 * One thing wrong with a schema's {@code presplit} section or with a list of split keys.
 *
 * @param kind what is wrong
 * @param index the index of the offending split key in {@code presplit.splits} as written, or
 *     -1 when the problem is not about one key
 * @param path the schema path to point at ({@code presplit.splits[3]}, {@code presplit.regions});
 *     pass it to {@code TableSchema.locate}
 * @param message a sentence for the user, without position
 * @param fatal whether HBase (or the algorithm) would refuse, so no split keys can be computed;
 *     other problems are warnings and the plan is still made (e.g. unsorted keys are sorted)
 */
public record PresplitProblem(Kind kind, int index, String path, String message, boolean fatal) {

  /** The kinds of problems. */
  public enum Kind {
    /** An explicit split key is empty ({@code createTable} rejects it). Fatal. */
    EMPTY_KEY,
    /** An explicit split key equals an earlier one ({@code createTable} rejects it). Fatal. */
    DUPLICATE_KEY,
    /** An explicit split key sorts before the key written above it; HBase sorts them. Warning. */
    NOT_INCREASING,
    /** {@code regions} disagrees with the number of explicit keys + 1; the keys win. Warning. */
    REGIONS_MISMATCH,
    /** The algorithm needs {@code regions} and it is missing. Fatal. */
    MISSING_REGIONS,
    /** A key that the resolved algorithm does not read ({@code splits}, {@code start}, ...). Warning. */
    IGNORED_KEY,
    /** The algorithm cannot produce the keys from its inputs (bounds, region count, no salt). Fatal. */
    INVALID_INPUT
  }

  static PresplitProblem fatal(Kind kind, int index, String path, String message) {
    return new PresplitProblem(kind, index, path, message, true);
  }

  static PresplitProblem warning(Kind kind, int index, String path, String message) {
    return new PresplitProblem(kind, index, path, message, false);
  }
}
