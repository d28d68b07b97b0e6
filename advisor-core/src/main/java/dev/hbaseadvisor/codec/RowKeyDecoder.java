package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.NumberEncoding;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * Reads rowkey bytes back into the values of their segments: the inverse of {@link RowKeyCodec}'s
 * encoders, for labels a reader can follow (Bigtable's Key Visualizer shows decoded key prefixes
 * beside its heat map, cloud.google.com/bigtable/docs/keyvis-overview).
 *
 * <p>Keys cut short are read as far as they go, as region boundaries and split keys are: every
 * segment the key holds in full is read exactly; the segment it ends inside is read as a bound
 * (a fixed-width number padded with its lowest bytes, so keys from here hold that value or more)
 * or as a prefix of text; bytes that fit no segment (a byte outside the segment's alphabet, a
 * salt beyond its buckets, a literal that differs) stop the reading and are kept raw.
 *
 * <p>Where a variable-width field ends: at its terminator, or at the literal after it, or at the
 * end of the key when it is last, or where the fixed-width segments after it begin; otherwise the
 * rest of the key is read as a prefix of it.
 */
public final class RowKeyDecoder {

  /** {@link #end} when the key ends inside the segment. */
  private static final int CUT = -1;
  /** {@link #end} when the bytes cannot be the segment. */
  private static final int INVALID = -2;
  /** Readings of a whole key tried before it is read as a cut one (variable-width fields multiply them). */
  private static final int WHOLE_BUDGET = 10_000;

  private final List<SegmentCodec> segments;
  /** Per segment: the shape its bytes are checked against (a field's value without its terminator). */
  private final List<SegmentShape> shapes;
  /** Per segment: the summed width of the segments after it when all are fixed, else -1. */
  private final int[] fixedAfter;
  /** Per segment: the fewest and the most bytes it and the segments after it take. */
  private final int[] minFrom;
  private final int[] maxFrom;

  /** A decoder for the keys of {@code codec}. */
  public RowKeyDecoder(RowKeyCodec codec) {
    this.segments = codec.segments();
    this.shapes = segments.stream().map(s -> s instanceof FieldCodec f ? f.valueShape() : s.shape()).toList();
    int n = segments.size();
    this.fixedAfter = new int[n];
    this.minFrom = new int[n + 1];
    this.maxFrom = new int[n + 1];
    int after = 0;
    for (int i = n - 1; i >= 0; i--) {
      fixedAfter[i] = after;
      SegmentCodec s = segments.get(i);
      int width = s.fixedWidth();
      after = after < 0 || width < 0 ? -1 : after + width;
      minFrom[i] = minFrom[i + 1] + s.shape().minWidth();
      maxFrom[i] = (int) Math.min(Integer.MAX_VALUE, (long) maxFrom[i + 1] + s.shape().maxWidth());
    }
  }

  /** The segments of {@code key}, as many as it holds, and the bytes none could be read from. */
  public DecodedKey decode(byte[] key) {
    List<DecodedSegment> whole = new ArrayList<>();
    if (readWhole(0, key, 0, whole, new int[] {WHOLE_BUDGET})) {
      return new DecodedKey(List.copyOf(whole), new byte[0]);
    }
    return readCut(key);
  }

  /**
   * Reads segments {@code i} onwards from {@code pos} to exactly the end of the key, trying every
   * width a variable-width field can take (its terminator first found, for a terminated one);
   * false when no reading uses the key up exactly or {@code budget} readings were tried.
   */
  private boolean readWhole(int i, byte[] key, int pos, List<DecodedSegment> out, int[] budget) {
    if (i == segments.size()) {
      return pos == key.length;
    }
    int left = key.length - pos;
    if (left < minFrom[i] || left > maxFrom[i] || --budget[0] < 0) {
      return false;
    }
    SegmentCodec s = segments.get(i);
    int terminator = s instanceof FieldCodec f ? f.segment().terminator().length : 0;
    SegmentShape shape = shapes.get(i);
    int first = s.fixedWidth() >= 0 ? s.fixedWidth() - terminator : shape.minWidth();
    int last = s.fixedWidth() >= 0 ? first : shape.maxWidth();
    for (int width = first; width <= last && width + terminator <= left; width++) {
      int end = pos + width + terminator;
      if (terminator > 0 && !Arrays.equals(key, pos + width, end, ((FieldCodec) s).segment().terminator(), 0,
          terminator)) {
        continue;
      }
      DecodedSegment d = whole(i, Arrays.copyOfRange(key, pos, end));
      if (d == null) {
        continue;
      }
      out.add(d);
      if (readWhole(i + 1, key, end, out, budget)) {
        return true;
      }
      out.remove(out.size() - 1);
    }
    return false;
  }

