package dev.hbaseadvisor.model;

/** How a field's value becomes key bytes. */
public enum FieldEncoding {
  /** Eight bytes big-endian, as {@code Bytes.toBytes(long)}. */
  LONG,
  /** Four bytes big-endian, as {@code Bytes.toBytes(int)}. */
  INT,
  /** Decimal digits as ASCII text, zero-padded when a width is given. */
  DECIMAL,
  /** Lowercase hex digits as ASCII text, zero-padded when a width is given. */
  HEX,
  /** The value's text as UTF-8 ({@code Bytes.toBytes(String)}). */
  STRING,
  /** Raw bytes: the value of a {@code bytes} field, or a UUID's 16 bytes. */
  BINARY;

  /** The lowercase schema spelling. */
  public String yamlName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
