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
  void aYearAtAHundredThousandRowsASecond_growsKUpToTheOneThatReplaysTwentyMillionRows() {
    long year = 100_000L * 365 * 86_400;
    SimulationSettings s = SimulationSettings.of(schema).withWrites(year).sampled(schema);
    // k grows with the table from the least that keeps the replay within the full replay's bound of
    // 500 million rows to the one that replays 20 million: 157,680. The first split's 128-row sample
    // (2 x 128 MiB over 128 rows of the example's mean size) allows less than that.
    assertTrue(s.growing());
    assertEquals(6_308, s.rowsPerReplayed());
    assertEquals(157_680, s.mostRowsPerReplayed());
    assertTrue(s.finestRowsPerReplayed(schema) < 157_680, "finest " + s.finestRowsPerReplayed(schema));
    assertTrue(s.replayedRows() <= Workload.MAX_SIMULATED_WRITES, "replayed " + s.replayedRows());
  }

  @Test
  void aRegionAtItsSplitSizeHoldsTheSampleSizeInReplayedRows() {
    SimulationSettings s = SimulationSettings.of(schema);
    // 10 GiB over 128 rows of 500 bytes.
    assertEquals(167_772, s.rowsPerReplayedFor(10L << 30, 500));
    assertEquals(1, s.rowsPerReplayedFor(1000, 500));
  }

  @Test
  void kGrowsInTheRunAsTheRegionsAboutToSplitAllow() {
    // Stepping: a server's only region splits at 2 MiB, so k starts fine; once every server holds
    // several regions they split at 16 MiB and k grows, up to the most allowed.
    TableSchema small = Designs.small(schema, 1 << 20, 16 << 20, schema.cluster().splitPolicy());
    SimulationSettings s = SimulationSettings.of(small).withWrites(2_000_000).withoutReads().withRowsPerReplayed(1, 64);
    long first = s.rowsPerReplayedFor(2L << 20, 1);
    SimulationResult result = new Simulator(small, s).run(SimulationListener.NONE);
    String note = result.notes().stream().filter(n -> n.startsWith("sampled:")).findFirst().orElseThrow();
    assertTrue(note.matches("sampled: each replayed row stands for k rows \\([\\d,]+ rows replayed for 2,000,000\\),"
        + " k from \\d+ to 64 .*"), note);
    assertEquals(2_000_000, result.summary().writes());
    assertTrue(first > 1, "first " + first);
  }
}
