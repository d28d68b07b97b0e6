package dev.hbaseadvisor.model;

/** How a salt or bucket number is written into the key. */
public enum NumberEncoding {
  /** One unsigned byte: Phoenix's salt byte. */
  BYTE,
  /**
   * Two bytes, big-endian ({@code Bytes.toBytes(short)}): up to 65,536 values, as Kylin's 2-byte shard
   * ({@code RowConstants.ROWKEY_SHARDID_LEN}, written by {@code BytesUtil.writeUnsigned(shard, 2)}).
   */
  SHORT,
  /** Four bytes, big-endian ({@code Bytes.toBytes(int)}). */
  INT,
  /** Decimal digits, zero-padded to the digits of the largest value. */
  DECIMAL,
  /** Lowercase hex digits, zero-padded to the digits of the largest value. */
  HEX;

  /** The width in bytes of values {@code 0..count-1} in this encoding. */
  public int width(long count) {
    long largest = Math.max(0, count - 1);
    return switch (this) {
      case BYTE -> 1;
      case SHORT -> 2;
      case INT -> 4;
      case DECIMAL -> Long.toString(largest).length();
      case HEX -> Long.toHexString(largest).length();
    };
  }
}
