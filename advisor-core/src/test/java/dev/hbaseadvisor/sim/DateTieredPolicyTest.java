package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.DateTiered;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link DateTieredPolicy} against windows worked out by hand from
 * {@code ExponentialCompactionWindowFactory} (6-hour base windows, 4 per tier) and the selections
 * {@code DateTieredCompactionPolicy} makes.
 */
class DateTieredPolicyTest {

  private static final long HOUR = 3_600_000L;

  private static final DateTieredPolicy DEFAULTS = new DateTieredPolicy(DateTiered.DEFAULT, 16);

  /** The first {@code count} windows from {@code nowHours} back, each as {start, end} in hours. */
  private static long[][] windows(DateTieredPolicy policy, long nowHours, int count) {
    long[][] out = new long[count][];
    DateTieredPolicy.Window w = policy.incomingWindow(nowHours * HOUR);
    for (int i = 0; i < count; i++) {
      out[i] = new long[] {w.startMillis() / HOUR, w.endMillis() / HOUR};
      w = w.nextEarlierWindow();
    }
    return out;
  }

  private static void assertWindows(long[][] expected, long[][] actual) {
    assertEquals(expected.length, actual.length);
    for (int i = 0; i < expected.length; i++) {
      assertArrayEquals(expected[i], actual[i], "window " + i);
    }
  }

  @Test
  void windowsAtHour100_theIncomingWindowStartsATier_soTheNextIsADay() {
    // 100 h: base window 100 / 6 = 16, [96, 102). 16 is a multiple of 4, so the window before it
    // is of the next tier: 24 h windows, position 16 / 4 - 1 = 3, [72, 96); then 2, 1, 0; position
    // 0 is a multiple of 4 again: 96 h windows, position -1, [-96, 0).
    assertWindows(new long[][] {{96, 102}, {72, 96}, {48, 72}, {24, 48}, {0, 24}, {-96, 0}},
        windows(DEFAULTS, 100, 6));
  }

  @Test
  void windowsAtHour110_threeBaseWindowsThenDays() {
    // 110 h: position 18, [108, 114); 17 and 16 are base windows too; 16 promotes to day 3.
    assertWindows(new long[][] {{108, 114}, {102, 108}, {96, 102}, {72, 96}, {48, 72}, {24, 48}, {0, 24},
        {-96, 0}}, windows(DEFAULTS, 110, 8));
  }

  @Test
  void windowsAtHour0_andAt30Days() {
    // 0 h: position 0 promotes at once, to day -1 (no cell is that old).
    assertWindows(new long[][] {{0, 6}, {-24, 0}}, windows(DEFAULTS, 0, 2));
    // 720 h: position 120, [720, 726); 120 promotes to day 29, [696, 720); day 28; 28 promotes to
    // 96 h window 6, [576, 672); 5, 4; 4 promotes to 384 h window 0, [0, 384); 0 to 1,536 h window -1.
    assertWindows(new long[][] {{720, 726}, {696, 720}, {672, 696}, {576, 672}, {480, 576}, {384, 480},
        {0, 384}, {-1536, 0}}, windows(DEFAULTS, 720, 8));
  }

  @Test
  void aMaximumAge_stopsWindowsGrowingPastIt() {
    // Files older than 3 days are never compacted and the tiers stop there: at 100 h the cutoff is
    // 28 h. [96, 102) still promotes (72 >= 28); day 0 does not (0 - 96 < 28), so days go on.
    DateTieredPolicy aged = new DateTieredPolicy(new DateTiered(6 * 3600L, 4, 6, 3 * 86_400L, true), 16);
    assertWindows(new long[][] {{96, 102}, {72, 96}, {48, 72}, {24, 48}, {0, 24}, {-24, 0}, {-48, -24}},
        windows(aged, 100, 7));
  }

  @Test
  void compareToTimestamp_isZeroInside_minusOneAfter_oneBefore() {
    DateTieredPolicy.Window w = DEFAULTS.incomingWindow(100 * HOUR);
    assertEquals(0, w.compareToTimestamp(96 * HOUR));
    assertEquals(0, w.compareToTimestamp(102 * HOUR - 1));
    assertEquals(-1, w.compareToTimestamp(102 * HOUR));
    assertEquals(1, w.compareToTimestamp(96 * HOUR - 1));
    assertEquals(1, w.compareToTimestamp(Long.MIN_VALUE));
  }

  /** A flushed file of {@code bytes} whose cells were written from {@code fromHours} to {@code toHours}. */
  private static StoreFile file(double fromHours, double toHours, long bytes, SplittableRandom random) {
    KeySample sample = new KeySample(16, 64, random);
    for (int k = 0; k < 10; k++) {
      sample.offer(Bytes.toBytes(k), 4, bytes / 10, random);
    }
    StoreFile f = StoreFile.flushed(sample, bytes);
    f.timeRange(fromHours * 3600, toHours * 3600);
    return f;
  }

  @Test
  void minor_theIncomingWindowWaitsForSixFiles_olderWindowsForThree() {
    SplittableRandom random = new SplittableRandom(3);
    List<StoreFile> files = new ArrayList<>();
    // Three files in day [72, 96), then five in the incoming window [96, 102).
    for (int i = 0; i < 3; i++) {
      files.add(file(80 + i, 80.5 + i, 1 << 20, random));
    }
    for (int i = 0; i < 5; i++) {
      files.add(file(96 + i, 96.5 + i, 1 << 20, random));
    }
    DateTieredPolicy.Selection s = DEFAULTS.selectMinor(files, 101 * HOUR);
    assertEquals(files.subList(0, 3), s.files(), "five incoming files are too few; the day's three go");
    assertArrayEquals(new long[] {Long.MIN_VALUE}, s.boundaries());
    files.add(file(101, 101.5, 1 << 20, random));
    s = DEFAULTS.selectMinor(files, 101 * HOUR + HOUR / 2);
    assertEquals(files.subList(3, 9), s.files(), "six incoming files go first");
  }

