package dev.hbaseadvisor.importer;

import java.util.Locale;
import java.util.Optional;

/**
 * The column types of Apache Phoenix 5.2 ({@code org.apache.phoenix.schema.types.P*}): the bytes a
 * value takes in a cell, and whether the type is fixed-width, which decides whether a key column
 * of it is followed by a separator byte.
 */
enum PhoenixType {
  INTEGER(4), UNSIGNED_INT(4), BIGINT(8), UNSIGNED_LONG(8), TINYINT(1), UNSIGNED_TINYINT(1), SMALLINT(2),
  UNSIGNED_SMALLINT(2), FLOAT(4), UNSIGNED_FLOAT(4), DOUBLE(8), UNSIGNED_DOUBLE(8), DECIMAL(-1), BOOLEAN(1),
  DATE(8), UNSIGNED_DATE(8), TIME(8), UNSIGNED_TIME(8), TIMESTAMP(12), UNSIGNED_TIMESTAMP(12), VARCHAR(-1),
  CHAR(-1), BINARY(-1), VARBINARY(-1), VARBINARY_ENCODED(-1), JSON(-1), BSON(-1);

  /** The most bytes a {@code DECIMAL} value takes ({@code PDecimal.MAX_PRECISION} 38: 21 bytes). */
  static final int DECIMAL_MAX_BYTES = 21;

  private final int width;

  PhoenixType(int width) {
    this.width = width;
  }

  /**
   * The type a name stands for, with Phoenix's synonyms ({@code INT}, {@code LONG} aside, as
   * {@code PDataTypeFactory} knows them); empty when Phoenix has no such type.
   */
  static Optional<PhoenixType> of(String name) {
    String upper = name.toUpperCase(Locale.ROOT);
    return Optional.ofNullable(switch (upper) {
      case "INT" -> INTEGER;
      case "NUMERIC" -> DECIMAL;
      case "CHARACTER" -> CHAR;
      default -> {
        try {
          yield valueOf(upper);
        } catch (IllegalArgumentException e) {
          yield null;
        }
      }
    });
  }

  /** The bytes of every value, or -1 when the width varies or is declared ({@code CHAR(n)}). */
  int fixedWidth() {
    return width;
  }

  /** Whether the type takes a length in parentheses. */
  boolean sized() {
    return this == CHAR || this == BINARY || this == VARCHAR || this == DECIMAL;
  }

  /** Whether a value's width is known from the type and its declared length. */
  boolean fixedWidthWith(Integer length) {
    return width > 0 || ((this == CHAR || this == BINARY) && length != null);
  }
}
