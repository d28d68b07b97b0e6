package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Cluster;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Each split policy's thresholds and split-row restriction are HBase's (hbase-facts §3). */
class SplitPoliciesTest {

  private static final long MIB = 1L << 20;
  private static final long GIB = 1L << 30;

  private static SplitPolicy policy(Cluster.SplitPolicy kind, int prefixLength, String delimiter) {
    return SplitPolicies.of(new Cluster(3, 10 * GIB, 128 * MIB, kind, prefixLength, delimiter));
  }

  @Test
  void stepping_splitsAtTwiceTheFlushSizeWhileAloneOnItsServer_thenAtItsLimit() {
    SplitPolicy stepping = policy(Cluster.SplitPolicy.STEPPING, 0, null);
    assertEquals(256 * MIB, stepping.sizeToCheck(10 * GIB, 1));
    assertEquals(10 * GIB, stepping.sizeToCheck(10 * GIB, 2));
    assertEquals(10 * GIB, stepping.sizeToCheck(10 * GIB, 7));
  }

  @Test
  void increasingToUpperBound_growsWithTheCubeOfTheTablesRegionsOnTheServer() {
    SplitPolicy increasing = policy(Cluster.SplitPolicy.INCREASING_TO_UPPER_BOUND, 0, null);
    long limit = 10 * GIB;
    assertEquals(256 * MIB, increasing.sizeToCheck(limit, 1));
    assertEquals(2048 * MIB, increasing.sizeToCheck(limit, 2));
    assertEquals(6912 * MIB, increasing.sizeToCheck(limit, 3));
    assertEquals(limit, increasing.sizeToCheck(limit, 4), "256 MiB * 64 = 16 GiB is capped");
    assertEquals(limit, increasing.sizeToCheck(limit, 0));
    assertEquals(limit, increasing.sizeToCheck(limit, 101));
  }

  @Test
  void constantSize_jittersEachRegionsLimitWithinAnEighth() {
    SplitPolicy constant = policy(Cluster.SplitPolicy.CONSTANT_SIZE, 0, null);
    SplittableRandom random = new SplittableRandom(1);
    long low = Long.MAX_VALUE;
    long high = 0;
    for (int i = 0; i < 10_000; i++) {
      long limit = constant.openRegion(random);
      low = Math.min(low, limit);
      high = Math.max(high, limit);
      assertEquals(limit, constant.sizeToCheck(limit, 5));
    }
    assertTrue(low >= (long) (10 * GIB * 0.875) && low < (long) (10 * GIB * 0.88), "low " + low);
    assertTrue(high < (long) (10 * GIB * 1.125) && high > (long) (10 * GIB * 1.12), "high " + high);
  }

  @Test
  void keyPrefix_cutsTheSplitRowToThePrefixLength() {
    SplitPolicy prefix = policy(Cluster.SplitPolicy.KEY_PREFIX, 4, null);
    assertArrayEquals(Bytes.toBytes("host"), prefix.restrict(Bytes.toBytes("host0042-20260101")));
    assertArrayEquals(Bytes.toBytes("ho"), prefix.restrict(Bytes.toBytes("ho")));
    assertEquals(256 * MIB, prefix.sizeToCheck(10 * GIB, 1), "sizes as IncreasingToUpperBound");
    assertEquals(2048 * MIB, prefix.sizeToCheck(10 * GIB, 2));
  }

  @Test
  void delimitedKeyPrefix_cutsBeforeTheFirstDelimiter_orKeepsARowWithout() {
    SplitPolicy delimited = policy(Cluster.SplitPolicy.DELIMITED_KEY_PREFIX, 0, "$");
    assertArrayEquals(Bytes.toBytes("game42"), delimited.restrict(Bytes.toBytes("game42$user7$x")));
    assertArrayEquals(Bytes.toBytes("game42"), delimited.restrict(Bytes.toBytes("game42")));
  }

  @Test
  void disabled_neverSplits() {
    SplitPolicy disabled = policy(Cluster.SplitPolicy.DISABLED, 0, null);
    assertFalse(disabled.splits());
    assertEquals(Long.MAX_VALUE, disabled.sizeToCheck(disabled.openRegion(new SplittableRandom(1)), 1));
  }

  @Test
  void registry_hasAPolicyForEverySchemaName() {
    for (Cluster.SplitPolicy kind : Cluster.SplitPolicy.values()) {
      assertEquals(kind.yamlName(), policy(kind, 3, ":").name());
    }
  }
}
