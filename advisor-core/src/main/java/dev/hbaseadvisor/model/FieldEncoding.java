package dev.hbaseadvisor.model;

/** How a field's value becomes key bytes. */
public enum FieldEncoding {
  /** Eight bytes big-endian, as {@code Bytes.toBytes(long)}. */
  LONG,
  /** Four bytes big-endian, as {@code Bytes.toBytes(int)}. */
  INT,
  /** Two bytes big-endian, as {@code Bytes.toBytes(short)}: Apache Phoenix's {@code UNSIGNED_SMALLINT}. */
  SHORT,
  /** One byte: Apache Phoenix's {@code UNSIGNED_TINYINT} and {@code BOOLEAN} ({@code PBoolean}: 0 or 1). */
  BYTE,
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
  SORTABLE_INT,
  /** Two bytes big-endian with the sign bit flipped: Apache Phoenix's {@code SMALLINT} ({@code PSmallint.ShortCodec}). */
  SORTABLE_SHORT,
  /** One byte with the sign bit flipped: Apache Phoenix's {@code TINYINT} ({@code PTinyint.ByteCodec}). */
  SORTABLE_BYTE;

  /** The lowercase schema spelling, words joined by {@code -}. */
  public String yamlName() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /** The encoding a schema spelling names. */
  public static FieldEncoding ofYamlName(String name) {
    return valueOf(name.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
  }

  /** Whether the value is a fixed-width binary number ({@code long}, {@code int}, {@code short}, {@code byte} or their sortable forms). */
  public boolean isBinaryNumber() {
    return binaryWidth() > 0;
  }

  /** The bytes of a binary number (8, 4, 2 or 1), or 0 for an encoding that is not one. */
  public int binaryWidth() {
    return switch (this) {
      case LONG, SORTABLE_LONG -> 8;
      case INT, SORTABLE_INT -> 4;
      case SHORT, SORTABLE_SHORT -> 2;
      case BYTE, SORTABLE_BYTE -> 1;
      default -> 0;
    };
  }

  /** Whether the sign bit is flipped, so that negative numbers sort first (Phoenix's signed types). */
  public boolean signFlipped() {
    return this == SORTABLE_LONG || this == SORTABLE_INT || this == SORTABLE_SHORT || this == SORTABLE_BYTE;
  }

  /** The largest signed value of a binary number's width ({@code Long.MAX_VALUE} for any other encoding). */
  public long signedMax() {
    int width = binaryWidth();
    return width == 0 || width == 8 ? Long.MAX_VALUE : (1L << (8 * width - 1)) - 1;
  }

  /** The binary encoding of the same width without the sign flip ({@code sortable-int} is {@code int}). */
  public FieldEncoding plain() {
    return switch (this) {
      case SORTABLE_LONG -> LONG;
      case SORTABLE_INT -> INT;
      case SORTABLE_SHORT -> SHORT;
      case SORTABLE_BYTE -> BYTE;
      default -> this;
    };
  }

  /**
   * The key bytes of a binary number: its low {@link #binaryWidth} bytes big-endian, the top bit
   * flipped for the sortable forms ({@code Bytes.toBytes(long/int/short)}, Phoenix's codecs).
   */
  public byte[] binaryBytes(long value) {
    int width = binaryWidth();
    long v = signFlipped() ? value ^ (1L << (8 * width - 1)) : value;
    byte[] bytes = new byte[width];
    for (int i = width - 1; i >= 0; i--) {
      bytes[i] = (byte) v;
      v >>>= 8;
    }
    return bytes;
  }

  /** The number {@link #binaryBytes} wrote: sign flip undone, sign-extended from its width. */
  public long binaryValue(byte[] bytes) {
    int width = binaryWidth();
    long v = 0;
    for (int i = 0; i < width; i++) {
      v = (v << 8) | (bytes[i] & 0xFF);
    }
    if (signFlipped()) {
      v ^= 1L << (8 * width - 1);
    }
    return width == 8 ? v : (v << (64 - 8 * width)) >> (64 - 8 * width);
  }
}
