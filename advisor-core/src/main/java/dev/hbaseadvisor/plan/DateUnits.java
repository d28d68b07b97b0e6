package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.DatePattern;
import dev.hbaseadvisor.model.FieldSegment;

/**
 * Calendar units of {@code java.time} date patterns: the finest unit a pattern writes decides how
 * many of its values a time range covers (a {@code yyyy-MM} prefix holds one month, so a month's
 * range is one of its values: seed 002, section 5.1.2).
 */
public final class DateUnits {

  /** Seconds of a Gregorian year on average (365.2425 days). */
  public static final double YEAR = 365.2425 * 86_400;
  /** Seconds of a month on average (one twelfth of {@link #YEAR}). */
  public static final double MONTH = YEAR / 12;
  /** Seconds of a day. */
  public static final double DAY = 86_400;
  /** Seconds of an hour. */
  public static final double HOUR = 3_600;
  /** Seconds of a minute. */
  public static final double MINUTE = 60;

  /** How far a span may be from a whole number of units and still count as that many (30d is one month). */
  static final double TOLERANCE = 0.05;

  private DateUnits() {}

  /**
   * How long one value of a pattern lasts, in seconds (a week for {@code YYYYww}), or 0 when its
   * text never changes: measured by {@link DatePattern} over a long calendar.
   */
  public static double finest(String pattern) {
    return DatePattern.of(pattern).unitSeconds();
  }

  /**
   * Whether a segment cuts its time to a grain: a date pattern, or a {@code truncate} or
   * {@code unit} on a time written as a number (OpenTSDB's base hour).
   */
  public static boolean cut(FieldSegment f) {
    return f.format() != null || !f.scale().none();
  }

  /** How long one value of a cut segment lasts, in seconds ({@link #finest} for a pattern); 0 when uncut. */
  public static double grain(FieldSegment f) {
    return f.format() != null ? finest(f.format()) : f.scale().none() ? 0 : f.scale().grainMillis() / 1000.0;
  }

  /** Whether a cut segment's values never come back: a pattern with its year, or any time scale. */
  public static boolean neverRepeats(FieldSegment f) {
    return f.format() == null || hasYear(f.format());
  }

  /** Whether the pattern's values never come back (it writes the year, calendar or week-based). */
  public static boolean hasYear(String pattern) {
    return !DatePattern.of(pattern).repeats();
  }

  /**
   * How many values of a unit a span covers, counting a span within {@link #TOLERANCE} of a
   * whole number of units as that number, and at least 1.
   */
  public static long units(double spanSeconds, double unitSeconds) {
    return Math.max(1, (long) Math.ceil(spanSeconds / unitSeconds - TOLERANCE));
  }

  /** Whether a span is (within tolerance) a whole number of units, so the prefix values cover it exactly. */
  public static boolean whole(double spanSeconds, double unitSeconds) {
    return spanSeconds >= unitSeconds * (1 - TOLERANCE);
  }

  /**
   * The date pattern of the coarsest unit that a span still fills (rounded as {@link #units}),
   * from year to minute: {@code 30d} gives {@code yyyy-MM}, {@code 1h} {@code yyyy-MM-dd HH}.
   */
  public static String prefixPattern(long spanSeconds) {
    String[] patterns = {"yyyy", "yyyy-MM", "yyyy-MM-dd", "yyyy-MM-dd HH", "yyyy-MM-dd HH:mm"};
    double[] units = {YEAR, MONTH, DAY, HOUR, MINUTE};
    for (int i = 0; i < units.length; i++) {
      if (whole(spanSeconds, units[i])) {
        return patterns[i];
      }
    }
    return patterns[patterns.length - 1];
  }
}
