package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.rules.SimulatedLoad;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Region;
import dev.hbaseadvisor.workload.SaltShares;
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
    if (plan == null) {
      return;
    }
    if (plan.unreachable().isEmpty()) {
      fewSaltCombinations(context, plan);
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

  /**
   * Regions of a salt over key bytes that its few value combinations are not expected to reach:
   * Phoenix's {@code SALT_BUCKETS=256} over 200 sequences leaves about 117 of 256 regions without a
   * row. Which regions is not known (the salt hashes the key's bytes, not the fields'), so the
   * count is the expected one, each region empty with {@link SaltShares#chanceNoneWritten} of the
   * salt values it holds.
   */
  private static void fewSaltCombinations(RuleContext context, PresplitPlan plan) {
    if (plan.salt().isEmpty() || !(context.schema().rowkey().get(0) instanceof SaltSegment salt) || salt.random()) {
      return;
    }
    SaltShares shares = SaltShares.of(context.schema(), salt);
    List<Long> perRegion = plan.salt().get().bucketsPerRegion();
    if (shares.exact() || perRegion.isEmpty()) {
      return;
    }
    double expected = 0;
    for (long values : perRegion) {
      expected += shares.chanceNoneWritten((int) values);
    }
    long empty = Math.round(expected);
    if (empty <= 0) {
      return;
    }
    int regions = plan.regionCount();
    String message = String.format(Locale.ROOT, "about %d of %d pre-split regions (%s) will never receive a row: %s"
        + " hashes the key's %,d value combinations, which fill about %d of its %d buckets (which ones depends on"
        + " the values)", empty, regions, plan.algorithm().yamlName(), salt.describe(),
        shares.combinations(), Math.round(shares.expectedWrittenBuckets()), salt.buckets());
    Severity severity = (double) empty / regions >= context.threshold("errorShare") ? Severity.ERROR : context.severity();
    String path = context.schema().written("presplit.algorithm") ? "presplit.algorithm" : "presplit";
    context.report(severity, path, message, "Pre-split into no more regions than the key's values fill: fewer salt"
        + " buckets, or none for a table this small.", null);
  }
}
