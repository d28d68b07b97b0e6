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
  SORTABLE_BYTE,
  /**
   * The number as an IEEE 754 double, eight bytes big-endian ({@code Bytes.toBytes(double)}):
   * Apache Phoenix's {@code UNSIGNED_DOUBLE} ({@code PUnsignedDouble.UnsignedDoubleCodec}).
   */
  DOUBLE,
  /** The number as an IEEE 754 float, four bytes big-endian: Apache Phoenix's {@code UNSIGNED_FLOAT}. */
  FLOAT,
  /**
   * The double's bits with the sign bit flipped for a positive number and every bit inverted for a
   * negative one, plus one, so that the bytes sort as the numbers: Apache Phoenix's {@code DOUBLE}
   * ({@code PDouble.DoubleCodec.encodeDouble}).
   */
  SORTABLE_DOUBLE,
  /** The same over a float's 32 bits: Apache Phoenix's {@code FLOAT} ({@code PFloat.FloatCodec.encodeFloat}). */
  SORTABLE_FLOAT;

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

  /** The bytes of a floating-point encoding (8 or 4), or 0 for an encoding that is not one. */
  public int floatWidth() {
    return switch (this) {
      case DOUBLE, SORTABLE_DOUBLE -> 8;
      case FLOAT, SORTABLE_FLOAT -> 4;
      default -> 0;
    };
  }

  /**
   * The key bytes of a number under a floating-point encoding: {@code Bytes.toBytes(double/float)},
   * or for the sortable forms Phoenix's {@code (bits ^ ((bits >> 63) | Long.MIN_VALUE)) + 1}
   * ({@code PDouble.DoubleCodec.encodeDouble}; {@code PFloat.FloatCodec.encodeFloat} over 32 bits).
   * {@code -0.0} and {@code 0.0} differ by one; every NaN is {@code Double.doubleToLongBits}' one.
   */
  public byte[] floatBytes(double value) {
    int width = floatWidth();
    long bits;
    if (width == 8) {
      bits = Double.doubleToLongBits(value);
      if (this == SORTABLE_DOUBLE) {
        bits = (bits ^ ((bits >> 63) | Long.MIN_VALUE)) + 1;
      }
    } else {
      int i = Float.floatToIntBits((float) value);
      if (this == SORTABLE_FLOAT) {
        i = (i ^ ((i >> 31) | Integer.MIN_VALUE)) + 1;
      }
      bits = i;
    }
    return bigEndian(bits, width);
  }

  /** The number {@link #floatBytes} wrote (Phoenix's {@code decodeDouble}: minus one, then the flips undone). */
  public double floatValue(byte[] bytes) {
    long bits = unsigned(bytes, floatWidth());
    if (floatWidth() == 8) {
      if (this == SORTABLE_DOUBLE) {
        bits--;
        bits ^= (~bits >> 63) | Long.MIN_VALUE;
      }
      return Double.longBitsToDouble(bits);
    }
    int i = (int) bits;
    if (this == SORTABLE_FLOAT) {
      i--;
      i ^= (~i >> 31) | Integer.MIN_VALUE;
    }
    return Float.intBitsToFloat(i);
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
    return bigEndian(binaryBits(value), binaryWidth());
  }

  /**
   * The bits a binary number is written as: the value, with the sign bit of its width flipped
   * where the encoding flips it.
   */
  public long binaryBits(long value) {
    return signFlipped() ? value ^ (1L << (8 * binaryWidth() - 1)) : value;
  }

  /** The low {@code width} bytes of {@code bits}, most significant first. */
  private static byte[] bigEndian(long bits, int width) {
    byte[] bytes = new byte[width];
    long v = bits;
    for (int i = width - 1; i >= 0; i--) {
      bytes[i] = (byte) v;
      v >>>= 8;
    }
    return bytes;
  }

  /** The first {@code width} bytes as an unsigned big-endian number. */
  private static long unsigned(byte[] bytes, int width) {
    long v = 0;
    for (int i = 0; i < width; i++) {
      v = (v << 8) | (bytes[i] & 0xFF);
    }
    return v;
  }

  /** The number {@link #binaryBytes} wrote: sign flip undone, sign-extended from its width. */
  public long binaryValue(byte[] bytes) {
    int width = binaryWidth();
    long v = unsigned(bytes, width);
    if (signFlipped()) {
      v ^= 1L << (8 * width - 1);
    }
    return width == 8 ? v : (v << (64 - 8 * width)) >> (64 - 8 * width);
  }
}