  /** A key that no reading uses up exactly: read segment by segment as far as it goes. */
  private DecodedKey readCut(byte[] key) {
    List<DecodedSegment> out = new ArrayList<>();
    int pos = 0;
    for (int i = 0; i < segments.size() && pos < key.length; i++) {
      SegmentCodec s = segments.get(i);
      int end = end(i, key, pos);
      if (end == INVALID) {
        break;
      }
      if (end == CUT) {
        DecodedSegment partial = partial(i, Arrays.copyOfRange(key, pos, key.length));
        if (partial != null) {
          out.add(partial);
          pos = key.length;
        }
        break;
      }
      DecodedSegment whole = whole(i, Arrays.copyOfRange(key, pos, end));
      if (whole == null) {
        DecodedSegment bound = textBound(s, Arrays.copyOfRange(key, pos, key.length));
        if (bound != null) {
          out.add(bound);
          pos = key.length;
        }
        break;
      }
      out.add(whole);
      pos = end;
    }
    return new DecodedKey(List.copyOf(out), Arrays.copyOfRange(key, pos, key.length));
  }

  /** Where segment {@code i}, starting at {@code pos}, ends: an offset, {@link #CUT} or {@link #INVALID}. */
  private int end(int i, byte[] key, int pos) {
    SegmentCodec s = segments.get(i);
    int left = key.length - pos;
    int fixed = s.fixedWidth();
    if (fixed >= 0) {
      return fixed <= left ? pos + fixed : CUT;
    }
    FieldCodec f = (FieldCodec) s;
    SegmentShape value = shapes.get(i);
    byte[] terminator = f.segment().terminator();
    byte[] marker = terminator.length > 0 ? terminator
        : i + 1 < segments.size() && segments.get(i + 1) instanceof LiteralCodec l ? l.segment().bytes() : null;
    if (marker != null) {
      for (int at = value.minWidth(); at <= value.maxWidth() && at + marker.length <= left; at++) {
        if (Arrays.equals(key, pos + at, pos + at + marker.length, marker, 0, marker.length)) {
          return pos + at + (terminator.length > 0 ? terminator.length : 0);
        }
      }
      return left < value.maxWidth() + marker.length ? CUT : INVALID;
    }
    int after = i == segments.size() - 1 ? 0 : fixedAfter[i];
    if (after < 0) {
      return CUT;
    }
    int length = left - after;
    if (length < value.minWidth()) {
      return CUT;
    }
    return length <= value.maxWidth() ? pos + length : INVALID;
  }

