package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.util.List;

/**
 * HBase's {@code RegionSplitter.UniformSplit}: raw bytes, {@code Bytes.split(first, last, true,
 * regions - 1)} without its two ends; default bounds the empty key and eight {@code 0xFF} bytes,
 * so every key is 8 bytes (hbase-facts §1).
 */
public final class UniformSplit implements SplitAlgorithm {

  /** {@code UniformSplit.lastRowBytes}'s default. */
  public static final byte[] DEFAULT_LAST = {-1, -1, -1, -1, -1, -1, -1, -1};

  private final byte[] first;
  private final byte[] last;

  /** The algorithm over {@code first .. last}; null bounds take the defaults. */
  public UniformSplit(byte[] first, byte[] last) {
    this.first = first == null ? new byte[0] : first.clone();
    this.last = last == null ? DEFAULT_LAST.clone() : last.clone();
  }

  @Override
  public String name() {
    return "uniform";
  }

  @Override
  public String describe() {
    return "RegionSplitter.UniformSplit " + Bytes.toStringBinary(first) + " .. " + Bytes.toStringBinary(last);
  }

  @Override
  public List<byte[]> split(int regions) {
    if (Bytes.compare(last, first) <= 0) {
      throw new SplitException("end", "end " + Bytes.toStringBinary(last) + " must sort after start "
          + Bytes.toStringBinary(first));
    }
    if (regions <= 1) {
      return List.of();
    }
    List<byte[]> keys = ByteRange.split(first, last, true, regions - 1);
    return List.copyOf(keys.subList(1, keys.size() - 1));
  }
}
