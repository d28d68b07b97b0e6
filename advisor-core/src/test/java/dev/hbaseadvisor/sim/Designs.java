package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.List;

/** Schema variants for simulator tests: the same design on a smaller or differently configured cluster. */
final class Designs {

  private Designs() {}

  /** The schema on another cluster, so that tests reach splits with few writes. */
  static TableSchema withCluster(TableSchema s, Cluster cluster) {
    return new TableSchema(s.source(), s.table(), s.description(), s.fields(), s.rowkey(), s.families(), s.access(),
        s.workload(), cluster, s.presplit(), s.suppressions(), s.locations());
  }

  /** The discharger interval of scaled-down clusters, as the mini-cluster tests set it. */
  static final double SCALED_DISCHARGE_SECONDS = 1;

  /**
   * The schema's cluster with small flush and region sizes and another policy; the discharger
   * runs every second, as with {@code hbase.hfile.compaction.discharger.interval=1000} in a test
   * cluster, so that daughters of these small regions may split again soon.
   */
  static TableSchema small(TableSchema s, long flushSize, long maxFileSize, Cluster.SplitPolicy policy) {
    Cluster c = s.cluster();
    return withCluster(s, new Cluster(c.regionServers(), maxFileSize, flushSize, policy, c.prefixLength(),
        c.delimiter(), Cluster.DEFAULT_COMPACTION_THROUGHPUT, SCALED_DISCHARGE_SECONDS));
  }

  /**
   * The schema behind a salt of {@code buckets} buckets over the fields of its first segment
   * (the guide's "Salting"), pre-split one region per bucket as Phoenix's {@code SALT_BUCKETS}.
   */
  static TableSchema salted(TableSchema s, int buckets) {
    List<Segment> rowkey = new ArrayList<>(s.rowkey());
    List<String> from = rowkey.stream().map(Segment::sourceFields).filter(f -> !f.isEmpty()).findFirst()
        .orElse(List.of());
    rowkey.add(0, new SaltSegment(buckets, from, from.isEmpty(), NumberEncoding.BYTE));
    Presplit presplit = new Presplit(buckets, Presplit.Algorithm.SALT, null, null, List.of(), null);
    return new TableSchema(s.source(), s.table(), s.description(), s.fields(), List.copyOf(rowkey), s.families(),
        s.access(), s.workload(), s.cluster(), presplit, s.suppressions(), s.locations());
  }

  /** Runs a schema for {@code writes} rows with its own seed. */
  static SimulationResult run(TableSchema schema, long writes) {
    return new Simulator(schema, SimulationSettings.of(schema).withWrites(writes)).run(SimulationListener.NONE);
  }
}
