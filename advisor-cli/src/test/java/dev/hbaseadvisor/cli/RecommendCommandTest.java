package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.YamlReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** recommend end to end: pasteable rowkey blocks, the stable JSON names, YAML output, bad input. */
class RecommendCommandTest {

  @TempDir
  Path tmp;

  @Test
  void text_printsTheCurrentDesignAndPasteableCandidates() throws Exception {
    String file = CliRun.example("consumption-user-date.yaml");
    CliRun r = CliRun.run("recommend", file, "--top", "2");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith(file + ": table consumption, 2 access patterns, 50,000,000 rows at the horizon,"
        + " 1.6/s writes\n"), r.out());
    // The pick also stops records of one second overwriting each other (rowkey-not-unique), so
    // it gains more than a shorter key.
    assertTrue(r.out().contains("\nverdict: #1 serves every pattern at least as well as the current design and scores"
        + " better\n"), r.out());
    assertTrue(r.out().contains("\ncurrent design  score 27,399 = reads 23,929 + order 0 + hotspot 0 + key length 3,470\n"
        + "rowkey:\n  - field: user\n    width: 10\n    pad: \"\\x01\"\n"), r.out());
    assertTrue(r.out().contains("  lint: 0 errors, 1 warning, 0 info: full-table-scan (current: 1 error, 1 warning,"
        + " 1 info: full-table-scan, rowkey-not-unique)\n  serves every pattern at least as well as the current design\n"),
        r.out());
    assertTrue(r.out().contains("  all-users-month-total  FULL_SCAN         1 scan   1/h     ~50,000,000 rows read\n"),
        r.out());
    int first = r.out().indexOf("\n#1  score ");
    int second = r.out().indexOf("\n#2  score ");
    assertTrue(first > 0 && second > first && !r.out().contains("\n#3 "), r.out());
    String block = r.out().substring(r.out().indexOf("rowkey:\n", first), r.out().indexOf("presplit:", first));
    String pasted = Files.readString(Path.of(file)).replaceFirst("(?s)rowkey:\n.*?\n\nfamilies:", block + "\nfamilies:");
    TableSchema schema = SchemaLoader.parse(pasted, Path.of(file), file);
    assertEquals(null, ((dev.hbaseadvisor.model.FieldSegment) schema.rowkey().get(1)).format(),
        "the pasted block loads: the user, then the whole timestamp, so rows no longer collide: " + block);
  }

  @Test
  void json_keepsTheStableNames() {
    CliRun r = CliRun.run("recommend", CliRun.example("webtable-forward-domain.yaml"), "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    JsonNode root = Json.read(r.out());
    JsonNode current = root.get("current");
    assertTrue(current.get("score").asLong() > 0);
    assertEquals("site-hosts", current.get("plans").get(2).get("name").asString());
    assertEquals("FULL_SCAN", current.get("plans").get(2).get("plan").asString());
    JsonNode best = root.get("candidates").get(0);
    assertEquals("domain", best.get("rowkey").get(0).get("field").asString());
    assertEquals("domain", best.get("rowkey").get(0).get("reverse").asString());
    assertEquals("RANGE_SCAN", best.get("plans").get(2).get("plan").asString());
    assertTrue(best.get("score").asLong() < current.get("score").asLong());
    assertEquals(3, root.get("candidates").size());
  }

  @Test
  void json_byteStringsAreInToStringBinaryForm() {
    CliRun r = CliRun.run("recommend", CliRun.example("log-data-timestamp-lead.yaml"), "--format", "json");
    assertTrue(r.out().contains("\"terminator\": \"\\\\x00\""), r.out());
  }

  @Test
  void yaml_isAYamlDocument_withARowkeyBlockPerCandidate() throws Exception {
    CliRun r = CliRun.run("recommend", CliRun.example("game-focus-wide.yaml"), "--format", "yaml", "--top", "2");
    assertEquals(0, r.exitCode(), r.err());
    MapNode root = (MapNode) YamlReader.read(r.out());
    assertTrue(root.get("current") instanceof MapNode current && current.has("rowkey") && current.has("plans"));
    assertEquals(2, ((dev.hbaseadvisor.yaml.ListNode) root.get("candidates")).items().size());
  }

  @Test
  void topBelowOne_exitsTwo() {
    CliRun r = CliRun.run("recommend", CliRun.example("game-focus-wide.yaml"), "--top", "0");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor recommend: --top must be at least 1, got 0\n", r.err());
  }

  @Test
  void invalidSchema_exitsTwo_withPositions() throws Exception {
    Path bad = tmp.resolve("bad.yaml");
    Files.writeString(bad, "table: t\nfields: {a: {type: string}}\nrowkey: [{field: b}]\nfamilies: [{name: d}]\n");
    CliRun r = CliRun.run("recommend", bad.toString());
    assertEquals(2, r.exitCode());
    assertEquals(bad + ":3:18: unknown field 'b'\n", r.err());
  }
}
