package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.random.RandomGenerator;

/**
 * A field's value as key bytes, written the way HBase applications write them: longs and ints
 * big-endian ({@code Bytes.toBytes}), descending numbers as {@code MAX_VALUE - v} (the guide's
 * "Reverse Timestamps"), decimal and hex text zero-padded to a width, text as UTF-8 right-padded
 * with the pad byte, reversed domains ({@code com.example.www}), dates through a pattern in UTC.
 */
public final class FieldCodec extends SegmentCodec {

  private static final int FORMAT_SAMPLES = 2_000;

  private final FieldSegment segment;
  private final FieldSpec field;
  private final DateTimeFormatter formatter;
  private final SegmentShape shape;
  /** Whether the value's bytes are inverted: text or bytes under {@code order: descending}. */
  private final boolean inverted;
  /** The distinct values of a date pattern, computed on first use (it formats thousands of instants). */
  private long formattedDistinct = -1;

  FieldCodec(int index, FieldSegment segment, FieldSpec field) {
    super(index);
    this.segment = segment;
    this.field = field;
    this.formatter = segment.format() == null ? null
        : DatePattern.formatter(segment.format());
    this.inverted = segment.descending() && (segment.encoding().floatWidth() > 0 || !field.type().isNumeric()
        && (segment.encoding() == FieldEncoding.STRING || segment.encoding() == FieldEncoding.BINARY));
    this.shape = computeShape();
  }

  @Override
  public FieldSegment segment() {
    return segment;
  }

  /** The field this segment encodes. */
  public FieldSpec field() {
    return field;
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    out.writeBytes(valueBytes(record.get(field.name())));
    out.writeBytes(segment.terminator());
  }

  /**
   * Whether the value's bytes are written inverted ({@code b ^ 0xFF}, padding included): text,
   * bytes and floating-point numbers under {@code order: descending}, as Apache Phoenix writes a {@code DESC} key column
   * ({@code SortOrder.invert}; {@code PChar.pad} pads with the inverted space). The terminator is
   * written as given, since Phoenix's separator after a {@code DESC} value is {@code \xFF}
   * ({@code QueryConstants.DESC_SEPARATOR_BYTE}), not an inverted {@code \x00}.
   */
  public boolean inverted() {
    return inverted;
  }

  /** The bytes of one value, without the terminator. */
  public byte[] valueBytes(Object value) {
    byte[] bytes = plainBytes(value);
    if (inverted) {
      // A fresh array from plainBytes unless a bytes field's value came through unpadded: copy it.
      bytes = bytes == value ? bytes.clone() : bytes;
      Bytes.invert(bytes);
    }
    return bytes;
  }

  private byte[] plainBytes(Object value) {
    if (value == null) {
      throw new IllegalArgumentException("record has no value for field '" + field.name() + "'");
    }
    if (formatter != null) {
      return fit(Bytes.toBytes(formatter.format(Instant.ofEpochMilli(((Number) value).longValue()))));
    }
    return switch (segment.encoding()) {
      case LONG, INT, SHORT, BYTE, SORTABLE_LONG, SORTABLE_INT, SORTABLE_SHORT, SORTABLE_BYTE ->
          segment.encoding().binaryBytes(numeric(value));
      // The number as a double (a Double value kept as it is: -0.0 and NaN have their own bytes).
      case DOUBLE, FLOAT, SORTABLE_DOUBLE, SORTABLE_FLOAT -> segment.encoding().floatBytes(
          value instanceof Double d ? d : segment.scale().apply(((Number) value).longValue()));
      case DECIMAL -> reversed(zeroPadded(Long.toString(numeric(value))));
      case HEX -> reversed(zeroPadded(Long.toHexString(numeric(value))));
      case BINARY -> fit(value instanceof byte[] bytes ? bytes : uuidBytes(value.toString()));
      case STRING -> fit(Bytes.toBytes(field.type().isNumeric() ? text(Long.toString(numeric(value))) : text(value)));
    };
  }

