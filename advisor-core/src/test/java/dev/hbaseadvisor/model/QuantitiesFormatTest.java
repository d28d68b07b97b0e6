package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Sizes, durations and counts written for messages read back as the schema format reads them. */
class QuantitiesFormatTest {

  @Test
  void formatSize_picksTheLargestUnit_andParsesBack() {
    assertEquals("512 B", Quantities.formatSize(512));
    assertEquals("64 KiB", Quantities.formatSize(64 * 1024));
    assertEquals("256 MiB", Quantities.formatSize(256L << 20));
    assertEquals("1.5 GiB", Quantities.formatSize(1.5 * (1L << 30)));
    assertEquals("17.4 TiB", Quantities.formatSize(17.4 * (1L << 40)));
    assertEquals("2 PiB", Quantities.formatSize(2048.0 * (1L << 40)));
    assertEquals("6.8 PiB", Quantities.formatSize(6.8 * (1L << 50)));
    for (String text : new String[] {"64 KiB", "256 MiB", "1.5 GiB"}) {
      assertEquals(text, Quantities.formatSize(Quantities.parseSize(text)));
    }
  }

  @Test
  void formatDuration_picksTheLargestUnitThatDivides_andParsesBack() {
    assertEquals("30d", Quantities.formatDuration(30 * 86_400));
    assertEquals("2w", Quantities.formatDuration(14 * 86_400));
    assertEquals("90m", Quantities.formatDuration(5400));
    assertEquals("45s", Quantities.formatDuration(45));
    assertEquals("forever", Quantities.formatDuration(Quantities.FOREVER_SECONDS));
    for (String text : new String[] {"30d", "2w", "12h", "90m", "45s", "forever"}) {
      assertEquals(text, Quantities.formatDuration(Quantities.parseDurationSeconds(text)));
    }
  }

  @Test
  void plural_isSingularForExactlyOne_withCommas() {
    assertEquals("1 rowkey segment", Quantities.plural(1, "rowkey segment"));
    assertEquals("0 split keys", Quantities.plural(0, "split key"));
    assertEquals("1,000 bytes", Quantities.plural(1000, "byte"));
    assertEquals("2 entries", Quantities.plural(2, "entry", "entries"));
  }

  @Test
  void formatSize_parsesBackBeyondTebibytes() {
    assertEquals(3L << 50, Quantities.parseSize("3 PiB"));
    assertEquals("3 PiB", Quantities.formatSize(Quantities.parseSize("3 PiB")));
  }

  @Test
  void formatCount_usesCommasInEveryLocale() {
    assertEquals("144,000,000", Quantities.formatCount(144_000_000));
    assertEquals("7", Quantities.formatCount(7));
  }

  @Test
  void formatRate_perSecond_orTheFirstUnitThatReachesOne() {
    assertEquals("20,000/s", Quantities.formatRate(20_000));
    assertEquals("1.6/s", Quantities.formatRate(50_000_000 / (365.0 * 86_400)));
    assertEquals("1/min", Quantities.formatRate(1 / 60.0));
    assertEquals("1/h", Quantities.formatRate(Quantities.parseRatePerSecond("1/h")));
    assertEquals("2/d", Quantities.formatRate(2 / 86_400.0));
    assertEquals("0/s", Quantities.formatRate(0));
  }

  @Test
  void formatCount_writesWhatStringFormatWritesForEveryMagnitudeAndSign() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(1);
    long[] edges = {0, 1, -1, 9, 10, 99, 100, 999, 1000, -1000, 9999, 10_000, 100_000, 999_999, 1_000_000,
        -999_999_999, 144_000_000, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1};
    for (long value : edges) {
      assertEquals(String.format(java.util.Locale.ROOT, "%,d", value), Quantities.formatCount(value));
    }
    for (int i = 0; i < 10_000; i++) {
      long value = random.nextLong() >> random.nextInt(64);
      assertEquals(String.format(java.util.Locale.ROOT, "%,d", value), Quantities.formatCount(value));
    }
  }
}
