package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.model.Distribution;
import java.util.random.RandomGenerator;

/**
 * Draws value indexes {@code 0..n-1} with a field's distribution, following YCSB's generators
 * ({@code site.ycsb.generator}): index 0 is the most popular value of the skewed ones.
 *
 * <p>Zipfian ranks come from an {@link AliasTable} when {@code n <= ALIAS_LIMIT} (two array reads
 * per draw) and otherwise from a {@link ZipfSampler} (rejection-inversion, a few {@code log} and
 * {@code exp} calls per draw).
 */
final class IndexSampler {

  /** The largest cardinality served by an alias table (two ints per value: 8 MiB at the limit). */
  static final int ALIAS_LIMIT = 1 << 20;

  private final Distribution distribution;
  private final long n;
  private final RandomGenerator random;
  private final AliasTable alias;
  private final ZipfSampler zipf;

  IndexSampler(Distribution distribution, long n, RandomGenerator random) {
    this.distribution = distribution;
    this.n = n;
    this.random = random;
    boolean zipfian = switch (distribution.kind()) {
      case ZIPF, SCRAMBLED_ZIPF, LATEST -> true;
      default -> false;
    };
    this.alias = zipfian && n <= ALIAS_LIMIT ? AliasTable.zipf((int) n, distribution.first()) : null;
    this.zipf = zipfian && alias == null ? new ZipfSampler(n, distribution.first()) : null;
  }

  /** The next index; {@code sequence} is the number of records drawn so far (for "latest"). */
  long next(long sequence) {
    return switch (distribution.kind()) {
      case UNIFORM -> uniform(n);
      case ZIPF -> zipfRank();
      case SCRAMBLED_ZIPF -> Math.floorMod(fnv64(zipfRank()), n);
      case LATEST -> Math.floorMod(Math.min(sequence, n - 1) - zipfRank(), n);
      case HOTSPOT -> hotspot();
      case EXPONENTIAL -> clamp((long) (-Math.log(1 - random.nextDouble()) * n / Math.log(20)));
      case NORMAL -> clamp(Math.round(n / 2.0 + random.nextGaussian() * n / 6.0));
    };
  }

  /** A zipfian rank from 0, the most popular. */
  private long zipfRank() {
    return alias != null ? alias.sample(random.nextLong()) : zipf.sample(random) - 1L;
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
