package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The region holding a key is the one whose start is the last at or below it, whatever the keys:
 * starts and keys of every length up to 12 bytes, many of which tie in their first eight bytes
 * or are prefixes of one another; and whether a region starts at or after a key, likewise.
 */
class RegionTableTest {

  @Test
  void indexOf_isTheLastStartAtOrBelowTheKey() {
    SplittableRandom random = new SplittableRandom(29);
    for (int round = 0; round < 100; round++) {
      TreeSet<byte[]> starts = new TreeSet<>(Arrays::compareUnsigned);
      starts.add(new byte[0]);
      int regions = random.nextInt(1, 40);
      while (starts.size() < regions) {
        starts.add(key(random));
      }
      List<byte[]> sorted = new ArrayList<>(starts);
      List<Region> tiling = new ArrayList<>();
      for (int i = 0; i < sorted.size(); i++) {
        byte[] end = i + 1 < sorted.size() ? sorted.get(i + 1) : new byte[0];
        tiling.add(new Region(sorted.get(i), end, 1, new KeySample(2, 1, random)));
      }
      RegionTable table = new RegionTable(tiling);
      for (int q = 0; q < 200; q++) {
        byte[] probe = q % 4 == 0 ? sorted.get(random.nextInt(sorted.size())) : key(random);
        int expected = 0;
        for (int i = 0; i < sorted.size(); i++) {
          if (Arrays.compareUnsigned(sorted.get(i), probe) <= 0) {
            expected = i;
          }
        }
        assertEquals(expected, table.indexOf(probe, probe.length), Arrays.toString(probe));
        assertEquals(tiling.get(expected), table.locate(probe, probe.length));
        // The same key in a longer buffer: only its first length bytes count.
        byte[] padded = Arrays.copyOf(probe, probe.length + 5);
        Arrays.fill(padded, probe.length, padded.length, (byte) 0x7F);
        assertEquals(expected, table.indexOf(padded, probe.length));
        int region = random.nextInt(sorted.size());
        assertEquals(Arrays.compareUnsigned(probe, sorted.get(region)) <= 0, table.startsAtOrAfter(region, probe),
            Arrays.toString(probe) + " against region " + region);
      }
    }
  }

  /**
   * Up to 12 bytes, the first eight each 0 or 0x80 (so that many keys tie there, and the sign
   * bit matters), the rest 0, 0x80 or 0x81.
   */
  private static byte[] key(SplittableRandom random) {
    byte[] key = new byte[random.nextInt(1, 13)];
    for (int i = 0; i < key.length; i++) {
      int tail = random.nextInt(3) == 0 ? 0 : 0x80 + random.nextInt(2);
      key[i] = (byte) (i < 8 ? (random.nextBoolean() ? 0 : 0x80) : tail);
    }
    return key;
  }
}
