package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.RowkeyYaml;
import dev.hbaseadvisor.workload.IndexWeights;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Flags a leading salt in front of a field that already spreads writes: a field with many more
 * values than the cluster has region servers, not in write order, and with no value hot enough
 * to load one server (or a salt computed from that field alone, which cannot split a hot value
 * either). Such a salt buys no write balance, yet every read that knows the field but not the
 * salt's inputs becomes one scan per bucket (Phoenix salts the whole primary key whatever leads
 * it). The reference guide's salting section salts to break up a monotonic or hot prefix.
 */
public final class SaltWithoutBenefitCheck implements Rule {

  @Override
  public String id() {
    return "salt-without-benefit";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    if (!(context.codec().segments().get(0) instanceof SaltCodec salt)) {
      return;
    }
    SegmentCodec next = KeyFacts.nonLiteralFrom(context.codec(), 1);
    if (!(next instanceof FieldCodec lead) || KeyFacts.followsWriteOrder(lead)) {
      return;
    }
    int servers = Math.max(1, schema.cluster().regionServers());
    long wanted = servers * Math.round(context.threshold("distinctPerRegionServer"));
    FieldSpec field = lead.field();
    if (lead.distinctValues() < wanted || !field.boundedCardinality()) {
      return;
    }
    double hottest = IndexWeights.largest(field.distribution(), field.cardinality());
    SaltSegment segment = salt.segment();
    // A group salt from the lead alone still splits a hot value over its group's buckets.
    boolean fromLeadAlone = !segment.random() && !segment.grouped() && segment.from().equals(List.of(field.name()));
    if (hottest > 1.0 / servers && !fromLeadAlone) {
      return;
    }
    int buckets = segment.buckets();
    List<String> costs = new ArrayList<>();
    for (int i = 0; i < schema.access().size(); i++) {
      AccessPattern a = schema.access().get(i);
      boolean knowsLead = a.fixed().contains(field.name()) || field.name().equals(a.range());
      boolean computesSalt = !segment.random() && a.fixed().containsAll(segment.sourceFields());
      // A read that computes a group salt still takes each bucket of the key's group, and one that
      // binds a ranged salt's per field each shard of the value's run.
      int scans = segment.runKnown(a.fixed()) ? segment.runLength() : computesSalt ? 1 : buckets;
      if (knowsLead && scans > 1) {
        costs.add("access[" + i + "] '" + a.name() + "' " + scans + " scans a read, "
            + KeyFacts.decimal(scans * a.ratePerSecond()) + "/s at " + KeyFacts.rate(a.ratePerSecond()));
      }
    }
    if (costs.isEmpty()) {
      return;
    }
    String spread = hottest <= 1.0 / servers
        ? String.format(Locale.ROOT, "its hottest value takes %.2f %% of the writes, under one of the %d region"
            + " servers' share", hottest * 100, servers)
        : "and a salt from " + field.name() + " alone keeps each of its values in one bucket";
    String message = KeyFacts.label(salt) + " spreads writes that " + KeyFacts.label(lead) + " already spreads ("
        + KeyFacts.count(lead.distinctValues()) + " values, not in write order; " + spread + "): it buys no write"
        + " balance, and costs " + String.join("; ", costs);
    context.report(KeyFacts.path(salt), message, context.meta().fix().strip(),
        RowkeyYaml.render(schema, schema.rowkey().subList(1, schema.rowkey().size())));
  }
}
