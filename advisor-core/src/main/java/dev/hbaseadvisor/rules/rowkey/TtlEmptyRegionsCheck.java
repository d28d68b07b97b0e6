package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags a key that follows the write order (in front, or right after a salt or bucket) on a table
 * whose every family expires its cells, with no normalizer merging: the regions the writes leave
 * behind empty out and stay. The count at the rule's horizon is estimated from the write rate:
 * regions of half a {@code maxFileSize} (a region left behind at its split keeps its lower half)
 * made over the horizon, less those holding the last TTL and half a major compaction period,
 * the mean wait for the compaction that drops the expired cells.
 */
public final class TtlEmptyRegionsCheck implements Rule {

  private static final long DAY = 86_400;

  @Override
  public String id() {
    return "ttl-empty-regions";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    Cluster cluster = schema.cluster();
    if (cluster.normalizer().enabled() && cluster.normalizer().merge()
        || cluster.splitPolicy() == Cluster.SplitPolicy.DISABLED) {
      return;
    }
    long ttl = 0;
    int family = -1;
    for (int i = 0; i < schema.families().size(); i++) {
      Family f = schema.families().get(i);
      if (f.ttlForever() || f.minVersions() > 0) {
        // Rows of this family never expire, so no region empties.
        return;
      }
      if (f.ttlSeconds() > ttl) {
        ttl = f.ttlSeconds();
        family = i;
      }
    }
    SegmentCodec lead = KeyFacts.nonLiteralFrom(context.codec(), 0);
    if (lead == null) {
      return;
    }
    SegmentCodec ordered = lead;
    if (lead instanceof SaltCodec || lead instanceof BucketCodec) {
      ordered = KeyFacts.nonLiteralFrom(context.codec(), lead.index() + 1);
    }
    if (ordered == null || !KeyFacts.followsWriteOrder(ordered)) {
      return;
    }
    double bytesPerSecond = context.cellSizes().bytesPerSecond();
    double regionBytes = cluster.maxFileSize() / 2.0;
    long horizon = Math.round(context.threshold("horizonDays")) * DAY;
    double kept = ttl + cluster.majorCompactionSeconds() / 2.0;
    long made = (long) Math.ceil(bytesPerSecond * horizon / regionBytes);
    long live = Math.min(made, (long) Math.ceil(bytesPerSecond * kept / regionBytes));
    long empty = made - live;
    if (horizon <= ttl || empty < context.threshold("minEmptyRegions")) {
      return;
    }
    String message = KeyFacts.label(ordered) + " follows the write order"
        + (ordered == lead ? "" : " after " + KeyFacts.label(lead)) + " and every family expires its cells (ttl "
        + Quantities.formatDuration(ttl) + "): each region the writes leave behind at its split empties once its"
        + " cells expire and a compaction drops them, and no normalizer merges it (cluster.normalizer.enabled is"
        + " false): after " + Quantities.formatDuration(horizon) + " at " + Quantities.formatSize(bytesPerSecond)
        + "/s, about " + Quantities.formatCount(empty) + " of " + Quantities.formatCount(made)
        + " regions of half maxFileSize (" + Quantities.formatSize(regionBytes) + ") are empty";
    context.report("families[" + family + "].ttl", message);
  }
}
