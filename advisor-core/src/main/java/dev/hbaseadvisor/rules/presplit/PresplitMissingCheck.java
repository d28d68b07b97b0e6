package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.codec.Monotonicity;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags a stated high write rate into a table created with one region, when its data outgrows
 * the first split (twice the flush size under {@code SteppingSplitPolicy}) and pre-splitting can
 * help (the key does not lead with an increasing value). With {@code lint --simulate} the message
 * adds how the simulated writes fell on the servers and when the table first split.
 */
public final class PresplitMissingCheck implements Rule {

  @Override
  public String id() {
    return "presplit-missing";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    Presplit presplit = schema.presplit();
    if (!schema.written("workload") || presplit.algorithm() != Presplit.Algorithm.NONE && presplit.regions() != 1) {
      return;
    }
    // One region takes every put, the ones that add cells to existing rows too.
    double rate = schema.workload().putsPerSecond();
    int servers = schema.cluster().regionServers();
    double bytes = context.cellSizes().tableBytes();
    long firstSplit = 2 * schema.cluster().flushSize();
    boolean bulk = schema.workload().bulkLoaded();
    if (!bulk && rate < context.threshold("minWritesPerSecond") || servers < 2 || bytes <= firstSplit
        || context.codec().segments().get(0).monotonicity() != Monotonicity.NONE) {
      return;
    }
    if (bulk) {
      // HFileOutputFormat2.configureIncrementalLoad makes one reducer per region of the table.
      String path = schema.written("presplit") ? "presplit" : "workload.bulkLoad";
      context.report(path, "the table is bulk-loaded (workload.bulkLoad) into one region: the job that writes its"
          + " HFiles runs one reducer per region (HFileOutputFormat2), so one reducer writes all "
          + Quantities.formatSize(bytes) + ", and the region, on one of the " + servers + " region servers, splits only"
          + " after the compactions the loads ask for", context.meta().fix().strip(), suggestion(context, servers));
      return;
    }
    String path = schema.written("presplit") ? "presplit" : schema.written("workload.writes") ? "workload.writes" : "workload";
    double rows = schema.workload().effectiveWritesPerSecond();
    String message = "the workload writes " + Quantities.formatCount(Math.round(rows)) + " rows/s"
        + (rate > rows ? " in " + Quantities.formatCount(Math.round(rate)) + " puts/s" : "") + " ("
        + Quantities.formatSize(bytes) + " in all) into a table created with one region: until it splits at "
        + Quantities.formatSize(firstSplit) + " and the balancer moves the daughters, one of the " + servers
        + " region servers takes every write";
    message += context.simulation()
        .map(load -> "; " + load.run() + ", " + load.serverShares() + "; " + load.splits()).orElse("");
    context.report(path, message, context.meta().fix().strip(), suggestion(context, servers));
  }

  private static String suggestion(RuleContext context, int servers) {
    if (context.codec().segments().get(0) instanceof SaltCodec) {
      return "presplit:\n  algorithm: salt\n";
    }
    return "presplit:\n  regions: " + servers + "\n  algorithm: auto\n";
  }
}
