package dev.hbaseadvisor.sim;

import java.util.random.RandomGenerator;

/**
 * One of HBase's region split policies ({@code hbase.regionserver.region.split.policy}): how big
 * a region must grow before it splits, and which row it may split at. Each policy is a small
 * class registered by name in {@link SplitPolicies}, as the Caffeine simulator registers its
 * cache policies.
 *
 * <p>The simulator asks a policy after every memstore flush, as the region server does
 * ({@code MemStoreFlusher} and {@code CompactSplit.requestSplit} call {@code HRegion.checkSplit}):
 * a region splits when one of its stores (column families) holds more store-file bytes than
 * {@link #sizeToCheck}. That is HBase 2.x, where {@code hbase.hregion.split.overallfiles} is
 * false; 3.x compares the sum of the stores.
 */
public interface SplitPolicy {

  /** The name in schema files ({@code cluster.splitPolicy}), such as {@code stepping}. */
  String name();

  /** The HBase class the policy models. */
  String hbaseClass();

  /** Whether the policy ever splits a region. */
  default boolean splits() {
    return true;
  }

  /**
   * The region's own size limit, drawn when the region opens (HBase draws it in
   * {@code configureForRegion}, so a region moved to another server draws again).
   */
  long openRegion(RandomGenerator random);

  /**
   * The store size, in bytes, a region must exceed to split, given its own limit and the number
   * of the table's regions on its server (this region included).
   */
  long sizeToCheck(long regionLimit, int tableRegionsOnServer);

  /**
   * The split row after the policy's restriction of the split point; the simulator refuses it
   * when it does not lie strictly inside the region.
   */
  default byte[] restrict(byte[] splitRow) {
    return splitRow;
  }
}
