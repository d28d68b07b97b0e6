package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The JSON keeps issue 6's names, in its order, and prints numbers and times plainly. */
class SimulationJsonTest {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private static SimulationResult run() {
    return Designs.run(Schemas.loadExample("log-data-timestamp-lead.yaml"), 20_000);
  }

  @Test
  void headlineNames_areTheIssuesInItsOrder() {
    JsonNode json = MAPPER.readTree(SimulationJson.of(run()));
    List<String> names = new ArrayList<>(json.propertyNames());
    assertEquals(List.of("finalRegions", "splits", "emptyRegions", "peakServerShare", "medianServerShare",
        "serverSkew", "regionGini", "timeToFirstSplit", "accessPatterns", "windows", "heatmap"), names.subList(0, 11));
    JsonNode pattern = json.get("accessPatterns").get(0);
    assertEquals("events-in-time-range", pattern.get("name").asString());
    assertTrue(pattern.get("scans").isIntegralNumber());
    assertTrue(pattern.get("rowsRead").isNumber());
    assertEquals(List.of("name", "scans", "rowsRead", "gets", "reads", "plan", "regionScans"),
        new ArrayList<>(pattern.propertyNames()));
    assertEquals("RANGE_SCAN", pattern.get("plan").asString());
    assertEquals("[ts][hostname\\x00][event]", json.get("rowkey").asString());
    assertEquals("never", json.get("timeToFirstSplit").asString(), "20,000 writes make no 256 MiB");
    assertEquals(1.0, json.get("peakServerShare").asDouble());
    assertEquals(10, json.get("windows").get(0).get("serverWrites").size());
    assertEquals(json.get("heatmap").get("keyBuckets").asInt(), json.get("heatmap").get("writes").get(0).size());
  }

  @Test
  void compare_listsTheDesignsUnderOneKey() {
    SimulationResult salted = Designs.run(Designs.salted(Schemas.loadExample("log-data-timestamp-lead.yaml"), 16),
        20_000);
    JsonNode json = MAPPER.readTree(SimulationJson.compare(List.of(run(), salted)));
    assertEquals(List.of("designs"), new ArrayList<>(json.propertyNames()));
    assertEquals(2, json.get("designs").size());
    JsonNode second = json.get("designs").get(1);
    assertEquals("[salt(16 of ts)][ts][hostname\\x00][event]", second.get("rowkey").asString());
    assertEquals(16, second.get("finalRegions").asInt());
  }

  @Test
  void numbers_areNeverInExponentForm() {
    String json = SimulationJson.of(run());
    assertFalse(java.util.regex.Pattern.compile("(: |\\[ |, )-?[0-9.]+[eE]").matcher(json).find(), "no 1.0E-4");
  }

  @Test
  void durations_readLikeTheSchemaFormat() {
    assertEquals("never", Durations.format(-1));
    assertEquals("0s", Durations.format(0));
    assertEquals("38.9s", Durations.format(38.8907));
    assertEquals("1h2m3s", Durations.format(3723));
    assertEquals("2h", Durations.format(7200));
    assertEquals("1m0.5s", Durations.format(60.5));
  }
}
