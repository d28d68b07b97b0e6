package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.report.ExplainFormat;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.KeyWriter;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Tables of several record kinds (issue 26 A.4) planned and simulated: each read on its own kind's
 * key, every kind's keys written into one key space by their shares.
 */
class RecordKindsSimulationTest {

  @Test
  void explain_plansEachReadOnItsOwnKindsKey() {
    TableSchema omid = Schemas.loadExample("real/omid-commit-table.yaml");
    List<AccessPlan> plans = Planner.plan(omid).plans();
    assertEquals(List.of("get-commit", "read-low-watermark"), plans.stream().map(AccessPlan::name).toList());
    // On the commit rows' key, a Get without start_ts would be a full scan; on its own literal key it is a Get.
    assertEquals("GET", plans.get(1).kind().name());
    assertEquals("LOW_WATERMARK", plans.get(1).start());
    assertEquals(1, plans.get(1).index());
    String text = ExplainFormat.TEXT.render(omid, Planner.plan(omid));
    assertTrue(text.contains("read-low-watermark  GET  1 get  1/s\n  kind   low-watermark, planned on its own key\n"),
        text);
    assertTrue(ExplainFormat.JSON.render(omid, Planner.plan(omid)).contains("\"kind\": \"low-watermark\""));
  }

  @Test
  void keyWriter_writesEachKindByItsShareInterleaved() {
    TableSchema omid = Schemas.loadExample("real/omid-commit-table.yaml");
    RecordGenerator generator = new RecordGenerator(omid, 1);
    KeyWriter writer = new KeyWriter(omid, generator);
    long[] slots = new long[generator.fields().size()];
    boolean[] draw = writer.fieldsToDraw();
    KeyBuffer key = new KeyBuffer();
    int[] perKind = new int[2];
    int firstWatermark = -1;
    for (int i = 0; i < 3003; i++) {
      generator.nextSlots(slots, draw);
      writer.write(slots, new SplittableRandom(7), key);
      perKind[writer.lastKind()]++;
      if (writer.lastKind() == 1) {
        assertArrayEquals("LOW_WATERMARK".getBytes(java.nio.charset.StandardCharsets.US_ASCII), key.toByteArray());
        firstWatermark = firstWatermark < 0 ? i : firstWatermark;
      } else {
        assertEquals(9, key.length(), "the bucket byte and the 8-byte start timestamp");
      }
    }
    // Writes 1,000 : 1: three low-watermark puts in 3,003, one in the middle of each 1,001 writes.
    assertEquals(3000, perKind[0]);
    assertEquals(3, perKind[1]);
    assertEquals(500, firstWatermark);
  }

  @Test
  void simulate_theCounterRowIsOneRowOverwrittenAndTheRunRepeats() {
    TableSchema uid = Schemas.loadExample("real/opentsdb-tsdb-uid-forward.yaml");
    SimulationResult run = Designs.run(uid, 20_000);
    long rows = run.regions().stream().mapToLong(RegionState::rows).sum();
    // Half the writes are name rows, half increments of the one counter row: 10,000 + 1 rows.
    assertEquals(10_001, rows);
    assertEquals("names [name]; counter [literal(\\x00)]", run.rowkey());
    assertTrue(run.notes().contains("record kinds in one key space, written in turn by their shares of the writes:"
        + " names 50.0%, counter 50.0% (one row, overwritten by each write after its first)"), run.notes().toString());
    assertEquals("GET", run.accessPatterns().get(0).plan());
    assertEquals(SimulationText.of(run), SimulationText.of(Designs.run(uid, 20_000)), "same seed, same output");
  }
}
