package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Puts;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A put into an existing row keeps the row's cell time: with the cells' timestamp a key field, the
 * row's key holds it, so the put writes its cells at that time ({@code Simulator.cellTime}).
 */
class PutTargetsTest {

  @Test
  void eachPick_givesThePickedRowsCellTime() {
    for (Puts.Target target : Puts.Target.values()) {
      PutTargets targets = new PutTargets(new Puts(10, target, 3600), 1, 8, new SplittableRandom(1));
      assertNull(targets.pick());
      for (int i = 0; i < 5000; i++) {
        byte[] key = {(byte) (i >>> 8), (byte) i};
        targets.created(key, key.length, 1, 100.0 * i);
      }
      for (int p = 0; p < 1000; p++) {
        byte[] row = targets.pick();
        int i = ((row[0] & 0xFF) << 8) | (row[1] & 0xFF);
        assertEquals(100.0 * i, targets.pickedTime(), target + " row " + i);
      }
    }
  }

  @Test
  void aRowCreatedWithoutACellTime_isPickedWithout() {
    PutTargets targets = new PutTargets(new Puts(10, Puts.Target.ANY, 0), 1, 8, new SplittableRandom(1));
    targets.created(new byte[] {1}, 1, 3, Double.NaN);
    assertTrue(targets.pick() != null && Double.isNaN(targets.pickedTime()));
  }
}