  /**
   * Appends the key bytes of a number (value and terminator) without allocating, for the
   * {@code long}, {@code int}, {@code decimal} and {@code hex} encodings of numeric fields without
   * a {@code format}; the bytes equal {@link #encode}'s. Returns false, writing nothing, for any
   * other segment and for negative decimal or hex numbers, which take the general path.
   */
  public boolean writeNumber(long value, KeyBuffer out) {
    if (formatter != null || !field.type().isNumeric()) {
      return false;
    }
    long v = numeric(value);
    switch (segment.encoding()) {
      case LONG -> out.writeLong(v);
      case INT -> out.writeInt((int) v);
      case SORTABLE_LONG -> out.writeLong(v ^ Long.MIN_VALUE);
      case SORTABLE_INT -> out.writeInt((int) v ^ Integer.MIN_VALUE);
      case SHORT, BYTE, SORTABLE_SHORT, SORTABLE_BYTE -> {
        // Byte by byte, as binaryBytes writes them, without the array it would allocate per key.
        int width = segment.encoding().binaryWidth();
        long bits = segment.encoding().binaryBits(v);
        for (int shift = 8 * (width - 1); shift >= 0; shift -= 8) {
          out.write((int) (bits >>> shift));
        }
      }
      case DECIMAL, HEX -> {
        if (v < 0) {
          return false;
        }
        int radix = segment.encoding() == FieldEncoding.DECIMAL ? 10 : 16;
        int start = out.length();
        int digits = 0;
        do {
          out.write(Character.forDigit((int) (v % radix), radix));
          v /= radix;
          digits++;
        } while (v != 0);
        for (; digits < segment.width(); digits++) {
          out.write('0');
        }
        // Written least significant first: that is already the reversed text.
        if (segment.reverse() != FieldSegment.Reverse.CHARS) {
          out.reverseFrom(start);
        }
      }
      default -> {
        return false;
      }
    }
    out.write(segment.terminator());
    return true;
  }

  /** Number text reversed when {@code reverse: chars} (the guide's "reverse a fixed-width or numeric key"). */
  private byte[] reversed(byte[] text) {
    if (segment.reverse() != FieldSegment.Reverse.CHARS) {
      return text;
    }
    byte[] out = new byte[text.length];
    for (int i = 0; i < text.length; i++) {
      out[i] = text[text.length - 1 - i];
    }
    return out;
  }

  private long numeric(Object value) {
    return numeric(((Number) value).longValue());
  }

  /** The number written for a value: cut by the segment's time scale, then reversed when descending. */
  private long numeric(long value) {
    long v = segment.scale().apply(value);
    if (!segment.descending()) {
      return v;
    }
    return segment.encoding().signedMax() - v;
  }

  private String text(Object value) {
    String s = value.toString();
    return switch (segment.reverse()) {
      case NONE -> s;
      case CHARS -> new StringBuilder(s).reverse().toString();
      case DOMAIN -> reverseDomain(s);
    };
  }

  /** {@code www.example.com} becomes {@code com.example.www}. */
  public static String reverseDomain(String domain) {
    List<String> labels = new ArrayList<>(Arrays.asList(domain.split("\\.", -1)));
    java.util.Collections.reverse(labels);
    return String.join(".", labels);
  }

  private static byte[] uuidBytes(String text) {
    UUID uuid = UUID.fromString(text);
    return ByteBuffer.allocate(16).putLong(uuid.getMostSignificantBits())
        .putLong(uuid.getLeastSignificantBits()).array();
  }

  private byte[] zeroPadded(String digits) {
    return Bytes.toBytes(NumberText.zeroPad(digits, segment.width()));
  }

  /** Cuts or right-pads to the fixed width, when one is set. */
  private byte[] fit(byte[] bytes) {
    int width = segment.width();
    if (width == 0 || bytes.length == width) {
      return bytes;
    }
    byte[] out = Arrays.copyOf(bytes, width);
    if (bytes.length < width) {
      Arrays.fill(out, bytes.length, width, segment.pad());
    }
    return out;
  }

  // ---- facts ----

  @Override
  public SegmentShape shape() {
    return shape;
  }

