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

  static final SampleRuns EMPTY = new SampleRuns(new byte[0][], new int[0]);

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

  /** The number of rows. */
  int rowCount() {
    return ends.length == 0 ? 0 : ends[ends.length - 1];
  }

  /** Every row, each run laid out as its copies. */
  byte[][] rows() {
    byte[][] rows = new byte[rowCount()][];
    int from = 0;
    for (int i = 0; i < keys.length; i++) {
      Arrays.fill(rows, from, ends[i], keys[i]);
      from = ends[i];
    }
    return rows;
  }
}
