package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Store files as HBase keeps them: the split row is the middle block of the largest file, not the
 * middle of the region; compactions select as {@code ExploringCompactionPolicy} does; a split
 * cuts every file into two references that keep its bytes.
 */
class StoreFilesTest {

  private static final long BLOCK = 64 * 1024;

  /** A flushed file of the keys {@code from..to-1} (4-byte big-endian ints), {@code cell} bytes each. */
  private static StoreFile file(int from, int to, int cell, SplittableRandom random) {
    KeySample sample = new KeySample(128, 64, random);
    for (int k = from; k < to; k++) {
      sample.offer(Bytes.toBytes(k), 4, cell, random);
    }
    return StoreFile.flushed(sample, (long) (to - from) * cell);
  }

  private static int asInt(byte[] row) {
    return ByteBuffer.wrap(Arrays.copyOf(row, 4)).getInt();
  }

  @Test
  void splitRow_isTheMiddleBlockOfTheLargestFile_belowTheRegionsMiddleForTimeOrderedRows() {
    SplittableRandom random = new SplittableRandom(1);
    // Time-ordered rows: a compacted file of the older 12,000 and a newer flush of 4,000 rows.
    StoreFile old = StoreFile.compacted(List.of(file(0, 6_000, 100, random), file(6_000, 12_000, 100, random)), 128);
    StoreFile recent = file(12_000, 16_000, 100, random);
    Region r = new Region(new byte[0], new byte[0], 1, new KeySample(128, 64, random));
    r.files.add(old);
    r.files.add(recent);
    StoreFile largest = r.largestFile();
    assertEquals(old, largest);
    int row = asInt(MidKey.of(largest, BLOCK, 100));
    // 1,200,000 bytes make 19 blocks; block 9 starts at 589,824 bytes, row ~5,898: the region's middle is 8,000.
    assertTrue(row > 5_600 && row < 6_200, "split at " + row);
  }

  @Test
  void oneBlockOrOneRow_givesNoSplitPoint() {
    SplittableRandom random = new SplittableRandom(2);
    assertNull(MidKey.of(file(0, 600, 100, random), BLOCK, 100), "60,000 bytes: one block");
    KeySample sample = new KeySample(16, 64, random);
    for (int i = 0; i < 10_000; i++) {
      sample.offer(Bytes.toBytes("the-only-row"), 12, 300, random);
    }
    assertNull(MidKey.of(StoreFile.flushed(sample, 3_000_000), BLOCK, 300));
  }

  @Test
  void splitRow_isShortenedBetweenAdjacentRows_notBetweenSamples() {
    // Rows "host-0042/" + an 8-digit counter: samples lie ~1,000 rows apart, adjacent rows 1 apart,
    // so the row is as long as HBase's (the counter's differing digit plus what precedes it).
    SplittableRandom random = new SplittableRandom(3);
    KeySample sample = new KeySample(128, 64, random);
    for (int i = 0; i < 200_000; i++) {
      byte[] k = Bytes.toBytes(String.format("host-0042/%08d", 10_000_000 + i));
      sample.offer(k, k.length, 100, random);
    }
    byte[] row = MidKey.of(StoreFile.flushed(sample, 20_000_000), BLOCK, 100);
    assertTrue(row.length >= 17, "a row of " + row.length + " bytes: " + Bytes.toStringBinary(row));
  }

  @Test
  void previousRow_liesBetweenItsSamples() {
    byte[] lower = Bytes.toBytesBinary("ab\\x00\\x10");
    byte[] upper = Bytes.toBytesBinary("ab\\x01");
    byte[] previous = MidKey.previousRow(lower, upper, 16);
    assertTrue(Arrays.compareUnsigned(lower, previous) <= 0 && Arrays.compareUnsigned(previous, upper) < 0);
    assertEquals("ab\\x00\\xF1", Bytes.toStringBinary(previous));
  }

  @Test
  void cut_keepsTheBytes_andMarksBothHalvesAsReferences() {
    SplittableRandom random = new SplittableRandom(4);
    StoreFile f = file(0, 10_000, 120, random);
    StoreFile[] halves = f.cut(Bytes.toBytes(2_500));
    assertEquals(f.bytes, halves[0].bytes + halves[1].bytes);
    assertTrue(halves[0].reference && halves[1].reference);
    assertEquals(0.25, (double) halves[0].bytes / f.bytes, 0.03);
  }

