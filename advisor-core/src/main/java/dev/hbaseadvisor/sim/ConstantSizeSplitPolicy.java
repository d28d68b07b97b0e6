package dev.hbaseadvisor.sim;

import java.util.random.RandomGenerator;

/**
 * {@code ConstantSizeRegionSplitPolicy}: a region splits when a store exceeds
 * {@code hbase.hregion.max.filesize} ({@code cluster.maxFileSize}), jittered per region.
 *
 * <p>Jitter ({@code hbase-server/.../regionserver/ConstantSizeRegionSplitPolicy.java},
 * {@code configureForRegion}): {@code jitterRate = (nextFloat() - 0.5) * 0.25}
 * ({@code hbase.hregion.max.filesize.jitter} defaults to 0.25), and the limit becomes
 * {@code maxFileSize + (long) (maxFileSize * jitterRate)}, saturating at {@code Long.MAX_VALUE}:
 * uniform within about ±12.5 % (hbase-facts §3), so regions of one table do not all split at
 * once.
 */
class ConstantSizeSplitPolicy implements SplitPolicy {

  /** {@code hbase.hregion.max.filesize.jitter}'s default. */
  static final double JITTER = 0.25;

  protected final long maxFileSize;

  ConstantSizeSplitPolicy(long maxFileSize) {
    this.maxFileSize = maxFileSize;
  }

  @Override
  public String name() {
    return "constant-size";
  }

  @Override
  public String hbaseClass() {
    return "ConstantSizeRegionSplitPolicy";
  }

  @Override
  public long openRegion(RandomGenerator random) {
    double jitterRate = (random.nextFloat() - 0.5D) * JITTER;
    long jitterValue = (long) (maxFileSize * jitterRate);
    if (jitterRate > 0 && jitterValue > Long.MAX_VALUE - maxFileSize) {
      return Long.MAX_VALUE;
    }
    return maxFileSize + jitterValue;
  }

  @Override
  public long sizeToCheck(long regionLimit, int tableRegionsOnServer) {
    return regionLimit;
  }
}
