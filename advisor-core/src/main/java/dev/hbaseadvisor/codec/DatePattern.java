package dev.hbaseadvisor.codec;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a {@code java.time} date pattern keeps of a UTC instant, found by formatting the calendar
 * rather than by reading its letters: whether its text never sorts backwards as time goes on,
 * whether a value can come back, and how long one value lasts. A week-based year with its week
 * ({@code YYYYww}) keeps time in order; a calendar year with a week ({@code yyyyww}) does not, since
 * the last days of December can fall in week 1 ({@code 202652} then {@code 202601}).
 *
 * <p>Patterns are formatted in UTC with {@link Locale#ROOT}, so week fields are the same on every
 * machine: weeks start on Sunday and week 1 is the one holding 1 January
 * ({@code WeekFields.of(Locale.ROOT)} is {@code [SUNDAY,1]}), as for {@code Locale.US}.
 */
public final class DatePattern {

  /** The years whose turn the proofs cross, 1970 to 2100: week-based years part from calendar years there. */
  static final int FIRST_YEAR = 1970;
  static final int LAST_YEAR = 2100;
  /** Days walked on each side of a new year. */
  private static final int NEW_YEAR_DAYS = 8;
  /** Two whole years walked day by day, from 2026-01-01: every month's and week's turn, and the unit's measure. */
  private static final LocalDate WALK_FROM = LocalDate.of(2026, 1, 1);
  private static final int WALK_DAYS = 730;
  private static final long DAY_MILLIS = 86_400_000L;
  /** The finer steps, each walked 1,500 times from {@link #FINE_START}: a millisecond, a second, a minute, an hour. */
  private static final long[] FINE_STEPS = {1L, 1_000L, 60_000L, 3_600_000L};
  private static final int FINE_WALK = 1_500;
  /** Where the finer walks start: 2026-02-28T22:00Z, so they cross a day's and a month's end. */
  private static final long FINE_START = Instant.parse("2026-02-28T22:00:00Z").toEpochMilli();
  /** Calendar units a measured value length is snapped to when within 1 % (Gregorian averages). */
  private static final long[] CALENDAR_UNITS = {
      1L, 1_000L, 60_000L, 3_600_000L, DAY_MILLIS, 7 * DAY_MILLIS, 2_629_746_000L, 31_556_952_000L};

  private static final Map<String, DatePattern> KNOWN = new ConcurrentHashMap<>();

  private final String pattern;
  private final DateTimeFormatter formatter;
  private final boolean ordered;
  private final boolean repeats;
  private final long unitMillis;

  private DatePattern(String pattern) {
    this.pattern = pattern;
    this.formatter = formatter(pattern);
    Walk walk = new Walk();
    for (long step : FINE_STEPS) {
      walk.restart();
      for (int i = 0; i <= FINE_WALK; i++) {
        walk.visit(FINE_START + i * step);
      }
      if (walk.unitMillis == 0 && walk.changes * 2 > FINE_WALK) {
        walk.unitMillis = step;
      }
    }
    for (int year = FIRST_YEAR + 1; year <= LAST_YEAR; year++) {
      walk.restart();
      long newYear = LocalDate.of(year, 1, 1).toEpochDay();
      for (long day = newYear - NEW_YEAR_DAYS; day <= newYear + NEW_YEAR_DAYS; day++) {
        walk.visit(day * DAY_MILLIS);
      }
    }
    walk.restart();
    long first = WALK_FROM.toEpochDay();
    for (long day = first; day < first + WALK_DAYS; day++) {
      walk.visit(day * DAY_MILLIS);
    }
    this.ordered = walk.ordered;
    this.repeats = walk.repeats;
    long measured = walk.unitMillis;
    if (measured == 0 && walk.changes > 0) {
      // No finer walk saw a value per step, so a value lasts a day or more: the two years' days
      // shared among the values they printed.
      measured = snap(WALK_DAYS * DAY_MILLIS / (walk.changes + 1));
    }
    this.unitMillis = measured;
  }

  /** The analysis of a pattern, made once per pattern and kept. */
  public static DatePattern of(String pattern) {
    return KNOWN.computeIfAbsent(pattern, DatePattern::new);
  }

  /** The formatter every part of the advisor writes the pattern with: UTC and {@link Locale#ROOT}. */
  public static DateTimeFormatter formatter(String pattern) {
    return DateTimeFormatter.ofPattern(pattern, Locale.ROOT).withZone(ZoneOffset.UTC);
  }

  /** The pattern as written. */
  public String pattern() {
    return pattern;
  }

  /** The formatter of this pattern (UTC, {@link Locale#ROOT}). */
  public DateTimeFormatter formatter() {
    return formatter;
  }

  /**
   * Whether the text, compared byte by byte as HBase compares keys, never goes down as time goes
   * up: over every day of two whole years, the days around every new year from 1971 to 2100 (where
   * week-based years part from calendar years, and two-digit years wrap), and at the millisecond,
   * second, minute and hour across a day's and a month's end.
   */
  public boolean ordered() {
    return ordered;
  }

  /** Whether a value comes back after others (a pattern without its year: {@code MM-dd}, {@code ww}). */
  public boolean repeats() {
    return repeats;
  }

  /**
   * How long one value lasts, in milliseconds: the step of the finest field that changes (a week
   * for {@code YYYYww}, a Gregorian month on average for {@code yyyy-MM}); 0 when the text never
   * changes.
   */
  public long unitMillis() {
    return unitMillis;
  }

  /** {@link #unitMillis()} in seconds. */
  public double unitSeconds() {
    return unitMillis / 1000.0;
  }

  private static long snap(long millis) {
    for (long unit : CALENDAR_UNITS) {
      if (Math.abs(millis - unit) <= unit / 100) {
        return unit;
      }
    }
    return millis;
  }

  /** A walk through increasing instants, comparing each text with the one before. */
  private final class Walk {
    boolean ordered = true;
    boolean repeats;
    long unitMillis;
    int changes;
    private byte[] last;
    private String lastText;
    private final Set<String> seen = new HashSet<>();

    void restart() {
      last = null;
      lastText = null;
      changes = 0;
      seen.clear();
    }

    void visit(long millis) {
      String text = formatter.format(Instant.ofEpochMilli(millis));
      if (text.equals(lastText)) {
        return;
      }
      byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
      if (last != null) {
        changes++;
        ordered &= Arrays.compareUnsigned(last, bytes) <= 0;
      }
      repeats |= !seen.add(text);
      last = bytes;
      lastText = text;
    }
  }
}
