package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.TableSchema;
import java.util.List;

/**
 * The designs {@code simulate --compare} runs beside the schema as written, under the same
 * workload and seed; {@link RecommendedDesigns} supplies {@code recommend}'s best rowkeys.
 */
public interface DesignAlternatives {

  /** Alternatives to a schema, best first. */
  List<Design> alternatives(TableSchema schema);

  /**
   * A named design.
   *
   * @param name how reports label it, such as {@code recommend #1}
   * @param schema the design
   */
  record Design(String name, TableSchema schema) {

    /**
     * Replays the design: its own pre-split ({@link PresplitRegions}), its reads planned against
     * its own key ({@link PlannedReads}). {@code simulate --compare} and {@code recommend}'s
     * replay both run designs through here.
     */
    public SimulationResult run(SimulationSettings settings, SimulationListener listener) {
      return new Simulator(schema, settings, new PresplitRegions(), new PlannedReads(schema), name).run(listener);
    }
  }
}
