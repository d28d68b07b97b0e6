package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.model.Distribution;
import org.apache.commons.math3.distribution.ZipfDistribution;
import org.apache.commons.math3.random.RandomGenerator;

/**
 * Draws value indexes {@code 0..n-1} with a field's distribution, following YCSB's generators
 * ({@code site.ycsb.generator}): index 0 is the most popular value of the skewed ones.
 */
final class IndexSampler {

  private final Distribution distribution;
  private final long n;
  private final RandomGenerator random;
  private final ZipfDistribution zipf;

  IndexSampler(Distribution distribution, long n, RandomGenerator random) {
    this.distribution = distribution;
    this.n = n;
    this.random = random;
    boolean zipfian = switch (distribution.kind()) {
      case ZIPF, SCRAMBLED_ZIPF, LATEST -> true;
      default -> false;
    };
    // commons-math3 samples Zipf by rejection-inversion (Hörmann and Derflinger), O(1) per draw.
    this.zipf = zipfian ? new ZipfDistribution(random, (int) Math.min(n, Integer.MAX_VALUE), distribution.first())
        : null;
  }

  /** The next index; {@code sequence} is the number of records drawn so far (for "latest"). */
  long next(long sequence) {
    return switch (distribution.kind()) {
      case UNIFORM -> uniform(n);
      case ZIPF -> zipf.sample() - 1L;
      case SCRAMBLED_ZIPF -> Math.floorMod(fnv64(zipf.sample() - 1L), n);
      case LATEST -> Math.floorMod(Math.min(sequence, n - 1) - (zipf.sample() - 1L), n);
      case HOTSPOT -> hotspot();
      case EXPONENTIAL -> clamp((long) (-Math.log(1 - random.nextDouble()) * n / Math.log(20)));
      case NORMAL -> clamp(Math.round(n / 2.0 + random.nextGaussian() * n / 6.0));
    };
  }

  private long hotspot() {
    long hot = Math.max(1, (long) (n * distribution.first()));
    if (random.nextDouble() < distribution.second() || hot >= n) {
      return uniform(hot);
    }
    return hot + uniform(n - hot);
  }

  private long uniform(long bound) {
    if (bound <= Integer.MAX_VALUE) {
      return random.nextInt((int) bound);
    }
    return Math.floorMod(random.nextLong(), bound);
  }

  private long clamp(long v) {
    return Math.max(0, Math.min(n - 1, v));
  }

  /** FNV-1a over the eight bytes of a long: YCSB's {@code Utils.fnvhash64} scrambling. */
  static long fnv64(long value) {
    long hash = 0xCBF29CE484222325L;
    for (int i = 0; i < 8; i++) {
      hash ^= value & 0xFF;
      hash *= 0x100000001B3L;
      value >>>= 8;
    }
    return hash & Long.MAX_VALUE;
  }
}