  /** Segment {@code i} from all of its bytes, or null when they cannot be its bytes. */
  private DecodedSegment whole(int i, byte[] bytes) {
    SegmentCodec s = segments.get(i);
    if (s instanceof FieldCodec f) {
      byte[] value = Arrays.copyOf(bytes, bytes.length - f.segment().terminator().length);
      return fits(i, value) ? field(f, value) : null;
    }
    if (!fits(i, bytes)) {
      return null;
    }
    if (s instanceof SaltCodec salt) {
      return number(s, "salt", salt.segment().encoding(), bytes, salt.segment().buckets());
    } else if (s instanceof BucketCodec bucket) {
      return number(s, "bucket", bucket.segment().encoding(), bytes, bucket.segment().modulo());
    } else if (s instanceof BitsCodec bits) {
      long v = 0;
      for (byte b : bytes) {
        v = v << 8 | (b & 0xFF);
      }
      return new DecodedSegment(s, "bits", bits.partsText(v), v, DecodedSegment.Bound.EXACT);
    } else if (s instanceof HashCodec hash) {
      boolean hex = hash.segment().encoding() == HashEncoding.HEX;
      String text = hex ? ascii(bytes) : Bytes.toHex(bytes);
      return new DecodedSegment(s, hash.segment().algorithm().yamlName(), text, hex ? fromHex(text) : bytes,
          DecodedSegment.Bound.EXACT);
    }
    return new DecodedSegment(s, "literal", Bytes.toStringBinary(bytes), bytes, DecodedSegment.Bound.EXACT);
  }

  /** Segment {@code i} from the first bytes of it, or null when they say nothing readable. */
  private DecodedSegment partial(int i, byte[] bytes) {
    SegmentCodec s = segments.get(i);
    SegmentShape shape = shapes.get(i);
    if (s instanceof FieldCodec f && shape.fixedWidth() && bytes.length >= shape.maxWidth()) {
      // The value is whole; only its terminator is cut.
      byte[] value = Arrays.copyOf(bytes, shape.maxWidth());
      return fits(i, value) ? field(f, value) : null;
    }
    DecodedSegment text = textBound(s, bytes);
    if (text != null || !fits(i, bytes)) {
      return text;
    }
    if (s instanceof HashCodec hash) {
      boolean hex = hash.segment().encoding() == HashEncoding.HEX;
      return new DecodedSegment(s, hash.segment().algorithm().yamlName(), hex ? ascii(bytes) : Bytes.toHex(bytes),
          bytes, DecodedSegment.Bound.PREFIX);
    }
    if (s instanceof LiteralCodec) {
      return new DecodedSegment(s, "literal", Bytes.toStringBinary(bytes), bytes, DecodedSegment.Bound.PREFIX);
    }
    if (!(s instanceof FieldCodec f)) {
      return null;
    }
    FieldSegment seg = f.segment();
    int valueWidth = shape.fixedWidth() ? shape.maxWidth() : Integer.MAX_VALUE;
    boolean descending = seg.descending();
    DecodedSegment.Bound bound = descending ? DecodedSegment.Bound.AT_MOST : DecodedSegment.Bound.AT_LEAST;
    if (seg.format() == null && seg.encoding().isBinaryNumber()) {
      // Padded with zero bytes: the lowest key with this prefix, so a bound on the value.
      return withBound(field(f, Arrays.copyOf(bytes, valueWidth)), bound);
    }
    boolean digits = seg.encoding() == FieldEncoding.DECIMAL || seg.encoding() == FieldEncoding.HEX;
    if (seg.format() == null && digits && valueWidth != Integer.MAX_VALUE
        && seg.reverse() != FieldSegment.Reverse.CHARS) {
      byte[] padded = Arrays.copyOf(bytes, valueWidth);
      Arrays.fill(padded, bytes.length, valueWidth, (byte) '0');
      DecodedSegment lowest = field(f, padded);
      return lowest == null ? null : withBound(lowest, bound);
    }
    if (seg.encoding() == FieldEncoding.BINARY) {
      // Inversion keeps prefixes: the first bytes of an inverted value, inverted back, start the value.
      byte[] value = bytes.clone();
      if (f.inverted()) {
        Bytes.invert(value);
      }
      return new DecodedSegment(s, f.field().name(), Bytes.toStringBinary(value), value, DecodedSegment.Bound.PREFIX);
    }
    return null;
  }

