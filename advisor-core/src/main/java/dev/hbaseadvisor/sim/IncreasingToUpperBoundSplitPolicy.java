package dev.hbaseadvisor.sim;

/**
 * {@code IncreasingToUpperBoundRegionSplitPolicy} (the default from HBase 0.94 to 1.x): the
 * limit grows with the cube of the table's regions on the server.
 *
 * <p>{@code getSizeToCheck(n)} in
 * {@code hbase-server/.../regionserver/IncreasingToUpperBoundRegionSplitPolicy.java}: the
 * region's jittered limit if {@code n == 0 || n > 100}, else
 * {@code min(limit, initialSize * n^3)}, where {@code n} counts the table's regions on this
 * server and {@code initialSize} is {@code hbase.increasing.policy.initial.size} or, unset,
 * {@code 2 * flushSize} (256 MiB by default). Only the upper bound carries the ±12.5 % jitter of
 * {@link ConstantSizeSplitPolicy}; {@code initialSize * n^3} is not jittered.
 */
class IncreasingToUpperBoundSplitPolicy extends ConstantSizeSplitPolicy {

  protected final long initialSize;

  IncreasingToUpperBoundSplitPolicy(long maxFileSize, long flushSize) {
    super(maxFileSize);
    this.initialSize = 2 * flushSize;
  }

  @Override
  public String name() {
    return "increasing-to-upper-bound";
  }

  @Override
  public String hbaseClass() {
    return "IncreasingToUpperBoundRegionSplitPolicy";
  }

  @Override
  public long sizeToCheck(long regionLimit, int n) {
    if (n == 0 || n > 100) {
      return regionLimit;
    }
    return Math.min(regionLimit, initialSize * n * n * n);
  }
}
