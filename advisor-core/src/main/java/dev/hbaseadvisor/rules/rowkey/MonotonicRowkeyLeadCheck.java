package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.BitsCodec;
import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.Monotonicity;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.rules.Severity;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Flags a key led by a value that follows the write order (a timestamp, a sequence, a date
 * pattern of either) with no salt, bucket or hash before it: every write lands in one region.
 * The suggested key puts a salt from a stable field in front, or the guide's bucket of the
 * timestamp, or moves forward the salt that already follows the lead. With
 * {@code lint --simulate} the message adds how the simulated writes fell on the servers.
 */
public final class MonotonicRowkeyLeadCheck implements Rule {

  @Override
  public String id() {
    return "monotonic-rowkey-lead";
  }

  @Override
  public void check(RuleContext context) {
    RowKeyCodec codec = context.codec();
    SegmentCodec lead = KeyFacts.nonLiteralFrom(codec, 0);
    FieldSpec leadField = leadField(context.schema(), lead);
    if (leadField == null) {
      return;
    }
    FieldCodec field = lead instanceof FieldCodec f ? f : null;
    String message = KeyFacts.label(lead) + " leads the key " + (field == null ? "with the top bits of "
        + leadField.name() + ", which arrives" : "and " + leadField.name() + " arrives") + " in increasing order: ";
    TableSchema schema = context.schema();
    Severity severity = context.severity();
    List<Segment> suggested;
    SegmentCodec next = KeyFacts.nonLiteralFrom(codec, lead.index() + 1);
    if (field != null && coarse(field) && (next instanceof SaltCodec || next instanceof BucketCodec)) {
      severity = Severity.WARNING;
      message += "all writes of one period share its current value, so they reach only the "
          + next.distinctValues() + " buckets of " + KeyFacts.label(next)
          + " after it while the rest of the table idles";
      List<Segment> moved = new ArrayList<>(schema.rowkey());
      moved.remove(next.index());
      suggested = KeyFacts.insert(moved, 0, next.segment());
    } else {
      message += switch (lead.monotonicity()) {
        case INCREASING -> "it never goes back as writes arrive, so all writes go to the last region";
        case DECREASING -> "it never goes up as writes arrive, so all writes go to the first region";
        case NONE -> "all concurrent writes share its current value, so they go to one region";
      };
      int buckets = (int) Math.max(2, Math.min(256,
          schema.cluster().regionServers() * Math.round(context.threshold("bucketsPerRegionServer"))));
      suggested = KeyFacts.insert(schema.rowkey(), 0, spreader(codec, schema, leadField, buckets));
    }
    if (!KeyFacts.hotWrites(context)) {
      // A moving hot spot that one region takes easily: a note of what happens at scale.
      severity = Severity.INFO;
      message += KeyFacts.slowWrites(context);
      if (!schema.workload().bulkLoaded()) {
        message += "; it becomes a hot spot from " + Quantities.formatCount(Math.round(
            context.threshold("errorWritesPerSecond"))) + " writes/s";
      }
    }
    message += context.simulation().map(load -> "; " + load.run() + ", " + load.serverShares()).orElse("");
    context.report(severity, KeyFacts.path(lead), message, context.meta().fix().strip(),
        RowkeyYaml.render(schema, suggested));
  }

  /**
   * The write-ordered field that leads the key: a field segment's, or the field whose top bits
   * lead a bits segment (a time in the high bits of a long, random bits below it); null when the
   * lead does not follow the write order.
   */
  private static FieldSpec leadField(TableSchema schema, SegmentCodec lead) {
    if (lead instanceof FieldCodec f && KeyFacts.followsWriteOrder(f)) {
      return f.field();
    }
    if (lead instanceof BitsCodec bits && bits.monotonicity() != Monotonicity.NONE
        && bits.leadPart() instanceof BitsSegment.FieldBits top) {
      return schema.field(top.field());
    }
    return null;
  }

  /**
   * Whether the lead is a date of a day or coarser: one period then holds enough rows for the
   * buckets after it to be regions of their own (the consumption article's month + partition).
   */
  private static boolean coarse(FieldCodec lead) {
    String format = lead.segment().format();
    if (format == null) {
      return lead.segment().scale().grainMillis() >= Collisions.Unit.DAY.millis;
    }
    return Collisions.units(format).stream().allMatch(u -> u.compareTo(Collisions.Unit.DAY) <= 0);
  }

  /**
   * A salt from a stable field of the key (one that readers know, with at least as many values as
   * buckets), else the guide's bucket on the ordered field itself.
   */
  private static Segment spreader(RowKeyCodec codec, TableSchema schema, FieldSpec lead, int buckets) {
    return codec.segments().stream()
        .filter(s -> s instanceof FieldCodec f && !f.field().increasing())
        .map(s -> ((FieldCodec) s).field())
        .filter(f -> f.cardinality() >= buckets)
        .distinct()
        .sorted(Comparator.comparingLong((FieldSpec f) -> -KeyFacts.knownBy(schema, f.name())))
        .findFirst()
        .<Segment>map(f -> new SaltSegment(buckets, List.of(f.name()), false, NumberEncoding.BYTE))
        .orElseGet(() -> new BucketSegment(lead.name(), buckets, NumberEncoding.BYTE));
  }
}
