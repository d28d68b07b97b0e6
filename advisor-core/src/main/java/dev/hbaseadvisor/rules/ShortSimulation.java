package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.InitialRegions;
import dev.hbaseadvisor.sim.PresplitRegions;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import java.util.Optional;

/**
 * The evidence of {@code lint --simulate}: {@code writes} rows of the schema's workload (all of
 * it when it writes fewer) with its seed, writes only (as {@link Simulator#quick(TableSchema, long)}),
 * on the regions the table is created with ({@link PresplitRegions}: the same keys
 * {@code hbase-advisor splits} prints, so every algorithm is simulated as the
 * {@code presplit-unreachable-regions} rule judges it; a pre-split HBase would refuse starts with
 * one region).
 */
final class ShortSimulation implements SimulationEvidence {

  private final long writes;

  ShortSimulation(long writes) {
    if (writes < 1) {
      throw new IllegalArgumentException("a simulation writes at least one row");
    }
    this.writes = writes;
  }

  @Override
  public Optional<SimulatedLoad> measure(TableSchema schema) {
    long rows = Math.min(writes, schema.workload().totalRows());
    if (!(schema.workload().effectiveWritesPerSecond() > 0) || rows < 1) {
      return Optional.empty();
    }
    SimulationSettings settings = SimulationSettings.of(schema).withWrites(rows).withoutReads();
    InitialRegions.Splits splits = new PresplitRegions().splitKeys(schema, settings.seed());
    Simulator simulator = new Simulator(schema, settings);
    return Optional.of(SimulatedLoad.of(simulator.run(SimulationListener.NONE), splits.keys()));
  }
}
