package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags a table whose compactions are off ({@code COMPACTION_ENABLED => false}) while it takes
 * writes: its store files pile up until flushes block, cells past their TTL stay, and split
 * daughters never split again.
 */
public final class CompactionDisabledCheck implements Rule {

  private static final int BLOCKING_STORE_FILES = FamilyOptions.CompactionPolicy.DEFAULT_BLOCKING_FILES;
  private static final int BLOCKING_WAIT_SECONDS = FamilyOptions.CompactionPolicy.BLOCKING_WAIT_SECONDS;

  @Override
  public String id() {
    return "compaction-disabled";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    Cluster cluster = schema.cluster();
    Workload w = schema.workload();
    if (cluster.compactionEnabled() || w.effectiveWritesPerSecond() <= 0) {
      return;
    }
    StringBuilder message = new StringBuilder("compactionEnabled is false (COMPACTION_ENABLED => false): no region"
        + " of the table ever compacts (CompactSplit skips it)");
    if (w.bulkLoaded()) {
      message.append(", so every bulk load adds a file to each region it touches and nothing merges them: a read"
          + " opens them all");
    } else {
      double bytesPerSecond = context.cellSizes().bytesPerSecond();
      double regions = Math.max(1, schema.presplit() == null ? 1 : schema.presplit().regions());
      double perRegion = bytesPerSecond / regions;
      message.append(", so a region's store files pile up, one per flush; past ").append(BLOCKING_STORE_FILES)
          .append(" (hbase.hstore.blockingStoreFiles) every flush waits up to ").append(BLOCKING_WAIT_SECONDS)
          .append(" s for a compaction that never comes while puts block at 4 times the flush size");
      if (perRegion > 0) {
        double seconds = (BLOCKING_STORE_FILES + 1) * (double) cluster.flushSize() / perRegion;
        message.append(" (at ").append(Quantities.formatSize(bytesPerSecond)).append("/s over ")
            .append(Quantities.formatCount((long) regions)).append(regions == 1 ? " region" : " regions")
            .append(", after about ").append(Quantities.formatDuration(rounded(seconds)))
            .append(")");
      }
    }
    message.append("; a split daughter keeps its reference files and never splits again");
    boolean expires = schema.families().stream().anyMatch(f -> !f.ttlForever());
    if (expires) {
      message.append("; cells past their ttl stay on disk");
    }
    context.report("cluster.compactionEnabled", message.toString());
  }

  /** Seconds rounded to the hour from 2 hours, to the minute from 2 minutes, for a message. */
  private static long rounded(double seconds) {
    long unit = seconds >= 7_200 ? 3_600 : seconds >= 120 ? 60 : 1;
    return Math.max(1, Math.round(seconds / unit)) * unit;
  }
}
