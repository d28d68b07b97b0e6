package dev.hbaseadvisor.sim;

import java.util.random.RandomGenerator;

/**
 * {@code DisabledRegionSplitPolicy}: {@code shouldSplit} and {@code canSplit} are false, so
 * regions never split, not even on request ({@code hbase-server/.../regionserver/DisabledRegionSplitPolicy.java}).
 */
final class DisabledSplitPolicy implements SplitPolicy {

  @Override
  public String name() {
    return "disabled";
  }

  @Override
  public String hbaseClass() {
    return "DisabledRegionSplitPolicy";
  }

  @Override
  public boolean splits() {
    return false;
  }

  @Override
  public long openRegion(RandomGenerator random) {
    return Long.MAX_VALUE;
  }

  @Override
  public long sizeToCheck(long regionLimit, int tableRegionsOnServer) {
    return Long.MAX_VALUE;
  }
}
