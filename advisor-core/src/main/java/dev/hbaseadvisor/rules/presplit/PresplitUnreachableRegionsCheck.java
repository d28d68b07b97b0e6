package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.rules.SimulatedLoad;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Region;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Reports pre-split regions that no key can reach, with where the keys pile up instead; with
 * {@code lint --simulate}, also how many regions received no simulated write.
 */
public final class PresplitUnreachableRegionsCheck implements Rule {

  @Override
  public String id() {
    return "presplit-unreachable-regions";
  }

  @Override
  public void check(RuleContext context) {
    PresplitPlan plan = PresplitAnalysis.plan(context).orElse(null);
    if (plan == null || plan.unreachable().isEmpty()) {
      return;
    }
    List<Region> empty = plan.unreachable();
    int regions = plan.regionCount();
    List<String> names = new ArrayList<>();
    for (Region r : empty) {
      names.add("R" + r.index() + " [" + PresplitAnalysis.bound(r.start()) + ", " + PresplitAnalysis.bound(r.end()) + ")");
    }
    String message = String.format(Locale.ROOT, "%d of %d pre-split regions (%s) can never receive a key: %s",
        empty.size(), regions, plan.algorithm().yamlName(), String.join(", ", names));
    Region busiest = PresplitAnalysis.shares(context, plan, (int) context.threshold("sampleKeys")).stream()
        .max(Comparator.comparingDouble(Region::expectedShare)).orElse(null);
    if (busiest != null) {
      message += String.format(Locale.ROOT, "; the busiest region R%d would take %.1f%% of the keys (an even spread is %.1f%%)",
          busiest.index(), 100 * busiest.expectedShare(), 100.0 / regions);
    }
    message += context.simulation().map(load -> "; " + load.run() + ", " + load.regionsWithoutWrites() + " of the "
        + load.regionWrites().size() + " regions received none and R" + load.busiestRegion() + " took "
        + SimulatedLoad.percent(load.busiestRegionShare()) + " of them").orElse("");
    Severity severity = (double) empty.size() / regions >= context.threshold("errorShare")
        ? Severity.ERROR : context.severity();
    String path = context.schema().written("presplit.algorithm") ? "presplit.algorithm" : "presplit";
    context.report(severity, path, message, context.meta().fix().strip(), null);
  }
}
