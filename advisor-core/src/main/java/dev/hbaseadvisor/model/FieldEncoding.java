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
  BINARY,
  /**
   * Eight bytes big-endian with the sign bit flipped, so negative numbers sort before positive
   * ones: Apache Phoenix's {@code BIGINT}, {@code DATE} and {@code TIME} ({@code PLong.LongCodec.encodeLong}).
   */
  SORTABLE_LONG,
  /** Four bytes big-endian with the sign bit flipped: Apache Phoenix's {@code INTEGER} ({@code PInteger.IntCodec.encodeInt}). */
  SORTABLE_INT;

  /** The lowercase schema spelling, words joined by {@code -}. */
  public String yamlName() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /** The encoding a schema spelling names. */
  public static FieldEncoding ofYamlName(String name) {
    return valueOf(name.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
  }

  /** Whether the value is a fixed-width binary number ({@code long}, {@code int} or their sortable forms). */
  public boolean isBinaryNumber() {
    return this == LONG || this == INT || this == SORTABLE_LONG || this == SORTABLE_INT;
  }

  /** Whether the value is four bytes ({@code int}, {@code sortable-int}); else eight, for binary numbers. */
  public boolean isInt32() {
    return this == INT || this == SORTABLE_INT;
  }
}