  @Test
  void exploringSelection_takesTheMostFilesInRatio_andEveryFileWithReferences() {
    Compactions c = new Compactions(1, 50L << 20);
    SplittableRandom random = new SplittableRandom(5);
    // One large compacted file (500 MiB) and three fresh flushes of 130 MiB: the large file is out
    // of ratio (500 > 1.2 * 390), the three flushes are in.
    List<StoreFile> files = new ArrayList<>();
    files.add(sized(500L << 20, random));
    for (int i = 0; i < 3; i++) {
      files.add(sized(130L << 20, random));
    }
    assertEquals(files.subList(1, 4), c.select(files));
    assertEquals(List.of(), c.select(files.subList(0, 2)), "fewer than three files");
    StoreFile[] halves = files.get(0).cut(new byte[] {0x7F});
    assertEquals(List.of(halves[1]), c.select(List.of(halves[1])), "a daughter compacts its references");
  }

  @Test
  void selectionBelowTheMinimumCompactSize_takesEveryFile_whateverTheTablesFlushSize() {
    // A scaled-down table (128 KiB flushes) as the fidelity tests run it: a compacted file of 279 KiB
    // and two flushes of about 100 KiB. Out of ratio (279 > 1.2 * 199), but 478 KiB lies below
    // hbase.hstore.compaction.min.size, which hbase-default.xml sets to 128 MiB: HBase 2.6.4 logged
    // "Completed compaction of 3 (all) file(s)" for exactly these sizes.
    Compactions c = new Compactions(1, 10_000_000);
    SplittableRandom random = new SplittableRandom(6);
    List<StoreFile> files = List.of(sized(279L << 10, random), sized(102L << 10, random), sized(97L << 10, random));
    assertEquals(files, c.select(files));
  }

  @Test
  void smallCompactions_runOnBothThreads_theLargeOneStealsWhenIdle() {
    Compactions c = new Compactions(1, 1_000_000);
    SplittableRandom random = new SplittableRandom(7);
    Region a = regionWith(3, 1_000_000, random);
    Region b = regionWith(3, 1_000_000, random);
    c.request(a, 0);
    c.request(b, 0);
    // 3 MB each at 1 MB/s, side by side on the small and the (idle) large thread.
    assertEquals(3.0, c.poll().end, 1e-9);
    assertEquals(3.0, c.poll().end, 1e-9);
  }

  @Test
  void memstoreHeap_countsEachCellsOverhead_soAFlushHoldsLessThanTheFlushSize() {
    Region r = new Region(new byte[0], new byte[0], 1, new KeySample(16, 64, new SplittableRandom(8)));
    r.memstoreTotal = 92_422;
    r.memstoreCells = 541;
    // The flush HBase 2.6.4 logged: "dataSize ~90.26 KB/92422, heapSize ~130.45 KB/133584".
    assertEquals(133_584, r.memstoreHeap(), 541 * 8);
    assertTrue(r.memstoreHeap() > 128 << 10, "this memstore is due to flush at a 128 KiB flush size");
    r.flushAll();
    assertEquals(0, r.memstoreHeap());
  }

  @Test
  void aRegionWhoseFilesSelectedNothing_isAskedAgainOnlyOnceItsFilesChange() {
    Compactions c = new Compactions(1, 1_000_000);
    SplittableRandom random = new SplittableRandom(8);
    // One large file and two flushes above the minimum compaction size: out of ratio (2 GiB > 1.2 * 400 MiB).
    Region r = new Region(new byte[0], new byte[0], 1, new KeySample(16, 64, random));
    r.files.add(sized(2L << 30, random));
    r.files.add(sized(200L << 20, random));
    r.files.add(sized(200L << 20, random));
    c.request(r, 0);
    assertNull(r.compacting);
    assertEquals(r.files.version(), r.selectedNoneAt, "the empty selection is remembered with its files");
    c.request(r, 1);
    assertNull(r.compacting, "the same files select nothing again");
    // A third flush of 200 MiB: the three flushes are in ratio (200 <= 1.2 * 400), the 2 GiB file is not.
    r.files.add(sized(200L << 20, random));
    c.request(r, 2);
    assertEquals(r.files.subList(1, 4), r.compacting.files);
  }

