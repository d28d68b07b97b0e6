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
      // Up to a few blocks of the index's first level.
      int regions = round % 2 == 0 ? random.nextInt(1, 40) : random.nextInt(40, 300);
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

  @Test
  void splitsAndMerges_keepEveryKeyInTheRegionThatHoldsIt() {
    SplittableRandom random = new SplittableRandom(30);
    List<Region> tiling = new ArrayList<>(List.of(new Region(new byte[0], new byte[0], 1, new KeySample(2, 1, random))));
    RegionTable table = new RegionTable(tiling);
    for (int step = 0; step < 2_000; step++) {
      if (random.nextInt(3) > 0 || table.size() < 3) {
        // A split of the region holding a random key at that key, when it is not the region's start.
        byte[] point = key(random);
        Region parent = table.locate(point, point.length);
        if (Arrays.equals(parent.start, point)) {
          continue;
        }
        table.replace(parent, new Region(parent.start, point, 1, new KeySample(2, 1, random)),
            new Region(point, parent.end, 1, new KeySample(2, 1, random)));
      } else {
        // A merge of two or three neighbours.
        int first = random.nextInt(table.size() - 2);
        List<Region> members = new ArrayList<>(table.regions().subList(first, first + 2 + random.nextInt(2)));
        table.replace(members, new Region(members.get(0).start, members.get(members.size() - 1).end, 1,
            new KeySample(2, 1, random)));
      }
      table.checkTiling();
      for (int q = 0; q < 20; q++) {
        byte[] probe = key(random);
        Region holder = table.locate(probe, probe.length);
        assertEquals(true, holder.contains(probe, probe.length), Arrays.toString(probe));
        assertEquals(holder, table.get(table.indexOf(probe, probe.length)));
        assertEquals(table.regions().get(table.indexOf(probe, probe.length)), holder);
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
