package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;

/**
 * Flags access patterns that the rowkey can only serve by reading every region. A read whose
 * limit stops it (the newest 100 rows of a key that sorts newest first, the newest 100 of each
 * salt bucket merged, any 100 rows when no order is asked) reads no more than its limit in each
 * scan, whatever the table's size, and is left alone; one that must filter rows to fill its limit
 * (users of one game over a user-led key) still walks the table, and is flagged.
 */
public final class FullTableScanCheck implements Rule {

  @Override
  public String id() {
    return "full-table-scan";
  }

  /** Whether the plan's own estimate reads no more than the limit of each of its scans. */
  private static boolean stopsAtItsLimit(AccessPlan plan) {
    long limit = plan.pattern().limit();
    return limit > 0 && plan.rowsRead() <= (double) limit * plan.scans();
  }

  @Override
  public void check(RuleContext context) {
    TablePlans plans = AccessPlans.of(context);
    if (plans.stats().rows() < context.threshold("minRows")) {
      return;
    }
    for (AccessPlan plan : plans.plans()) {
      if (plan.kind() != PlanKind.FULL_SCAN || stopsAtItsLimit(plan)) {
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