  @Override
  public SortOrder order() {
    if (segment.reverse() != FieldSegment.Reverse.NONE) {
      return SortOrder.NONE;
    }
    if (formatter != null) {
      return DatePattern.of(segment.format()).ordered() && fixedTextWidth() ? SortOrder.ASCENDING : SortOrder.NONE;
    }
    SortOrder direction = segment.descending() ? SortOrder.DESCENDING : SortOrder.ASCENDING;
    return switch (segment.encoding()) {
      case LONG, INT, SHORT, BYTE -> field.min() >= 0 ? direction : SortOrder.NONE;
      // The flipped sign bit puts negative numbers first: in order over the whole range.
      case SORTABLE_LONG, SORTABLE_INT, SORTABLE_SHORT, SORTABLE_BYTE, SORTABLE_DOUBLE, SORTABLE_FLOAT -> direction;
      // Bytes.toBytes(double) of a negative number sets the top bit: in order only from zero up.
      case DOUBLE, FLOAT -> field.min() >= 0 ? direction : SortOrder.NONE;
      case DECIMAL, HEX -> field.min() >= 0 && fixedTextWidth() ? direction : SortOrder.NONE;
      // Number text is right-padded with the pad byte, so only equal digit counts sort as numbers.
      case STRING -> field.type().isNumeric()
          ? (field.min() >= 0 && digitShapeUnpadded().fixedWidth() ? direction : SortOrder.NONE)
          : direction;
      case BINARY -> field.type() == FieldType.UUID ? SortOrder.NONE : direction;
    };
  }

  /** Whether all values of the field have the same number of characters once written. */
  private boolean fixedTextWidth() {
    SegmentShape s = shape;
    return s.fixedWidth();
  }

  @Override
  public Monotonicity monotonicity() {
    if (!field.increasing()) {
      return Monotonicity.NONE;
    }
    return switch (order()) {
      case ASCENDING -> Monotonicity.INCREASING;
      case DESCENDING -> Monotonicity.DECREASING;
      case NONE -> Monotonicity.NONE;
    };
  }

  @Override
  public long distinctValues() {
    if (formatter != null) {
      if (formattedDistinct < 0) {
        formattedDistinct = formattedDistinct();
      }
      return formattedDistinct;
    }
    if (!segment.scale().none()) {
      // One value per grain of the field's range (an hour of a base-hour key), at most the field's values.
      long values = (field.max() - field.min()) / segment.scale().grainMillis() + 1;
      return Math.max(1, Math.min(field.cardinality(), values));
    }
    return field.cardinality();
  }

  /**
   * Distinct texts a date pattern gives over the field's range: counted from samples when the
   * pattern repeats within the range (no year, say), else the range over the finest unit.
   */
  private long formattedDistinct() {
    java.util.Set<String> seen = new java.util.HashSet<>();
    long step = formatSampleStep();
    int samples = 0;
    for (long t = field.min(); t <= field.max(); t += step) {
      seen.add(formatter.format(Instant.ofEpochMilli(t)));
      samples++;
      if (t > Long.MAX_VALUE - step) {
        break;
      }
    }
    if (seen.size() < samples * 0.9) {
      return seen.size();
    }
    return Math.max(seen.size(),
        Long.divideUnsigned(field.max() - field.min(), Math.max(1, DatePattern.of(segment.format()).unitMillis())) + 1);
  }

  private SegmentShape computeShape() {
    SegmentShape value = valueShape();
    byte[] terminator = segment.terminator();
    if (terminator.length == 0) {
      return value;
    }
    List<ByteSet> positions = new ArrayList<>();
    for (int i = 0; i < value.maxWidth() + terminator.length; i++) {
      ByteSet set = i < value.maxWidth() ? value.positions().get(i).copy() : ByteSet.empty();
      for (int t = 0; t < terminator.length; t++) {
        int at = i - t;
        if (at >= value.minWidth() && at <= value.maxWidth()) {
          set.add(terminator[t] & 0xFF);
        }
      }
      positions.add(set);
    }
    return new SegmentShape(value.minWidth() + terminator.length, value.maxWidth() + terminator.length,
        List.copyOf(positions));
  }

  /** The byte strings of the value alone, without the terminator (inverted when {@link #inverted}). */
  public SegmentShape valueShape() {
    SegmentShape plain = plainShape();
    if (!inverted) {
      return plain;
    }
    return new SegmentShape(plain.minWidth(), plain.maxWidth(),
        plain.positions().stream().map(ByteSet::inverted).toList());
  }

