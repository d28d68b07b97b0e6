package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags scans that read many rows for each one they return because bound fields sit behind a free
 * segment. A scan that reads no more than one HFile block (the family's {@code BLOCKSIZE}, 64 KiB
 * by default) is left alone: HBase reads a whole block for a single row anyway.
 */
public final class FilterScanCheck implements Rule {

  @Override
  public String id() {
    return "filter-scan";
  }

  @Override
  public void check(RuleContext context) {
    TablePlans plans = AccessPlans.of(context);
    // A row stores its key at least once, even when the design names no columns.
    double rowBytes = Math.max(context.cellSizes().tableBytes() / Math.max(1, plans.stats().rows()),
        context.cellSizes().meanKeyBytes());
    long block = context.schema().families().stream().mapToLong(Family::blockSize).min().orElse(Family.DEFAULT_BLOCK_SIZE);
    for (AccessPlan plan : plans.plans()) {
      if (plan.kind() != PlanKind.FILTER_SCAN || plan.readAmplification() < context.threshold("minReadAmplification")) {
        continue;
      }
      // HBase reads whole HFile blocks: a scan that reads less than a block costs what one row does.
      if (plan.rowsRead() * rowBytes / Math.max(1, plan.scans()) <= block) {
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
