package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Versions and deletes over a table's life: the versions overwriting puts supersede and the rows
 * deletes remove stay in store files as garbage until a major compaction drops it.
 */
class VersionsAndDeletesTest {

  /** A KeyValue of a 16-byte row, a 1-byte family, a 1-byte qualifier and 1 KiB: 20 + 16 + 1 + 1 + 1024. */
  private static final long CELL = 1062;
  /** The 50 overwriting puts a second, one cell each. */
  private static final double OVERWRITE_BYTES_PER_SECOND = 50.0 * CELL;

  /**
   * An entity table in one region: a row of two 1 KiB cells a second, and 50 puts a second each
   * writing a new version of one cell of any row (VERSIONS 1); major compactions every hour without
   * jitter, checked every minute; flushes only hourly (a 1 GiB flush size).
   */
  static TableSchema entities() {
    return Schemas.parse("table: t\nfields:\n  id: { type: string, cardinality: 100000000, length: 16 }\n"
        + "rowkey:\n  - field: id\nfamilies:\n  - name: d\n    columns:\n"
        + "      - { qualifier: a, size: 1KiB }\n      - { qualifier: b, size: 1KiB }\n"
        + "workload: { writes: 1/s, duration: 12h, seed: 3, puts: { rate: 51/s, to: any, overwrite: 1 } }\n"
        + "cluster:\n  regionServers: 1\n  flushSize: 1GiB\n  maxFileSize: 100GiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 1h\n  majorCompactionJitter: 0\n  compactionCheckInterval: 60s\n");
  }

