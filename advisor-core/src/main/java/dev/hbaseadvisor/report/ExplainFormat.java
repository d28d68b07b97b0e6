package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.TablePlans;
import java.util.Locale;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The output formats of {@code explain}: a plan per access pattern for people, or JSON with the
 * stable names {@code access[].name, plan, scans, rowsRead, rowsReturned, start, stop, orderServed}.
 */
public enum ExplainFormat {
  TEXT, JSON;

  /** Renders the plans of one schema. */
  public String render(TableSchema schema, TablePlans plans) {
    return this == TEXT ? text(schema, plans) : json(schema, plans);
  }

  private static String text(TableSchema schema, TablePlans plans) {
    StringBuilder sb = new StringBuilder();
    sb.append(schema.source()).append(": table ").append(schema.table()).append(", ")
        .append(Quantities.plural(plans.stats().rows(), "row")).append(", ")
        .append(Numbers.rate(plans.stats().writesPerSecond())).append(" writes\n");
    if (plans.plans().isEmpty()) {
      sb.append("\nno access patterns: add an 'access:' section to plan reads\n");
    }
    for (AccessPlan plan : plans.plans()) {
      sb.append('\n').append(plan.name()).append("  ").append(plan.kind()).append("  ")
          .append(plan.scans()).append(plan.kind().name().endsWith("GET") ? " get" : " scan")
          .append(plan.scans() == 1 ? "" : "s").append("  ").append(Numbers.rate(plan.pattern().ratePerSecond()))
          .append('\n');
      if (schema.multiKind()) {
        sb.append("  kind   ").append(kindName(schema, plan)).append(", planned on its own key\n");
      }
      if (!plan.start().isEmpty() || !plan.stop().isEmpty()) {
        sb.append("  start  ").append(plan.start()).append('\n');
        sb.append("  stop   ").append(plan.stop()).append('\n');
      }
      sb.append("  rows   ~").append(Numbers.count(plan.rowsRead())).append(" read, ~")
          .append(Numbers.count(plan.rowsReturned())).append(" returned, ")
          .append(Numbers.fraction(plan.fractionTouched())).append(" of the key space\n");
      if (!plan.filtered().isEmpty()) {
        sb.append("  filter ").append(String.join(", ", plan.filtered()))
            .append(plan.fuzzy() ? ": FuzzyRowFilter " + plan.fuzzyKey()
                : plan.pattern().range() != null && plan.filtered().contains(plan.pattern().range())
                    ? ": no FuzzyRowFilter (a range is not fixed bytes)"
                : ": no FuzzyRowFilter (not at fixed positions of the key)")
            .append('\n');
      }
      sb.append("  order  ").append(order(plan)).append('\n');
      for (String step : plan.steps()) {
        sb.append("    ").append(step).append('\n');
      }
    }
    return sb.toString();
  }

  private static String order(AccessPlan plan) {
    String wanted = plan.pattern().newestFirst() ? "newest first" : "ascending";
    if (plan.orderServed()) {
      return wanted + ", served by the key order";
    }
    return wanted + ", NOT served: "
        + (plan.scans() > 1 ? "the client merges " + plan.scans() + " scans" : "the key sorts the other way");
  }

  /** The record kind whose key a plan of a multi-kind table was planned on. */
  private static String kindName(TableSchema schema, AccessPlan plan) {
    return schema.kinds().get(schema.kindOfAccess(plan.index())).name();
  }

  private static String json(TableSchema schema, TablePlans plans) {
    ObjectNode root = Json.object();
    ArrayNode access = root.putArray("access");
    for (AccessPlan plan : plans.plans()) {
      ObjectNode o = access.addObject();
      o.put("name", plan.name());
      if (schema.multiKind()) {
        o.put("kind", kindName(schema, plan));
      }
      o.put("plan", plan.kind().name());
      o.put("scans", plan.scans());
      o.put("rowsRead", plan.rowsRead());
      o.put("rowsReturned", plan.rowsReturned());
      o.put("start", plan.start());
      o.put("stop", plan.stop());
      o.put("orderServed", plan.orderServed());
      o.put("fractionTouched", Numbers.round(plan.fractionTouched()));
      ArrayNode filtered = o.putArray("filter");
      plan.filtered().forEach(filtered::add);
      if (plan.fuzzy()) {
        o.put("fuzzyRowFilter", plan.fuzzyKey());
      }
      ArrayNode columns = o.putArray("columns");
      plan.columns().forEach(columns::add);
      ArrayNode steps = o.putArray("steps");
      plan.steps().forEach(steps::add);
    }
    ObjectNode table = root.putObject("table");
    table.put("rows", plans.stats().rows());
    table.put("writesPerSecond", Numbers.round(plans.stats().writesPerSecond()));
    return Json.write(root);
  }

  /** Number formatting shared by the planner's outputs, fixed to the root locale. */
  static final class Numbers {

    private Numbers() {}

    /** {@code 1,234,567}. */
    static String count(long n) {
      return Quantities.formatCount(n);
    }

    /** {@code 50/s}, {@code 1/min}, {@code 1/h}, {@code 1.6/s}. */
    static String rate(double perSecond) {
      return Quantities.formatRate(perSecond);
    }

    /** A fraction as a percentage or, below 0.01 %, in scientific notation. */
    static String fraction(double f) {
      if (f >= 1) {
        return "all";
      }
      if (f >= 0.0001) {
        return String.format(Locale.ROOT, "%.2f%%", f * 100);
      }
      return String.format(Locale.ROOT, "%.1e", f);
    }

    /** Six significant digits, so JSON is stable and readable. */
    static double round(double v) {
      if (v == 0 || Double.isInfinite(v) || Double.isNaN(v)) {
        return v;
      }
      return new java.math.BigDecimal(v).round(new java.math.MathContext(6)).doubleValue();
    }
  }
}
