package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/**
 * Whole runs of a time-ordered workload under date-tiered compaction and under the exploring
 * policy: LifeCycleTest's table, 20 rows a second of 100-byte cells for 10 days (2.45 GB), flushed
 * at 1 MiB, major compactions due every day. Date-tiered compaction merges a window's files only
 * once the window has enough of them (6 in the newest, 3 in older ones), and a major compaction
 * leaves a file per window, so it rewrites fewer bytes.
 */
class DateTieredRunTest {

  private static final String TIME_FIRST = "  - field: ts\n  - field: host\n";
  private static final String HOST_FIRST = "  - field: host\n  - field: ts\n";
  private static final String DATE_TIERED = "    compactionPolicy: date-tiered\n";

  private static TableSchema table(String rowkey, String family, String maxFileSize) {
    return Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
        + "  host: { type: string, cardinality: 100, length: 12 }\n"
        + "rowkey:\n" + rowkey + "families:\n  - name: d\n" + family
        + "    columns:\n      - { qualifier: v, size: 100 }\n"
        + "workload: { writes: 20/s, duration: 10d, seed: 7 }\n"
        + "cluster:\n  regionServers: 4\n  flushSize: 1MiB\n  splitPolicy: constant-size\n  maxFileSize: "
        + maxFileSize + "\n  majorCompaction: 1d\n  majorCompactionJitter: 0\n");
  }

  private static SimulationResult run(TableSchema schema) {
    return new Simulator(schema, SimulationSettings.of(schema).withoutReads()).run(SimulationListener.NONE);
  }

  private static long held(SimulationResult result) {
    return result.regions().stream().mapToLong(RegionState::bytes).sum();
  }

  @Test
  void timeKeyed_splittingTable_dateTieredRewritesHalfTheBytes() {
    SimulationResult exploring = run(table(TIME_FIRST, "", "16MiB"));
    SimulationResult tiered = run(table(TIME_FIRST, DATE_TIERED, "16MiB"));
    assertEquals(new CompactionFigures(2_176, 26_021_076_463L, 303, 1), exploring.compactions());
    assertEquals(new CompactionFigures(1_205, 12_510_546_609L, 330, 2), tiered.compactions());
    assertEquals(303, exploring.regions().size());
    assertEquals(322, tiered.regions().size());
    assertEquals(tiered.bytesWritten(), held(tiered));
    assertTrue(tiered.notes().contains("date-tiered compaction on every family: windows of 6h, 4 per tier, the newest"
        + " compacted at 6 files, no file too old to compact; a major compaction writes a file per window. 1,205"
        + " compactions rewrote 11.7 GiB; 330 store files at the end, at most 2 in a region"), tiered.notes().toString());
    assertTrue(exploring.notes().stream().noneMatch(n -> n.startsWith("date-tiered")), exploring.notes().toString());
  }

  @Test
  void oneRegionOfRandomRows_keepsAFilePerWindow_andRewritesAThird() {
    // 10 GiB regions never split: the one region's files are the windows' at the end, 240 h: the
    // day windows [192, 216) and [216, 240), and the 96 h windows [0, 96) and [96, 192).
    SimulationResult exploring = run(table(HOST_FIRST, "", "10GiB"));
    SimulationResult tiered = run(table(HOST_FIRST, DATE_TIERED, "10GiB"));
    assertEquals(new CompactionFigures(1_787, 118_607_106_020L, 4, 4), exploring.compactions());
    assertEquals(new CompactionFigures(726, 37_239_130_431L, 4, 4), tiered.compactions());
    assertTrue(tiered.compactions().bytesRewritten() * 3 < exploring.compactions().bytesRewritten());
  }

  @Test
  void withATtl_wholeWindowsExpire_soLessIsHeld() {
    // Files by window age out whole; the exploring policy's files mix old and new cells.
    SimulationResult exploring = run(table(HOST_FIRST, "    ttl: 2d\n", "10GiB"));
    SimulationResult tiered = run(table(HOST_FIRST, "    ttl: 2d\n" + DATE_TIERED, "10GiB"));
    assertEquals(705_456_000L, held(exploring));
    assertEquals(490_752_000L, held(tiered));
    assertEquals(new CompactionFigures(724, 29_964_186_800L, 2, 2), tiered.compactions());
  }

  @Test
  void sameSchemaAndSeed_sameRun() {
    TableSchema schema = table(TIME_FIRST, "    ttl: 2d\n" + DATE_TIERED, "16MiB");
    SimulationResult first = run(schema);
    SimulationResult second = run(schema);
    assertEquals(first.compactions(), second.compactions());
    assertEquals(first.notes(), second.notes());
    assertEquals(first.splitEvents().size(), second.splitEvents().size());
    assertEquals(held(first), held(second));
  }
}
