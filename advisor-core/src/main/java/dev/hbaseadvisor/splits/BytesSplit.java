package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.util.List;

/**
 * The split keys of {@code Admin.createTable(desc, startKey, endKey, numRegions)}
 * ({@code RawAsyncHBaseAdmin.getSplitKeys}): {@code {start, end}} for 3 regions, else
 * {@code Bytes.split(start, end, regions - 3)}, start and end included, so two of the regions
 * lie outside {@code start .. end} (hbase-facts §2). This is the reference guide's lumpy example;
 * it is offered so that users can see it and the checks can diagnose it.
 */
public final class BytesSplit implements SplitAlgorithm {

  private final byte[] start;
  private final byte[] end;

  /** The split of {@code start .. end}; both are required. */
  public BytesSplit(byte[] start, byte[] end) {
    if (start == null || end == null) {
      throw new SplitException(start == null ? "start" : "end", "the bytes algorithm needs both start and end, as "
          + "Admin.createTable(desc, startKey, endKey, numRegions) does");
    }
    this.start = start.clone();
    this.end = end.clone();
  }

  @Override
  public String name() {
    return "bytes";
  }

  @Override
  public String describe() {
    return "Admin.createTable(desc, " + Bytes.toStringBinary(start) + ", " + Bytes.toStringBinary(end)
        + ", regions) = Bytes.split(start, end, regions - 3)";
  }

  @Override
  public List<byte[]> split(int regions) {
    if (regions < 3) {
      throw new SplitException("regions", "the bytes algorithm must create at least three regions, as Admin.createTable does; got "
          + regions);
    }
    if (Bytes.compare(start, end) >= 0) {
      throw new SplitException("end", "start key must be smaller than end key, got start " + Bytes.toStringBinary(start)
          + " and end " + Bytes.toStringBinary(end));
    }
    if (start.length == 0) {
      throw new SplitException("start", "start must not be empty: HBase rejects an empty split key");
    }
    if (regions == 3) {
      return List.of(start.clone(), end.clone());
    }
    return List.copyOf(ByteRange.split(start, end, false, regions - 3));
  }
}
