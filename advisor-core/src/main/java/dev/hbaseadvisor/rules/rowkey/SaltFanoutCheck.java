package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Flags access patterns that cannot compute a salt or bucket in front of the part of the key they
 * constrain, so each query becomes one scan per bucket (the guide's bucketing trade-off: "100
 * buckets ... will require 100 scans to obtain data for a single timestamp"), when that fan-out
 * is large or runs often on each region server that takes the parallel scans.
 */
public final class SaltFanoutCheck implements Rule {

  @Override
  public String id() {
    return "salt-fanout";
  }

  @Override
  public void check(RuleContext context) {
    double maxFanout = context.threshold("maxFanout");
    double maxScansPerSecond = context.threshold("maxScansPerSecond");
    List<AccessPattern> access = context.schema().access();
    for (int i = 0; i < access.size(); i++) {
      AccessPattern pattern = access.get(i);
      List<SegmentCodec> culprits = new ArrayList<>();
      long fanout = fanout(context.schema(), context.codec().segments(), pattern, culprits);
      double perSecond = fanout * pattern.ratePerSecond();
      // One salted read's scans go one per bucket region, so at most min(fanout, servers) servers
      // share them: the busiest server's rate is what the threshold limits.
      long servers = Math.min(fanout, Math.max(1, context.schema().cluster().regionServers()));
      double perServer = perSecond / servers;
      if (fanout <= 1 || (fanout <= maxFanout && perServer <= maxScansPerSecond)) {
        continue;
      }
      String kind = pattern.type() == AccessPattern.AccessType.GET ? "Gets" : "scans";
      List<String> labels = culprits.stream().map(KeyFacts::label).toList();
      context.report("access[" + i + "]", "access[" + i + "] '" + pattern.name() + "' cannot compute "
          + String.join(" and ", labels) + ", so each query takes " + fanout + " " + kind + ", "
          + KeyFacts.decimal(perSecond) + " " + kind + "/s at " + KeyFacts.rate(pattern.ratePerSecond())
          + (servers > 1 ? ", " + KeyFacts.decimal(perServer) + "/s on each of " + servers + " region servers" : "")
          + " (limits: " + KeyFacts.decimal(maxFanout) + " per query, " + KeyFacts.decimal(maxScansPerSecond)
          + "/s per server)");
    }
  }

  /**
   * Walks the key as the pattern can use it: literals and computable segments pass, a salt or
   * bucket it cannot compute multiplies the queries, and the walk ends at the range field, at an
   * unknown field or at a hash it cannot compute. Salts and buckets count only when the pattern
   * constrains something after them; a random salt on a Get is the random-salt rule's.
   */
  private static long fanout(TableSchema schema, List<SegmentCodec> segments, AccessPattern pattern,
      List<SegmentCodec> culprits) {
    long fanout = 1;
    List<SegmentCodec> pending = new ArrayList<>();
    long pendingFanout = 1;
    for (SegmentCodec segment : segments) {
      if (segment instanceof SaltCodec g && g.segment().runKnown(pattern.equals())) {
        // The read computes the key's group (or its value's run of shards), not the bucket in it:
        // one query per bucket of the run.
        pending.add(segment);
        pendingFanout = times(pendingFanout, g.segment().runLength());
        continue;
      }
      if (segment.computableFrom(pattern.equals())) {
        if (segment instanceof FieldCodec) {
          fanout = times(fanout, pendingFanout);
          culprits.addAll(pending);
          pending.clear();
          pendingFanout = 1;
        }
        continue;
      }
      if (segment instanceof SaltCodec salt) {
        if (salt.segment().random() && pattern.type() == AccessPattern.AccessType.GET) {
          continue;
        }
        pending.add(segment);
        pendingFanout = times(pendingFanout, salt.segment().buckets());
      } else if (segment instanceof BucketCodec bucket) {
        pending.add(segment);
        pendingFanout = times(pendingFanout, bucketsInRange(schema, bucket, pattern));
      } else if (segment instanceof HashCodec) {
        break;
      } else if (segment instanceof FieldCodec f && f.field().name().equals(pattern.range())) {
        fanout = times(fanout, pendingFanout);
        culprits.addAll(pending);
        break;
      } else {
        break;
      }
    }
    return fanout;
  }

  /**
   * The buckets a pattern must visit: all of them, or, for a numeric bucket over its range field,
   * as many as the range spans values ({@code floorMod(v, modulo)} of consecutive values).
   */
  private static long bucketsInRange(TableSchema schema, BucketCodec bucket, AccessPattern pattern) {
    long modulo = bucket.segment().modulo();
    String field = bucket.segment().field();
    if (!field.equals(pattern.range()) || !schema.field(field).type().isNumeric()) {
      return modulo;
    }
    long span = pattern.spanSeconds() > 0 ? pattern.spanSeconds() * 1000 : pattern.spanCount();
    return span > 0 ? Math.min(modulo, span + 1) : modulo;
  }

  /** A product that saturates at {@code Long.MAX_VALUE} instead of overflowing. */
  private static long times(long a, long b) {
    return Math.multiplyHigh(a, b) == 0 && a * b >= 0 ? a * b : Long.MAX_VALUE;
  }
}
