package dev.hbaseadvisor.model;

/** How a salt or bucket number is written into the key. */
public enum NumberEncoding {
  /** One unsigned byte: Phoenix's salt byte. */
  BYTE,
  /** Four bytes, big-endian ({@code Bytes.toBytes(int)}). */
  INT,
  /** Decimal digits, zero-padded to the digits of the largest value. */
  DECIMAL,
  /** Lowercase hex digits, zero-padded to the digits of the largest value. */
  HEX
}
