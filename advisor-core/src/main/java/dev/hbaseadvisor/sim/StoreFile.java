package dev.hbaseadvisor.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One simulated HFile of a region: its bytes and a sorted, byte-weighted sample of its rows
 * (every kept row stands for {@code bytes / keys.length} bytes), written by a flush, rewritten by
 * a compaction, or, after a split, a reference to the half of a parent's file on one side of the
 * split row ({@code io/Reference.java}, {@code HalfStoreFileReader}).
 */
final class StoreFile {

  private final byte[][] keys;
  /** The keys as a split searches them ({@link #countBelow}), made when first asked. */
  private SampleRanks ranks;
  final long bytes;
  /** A split daughter's half of a parent file; the daughter cannot split while it holds one. */
  final boolean reference;
  /**
   * When the file was written, in simulated seconds: what {@code StoreUtils.getLowestTimestamp}
   * compares with the major compaction period.
   */
  double created;
  /** Written by a compaction of all the store's files ({@code HStoreFile.isMajorCompactionResult}). */
  boolean major;
  /** Its bytes by when they were written, or null when no family expires ({@link Ages}). */
  Ages ages;
  /**
   * Of its bytes, the garbage a major compaction drops: versions superseded by overwriting puts
   * beyond what the family keeps, deleted cells and delete markers (kept by the simulator's minor
   * compactions; see {@code Simulator}'s garbage accounting).
   */
  long garbage;

  private StoreFile(byte[][] keys, long bytes, boolean reference) {
    this.keys = keys;
    this.bytes = bytes;
    this.reference = reference;
  }

  /** The file a flush writes from a memstore's key sample. */
  static StoreFile flushed(KeySample memstore, long bytes) {
    return new StoreFile(memstore.sorted(), bytes, false);
  }

  /** The number of sampled rows. */
  int size() {
    return keys.length;
  }

  /** The bytes each sampled row stands for. */
  double weight() {
    return keys.length == 0 ? 0 : (double) bytes / keys.length;
  }

  /**
   * The file a compaction writes from {@code files}: their rows merged in key order and thinned
   * to at most {@code capacity} by taking one row every {@code bytes / capacity} bytes
   * (systematic resampling keeps the byte quantiles), and fewer when their keys together would
   * hold more than {@link KeySample#MAX_SAMPLE_BYTES}, as a memstore's sample does.
   */
  static StoreFile compacted(List<StoreFile> files, int capacity) {
    int n = 0;
    long bytes = 0;
    long keyBytes = 0;
    for (StoreFile f : files) {
      n += f.keys.length;
      bytes += f.bytes;
      for (byte[] k : f.keys) {
        keyBytes += k.length;
      }
    }
    if (keyBytes > KeySample.MAX_SAMPLE_BYTES) {
      capacity = (int) Math.max(2, Math.min(capacity, n * KeySample.MAX_SAMPLE_BYTES / keyBytes));
    }
    byte[][] all = new byte[n][];
    double[] weights = new double[n];
    Integer[] order = new Integer[n];
    int i = 0;
    for (StoreFile f : files) {
      double w = f.weight();
      for (byte[] k : f.keys) {
        all[i] = k;
        weights[i] = w;
        order[i] = i;
        i++;
      }
    }
    Arrays.sort(order, (a, b) -> {
      int c = Arrays.compareUnsigned(all[a], all[b]);
      return c != 0 ? c : Integer.compare(a, b);
    });
    if (n <= capacity) {
      byte[][] sorted = new byte[n][];
      for (int j = 0; j < n; j++) {
        sorted[j] = all[order[j]];
      }
      return new StoreFile(sorted, bytes, false);
    }
    double total = 0;
    for (double w : weights) {
      total += w;
    }
    double step = total / capacity;
    double next = step / 2;
    double cumulative = 0;
    List<byte[]> kept = new ArrayList<>(capacity);
    for (int j = 0; j < n && kept.size() < capacity; j++) {
      cumulative += weights[order[j]];
      while (cumulative > next && kept.size() < capacity) {
        kept.add(all[order[j]]);
        next += step;
      }
    }
    return new StoreFile(kept.toArray(new byte[0][]), bytes, false);
  }

  /**
   * The two reference files a split at {@code row} leaves: the rows below it and the rows at or
   * above it, each with the bytes its rows stand for. Either may be empty (null).
   */
  StoreFile[] cut(byte[] row) {
    int below = countBelow(row);
    long lowerBytes = keys.length == 0 ? 0 : Math.round(bytes * (double) below / keys.length);
    StoreFile lower = below == 0 ? null : new StoreFile(Arrays.copyOfRange(keys, 0, below), lowerBytes, true);
    StoreFile upper = below == keys.length && below > 0 ? null
        : new StoreFile(Arrays.copyOfRange(keys, below, keys.length), bytes - lowerBytes, true);
    Ages left = ages == null ? null : ages.copy();
    for (StoreFile half : new StoreFile[] {lower, upper}) {
      if (half != null) {
        half.created = created;
        half.ages = left == null ? null : left.take(half.bytes);
      }
    }
    return new StoreFile[] {lower, upper};
  }

  /**
   * The file with {@code newBytes} left after a compaction expired cells: the same sampled rows,
   * each standing for its share of what is left.
   */
  StoreFile shrunk(long newBytes, Ages newAges) {
    StoreFile f = new StoreFile(keys, newBytes, reference);
    f.created = created;
    f.major = major;
    f.ages = newAges;
    return f;
  }

  /** A merged region's reference to this file ({@code MergeTableRegionsProcedure}). */
  StoreFile asReference() {
    StoreFile f = new StoreFile(keys, bytes, true);
    f.created = created;
    f.ages = ages == null ? null : ages.copy();
    return f;
  }

  /** The number of sampled rows below {@code key}. */
  int countBelow(byte[] key) {
    if (ranks == null) {
      ranks = SampleRanks.of(keys, keys.length);
    }
    return ranks.below(key);
  }

  /** The sampled row at an index, in key order. */
  byte[] key(int index) {
    return keys[index];
  }
}
