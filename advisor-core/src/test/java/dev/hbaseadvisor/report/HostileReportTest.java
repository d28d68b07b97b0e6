package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
  void aMillionRegionInspection_isReadAsAStream_inTheSuitesSmallHeap(@TempDir Path tmp) throws IOException {
    // The inspection went through the 2 MiB input limit, about 12,000 regions, and was read as one
    // tree: the documented million could never be reached (issue 30, noticed). It is now read a
    // region at a time from the file, up to LiveLoad.MAX_BYTES.
    Path file = tmp.resolve("live.json");
    try (Writer out = Files.newBufferedWriter(file)) {
      out.write("{\n  \"table\": \"t\",\n  \"servers\": 100,\n  \"regions\": [\n");
      for (int i = 0; i < 1_000_000; i++) {
        String start = i == 0 ? "" : String.format("%08x", i * 4_000L);
        String end = i == 999_999 ? "" : String.format("%08x", (i + 1) * 4_000L);
        out.write("    { \"start\": \"" + start + "\", \"end\": \"" + end + "\", \"server\": " + i % 100
            + ", \"bytes\": 1048576, \"storeFiles\": 1, \"writes\": " + (i % 7) + ", \"reads\": 3,"
            + " \"memstoreBytes\": 0, \"requestShare\": 0.000001 }" + (i == 999_999 ? "\n" : ",\n"));
      }
      out.write("  ]\n}\n");
    }
    assertTrue(Files.size(file) > 100L << 20, "well past the 2 MiB of a schema");
    LiveLoad load = LiveLoad.read(file);
    assertEquals(1_000_000, load.regions().size());
    assertEquals(100, load.servers().size());
    assertEquals(3_000_000, load.reads());
    assertEquals("000f4240", new String(load.regions().get(250).start(), java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void anInspectionPastItsBound_orNotAnInspection_saysSo(@TempDir Path tmp) throws IOException {
    Path folder = tmp;
    IllegalArgumentException dir = assertThrows(IllegalArgumentException.class, () -> LiveLoad.read(folder));
    assertEquals(folder + ":1:1: cannot read the inspection: is a folder, not a file", dir.getMessage());
    Path missing = tmp.resolve("none.json");
    assertEquals(missing + ":1:1: cannot read the inspection: no such file",
        assertThrows(IllegalArgumentException.class, () -> LiveLoad.read(missing)).getMessage());
    Path sparse = tmp.resolve("big.json");
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(sparse.toFile(), "rw")) {
      f.setLength(LiveLoad.MAX_BYTES + 1);
    }
    assertEquals(sparse + ":1:1: the inspection is too large (" + (LiveLoad.MAX_BYTES + 1) + " bytes); an"
        + " inspection is limited to 256 MiB (docs/limits.md)",
        assertThrows(IllegalArgumentException.class, () -> LiveLoad.read(sparse)).getMessage());
    Path twoEnds = Files.writeString(tmp.resolve("ends.json"), "{\"regions\": [{\"start\": \"\", \"end\": \"\"},"
        + " {\"start\": \"\", \"end\": \"\"}]}");
    assertEquals(twoEnds + ":1:1: regions[0] ends at \"\": only the last region ends with the empty key, and every"
        + " region ends above its start",
        assertThrows(IllegalArgumentException.class, () -> LiveLoad.read(twoEnds)).getMessage());
    Path open = Files.writeString(tmp.resolve("open.json"), "{\"regions\": [{\"start\": \"\", \"end\": \"g\"}]}");
    assertEquals(open + ":1:1: regions[0] ends at \"g\": only the last region ends with the empty key, and every"
        + " region ends above its start",
        assertThrows(IllegalArgumentException.class, () -> LiveLoad.read(open)).getMessage());
    Path server = Files.writeString(tmp.resolve("server.json"), "{\"regions\": [{\"start\": \"\", \"end\":"
        + " \"\", \"server\": 3}], \"servers\": 2}");
    assertEquals(server + ":1:1: regions[0] names server 3 of 2",
        assertThrows(IllegalArgumentException.class, () -> LiveLoad.read(server)).getMessage());
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
