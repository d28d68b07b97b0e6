package dev.hbaseadvisor.sim;

/**
 * The rows one request reads: {@code [start, stop)}, an empty stop meaning the end of the table;
 * a Get reads the one row {@code start} and has {@code stop == start}.
 *
 * @param start the first row
 * @param stop the row after the last, the same array as {@code start} for a Get, or empty
 */
public record KeyRange(byte[] start, byte[] stop) {

  /** A Get of one row. */
  public static KeyRange row(byte[] key) {
    return new KeyRange(key, key);
  }

  /** Whether this is a Get. */
  public boolean isGet() {
    return start == stop;
  }
}
