package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/** How many rows a replayed row stands for, by the workload's size. */
class SimulationSettingsTest {

  private final TableSchema schema = Schemas.loadExample("log-data-hashed-host-event.yaml");

  @Test
  void everyRowIsReplayedUpToTheFullReplaysBound() {
    SimulationSettings s = SimulationSettings.of(schema).withWrites(Workload.MAX_SIMULATED_WRITES).sampled(schema);
    assertEquals(1, s.rowsPerReplayed());
    assertEquals(Workload.MAX_SIMULATED_WRITES, s.replayedRows());
  }

  @Test
  void aYearAtAHundredThousandRowsASecond_isThinnedNoFurtherThanTheFullReplaysBoundNeeds() {
    long year = 100_000L * 365 * 86_400;
    SimulationSettings s = SimulationSettings.of(schema).withWrites(year).sampled(schema);
    // 20 million replayed rows would need k = 157,680; the first split's 128-row sample allows far
    // less (2 x 128 MiB over 128 rows of the example's mean size), so k is the least that keeps
    // the replay within the full replay's bound of 500 million rows.
    long finest = s.finestRowsPerReplayed(schema);
    assertTrue(finest < 157_680, "finest " + finest);
    assertEquals(6_308, s.rowsPerReplayed());
    assertTrue(s.replayedRows() <= Workload.MAX_SIMULATED_WRITES, "replayed " + s.replayedRows());
  }

  @Test
  void theFirstSplitsKeySampleLimitsHowFarAWorkloadIsThinned() {
    // Regions of 2 MiB at their first split hold few rows of this size: k stops where 128 remain,
    // unless the full replay's bound forces more.
    TableSchema small = Designs.small(schema, 1 << 20, 16 << 20, schema.cluster().splitPolicy());
    long finest = SimulationSettings.of(small).finestRowsPerReplayed(small);
    SimulationSettings s = SimulationSettings.of(small).withWrites(10_000_000_000L).sampled(small);
    assertEquals(Math.max(finest, 20), s.rowsPerReplayed());
    assertTrue(finest < 500, "finest " + finest);
  }
}
