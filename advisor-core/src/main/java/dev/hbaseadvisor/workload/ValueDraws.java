package dev.hbaseadvisor.workload;

/**
 * The random stream that turns one value index into a value: SplitMix64 (G. Steele, D. Lea and
 * C. Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) from a seed, with
 * bounded draws by multiply-shift (D. Lemire, "Fast random integer generation in an interval",
 * ACM TOMACS 29(1), 2019; the bias is below {@code bound / 2^32}).
 *
 * <p>A plain object with one long, so the JIT keeps it in registers: unlike
 * {@code java.util.SplittableRandom}, whose constructor allocates a helper it keeps, drawing a
 * value's characters allocates nothing.
 */
final class ValueDraws {

  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private long state;

  ValueDraws(long seed) {
    this.state = seed;
  }

  long nextLong() {
    long z = (state += GOLDEN_GAMMA);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A draw from {@code 0..bound-1}, for {@code bound} from 1 to {@code Integer.MAX_VALUE}. */
  int nextInt(int bound) {
    return (int) (((nextLong() >>> 32) * bound) >>> 32);
  }

  void nextBytes(byte[] bytes) {
    for (int i = 0; i < bytes.length; i += 8) {
      long r = nextLong();
      for (int j = i; j < Math.min(bytes.length, i + 8); j++) {
        bytes[j] = (byte) r;
        r >>>= 8;
      }
    }
  }
}
