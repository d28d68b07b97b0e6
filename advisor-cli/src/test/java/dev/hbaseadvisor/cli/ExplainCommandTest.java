package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** explain end to end: the text plan, the stable JSON names, and bad input. */
class ExplainCommandTest {

  @Test
  void text_showsAPlanPerPattern_withRowsAndTheSegmentsThatDecidedIt() {
    String file = CliRun.example("consumption-user-date.yaml");
    CliRun r = CliRun.run("explain", file);
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(file + ": table consumption, 50,000,000 rows, 1.6/s writes\n"
        + "\n"
        + "user-month-total  RANGE_SCAN  1 scan  10/s\n"
        + "  start  <user:10><yyyy-MM-dd HH:mm:ss(ts.from):19>\n"
        + "  stop   <user:10><yyyy-MM-dd HH:mm:ss(ts.to):19>\n"
        + "  rows   ~4 read, ~4 returned, 8.2e-08 of the key space\n"
        + "  order  ascending, served by the key order\n"
        + "    rowkey[0] user: bound\n"
        + "    rowkey[1] ts: scanned as a range over 2,592,000 of its values\n"
        + "\n"
        + "all-users-month-total  FULL_SCAN  1 scan  1/h\n"
        + "  rows   ~50,000,000 read, ~4,109,589 returned, all of the key space\n"
        + "  filter ts: no FuzzyRowFilter (a range is not fixed bytes)\n"
        + "  order  ascending, served by the key order\n"
        + "    rowkey[0] user: not bound: the key range ends here\n"
        + "    rowkey[1] ts: the range, checked by a row filter\n", r.out());
  }

  @Test
  void json_keepsTheStableNames() {
    CliRun r = CliRun.run("explain", CliRun.example("consumption-partition-prefix.yaml"), "--format", "json");
    assertEquals(0, r.exitCode(), r.err());
    JsonNode everyone = Json.read(r.out()).get("access").get(1);
    assertEquals("all-users-month-total", everyone.get("name").asString());
    assertEquals("PARALLEL_SCAN", everyone.get("plan").asString());
    assertEquals(120, everyone.get("scans").asInt());
    assertEquals(4_169_435, everyone.get("rowsRead").asLong());
    assertEquals(4_109_589, everyone.get("rowsReturned").asLong());
    assertEquals("<salt(user):3=0..119><yyyy-MM(ts):7>", everyone.get("start").asString());
    assertEquals("<salt(user):3=0..119><yyyy-MM(ts)+1:7>", everyone.get("stop").asString());
    assertTrue(everyone.get("orderServed").asBoolean());
    assertTrue(r.out().startsWith("{\n  \"access\": [\n    {\n      \"name\": \"user-month-total\",\n"
        + "      \"plan\": \"PREFIX_SCAN\",\n      \"scans\": 1,\n      \"rowsRead\": 4,\n      \"rowsReturned\": 4,\n"
        + "      \"start\": "), r.out());
  }

  @Test
  void json_sameInput_sameBytes() {
    String file = CliRun.example("opentsdb-salted.yaml");
    assertEquals(CliRun.run("explain", file, "--format", "json").out(),
        CliRun.run("explain", file, "--format", "json").out());
  }

  @Test
  void missingFile_exitsTwo_withPosition() {
    CliRun r = CliRun.run("explain", "no/such.yaml");
    assertEquals(2, r.exitCode());
    assertEquals("no/such.yaml:1:1: no such file\n", r.err());
  }

  @Test
  void unknownFormat_exitsTwo() {
    CliRun r = CliRun.run("explain", CliRun.example("game-focus-wide.yaml"), "--format", "xml");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("Invalid value for option '--format'"), r.err());
  }
}
