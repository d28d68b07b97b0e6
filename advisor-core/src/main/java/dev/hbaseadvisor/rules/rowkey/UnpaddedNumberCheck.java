package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;

/**
 * Flags numbers written as text whose digit count varies: keys compare byte by byte, so
 * {@code 10} sorts before {@code 9} and a range of numbers is no range of keys. Zero padding to a
 * fixed width (as the guide's pre-split example formats {@code %016x}) restores the order;
 * negative numbers sort wrong as text whatever the padding. An error when an access pattern scans
 * the field by range.
 */
public final class UnpaddedNumberCheck implements Rule {

  @Override
  public String id() {
    return "unpadded-number";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    for (SegmentCodec segment : context.codec().segments()) {
      if (!(segment instanceof FieldCodec f) || !KeyFacts.numberText(f)
          || f.segment().reverse() != FieldSegment.Reverse.NONE) {
        continue;
      }
      long[] range = KeyFacts.writtenRange(schema, f);
      int radix = KeyFacts.radix(f);
      int low = KeyFacts.digits(range[0], radix);
      int high = KeyFacts.digits(range[1], radix);
      boolean string = f.segment().encoding() == FieldEncoding.STRING;
      boolean padded = !string && f.segment().width() >= high;
      if (range[0] >= 0 && (low == high || padded)) {
        continue;
      }
      String name = f.field().name();
      String message;
      String suggestion = null;
      if (range[0] < 0) {
        message = KeyFacts.label(segment) + " writes negative numbers as text: '-1' sorts before '-2', so the keys"
            + " do not sort as the numbers do";
      } else {
        message = KeyFacts.label(segment) + " writes " + low + " to " + high + " digit numbers"
            + (string ? " as text, right-padded" : " without zero padding to " + high + " digits")
            + ": '10' sorts before '9', so the keys do not sort as the numbers do";
        FieldEncoding digits = string ? FieldEncoding.DECIMAL : f.segment().encoding();
        FieldSegment fixed = KeyFacts.recoded(f.segment(), digits, high, FieldSegment.Reverse.NONE);
        suggestion = KeyFacts.suggestReplacing(schema, segment.index(), fixed);
      }
      Severity severity = KeyFacts.rangeScanned(schema, name) ? Severity.ERROR : context.severity();
      if (severity == Severity.ERROR) {
        message += ", and a range scan over " + name + " returns the wrong rows";
      }
      context.report(severity, KeyFacts.path(segment), message, context.meta().fix().strip(), suggestion);
    }
  }
}
