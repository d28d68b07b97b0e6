package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.testing.Schemas;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The design report's page: verdict, sorted and linked findings, numbers, pre-split table, heat map, provenance. */
class DesignReportTest {

  private static final DesignReport.Provenance PROVENANCE = new DesignReport.Provenance("hbase-advisor 9.9",
      "examples/x.yaml", LocalDate.of(2026, 1, 2), "https://example.org/rules.md");

  private static String render(String example, boolean simulate) {
    TableSchema schema = Schemas.loadExample(example);
    AnalysedDesign design = AnalysedDesign.of(schema);
    if (simulate) {
      design = design.simulate(DesignReport.simulationSettings(schema), SimulationListener.NONE);
    }
    Linter linter = Linter.builtIn(LintConfig.DEFAULT);
    return DesignReport.render(design, linter.lint(design), linter.catalog(), PROVENANCE);
  }

  @Test
  void timestampLead_verdictNamesWorstFinding_peakShare_andFullScans() {
    String page = render("log-data-timestamp-lead.yaml", true);
    assertTrue(page.contains("<p class=\"verdict\">This design will not work as written: a value that follows the "
        + "write order leads the rowkey (monotonic-rowkey-lead at rowkey[0]). Over the simulated workload (144,000,000 writes in 2h), "
        + "the busiest of 10 region servers took 100% of a window&#39;s writes at peak (an even spread is 10%): a "
        + "hotspot. 1 access pattern (host-event-latest) reads the whole table on every request.</p>"), page);
    assertTrue(page.contains("<a class=\"b-error\" href=\"#error-1\">2 errors</a>"), "counts link to findings");
    assertTrue(page.contains("<tr id=\"error-1\">"));
    assertTrue(page.contains("<a href=\"https://example.org/rules.md#monotonic-rowkey-lead\">"), "rule ids link");
    assertTrue(page.contains("<p class=\"pattern\">Diagonal: "), "the monotonic lead is named");
    assertTrue(page.contains("(3 rowkey segments, 28–105 bytes)"), page);
    assertTrue(page.contains("Workload: 144,000,000 rows (20,000 writes/s for 2h), seed 42."), "thousands separators");
    assertFalse(page.contains(" column "), "a time window is never called a column");
  }

  @Test
  void findings_areSortedBySeverity_thenByLine() {
    String page = render("every-key.yaml", false);
    Matcher m = Pattern.compile("<tr id=\"(error|warning|info)-\\d+\">\\s*<td class=\"sev sev-\\w+\">\\w+</td>\\s*"
        + "<td>.*?</td>\\s*<td class=\"mono\">(\\d+):").matcher(page);
    Severity previous = Severity.ERROR;
    int line = 0;
    int rows = 0;
    while (m.find()) {
      Severity severity = Severity.valueOf(m.group(1).toUpperCase());
      int at = Integer.parseInt(m.group(2));
      assertTrue(severity.compareTo(previous) > 0 || (severity == previous && at >= line), m.group());
      previous = severity;
      line = at;
      rows++;
    }
    assertEquals(8, rows, "every finding of every-key.yaml (ExamplesLintTest pins the eight)");
  }

  @Test
  void sorted_putsErrorsFirst_thenLines() {
    Finding late = new Finding("a", Severity.ERROR, "m", "p", 30, 1, null, null);
    Finding early = new Finding("b", Severity.WARNING, "m", "p", 3, 1, null, null);
    Finding first = new Finding("c", Severity.ERROR, "m", "p", 10, 1, null, null);
    assertEquals(List.of(first, late, early), DesignReport.sorted(List.of(late, early, first)));
  }

  @Test
  void fixTexts_renderBackticksAsCode_escaped() {
    assertEquals("use <code>salt: { from: [a&lt;b] }</code> &amp; more", InlineCode.html("use `salt: { from: [a<b] }` & more"));
    String page = render("log-data-timestamp-lead.yaml", false);
    assertTrue(page.contains("<code>hbase-advisor recommend</code>"), "the fix of full-table-scan");
    assertFalse(page.contains("`"), "no raw backticks");
  }

  @Test
  void longPresplit_foldsItsTable_showsEmptyKeysAsQuotes_andStatesItsHorizon() {
    String page = render("consumption-month-partitions.yaml", false);
    assertTrue(page.contains("<details><summary>All 120 regions as a table</summary>"), "120 regions fold away");
    assertTrue(page.contains("<tr><td>R0</td><td class=\"mono\">&quot;&quot;</td>"), "the empty start key");
    assertTrue(page.contains("where 20,000 keys generated from the schema over the whole workload (365d) fall"), page);
    assertTrue(page.contains("data-bars=\"120\""), "one chart of every share");
    String short10 = render("log-data-bucketed-timestamp.yaml", false);
    assertFalse(short10.contains("<details>"), "ten regions stay open");
  }

