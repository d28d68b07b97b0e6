package dev.hbaseadvisor.model;

/**
 * The characters a text field's values are made of: what synthetic values use and, for
 * reachability of pre-split regions, the bytes that can occur in a key.
 */
public enum Charset {
  /** Printable ASCII, 0x20 to 0x7E: the default, since nothing narrower is known. */
  ASCII(chars(0x20, 0x7E)),
  /** Digits and letters of both cases. */
  ALNUM("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
  /** Lowercase letters and digits. */
  LOWER("0123456789abcdefghijklmnopqrstuvwxyz"),
  /** Uppercase letters and digits. */
  UPPER("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
  /** Decimal digits. */
  DIGITS("0123456789"),
  /** Lowercase hexadecimal digits. */
  HEX("0123456789abcdef"),
  /** Uppercase hexadecimal digits. */
  HEX_UPPER("0123456789ABCDEF"),
  /** Any byte: UTF-8 text of any script, or binary. */
  BINARY(chars(0x00, 0xFF));

  private final String characters;

  Charset(String characters) {
    this.characters = characters;
  }

  /** The characters in ascending order; each is a single byte (0x00 to 0xFF). */
  public String characters() {
    return characters;
  }

  /** The name used in schema files: {@code hex-upper} for HEX_UPPER. */
  public String yamlName() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  private static String chars(int from, int to) {
    StringBuilder sb = new StringBuilder();
    for (int c = from; c <= to; c++) {
      sb.append((char) c);
    }
    return sb.toString();
  }
}
