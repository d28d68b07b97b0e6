package dev.hbaseadvisor.rules.sizing;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.sim.SplitPolicies;
import dev.hbaseadvisor.sim.SplitPolicy;
import dev.hbaseadvisor.splits.WorkloadKeys;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Flags a key-prefix split policy whose prefix is too short for the data: HBase keeps every row
 * of one prefix in one region ({@code KeyPrefixRegionSplitPolicy.getSplitPoint} cuts the split row
 * to the prefix, and a region that holds one prefix has no split row left), so a prefix holding
 * more than {@code maxFileSize} of the table's bytes makes a region that can never split
 * (HBASE-23620). The prefixes are those of keys generated with the workload's seed.
 */
public final class SplitPrefixTooShortCheck implements Rule {

  @Override
  public String id() {
    return "split-prefix-too-short";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    Cluster cluster = schema.cluster();
    Cluster.SplitPolicy kind = cluster.splitPolicy();
    if (kind != Cluster.SplitPolicy.KEY_PREFIX && kind != Cluster.SplitPolicy.DELIMITED_KEY_PREFIX) {
      return;
    }
    List<byte[]> keys = sample(schema, (int) context.threshold("sampleKeys"));
    if (keys.isEmpty()) {
      return;
    }
    SplitPolicy policy = SplitPolicies.of(cluster);
    Top top = top(keys, policy::restrict);
    double bytes = context.cellSizes().tableBytes() * top.share;
    if (bytes <= cluster.maxFileSize()) {
      return;
    }
    String setting = kind == Cluster.SplitPolicy.KEY_PREFIX
        ? "prefixLength " + cluster.prefixLength()
        : "delimiter " + Bytes.toStringBinary(Bytes.toBytesBinary(cluster.delimiter()));
    String message = "under the " + kind.yamlName() + " split policy (" + setting + ") the rows of one prefix stay in"
        + " one region, and the prefix " + Bytes.toStringBinary(top.prefix) + " holds about "
        + percent(top.share) + " of the rows, ~" + Quantities.formatSize(bytes) + " at the workload's end, more than"
        + " the " + Quantities.formatSize(cluster.maxFileSize()) + " at which a region splits: that region can never"
        + " split and grows without bound";
    context.report(path(schema), message, context.meta().fix().strip(), suggestion(context, keys, kind));
  }

  /**
   * The shortest longer prefix under which no prefix outgrows a region, when one exists within the
   * key's first field (the entity a prefix keeps together: a longer cut would part one entity's
   * rows, which is what the stepping policy does anyway); else the stepping policy.
   */
  private static String suggestion(RuleContext context, List<byte[]> keys, Cluster.SplitPolicy kind) {
    TableSchema schema = context.schema();
    if (kind == Cluster.SplitPolicy.KEY_PREFIX) {
      int longest = keys.stream().mapToInt(k -> k.length).max().orElse(0);
      long entityEnd = Math.min(longest, entityEnd(context));
      for (int length = schema.cluster().prefixLength() + 1; length <= entityEnd; length++) {
        int cut = length;
        Top top = top(keys, key -> key.length <= cut ? key : java.util.Arrays.copyOf(key, cut));
        if (context.cellSizes().tableBytes() * top.share <= schema.cluster().maxFileSize()) {
          return "cluster:\n  splitPolicy: key-prefix\n  prefixLength: " + length + "\n";
        }
      }
    }
    return "cluster:\n  splitPolicy: stepping\n";
  }

  /** The most bytes the key's segments take up to and including its first field. */
  private static long entityEnd(RuleContext context) {
    long end = 0;
    for (SegmentCodec segment : context.codec().segments()) {
      end += segment.shape().maxWidth();
      if (segment instanceof FieldCodec) {
        return end;
      }
    }
    return end;
  }

  private static List<byte[]> sample(TableSchema schema, int count) {
    List<byte[]> keys = new java.util.ArrayList<>(count);
    new WorkloadKeys(schema, schema.workload().seed(), count).forEachRemaining(keys::add);
    return keys;
  }

  /** The prefix most keys share, and their share. */
  private record Top(byte[] prefix, double share) {}

  private static Top top(List<byte[]> keys, java.util.function.UnaryOperator<byte[]> prefixOf) {
    Map<ByteBuffer, Integer> counts = new HashMap<>();
    for (byte[] key : keys) {
      counts.merge(ByteBuffer.wrap(prefixOf.apply(key)), 1, Integer::sum);
    }
    Map.Entry<ByteBuffer, Integer> best = null;
    for (Map.Entry<ByteBuffer, Integer> e : counts.entrySet()) {
      if (best == null || e.getValue() > best.getValue()
          || e.getValue().equals(best.getValue()) && e.getKey().compareTo(best.getKey()) < 0) {
        best = e;
      }
    }
    byte[] prefix = new byte[best.getKey().remaining()];
    best.getKey().duplicate().get(prefix);
    return new Top(prefix, (double) best.getValue() / keys.size());
  }

  private static String path(TableSchema schema) {
    return schema.written("cluster.splitPolicy") ? "cluster.splitPolicy" : "cluster";
  }

  private static String percent(double share) {
    return String.format(java.util.Locale.ROOT, "%.1f %%", share * 100);
  }
}
