package dev.hbaseadvisor.model;

import java.util.Map;
import java.util.TreeMap;

/**
 * How many consecutive shards each value of a salt's {@code per} field owns, as an Apache Kylin
 * cube segment stores them: {@code cuboid_shard_nums}, a shard count per cuboid id, with 1 for a
 * cuboid it does not list (apache/kylin core-cube/src/main/java/org/apache/kylin/cube/CubeSegment.java
 * @ 05baf21, {@code getCuboidShardNum}).
 *
 * @param byDefault the shards of a value not in {@code counts}
 * @param counts the shards of the values stated one by one
 */
public record ShardRuns(int byDefault, Map<Long, Integer> counts) {

  /** The runs, the stated values kept in ascending order. */
  public ShardRuns {
    counts = java.util.Collections.unmodifiableMap(new TreeMap<>(counts));
  }

  /** Every value owns {@code shards} shards. */
  public static ShardRuns every(int shards) {
    return new ShardRuns(shards, Map.of());
  }

  /** The shards of one value of the field. */
  public int of(long value) {
    return counts.getOrDefault(value, byDefault);
  }

  /** The most shards any value owns: what a read of a value it does not name may have to scan. */
  public int largest() {
    int most = byDefault;
    for (int n : counts.values()) {
      most = Math.max(most, n);
    }
    return most;
  }

  /** As the schema file writes it: {@code 4}, or {@code {default: 1, 7: 16}}. */
  public String yaml() {
    if (counts.isEmpty()) {
      return String.valueOf(byDefault);
    }
    StringBuilder out = new StringBuilder("{ default: ").append(byDefault);
    counts.forEach((value, n) -> out.append(", ").append(value).append(": ").append(n));
    return out.append(" }").toString();
  }
}
