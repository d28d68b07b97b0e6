package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The report's per-region charts and tables stay bounded whatever the number of regions (issue
 * 30, RC10: a million pre-split regions rendered a million rows and ran out of a 512 MiB heap).
 */
class HostileReportTest {

  @Test
  void aMillionRegions_listTheThousandWithTheLargestShares_inKeyOrder_andSaySo() {
    double[] shares = new double[1_000_000];
    Arrays.fill(shares, 0.5 / 999_000);
    for (int i = 0; i < 1_000; i++) {
      shares[999 * i] = 0.5 / 1_000;
    }
    int[] listed = DesignReport.listedRegions(shares);
    assertEquals(DesignReport.MAX_LISTED_REGIONS, listed.length);
    for (int i = 0; i < listed.length; i++) {
      assertEquals(999 * i, listed[i], "the largest shares, in key order");
    }
    assertEquals("The chart and the table list the 1,000 regions with the largest shares of 1,000,000"
        + " (a report lists at most 1,000); the 999,000 others hold 50.0% of the keys together, none more"
        + " than 0.0%.", DesignReport.unlisted(shares, listed, "of the keys"));
  }

  @Test
  void tiesAreListedInKeyOrder_andSmallTablesWhole() {
    double[] even = new double[1_500];
    Arrays.fill(even, 1.0 / 1_500);
    int[] listed = DesignReport.listedRegions(even);
    assertEquals(0, listed[0]);
    assertEquals(999, listed[999], "equal shares keep the first regions");
    double[] small = {0.25, 0.5, 0.25};
    assertArrayEquals(new int[] {0, 1, 2}, DesignReport.listedRegions(small));
    assertEquals("", DesignReport.unlisted(small, DesignReport.listedRegions(small), "of the keys"),
        "nothing to say when every region is listed");
    assertTrue(DesignReport.MAX_LISTED_REGIONS >= 256, "the examples' pre-splits stay whole");
  }

  @Test
  void sarifSemanticVersion_keepsASnapshotAsASemVerPreRelease() {
    // SARIF 2.1.0 (3.19.3) asks for a SemVer 2.0.0 string; 0.1.0-SNAPSHOT is one, and sorts before 0.1.0.
    assertEquals("0.1.0-SNAPSHOT", SarifFindings.semanticVersion("0.1.0-SNAPSHOT"));
    assertEquals("1.2.3-rc.1+build.5", SarifFindings.semanticVersion("1.2.3-rc.1+build.5"));
    assertEquals("1.2.3", SarifFindings.semanticVersion("1.2.3.4"), "not SemVer: its leading release");
    assertEquals("0.1.0", SarifFindings.semanticVersion("dev"));
    assertEquals("0.1.0", SarifFindings.semanticVersion(null), "classes run outside the jar");
  }

  @Test
  void standardInput_isNamedAsItIs_inEveryForm() {
    ReportContext context = ReportContext.current();
    assertEquals("<stdin>", context.display(ReportContext.STDIN), "not a file of the working directory");
    assertEquals("%3Cstdin%3E", context.uri(ReportContext.STDIN), "a valid URI reference");
    assertTrue(!context.inside(ReportContext.STDIN), "so SARIF gives it no SRCROOT base");
  }

  @Test
  void aPageOfTwoThousandPresplitRegions_listsAThousand_andSaysWhatItLeavesOut() {
    dev.hbaseadvisor.model.TableSchema schema = dev.hbaseadvisor.testing.Schemas.parse("table: t\nfields:\n"
        + "  a: {type: string}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\npresplit: {algorithm: hex, regions: 2000}\n");
    dev.hbaseadvisor.analysis.AnalysedDesign design = dev.hbaseadvisor.analysis.AnalysedDesign.of(schema);
    dev.hbaseadvisor.rules.Linter linter = dev.hbaseadvisor.rules.Linter.builtIn(dev.hbaseadvisor.rules.LintConfig.DEFAULT);
    String page = DesignReport.render(design, linter.lint(design), linter.catalog(), new DesignReport.Provenance(
        "hbase-advisor 9.9", "x.yaml", java.time.LocalDate.of(2026, 1, 2), "https://example.org/rules.md"));
    assertTrue(page.contains("data-bars=\"1000\""), "a bar for each listed region only");
    assertTrue(page.contains("Regions R0 to R1999 left to right"), "the chart still spans the whole table");
    assertTrue(page.contains("The chart and the table list the 1,000 regions with the largest shares of 2,000"), page);
    assertTrue(page.contains("<summary>The 1,000 listed regions as a table</summary>"));
    assertEquals(1_000, page.split("<tr( class=\"unreach\")?><td>R", -1).length - 1, "table rows");
  }
}
