package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldType;
import java.util.Arrays;
import java.util.List;

/**
 * How the end of a field's value is marked when more key follows it, which decides whether a
 * prefix scan for one value is exact: keys compare byte by byte (HBase's {@code Bytes.compareTo}),
 * so without a marker the prefix {@code 12} also matches {@code 123}. A marker works for
 * exactness when no value can contain it, and also keeps a value before its extensions when it
 * sorts below every value byte, as Phoenix's {@code \x00} separator does
 * ({@code QueryConstants.SEPARATOR_BYTE}).
 *
 * @param kind how the end is marked
 * @param marker the first byte after the value (its terminator's, or the next literal's), or -1
 * @param below the lowest byte a longer value continues with (the highest, for a value written
 *     inverted, whose order is descending), or -1 when values never extend
 */
public record ValueEnd(Kind kind, int marker, int below) {

  /** The ways a value's end can be marked. */
  public enum Kind {
    /** Every value has the same width. */
    FIXED,
    /** An enum whose values never start one another. */
    PREFIX_FREE,
    /** A marker no value contains, below every byte a longer value continues with. */
    MARKED,
    /**
     * A marker no value contains, but above some byte a longer value continues with (below one,
     * for a value written inverted): exact scans, shuffled order.
     */
    MARKED_ABOVE,
    /** A marker that values can contain: a scan for one value also returns longer ones. */
    MARKER_INSIDE,
    /** Nothing marks the end: a scan for one value also returns every longer value starting with it. */
    UNMARKED;

    /** Whether a prefix scan for one value returns exactly that value's rows. */
    public boolean exact() {
      return this != MARKER_INSIDE && this != UNMARKED;
    }
  }

  /** How a field's value ends before {@code next} (null when the field is last). */
  public static ValueEnd of(FieldCodec f, SegmentCodec next) {
    if (next == null || f.shape().fixedWidth() || prefixFree(f)) {
      return new ValueEnd(f.shape().fixedWidth() || next == null ? Kind.FIXED : Kind.PREFIX_FREE, -1, -1);
    }
    SegmentShape value = f.valueShape();
    ByteSet extension = ByteSet.empty();
    for (int i = value.minWidth(); i < value.maxWidth(); i++) {
      extension.addAll(value.positions().get(i));
    }
    int marker = marker(f, next);
    // Inverted (descending) text keeps its order when a value sorts after its longer extensions:
    // its marker must sort above every byte they continue with (Phoenix's \xFF after a DESC value).
    boolean inverted = f.inverted();
    int below = extension.isEmpty() ? -1 : inverted ? extension.max() : extension.min();
    Kind kind;
    if (marker < 0) {
      kind = Kind.UNMARKED;
    } else if (extension.contains(marker)) {
      kind = Kind.MARKER_INSIDE;
    } else if (below >= 0 && (inverted ? marker < below : marker > below)) {
      kind = Kind.MARKED_ABOVE;
    } else {
      kind = Kind.MARKED;
    }
    return new ValueEnd(kind, marker, below);
  }

  /** Whether the end marker is a literal segment after the value rather than the value's terminator. */
  public static boolean literalMarker(FieldCodec f, SegmentCodec next) {
    return f.segment().terminator().length == 0 && next instanceof LiteralCodec;
  }

  /** The first byte after the value: its terminator's, or a literal's that follows; else -1. */
  private static int marker(FieldCodec f, SegmentCodec next) {
    if (f.segment().terminator().length > 0) {
      return f.segment().terminator()[0] & 0xFF;
    }
    return next instanceof LiteralCodec literal ? literal.segment().bytes()[0] & 0xFF : -1;
  }

  /** Whether an enum's written values are such that none starts another: then each ends itself. */
  private static boolean prefixFree(FieldCodec f) {
    if (f.field().type() != FieldType.ENUM) {
      return false;
    }
    List<byte[]> values = f.field().values().stream().map(f::valueBytes).toList();
    for (byte[] a : values) {
      for (byte[] b : values) {
        if (a != b && a.length <= b.length && Arrays.equals(a, 0, a.length, b, 0, a.length)) {
          return false;
        }
      }
    }
    return true;
  }
}
