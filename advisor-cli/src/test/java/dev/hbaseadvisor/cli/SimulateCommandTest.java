package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code simulate} end to end: options, formats, exit codes, progress lines and repeatability. */
class SimulateCommandTest {

  private static final String LEAD = example("log-data-timestamp-lead.yaml");

  private record Run(int code, String out, String err) {}

  private static String example(String name) {
    return Path.of(System.getProperty("advisor.projectRoot", "..")).resolve("examples").resolve(name).toString();
  }

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = AdvisorCli.mainWithoutExit(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void json_carriesTheHeadlineFigures() {
    Run run = run("simulate", LEAD, "--ops", "300K", "--format", "json");
    assertEquals(0, run.code(), run.err());
    JsonNode json = JsonMapper.builder().build().readTree(run.out());
    assertEquals(1, json.get("finalRegions").asInt());
    assertEquals(300_000, json.get("writes").asLong());
    assertEquals(1.0, json.get("peakServerShare").asDouble());
    assertEquals(3, json.get("accessPatterns").size());
  }

  @Test
  void sameSeed_printsTheSameBytes_anotherSeedDoesNot() {
    String first = run("simulate", LEAD, "--ops", "50000", "--format", "json", "--seed", "7").out();
    assertEquals(first, run("simulate", LEAD, "--ops", "50000", "--format", "json", "--seed", "7").out());
    assertTrue(!first.equals(run("simulate", LEAD, "--ops", "50000", "--format", "json", "--seed", "8").out()));
  }

  @Test
  void duration_setsTheWritesAtTheWorkloadsRate() {
    Run run = run("simulate", LEAD, "--duration", "10s", "--format", "json");
    assertEquals(0, run.code(), run.err());
    assertEquals(200_000, JsonMapper.builder().build().readTree(run.out()).get("writes").asLong());
  }

  @Test
  void compare_showsTheSaltedDesignBesideTheOneAsWritten() {
    Run run = run("simulate", LEAD, "--ops", "200K", "--compare");
    assertEquals(0, run.code(), run.err());
    String[] lines = run.out().split("\n");
    assertTrue(lines[2].contains("as written") && lines[2].contains("salted-16"), lines[2]);
    assertTrue(run.out().contains("\nregions at creation                          1         16\n"), run.out());
  }

  @Test
  void notATerminal_printsOneLinePerPhaseOnStandardError() {
    Run run = run("simulate", LEAD, "--ops", "1000");
    assertEquals("simulate: LOG_DATA (as written): simulating 1,000 writes\n"
        + "simulate: LOG_DATA (as written): summarising\n", run.err());
    assertTrue(run.out().startsWith("LOG_DATA (as written): 1,000 writes over 0.1s at 20,000/s, seed 42\n"), run.out());
  }

  @Test
  void durationAndOps_together_areAUsageError() {
    Run run = run("simulate", LEAD, "--ops", "10", "--duration", "1h");
    assertEquals(2, run.code());
    assertEquals("hbase-advisor simulate: give --duration or --ops, not both\n", run.err());
  }

  @Test
  void badCount_isAnInputError() {
    Run run = run("simulate", LEAD, "--ops", "lots");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("hbase-advisor simulate: --ops: 'lots' is not a count"), run.err());
  }

  @Test
  void missingFile_isAnInputError() {
    Run run = run("simulate", "no-such-file.yaml");
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith("no-such-file.yaml"), run.err());
  }

  @Test
  void workloadWithoutWrites_isAnInputErrorAtItsLine() throws java.io.IOException {
    Path schema = java.nio.file.Files.createTempFile("no-writes", ".yaml");
    try {
      java.nio.file.Files.writeString(schema, "table: t\nfields:\n  k: { type: string }\nrowkey:\n  - field: k\n"
          + "families:\n  - name: d\nworkload:\n  writes: 0/s\n");
      Run run = run("simulate", schema.toString());
      assertEquals(2, run.code());
      assertEquals(schema + ":9:3: the workload writes nothing (0 rows per second), so there is nothing to simulate\n",
          run.err());
    } finally {
      java.nio.file.Files.delete(schema);
    }
  }
}
