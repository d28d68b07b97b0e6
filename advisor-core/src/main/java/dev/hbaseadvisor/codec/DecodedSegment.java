package dev.hbaseadvisor.codec;

/**
 * One rowkey segment read back from key bytes by {@link RowKeyDecoder}: its value and how the
 * report writes it.
 *
 * @param codec the segment decoded
 * @param name what the value is: the field's name, {@code salt}, {@code bucket}, the digest's name,
 *     or {@code literal}
 * @param text the value as a reader wants it: a field's value (an ISO-8601 time for timestamps), a
 *     salt or bucket number, a digest in lowercase hex, a literal in {@code toStringBinary} form
 * @param value the value itself: the field's value as a record holds it ({@code Long}, {@code
 *     String}, {@code byte[]}), a salt or bucket number as {@code Long}, a digest's kept bytes, a
 *     literal's bytes
 * @param bound whether the value is exact or, for a key cut short inside the segment, a bound or a
 *     prefix of it
 */
public record DecodedSegment(SegmentCodec codec, String name, String text, Object value, Bound bound) {

  /** Hex digits of a digest shown in a label; the tooltip has all of them. */
  private static final int DIGEST_DIGITS = 8;

  /** How much of the segment the key held. */
  public enum Bound {
    /** The whole segment: the value is exact. */
    EXACT,
    /**
     * A key cut inside a number that sorts as written, or inside text: keys from here hold this
     * value or more (text compared as written, reversed or padded).
     */
    AT_LEAST,
    /** A key cut inside a descending number: keys from here hold this value or less. */
    AT_MOST,
    /** A key cut inside a digest or a literal: its bytes start with {@code text}. */
    PREFIX;

    /** The relation a reader sees between the name and the text. */
    String relation() {
      return switch (this) {
        case EXACT, PREFIX -> "=";
        case AT_LEAST -> "≥";
        case AT_MOST -> "≤";
      };
    }
  }

  /** Whether the segment's value is exact: the key held all of its bytes. */
  public boolean exact() {
    return bound == Bound.EXACT;
  }

  /**
   * The segment as one label: {@code salt 3}, {@code bucket 42}, {@code md5 3fa29b01…},
   * {@code host=web01}, {@code ts≥2026-01-02T03:00Z}, {@code host≥web} for a cut text; a literal
   * as its bytes. Text is cut to {@code maxValueChars} characters and a digest to eight hex digits,
   * marked with an ellipsis; numbers and times are never cut, as a cut one would read as another.
   */
  public String label(int maxValueChars) {
    boolean number = value instanceof Long;
    int max = codec instanceof HashCodec ? Math.min(DIGEST_DIGITS, maxValueChars) : number ? Integer.MAX_VALUE
        : Math.max(1, maxValueChars);
    String shown = cut(text, max, bound == Bound.PREFIX);
    if (codec instanceof SaltCodec || codec instanceof BucketCodec || codec instanceof HashCodec
        || codec instanceof BitsCodec) {
      return name + " " + shown;
    }
    if (codec instanceof LiteralCodec) {
      return shown;
    }
    return name + bound.relation() + shown;
  }

  /** The characters of a label before its value: {@code host=}, {@code salt }. */
  int labelPrefixLength() {
    return codec instanceof LiteralCodec ? 0 : name.length() + 1;
  }

  /** The segment in full, for a tooltip: {@code md5(user)=<all hex digits>}, {@code host=web01}. */
  public String full() {
    if (codec instanceof LiteralCodec) {
      return text;
    }
    String what = codec instanceof FieldCodec ? name : codec.segment().describe();
    return what + bound.relation() + text + (bound == Bound.PREFIX ? "…" : "");
  }

  private static String cut(String text, int max, boolean partial) {
    if (text.length() > max) {
      return text.substring(0, Math.max(1, max - 1)) + "…";
    }
    return partial ? text + "…" : text;
  }
}
