package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.RowkeyYaml;
import java.util.ArrayList;
import java.util.List;

/** Flags newest-first reads whose single scan returns rows oldest first. */
public final class ScanOrderMismatchCheck implements Rule {

  @Override
  public String id() {
    return "scan-order-mismatch";
  }

  @Override
  public void check(RuleContext context) {
    List<Segment> rowkey = context.schema().rowkey();
    for (AccessPlan plan : AccessPlans.of(context).plans()) {
      if (!plan.pattern().newestFirst() || plan.orderServed() || plan.kind() == PlanKind.FULL_SCAN
          || plan.scans() != 1 || plan.keyEnd() >= rowkey.size()) {
        continue;
      }
      int at = plan.keyEnd();
      String path = "access[" + plan.index() + "].order";
      String head = AccessPlans.name(plan) + " wants the newest rows first, but ";
      if (rowkey.get(at) instanceof FieldSegment f && isTime(context.schema().field(f.field()))
          && plan.pattern().reversed()) {
        context.report(path, head + "it reads with a reverse scan (reversed: true), and rowkey[" + at + "] ("
            + f.field() + ") is written descending, so the reverse scan returns the oldest first",
            "Read with a forward scan (drop reversed: true): rowkey[" + at + "] already sorts the newest first.",
            null);
      } else if (rowkey.get(at) instanceof FieldSegment f && isTime(context.schema().field(f.field()))) {
        String fix = "Write rowkey[" + at + "] as Long.MAX_VALUE - " + f.field()
            + " (order: descending) so that a forward scan returns the newest first, or read with a reverse scan "
            + "(Scan.setReversed(true), HBase 0.98 and later; reversed: true on the pattern).";
        String suggestion = null;
        if (f.format() == null && f.encoding() != FieldEncoding.STRING) {
          List<Segment> fixed = new ArrayList<>(rowkey);
          fixed.set(at, new FieldSegment(f.field(), f.encoding(), f.width(), f.pad(), f.reverse(), true, null,
              f.terminator(), f.scale()));
          suggestion = RowkeyYaml.render(context.schema(), fixed);
        }
        context.report(path, head + "after the part it fixes the key sorts by rowkey[" + at + "] (" + f.field()
            + ") ascending, so the scan returns the oldest first", fix, suggestion);
      } else {
        context.report(path, head + "after the part it fixes the key sorts by rowkey[" + at + "] ("
            + rowkey.get(at).describe() + "), not by time, so the newest rows can come anywhere in the scan",
            "Put the timestamp, as Long.MAX_VALUE - ts (order: descending), right after the fields the pattern "
            + "binds.", null);
      }
    }
  }

  private static boolean isTime(FieldSpec field) {
    return field.type() == FieldType.TIMESTAMP || field.increasing();
  }
}
