package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report: a self-contained, escaped, reproducible HTML page per schema. */
class ReportCommandTest {

  @TempDir
  Path tmp;

  @Test
  void report_everyKeyExample_showsEverySegmentEscaped() throws IOException {
    Path html = tmp.resolve("r.html");
    CliRun r = CliRun.run("report", CliRun.example("every-key.yaml"), "--output", html.toString());
    assertEquals(0, r.exitCode(), r.err());
    String page = Files.readString(html);
    assertTrue(page.startsWith("<!DOCTYPE html>"));
    assertTrue(page.contains("<h1>metrics:log_data</h1>"));
    assertEquals(11, page.split("class=\"seg k-", -1).length - 1, "one anatomy block per rowkey segment");
    assertTrue(page.contains("&lt;game&gt; x1-500"), "dynamic qualifiers are HTML-escaped");
    assertFalse(page.contains("<game>"));
    assertFalse(page.contains("http://") || page.contains("https://"), "no external resources");
  }

  @Test
  void report_showsPlansAndPresplitRegions() {
    CliRun wide = CliRun.run("report", CliRun.example("game-focus-wide.yaml"));
    assertEquals(0, wide.exitCode(), wide.err());
    assertTrue(wide.out().contains("<code>users-of-game</code>"));
    assertTrue(wide.out().contains("<span class=\"plan plan-bad\">FULL_SCAN</span>"), "the wide table's lookup by game");
    assertTrue(wide.out().contains("<code>wide-row-lookup</code>"));
    assertFalse(wide.out().contains("Pre-split regions"), "the wide table starts unsplit");
    CliRun bucketed = CliRun.run("report", CliRun.example("log-data-bucketed-timestamp.yaml"));
    assertTrue(bucketed.out().contains("Pre-split regions <span class=\"muted\">(explicit: 10 regions, 9 split keys)</span>"),
        bucketed.out());
    assertTrue(bucketed.out().contains("<span class=\"plan\">PARALLEL_SCAN</span> × 100"));
    assertEquals(10, bucketed.out().split("<td>R\\d+</td>", -1).length - 1, "ten regions");
  }

  @Test
  void report_simulatesTheTimestampLead_allWritesOnOneServer() {
    CliRun r = CliRun.run("report", CliRun.example("log-data-timestamp-lead.yaml"));
    assertEquals(0, r.exitCode(), r.err());
    // Over the whole 2 h the balancer moves the hot region between servers, so no server takes all
    // writes; in each window one server takes them all.
    assertTrue(r.out().contains("The busiest server took <b class=\"sev-error\">25%</b> of all writes and at peak"
        + " <b class=\"sev-error\">100%</b> of one window's"), r.out());
    assertTrue(r.out().contains("<svg class=\"chart heatmap\""));
    assertTrue(r.out().contains("<p class=\"pattern\">Diagonal: "), "the monotonic lead is named");
    CliRun salted = CliRun.run("report", CliRun.example("log-data-bucketed-timestamp.yaml"));
    assertTrue(salted.out().contains("The busiest server took <b>10%</b> of all writes"), salted.out());
  }

  @Test
  void report_showsProgress_andEndsWithTheFileWritten() {
    Path html = tmp.resolve("lead.html");
    CliRun r = CliRun.run("report", CliRun.example("log-data-hashed-host-event.yaml"), "--output", html.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.err().contains(": simulating at most 144,000,000 writes\n"), r.err());
    assertTrue(r.err().endsWith("report: wrote " + html + "\n"), r.err());
  }

  @Test
  void horizon_sharesOfTheFirstSeconds_asSplitsGivesThem_namedOnThePage() throws IOException {
    String file = CliRun.example("log-data-host-lead.yaml");
    CliRun whole = CliRun.run("report", file);
    CliRun first = CliRun.run("report", file, "--horizon", "5s");
    assertEquals(0, first.exitCode(), first.err());
    assertTrue(whole.out().contains("generated from the schema over the whole workload (2h) fall"), whole.out());
    assertTrue(first.out().contains("generated from the schema over the workload&#39;s first 5s (--horizon) fall"),
        first.out());
    // The same shares as splits --horizon 5s, region by region (the page keeps six decimals).
    Path json = tmp.resolve("splits.json");
    CliRun splits = CliRun.run("splits", file, "--horizon", "5s", "--format", "json", "--output", json.toString());
    assertEquals(0, splits.exitCode(), splits.err());
    java.util.List<String> expected = new java.util.ArrayList<>();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"expectedShare\"\\s*:\\s*([0-9.eE-]+)")
        .matcher(Files.readString(json));
    while (m.find()) {
      expected.add(String.format(java.util.Locale.ROOT, "%.6f", Double.parseDouble(m.group(1))));
    }
    java.util.List<String> shown = new java.util.ArrayList<>();
    java.util.regex.Matcher d = java.util.regex.Pattern.compile("data-share=\"([0-9.]+)\"").matcher(first.out());
    while (d.find()) {
      shown.add(d.group(1));
    }
    assertEquals(10, expected.size());
    assertEquals(expected, shown);
    assertFalse(whole.out().equals(first.out()), "the first 5 s sit lower in each host's range than two hours do");
    CliRun bad = CliRun.run("report", file, "--horizon", "0s");
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("--horizon must be at least 1s"), bad.err());
  }

  @Test
  void generationDate_followsSourceDateEpoch() {
    assertEquals(java.time.LocalDate.of(1970, 1, 2), ReportCommand.generationDate("86400"));
    assertEquals(java.time.LocalDate.of(2026, 11, 23), ReportCommand.generationDate("1795392000"));
    InputException e = org.junit.jupiter.api.Assertions.assertThrows(InputException.class,
        () -> ReportCommand.generationDate("yesterday"));
    assertTrue(e.getMessage().contains("SOURCE_DATE_EPOCH 'yesterday'"), e.getMessage());
  }

  @Test
  void report_isReproducible() {
    assertEquals(CliRun.run("report", CliRun.example("log-data-timestamp-lead.yaml")).out(),
        CliRun.run("report", CliRun.example("log-data-timestamp-lead.yaml")).out());
  }

  @Test
  void live_drawsTheInspectedTable_andABadInspectionExitsTwoAtItsPosition() throws IOException {
    Path json = tmp.resolve("live.json");
    Files.writeString(json, "{\"table\": \"LOG_DATA\", \"servers\": 1, \"serverNames\": [\"rs1\"], \"regions\": ["
        + "{\"start\": \"\", \"end\": \"m\", \"server\": 0, \"writes\": 900, \"reads\": 10},"
        + "{\"start\": \"m\", \"end\": \"\", \"server\": 0, \"writes\": 100, \"reads\": 10}]}\n");
    CliRun r = CliRun.run("report", CliRun.example("log-data-host-lead.yaml"), "--live", json.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("<section id=\"live\">"), r.out());
    assertTrue(r.out().contains("Region R0 took 90.0% of the 1,000 write requests"), r.out());

    Files.writeString(json, "{\n  \"regions\": [\n    {\"start\": }\n");
    CliRun bad = CliRun.run("report", CliRun.example("log-data-host-lead.yaml"), "--live", json.toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains(json + ":3:"), bad.err());
    assertFalse(bad.err().contains("Exception"), bad.err());

    CliRun self = CliRun.run("report", CliRun.example("log-data-host-lead.yaml"), "--live", json.toString(),
        "--output", json.toString());
    assertEquals(2, self.exitCode(), "the inspection is an input: never overwritten");
    assertTrue(Files.readString(json).startsWith("{\n  \"regions\""));
  }
}
