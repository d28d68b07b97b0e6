package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * The rank of a key among a sorted sample of keys, interpolated between the two sample keys
 * around it, so that the rows a narrow range holds are estimated continuously rather than as
 * zero or one whole sample key's worth of rows.
 *
 * <p>Each sample key stands for the rows from it up to the next sample key, spread evenly over
 * the key space between them (read as numbers from the first byte where the two keys differ);
 * the last stands for itself. A range that holds one sample key but is a tiny part of that key's
 * stretch (a prefix scan for one user in a region of thousands) then gets a tiny share instead of
 * a whole sample key's share of the region, whichever design's sampling happened to keep that key.
 */
final class SampleRanks {

  private SampleRanks() {}

  /**
   * How many of the first {@code count} of {@code sorted} sort below {@code key}: a binary search
   * on their first eight bytes as unsigned numbers ({@code prefixes}, {@link RegionTable#prefix}),
   * comparing whole keys only on a tie.
   */
  static int below(byte[][] sorted, long[] prefixes, int count, byte[] key) {
    long prefix = RegionTable.prefix(key, key.length);
    int low = 0;
    int high = count;
    while (low < high) {
      int mid = (low + high) >>> 1;
      int c = Long.compareUnsigned(prefixes[mid], prefix);
      if (c < 0 || c == 0 && Arrays.compareUnsigned(sorted[mid], key) < 0) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /**
   * The interpolated rank of {@code key} among the first {@code count} of {@code sorted}, where
   * {@code below} of them sort below it: {@code below - 1} plus the key's fraction of the way from
   * the sample key below it to the one at or above it.
   */
  static double rank(byte[][] sorted, int count, int below, byte[] key) {
    if (below == 0 || below >= count) {
      return below;
    }
    return below - 1 + fraction(sorted[below - 1], key, sorted[below]);
  }

  /** How far {@code key} lies from {@code low} to {@code high} ({@code low < key <= high}), in [0, 1]. */
  static double fraction(byte[] low, byte[] key, byte[] high) {
    int common = Arrays.mismatch(low, high);
    if (common < 0) {
      return 1;
    }
    double a = unsigned(word(low, common));
    double b = unsigned(word(high, common));
    double x = unsigned(word(key, common));
    if (b <= a) {
      return 1;
    }
    return Math.max(0, Math.min(1, (x - a) / (b - a)));
  }

  /** The eight bytes of a key from {@code from} on, zero past its end, as an unsigned number. */
  private static long word(byte[] key, int from) {
    long w = 0;
    for (int i = 0; i < 8; i++) {
      int at = from + i;
      w = w << 8 | (at < key.length ? key[at] & 0xFFL : 0);
    }
    return w;
  }

  private static double unsigned(long w) {
    double d = (double) (w >>> 1) * 2.0;
    return d + (w & 1);
  }
}
