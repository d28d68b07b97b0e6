package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.ByteSet;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import dev.hbaseadvisor.codec.ValueEnd;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;

/**
 * Flags a variable-width value followed by more key whose end nothing marks ({@link ValueEnd}): a
 * scan for host {@code web1} also returns {@code web10}, a scan for customer {@code 12} also
 * customer {@code 123}. A marker that no value contains keeps scans exact; when it sorts above
 * some value byte (webtable's host then {@code /}) only the order of a value and its extensions
 * changes, a warning when a pattern ranges over the field or asks for an order without binding it.
 */
public final class VariableWidthNotLastCheck implements Rule {

  @Override
  public String id() {
    return "variable-width-not-last";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    List<SegmentCodec> segments = context.codec().segments();
    for (SegmentCodec segment : segments.subList(0, segments.size() - 1)) {
      if (!(segment instanceof FieldCodec f)) {
        continue;
      }
      SegmentCodec next = segments.get(segment.index() + 1);
      ValueEnd end = ValueEnd.of(f, next);
      SegmentShape value = f.valueShape();
      String width = KeyFacts.label(segment) + " is " + value.minWidth() + " to " + value.maxWidth() + " bytes wide";
      String message;
      Severity severity = Severity.ERROR;
      switch (end.kind()) {
        case UNMARKED -> message = width + " and nothing marks its end: " + wrongRows(f)
            + ", and shorter values sort among longer ones";
        case MARKER_INSIDE -> message = width + " and its end marker " + shown(end.marker()) + " can occur inside"
            + " values: a scan for one value also returns longer values that continue with " + shown(end.marker());
        case MARKED_ABOVE -> {
          AccessPattern ordered = orderedOver(schema, f.field().name());
          if (ordered == null) {
            continue;
          }
          severity = Severity.WARNING;
          boolean inverted = f.inverted();
          message = width + " and its end marker " + shown(end.marker()) + " sorts " + (inverted ? "below" : "above")
              + " value bytes such as " + shown(end.below()) + (inverted ? " (its bytes are inverted)" : "")
              + ": scans for one value stay exact, since no value contains " + shown(end.marker())
              + ", but a value sorts " + (inverted ? "before" : "after") + " the longer values that extend it, and '"
              + ordered.name() + "' " + (f.field().name().equals(ordered.range()) ? "ranges over " : "reads in the order of ")
              + f.field().name();
        }
        default -> {
          continue;
        }
      }
      context.report(severity, KeyFacts.path(segment), message, context.meta().fix().strip(),
          suggestion(schema, f, next, end));
    }
  }

  /** What an unmarked value does to a prefix scan, with an example for numbers written as text. */
  private static String wrongRows(FieldCodec f) {
    if (KeyFacts.numberText(f)) {
      String name = f.field().name();
      return "a scan for " + name + " 12 also returns the rows of " + name + " 123 (the digits run on into the next"
          + " part of the key)";
    }
    return "a scan for one value also returns every longer value that starts with it";
  }

  /** The first pattern that ranges over the field, or reads in a stated order without binding it; else null. */
  private static AccessPattern orderedOver(TableSchema schema, String field) {
    for (int i = 0; i < schema.access().size(); i++) {
      AccessPattern p = schema.access().get(i);
      boolean ordered = schema.written("access[" + i + "].order") && p.type() != AccessPattern.AccessType.GET
          && !p.equals().contains(field);
      if (field.equals(p.range()) || ordered) {
        return p;
      }
    }
    return null;
  }

  /**
   * The key with the value's end fixed: a number zero-padded to its widest value; a separator
   * that sorts above value bytes replaced by {@code \x00} (never a second marker in front of it);
   * otherwise a {@code \x00} terminator, or a fixed width when values can contain {@code \x00}.
   */
  private static String suggestion(TableSchema schema, FieldCodec f, SegmentCodec next, ValueEnd end) {
    FieldSegment segment = f.segment();
    SegmentShape value = f.valueShape();
    ByteSet all = ByteSet.empty();
    value.positions().forEach(all::addAll);
    boolean zeroFree = !all.contains(0);
    if (end.kind() == ValueEnd.Kind.UNMARKED && KeyFacts.numberText(f) && segment.reverse() == FieldSegment.Reverse.NONE) {
      FieldEncoding digits = segment.encoding() == FieldEncoding.STRING ? FieldEncoding.DECIMAL : segment.encoding();
      return KeyFacts.suggestReplacing(schema, f.index(), KeyFacts.recoded(segment, digits, value.maxWidth(),
          FieldSegment.Reverse.NONE));
    }
    if (end.kind() == ValueEnd.Kind.MARKED_ABOVE) {
      // Inverted (descending) text is ended in order by \xFF, which it holds only where the text holds \x00.
      int marker = f.inverted() ? 0xFF : 0;
      if (!f.inverted() && !zeroFree || f.inverted() && all.contains(0xFF)) {
        return null;
      }
      if (ValueEnd.literalMarker(f, next)) {
        byte[] literal = ((LiteralSegment) next.segment()).bytes().clone();
        literal[0] = (byte) marker;
        return KeyFacts.suggestReplacing(schema, next.index(), new LiteralSegment(literal));
      }
      return KeyFacts.suggestReplacing(schema, f.index(), KeyFacts.ended(segment, segment.width(),
          new byte[] {(byte) marker}));
    }
    if (f.inverted() && !all.contains(0xFF)) {
      return KeyFacts.suggestReplacing(schema, f.index(), KeyFacts.ended(segment, segment.width(),
          new byte[] {(byte) 0xFF}));
    }
    Segment ended = zeroFree && !f.inverted()
        ? KeyFacts.ended(segment, segment.width(), new byte[] {0})
        : KeyFacts.ended(segment, value.maxWidth(), new byte[0]);
    return KeyFacts.suggestReplacing(schema, f.index(), ended);
  }

  private static String shown(int b) {
    return "'" + Bytes.toStringBinary(new byte[] {(byte) b}) + "'";
  }
}
