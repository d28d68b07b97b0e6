package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags domain names written as they read ({@code www.apache.org}): the hosts of one site then
 * sort by their first label, apart from each other, where reversed ({@code org.apache.www}) they
 * sit together (the reference guide's data model chapter and its webtable).
 */
public final class DomainNotReversedCheck implements Rule {

  @Override
  public String id() {
    return "domain-not-reversed";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    for (SegmentCodec segment : context.codec().segments()) {
      if (!(segment instanceof FieldCodec f) || f.field().type() != FieldType.DOMAIN
          || f.segment().reverse() != FieldSegment.Reverse.NONE) {
        continue;
      }
      String name = f.field().name();
      StringBuilder message = new StringBuilder(KeyFacts.label(segment)
          + " writes domains as they read (www.apache.org): the hosts of one site sort by their first label,"
          + " so mail.apache.org and www.apache.org lie far apart");
      for (int i = 0; i < schema.access().size(); i++) {
        AccessPattern a = schema.access().get(i);
        if (name.equals(a.range())) {
          message.append("; access[").append(i).append("] '").append(a.name())
              .append("' reads a site's hosts as a range, which is not one contiguous scan");
        }
      }
      FieldSegment reversed = KeyFacts.recoded(f.segment(), f.segment().encoding(), f.segment().width(),
          FieldSegment.Reverse.DOMAIN);
      context.report(KeyFacts.path(segment), message.toString(), context.meta().fix().strip(),
          KeyFacts.suggestReplacing(schema, segment.index(), reversed));
    }
  }
}
