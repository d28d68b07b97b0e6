package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.RowkeyYaml;
import java.util.ArrayList;
import java.util.List;

/** Flags reads bound on a field that only names dynamic qualifiers, so that every row must be read. */
public final class WideRowLookupCheck implements Rule {

  @Override
  public String id() {
    return "wide-row-lookup";
  }

  @Override
  public void check(RuleContext context) {
    for (AccessPlan plan : AccessPlans.of(context).plans()) {
      if (plan.kind() != PlanKind.FULL_SCAN) {
        continue;
      }
      for (String field : plan.columns()) {
        if (!plan.pattern().equals().contains(field)) {
          continue;
        }
        String family = familyOf(context, field);
        context.report("access[" + plan.index() + "].equals", AccessPlans.name(plan) + " looks for " + field
            + ", which only names qualifiers of family " + family + " (a wide row per "
            + keyFields(context) + "): HBase must read every row to find that column",
            "Promote " + field + " into the rowkey ahead of the current key (the tall design: one row per " + field
            + " and " + keyFields(context) + "), so that a prefix scan finds it.",
            RowkeyYaml.render(context.schema(), promoted(context, field)));
        break;
      }
    }
  }

  private static String familyOf(RuleContext context, String field) {
    for (Family family : context.schema().families()) {
      for (Column c : family.columns()) {
        if (field.equals(c.qualifierFrom())) {
          return family.name();
        }
      }
    }
    return "?";
  }

  private static String keyFields(RuleContext context) {
    List<String> fields = new ArrayList<>();
    for (Segment s : context.schema().rowkey()) {
      for (String f : s.sourceFields()) {
        if (!fields.contains(f)) {
          fields.add(f);
        }
      }
    }
    return String.join(" and ", fields);
  }

  private static List<Segment> promoted(RuleContext context, String field) {
    FieldSpec spec = context.schema().field(field);
    boolean fixed = !spec.type().isText() || spec.minLength() == spec.maxLength();
    List<Segment> rowkey = new ArrayList<>();
    rowkey.add(new FieldSegment(field, SchemaLoader.defaultEncoding(spec.type(), false), 0, (byte) 0,
        FieldSegment.Reverse.NONE, false, null, fixed ? new byte[0] : new byte[] {0}));
    rowkey.addAll(context.schema().rowkey());
    return rowkey;
  }
}
