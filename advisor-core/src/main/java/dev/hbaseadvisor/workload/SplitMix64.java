package dev.hbaseadvisor.workload;

import java.util.random.RandomGenerator;

/**
 * The workload's random stream: SplitMix64 (G. Steele, D. Lea and C. Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014), with bounded draws by multiply-shift
 * (D. Lemire, "Fast random integer generation in an interval", ACM TOMACS 29(1), 2019; without
 * the rejection step, so the bias is below {@code bound / 2^32}).
 *
 * <p>One long of state and a few multiplications per draw: the simulator draws every field of
 * every write from one of these (commons-math3's {@code Well19937c} took a quarter of the write
 * path), and turns a value index into a value with one seeded at the index. A plain final
 * object, so the JIT keeps it in registers; unlike {@code java.util.SplittableRandom}, whose
 * constructor allocates a helper it keeps, creating one allocates nothing else.
 */
public final class SplitMix64 implements RandomGenerator {

  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private long state;

  /** A stream starting from a seed. */
  public SplitMix64(long seed) {
    this.state = seed;
  }

  /**
   * A stream of its own for stream {@code index} of a seed (one per field): the seed and the index
   * mixed, so neighbouring indexes start far apart.
   */
  public static SplitMix64 forStream(long seed, int index) {
    return new SplitMix64(mix(seed ^ mix(GOLDEN_GAMMA * (index + 1L))));
  }

  /** Restarts the stream at a seed, so that a draw can be a function of a value (a determined field's). */
  public void reseed(long seed) {
    this.state = mix(seed);
  }

  @Override
  public long nextLong() {
    return mix(state += GOLDEN_GAMMA);
  }

  /** A draw from {@code 0..bound-1}, for {@code bound} from 1 to {@code Integer.MAX_VALUE}. */
  @Override
  public int nextInt(int bound) {
    return (int) (((nextLong() >>> 32) * bound) >>> 32);
  }

  /** A double in {@code [0, 1)} from the top 53 bits. */
  @Override
  public double nextDouble() {
    return (nextLong() >>> 11) * 0x1.0p-53;
  }

  @Override
  public void nextBytes(byte[] bytes) {
    for (int i = 0; i < bytes.length; i += 8) {
      long r = nextLong();
      for (int j = i; j < Math.min(bytes.length, i + 8); j++) {
        bytes[j] = (byte) r;
        r >>>= 8;
      }
    }
  }

  /** SplitMix64's output function (Stafford's variant 13 of the MurmurHash3 finaliser). */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