  private SegmentShape plainShape() {
    if (formatter != null) {
      return padded(formattedShape());
    }
    return switch (segment.encoding()) {
      case LONG, INT, SHORT, BYTE, SORTABLE_LONG, SORTABLE_INT, SORTABLE_SHORT, SORTABLE_BYTE ->
          rangeShape(segment.encoding().binaryBytes(low()), segment.encoding().binaryBytes(high()));
      // In byte order from min to max (the sortable forms, or the plain ones from zero up); else any byte.
      case DOUBLE, FLOAT, SORTABLE_DOUBLE, SORTABLE_FLOAT -> order() == SortOrder.NONE
          ? SegmentShape.uniform(segment.encoding().floatWidth(), ByteSet.all())
          : rangeShape(segment.encoding().floatBytes(segment.scale().apply(field.min())),
              segment.encoding().floatBytes(segment.scale().apply(field.max())));
      case DECIMAL -> digitShape(10);
      case HEX -> digitShape(16);
      case BINARY -> padded(field.type() == FieldType.UUID
          ? SegmentShape.uniform(16, ByteSet.all())
          : new SegmentShape(field.minLength(), field.maxLength(),
              java.util.Collections.nCopies(field.maxLength(), ByteSet.all())));
      case STRING -> padded(field.type().isNumeric() ? digitShapeUnpadded() : textShape());
    };
  }

  /** The lowest written number (after a descending transform). */
  private long low() {
    return numeric(segment.descending() ? field.max() : field.min());
  }

  private long high() {
    return numeric(segment.descending() ? field.min() : field.max());
  }

  /**
   * Positions of fixed-width numbers from {@code low} to {@code high}: equal leading bytes are
   * fixed, the first differing byte spans the two, later bytes are free.
   */
  private static SegmentShape rangeShape(byte[] low, byte[] high) {
    List<ByteSet> positions = new ArrayList<>();
    boolean free = false;
    boolean signed = low[0] < 0 && high[0] >= 0;
    for (int i = 0; i < low.length; i++) {
      int a = low[i] & 0xFF;
      int b = high[i] & 0xFF;
      if (signed && i == 0) {
        positions.add(ByteSet.all());
        free = true;
      } else if (free) {
        positions.add(ByteSet.all());
      } else if (a == b) {
        positions.add(ByteSet.empty().add(a));
      } else {
        positions.add(ByteSet.range(Math.min(a, b), Math.max(a, b)));
        free = true;
      }
    }
    return new SegmentShape(low.length, low.length, List.copyOf(positions));
  }

  private SegmentShape digitShape(int radix) {
    long lo = low();
    long hi = high();
    if (lo < 0) {
      return padded(new SegmentShape(1, 20, java.util.Collections.nCopies(20, ByteSet.of("-0123456789abcdef"))));
    }
    String loText = Long.toString(lo, radix);
    String hiText = Long.toString(hi, radix);
    int width = Math.max(segment.width(), 0);
    ByteSet digits = ByteSet.of("0123456789abcdef".substring(0, radix));
    if (width > 0 && hiText.length() > width) {
      // Values beyond the width are written with more digits, so the segment is not fixed-width.
      int shortest = Math.max(width, loText.length());
      return new SegmentShape(shortest, hiText.length(), java.util.Collections.nCopies(hiText.length(), digits));
    }
    if (width > 0 || loText.length() == hiText.length()) {
      int w = Math.max(width, hiText.length());
      return rangeShape(Bytes.toBytes(NumberText.zeroPad(loText, w)), Bytes.toBytes(NumberText.zeroPad(hiText, w)));
    }
    return new SegmentShape(loText.length(), hiText.length(), java.util.Collections.nCopies(hiText.length(), digits));
  }

  private SegmentShape digitShapeUnpadded() {
    long lo = segment.scale().apply(field.min());
    long hi = segment.scale().apply(field.max());
    String loText = Long.toString(lo);
    String hiText = Long.toString(hi);
    int max = Math.max(loText.length(), hiText.length());
    int min = lo < 0 ? 1 : loText.length();
    ByteSet digits = ByteSet.of(lo < 0 ? "-0123456789" : "0123456789");
    if (min == max) {
      return rangeShape(Bytes.toBytes(loText), Bytes.toBytes(hiText));
    }
    return new SegmentShape(min, max, java.util.Collections.nCopies(max, digits));
  }

