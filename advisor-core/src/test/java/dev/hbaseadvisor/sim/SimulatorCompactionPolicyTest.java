package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/**
 * What the table's compaction settings change in a run: compactions turned off
 * ({@code COMPACTION_ENABLED => false}) and FIFO compaction, on LifeCycleTest's time-keyed table.
 */
class SimulatorCompactionPolicyTest {

  /**
   * 20 rows a second of 100-byte cells for 10 days (about 2.1 GB), regions split at 16 MiB, a TTL
   * of 2 days, major compactions every day without jitter.
   */
  private static TableSchema timeKeyed(String family, String cluster) {
    return Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
        + "  host: { type: string, cardinality: 100, length: 12 }\n"
        + "rowkey:\n  - field: ts\n  - field: host\nfamilies:\n  - name: d\n    ttl: 2d\n" + family
        + "    columns:\n      - { qualifier: v, size: 100 }\n"
        + "workload: { writes: 20/s, duration: 10d, seed: 7 }\n"
        + "cluster:\n  regionServers: 4\n  flushSize: 1MiB\n  maxFileSize: 16MiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 1d\n  majorCompactionJitter: 0\n" + cluster);
  }

  private static SimulationResult run(TableSchema schema) {
    return new Simulator(schema, SimulationSettings.of(schema).withoutReads()).run(SimulationListener.NONE);
  }

  private static long held(SimulationResult result) {
    return result.regions().stream().mapToLong(RegionState::bytes).sum();
  }

  @Test
  void compactionsOff_splitTheFirstRegionOnce_andKeepEveryByte() {
    SimulationResult exploring = run(timeKeyed("", ""));
    SimulationResult off = run(timeKeyed("", "  compactionEnabled: false\n"));
    // The first region splits; its daughters keep their reference files, which only a compaction
    // removes, so neither splits again (RegionSplitPolicy.canSplit), where the default made 303.
    assertEquals(303, exploring.regions().size());
    assertEquals(2, off.regions().size());
    assertEquals(1, off.summary().splits());
    // Nothing expires: files past the TTL are dropped only on the way to a compaction.
    assertEquals(off.bytesWritten(), held(off));
    assertTrue(held(exploring) < exploring.bytesWritten() / 3);
    assertTrue(off.notes().stream().anyMatch(n -> n.startsWith("compactions are off for the table")), off.notes()
        .toString());
    assertTrue(off.notes().stream().anyMatch(n -> n.contains("(hbase.hstore.blockingStoreFiles) and its flush"
        + " waited up to 90 s")), "flushes wait at 16 files: " + off.notes());
    assertFalse(off.notes().stream().anyMatch(n -> n.contains("major compactions by age")), off.notes().toString());
  }

  @Test
  void fifo_neverMerges_butDropsExpiredFilesAndStillSplits() {
    SimulationResult exploring = run(timeKeyed("", ""));
    SimulationResult fifo = run(timeKeyed("    compactionPolicy: fifo\n", ""));
    // Reference files are compacted as the exploring policy would, so daughters split again.
    assertTrue(fifo.regions().size() > 100, "regions " + fifo.regions().size());
    // Expired files go whole: about the last 2 days of 10 stay (the exploring run keeps up to a
    // day more, until its next major compaction).
    double kept = (double) held(fifo) / fifo.bytesWritten();
    assertTrue(kept > 0.15 && kept <= (double) held(exploring) / exploring.bytesWritten() + 0.01, "kept " + kept);
    assertTrue(fifo.notes().stream().anyMatch(n -> n.startsWith("FIFO compaction on every family")),
        fifo.notes().toString());
    assertFalse(fifo.notes().stream().anyMatch(n -> n.contains("major compactions by age")), fifo.notes().toString());
    assertFalse(fifo.notes().stream().anyMatch(n -> n.contains("hbase.hstore.blockingStoreFiles")),
        "1,000 files are never reached: " + fifo.notes());
  }

  @Test
  void fifoOnOneFamilyOfTwo_compactsAsTheExploringPolicy() {
    TableSchema mixed = Schemas.parse("table: t\nfields:\n  a: { type: string }\nrowkey:\n  - field: a\n"
        + "families:\n  - name: d\n    ttl: 1d\n    compactionPolicy: fifo\n  - name: e\n");
    assertEquals(Compactions.Mode.EXPLORING, Compactions.Mode.of(mixed));
  }
}
