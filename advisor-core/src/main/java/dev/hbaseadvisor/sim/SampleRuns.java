package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * A sorted sample of rows held as runs of copies of one key: in a sampled replay a row stands
 * for many, and a file's sample is mostly copies of a few rows ({@link KeySample}), so a file keeps
 * each run once with where it ends rather than one entry per copy. Copies are the same array, so
 * a run is a stretch of one reference.
 *
 * @param keys the key of each run, in order
 * @param ends for each run, the number of rows up to and including it
 */
record SampleRuns(byte[][] keys, int[] ends) {

  /** The most runs {@link #sorted} sorts by insertion: a memstore of a few replayed rows. */
  private static final int INSERTION_RUNS = 16;

  /** The runs of the first {@code count} of {@code rows}, a stretch of one reference being one run. */
  static SampleRuns ofRows(byte[][] rows, int count) {
    int runs = 0;
    for (int i = 0; i < count; i++) {
      if (i == 0 || rows[i] != rows[i - 1]) {
        runs++;
      }
    }
    byte[][] keys = new byte[runs][];
    int[] ends = new int[runs];
    int run = -1;
    for (int i = 0; i < count; i++) {
      if (i == 0 || rows[i] != rows[i - 1]) {
        keys[++run] = rows[i];
      }
      ends[run] = i + 1;
    }
    return new SampleRuns(keys, ends);
  }

  /**
   * The first {@code n} runs, {@code counts[i]} copies of {@code keys[i]}, sorted as a stable sort
   * of their copies orders them (runs of equal keys keep their order): by insertion when they are
   * few, else by {@link KeyWords#sortingOrder}.
   */
  static SampleRuns sorted(byte[][] keys, int[] counts, int n) {
    byte[][] heads = new byte[n][];
    int[] copies = new int[n];
    if (n <= INSERTION_RUNS) {
      for (int run = 0; run < n; run++) {
        // Past every run that does not sort after it, so that equal keys keep their order.
        int at = run;
        while (at > 0 && Arrays.compareUnsigned(heads[at - 1], keys[run]) > 0) {
          heads[at] = heads[at - 1];
          copies[at] = copies[at - 1];
          at--;
        }
        heads[at] = keys[run];
        copies[at] = counts[run];
      }
    } else {
      int[] order = KeyWords.sortingOrder(keys, n);
      for (int i = 0; i < n; i++) {
        heads[i] = keys[order[i]];
        copies[i] = counts[order[i]];
      }
    }
    return ofCounts(heads, copies);
  }

  /** The runs of {@code keys}, {@code counts[i]} copies of {@code keys[i]}. */
  static SampleRuns ofCounts(byte[][] keys, int[] counts) {
    int[] ends = new int[counts.length];
    int rows = 0;
    for (int i = 0; i < counts.length; i++) {
      rows += counts[i];
      ends[i] = rows;
    }
    return new SampleRuns(keys, ends);
  }

  /** Every row, each run laid out as its copies. */
  byte[][] rows() {
    byte[][] rows = new byte[ends.length == 0 ? 0 : ends[ends.length - 1]][];
    layOut(keys, ends, rows, 0);
    return rows;
  }

  /** The copies in run {@code run} of runs ending at {@code ends}. */
  static int copies(int[] ends, int run) {
    return ends[run] - (run == 0 ? 0 : ends[run - 1]);
  }

  /**
   * Puts the rows of runs {@code keys} ending at {@code ends}, each run laid out as its copies, in
   * {@code into} from {@code at} on; returns where they end.
   */
  static int layOut(byte[][] keys, int[] ends, byte[][] into, int at) {
    for (int i = 0; i < keys.length; i++) {
      int end = at + copies(ends, i);
      Arrays.fill(into, at, end, keys[i]);
      at = end;
    }
    return at;
  }
}
