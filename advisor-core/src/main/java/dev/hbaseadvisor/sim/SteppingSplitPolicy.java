package dev.hbaseadvisor.sim;

/**
 * {@code SteppingSplitPolicy}, HBase's default since 2.0 ({@code RegionSplitPolicy.DEFAULT_SPLIT_POLICY_CLASS}
 * and {@code hbase-default.xml}): a table's only region on a server splits at
 * {@code initialSize} ({@code 2 * flushSize}, 256 MiB by default), every other region at the
 * jittered {@code maxFileSize}.
 *
 * <p>{@code getSizeToCheck(n)} in {@code hbase-server/.../regionserver/SteppingSplitPolicy.java}:
 * {@code n == 1 ? initialSize : getDesiredMaxFileSize()}. A new table therefore spreads over the
 * servers quickly, and once a server holds two of its regions both wait for about 10 GiB
 * (hbase-facts §3).
 */
final class SteppingSplitPolicy extends IncreasingToUpperBoundSplitPolicy {

  SteppingSplitPolicy(long maxFileSize, long flushSize) {
    super(maxFileSize, flushSize);
  }

  @Override
  public String name() {
    return "stepping";
  }

  @Override
  public String hbaseClass() {
    return "SteppingSplitPolicy";
  }

  @Override
  public long sizeToCheck(long regionLimit, int n) {
    return n == 1 ? initialSize : regionLimit;
  }
}