  /**
   * The rest of a key as a lower bound on a text field (or a date written as text), compared as
   * written: {@code host≥web0}. Any printable text is a true bound, even one no value could
   * start with, as a pre-split boundary computed between two keys may be; null for other
   * segments and for text with control characters, which would read as noise.
   */
  private static DecodedSegment textBound(SegmentCodec s, byte[] bytes) {
    if (!(s instanceof FieldCodec f) || bytes.length == 0) {
      return null;
    }
    FieldSegment seg = f.segment();
    if (f.inverted()) {
      // Under inverted bytes a longer value sorts after a shorter one it starts with, yet below it
      // as text: the key's rest bounds the value from neither side, so it says only the prefix.
      byte[] value = bytes.clone();
      Bytes.invert(value);
      String prefix = seg.encoding() == FieldEncoding.STRING ? utf8Prefix(stripPad(seg, value)) : null;
      return prefix == null || prefix.isEmpty() || prefix.chars().anyMatch(c -> c < 0x20 || c == 0x7F) ? null
          : new DecodedSegment(s, f.field().name(), prefix, prefix, DecodedSegment.Bound.PREFIX);
    }
    boolean text = seg.format() != null || (seg.encoding() == FieldEncoding.STRING && !f.field().type().isNumeric());
    String value = text ? utf8Prefix(stripPad(seg, bytes)) : null;
    if (value == null || value.isEmpty() || value.chars().anyMatch(c -> c < 0x20 || c == 0x7F)) {
      return null;
    }
    return new DecodedSegment(s, f.field().name(), value, value, DecodedSegment.Bound.AT_LEAST);
  }

  private static DecodedSegment withBound(DecodedSegment d, DecodedSegment.Bound bound) {
    return d == null ? null : new DecodedSegment(d.codec(), d.name(), d.text(), d.value(), bound);
  }

  /** Whether every byte lies in the alphabet of its position in segment {@code i}. */
  private boolean fits(int i, byte[] bytes) {
    SegmentShape shape = shapes.get(i);
    if (bytes.length > shape.maxWidth()) {
      return false;
    }
    for (int p = 0; p < bytes.length; p++) {
      if (!shape.positions().get(p).contains(bytes[p] & 0xFF)) {
        return false;
      }
    }
    return true;
  }

  /** A salt or bucket number, or null when it is not one of the {@code count} values. */
  private static DecodedSegment number(SegmentCodec s, String name, NumberEncoding encoding, byte[] bytes,
      long count) {
    long n;
    try {
      n = switch (encoding) {
        case BYTE -> bytes[0] & 0xFF;
        case SHORT -> ((bytes[0] & 0xFF) << 8) | (bytes[1] & 0xFF);
        case INT -> ByteBuffer.wrap(bytes).getInt();
        case DECIMAL -> Long.parseLong(ascii(bytes));
        case HEX -> Long.parseLong(ascii(bytes), 16);
      };
    } catch (NumberFormatException e) {
      return null;
    }
    return n < 0 || n >= count ? null : new DecodedSegment(s, name, Long.toString(n), n, DecodedSegment.Bound.EXACT);
  }

