package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.ByteSet;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.LiteralCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.List;

/**
 * Flags a variable-width value followed by more key with nothing that marks its end: a scan for
 * host {@code web1} also returns {@code web10}, and shorter values sort among longer ones. An end
 * marker (a terminator, or a literal separator next) works when no value can contain it and it
 * sorts below every value byte, as Phoenix's {@code \x00} separator does.
 */
public final class VariableWidthNotLastCheck implements Rule {

  @Override
  public String id() {
    return "variable-width-not-last";
  }

  @Override
  public void check(RuleContext context) {
    List<SegmentCodec> segments = context.codec().segments();
    for (SegmentCodec segment : segments.subList(0, segments.size() - 1)) {
      if (!(segment instanceof FieldCodec f) || (KeyFacts.numberText(f)
          && f.segment().reverse() == FieldSegment.Reverse.NONE)) {
        continue;
      }
      // A terminator has a fixed length, so the value varies exactly when the whole segment does.
      if (f.shape().fixedWidth() || prefixFreeEnum(f)) {
        continue;
      }
      SegmentShape value = f.valueShape();
      ByteSet extension = ByteSet.empty();
      ByteSet all = ByteSet.empty();
      for (int i = 0; i < value.maxWidth(); i++) {
        all.addAll(value.positions().get(i));
        if (i >= value.minWidth()) {
          extension.addAll(value.positions().get(i));
        }
      }
      int marker = marker(f, segments.get(segment.index() + 1));
      String width = KeyFacts.label(segment) + " is " + value.minWidth() + " to " + value.maxWidth() + " bytes wide";
      String message;
      if (marker < 0) {
        message = width + " and nothing marks its end: a scan for one value also returns every longer value that"
            + " starts with it, and shorter values sort among longer ones";
      } else if (extension.contains(marker)) {
        message = width + " and its end marker " + shown(marker) + " can occur inside values: a scan for one value"
            + " also returns longer values that continue with " + shown(marker);
      } else if (marker > extension.min()) {
        message = width + " and its end marker " + shown(marker) + " sorts above value bytes such as "
            + shown(extension.min()) + ": a value sorts after the longer values that extend it";
      } else {
        continue;
      }
      FieldSegment ended = all.contains(0)
          ? KeyFacts.ended(f.segment(), value.maxWidth(), new byte[0])
          : KeyFacts.ended(f.segment(), f.segment().width(), new byte[] {0});
      TableSchema schema = context.schema();
      context.report(KeyFacts.path(segment), message, context.meta().fix().strip(),
          KeyFacts.suggestReplacing(schema, segment.index(), ended));
    }
  }

  /** The first byte after the value: its terminator's, or a literal's that follows; else -1. */
  private static int marker(FieldCodec f, SegmentCodec next) {
    if (f.segment().terminator().length > 0) {
      return f.segment().terminator()[0] & 0xFF;
    }
    return next instanceof LiteralCodec literal ? literal.segment().bytes()[0] & 0xFF : -1;
  }

  /** Whether an enum's written values are such that none starts another: then each ends itself. */
  private static boolean prefixFreeEnum(FieldCodec f) {
    if (f.field().type() != FieldType.ENUM) {
      return false;
    }
    List<byte[]> values = f.field().values().stream().map(f::valueBytes).toList();
    for (byte[] a : values) {
      for (byte[] b : values) {
        if (a != b && a.length <= b.length && Bytes.compare(a, java.util.Arrays.copyOf(b, a.length)) == 0) {
          return false;
        }
      }
    }
    return true;
  }

  private static String shown(int b) {
    return "'" + Bytes.toStringBinary(new byte[] {(byte) b}) + "'";
  }
}
