package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * HBase's shortened block-index keys: the row a region splits at is the index key of a data
 * block, which is the shortest row {@code R} with {@code left < R <= right} for the last row of
 * the previous block and the first row of the block, so daughter boundaries can be rows that
 * were never written (hbase-facts §3, "How the split point is chosen").
 */
final class Midpoints {

  private Midpoints() {}

  /**
   * {@code getMinimumMidpointArray} of {@code hbase-server/.../io/hfile/HFileWriterImpl.java}
   * for two different rows {@code left < right}: if {@code left} is a prefix of {@code right},
   * the first {@code left.length + 1} bytes of {@code right}; else, at the first differing
   * position {@code i}, {@code left[0..i)} plus {@code left[i] + 1} when that byte is below
   * 0xFF and {@code left[i] + 1} is below {@code right[i]} (HBase compares the signed byte plus
   * one with the unsigned right byte; reproduced here), otherwise {@code right[0..i]}.
   */
  static byte[] shortestSeparator(byte[] left, byte[] right) {
    int min = Math.min(left.length, right.length);
    int diff = 0;
    while (diff < min && left[diff] == right[diff]) {
      diff++;
    }
    if (diff >= min) {
      return Arrays.copyOf(right, diff + 1);
    }
    int diffByte = left[diff];
    if ((0xFF & diffByte) < 0xFF && (diffByte + 1) < (right[diff] & 0xFF)) {
      byte[] mid = Arrays.copyOf(left, diff + 1);
      mid[diff] = (byte) (diffByte + 1);
      return mid;
    }
    return Arrays.copyOf(right, diff + 1);
  }
}
