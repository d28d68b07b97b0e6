package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import java.util.EnumSet;
import java.util.Set;

/**
 * The chance that two records share a key part: {@code sum p_i^2} over a field's distribution
 * (the generators of {@code workload/IndexSampler}, after YCSB), and the share of a date pattern
 * over the time a table is written. With these, N records fall into about {@code 1/q} equally
 * likely keys, and the expected number that land on an occupied key follows from occupancy.
 */
final class Collisions {

  /** Terms summed exactly before the rest of a zipf sum is taken as an integral. */
  private static final int EXACT_TERMS = 10_000;
  /** {@code P(Z < -3)} for a standard normal: the mass the normal sampler clamps to each end. */
  private static final double NORMAL_TAIL = 0.0013498980316301;

  private Collisions() {}

  /** The calendar units a date pattern can hold, coarsest first, with their length in milliseconds. */
  enum Unit {
    YEAR(31_556_952_000L), MONTH(2_629_746_000L), DAY(86_400_000L), HOUR(3_600_000L), MINUTE(60_000L),
    SECOND(1_000L), MILLISECOND(1L);

    final long millis;

    Unit(long millis) {
      this.millis = millis;
    }

    String label() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * The chance that two records share the field's value: 0 for values that never repeat (UUIDs,
   * increasing fields, unbounded cardinality), else {@code sum p_i^2} of its distribution.
   */
  static double sameValue(FieldSpec field) {
    if (field.type() == FieldType.UUID || field.increasing() || !field.boundedCardinality()) {
      return 0;
    }
    return sumOfSquares(field.distribution(), field.cardinality());
  }

  /** {@code sum p_i^2} of a distribution over {@code n} values. */
  static double sumOfSquares(Distribution d, long n) {
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

  /** {@code sum_{k=1..n} k^-s}: exact for the first terms, the rest as a midpoint integral. */
  static double harmonic(long n, double s) {
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

  /**
   * The calendar units a {@code java.time} pattern writes ({@code yyyy-MM} holds YEAR and MONTH);
   * day-of-week, week and am/pm letters add nothing that tells instants apart here.
   */
  static Set<Unit> units(String pattern) {
    Set<Unit> units = EnumSet.noneOf(Unit.class);
    boolean quoted = false;
    for (char c : pattern.toCharArray()) {
      if (c == '\'') {
        quoted = !quoted;
      } else if (!quoted) {
        switch (c) {
          case 'y', 'u', 'Y' -> units.add(Unit.YEAR);
          case 'M', 'L' -> units.add(Unit.MONTH);
          case 'D' -> units.addAll(EnumSet.of(Unit.MONTH, Unit.DAY));
          case 'd' -> units.add(Unit.DAY);
          case 'H', 'k', 'h', 'K' -> units.add(Unit.HOUR);
          case 'm' -> units.add(Unit.MINUTE);
          case 's' -> units.add(Unit.SECOND);
          case 'S', 'n', 'N' -> units.add(Unit.MILLISECOND);
          case 'A' -> units.addAll(EnumSet.range(Unit.HOUR, Unit.MILLISECOND));
          default -> { }
        }
      }
    }
    return units;
  }

  /**
   * The chance that two instants drawn evenly from {@code period} milliseconds print the same in
   * the given units: each run of adjacent units repeats with the next coarser unit it lacks, and
   * runs are taken as independent.
   */
  static double sameInstant(Set<Unit> units, double period) {
    double q = 1;
    Unit[] all = Unit.values();
    for (int i = all.length - 1; i >= 0; i--) {
      if (!units.contains(all[i])) {
        continue;
      }
      int top = i;
      while (top > 0 && units.contains(all[top - 1])) {
        top--;
      }
      double cycle = top == 0 ? Double.POSITIVE_INFINITY : all[top - 1].millis;
      q *= Math.min(1, all[i].millis / Math.min(period, cycle));
      i = top;
    }
    return q;
  }

  /**
   * The share of {@code rows} records that land on a key already taken, when keys repeat with
   * chance {@code q} per pair: {@code 1 - (1 - e^-x) / x} for {@code x = rows * q}.
   */
  static double overwrittenShare(double rows, double q) {
    double x = rows * q;
    if (x == 0) {
      return 0;
    }
    return x < 1e-6 ? x / 2 : 1 + Math.expm1(-x) / x;
  }
}
