package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;

/** Flags access patterns that the rowkey can only serve by reading every region. */
public final class FullTableScanCheck implements Rule {

  @Override
  public String id() {
    return "full-table-scan";
  }

  @Override
  public void check(RuleContext context) {
    TablePlans plans = AccessPlans.of(context);
    if (plans.stats().rows() < context.threshold("minRows")) {
      return;
    }
    for (AccessPlan plan : plans.plans()) {
      if (plan.kind() != PlanKind.FULL_SCAN) {
        continue;
      }
      Severity severity = plan.pattern().ratePerSecond() >= context.threshold("errorRate")
          ? Severity.ERROR : Severity.WARNING;
      context.report(severity, "access[" + plan.index() + "]", AccessPlans.name(plan) + " reads the whole table, ~"
          + AccessPlans.rows(plans.stats().rows()) + " rows, to return ~" + AccessPlans.rows(plan.rowsReturned())
          + ": nothing it fixes leads the rowkey (" + AccessPlans.keyEnd(plan) + ")", context.meta().fix().strip(),
          null);
    }
  }
}
