package dev.hbaseadvisor.workload;

import java.util.random.RandomGenerator;

/**
 * Zipf ranks {@code 1..n} with probability proportional to {@code k^-exponent} for any
 * {@code n}, in O(1) expected time: rejection-inversion (W. Hörmann and G. Derflinger,
 * "Rejection-inversion to generate variates from monotone discrete distributions", ACM TOMACS
 * 6(3), 1996), the method of commons-math3's {@code ZipfDistribution.sample()}.
 *
 * <p>The method inverts the integral {@code H} of the continuous hat {@code h(x) = x^-exponent}
 * over {@code [0.5, n + 0.5]}: a uniform point of {@code H}'s range maps to {@code x}, rounded
 * to the rank {@code k}; {@code k} is kept when {@code x} lies close enough to it (a squeeze that
 * accepts most draws at once) or when the point falls under the bar of {@code k}. This class
 * computes with {@code java.lang.Math}, whose {@code log} and {@code exp} are intrinsics, where
 * commons-math3 uses its slower {@code FastMath}; the distribution test compares the two.
 */
final class ZipfSampler {

  private final long n;
  private final double exponent;
  private final double integralOfFirstBar;
  private final double integralAtEnd;
  private final double squeeze;

  ZipfSampler(long n, double exponent) {
    this.n = n;
    this.exponent = exponent;
    this.integralOfFirstBar = integral(1.5) - 1.0;
    this.integralAtEnd = integral(n + 0.5);
    this.squeeze = 2.0 - inverseIntegral(integral(2.5) - hat(2.0));
  }

  /** A rank from 1 (the most popular) to n. */
  long sample(RandomGenerator random) {
    while (true) {
      double u = integralAtEnd + random.nextDouble() * (integralOfFirstBar - integralAtEnd);
      double x = inverseIntegral(u);
      long k = (long) (x + 0.5);
      if (k < 1) {
        k = 1;
      } else if (k > n) {
        k = n;
      }
      if (k - x <= squeeze || u >= integral(k + 0.5) - hat(k)) {
        return k;
      }
    }
  }

  /** The hat {@code x^-exponent}. */
  private double hat(double x) {
    return Math.exp(-exponent * Math.log(x));
  }

  /** {@code H(x)}, an antiderivative of the hat: {@code (x^(1-e) - 1) / (1 - e)}, or {@code log x} for e = 1. */
  private double integral(double x) {
    double logX = Math.log(x);
    return expm1OverX((1.0 - exponent) * logX) * logX;
  }

  /** The inverse of {@link #integral}. */
  private double inverseIntegral(double y) {
    double t = y * (1.0 - exponent);
    if (t < -1.0) {
      t = -1.0; // rounding can push t just below -1, where log1p is undefined
    }
    return Math.exp(log1pOverX(t) * y);
  }

  /** {@code expm1(x) / x}, continuous at 0. */
  private static double expm1OverX(double x) {
    return Math.abs(x) > 1e-8 ? Math.expm1(x) / x : 1.0 + x * 0.5 * (1.0 + x / 3.0 * (1.0 + 0.25 * x));
  }

  /** {@code log1p(x) / x}, continuous at 0. */
  private static double log1pOverX(double x) {
    return Math.abs(x) > 1e-8 ? Math.log1p(x) / x : 1.0 - x * (0.5 - x * (1.0 / 3.0 - 0.25 * x));
  }
}
