package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.TableSchema;
import java.util.Optional;

/**
 * Where rules get measured figures to cite ({@code lint --simulate}): a short simulation of a
 * schema's workload, run at most once per schema and only when a rule that cites it reports.
 * {@link #NONE} measures nothing, and rules then word their findings as without the option.
 */
@FunctionalInterface
public interface SimulationEvidence {

  /** No simulation: findings carry no measured figures. */
  SimulationEvidence NONE = schema -> Optional.empty();

  /** The measured load of the schema's workload, or empty when it cannot be simulated (it writes nothing). */
  Optional<SimulatedLoad> measure(TableSchema schema);

  /**
   * A simulation of {@code writes} rows per schema (or the workload's rows, when fewer), with the
   * workload's seed and pre-split.
   */
  static SimulationEvidence simulating(long writes) {
    return new ShortSimulation(writes);
  }
}
