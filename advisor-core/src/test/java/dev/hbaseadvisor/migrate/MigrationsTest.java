package dev.hbaseadvisor.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The plan, its estimate and its refusals, on examples and edits of them. */
class MigrationsTest {

  @Test
  void plansTheSaltChangeInSixStepsWithTheirCommands() {
    MigrationCase c = MigrationCase.SALT_20_TO_64;
    MigrationPlan plan = Migrations.plan(c.old(), "old.yaml", c.neu(), "new.yaml", false, 0);
    assertEquals(List.of("create", "dual-write", "backfill", "verify", "switch-reads", "retire"),
        plan.steps().stream().map(MigrationPlan.Step::name).toList());
    assertEquals("Create tsdb_v2 pre-split from NEW (64 regions)", plan.steps().get(0).title());
    assertEquals(List.of("echo \"snapshot 'tsdb', 'tsdb-to-tsdb_v2'\" | hbase shell -n",
        "HADOOP_CLASSPATH=$(hbase mapredcp) hadoop jar hbase-advisor-migrate.jar backfill old.yaml new.yaml "
            + "--snapshot tsdb-to-tsdb_v2"), plan.steps().get(2).commands());
    assertEquals(List.of("salt-buckets-changed"), plan.breaking().stream().map(ch -> ch.id()).toList());
    assertEquals(List.of("metric_uid OLD_KEY key segment 1", "host_uid OLD_KEY key segment 4",
        "cpu_uid OLD_KEY key segment 6", "ts OLD_KEY key segment 2 as yyyyMMddHH"),
        plan.sources().stream().map(s -> s.field() + " " + s.from() + " " + s.detail()).toList());
    assertNull(plan.estimate(), "the estimate is --dry-run's");
  }

  /**
   * The OLD tsdb at its horizon: a year of 139 rows/s (no TTL) is 4,383,504,000 rows of 360
   * points; 20 pre-split regions, but 85.4 TiB over maxFileSize 10 GiB settles into 8,745; each of
   * the 64 NEW regions takes 1.33 TiB of family t, 137 files of 10 GiB.
   */
  @Test
  void estimatesTheBackfillFromTheOldDesignsHorizon() {
    MigrationCase c = MigrationCase.SALT_20_TO_64;
    MigrationEstimate e = Migrations.plan(c.old(), "old.yaml", c.neu(), "new.yaml", true, 50_000).estimate();
    assertEquals(4_383_504_000L, e.rows());
    assertEquals(139L * 365 * 86_400, e.rows());
    assertEquals(8_745, e.mapTasks());
    assertEquals(64, e.newRegions());
    assertEquals(137, e.hfilesPerRegion());
    assertEquals(87_671, e.seconds());
    assertEquals((double) e.mapTasks(), Math.ceil(e.bytes() / (10L << 30)), 0.0);
    String text = MigrationFormat.TEXT.render(Migrations.plan(c.old(), "old.yaml", c.neu(), "new.yaml", true, 50_000));
    assertTrue(text.contains("  time:              24.4 hours at 50,000 rows/s\n"), text);
    assertTrue(text.contains("  bytes to read:     85.4 TiB\n"), text);
    // The example's 64 regions get 1.3 TiB each: too few for the table, and more files than a bulk load takes.
    assertEquals(137, e.familyHFilesPerRegion());
    assertTrue(text.contains("  warning: each NEW region receives about 1.3 TiB, 137 times NEW's maxFileSize of 10 GiB: "
        + "they split and compact right after the load, under the readers; pre-split NEW into about 8,745 regions "
        + "(presplit.regions)\n"), text);
    assertTrue(text.contains("  warning: 137 HFiles of one family per region are more than BulkLoadHFiles loads by "
        + "default (32, hbase.mapreduce.bulkload.max.hfiles.perRegion.perFamily); backfill raises the limit to the "
        + "files it wrote\n"), text);
    JsonNode json = Json.read(MigrationFormat.JSON.render(
        Migrations.plan(c.old(), "old.yaml", c.neu(), "new.yaml", true, 0)));
    assertEquals(8_745, json.get("estimate").get("mapTasks").asLong());
    assertTrue(json.get("estimate").get("seconds") == null, "no time without a throughput");
    assertEquals("tsdb-to-tsdb_v2", json.get("snapshot").asString());
  }

