package dev.hbaseadvisor.sim;

import java.util.random.RandomGenerator;

/**
 * The draws of {@code java.util.SplittableRandom(seed)}, value for value, that can also pass over
 * {@code n} draws in one step: SplitMix64 advances its state by a constant gamma per draw and mixes
 * it ({@code SplittableRandom.nextSeed}, {@code mix64}, {@code mix32}; Steele, Lea and Flood,
 * "Fast splittable pseudorandom number generators", OOPSLA 2014), so skipping {@code n} draws adds
 * {@code n} gammas. A key sample ({@link KeySample}) draws once per stratum, and a replayed row
 * standing for many rows covers whole runs of strata whose draws it need not read.
 *
 * <p>Every draw this class makes is one step of the state, as {@code SplittableRandom}'s
 * {@code nextLong}, {@code nextInt}, {@code nextBoolean} and {@code nextDouble} are, and
 * {@code nextLong(bound)} for a power-of-two bound; other bounded draws go through
 * {@link RandomGenerator}'s defaults, which {@code SplittableRandom} also uses
 * ({@code SkippingRandomTest} compares the two).
 */
final class SkippingRandom implements RandomGenerator {

  /** {@code SplittableRandom.GOLDEN_GAMMA}, the gamma of a generator made from a seed. */
  private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

  private long seed;

  SkippingRandom(long seed) {
    this.seed = seed;
  }

  private long nextSeed() {
    return seed += GOLDEN_GAMMA;
  }

  /** Passes over {@code n} draws of one step each. */
  void skip(long n) {
    seed += n * GOLDEN_GAMMA;
  }

  /**
   * Passes over {@code n} draws of one step each of {@code random}: in one step when it is a
   * {@code SkippingRandom}, else by drawing them.
   */
  static void skip(RandomGenerator random, long n) {
    if (random instanceof SkippingRandom s) {
      s.skip(n);
    } else {
      for (long i = 0; i < n; i++) {
        random.nextLong();
      }
    }
  }

  /**
   * Whether each of {@code random}'s {@code nextBoolean} and {@code nextLong(bound)} for a
   * power-of-two bound is one step of its state, and {@link #skip(RandomGenerator, long)} passes
   * over that many of them: true of this class and of {@code SplittableRandom}.
   */
  static boolean oneStepDraws(RandomGenerator random) {
    return random instanceof SkippingRandom || random instanceof java.util.SplittableRandom;
  }

  @Override
  public long nextLong() {
    long z = nextSeed();
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  @Override
  public int nextInt() {
    long z = nextSeed();
    z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
    return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
  }

  @Override
  public boolean nextBoolean() {
    return nextInt() < 0;
  }
}
