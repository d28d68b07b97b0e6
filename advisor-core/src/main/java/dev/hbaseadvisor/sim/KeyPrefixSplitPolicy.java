package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * {@code KeyPrefixRegionSplitPolicy}: the sizes of {@link IncreasingToUpperBoundSplitPolicy}, with
 * the split row cut to its first {@code prefixLength} bytes so that rows sharing a prefix stay
 * in one region ({@code hbase-server/.../regionserver/KeyPrefixRegionSplitPolicy.java},
 * {@code getSplitPoint}; the table value {@code KeyPrefixRegionSplitPolicy.prefix_length}).
 * Deprecated since 2.5 in favour of {@code KeyPrefixRegionSplitRestriction}, which cuts the
 * same way.
 */
final class KeyPrefixSplitPolicy extends IncreasingToUpperBoundSplitPolicy {

  private final int prefixLength;

  KeyPrefixSplitPolicy(long maxFileSize, long flushSize, int prefixLength) {
    super(maxFileSize, flushSize);
    this.prefixLength = prefixLength;
  }

  @Override
  public String name() {
    return "key-prefix";
  }

  @Override
  public String hbaseClass() {
    return "KeyPrefixRegionSplitPolicy";
  }

  @Override
  public byte[] restrict(byte[] splitRow) {
    return splitRow.length <= prefixLength ? splitRow : Arrays.copyOf(splitRow, prefixLength);
  }
}
