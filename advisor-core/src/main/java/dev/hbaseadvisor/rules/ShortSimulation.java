package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.BasicInitialRegions;
import dev.hbaseadvisor.sim.InitialRegions;
import dev.hbaseadvisor.sim.ReadPlanFallback;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitException;
import java.util.List;
import java.util.Optional;

/**
 * The evidence of {@code lint --simulate}: {@code writes} rows of the schema's workload (all of
 * it when it writes fewer) with its seed, writes only (as {@link Simulator#quick(TableSchema, long)}),
 * on the regions the table is created with. Those come from the pre-split generator
 * ({@link Presplits#plan(TableSchema)}), the same keys {@code hbase-advisor splits} prints, so
 * every algorithm is simulated as the {@code presplit-unreachable-regions} rule judges it; an
 * invalid pre-split (reported by {@code presplit-invalid}) falls back to {@link BasicInitialRegions}.
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
    InitialRegions.Splits splits = plannedRegions(schema);
    Simulator simulator = new Simulator(schema, settings, s -> splits, new ReadPlanFallback(schema), "as written");
    return Optional.of(SimulatedLoad.of(simulator.run(SimulationListener.NONE), splits.keys()));
  }

  private static InitialRegions.Splits plannedRegions(TableSchema schema) {
    if (schema.presplit().algorithm() == Presplit.Algorithm.NONE) {
      return InitialRegions.Splits.of(List.of());
    }
    try {
      return InitialRegions.Splits.of(Presplits.plan(schema).splits());
    } catch (PresplitException | SplitException e) {
      return new BasicInitialRegions().splitKeys(schema);
    }
  }
}
