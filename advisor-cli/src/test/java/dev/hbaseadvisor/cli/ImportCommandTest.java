package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code import} writes schema files that validate; {@code lint}, {@code diff} and {@code validate} read DDL directly. */
class ImportCommandTest {

  private static final String DDL = """
      CREATE TABLE IF NOT EXISTS WEB_STAT (
           HOST CHAR(2) NOT NULL,
           DOMAIN VARCHAR NOT NULL,
           DATE DATE NOT NULL,
           USAGE.CORE BIGINT
           CONSTRAINT PK PRIMARY KEY (HOST, DOMAIN, DATE)
      ) SALT_BUCKETS = 4;
      CREATE INDEX WS_IDX ON WEB_STAT (DOMAIN);
      """;

  @TempDir
  Path dir;

  private Path ddl(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, text);
    return file;
  }

  @Test
  void import_toAFolder_writesASchemaPerTable_thatValidates() throws IOException {
    Path sql = ddl("v1.sql", DDL);
    Path out = dir.resolve("schemas");
    CliRun r = CliRun.run("import", sql.toString(), "-o", out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("wrote " + out.resolve("WEB_STAT.yaml") + " (table WEB_STAT)\nwrote " + out.resolve("WS_IDX.yaml")
        + " (table WS_IDX)\n", r.out());
    CliRun validate = CliRun.run("validate", out.toString());
    assertEquals(0, validate.exitCode(), validate.err());
    assertTrue(validate.out().contains("WEB_STAT.yaml: ok (table WEB_STAT, 4 rowkey segments, 1 family)"),
        validate.out());
  }

  @Test
  void import_ofAFolderOfMigrations_readsThemAsOneHistory_inNameOrder() throws IOException {
    Path migrations = Files.createDirectories(dir.resolve("migrations"));
    // Named so that name order is not the order the folder lists them in on every file system.
    Files.writeString(migrations.resolve("V2__alter.sql"), "ALTER TABLE EVENTS ADD D.PAYLOAD VARCHAR;\n"
        + "CREATE INDEX EV_IDX ON EVENTS (D.PAYLOAD);\nDROP TABLE SCRATCH;\n");
    Files.writeString(migrations.resolve("V1__create.sql"), "CREATE TABLE EVENTS (ID BIGINT NOT NULL PRIMARY KEY,"
        + " D.KIND VARCHAR);\nCREATE TABLE SCRATCH (K VARCHAR PRIMARY KEY);\n");
    Files.writeString(migrations.resolve("notes.txt"), "not a migration\n");
    Path out = dir.resolve("schemas");
    CliRun r = CliRun.run("import", migrations.toString(), "-o", out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("wrote " + out.resolve("EVENTS.yaml") + " (table EVENTS)\nwrote " + out.resolve("EV_IDX.yaml")
        + " (table EV_IDX)\n", r.out());
    String events = Files.readString(out.resolve("EVENTS.yaml"));
    assertTrue(events.contains("# PAYLOAD VARCHAR"), events);
    assertTrue(events.startsWith("# Imported by hbase-advisor import from " + migrations.resolve("V1__create.sql")),
        events);
    assertEquals(0, CliRun.run("validate", out.toString()).exitCode());
    // A later migration's problem is in that file; a folder without .sql is refused.
    Files.writeString(migrations.resolve("V3__bad.sql"), "ALTER TABLE SCRATCH ADD X BIGINT;\n");
    CliRun bad = CliRun.run("import", migrations.toString(), "-o", dir.resolve("other").toString());
    assertEquals(2, bad.exitCode());
    assertEquals(migrations.resolve("V3__bad.sql") + ":1:13: ALTER TABLE SCRATCH: the table is not created in these"
        + " files\n", bad.err());
    CliRun empty = CliRun.run("import", Files.createDirectories(dir.resolve("empty")).toString());
    assertEquals(2, empty.exitCode());
    assertTrue(empty.err().contains("the folder holds no .sql file"), empty.err());
  }

  @Test
  void import_readsAnHBaseShellScript_andLintReadsItDirectly() throws IOException {
    Path rb = ddl("create.rb", "create 'events', {NAME => 'd', VERSIONS => 1, TTL => 86400, COMPRESSION => 'SNAPPY'},"
        + " {SPLITS => ['4', '8', 'c']}\n");
    CliRun r = CliRun.run("import", rb.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("table: 'events'"), r.out());
    assertTrue(r.out().contains("compression: snappy"), r.out());
    CliRun validate = CliRun.run("validate", rb.toString());
    assertEquals(0, validate.exitCode(), validate.out() + validate.err());
  }

  @Test
  void import_withKeys_infersTheShellTablesRowkey_fromRealKeys() throws IOException {
    // Issue 27: a shell create states no rowkey; the keys 'keys' (or 'sample') writes complete it.
    Path keys = dir.resolve("keys.txt");
    CliRun generated = CliRun.run("keys", CliRun.example("log-data-hashed-host-event.yaml"), "--count", "1000");
    assertEquals(0, generated.exitCode(), generated.err());
    Files.writeString(keys, generated.out());
    Path rb = ddl("log.hbase", "create 'LOG_DATA', {NAME => 'd', VERSIONS => 1, COMPRESSION => 'SNAPPY'}\n");
    CliRun r = CliRun.run("import", rb.toString(), "--keys", keys.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("rowkey:\n  # Proposed by hbase-advisor from 1000 real keys: check each segment, and"
        + " name the fields.\n"
        + "  - hash: { from: [h1], algorithm: md5, length: 16, encoding: binary }   # 16 bytes that vary like a digest\n"
        + "  - hash: { from: [h2], algorithm: md5, length: 16, encoding: binary }   # 16 bytes that vary like a digest\n"
        + "  - field: ts1\n"), r.out());
    Path schema = Files.writeString(dir.resolve("log.yaml"), r.out());
    assertEquals(0, CliRun.run("validate", schema.toString()).exitCode(), "what import writes loads");

    CliRun phoenix = CliRun.run("import", ddl("v1.sql", DDL).toString(), "--keys", keys.toString());
    assertEquals(2, phoenix.exitCode());
    assertTrue(phoenix.err().contains("v1.sql:1:1: a rowkey from real keys (--keys) completes an HBase shell"
        + " definition, which does not state its rowkey; this file is Phoenix DDL, whose PRIMARY KEY states it"),
        phoenix.err());
    CliRun tooFew = CliRun.run("import", rb.toString(), "--keys", Files.writeString(dir.resolve("one.txt"), "abc\n")
        .toString());
    assertEquals(2, tooFew.exitCode());
    assertEquals(dir.resolve("one.txt") + ":1:1: 1 key; inferring a rowkey needs at least 2\n", tooFew.err());
  }

  @Test
  void import_refusesToReplaceAFile_unlessForced_andWritesNothingThen() throws IOException {
    Path sql = ddl("v1.sql", DDL);
    Path out = dir.resolve("schemas");
    Files.createDirectories(out);
    Files.writeString(out.resolve("WS_IDX.yaml"), "mine");
    CliRun r = CliRun.run("import", sql.toString(), "-o", out.toString());
    assertEquals(2, r.exitCode());
    assertEquals(out.resolve("WS_IDX.yaml") + ":1:1: exists; give --force to replace it\n", r.err());
    assertFalse(Files.exists(out.resolve("WEB_STAT.yaml")));
    assertEquals(0, CliRun.run("import", sql.toString(), "-o", out.toString(), "--force").exitCode());
    assertTrue(Files.readString(out.resolve("WS_IDX.yaml")).contains("table: 'WS_IDX'"));
  }

  @Test
  void import_oneTable_goesToStandardOutput_andManyNeedAFolder() throws IOException {
    Path one = ddl("one.sql", "CREATE TABLE T (ID BIGINT NOT NULL PRIMARY KEY);");
    CliRun r = CliRun.run("import", one.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("  - field: ID   # sign bit flipped\n    encoding: sortable-long\n"), r.out());
    CliRun many = CliRun.run("import", ddl("v1.sql", DDL).toString());
    assertEquals(2, many.exitCode());
    assertEquals("hbase-advisor import: the files define 2 tables; give -o DIR to write a schema file for each\n",
        many.err());
  }

  @Test
  void import_badDdl_exitsTwoWithPositions_noStackTrace() throws IOException {
    Path sql = ddl("bad.sql", "CREATE TABLE T (\n  ID BIGINT NOT NULL PRIMARY KEY,\n  V VARCHR\n);");
    assertRefused(sql, sql + ":3:5: unknown Phoenix type 'VARCHR' for column V\n");
    Path yaml = ddl("t.yaml", "table: t\n");
    assertRefused(yaml, yaml + ":1:1: not a definition file this command imports: .sql (Phoenix DDL), .rb, .hbase, .sh, .txt (HBase shell)\n");
  }

  private static void assertRefused(Path file, String err) {
    CliRun r = CliRun.run("import", file.toString());
    assertEquals(2, r.exitCode());
    assertEquals(err, r.err());
    assertEquals("", r.out());
  }

  @Test
  void lint_onDdl_pointsFindingsAtTheDdlLines() throws IOException {
    Path sql = ddl("v1.sql", "CREATE TABLE T (\n  TS DATE NOT NULL PRIMARY KEY,\n  V VARCHAR\n) SPLIT ON ('a');\n");
    CliRun r = CliRun.run("lint", sql.toString());
    // A text split point can never be reached by the sign-flipped date (the SPLIT ON clause, line 4). The
    // empty column's 4-byte encoded qualifier, which Phoenix names, is not the design's to shorten.
    assertTrue(r.out().contains(sql + ":4:3  error    presplit-unreachable-regions  1 of 2 pre-split regions"),
        r.out());
    assertFalse(r.out().contains("long-qualifier-name"), r.out());
    assertEquals(1, r.exitCode());
  }

  @Test
  void diff_betweenTwoDdlVersions_classifiesTheKeyChange() throws IOException {
    Path v1 = ddl("v1.sql", "CREATE TABLE T (A VARCHAR NOT NULL, B BIGINT NOT NULL CONSTRAINT PK PRIMARY KEY (A, B));");
    Path v2 = ddl("v2.sql", "CREATE TABLE T (A VARCHAR NOT NULL, B BIGINT NOT NULL CONSTRAINT PK PRIMARY KEY (A, B))"
        + " SALT_BUCKETS=8;");
    CliRun r = CliRun.run("diff", v1.toString(), v2.toString());
    assertEquals(1, r.exitCode(), r.out() + r.err());
    // The salt added by SALT_BUCKETS=8 changes every stored key: the finding points at the clause.
    assertTrue(r.out().contains(v2 + ":1:89  error    rowkey-segment-added  rowkey segment 0 {salt: {buckets: 8,"
        + " over: key}} was added"), r.out());
    assertFalse(r.out().contains("description-changed"), r.out());
  }
}
