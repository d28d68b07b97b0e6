package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;

/**
 * Flags a key led by a field with fewer distinct values than the cluster can spread over (a
 * handful of event types, a country code). Salts, buckets and hashes are left alone: their few
 * values are the point; a lead that follows the write order is the monotonic rule's. When a
 * segment that follows the write order comes next, every write goes to one of those few regions:
 * an error at a write rate one region server cannot absorb, a warning below it. A stated workload
 * whose whole table fits one region and whose writes one region absorbs makes it a note.
 */
public final class LowCardinalityLeadCheck implements Rule {

  @Override
  public String id() {
    return "low-cardinality-lead";
  }

  @Override
  public void check(RuleContext context) {
    SegmentCodec lead = KeyFacts.nonLiteralFrom(context.codec(), 0);
    if (!(lead instanceof FieldCodec field) || KeyFacts.followsWriteOrder(lead)) {
      return;
    }
    int servers = context.schema().cluster().regionServers();
    long perServer = Math.round(context.threshold("distinctPerRegionServer"));
    long wanted = servers * perServer;
    long distinct = field.distinctValues();
    if (distinct >= wanted) {
      return;
    }
    String message = KeyFacts.label(lead) + " leads the key with only " + distinct + " distinct value"
        + (distinct == 1 ? "" : "s") + ", fewer than " + wanted + " (" + servers + " region servers x " + perServer
        + "): the key space has " + distinct + " prefix" + (distinct == 1 ? "" : "es")
        + " to pre-split and spread load by";
    Severity severity = context.severity();
    SegmentCodec next = KeyFacts.nonLiteralFrom(context.codec(), lead.index() + 1);
    if (next != null && KeyFacts.followsWriteOrder(next)) {
      // As presplit-missing judges an unsplit table: a few regions taking every write matter at
      // the rate one region server cannot absorb, not at a few puts per second.
      boolean busy = KeyFacts.hotWrites(context);
      severity = busy ? Severity.ERROR : severity;
      message += ", and " + KeyFacts.label(next) + " after it follows the write order, so all writes go to at most "
          + distinct + " region" + (distinct == 1 ? "" : "s") + (busy ? "" : KeyFacts.slowWrites(context));
    }
    // A table that never outgrows one region (maxFileSize at its stated horizon) and takes its
    // writes at a rate one region absorbs has nothing to spread: the few prefixes limit only where
    // it could be split, and it is not split (Phoenix's SYSTEM.SEQUENCE, a few hundred rows).
    double tableBytes = context.cellSizes().tableBytes();
    // (A design that states no column has no size to judge by.)
    if (!KeyFacts.hotWrites(context) && tableBytes > 0 && tableBytes <= context.schema().cluster().maxFileSize()) {
      severity = Severity.INFO;
      message += "; the whole table (" + Quantities.formatSize(Math.round(tableBytes)) + " at the workload's horizon)"
          + " fits one region (maxFileSize " + Quantities.formatSize(context.schema().cluster().maxFileSize())
          + "), so there is nothing to spread until it grows";
    }
    context.report(severity, KeyFacts.path(lead), message, context.meta().fix().strip(), null);
  }
}
