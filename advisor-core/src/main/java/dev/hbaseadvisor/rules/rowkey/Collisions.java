package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.workload.IndexWeights;
import java.util.EnumSet;
import java.util.Set;

/**
 * The chance that two records share a key part: {@code sum p_i^2} over a field's distribution
 * (the generators of {@code workload/IndexSampler}, after YCSB), and the share of a date pattern
 * over the time a table is written. With these, N records fall into about {@code 1/q} equally
 * likely keys, and the expected number that land on an occupied key follows from occupancy.
 */
final class Collisions {


  private Collisions() {}

  /** The calendar units a date pattern can hold, coarsest first, with their length in milliseconds. */
  enum Unit {
    YEAR(31_556_952_000L), MONTH(2_629_746_000L), WEEK(604_800_000L), DAY(86_400_000L), HOUR(3_600_000L),
    MINUTE(60_000L), SECOND(1_000L), MILLISECOND(1L);

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
    return IndexWeights.sumOfSquares(field.distribution(), field.cardinality());
  }

  /**
   * The calendar units a {@code java.time} pattern writes ({@code yyyy-MM} holds YEAR and MONTH;
   * {@code YYYYww}, the week-based year and its week, YEAR and WEEK); am/pm letters add nothing that
   * tells instants apart here. Units the others pin are added ({@link #withPinned}).
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
          case 'w', 'W' -> units.add(Unit.WEEK);
          case 'D' -> units.addAll(EnumSet.of(Unit.MONTH, Unit.WEEK, Unit.DAY));
          case 'd' -> units.add(Unit.DAY);
          case 'e', 'c', 'E' -> {
            if (pattern.indexOf('w') >= 0 || pattern.indexOf('W') >= 0) {
              units.add(Unit.DAY);
            }
          }
          case 'H', 'k', 'h', 'K' -> units.add(Unit.HOUR);
          case 'm' -> units.add(Unit.MINUTE);
          case 's' -> units.add(Unit.SECOND);
          case 'S', 'n', 'N' -> units.add(Unit.MILLISECOND);
          case 'A' -> units.addAll(EnumSet.range(Unit.HOUR, Unit.MILLISECOND));
          default -> { }
        }
      }
    }
    return withPinned(units);
  }

  /**
   * The calendar units a time cut to {@code grainMillis} holds (an hour's base time holds YEAR to
   * HOUR): every unit at least as long as the grain, as the number never comes back.
   */
  static Set<Unit> unitsDownTo(long grainMillis) {
    Set<Unit> units = EnumSet.noneOf(Unit.class);
    for (Unit u : Unit.values()) {
      if (u.millis >= grainMillis) {
        units.add(u);
      }
    }
    return units;
  }

  /**
   * The units with those the others pin added: a month and its day pin the week, and a year and
   * its week tell weeks apart as a year and its months would. Several patterns' units (a
   * {@code yyyy-MM} prefix and a {@code -dd HH:mm} suffix) are completed once joined.
   */
  static Set<Unit> withPinned(Set<Unit> units) {
    if (units.contains(Unit.MONTH) && units.contains(Unit.DAY)) {
      units.add(Unit.WEEK);
    }
    if (units.contains(Unit.YEAR) && units.contains(Unit.WEEK)) {
      units.add(Unit.MONTH);
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