  /** A field's whole value from its bytes (no terminator), or null when they do not parse. */
  private static DecodedSegment field(FieldCodec f, byte[] written) {
    FieldSegment seg = f.segment();
    byte[] bytes = written;
    if (f.inverted()) {
      // Phoenix's DESC: the bytes were inverted after padding; invert them back first.
      bytes = written.clone();
      Bytes.invert(bytes);
    }
    FieldType type = f.field().type();
    String name = f.field().name();
    if (seg.format() != null) {
      String text = utf8(stripPad(seg, bytes));
      return text == null ? null : new DecodedSegment(f, name, printable(text), text, DecodedSegment.Bound.EXACT);
    }
    Object value;
    try {
      value = switch (seg.encoding()) {
        case LONG, INT, SHORT, BYTE, SORTABLE_LONG, SORTABLE_INT, SORTABLE_SHORT, SORTABLE_BYTE ->
            bytes.length != seg.encoding().binaryWidth() ? null : undo(seg, seg.encoding().binaryValue(bytes));
        case DOUBLE, FLOAT, SORTABLE_DOUBLE, SORTABLE_FLOAT ->
            bytes.length != seg.encoding().floatWidth() ? null : (Object) seg.encoding().floatValue(bytes);
        case DECIMAL -> undo(seg, Long.parseLong(unreverseChars(seg, ascii(bytes))));
        case HEX -> undo(seg, Long.parseUnsignedLong(unreverseChars(seg, ascii(bytes)), 16));
        case BINARY -> type == FieldType.UUID && bytes.length == 16 ? uuid(bytes) : bytes;
        case STRING -> {
          String text = utf8(stripPad(seg, bytes));
          if (text == null) {
            yield null;
          }
          String plain = switch (seg.reverse()) {
            case NONE -> text;
            case CHARS -> new StringBuilder(text).reverse().toString();
            case DOMAIN -> FieldCodec.reverseDomain(text);
          };
          yield type.isNumeric() ? (Object) undo(seg, Long.parseLong(plain)) : plain;
        }
      };
    } catch (NumberFormatException e) {
      return null;
    }
    if (value == null) {
      return null;
    }
    String text = value instanceof byte[] raw ? Bytes.toStringBinary(raw)
        : value instanceof Long v && type == FieldType.TIMESTAMP ? iso(v)
        : printable(value.toString());
    return new DecodedSegment(f, name, text, value, DecodedSegment.Bound.EXACT);
  }

  /**
   * Undoes {@code order: descending} ({@code MAX_VALUE - v}, of int for the int encoding), then a
   * time scale: the first instant the written number stands for.
   */
  private static Long undo(FieldSegment seg, long written) {
    long v = !seg.descending() ? written : seg.encoding().signedMax() - written;
    int width = seg.encoding().binaryWidth();
    if (seg.descending() && width > 0 && width < 8) {
      // MAX_VALUE - v of a negative v wrapped around the width when it was written: wrap it back.
      v = (v << (64 - 8 * width)) >> (64 - 8 * width);
    }
    return seg.scale().undo(v);
  }

  private static String unreverseChars(FieldSegment seg, String text) {
    return seg.reverse() == FieldSegment.Reverse.CHARS ? new StringBuilder(text).reverse().toString() : text;
  }

  /** A fixed-width value without the pad bytes after it. */
  private static byte[] stripPad(FieldSegment seg, byte[] bytes) {
    if (seg.width() == 0) {
      return bytes;
    }
    int end = bytes.length;
    while (end > 0 && bytes[end - 1] == seg.pad()) {
      end--;
    }
    return Arrays.copyOf(bytes, end);
  }

  /**
   * A time as ISO-8601 in UTC, to the minute when it falls on one, to the second when it falls on
   * one: {@code 2026-01-02T03:00Z}, {@code 2026-01-02T03:00:07Z}, {@code 2026-01-02T03:00:07.250Z}.
   */
  public static String iso(long epochMillis) {
    String text = DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochMilli(epochMillis));
    return Math.floorMod(epochMillis, 60_000L) == 0 && text.endsWith(":00Z")
        ? text.substring(0, text.length() - 4) + "Z" : text;
  }

  private static String uuid(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes);
    return new UUID(b.getLong(), b.getLong()).toString();
  }

  private static byte[] fromHex(String hex) {
    byte[] out = new byte[hex.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(hex, 2 * i, 2 * i + 2, 16);
    }
    return out;
  }

  private static String ascii(byte[] bytes) {
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }

  /** Strict UTF-8, or null for bytes that are not. */
  private static String utf8(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  /** The UTF-8 text of a prefix, whose last character may be cut: up to three bytes are let go. */
  private static String utf8Prefix(byte[] bytes) {
    for (int cut = 0; cut <= Math.min(3, bytes.length); cut++) {
      String text = utf8(Arrays.copyOf(bytes, bytes.length - cut));
      if (text != null) {
        return text;
      }
    }
    return null;
  }

  /** Text with control characters written {@code \xNN}, as {@code toStringBinary} writes them. */
  private static String printable(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x20 || c == 0x7F) {
        sb.append(String.format("\\x%02X", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
