package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.Bytes;

/**
 * The rows one request reads: {@code [start, stop)}, an empty stop meaning the end of the table;
 * a Get reads the one row {@code start} and has {@code stop == start}.
 *
 * @param start the first row
 * @param stop the row after the last, the same array as {@code start} for a Get, or empty
 */
public record KeyRange(byte[] start, byte[] stop) {

  /** The whole table. */
  public static final KeyRange ALL = new KeyRange(new byte[0], new byte[0]);

  /** A Get of one row. */
  public static KeyRange row(byte[] key) {
    return new KeyRange(key, key);
  }

  /** A scan of the rows that start with {@code prefix}, as {@code Scan.setStartStopRowForPrefixScan} sets it. */
  public static KeyRange prefix(byte[] prefix) {
    return new KeyRange(prefix, Bytes.closestRowAfterPrefix(prefix));
  }

  /** Whether this is a Get. */
  public boolean isGet() {
    return start == stop;
  }
}
