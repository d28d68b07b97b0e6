package dev.hbaseadvisor.model;

import java.util.List;

/**
 * A field's value written into the key.
 *
 * @param field the field's name
 * @param encoding how the value becomes bytes
 * @param width fixed width in bytes (text right-padded with {@code pad}, numbers zero-padded), or 0
 * @param pad the padding byte for fixed-width text
 * @param reverse how text is reversed before writing ({@code www.example.com} to
 *     {@code com.example.www} for DOMAIN, "Webtable" in the guide's data model chapter)
 * @param descending whether numbers are written as {@code Long.MAX_VALUE - v} (the guide's
 *     "Reverse Timestamps"), and text and bytes with every byte inverted, padding included
 *     (Apache Phoenix's {@code SortOrder.DESC}, {@code SortOrder.invert})
 * @param format a {@code java.time} pattern for timestamps rendered as text (UTC), or null
 * @param terminator bytes written after a variable-width value (e.g. {@code \x00}), or empty
 * @param scale how a timestamp written as a number is cut first ({@code truncate}, {@code unit})
 */
public record FieldSegment(
    String field,
    FieldEncoding encoding,
    int width,
    byte pad,
    Reverse reverse,
    boolean descending,
    String format,
    byte[] terminator,
    TimeScale scale)
    implements Segment {

  /** A segment that writes its value uncut. */
  public FieldSegment(String field, FieldEncoding encoding, int width, byte pad, Reverse reverse, boolean descending,
      String format, byte[] terminator) {
    this(field, encoding, width, pad, reverse, descending, format, terminator, TimeScale.NONE);
  }

  /** This segment with another terminator, everything else kept. */
  public FieldSegment withTerminator(byte[] bytes) {
    return new FieldSegment(field, encoding, width, pad, reverse, descending, format, bytes, scale);
  }

  /** How text is reversed. */
  public enum Reverse { NONE, DOMAIN, CHARS }

  @Override
  public List<String> sourceFields() {
    return List.of(field);
  }

  @Override
  public String describe() {
    return field;
  }
}
