package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
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
 * (users of one game over a user-led key) still walks the table, and is flagged. A read marked as a
 * batch job ({@code batch: true}: a MapReduce or Spark scan through {@code TableInputFormat}, one
 * task per region) is judged as one: a warning at any rate, with the bytes it reads each run and a
 * day, since a batch job is allowed to read everything but its cost grows with the table.
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
      if (plan.pattern().batch()) {
        reportBatch(context, plan, plans);
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

  /**
   * A batch job's whole-table scan: the bytes of the families it reads (each scan reads only the
   * stores of its families), split into one map task per region ({@code TableInputFormatBase.getSplits}),
   * per run and per day at its rate.
   */
  private static void reportBatch(RuleContext context, AccessPlan plan, TablePlans plans) {
    CellSizes sizes = context.cellSizes();
    double bytes = 0;
    for (Family family : context.schema().families()) {
      if (plan.pattern().families().isEmpty() || plan.pattern().families().contains(family.name())) {
        bytes += sizes.familyTableBytes(family);
      }
    }
    long regions = CellSizes.regionsAt(sizes.tableBytes(), context.schema().cluster().maxFileSize());
    double perDay = bytes * plan.pattern().ratePerSecond() * 86_400;
    context.report(Severity.WARNING, "access[" + plan.index() + "]", AccessPlans.name(plan) + " is a batch job that"
        + " reads the whole table each run: ~" + AccessPlans.rows(plans.stats().rows()) + " rows, "
        + Quantities.formatSize(bytes) + " of its families in ~" + AccessPlans.rows(regions) + " map "
        + (regions == 1 ? "task" : "tasks") + " (one per region), " + Quantities.formatSize(perDay)
        + " a day at its rate, to return ~" + AccessPlans.rows(plan.rowsReturned()) + " rows; a batch job may read"
        + " everything, but its cost grows with the table (" + AccessPlans.keyEnd(plan) + ")",
        context.meta().fix().strip(), null);
  }
}
