package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code report --live}: a live table's requests per region and server beside the design's predicted shares. */
class LiveReportTest {

  private static final Path FIXTURE = Schemas.projectRoot()
      .resolve("advisor-core/src/test/resources/report/live-log-data.json");

  private static LiveLoad fixture() throws IOException {
    return LiveLoad.parse(Files.readString(FIXTURE), FIXTURE);
  }

  private static String render(TableSchema schema, LiveLoad live) {
    AnalysedDesign design = AnalysedDesign.of(schema);
    Linter linter = Linter.builtIn(LintConfig.DEFAULT);
    return DesignReport.render(design, linter.lint(design), linter.catalog(),
        new DesignReport.Provenance("hbase-advisor 9.9", "x.yaml", LocalDate.of(2026, 1, 2), "docs/rules.md"), live);
  }

  @Test
  void inspectJson_isReadBackRegionByRegion() throws IOException {
    LiveLoad live = fixture();
    assertEquals("LOG_DATA", live.table());
    assertEquals(4, live.regions().size());
    assertEquals(List.of("g", "n", "t"), live.splitKeys().stream().map(Bytes::toStringBinary).toList());
    assertEquals(100_000, live.writes());
    assertEquals(4_000, live.reads());
    assertEquals(1, live.regions().get(3).server());
  }

  @Test
  void liveSection_drawsEachRegionsWriteShare_toScale_withTheDesignsShareMarked() throws IOException {
    TableSchema schema = Schemas.loadExample("log-data-host-lead.yaml");
    String page = render(schema, fixture());
    assertTrue(page.contains("<section id=\"live\">"), "the live section");
    assertTrue(page.contains("Live table LOG_DATA"), page);
    // Bars: heights proportional to 60 %, 20 %, 15 % and 5 % of the write requests.
    Matcher m = Pattern.compile("<rect x=\"[0-9.]+\" y=\"[0-9.]+\" width=\"[0-9.]+\" height=\"([0-9.]+)\" fill=\"#1565c0\">"
        + "<title>R(\\d): ([0-9.]+)% of write requests").matcher(page.substring(page.indexOf("id=\"live\"")));
    List<Double> heights = new ArrayList<>();
    while (m.find()) {
      heights.add(Double.parseDouble(m.group(1)));
    }
    assertEquals(4, heights.size());
    double scale = heights.get(0) / 0.60;
    assertEquals(0.20 * scale, heights.get(1), 0.01);
    assertEquals(0.15 * scale, heights.get(2), 0.01);
    assertEquals(0.05 * scale, heights.get(3), 0.01);
    // The dark marks are the design's own shares of the same four regions.
    List<Double> expected = Presplits.regions(schema, fixture().splitKeys(), schema.workload().seed(),
        SplitRequest.DEFAULT_SAMPLE_KEYS).stream().map(r -> r.expectedShare()).toList();
    for (int i = 0; i < 4; i++) {
      String mark = String.format(Locale.ROOT, "R%d: the design's keys put %.1f%% here", i, 100 * expected.get(i));
      assertTrue(page.contains(mark), mark);
    }
    assertTrue(page.contains("rs1.example.com,16020,1795471106937</td>"), "servers by name");
    assertTrue(page.contains(">75.0%</td>"), "rs1 took R0 and R2: 75 % of the writes");
    assertTrue(page.contains("Region R0 took 60.0% of the 100,000 write requests"), page);
    assertFalse(page.contains("<details><summary>All 4 regions"), "four regions are listed open");
  }

  @Test
  void badInspection_isRefusedWithItsPosition() {
    Path file = Path.of("live.json");
    IllegalArgumentException notJson = assertThrows(IllegalArgumentException.class,
        () -> LiveLoad.parse("{\n  \"regions\": [\n    { \"start\": ,", file));
    assertTrue(notJson.getMessage().startsWith("live.json:3:"), notJson.getMessage());
    IllegalArgumentException gap = assertThrows(IllegalArgumentException.class, () -> LiveLoad.parse(
        "{\"regions\": [{\"start\": \"\", \"end\": \"g\"}, {\"start\": \"h\", \"end\": \"\"}]}", file));
    assertEquals("live.json:1:1: regions[1] starts at \"h\", not where the region before it ends (\"g\")",
        gap.getMessage());
    IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
        () -> LiveLoad.parse("{\"table\": \"t\"}", file));
    assertTrue(empty.getMessage().contains("inspect TABLE --format json"), empty.getMessage());
    IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> LiveLoad.parse(
        "{\"regions\": [{\"start\": \"\", \"end\": \"\", \"writes\": -3}]}", file));
    assertTrue(negative.getMessage().contains("\"writes\": -3, not a count"), negative.getMessage());
  }
}