  @Test
  void compacted_keepsWhatARowByRowResamplingKeeps_whenRowsStandForManySteps() {
    // Files of a sampled replay: a few heavy rows, each copied for many strata of its memstore's
    // sample, beside a compacted file of many light rows. The output must be what taking the rows
    // one by one in key order and keeping one each time the running bytes pass a step gives.
    SplittableRandom random = new SplittableRandom(9);
    for (int trial = 0; trial < 200; trial++) {
      List<StoreFile> files = new ArrayList<>();
      int count = 2 + random.nextInt(5);
      for (int f = 0; f < count; f++) {
        KeySample sample = new KeySample(128, 64, random);
        int rows = f == 0 ? 1_000 : 1 + random.nextInt(3);
        long cell = f == 0 ? 100 : 5_000 + random.nextInt(50_000);
        for (int k = 0; k < rows; k++) {
          sample.offer(Bytes.toBytes(random.nextInt(4_000)), 4, cell, random);
        }
        files.add(StoreFile.flushed(sample, rows * cell * (1 + random.nextInt(1_000))));
      }
      int capacity = 2 * (1 + random.nextInt(64));
      StoreFile out = StoreFile.compacted(files, capacity);
      byte[][] expected = resampledRowByRow(files, capacity);
      assertEquals(expected.length, out.size(), "trial " + trial);
      for (int i = 0; i < expected.length; i++) {
        assertSame(expected[i], out.key(i), "trial " + trial + ", row " + i);
      }
    }
  }

  @Test
  void aFileOfHeavyRows_holdsItsCopiesAsRuns_andReadsAsItsRowsLaidOut() {
    // Rows standing for many strata each, as in a sampled replay: 128 sampled rows, a few runs.
    SplittableRandom random = new SplittableRandom(21);
    for (int trial = 0; trial < 100; trial++) {
      KeySample sample = new KeySample(128, 64, random);
      int writes = 1 + random.nextInt(12);
      for (int k = 0; k < writes; k++) {
        sample.offer(Bytes.toBytes(random.nextInt(50)), 4, 64L * (1 + random.nextInt(300)), random);
      }
      byte[][] rows = sample.sorted();
      StoreFile f = StoreFile.flushed(sample, 10_000_000);
      assertEquals(rows.length, f.size());
      assertTrue(f.runs() <= writes, f.runs() + " runs for " + writes + " writes");
      byte[][] laidOut = new byte[rows.length][];
      assertEquals(rows.length, f.rowsInto(laidOut, 0));
      for (int i = 0; i < rows.length; i++) {
        assertSame(rows[i], f.key(i), "row " + i);
        assertSame(rows[i], laidOut[i], "row " + i);
        int start = i;
        while (start > 0 && rows[start - 1] == rows[i]) {
          start--;
        }
        assertEquals(start, f.runStart(i), "row " + i);
      }
      byte[] at = Bytes.toBytes(random.nextInt(50));
      int below = 0;
      while (below < rows.length && Arrays.compareUnsigned(rows[below], at) < 0) {
        below++;
      }
      assertEquals(below, f.countBelow(at));
      StoreFile[] halves = f.cut(at);
      assertEquals(below, halves[0] == null ? 0 : halves[0].size());
      assertEquals(rows.length - below, halves[1] == null ? 0 : halves[1].size());
      for (int i = 0; i < rows.length; i++) {
        StoreFile half = i < below ? halves[0] : halves[1];
        assertSame(rows[i], half.key(i < below ? i : i - below), "row " + i + " of the cut");
      }
    }
  }

  /** Systematic resampling of the files' rows merged stably by key, one row and one step at a time. */
  private static byte[][] resampledRowByRow(List<StoreFile> files, int capacity) {
    List<byte[]> rows = new ArrayList<>();
    List<Double> weights = new ArrayList<>();
    double total = 0;
    for (StoreFile f : files) {
      for (int i = 0; i < f.size(); i++) {
        rows.add(f.key(i));
        weights.add(f.weight());
        total += f.weight();
      }
    }
    Integer[] order = new Integer[rows.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Arrays.compareUnsigned(rows.get(a), rows.get(b)));
    if (rows.size() <= capacity) {
      byte[][] all = new byte[rows.size()][];
      for (int i = 0; i < all.length; i++) {
        all[i] = rows.get(order[i]);
      }
      return all;
    }
    List<byte[]> kept = new ArrayList<>();
    double step = total / capacity;
    double next = step / 2;
    double sum = 0;
    for (int i = 0; i < order.length && kept.size() < capacity; i++) {
      sum += weights.get(order[i]);
      while (sum > next && kept.size() < capacity) {
        kept.add(rows.get(order[i]));
        next += step;
      }
    }
    return kept.toArray(new byte[0][]);
  }

  private static Region regionWith(int files, long bytesEach, SplittableRandom random) {
    Region r = new Region(new byte[0], new byte[0], 1, new KeySample(16, 64, random));
    for (int i = 0; i < files; i++) {
      r.files.add(sized(bytesEach, random));
    }
    return r;
  }

  private static StoreFile sized(long bytes, SplittableRandom random) {
    KeySample sample = new KeySample(16, 64, random);
    for (int i = 0; i < 1_000; i++) {
      sample.offer(new byte[] {(byte) random.nextInt(256)}, 1, 100, random);
    }
    return StoreFile.flushed(sample, bytes);
  }
}