  @Test
  void refusesANewKeyFieldTheOldTableDoesNotHold() {
    MigrationCase c = MigrationCase.REORDER;
    String neu = c.newText().replace("  - field: ts\n", "  - field: ts\n  - field: region\n")
        .replace("fields:\n", "fields:\n  region: { type: string, cardinality: 10, length: 2 }\n");
    Migrations.Refused e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(c.old(), "old.yaml",
        MigrationCase.parse(neu, "new.yaml"), "new.yaml", false, 0));
    assertEquals(List.of("new.yaml:" + MigrationCase.parse(neu, "new.yaml").locate("rowkey[3]") + ": the NEW key "
        + "needs field 'region' (rowkey[3] region), which neither the OLD key of LOG_DATA nor any of its cells holds"),
        e.problems());
  }

  @Test
  void refusesAFieldTheOldKeyHoldsOnlyToTheDay() {
    // A daily key: the day is all that is left of ts, and no cell holds the rest.
    String fields = "  user: { type: string, cardinality: 1000, length: 8 }\n  ts: { type: timestamp }\n";
    String old = dev.hbaseadvisor.testing.Schemas.minimal(fields,
        "  - field: user\n  - field: ts\n    format: yyyyMMdd\n");
    String neu = dev.hbaseadvisor.testing.Schemas.minimal(fields, "  - field: ts\n  - field: user\n")
        .replace("table: t", "table: t2");
    Migrations.Refused e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(
        MigrationCase.parse(old, "old.yaml"), "old.yaml", MigrationCase.parse(neu, "new.yaml"), "new.yaml", false, 0));
    assertEquals(List.of("new.yaml:6:5: the NEW key needs field 'ts' in full (rowkey[0] ts), and the OLD key holds it "
        + "only as yyyyMMdd, so no row's value can be read back"), e.problems());
  }

  @Test
  void refusesANewKeyThatMergesRows() {
    // The host-lead key without its event: two events of a host at one millisecond would share a key.
    MigrationCase c = MigrationCase.REORDER;
    String neu = c.newText().replace("  - field: event\n    terminator: \"\\x00\"\n", "");
    Migrations.Refused e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(c.old(), "old.yaml",
        MigrationCase.parse(neu, "new.yaml"), "new.yaml", false, 0));
    assertEquals(List.of("old.yaml:" + c.old().locate("rowkey[2]") + ": the OLD key tells rows apart by field "
        + "'event' (rowkey[2]), which the NEW key neither writes in full nor hashes: rows that differ only in it "
        + "would share a key and overwrite each other"), e.problems());
  }

  @Test
  void refusesANewDesignOnTheOldTable() {
    MigrationCase c = MigrationCase.REVERSAL;
    Migrations.Refused e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(c.old(), "old.yaml",
        MigrationCase.parse(MigrationCase.read(c.newExample()), "new.yaml"), "new.yaml", false, 0));
    assertEquals(List.of("new.yaml:6:1: the NEW design names the table 'LOG_DATA', as OLD does: a key change moves "
        + "the data into a new table (HBase cannot re-key one in place), so give NEW another name, such as "
        + "'LOG_DATA_v2'"), e.problems());
  }

  @Test
  void refusesAChangeThatNeedsNoCopy() {
    MigrationCase c = MigrationCase.REVERSAL;
    String neu = MigrationCase.read(c.oldExample()).replace("table: LOG_DATA", "table: LOG_DATA_v2");
    Migrations.Refused e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(c.old(), "old.yaml",
        MigrationCase.parse(neu, "new.yaml"), "new.yaml", false, 0));
    assertTrue(e.getMessage().contains(": diff classifies no change from old.yaml as breaking-storage apart from the "
        + "table's name"), e.getMessage());
  }

  @Test
  void readsCellHeldFieldsFromTheirColumns() {
    // From the hashed key back to the host-lead one: hostname and event are the hashed design's cells d:h and d:e.
    MigrationCase c = MigrationCase.HASH;
    String old = c.newText();
    String neu = MigrationCase.read(c.oldExample()).replace("table: LOG_DATA", "table: LOG_DATA_v3");
    MigrationPlan plan = Migrations.plan(MigrationCase.parse(old, "old.yaml"), "old.yaml",
        MigrationCase.parse(neu, "new.yaml"), "new.yaml", false, 0);
    assertEquals(List.of("hostname CELL d:h value", "event CELL d:e value", "ts OLD_KEY key segment 2"),
        plan.sources().stream().map(s -> s.field() + " " + s.from() + " " + s.detail()).toList());
    assertTrue(MigrationFormat.TEXT.render(plan).contains("  (a field read from a cell: the backfill reads the row's "
        + "newest value of that column"));
  }

  @Test
  void plansTallAndWideWithWhereEachColumnsCellsGo() {
    MigrationCase c = MigrationCase.WIDE_TO_TALL;
    MigrationPlan plan = Migrations.plan(c.old(), "old.yaml", c.neu(), "new.yaml", false, 0);
    assertEquals(List.of("user OLD_KEY key segment 0", "game QUALIFIER degreeInfo:<game> qualifiers",
        "ts OLD_KEY key segment 2 as yyyyMMdd"),
        plan.sources().stream().map(s -> s.field() + " " + s.from() + " " + s.detail()).toList());
    String text = MigrationFormat.TEXT.render(plan);
    assertTrue(text.contains("\nCells move between rows and qualifiers (tall <-> wide), each OLD column into a NEW "
        + "one:\n  degreeInfo:<game> -> degreeInfo:degree\n"), text);
    assertTrue(text.contains("Counts cells by region of both tables (rows are not compared"), text);
    JsonNode json = Json.read(MigrationFormat.JSON.render(plan));
    assertEquals("qualifier", json.get("keyFields").get(1).get("from").asString());
    assertEquals("degree", json.get("cellMoves").get(0).get("to").asString());
  }

  @Test
  void refusesQualifiersThatWouldOverwriteEachOtherOrNeedATimeTheOldKeyCut() {
    // Wide to a key without game: a user's games of a day would all land on degreeInfo:degree of one row.
    MigrationCase c = MigrationCase.WIDE_TO_TALL;
    String dropped = c.newText().replace("  - field: game\n    terminator: \"\\x00\"\n", "");
    Migrations.Refused e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(c.old(), "old.yaml",
        MigrationCase.parse(dropped, "new.yaml"), "new.yaml", false, 0));
    assertTrue(e.getMessage().contains("the OLD qualifiers of degreeInfo:<game> tell cells apart by field 'game', "
        + "which the NEW design writes neither in its key nor in the qualifiers of degreeInfo:degree"), e.getMessage());
    // Qualifiers named by the full time, from a key that kept the day only.
    String byTime = MigrationCase.read("game-focus-wide.yaml").replace("table: prodFocus", "table: prodFocus_t")
        .replace("qualifierFrom: game", "qualifierFrom: ts").replace("  - literal: \"$\"\n  - field: ts\n"
            + "    format: \"yyyyMMdd\"\n", "  - literal: \"$\"\n  - field: game\n");
    e = assertThrows(Migrations.Refused.class, () -> Migrations.plan(c.old(), "old.yaml",
        MigrationCase.parse(byTime, "new.yaml"), "new.yaml", false, 0));
    assertTrue(e.getMessage().contains("the NEW qualifiers of degreeInfo:<ts> need field 'ts' in full, which the OLD "
        + "table holds neither in its key nor in the qualifiers of degreeInfo:<game>"), e.getMessage());
  }
}
