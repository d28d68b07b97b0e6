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
 * What a {@code java.time} date pattern keeps of a UTC instant, found by formatting a long calendar
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

  /** The calendar the proofs walk: every day from 1970 to 2100, about 47,500 days. */
  static final LocalDate FIRST_DAY = LocalDate.of(1970, 1, 1);
  static final LocalDate LAST_DAY = LocalDate.of(2100, 1, 1);
  private static final long DAY_MILLIS = 86_400_000L;
  /** The finer steps, each walked 2,000 times from {@link #FINE_START}: a millisecond, a second, a minute, an hour. */
  private static final long[] FINE_STEPS = {1L, 1_000L, 60_000L, 3_600_000L};
  private static final int FINE_WALK = 2_000;
  /** Where the finer walks start: 2026-02-28T22:00Z, so they cross a day, a month and a leap-free February's end. */
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
    walk.restart();
    long days = LAST_DAY.toEpochDay() - FIRST_DAY.toEpochDay();
    for (long day = FIRST_DAY.toEpochDay(); day < LAST_DAY.toEpochDay(); day++) {
      walk.visit(day * DAY_MILLIS);
      walk.visit((day + 1) * DAY_MILLIS - 1);
    }
    this.ordered = walk.ordered;
    this.repeats = walk.repeats;
    long measured = walk.unitMillis;
    if (measured == 0 && walk.changes > 0) {
      // No finer walk saw a value per step, so a value lasts a day or more: the calendar's days
      // shared among the values they printed at midnight.
      measured = snap(days * DAY_MILLIS / (walk.midnightChanges + 1));
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
   * up, over every day of 1970 to 2100 and at the millisecond, second, minute and hour across a
   * day's and a month's end.
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
    long midnightChanges;
    private byte[] last;
    private String lastText;
    private String lastMidnight;
    private final Set<String> seen = new HashSet<>();

    void restart() {
      last = null;
      lastText = null;
      lastMidnight = null;
      changes = 0;
      midnightChanges = 0;
      seen.clear();
    }

    void visit(long millis) {
      String text = formatter.format(Instant.ofEpochMilli(millis));
      if (millis % DAY_MILLIS == 0) {
        if (lastMidnight != null && !lastMidnight.equals(text)) {
          midnightChanges++;
        }
        lastMidnight = text;
      }
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
