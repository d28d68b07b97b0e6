package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** {@code migrate OLD NEW}: the plan in both formats, the estimate, the refusals and their exit codes. */
class MigrateCommandTest {

  @TempDir
  Path tmp;

  private Path edited(String example, String... edits) throws IOException {
    String text = Files.readString(Path.of(CliRun.example(example)));
    for (int i = 0; i < edits.length; i += 2) {
      assertTrue(text.contains(edits[i]), edits[i]);
      text = text.replace(edits[i], edits[i + 1]);
    }
    Path file = tmp.resolve("new-" + example);
    Files.writeString(file, text);
    return file;
  }

  @Test
  void printsTheSixStepsOfAReorder() throws IOException {
    String old = CliRun.example("log-data-timestamp-lead.yaml");
    Path neu = edited("log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_v2");
    CliRun r = CliRun.run("migrate", old, neu.toString());
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("Migration of LOG_DATA (" + old + ") to LOG_DATA_v2 (" + neu + ")", lines.get(0));
    assertEquals(List.of("1. Create LOG_DATA_v2 pre-split from NEW (10 regions) [create]", "2. Write to both tables "
        + "[dual-write]", "3. Copy the history from a snapshot of LOG_DATA [backfill]", "4. Compare the two tables "
        + "[verify]", "5. Move readers to LOG_DATA_v2 [switch-reads]", "6. Retire LOG_DATA [retire]"),
        lines.stream().filter(l -> l.matches("\\d\\. .*")).toList());
    assertTrue(lines.contains("   $ HADOOP_CLASSPATH=$(hbase mapredcp) hadoop jar hbase-advisor-migrate.jar backfill "
        + old + " " + neu + " --snapshot LOG_DATA-to-LOG_DATA_v2"), r.out());
    assertFalse(r.out().contains("Estimate"), "the estimate is --dry-run's");
  }

  @Test
  void dryRunEstimatesTheJobAsJson() throws IOException {
    String old = CliRun.example("opentsdb-salted.yaml");
    Path neu = edited("opentsdb-salted.yaml", "table: tsdb", "table: tsdb_v2", "buckets: 20,", "buckets: 64,",
        "regions: 20\n", "regions: 64\n");
    CliRun r = CliRun.run("migrate", old, neu.toString(), "--dry-run", "--throughput", "50000/s", "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    JsonNode estimate = Json.read(r.out()).get("estimate");
    assertEquals(4_383_504_000L, estimate.get("rows").asLong());
    assertEquals(8_745, estimate.get("mapTasks").asLong());
    assertEquals(64, estimate.get("newRegions").asLong());
    assertEquals(137, estimate.get("hfilesPerRegion").asLong());
    assertEquals(87_671, estimate.get("seconds").asLong());
  }

  @Test
  void dryRunTimesTheJobAtTheMeasuredThroughputByDefault() throws IOException {
    Path neu = edited("log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_v2");
    CliRun r = CliRun.run("migrate", CliRun.example("log-data-timestamp-lead.yaml"), neu.toString(), "--dry-run");
    assertEquals(0, r.exitCode(), r.err());
    // 30 days (the TTL) at 20,000 rows/s: 51,840,000,000 rows at 4,574 rows/s.
    assertTrue(r.out().contains("  rows:              51,840,000,000\n"), r.out());
    assertTrue(r.out().contains("  time:              131.2 days at 4,574 rows/s (the default: the backfill measured "
        + "on a 2-core single-node mini cluster, docs/performance.md; give --throughput for your cluster)\n"), r.out());
  }

  @Test
  void writesThePlanWholeWithOutput() throws IOException {
    Path neu = edited("log-data-host-lead-reverse-timestamp.yaml", "table: LOG_DATA", "table: LOG_DATA_v2");
    Path out = tmp.resolve("plan.txt");
    CliRun r = CliRun.run("migrate", CliRun.example("log-data-host-lead.yaml"), neu.toString(), "-o", out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.readString(out).startsWith("Migration of LOG_DATA ("), Files.readString(out));
  }

  @Test
  void refusesAFieldTheOldTableDoesNotHoldWithExit2() throws IOException {
    Path neu = edited("log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_v2",
        "  - field: ts\n", "  - field: ts\n  - field: region\n",
        "fields:\n", "fields:\n  region: { type: string, cardinality: 10, length: 2 }\n");
    Path out = tmp.resolve("plan.txt");
    CliRun r = CliRun.run("migrate", CliRun.example("log-data-timestamp-lead.yaml"), neu.toString(), "-o",
        out.toString());
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains(neu + ":"), r.err());
    assertTrue(r.err().contains(": the NEW key needs field 'region' (rowkey[3] region), which neither the OLD key of "
        + "LOG_DATA nor any of its cells holds"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertFalse(Files.exists(out), "nothing is written");
  }

  @Test
  void refusesABadFormatAndThroughput() throws IOException {
    Path neu = edited("log-data-host-lead.yaml", "table: LOG_DATA", "table: LOG_DATA_v2");
    String old = CliRun.example("log-data-timestamp-lead.yaml");
    CliRun format = CliRun.run("migrate", old, neu.toString(), "--format", "yaml");
    assertEquals(2, format.exitCode());
    assertTrue(format.err().contains("--format must be text or json, got 'yaml'"), format.err());
    CliRun rate = CliRun.run("migrate", old, neu.toString(), "--dry-run", "--throughput", "0/s");
    assertEquals(2, rate.exitCode());
    assertTrue(rate.err().contains("--throughput must be above 0 rows/s, got '0/s'"), rate.err());
  }
}
