package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * {@code DelimitedKeyPrefixRegionSplitPolicy}: the sizes of
 * {@link IncreasingToUpperBoundSplitPolicy}, with the split row cut just before the first
 * occurrence of the delimiter, and left whole when the row has none
 * ({@code hbase-server/.../regionserver/DelimitedKeyPrefixRegionSplitPolicy.java},
 * {@code getSplitPoint}; the table value {@code DelimitedKeyPrefixRegionSplitPolicy.delimiter}).
 */
final class DelimitedKeyPrefixSplitPolicy extends IncreasingToUpperBoundSplitPolicy {

  private final byte[] delimiter;

  DelimitedKeyPrefixSplitPolicy(long maxFileSize, long flushSize, byte[] delimiter) {
    super(maxFileSize, flushSize);
    this.delimiter = delimiter.clone();
  }

  @Override
  public String name() {
    return "delimited-key-prefix";
  }

  @Override
  public String hbaseClass() {
    return "DelimitedKeyPrefixRegionSplitPolicy";
  }

  @Override
  public byte[] restrict(byte[] splitRow) {
    int at = indexOf(splitRow, delimiter);
    return at < 0 ? splitRow : Arrays.copyOf(splitRow, at);
  }

  /** The first position of {@code needle} in {@code hay}, or -1 ({@code Bytes.indexOf}). */
  static int indexOf(byte[] hay, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= hay.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
