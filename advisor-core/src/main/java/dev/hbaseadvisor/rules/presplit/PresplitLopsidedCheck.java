package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.SimulatedLoad;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Region;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Reports a pre-split whose regions are all reachable but whose busiest region is expected to
 * take several times an even share of the keys, naming that region and the algorithm that fits
 * the key, and with {@code lint --simulate} what the simulated writes did; unreachable regions are
 * {@code presplit-unreachable-regions}' finding.
 */
public final class PresplitLopsidedCheck implements Rule {

  @Override
  public String id() {
    return "presplit-lopsided";
  }

  @Override
  public void check(RuleContext context) {
    PresplitPlan plan = PresplitAnalysis.plan(context).orElse(null);
    if (plan == null || plan.regionCount() < 2 || !plan.unreachable().isEmpty()) {
      return;
    }
    List<Region> regions = PresplitAnalysis.shares(context, plan, (int) context.threshold("sampleKeys"));
    Region busiest = regions.stream().max(Comparator.comparingDouble(Region::expectedShare)
        .thenComparing(Comparator.comparingInt(Region::index).reversed())).orElseThrow();
    double even = 1.0 / regions.size();
    if (busiest.expectedShare() < context.threshold("maxShareRatio") * even
        || busiest.expectedShare() < context.threshold("minShare")) {
      return;
    }
    Presplit.Algorithm current = plan.algorithm();
    Presplit.Algorithm fits = fitting(context.codec(), current);
    String message = String.format(Locale.ROOT, "R%d [%s, %s) is expected to take %.1f%% of the keys, %.1f times an"
        + " even share of %.1f%% over the %d regions (%s)", busiest.index(), PresplitAnalysis.bound(busiest.start()),
        PresplitAnalysis.bound(busiest.end()), 100 * busiest.expectedShare(), busiest.expectedShare() / even, 100 * even,
        regions.size(), current.yamlName());
    message += "; " + reason(context.codec(), current, fits);
    message += context.simulation().map(load -> "; " + load.run() + ", R" + load.busiestRegion() + " took "
        + SimulatedLoad.percent(load.busiestRegionShare()) + " of them and " + load.serverShares()).orElse("");
    String path = context.schema().written("presplit.algorithm") ? "presplit.algorithm" : "presplit";
    context.report(path, message);
  }

  /** The algorithm that fits the key's lead, or {@code sample} when the fitting one is in use already. */
  static Presplit.Algorithm fitting(RowKeyCodec codec, Presplit.Algorithm current) {
    SegmentCodec lead = codec.segments().isEmpty() ? null : codec.segments().get(0);
    Presplit.Algorithm byKey = Presplit.Algorithm.SAMPLE;
    if (lead instanceof SaltCodec || lead instanceof BucketCodec) {
      byKey = Presplit.Algorithm.SALT;
    } else if (lead instanceof HashCodec hash) {
      byKey = hash.segment().encoding() == HashEncoding.HEX ? Presplit.Algorithm.HEX : Presplit.Algorithm.UNIFORM;
    }
    return byKey == current ? Presplit.Algorithm.SAMPLE : byKey;
  }

  private static String reason(RowKeyCodec codec, Presplit.Algorithm current, Presplit.Algorithm fits) {
    SegmentCodec lead = codec.segments().get(0);
    if (fits == Presplit.Algorithm.SAMPLE && current == Presplit.Algorithm.SALT) {
      return "the salt's values are skewed, so no boundary between salt values divides the hot bucket:"
          + " `algorithm: sample` also cuts inside it, which spreads its writes only where they spread over its"
          + " keys, and a salt over more fields spreads a popular value's rows (salt-few-values)";
    }
    if (fits == Presplit.Algorithm.SAMPLE && current == Presplit.Algorithm.SAMPLE) {
      return "the generated keys cannot place the splits better: give real keys in `presplit.keys`";
    }
    String what = lead.segment().describe();
    return "the key starts with " + what + ": use `algorithm: " + fits.yamlName() + "`"
        + (fits == Presplit.Algorithm.SAMPLE ? " (split points at quantiles of keys generated from the fields)" : "");
  }
}
