package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link RepeatedSum} gives, to the bit, what adding one number at a time gives. */
class RepeatedSumTest {

  @Test
  void addsAsOneAtATimeDoes() {
    SplittableRandom random = new SplittableRandom(11);
    for (int t = 0; t < 20_000; t++) {
      double start = random.nextInt(4) == 0 ? 0 : Math.scalb(random.nextDouble(), random.nextInt(-20, 60));
      double w = weight(random, start);
      int count = random.nextInt(3000);
      double expected = start;
      for (int i = 0; i < count; i++) {
        expected += w;
      }
      RepeatedSum sum = new RepeatedSum(start);
      sum.add(w, count);
      assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(sum.sum()),
          () -> start + " + " + w + " x " + count);
    }
  }

  @Test
  void stopsWhereOneAtATimeFirstPassesTheLimit() {
    SplittableRandom random = new SplittableRandom(12);
    for (int t = 0; t < 20_000; t++) {
      double start = random.nextInt(4) == 0 ? 0 : Math.scalb(random.nextDouble(), random.nextInt(-20, 60));
      double w = weight(random, start);
      int count = random.nextInt(3000);
      double limit = start + w * random.nextDouble() * count * 1.2;
      double expected = start;
      int adds = 0;
      while (adds < count && !(expected > limit)) {
        expected += w;
        adds++;
      }
      RepeatedSum sum = new RepeatedSum(start);
      long made = sum.addUntilAbove(w, count, limit);
      assertEquals(adds, made, () -> start + " + " + w + " x " + count + " until " + limit);
      assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(sum.sum()));
    }
  }

  /** Weights of every scale against the start, halfway ties between ulps among them. */
  private static double weight(SplittableRandom random, double start) {
    double ulp = Math.ulp(Math.max(start, 1));
    return switch (random.nextInt(5)) {
      case 0 -> (random.nextInt(1, 1 << 20) + 0.5) * ulp;
      case 1 -> ulp * random.nextInt(0, 4) / 4.0;
      case 2 -> Math.scalb(random.nextDouble(), random.nextInt(-30, 40));
      case 3 -> random.nextInt(1, 1 << 30) * 1.0 / random.nextInt(1, 1000);
      default -> Math.max(Double.MIN_VALUE, start * random.nextDouble() / random.nextInt(1, 100_000));
    };
  }
}
