package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * The bytes of a store file or a memstore by when they were written, in buckets of a fixed width of
 * simulated seconds: what a family's TTL expires at a compaction without a timestamp per cell.
 * Bucket {@code b} holds the cells written in {@code [b w, (b + 1) w)}; a bucket expires only once
 * all of it has, so expiry lags by at most one width ({@link #widthFor}).
 */
final class Ages {

  /**
   * Buckets per TTL: a bucket is 1/32 of the shortest TTL, so bytes outlive their TTL by at most
   * about 3 % of it, and a file spanning the TTL keeps a few dozen numbers.
   */
  static final int BUCKETS_PER_TTL = 32;

  private final double width;
  /** The index of {@code bytes[0]}. */
  private long base;
  private long[] bytes;

  Ages(double width) {
    this.width = width;
    this.bytes = new long[0];
  }

  private Ages(double width, long base, long[] bytes) {
    this.width = width;
    this.base = base;
    this.bytes = bytes;
  }

  /** The bucket width for a shortest TTL of {@code ttlSeconds}: at least a second. */
  static double widthFor(long ttlSeconds) {
    return Math.max(1.0, (double) ttlSeconds / BUCKETS_PER_TTL);
  }

  /** Adds {@code count} bytes written at {@code seconds}. */
  void add(double seconds, long count) {
    long b = (long) Math.floor(seconds / width);
    if (bytes.length == 0) {
      base = b;
      bytes = new long[4];
    } else if (b < base) {
      long[] grown = new long[(int) (bytes.length + base - b)];
      System.arraycopy(bytes, 0, grown, (int) (base - b), bytes.length);
      bytes = grown;
      base = b;
    } else if (b - base >= bytes.length) {
      bytes = Arrays.copyOf(bytes, (int) Math.max(b - base + 1, bytes.length * 2L));
    }
    bytes[(int) (b - base)] += count;
  }

  /** Adds every bucket of {@code other}. */
  void addAll(Ages other) {
    for (int i = 0; i < other.bytes.length; i++) {
      if (other.bytes[i] != 0) {
        add((other.base + i + 0.5) * width, other.bytes[i]);
      }
    }
  }

  /** The bytes held. */
  long total() {
    long t = 0;
    for (long b : bytes) {
      t += b;
    }
    return t;
  }

  /**
   * Takes out {@code count} of the bytes, in proportion over the buckets (a partial flush, one
   * side of a split), and returns them as their own ages; the remainder of the rounding goes to the
   * newest bucket taken.
   */
  Ages take(long count) {
    long all = total();
    Ages taken = new Ages(width, base, new long[bytes.length]);
    if (all <= 0 || count <= 0) {
      return taken;
    }
    long left = Math.min(count, all);
    for (int i = 0; i < bytes.length && left > 0; i++) {
      long part = Math.min(bytes[i], Math.min(left, Math.round((double) bytes[i] * count / all)));
      taken.bytes[i] = part;
      bytes[i] -= part;
      left -= part;
    }
    for (int i = bytes.length - 1; i >= 0 && left > 0; i--) {
      long part = Math.min(bytes[i], left);
      taken.bytes[i] += part;
      bytes[i] -= part;
      left -= part;
    }
    return taken;
  }

  /**
   * Takes out the buckets that start before {@code seconds} (one that straddles it goes whole) and
   * returns them as their own ages: a date-tiered compaction's cells before a window boundary.
   */
  Ages takeBefore(double seconds) {
    Ages taken = new Ages(width, base, new long[bytes.length]);
    for (int i = 0; i < bytes.length && (base + i) * width < seconds; i++) {
      taken.bytes[i] = bytes[i];
      bytes[i] = 0;
    }
    return taken;
  }

  /** A copy of the buckets. */
  Ages copy() {
    return new Ages(width, base, bytes.clone());
  }

  /** When the oldest bytes held were written (the start of their bucket), or NaN when none are. */
  double oldest() {
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] != 0) {
        return (base + i) * width;
      }
    }
    return Double.NaN;
  }

  /** When the newest bytes held were written at the latest (the end of their bucket), or NaN when none are. */
  double newest() {
    for (int i = bytes.length - 1; i >= 0; i--) {
      if (bytes[i] != 0) {
        return (base + i + 1) * width;
      }
    }
    return Double.NaN;
  }

  /**
   * Expires what the families' TTLs expire: in every bucket, of the families whose cutoff (now
   * minus their TTL) the bucket was wholly written before, their shares ({@code shares}, of the
   * store's bytes) of its bytes. Returns the bytes expired.
   */
  long expire(double[] cutoffs, double[] shares) {
    long expired = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == 0) {
        continue;
      }
      double end = (base + i + 1) * width;
      double gone = 0;
      for (int f = 0; f < cutoffs.length; f++) {
        if (end <= cutoffs[f]) {
          gone += shares[f];
        }
      }
      if (gone > 0) {
        long count = gone >= 1 - 1e-9 ? bytes[i] : Math.round(bytes[i] * gone);
        bytes[i] -= count;
        expired += count;
      }
    }
    return expired;
  }
}
