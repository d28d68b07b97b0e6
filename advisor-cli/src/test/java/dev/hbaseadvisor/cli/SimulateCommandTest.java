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
  void compare_runsRecommendsTopThreeBesideTheDesignAsWritten() {
    Run run = run("simulate", LEAD, "--ops", "200K", "--compare");
    assertEquals(0, run.code(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals("LOG_DATA: 200,000 writes over 10s at 20,000/s on 10 region servers, seed 42", lines[0]);
    assertEquals("as written    [ts][hostname\\x00][event]", lines[2]);
    assertEquals("recommend #1  [salt(16 of hostname)][desc(ts)][md5(event):8][md5(hostname):8]", lines[3]);
    assertEquals("recommend #2  [salt(4 of hostname)][desc(ts)][md5(event):8][hostname]", lines[4]);
    assertEquals("recommend #3  [desc(ts)][md5(event):8][md5(hostname):8]", lines[5]);
    assertTrue(lines[7].matches(" +as written +recommend #1 +recommend #2 +recommend #3"), lines[7]);
    assertTrue(lines[8].matches("regions at creation +1 +16 +4 +10"), lines[8]);
    assertTrue(run.out().contains("\nevents-in-time-range: plan              RANGE_SCAN  PARALLEL_SCAN  PARALLEL_SCAN"
        + "    RANGE_SCAN\n"), run.out());
    assertTrue(run.out().contains("\nevents-in-time-range: gets or scans              1             16              4"
        + "             1\n"), run.out());
    assertTrue(run.out().contains("\npeak server share                           100.0%          21.1%          32.6%"
        + "        100.0%\n"), run.out());
    assertTrue(run.err().contains("simulate: LOG_DATA (recommend #3): summarising\n"), run.err());
  }

  @Test
  void compare_json_listsEveryDesignWithItsRowkey() {
    Run run = run("simulate", LEAD, "--ops", "20K", "--compare", "--format", "json");
    assertEquals(0, run.code(), run.err());
    JsonNode designs = JsonMapper.builder().build().readTree(run.out()).get("designs");
    assertEquals(4, designs.size());
    assertEquals("as written", designs.get(0).get("design").asString());
    assertEquals("[ts][hostname\\x00][event]", designs.get(0).get("rowkey").asString());
    assertEquals("recommend #1", designs.get(1).get("design").asString());
    assertEquals(16, designs.get(1).get("initialRegions").asInt(), "pre-split one region per salt bucket");
    assertEquals("PARALLEL_SCAN", designs.get(1).get("accessPatterns").get(0).get("plan").asString());
  }

  @Test
  void presplitRegions_areTheKeysSplitsPrints() {
    String hostLead = example("log-data-host-lead.yaml");
    Run splits = run("splits", hostLead, "--format", "file");
    assertEquals(0, splits.code(), splits.err());
    Run sim = run("simulate", hostLead, "--ops", "1000", "--format", "json");
    assertEquals(0, sim.code(), sim.err());
    JsonNode regions = JsonMapper.builder().build().readTree(sim.out()).get("regions");
    StringBuilder starts = new StringBuilder();
    for (int i = 1; i < regions.size(); i++) {
      starts.append(regions.get(i).get("start").asString()).append('\n');
    }
    assertEquals(splits.out(), starts.toString());
    assertEquals(10, regions.size());
  }

  @Test
  void presplitHBaseWouldRefuse_isAnInputErrorAtItsLine() throws java.io.IOException {
    String err = simulateSchema("table: t\nfields:\n  k: { type: string }\nrowkey:\n  - field: k\n"
        + "families:\n  - name: d\npresplit:\n  algorithm: salt\n");
    assertEquals("SCHEMA:9:3: algorithm salt needs a rowkey that starts with a salt or bucket segment, or bits led by partition bits\n", err);
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
    String err = simulateSchema("table: t\nfields:\n  k: { type: string }\nrowkey:\n  - field: k\n"
        + "families:\n  - name: d\nworkload:\n  writes: 0/s\n");
    assertEquals("SCHEMA:9:3: the workload writes nothing (0 rows per second), so there is nothing to simulate\n", err);
  }

  /** Simulates a schema written to a temporary file, expecting exit 2; standard error with the file named SCHEMA. */
  private static String simulateSchema(String yaml) throws java.io.IOException {
    Path schema = java.nio.file.Files.createTempFile("schema", ".yaml");
    try {
      java.nio.file.Files.writeString(schema, yaml);
      Run run = run("simulate", schema.toString());
      assertEquals(2, run.code(), run.err());
      return run.err().replace(schema.toString(), "SCHEMA");
    } finally {
      java.nio.file.Files.delete(schema);
    }
  }
}
