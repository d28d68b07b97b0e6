package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link FlushQueue} polls regions in the order a queue of every scheduling, with outdated ones
 * skipped, would: by time, then by when they were scheduled.
 */
class FlushQueueTest {

  @Test
  void pollsAsAQueueOfEverySchedulingWithOutdatedOnesSkipped() {
    SplittableRandom random = new SplittableRandom(5);
    List<Region> regions = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      regions.add(new Region(new byte[] {(byte) i}, new byte[0], 1, new KeySample(2, 1, random)));
    }
    FlushQueue queue = new FlushQueue();
    // The reference: each region's latest scheduling, or none after a removal.
    Map<Region, double[]> latest = new HashMap<>();
    long sequence = 0;
    double now = 0;
    for (int step = 0; step < 50_000; step++) {
      Region r = regions.get(random.nextInt(regions.size()));
      int what = random.nextInt(10);
      if (what < 6) {
        // Times on a coarse grid, so that many tie and the sequence decides.
        double due = now + random.nextInt(20);
        queue.schedule(r, due, sequence);
        latest.put(r, new double[] {due, sequence});
        sequence++;
      } else if (what < 8) {
        queue.remove(r);
        latest.remove(r);
      } else if (!queue.isEmpty()) {
        Region first = null;
        for (Map.Entry<Region, double[]> e : latest.entrySet()) {
          double[] v = e.getValue();
          if (first == null || v[0] < latest.get(first)[0] || v[0] == latest.get(first)[0] && v[1] < latest.get(first)[1]) {
            first = e.getKey();
          }
        }
        assertEquals(latest.get(first)[0], queue.nextDue());
        now = queue.nextDue();
        assertEquals(first, queue.poll());
        latest.remove(first);
        assertEquals(-1, first.flushSlot);
      }
      assertEquals(latest.isEmpty(), queue.isEmpty());
    }
    assertTrue(sequence > 20_000);
  }
}
