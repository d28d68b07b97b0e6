package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.model.Distribution;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The probability of each value index {@code 0..n-1} under a field's distribution, exactly as
 * {@link IndexSampler} draws them (YCSB's generators, {@code site.ycsb.generator}); "latest" is
 * taken once the sequence has passed {@code n}, when it is a zipf over {@code n-1, n-2, ...}.
 */
final class IndexWeights {

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
}
