package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.DateTiered;
import java.lang.reflect.Constructor;
import java.util.SplittableRandom;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.regionserver.StoreConfigInformation;
import org.apache.hadoop.hbase.regionserver.compactions.CompactionConfiguration;
import org.apache.hadoop.hbase.regionserver.compactions.CompactionWindow;
import org.apache.hadoop.hbase.regionserver.compactions.ExponentialCompactionWindowFactory;
import org.junit.jupiter.api.Test;

/**
 * The simulator's date-tiered windows ({@link DateTieredPolicy.Window}) against HBase 2.6.4's own
 * {@code ExponentialCompactionWindowFactory}, configured through {@code CompactionConfiguration} with
 * the same settings: the windows back from 2,000 random times to the first one that starts before
 * the epoch (no cell is older) agree to the millisecond, as does where a timestamp falls.
 */
class DateTieredWindowsOracleTest {

  /** HBase's window factory for {@code settings} ({@code CompactionConfiguration}'s constructor is package-private). */
  private static ExponentialCompactionWindowFactory hbase(DateTiered settings) throws ReflectiveOperationException {
    Configuration conf = DateTieredHBase.conf(settings);
    Constructor<CompactionConfiguration> c = CompactionConfiguration.class.getDeclaredConstructor(Configuration.class,
        StoreConfigInformation.class);
    c.setAccessible(true);
    return new ExponentialCompactionWindowFactory(c.newInstance(conf, DateTieredHBase.STORE));
  }

  private static void agree(DateTiered settings, long seed) throws ReflectiveOperationException {
    ExponentialCompactionWindowFactory factory = hbase(settings);
    DateTieredPolicy policy = new DateTieredPolicy(settings, 16);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 2_000; i++) {
      // Up to 5 years after the epoch the simulator's clock starts at.
      long now = random.nextLong(5 * 365 * 86_400_000L);
      CompactionWindow theirs = factory.newIncomingWindow(now);
      DateTieredPolicy.Window ours = policy.incomingWindow(now);
      int windows = 0;
      for (int k = 0; k < 200; k++) {
        String at = "now " + now + ", window " + k;
        assertEquals(theirs.startMillis(), ours.startMillis(), at);
        assertEquals(theirs.endMillis(), ours.endMillis(), at);
        long probe = theirs.startMillis() + random.nextLong(Math.max(1, theirs.endMillis() - theirs.startMillis()));
        assertEquals(theirs.compareToTimestamp(probe), ours.compareToTimestamp(probe), at);
        windows++;
        if (theirs.startMillis() < 0) {
          break;
        }
        theirs = theirs.nextEarlierWindow();
        ours = ours.nextEarlierWindow();
      }
      assertTrue(windows > 1 && windows < 200, "windows back to the epoch from " + now + ": " + windows);
    }
  }

  @Test
  void defaults_agreeWithHBase() throws ReflectiveOperationException {
    agree(DateTiered.DEFAULT, 1);
  }

  @Test
  void otherBasesTiersAndAMaximumAge_agreeWithHBase() throws ReflectiveOperationException {
    agree(new DateTiered(3600, 3, 6, 30 * 86_400L, true), 2);
    agree(new DateTiered(86_400, 5, 4, 400 * 86_400L, true), 3);
  }
}