  private SegmentShape textShape() {
    return switch (field.type()) {
      case ENUM -> enumShape();
      case UUID -> uuidShape();
      case DOMAIN -> new SegmentShape(field.minLength(), field.maxLength(),
          java.util.Collections.nCopies(field.maxLength(), ByteSet.of("-.0123456789abcdefghijklmnopqrstuvwxyz")));
      default -> new SegmentShape(field.minLength(), field.maxLength(),
          java.util.Collections.nCopies(field.maxLength(), ByteSet.of(field.charset().characters())));
    };
  }

  private SegmentShape enumShape() {
    List<byte[]> values = field.values().stream().map(v -> Bytes.toBytes(text(v))).toList();
    return unionShape(values);
  }

  private static SegmentShape unionShape(List<byte[]> values) {
    int min = values.stream().mapToInt(v -> v.length).min().orElse(0);
    int max = values.stream().mapToInt(v -> v.length).max().orElse(0);
    List<ByteSet> positions = new ArrayList<>();
    for (int i = 0; i < max; i++) {
      positions.add(ByteSet.empty());
    }
    for (byte[] v : values) {
      for (int i = 0; i < v.length; i++) {
        positions.get(i).add(v[i] & 0xFF);
      }
    }
    return new SegmentShape(min, max, List.copyOf(positions));
  }

  private SegmentShape uuidShape() {
    List<ByteSet> positions = new ArrayList<>();
    for (int i = 0; i < 36; i++) {
      positions.add(i == 8 || i == 13 || i == 18 || i == 23 ? ByteSet.of("-") : ByteSet.of("0123456789abcdef"));
    }
    if (segment.reverse() == FieldSegment.Reverse.CHARS) {
      java.util.Collections.reverse(positions);
    }
    return new SegmentShape(36, 36, List.copyOf(positions));
  }

  /**
   * The step between the timestamps sampled to learn what a date pattern writes: about
   * {@code FORMAT_SAMPLES} of them over the range, the range's width taken unsigned (from
   * {@code Long.MIN_VALUE} to 0 it is 2^63, which a signed subtraction turned into a step of one
   * and a loop without end). A step that is no multiple of a second, minute or hour lets every
   * clock digit vary.
   */
  private long formatSampleStep() {
    return Math.max(1, Long.divideUnsigned(field.max() - field.min(), FORMAT_SAMPLES)) + 7_919;
  }

  private SegmentShape formattedShape() {
    List<byte[]> samples = new ArrayList<>();
    long step = formatSampleStep();
    for (long t = field.min(); t <= field.max(); t += step) {
      samples.add(Bytes.toBytes(formatter.format(Instant.ofEpochMilli(t))));
      if (t > Long.MAX_VALUE - step) {
        break;
      }
    }
    samples.add(Bytes.toBytes(formatter.format(Instant.ofEpochMilli(field.max()))));
    SegmentShape union = unionShape(samples);
    // A digit position that varies between samples holds every digit between its extremes.
    List<ByteSet> positions = new ArrayList<>();
    for (ByteSet set : union.positions()) {
      boolean digits = set.min() >= '0' && set.max() <= '9';
      positions.add(digits ? ByteSet.range(set.min(), set.max()) : set);
    }
    return new SegmentShape(union.minWidth(), union.maxWidth(), List.copyOf(positions));
  }

  /** Applies the fixed width: positions beyond a value's length hold the pad byte; longer values are cut. */
  private SegmentShape padded(SegmentShape value) {
    int width = segment.width();
    if (width == 0) {
      return value;
    }
    List<ByteSet> positions = new ArrayList<>();
    for (int i = 0; i < width; i++) {
      ByteSet set = i < value.maxWidth() ? value.positions().get(i).copy() : ByteSet.empty();
      if (i >= value.minWidth()) {
        set.add(segment.pad() & 0xFF);
      }
      positions.add(set);
    }
    return new SegmentShape(width, width, List.copyOf(positions));
  }
}
