package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/** Flags scans that read many rows for each one they return because bound fields sit behind a free segment. */
public final class FilterScanCheck implements Rule {

  @Override
  public String id() {
    return "filter-scan";
  }

  @Override
  public void check(RuleContext context) {
    for (AccessPlan plan : AccessPlans.of(context).plans()) {
      if (plan.kind() != PlanKind.FILTER_SCAN || plan.readAmplification() < context.threshold("minReadAmplification")) {
        continue;
      }
      String filter = plan.fuzzy()
          ? "a FuzzyRowFilter on " + plan.fuzzyKey() + " can skip to the matching rows"
          : "no FuzzyRowFilter can help, as the filtered bytes have no fixed position";
      context.report("access[" + plan.index() + "]", AccessPlans.name(plan) + " reads ~"
          + AccessPlans.rows(plan.rowsRead()) + " rows in " + plan.scans() + (plan.scans() == 1 ? " scan" : " scans")
          + " to return ~" + AccessPlans.rows(plan.rowsReturned()) + ": " + String.join(", ", plan.filtered())
          + " must be filtered because the key range ends at " + AccessPlans.keyEnd(plan) + "; " + filter);
    }
  }
}