  @Test
  void minor_outOfOrderData_joinsTheWindowOfTheNewerFilesBeforeIt() {
    SplittableRandom random = new SplittableRandom(4);
    List<StoreFile> files = new ArrayList<>();
    files.add(file(80, 81, 1 << 20, random));
    files.add(file(82, 83, 1 << 20, random));
    // A late file of old cells (a bulk load of day [48, 72)) after a newer one: it counts with 83 h.
    files.add(file(50, 51, 1 << 20, random));
    DateTieredPolicy.Selection s = DEFAULTS.selectMinor(files, 101 * HOUR);
    assertEquals(files, s.files());
  }

  @Test
  void minor_nothingWhenEveryWindowHasTooFewFiles_andNothingPastTheMaximumAge() {
    SplittableRandom random = new SplittableRandom(5);
    List<StoreFile> files = new ArrayList<>(List.of(file(1, 2, 1 << 20, random), file(30, 31, 1 << 20, random),
        file(97, 98, 1 << 20, random)));
    assertNull(DEFAULTS.selectMinor(files, 100 * HOUR));
    List<StoreFile> old = new ArrayList<>(List.of(file(1, 2, 1 << 20, random), file(2, 3, 1 << 20, random),
        file(3, 4, 1 << 20, random)));
    DateTieredPolicy aged = new DateTieredPolicy(new DateTiered(6 * 3600L, 4, 6, 3 * 86_400L, true), 16);
    assertEquals(old, DEFAULTS.selectMinor(old, 100 * HOUR).files());
    assertNull(aged.selectMinor(old, 100 * HOUR), "day [0, 24) is older than 72 h before 100 h");
  }

  @Test
  void minor_withoutSingleOutput_cutsAtTheWindowStart() {
    SplittableRandom random = new SplittableRandom(6);
    DateTieredPolicy two = new DateTieredPolicy(new DateTiered(6 * 3600L, 4, 6, DateTiered.UNBOUNDED, false), 16);
    List<StoreFile> files = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      files.add(file(80 + i, 80.5 + i, 1 << 20, random));
    }
    assertArrayEquals(new long[] {Long.MIN_VALUE, 72 * HOUR}, two.selectMinor(files, 101 * HOUR).boundaries());
  }

  @Test
  void major_boundariesRunFromTheOldestCellsWindowToNow() {
    SplittableRandom random = new SplittableRandom(7);
    List<StoreFile> files = List.of(file(50, 60, 1 << 20, random), file(97, 98, 1 << 20, random));
    // Windows back from 100 h while they lie after 50 h: [96, 102) and [72, 96); [48, 72) holds it.
    assertArrayEquals(new long[] {Long.MIN_VALUE, 72 * HOUR, 96 * HOUR}, DEFAULTS.majorBoundaries(files, 100 * HOUR));
  }

  @Test
  void majorNeeded_forNewFiles_filesAcrossABoundary_orTwoInAWindow_notForOnePerWindow() {
    SplittableRandom random = new SplittableRandom(8);
    StoreFile day = file(73, 95, 1 << 20, random);
    StoreFile incoming = file(96, 99, 1 << 20, random);
    day.major = true;
    incoming.major = true;
    assertFalse(DEFAULTS.majorNeeded(List.of(day, incoming), 100 * HOUR, Long.MAX_VALUE));
    assertTrue(DEFAULTS.majorNeeded(List.of(day, incoming), 100 * HOUR, 20 * HOUR), "cells older than the TTL");
    StoreFile across = file(90, 97, 1 << 20, random);
    across.major = true;
    assertTrue(DEFAULTS.majorNeeded(List.of(across), 100 * HOUR, Long.MAX_VALUE));
    StoreFile second = file(80, 81, 1 << 20, random);
    second.major = true;
    assertTrue(DEFAULTS.majorNeeded(List.of(day, second, incoming), 100 * HOUR, Long.MAX_VALUE));
    StoreFile flushed = file(97, 98, 1 << 20, random);
    assertTrue(DEFAULTS.majorNeeded(List.of(day, flushed), 100 * HOUR, Long.MAX_VALUE), "not a major's output");
  }

  @Test
  void windowedOutput_cutsAMajorCompactionsBytesAtTheBoundaries() {
    SplittableRandom random = new SplittableRandom(9);
    // 10 MiB written evenly over [60, 84) h and 2 MiB over [97, 98) h; boundaries at 72 and 96 h.
    StoreFile a = file(60, 84, 10 << 20, random);
    StoreFile b = file(97, 98, 2 << 20, random);
    StoreFile out = StoreFile.compacted(List.of(a, b), 64);
    List<StoreFile> cut = WindowedOutput.cut(out, List.of(a, b), new long[] {Long.MIN_VALUE, 72 * HOUR, 96 * HOUR}, 64);
    assertEquals(3, cut.size());
    assertEquals(5 << 20, cut.get(0).bytes);
    assertEquals(5 << 20, cut.get(1).bytes);
    assertEquals(2 << 20, cut.get(2).bytes);
    assertEquals(60 * 3600.0, cut.get(0).minTime);
    assertEquals(72 * 3600.0 - 0.001, cut.get(0).maxTime, 1e-9);
    assertEquals(72 * 3600.0, cut.get(1).minTime);
    assertEquals(97 * 3600.0, cut.get(2).minTime);
  }
}
