package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.BitsCodec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The key ranges a box query over a Z-order (Morton) code decomposes into, found as GeoMesa finds
 * them (sfcurve {@code zorder/ZN.zranges}): a breadth-first descent of the quad/oct tree from the
 * cells' common prefix, each node kept whole when the box contains it, dropped when disjoint, split
 * into its {@code 2^n} children while levels and the range target allow, and kept whole (a range
 * that over-reads) where the descent stops; adjacent ranges are then merged. GeoMesa stops at 7
 * levels ({@code ZN.DefaultRecurse}) and near 2,000 ranges per query ({@code geomesa.scan.ranges.target}).
 *
 * @param ranges the merged key ranges
 * @param coveredCells the cells inside them, box or not
 * @param totalCells the cells of the whole code
 */
public record ZRanges(long ranges, double coveredCells, double totalCells) {

  /** Levels of the tree GeoMesa descends at most: {@code ZN.DefaultRecurse}. */
  public static final int MAX_LEVELS = 7;
  /** Ranges GeoMesa aims at per query: {@code geomesa.scan.ranges.target}, default 2000. */
  public static final int RANGE_TARGET = 2_000;

  /** The share of the code's cells the ranges read: what a scan over them touches. */
  public double coveredFraction() {
    return coveredCells / totalCells;
  }

  /**
   * The decomposition of a box, {@code low[d]..high[d]} cells inclusive in each dimension, over a
   * code of {@code low.length} dimensions with {@code bits} bits each.
   */
  public static ZRanges of(long[] low, long[] high, int bits) {
    int n = low.length;
    int total = n * bits;
    long zmin = BitsCodec.morton(low, bits);
    long zmax = BitsCodec.morton(high, bits);
    // The longest common prefix of the two corners, in whole groups of n bits (ZN.longestCommonPrefix).
    int shift = total - n;
    while (shift >= 0 && (zmin >>> shift) == (zmax >>> shift)) {
      shift -= n;
    }
    shift += n;
    long prefix = shift >= 64 ? 0 : zmin & (-1L << shift);
    List<long[]> found = new ArrayList<>();
    ArrayDeque<long[]> remaining = new ArrayDeque<>();
    long[] terminator = new long[0];
    int offset = shift;
    check(prefix, 0, offset, low, high, n, bits, found, remaining);
    remaining.add(terminator);
    offset -= n;
    int level = 0;
    while (level < MAX_LEVELS && offset >= 0 && !remaining.isEmpty() && found.size() < RANGE_TARGET) {
      long[] next = remaining.poll();
      if (next == terminator) {
        if (!remaining.isEmpty()) {
          level++;
          offset -= n;
          remaining.add(terminator);
        }
      } else {
        for (long q = 0; q < (1L << n); q++) {
          check(next[0], q, offset, low, high, n, bits, found, remaining);
        }
      }
    }
    // Nodes the descent did not finish are read whole: ranges that over-read.
    for (long[] r : remaining) {
      if (r != terminator) {
        found.add(r);
      }
    }
    found.sort(Comparator.comparingLong((long[] r) -> r[0]));
    long merged = 0;
    double covered = 0;
    long[] current = null;
    for (long[] r : found) {
      covered += (double) (r[1] - r[0]) + 1;
      if (current != null && r[0] <= current[1] + 1) {
        current[1] = Math.max(current[1], r[1]);
      } else {
        merged++;
        current = r.clone();
      }
    }
    return new ZRanges(merged, covered, Math.pow(2, total));
  }

  /** A node under {@code prefix}: kept when inside the box, queued when it overlaps, else dropped. */
  private static void check(long prefix, long quadrant, int offset, long[] low, long[] high, int n, int bits,
      List<long[]> found, ArrayDeque<long[]> remaining) {
    long min = prefix | (quadrant << offset);
    long max = offset >= 64 ? -1L : min | ((1L << offset) - 1);
    int state = relation(min, max, low, high, n, bits);
    if (state == 2) {
      found.add(new long[] {min, max});
    } else if (state == 1) {
      remaining.add(new long[] {min, max});
    }
  }

  /**
   * How a tree node, the codes {@code min..max} sharing their high bits, lies
   * against the box: 0 disjoint, 1 overlapping, 2 inside.
   */
  private static int relation(long min, long max, long[] low, long[] high, int n, int bits) {
    boolean inside = true;
    for (int d = 0; d < n; d++) {
      long nodeLow = BitsCodec.cellOf(min, d, n, bits);
      long nodeHigh = BitsCodec.cellOf(max, d, n, bits);
      if (nodeHigh < low[d] || nodeLow > high[d]) {
        return 0;
      }
      inside &= nodeLow >= low[d] && nodeHigh <= high[d];
    }
    return inside ? 2 : 1;
  }
}
