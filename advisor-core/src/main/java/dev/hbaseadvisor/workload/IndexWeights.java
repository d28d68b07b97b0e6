package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.model.Distribution;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The probability of each value index {@code 0..n-1} under a field's distribution, exactly as
 * {@link IndexSampler} draws them (YCSB's generators, {@code site.ycsb.generator}); "latest" is
 * taken once the sequence has passed {@code n}, when it is a zipf over {@code n-1, n-2, ...}; and
 * {@code sum p_i^2} in closed form for any {@code n}, the chance that two draws are equal.
 */
public final class IndexWeights {

  /** Terms summed exactly before the rest of a zipf sum is taken as an integral. */
  private static final int EXACT_TERMS = 10_000;
  /** {@code P(Z < -3)} for a standard normal: the mass the normal sampler clamps to each end. */
  private static final double NORMAL_TAIL = 0.0013498980316301;

  private IndexWeights() {}

  /** The probabilities of the indexes {@code 0..n-1}, summing to 1. */
  static double[] of(Distribution d, int n) {
    double[] p = new double[n];
    switch (d.kind()) {
      case UNIFORM -> java.util.Arrays.fill(p, 1.0 / n);
      case ZIPF -> zipf(p, d.first());
      case SCRAMBLED_ZIPF -> {
        double[] ranks = new double[n];
        zipf(ranks, d.first());
        for (int r = 0; r < n; r++) {
          p[(int) Math.floorMod(IndexSampler.fnv64(r), (long) n)] += ranks[r];
        }
      }
      case LATEST -> {
        double[] ranks = new double[n];
        zipf(ranks, d.first());
        for (int r = 0; r < n; r++) {
          p[Math.floorMod(n - 1 - r, n)] += ranks[r];
        }
      }
      case HOTSPOT -> {
        int hot = (int) Math.max(1, (long) (n * d.first()));
        for (int i = 0; i < n; i++) {
          p[i] = hot >= n ? 1.0 / n : i < hot ? d.second() / hot : (1 - d.second()) / (n - hot);
        }
      }
      case EXPONENTIAL -> {
        // index = floor(-ln(1-u) * n / ln 20), clamped: the last index takes the tail.
        double lambda = Math.log(20) / n;
        for (int i = 0; i < n; i++) {
          p[i] = i == n - 1 ? Math.exp(-lambda * i) : Math.exp(-lambda * i) * -Math.expm1(-lambda);
        }
      }
      case NORMAL -> {
        // index = round(n/2 + z * n/6), clamped to 0..n-1.
        NormalDistribution normal = new NormalDistribution(null, n / 2.0, n / 6.0);
        for (int i = 0; i < n; i++) {
          double lo = i == 0 ? 0 : normal.cumulativeProbability(i - 0.5);
          double hi = i == n - 1 ? 1 : normal.cumulativeProbability(i + 0.5);
          p[i] = hi - lo;
        }
      }
    }
    return p;
  }

  private static void zipf(double[] p, double exponent) {
    double sum = 0;
    for (int k = 0; k < p.length; k++) {
      p[k] = Math.pow(k + 1, -exponent);
      sum += p[k];
    }
    for (int k = 0; k < p.length; k++) {
      p[k] /= sum;
    }
  }

  /** {@code sum p_i^2} of a distribution over {@code n} values. */
  public static double sumOfSquares(Distribution d, long n) {
    double uniform = 1.0 / n;
    return switch (d.kind()) {
      case UNIFORM -> uniform;
      case ZIPF, SCRAMBLED_ZIPF, LATEST -> {
        long values = Math.min(n, Integer.MAX_VALUE);
        double h = harmonic(values, d.first());
        yield harmonic(values, 2 * d.first()) / (h * h);
      }
      case HOTSPOT -> {
        long hot = Math.max(1, (long) (n * d.first()));
        double o = d.second();
        yield hot >= n ? uniform : o * o / hot + (1 - o) * (1 - o) / (n - hot);
      }
      case EXPONENTIAL -> {
        // index = floor(-ln(1-u) * n / ln 20), the last value taking the clamped tail.
        double lambda = Math.log(20) / n;
        double p = -Math.expm1(-lambda);
        double ratio = Math.exp(-2 * lambda);
        double head = p * p * -Math.expm1((n - 1) * Math.log(ratio)) / -Math.expm1(Math.log(ratio));
        double tail = Math.exp(-lambda * (n - 1));
        yield head + tail * tail;
      }
      case NORMAL -> Math.max(uniform, 3 / (n * Math.sqrt(Math.PI)) + 2 * NORMAL_TAIL * NORMAL_TAIL);
    };
  }

  /**
   * The probability of the most frequent of {@code n} values: the first rank of a zipf, the hot
   * set's share of one value, the normal's centre or a clamped tail, whichever is larger.
   */
  public static double largest(Distribution d, long n) {
    double uniform = 1.0 / n;
    return switch (d.kind()) {
      case UNIFORM -> uniform;
      case ZIPF, SCRAMBLED_ZIPF, LATEST -> 1 / harmonic(Math.min(n, Integer.MAX_VALUE), d.first());
      case HOTSPOT -> {
        long hot = Math.max(1, (long) (n * d.first()));
        yield hot >= n ? uniform : Math.max(d.second() / hot, (1 - d.second()) / (n - hot));
      }
      case EXPONENTIAL -> {
        double lambda = Math.log(20) / n;
        yield Math.max(-Math.expm1(-lambda), Math.exp(-lambda * (n - 1)));
      }
      case NORMAL -> Math.min(1, Math.max(uniform, Math.max(6 / (n * Math.sqrt(2 * Math.PI)), NORMAL_TAIL)));
    };
  }

  /** {@code sum_{k=1..n} k^-s}: exact for the first terms, the rest as a midpoint integral. */
  public static double harmonic(long n, double s) {
    long exact = Math.min(n, EXACT_TERMS);
    double sum = 0;
    for (long k = 1; k <= exact; k++) {
      sum += Math.pow(k, -s);
    }
    if (n > exact) {
      double a = exact + 0.5;
      double b = n + 0.5;
      sum += s == 1 ? Math.log(b / a) : (Math.pow(b, 1 - s) - Math.pow(a, 1 - s)) / (1 - s);
    }
    return sum;
  }
}
