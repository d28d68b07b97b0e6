package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link SkippingRandom} draws what {@code SplittableRandom} draws, and a skip passes over draws. */
class SkippingRandomTest {

  @Test
  void drawsWhatSplittableRandomDraws() {
    SplittableRandom which = new SplittableRandom(7);
    for (long seed : new long[] {0, 1, 42, -1, 0x5A3B1E5A3B1E5A3BL ^ 42, Long.MIN_VALUE}) {
      SplittableRandom expected = new SplittableRandom(seed);
      SkippingRandom actual = new SkippingRandom(seed);
      for (int i = 0; i < 20_000; i++) {
        switch (which.nextInt(9)) {
          case 0 -> assertEquals(expected.nextLong(), actual.nextLong());
          case 1 -> assertEquals(expected.nextInt(), actual.nextInt());
          case 2 -> assertEquals(expected.nextBoolean(), actual.nextBoolean());
          case 3 -> assertEquals(expected.nextDouble(), actual.nextDouble());
          case 4 -> {
            long bound = 1L << which.nextInt(63);
            assertEquals(expected.nextLong(bound), actual.nextLong(bound));
          }
          case 5 -> {
            long bound = 1 + which.nextLong(Long.MAX_VALUE);
            assertEquals(expected.nextLong(bound), actual.nextLong(bound));
          }
          case 6 -> {
            int bound = 1 + which.nextInt(Integer.MAX_VALUE);
            assertEquals(expected.nextInt(bound), actual.nextInt(bound));
          }
          case 7 -> assertEquals(expected.nextDouble(0.5, 3.5), actual.nextDouble(0.5, 3.5));
          default -> {
            int n = which.nextInt(300);
            for (int s = 0; s < n; s++) {
              expected.nextLong();
            }
            actual.skip(n);
            assertEquals(expected.nextLong(), actual.nextLong());
          }
        }
      }
    }
  }

  @Test
  void skipsByDrawingAnyOtherGenerator() {
    SplittableRandom expected = new SplittableRandom(3);
    SplittableRandom skipped = new SplittableRandom(3);
    for (int i = 0; i < 37; i++) {
      expected.nextLong();
    }
    SkippingRandom.skip(skipped, 37);
    assertEquals(expected.nextLong(), skipped.nextLong());
  }
}