  /** {@link LifeCycleTest}'s time-keyed table (20 rows a second for 10 days) without a TTL. */
  static TableSchema timeKeyed(String deletes, String normalizer) {
    return Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
        + "  host: { type: string, cardinality: 100, length: 12 }\n"
        + "rowkey:\n  - field: ts\n  - field: host\nfamilies:\n  - name: d\n    columns:\n"
        + "      - { qualifier: v, size: 100 }\n"
        + "workload: { writes: 20/s, duration: 10d, seed: 7" + deletes + " }\n"
        + "cluster:\n  regionServers: 4\n  flushSize: 1MiB\n  maxFileSize: 16MiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 1d\n  majorCompactionJitter: 0\n" + normalizer);
  }

  static SimulationResult run(TableSchema schema) {
    return new Simulator(schema, SimulationSettings.of(schema).withoutReads()).run(SimulationListener.NONE);
  }

  @Test
  void overwrites_makeStoredBytesSawToothBetweenMajorCompactions() {
    SimulationResult result = run(entities());
    List<LifePoint> life = result.life();
    double spacing = life.get(1).seconds() - life.get(0).seconds();
    int drops = 0;
    for (int i = 1; i < life.size(); i++) {
      LifePoint before = life.get(i - 1);
      LifePoint after = life.get(i);
      if (after.storedBytes() >= before.storedBytes()) {
        continue;
      }
      drops++;
      // The newest versions: a row of two cells a second.
      double newest = 2 * CELL * after.seconds();
      // Before: every overwrite since the previous major is still held, and majors are at least an
      // hour apart (the output's age must pass majorCompaction), less one spacing of life points.
      assertTrue(before.storedBytes() - 2 * CELL * before.seconds() >= OVERWRITE_BYTES_PER_SECOND * (3600 - spacing),
          "before the drop at " + after.seconds() + ": " + before.storedBytes());
      // After: the newest versions, and at most the garbage of the memstore, whose superseding puts
      // arrived since the last periodic flush (at most an hour and its 5-minute delay ago) and in
      // one spacing more.
      assertTrue(after.storedBytes() >= newest, "after the drop at " + after.seconds() + ": " + after.storedBytes());
      assertTrue(after.storedBytes() <= newest + OVERWRITE_BYTES_PER_SECOND * (3600 + 300 + spacing),
          "after the drop at " + after.seconds() + ": " + after.storedBytes());
    }
    // A major an hour from the first file's hour on: 10 or 11 in 12 hours.
    assertTrue(drops >= 10 && drops <= 11, "drops " + drops);
    // Without the drops the table would hold every byte written: 2.3 GB, 25 times its newest versions.
    LifePoint end = life.get(life.size() - 1);
    assertTrue(end.storedBytes() < 0.15 * result.bytesWritten(), end.storedBytes() + " of " + result.bytesWritten());
    assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("versions and deletes: ")), result.notes().toString());
  }

  /**
   * {@link #entities()} keyed by id and a creation time, its family keeping 3 versions; with
   * {@code cellTimestamp}, the creation time is every cell's timestamp (Phoenix's ROW_TIMESTAMP).
   */
  static TableSchema versionedEntities(boolean cellTimestamp) {
    return Schemas.parse("table: t\nfields:\n  id: { type: string, cardinality: 100000000, length: 8 }\n"
        + "  created: { type: timestamp, order: increasing" + (cellTimestamp ? ", cellTimestamp: true" : "") + " }\n"
        + "rowkey:\n  - field: id\n  - field: created\nfamilies:\n  - name: d\n    versions: 3\n    columns:\n"
        + "      - { qualifier: a, size: 1KiB }\n      - { qualifier: b, size: 1KiB }\n"
        + "workload: { writes: 1/s, duration: 12h, seed: 3, puts: { rate: 51/s, to: any, overwrite: 1 } }\n"
        + "cluster:\n  regionServers: 1\n  flushSize: 1GiB\n  maxFileSize: 100GiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 1h\n  majorCompactionJitter: 0\n  compactionCheckInterval: 60s\n");
  }

  @Test
  void overwritesOfARowTimestampTable_replaceTheCell_soAMajorDropsThemWhateverVersionsAreKept() {
    SimulationResult kept = run(versionedEntities(false));
    SimulationResult replaced = run(versionedEntities(true));
    // Without a row timestamp a family of 3 versions keeps two superseded versions of every cell
    // (up to twice the newest bytes): after the last major the table holds more than its newest rows.
    LifePoint keptEnd = kept.life().get(kept.life().size() - 1);
    LifePoint replacedEnd = replaced.life().get(replaced.life().size() - 1);
    double newest = 2 * CELL * replacedEnd.seconds();
    assertTrue(keptEnd.storedBytes() > 2.5 * newest, "kept " + keptEnd.storedBytes() + " of newest " + newest);
    // With it, an overwrite writes the cell again at the row's timestamp: a compaction keeps one of
    // the two (ScanWildcardColumnTracker skips a duplicate timestamp), so each major drops every
    // superseded byte, as with VERSIONS 1, and the table ends with its newest rows and at most the
    // overwrites since the last major, its flush and one spacing of life points.
    double spacing = replaced.life().get(1).seconds() - replaced.life().get(0).seconds();
    assertTrue(replacedEnd.storedBytes() <= newest + OVERWRITE_BYTES_PER_SECOND * (2 * 3600 + 300 + spacing),
        "replaced " + replacedEnd.storedBytes() + " of newest " + newest);
    assertTrue(replacedEnd.storedBytes() < keptEnd.storedBytes());
    assertTrue(replaced.notes().stream().anyMatch(n -> n.contains("they keep the row's timestamp (created,"
        + " cellTimestamp), so each replaces the cell and adds no version")), replaced.notes().toString());
  }

  @Test
  void aCellTimestampThatIsNotTheWriteClock_underATtl_agesCellsFromItsValue() {
    SimulationResult result = run(Schemas.parse("table: t\nfields:\n  device: { type: string, cardinality: 1000 }\n"
        + "  at: { type: timestamp, min: 1764547200000, cardinality: 2592000, cellTimestamp: true }\n"
        + "rowkey:\n  - field: device\n    terminator: \"\\x00\"\n  - field: at\n"
        + "families:\n  - name: d\n    ttl: 7d\nworkload: { writes: 10/s, duration: 1h }\n"));
    assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("the cells' timestamp is field 'at' (cellTimestamp),"
        + " not the write clock: store files' time ranges and the TTL count from its value; ")), result.notes().toString());
    // The write clock as the cell timestamp ages cells as the run does: nothing to note.
    assertTrue(run(versionedEntities(true)).notes().stream().noneMatch(n -> n.startsWith("the cells' timestamp")));
  }

  @Test
  void sameSeed_sameOutput() {
    assertEquals(SimulationText.of(run(entities())), SimulationText.of(run(entities())));
    TableSchema deleting = timeKeyed(", deletes: { rate: 20/s, of: any, after: 2d }", "");
    assertEquals(SimulationJson.of(run(deleting)), SimulationJson.of(run(deleting)));
  }

  @Test
  void deletesOfOldRowsOnATimeKeyedTable_emptyTheirRegions() {
    SimulationResult result = run(timeKeyed(", deletes: { rate: 20/s, of: oldest, after: 2d }", ""));
    // Rows older than 2 days are deleted: 8 of the 10 days' rows, so the regions of 8 days hold none
    // (303 regions for 10 days, as LifeCycleTest's TTL run makes).
    assertEquals(303, result.regions().size());
    long rowless = result.regions().stream().filter(r -> r.rows() == 0).count();
    assertEquals(241, rowless);
    assertEquals(rowless, result.summary().emptyRegions());
    // Their bytes go at the major compaction after the delete (every day): the last day's deleted
    // regions still hold their cells and markers at the end.
    long byteless = result.regions().stream().filter(r -> r.bytes() == 0).count();
    assertEquals(168, byteless);
    long live = result.regions().stream().mapToLong(RegionState::rows).sum();
    assertEquals(20L * 2 * 86_400, live, 20L * 86_400 / 100, "two days of rows live");

    SimulationResult normalized = run(timeKeyed(", deletes: { rate: 20/s, of: oldest, after: 2d }",
        "  normalizer: { enabled: true, split: false, mergeMinRegionAge: 0 }\n"));
    assertTrue(normalized.regions().size() < 303 - 50, "merged: " + normalized.regions().size());
  }
}
