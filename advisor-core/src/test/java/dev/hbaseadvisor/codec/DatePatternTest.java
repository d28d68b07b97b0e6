package dev.hbaseadvisor.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DatePatternTest {

  private static final long DAY = 86_400_000L;

  /**
   * Each pattern's order, held against a count made here: every day of 2026 to 2035 formatted at
   * its first millisecond, and the times the text sorts below the day before.
   */
  @ParameterizedTest
  @CsvSource({
      "YYYYww, true", "yyyyww, false", "YYYY-'W'ww-e, true", "yyyy-MM-dd, true", "yyyyMMddHH, true",
      "dd-MM-yyyy, false", "yyyy-MM, true", "MM-dd, false", "yyyyDDD, true", "uuuu/MM, true"})
  void ordersAsTheCalendarSays(String pattern, boolean ordered) {
    assertEquals(ordered, DatePattern.of(pattern).ordered());
    assertEquals(ordered, backwardsSteps(pattern) == 0, pattern + " by the day walk of 2026-2035");
  }

  @org.junit.jupiter.api.Test
  void aTwoDigitYearWrapsAt2100_andIsNotInOrder() {
    assertFalse(DatePattern.of("yy-MM-dd").ordered());
  }


  @ParameterizedTest
  @CsvSource(quoteCharacter = '"', value = {
      "yyyy, 31556952000", "yyyy-MM, 2629746000", "YYYYww, 604800000",
      // A calendar year cuts its first and last weeks at 1 January: 6.89 days on average over 2026-2027.
      "yyyyww, 595018867", "yy-MM-dd, 86400000",
      "yyyy-MM-dd, 86400000", "yyyyDDD, 86400000", "yyyy-MM-dd HH, 3600000", "yyyyMMddHHmm, 60000",
      "HH:mm:ss, 1000", "yyyy-MM-dd HH:mm:ss.SSS, 1", "'const', 0"})
  void measuresHowLongOneValueLasts(String pattern, long unitMillis) {
    assertEquals(unitMillis, DatePattern.of(pattern).unitMillis());
  }

  @ParameterizedTest
  @CsvSource({"yyyy-MM, false", "YYYYww, false", "MM-dd, true", "ww, true", "HH:mm, true", "yyyyww, true"})
  void findsValuesThatComeBack(String pattern, boolean repeats) {
    assertEquals(repeats, DatePattern.of(pattern).repeats());
  }

  @org.junit.jupiter.api.Test
  void weeksAreTheSameOnEveryMachine() {
    // Locale.ROOT: weeks start on Sunday, and week 1 holds 1 January. 2026-12-27 is a Sunday whose
    // week holds 1 January 2027, so the calendar year 2026 meets week 1 of the next.
    long sunday = LocalDate.of(2026, 12, 27).toEpochDay() * DAY;
    assertEquals("202701", DatePattern.of("YYYYww").formatter().format(java.time.Instant.ofEpochMilli(sunday)));
    assertEquals("202601", DatePattern.of("yyyyww").formatter().format(java.time.Instant.ofEpochMilli(sunday)));
    assertEquals("202652", DatePattern.of("yyyyww").formatter()
        .format(java.time.Instant.ofEpochMilli(sunday - DAY)));
    assertTrue(DatePattern.of("YYYYww").ordered());
    assertFalse(DatePattern.of("yyyyww").ordered());
  }

  private static int backwardsSteps(String pattern) {
    var formatter = DatePattern.formatter(pattern);
    String previous = null;
    int backwards = 0;
    for (LocalDate d = LocalDate.of(2026, 1, 1); d.isBefore(LocalDate.of(2036, 1, 1)); d = d.plusDays(1)) {
      String text = formatter.format(d.atStartOfDay().toInstant(ZoneOffset.UTC));
      if (previous != null && text.compareTo(previous) < 0) {
        backwards++;
      }
      previous = text;
    }
    return backwards;
  }
}
