package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.model.Quantities;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * lint --baseline and --write-baseline end to end: recorded findings pass wherever their line
 * moves, new ones fail, and entries that match nothing any more are reported so the file shrinks.
 */
class LintBaselineTest {

  private static final String SCHEMA = """
      table: t
      fields: {a: {type: string}}
      rowkey: [{field: a}]
      families: [{name: d}]
      suppress:
        - rule: no-such-rule
      """;

  @TempDir
  Path tmp;

  private Path schema;
  private Path baseline;

  @BeforeEach
  void writeSchema() throws IOException {
    schema = tmp.resolve("t.yaml");
    baseline = tmp.resolve("baseline.json");
    Files.writeString(schema, SCHEMA);
  }

  /** The rule and path of each finding of a JSON lint report. */
  private static List<String> findings(String json) {
    List<String> result = new ArrayList<>();
    for (JsonNode file : Json.read(json).get("files")) {
      for (JsonNode f : file.get("findings")) {
        result.add(f.get("rule").asString() + " " + f.get("path").asString());
      }
    }
    return result;
  }

  private CliRun lint(String... extra) {
    List<String> args = new ArrayList<>(List.of("lint", schema.toString(), "--format", "json"));
    args.addAll(List.of(extra));
    return CliRun.run(args.toArray(String[]::new));
  }

  @Test
  void writeBaseline_recordsEveryFinding_andTheyPassFromThenOn() throws IOException {
    List<String> all = findings(lint().out());
    assertTrue(all.contains("suppression-unknown-rule suppress[0].rule"), all.toString());
    CliRun write = lint("--write-baseline", baseline.toString(), "--fail-on", "warning");
    assertEquals(0, write.exitCode(), write.err());
    assertEquals("hbase-advisor lint: recorded " + Quantities.plural(all.size(), "finding") + " in " + baseline + "\n", write.err());
    assertEquals(List.of(), findings(write.out()));
    JsonNode entries = Json.read(Files.readString(baseline)).get("findings");
    assertEquals(all.size(), entries.size());
    entries.forEach(e -> assertEquals("t.yaml", e.get("file").asString()));
    CliRun gate = lint("--baseline", baseline.toString(), "--fail-on", "warning");
    assertEquals(0, gate.exitCode(), gate.err());
    assertEquals(List.of(), findings(gate.out()));
  }

  @Test
  void baseline_matchesByPath_notLine_andNewFindingsFail() throws IOException {
    lint("--write-baseline", baseline.toString());
    Files.writeString(schema, "# moved down two lines\n\n" + SCHEMA + "  - rule: other-rule\n");
    CliRun r = lint("--baseline", baseline.toString(), "--fail-on", "warning");
    assertEquals(1, r.exitCode(), r.err());
    List<String> found = findings(r.out());
    assertTrue(found.contains("suppression-unknown-rule suppress[1].rule"), found.toString());
    assertFalse(found.stream().anyMatch(f -> f.contains("suppress[0]")), found.toString());
  }

  @Test
  void staleEntries_areReportedAsInfo_soTheBaselineShrinks() throws IOException {
    lint("--write-baseline", baseline.toString());
    Files.writeString(schema, SCHEMA.replace("suppress:\n  - rule: no-such-rule\n", ""));
    CliRun r = CliRun.run("lint", schema.toString(), "--baseline", baseline.toString());
    assertEquals(0, r.exitCode(), "stale entries do not fail the default gate");
    assertTrue(r.out().contains(schema + ":1:1  info     baseline-stale-entry  "), r.out());
    assertTrue(r.out().contains("  baseline entry for rule 'suppression-unknown-rule' at suppress[0].rule matches no "
        + "finding any more\n"), r.out());
    assertEquals(1, CliRun.run("lint", schema.toString(), "--baseline", baseline.toString(), "--fail-on", "info")
        .exitCode());
    CliRun sarif = CliRun.run("lint", schema.toString(), "--baseline", baseline.toString(), "--format", "sarif");
    assertTrue(sarif.out().contains("\"id\": \"baseline-stale-entry\""), sarif.out());
    CliRun rewrite = CliRun.run("lint", schema.toString(), "--baseline", baseline.toString(), "--write-baseline",
        baseline.toString(), "--format", "json");
    assertEquals(2, findings(rewrite.out()).stream().filter(f -> f.startsWith("baseline-stale-entry")).count(),
        "the report still compares with the baseline read before it was rewritten");
    assertEquals(List.of(), findings(lint("--baseline", baseline.toString()).out()).stream()
        .filter(f -> f.startsWith("baseline-stale-entry") || f.startsWith("suppression")).toList());
  }

  @Test
  void aDefinitionFileOfSeveralTables_isBaselinedWhole() throws IOException {
    // Issue 27: each table of a .sql file is a result under the file's name; the baseline kept the first
    // table's entries and called the others' stale.
    Path sql = Files.writeString(schema.resolveSibling("two.sql"), "CREATE TABLE A (ID VARCHAR NOT NULL PRIMARY KEY,"
        + " \"cf_with_a_long_name\".V BIGINT);\nCREATE TABLE B (K BIGINT NOT NULL PRIMARY KEY,"
        + " \"another_long_family\".W BIGINT);\n");
    List<String> plain = findings(CliRun.run("lint", sql.toString(), "--format", "json").out());
    assertTrue(plain.stream().filter(f -> f.startsWith("long-family-name ")).count() == 2, plain.toString());
    CliRun first = CliRun.run("lint", sql.toString(), "--write-baseline", baseline.toString());
    assertEquals(0, first.exitCode(), first.err());
    CliRun again = CliRun.run("lint", sql.toString(), "--baseline", baseline.toString(), "--format", "json");
    assertEquals(0, again.exitCode(), again.out());
    assertEquals(List.of(), findings(again.out()), "every table's findings baselined, none stale");
  }

  @Test
  void badBaselines_andInvalidInput_exitTwo_withoutWriting() throws IOException {
    CliRun missing = lint("--baseline", baseline.toString());
    assertEquals(2, missing.exitCode());
    assertEquals(baseline + ":1:1: no such baseline file (create it with --write-baseline " + baseline + ")\n",
        missing.err());
    Files.writeString(baseline, "[]");
    CliRun corrupt = lint("--baseline", baseline.toString());
    assertEquals(2, corrupt.exitCode());
    assertEquals(baseline + ":1:1: not a baseline file: expected {\"version\": 1, \"findings\": [...]}\n",
        corrupt.err());
    Path bad = tmp.resolve("bad.yaml");
    Files.writeString(bad, "table: t\n");
    Path fresh = tmp.resolve("fresh.json");
    CliRun invalid = CliRun.run("lint", tmp.toString(), "--write-baseline", fresh.toString());
    assertEquals(2, invalid.exitCode());
    assertTrue(invalid.err().contains(fresh + ":1:1: baseline not written: some schema files are invalid"),
        invalid.err());
    assertFalse(Files.exists(fresh));
    CliRun clash = lint("--write-baseline", schema.toString());
    assertEquals(2, clash.exitCode());
    assertEquals(SCHEMA, Files.readString(schema));
  }
}
