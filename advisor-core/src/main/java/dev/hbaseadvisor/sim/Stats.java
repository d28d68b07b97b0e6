package dev.hbaseadvisor.sim;

/** The summary statistics of the simulator's measurements. */
final class Stats {

  private Stats() {}

  /**
   * The Gini coefficient of non-negative amounts: 0 when all are equal, approaching 1 when one
   * holds everything; {@code sum((2i - n - 1) x_i) / (n sum(x))} over the amounts sorted
   * ascending, i from 1. Zero for fewer than two amounts or a zero sum. Sorts {@code amounts} in place.
   */
  static double gini(long[] amounts) {
    long[] x = amounts;
    java.util.Arrays.sort(x);
    int n = x.length;
    double sum = 0;
    double weighted = 0;
    for (int i = 0; i < n; i++) {
      sum += x[i];
      weighted += (2.0 * (i + 1) - n - 1) * x[i];
    }
    return n < 2 || sum == 0 ? 0 : weighted / (n * sum);
  }

  /** The median of sorted values: the middle one, or the mean of the middle two; 0 when empty. */
  static double median(double[] sorted) {
    int n = sorted.length;
    if (n == 0) {
      return 0;
    }
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
