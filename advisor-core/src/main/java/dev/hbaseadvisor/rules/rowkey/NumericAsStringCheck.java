package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags numbers written into the key as text when their binary form is shorter: the guide's
 * "Byte Patterns" example, where {@code 1234567890L} is 8 bytes as a long and 10 as a string.
 * Digit-reversed numbers (the guide's "reversing" remedy) and keys pre-split by the matching
 * {@code decimal} or {@code hex} algorithm need their text and are left alone.
 */
public final class NumericAsStringCheck implements Rule {

  @Override
  public String id() {
    return "numeric-as-string";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    for (SegmentCodec segment : context.codec().segments()) {
      if (!(segment instanceof FieldCodec f) || !KeyFacts.numberText(f)
          || f.segment().reverse() == FieldSegment.Reverse.CHARS || splitAsText(schema, f.segment().encoding())) {
        continue;
      }
      long[] range = KeyFacts.writtenRange(schema, f);
      int text = Math.max(f.segment().width(), Math.max(KeyFacts.digits(range[0], KeyFacts.radix(f)),
          KeyFacts.digits(range[1], KeyFacts.radix(f))));
      FieldEncoding binary = SchemaLoader.defaultEncoding(f.field().type(), false);
      int bytes = binary == FieldEncoding.INT ? 4 : 8;
      if (text - bytes < context.threshold("minExtraBytes")) {
        continue;
      }
      String message = KeyFacts.label(segment) + " writes numbers up to " + KeyFacts.count(range[1]) + " as "
          + f.segment().encoding().yamlName() + " text: up to " + text + " bytes where "
          + (bytes == 8 ? "a long" : "an int") + " takes " + bytes;
      FieldSegment suggested = KeyFacts.recoded(f.segment(), binary, 0, FieldSegment.Reverse.NONE);
      context.report(KeyFacts.path(segment), message, context.meta().fix().strip(),
          KeyFacts.suggestReplacing(schema, segment.index(), suggested));
    }
  }

  /** Whether a pre-split cuts decimal or hex text, which the key must then keep. */
  private static boolean splitAsText(TableSchema schema, FieldEncoding encoding) {
    Presplit.Algorithm algorithm = schema.presplit().algorithm();
    return (algorithm == Presplit.Algorithm.DECIMAL && encoding != FieldEncoding.HEX)
        || (algorithm == Presplit.Algorithm.HEX && encoding == FieldEncoding.HEX);
  }
}
