package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.Puts;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/** Rows filled over many puts ({@code workload.puts}), and regions that hold too many store files. */
class SimulatorPutsTest {

  private static final long ROWS = 200_000;

  private static TableSchema withPuts(TableSchema s, Puts puts) {
    return withPuts(s, s.workload().writesPerSecond(), puts);
  }

  private static TableSchema withPuts(TableSchema s, double rowsPerSecond, Puts puts) {
    Workload w = s.workload();
    Workload filled = new Workload(rowsPerSecond, w.rows(), w.durationSeconds(), w.seed(), puts);
    return new TableSchema(s.source(), s.table(), s.description(), s.fields(), s.rowkey(), s.families(), s.access(),
        filled, s.cluster(), s.presplit(), s.suppressions(), s.locations());
  }

  private static String readExample(String name) {
    try {
      return java.nio.file.Files.readString(Schemas.example(name));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static long puts(SimulationResult result) {
    return result.windows().stream().mapToLong(Window::writes).sum();
  }

  @Test
  void aRowFilledOverTenPutsStoresWhatOnePutWouldAndCountsEveryPut() {
    TableSchema whole = Schemas.loadExample("log-data-timestamp-lead.yaml");
    double rate = whole.workload().effectiveWritesPerSecond();
    TableSchema filled = withPuts(whole, new Puts(10 * rate, Puts.Target.RECENT, 60));
    SimulationResult one = Designs.run(whole, ROWS);
    SimulationResult ten = Designs.run(filled, ROWS);
    assertEquals(ROWS, puts(one));
    assertEquals(10 * ROWS, puts(ten), "every put is a write request");
    assertEquals(ROWS, ten.regions().stream().mapToLong(RegionState::rows).sum(), "rows are the rows created");
    double ratio = (double) ten.bytesWritten() / one.bytesWritten();
    assertTrue(Math.abs(ratio - 1) < 0.02, "the same rows, the same bytes: " + ratio);
    assertTrue(ten.notes().stream().anyMatch(n -> n.startsWith("each row's cells arrive in 10.0 puts on average")),
        String.join("\n", ten.notes()));
  }

  @Test
  void putsToAnyRowSpreadTheLoadThatPutsToRecentRowsKeepOnTheNewestRegion() {
    // Small regions, so the table holds many regions on its ten servers while the newest takes the new rows.
    TableSchema whole = Designs.small(Schemas.loadExample("log-data-timestamp-lead.yaml"), 256 << 10, 4 << 20,
        Cluster.SplitPolicy.CONSTANT_SIZE);
    // 200 rows a second: the 200,000 rows take 1,000 s, so the balancer (every 300 s) spreads the regions.
    double rate = 200;
    SimulationSummary recent = Designs.run(withPuts(whole, rate, new Puts(10 * rate, Puts.Target.RECENT, 60)), ROWS)
        .summary();
    SimulationSummary any = Designs.run(withPuts(whole, rate, new Puts(10 * rate, Puts.Target.ANY, 0)), ROWS)
        .summary();
    assertTrue(recent.medianServerShare() > 0.9, "recent " + recent.medianServerShare());
    assertTrue(any.medianServerShare() < recent.medianServerShare() - 0.3,
        "any " + any.medianServerShare() + " recent " + recent.medianServerShare());
  }

  @Test
  void theSameSeedGivesTheSameRunWithPuts() {
    TableSchema whole = Schemas.loadExample("webtable-reversed-domain.yaml");
    TableSchema filled = withPuts(whole, new Puts(40 * whole.workload().effectiveWritesPerSecond(),
        Puts.Target.ANY, 0));
    SimulationResult a = Designs.run(filled, 50_000);
    SimulationResult b = Designs.run(filled, 50_000);
    assertEquals(a.bytesWritten(), b.bytesWritten());
    assertEquals(a.regions().size(), b.regions().size());
    for (int i = 0; i < a.regions().size(); i++) {
      assertArrayEquals(a.regions().get(i).start(), b.regions().get(i).start());
      assertEquals(a.regions().get(i).bytes(), b.regions().get(i).bytes());
    }
  }

  @Test
  void aRegionWithMoreThanSixteenFilesWaitsForACompactionAndSaysSo() {
    // Rows of up to 80 million anchors written whole: every put overflows the memstore, far faster
    // than compactions merge the files it leaves.
    TableSchema huge = Schemas.parse(readExample("webtable-reversed-domain.yaml").replace("perRow: 1-100,",
        "perRow: 1-80M,"));
    SimulationResult result = Designs.run(huge, 20_000);
    String notes = String.join("\n", result.notes());
    assertTrue(notes.contains("held more than 16 store files (hbase.hstore.blockingStoreFiles) and its flush waited"
        + " up to 90 s"), notes);
    assertTrue(notes.contains("RegionTooBusyException"), notes);
  }

  /** A one-region table of 100 MiB regions, bulk-loaded once with {@code rows} rows of about 1 KiB. */
  private static TableSchema bulkLoaded(long rows) {
    return Schemas.parse("""
        table: cube
        fields:
          dims: {type: string, cardinality: 100M, length: 20}
        rowkey:
          - field: dims
        families:
          - name: f
            columns:
              - {qualifier: m, size: 1000}
        workload:
          rows: %d
          duration: 1h
          bulkLoad: 1h
        cluster:
          regionServers: 4
          maxFileSize: 100MiB
        """.formatted(rows));
  }

  @Test
  void aBulkLoadOfFewerThanThreeFilesLeavesTheRegionWholeHoweverLarge() {
    // About 1.06 KiB a row: 150,000 rows are 1.5 region sizes, two HFiles, and no compaction asks for a split.
    SimulationResult result = Designs.run(bulkLoaded(150_000), 150_000);
    assertEquals(1, result.regions().size());
    assertTrue(result.regions().get(0).bytes() > 100L << 20, "one region above maxFileSize");
    assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("bulk-loaded every 1h (workload.bulkLoad)")),
        String.join("\n", result.notes()));
  }

  @Test
  void aBulkLoadOfThreeFilesIsCompactedAndThenSplits() {
    SimulationResult result = Designs.run(bulkLoaded(300_000), 300_000);
    assertTrue(result.regions().size() >= 2, "split after the load's compaction: " + result.regions().size());
    assertEquals(result.bytesWritten(), result.regions().stream().mapToLong(RegionState::bytes).sum());
  }
}
