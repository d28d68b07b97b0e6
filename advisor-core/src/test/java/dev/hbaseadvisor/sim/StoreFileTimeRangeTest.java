package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A store file's cell time range (HBase's {@code TIMERANGE}): a compaction's output spans the
 * files it took, a split's references and a merge's keep their parent file's, and a file without
 * cells has none.
 */
class StoreFileTimeRangeTest {

  private static StoreFile file(int from, int to, double minTime, double maxTime, SplittableRandom random) {
    KeySample sample = new KeySample(64, 64, random);
    for (int k = from; k < to; k++) {
      sample.offer(Bytes.toBytes(k), 4, 100, random);
    }
    StoreFile f = StoreFile.flushed(sample, (long) (to - from) * 100);
    f.timeRange(minTime, maxTime);
    return f;
  }

  @Test
  void compaction_spansItsFiles_referencesKeepTheParents() {
    SplittableRandom random = new SplittableRandom(1);
    StoreFile older = file(0, 500, 100, 200, random);
    StoreFile newer = file(500, 1_000, 150, 900, random);
    StoreFile out = StoreFile.compacted(List.of(older, newer), 64);
    assertEquals(100, out.minTime);
    assertEquals(900, out.maxTime);
    assertEquals(100_000, out.minMillis(-1));
    assertEquals(900_000, out.maxMillis(-1));
    StoreFile[] halves = out.cut(Bytes.toBytes(400));
    for (StoreFile half : halves) {
      assertTrue(half.reference);
      assertEquals(100, half.minTime);
      assertEquals(900, half.maxTime);
    }
    StoreFile merged = halves[0].asReference();
    assertEquals(100, merged.minTime);
    assertEquals(900, merged.maxTime);
    StoreFile shrunk = out.shrunk(50_000, null);
    assertEquals(900, shrunk.maxTime);
  }

  @Test
  void aFileWithoutCells_hasNoRange() {
    StoreFile empty = StoreFile.flushed(new KeySample(8, 64, new SplittableRandom(2)), 0);
    assertEquals(-7, empty.minMillis(-7));
    assertEquals(Long.MIN_VALUE, empty.maxMillis(Long.MIN_VALUE));
  }
}