  @Test
  void heatMapRows_areLabelledByDecodedStartKeys_withTheRawKeyInTheTooltip() {
    String page = render("log-data-timestamp-lead.yaml", true);
    Matcher group = Pattern.compile("<g class=\"rowlabels\"[^>]*>(.*?)</g>", Pattern.DOTALL).matcher(page);
    assertTrue(group.find(), "the row labels");
    Matcher label = Pattern.compile("<text [^>]*><title>(.*?)</title>(.*?)</text>", Pattern.DOTALL)
        .matcher(group.group(1));
    assertTrue(label.find());
    assertEquals("&quot;&quot;", label.group(2), "the first range starts at the empty key");
    int rows = 1;
    while (label.find()) {
      rows++;
      // A timestamp lead: each range starts at a time, its 8 raw bytes in the tooltip; a midkey cut
      // inside the hostname after a byte no hostname holds shows that byte raw.
      assertTrue(label.group(2).matches("ts=2026-01-01T\\d\\d:\\d\\d:\\d\\d(\\.\\d{3})?Z( · (hostname≥\\S+|\\\\x[0-9A-F]{2}))?"),
          label.group(2));
      assertTrue(label.group(1).startsWith(label.group(2) + "\nkey \\x00\\x00\\x01"), label.group(1));
      assertTrue(label.group(2).length() <= 46, "fits the label gutter: " + label.group(2));
    }
    // The whole workload (2 h) ends with 18 regions, which are the rows (HeatMapView.MIN_REGION_ROWS).
    assertEquals(18, rows, "one row per region at the end");
  }

  @Test
  void presplitTable_readsEachStartKey_orSaysNoSegmentReadsIt() {
    String page = render("consumption-partition-prefix.yaml", false);
    assertTrue(page.contains("<td>R3</td><td class=\"mono\">003</td><td class=\"mono\">004</td>"
        + "<td class=\"muted\" title=\"salt(120 of user)=3\">salt 3</td>"), "a salt boundary reads as its salt");
    String everyKey = render("every-key.yaml", false);
    // The pre-split's hex boundaries are no salt byte of the 16 buckets the key leads with.
    assertTrue(everyKey.contains("<td>R1</td><td class=\"mono\">10000000</td><td class=\"mono\">20000000</td>"
        + "<td class=\"muted\" title=\"\">—</td>"), "bytes no segment reads");
  }

  @Test
  void healthyDesign_isAnEvenField_withNoHotCell() {
    String page = render("log-data-bucketed-timestamp.yaml", true);
    assertTrue(page.contains("<p class=\"pattern\">Even field: "), page);
    for (int hot = 5; hot < HeatMapView.COLOURS.length; hot++) {
      assertFalse(page.contains("fill=\"" + HeatMapView.COLOURS[hot] + "\"><title>"), "no cell of colour class " + hot);
    }
  }

  @Test
  void provenance_isPrinted_andTheSameInputGivesTheSameBytes() {
    String page = render("opentsdb-salted.yaml", true);
    assertTrue(page.contains("hbase-advisor 9.9 · input <span class=\"mono\">examples/x.yaml</span> · seed 7 · "
        + "generated 2026-01-02"), page);
    assertEquals(page, render("opentsdb-salted.yaml", true));
    assertTrue(page.contains("@media print") && page.contains("print-color-adjust: exact"));
  }

  @Test
  void coordinates_areWrittenToTheHundredth_withoutTrailingZeros() {
    assertEquals("236", HeatMapView.fmt(236));
    assertEquals("248.5", HeatMapView.fmt(248.5));
    assertEquals("12.05", HeatMapView.fmt(12.049));
    assertEquals("0.07", HeatMapView.fmt(0.07));
  }

  @Test
  void colourClasses_areAnchoredToTheEvenShare() {
    assertEquals(0, HeatMapView.colourClass(0, 100));
    assertEquals(3, HeatMapView.colourClass(100, 100), "the even share sits in the middle class");
    assertEquals(3, HeatMapView.colourClass(199, 100));
    assertEquals(7, HeatMapView.colourClass(40 * 100, 100), "one range taking everything of 40 is hot");
  }
}
