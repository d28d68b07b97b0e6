package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.TableSchema;

/** Schema variants for simulator tests: the same design on a smaller or differently configured cluster. */
final class Designs {

  private Designs() {}

  /** The schema on another cluster, so that tests reach splits with few writes. */
  static TableSchema withCluster(TableSchema s, Cluster cluster) {
    return new TableSchema(s.source(), s.table(), s.description(), s.fields(), s.rowkey(), s.families(), s.access(),
        s.workload(), cluster, s.presplit(), s.suppressions(), s.locations());
  }

  /** The schema's cluster with small flush and region sizes and another policy. */
  static TableSchema small(TableSchema s, long flushSize, long maxFileSize, Cluster.SplitPolicy policy) {
    Cluster c = s.cluster();
    return withCluster(s, new Cluster(c.regionServers(), maxFileSize, flushSize, policy, c.prefixLength(), c.delimiter()));
  }

  /** Runs a schema for {@code writes} rows with its own seed. */
  static SimulationResult run(TableSchema schema, long writes) {
    return new Simulator(schema, SimulationSettings.of(schema).withWrites(writes)).run(SimulationListener.NONE);
  }
}
