package dev.hbaseadvisor.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Collects the key-space × time heat matrix with bounded memory: a uniform sample of the keys
 * written in each time column (Li's reservoir "Algorithm L", one decrement per write between
 * replacements) and the column's exact write count. At the end the key space is cut into
 * buckets of equal write count from the union of the samples, and each column's writes are
 * spread over the buckets its sampled keys fall in. Bucket boundaries are shortened the way
 * HBase shortens block-index keys ({@link Midpoints}), so they stay readable. The samples stay
 * with the matrix, so a reader can spread the same writes over other fixed ranges, such as the
 * table's regions ({@link Heatmap#over}).
 */
final class HeatMapBuilder {

  /**
   * The most bytes of keys a column's sample holds (beyond the last key taken): {@code capacity}
   * keys of up to 128 bytes on average fit, and a column of longer keys keeps fewer, so that 480
   * columns of 32,767-byte keys hold about 60 MiB rather than 15 GiB (docs/limits.md).
   */
  static final long MAX_COLUMN_BYTES = 128 * 1024;

  private final int capacity;
  /** The keys a full sample holds: {@link #capacity}, or fewer when their bytes reach {@link #MAX_COLUMN_BYTES}. */
  private int full;
  private long sampledBytes;
  private final List<Heatmap.ColumnSample> columns = new ArrayList<>();
  private byte[][] keys;
  private int size;
  private long writes;
  private long skip;
  private double w;

  HeatMapBuilder(int capacity) {
    this.capacity = capacity;
    this.keys = new byte[capacity][];
    this.full = capacity;
  }

  /** Offers one written key to the current column. */
  void offer(byte[] key, int length, long weight, RandomGenerator random) {
    writes += weight;
    if (size < full) {
      keys[size++] = Arrays.copyOf(key, length);
      sampledBytes += length;
      if (size < capacity && sampledBytes >= MAX_COLUMN_BYTES) {
        full = size;
      }
      if (size == full) {
        w = Math.exp(Math.log(1 - random.nextDouble()) / full);
        skip = nextSkip(random);
      }
    } else if (skip > 0) {
      skip--;
    } else {
      keys[random.nextInt(full)] = Arrays.copyOf(key, length);
      w *= Math.exp(Math.log(1 - random.nextDouble()) / full);
      skip = nextSkip(random);
    }
  }

  private long nextSkip(RandomGenerator random) {
    double s = Math.floor(Math.log(1 - random.nextDouble()) / Math.log(1 - w));
    return s >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) s;
  }

  /** Ends the current time column and starts the next. */
  void closeColumn() {
    columns.add(new Heatmap.ColumnSample(writes, List.of(Arrays.copyOf(keys, size))));
    keys = new byte[capacity][];
    size = 0;
    full = capacity;
    sampledBytes = 0;
    writes = 0;
  }

  /** The matrix over at most {@code maxBuckets} key buckets, columns {@code columnSeconds} long. */
  Heatmap build(int maxBuckets, double columnSeconds) {
    int count = 0;
    for (Heatmap.ColumnSample c : columns) {
      count += c.keys().size();
    }
    Sampled[] sorted = new Sampled[count];
    double total = 0;
    int n = 0;
    for (Heatmap.ColumnSample c : columns) {
      double weight = (double) c.writes() / c.keys().size();
      for (byte[] k : c.keys()) {
        sorted[n++] = new Sampled(k, KeyWords.word(k, 0, k.length), weight);
      }
      total += c.writes();
    }
    // Stable (TimSort), so keys that compare equal keep their column order as before.
    Arrays.sort(sorted, Sampled::compare);
    int distinct = 0;
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || !Arrays.equals(sorted[i - 1].key, sorted[i].key)) {
        distinct++;
      }
    }
    int buckets = Math.max(1, Math.min(maxBuckets, distinct));
    List<byte[]> starts = new ArrayList<>();
    starts.add(new byte[0]);
    double before = 0;
    for (int i = 0; i < sorted.length && starts.size() < buckets; i++) {
      byte[] k = sorted[i].key;
      if (i > 0 && before >= starts.size() * total / buckets
          && Arrays.compareUnsigned(k, starts.get(starts.size() - 1)) > 0) {
        byte[] previous = sorted[i - 1].key;
        // The shortest row between the two sampled keys starts the bucket: the same cut, fewer bytes.
        starts.add(Arrays.compareUnsigned(previous, k) < 0 ? Midpoints.shortestSeparator(previous, k) : k);
      }
      before += sorted[i].weight;
    }
    return new Heatmap(List.copyOf(starts), columnSeconds, spread(columns, starts), List.copyOf(columns));
  }

  /** A sampled key with its first eight bytes ({@link KeyWords#word}), which decide most comparisons. */
  private record Sampled(byte[] key, long prefix, double weight) {
    static int compare(Sampled a, Sampled b) {
      int c = Long.compareUnsigned(a.prefix, b.prefix);
      return c != 0 ? c : Arrays.compareUnsigned(a.key, b.key);
    }
  }

  /**
   * Each column's writes spread over the buckets starting at {@code starts} (the first empty) in
   * proportion to the column's sampled keys that fall in each, rounded to whole writes.
   */
  static List<long[]> spread(List<Heatmap.ColumnSample> columns, List<byte[]> starts) {
    byte[][] bounds = starts.toArray(new byte[0][]);
    List<long[]> cells = new ArrayList<>();
    for (Heatmap.ColumnSample c : columns) {
      double[] row = new double[bounds.length];
      for (byte[] k : c.keys()) {
        row[bucketOf(bounds, k)] += (double) c.writes() / c.keys().size();
      }
      long[] rounded = new long[row.length];
      for (int b = 0; b < row.length; b++) {
        rounded[b] = Math.round(row[b]);
      }
      cells.add(rounded);
    }
    return cells;
  }

  private static int bucketOf(byte[][] bounds, byte[] key) {
    int low = 0;
    int high = bounds.length - 1;
    while (low < high) {
      int mid = (low + high + 1) >>> 1;
      if (Arrays.compareUnsigned(bounds[mid], key) <= 0) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    return low;
  }
}
