package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.DateTiered;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.apache.hadoop.hbase.regionserver.HStoreFile;
import org.apache.hadoop.hbase.regionserver.StoreFileReader;
import org.apache.hadoop.hbase.regionserver.compactions.CompactionRequestImpl;
import org.apache.hadoop.hbase.regionserver.compactions.DateTieredCompactionPolicy;
import org.apache.hadoop.hbase.regionserver.compactions.DateTieredCompactionRequest;
import org.apache.hadoop.hbase.util.EnvironmentEdgeManager;
import org.apache.hadoop.hbase.util.ManualEnvironmentEdge;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The simulator's date-tiered selections ({@link DateTieredPolicy}) against HBase 2.6.4's own
 * {@code DateTieredCompactionPolicy} over the same files (mocked {@code HStoreFile}s with the same
 * sizes and time ranges): for 1,500 random stores, the minor compaction's files and output
 * boundaries, and the major compaction's boundaries, agree.
 */
class DateTieredSelectionOracleTest {

  private static final long HOUR = 3_600_000L;

  @AfterEach
  void realClock() {
    EnvironmentEdgeManager.reset();
  }

  private static DateTieredCompactionPolicy hbase(DateTiered settings) throws IOException {
    return new DateTieredCompactionPolicy(DateTieredHBase.conf(settings), DateTieredHBase.STORE);
  }

  private static HStoreFile mocked(StoreFile f) {
    HStoreFile h = mock(HStoreFile.class);
    StoreFileReader reader = mock(StoreFileReader.class);
    when(reader.length()).thenReturn(f.bytes);
    when(h.getReader()).thenReturn(reader);
    when(h.getMinimumTimestamp()).thenReturn(OptionalLong.of(f.minMillis(0)));
    when(h.getMaximumTimestamp()).thenReturn(OptionalLong.of(f.maxMillis(0)));
    return h;
  }

  /** Up to 12 files flushed one after another over the last {@code span} hours before now, with some out of order. */
  private static List<StoreFile> files(SplittableRandom random, long nowMillis) {
    int n = 1 + random.nextInt(12);
    double now = nowMillis / 1000.0;
    double span = 3600.0 * (1 + random.nextInt(200));
    List<StoreFile> files = new ArrayList<>();
    double t = now - span;
    for (int i = 0; i < n; i++) {
      double from = t;
      t = Math.min(now, t + random.nextDouble() * span / n * 2);
      KeySample sample = new KeySample(8, 64, random);
      sample.offer(Bytes.toBytes(i), 4, 1, random);
      long bytes = random.nextInt(4) == 0 ? (long) random.nextInt(400) << 20 : 1 + random.nextInt(8 << 20);
      StoreFile f = StoreFile.flushed(sample, bytes);
      if (random.nextInt(8) == 0) {
        // A late file of older cells.
        double old = from - random.nextDouble() * span;
        f.timeRange(old, old + random.nextDouble() * 3600);
      } else {
        f.timeRange(from, t);
      }
      files.add(f);
    }
    return files;
  }

  private static void agree(DateTiered settings, long seed) throws IOException {
    DateTieredCompactionPolicy theirs = hbase(settings);
    DateTieredPolicy ours = new DateTieredPolicy(settings, 16);
    SplittableRandom random = new SplittableRandom(seed);
    ManualEnvironmentEdge clock = new ManualEnvironmentEdge();
    EnvironmentEdgeManager.injectEdge(clock);
    int selected = 0;
    int windowed = 0;
    for (int i = 0; i < 500; i++) {
      long now = 30 * 24 * HOUR + random.nextLong(300 * 24 * HOUR);
      clock.setValue(now);
      List<StoreFile> files = files(random, now);
      ArrayList<HStoreFile> mocks = new ArrayList<>();
      for (StoreFile f : files) {
        mocks.add(mocked(f));
      }
      CompactionRequestImpl minor = theirs.selectMinorCompaction(new ArrayList<>(mocks), false, false);
      DateTieredPolicy.Selection selection = ours.selectMinor(files, now);
      List<Integer> expected = new ArrayList<>();
      for (HStoreFile h : minor.getFiles()) {
        expected.add(mocks.indexOf(h));
      }
      List<Integer> actual = new ArrayList<>();
      for (StoreFile f : selection == null ? List.<StoreFile>of() : selection.files()) {
        actual.add(files.indexOf(f));
      }
      String at = "store " + i + " at " + now;
      assertEquals(expected, actual, at);
      if (selection != null) {
        selected++;
        assertEquals(((DateTieredCompactionRequest) minor).getBoundaries(), boxed(selection.boundaries()), at);
      }
      DateTieredCompactionRequest major = (DateTieredCompactionRequest) theirs.selectMajorCompaction(mocks);
      assertEquals(major.getBoundaries(), boxed(ours.majorBoundaries(files, now)), at);
      windowed += major.getBoundaries().size() > 3 ? 1 : 0;
    }
    // Both kinds of store are common: ones with a window to compact, majors of several windows.
    assertTrue(selected > 100 && selected < 450, "stores with a minor compaction: " + selected);
    assertTrue(windowed > 100, "majors of more than 3 windows: " + windowed);
  }

  private static List<Long> boxed(long[] values) {
    List<Long> list = new ArrayList<>();
    for (long v : values) {
      list.add(v);
    }
    return list;
  }

  @Test
  void defaults_agreeWithHBase() throws IOException {
    agree(DateTiered.DEFAULT, 11);
  }

  @Test
  void otherSettings_agreeWithHBase() throws IOException {
    agree(new DateTiered(3600, 3, 4, 20 * 86_400L, false), 12);
    agree(new DateTiered(86_400, 5, 6, DateTiered.UNBOUNDED, true), 13);
  }
}
