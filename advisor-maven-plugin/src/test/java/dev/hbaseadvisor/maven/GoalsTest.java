package dev.hbaseadvisor.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The goals run directly, as Maven runs them once configured: what they pass or fail, what they
 * log and which files they write. The invoker sample builds (src/it) run them inside Maven.
 */
class GoalsTest {

  /** A sound table: hashed by sensor, pre-split into 4 regions; it has no finding. */
  private static final String READINGS = """
      version: 1
      table: readings
      fields:
        sensor: { type: string, cardinality: 50000, length: 12 }
        ts:     { type: timestamp, order: increasing }
        value:  { type: long }
      rowkey:
        - hash: { from: [sensor], algorithm: md5, length: 2, encoding: binary }
        - field: sensor
        - field: ts
      families:
        - name: r
          versions: 1
          ttl: 90d
          compression: snappy
          bloomFilter: row
          columns:
            - { qualifier: v, field: value }
      access:
        - { name: sensor-range, type: scan, equals: [sensor], range: ts, span: 1d, rate: 20/s, families: [r] }
      workload: { writes: 5000/s, duration: 1h, seed: 7 }
      cluster: { regionServers: 4 }
      presplit: { regions: 4 }
      """;

  @TempDir
  Path tmp;

  private Path schemas;
  private final RecordingLog log = new RecordingLog();

  @BeforeEach
  void folder() throws IOException {
    schemas = tmp.resolve("src/main/hbase");
    Files.createDirectories(schemas);
  }

  private <M extends AbstractSchemaMojo> M configure(M mojo) {
    mojo.project = new MavenProject();
    mojo.schemaDirectory = schemas.toFile();
    mojo.setLog(log);
    return mojo;
  }

  private <M extends AbstractGateMojo> M gate(M mojo) {
    configure(mojo);
    mojo.failOn = "error";
    mojo.formats = List.of("sarif", "junit");
    mojo.outputDirectory = tmp.resolve("target/hbase-advisor").toFile();
    return mojo;
  }

  private void git(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=test", "-c", "user.email=test@localhost",
        "-c", "commit.gpgsign=false"));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).directory(tmp.toFile()).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, process.waitFor(), out);
  }

  @Test
  void lint_passesASoundSchema_logsItsFindings_andWritesSarifAndJunit() throws Exception {
    Path file = schemas.resolve("readings.yaml");
    Files.writeString(file, READINGS);
    gate(new LintMojo()).execute();
    assertTrue(log.lines.contains("INFO 0 errors, 0 warnings, 0 info in 1 file"), String.join("\n", log.lines));
    Path sarif = tmp.resolve("target/hbase-advisor/lint.sarif");
    assertTrue(Files.readString(sarif).contains("\"results\": []"), Files.readString(sarif));
    assertTrue(Files.readString(tmp.resolve("target/hbase-advisor/TEST-hbase-advisor-lint.xml")).contains("<testsuites"));
  }

  @Test
  void lint_failOnInfo_failsTheBuild_afterWritingTheReports() throws Exception {
    // The sensor id as 36-character UUID text: rowkey-too-long (info) names the 16-byte binary form.
    Files.writeString(schemas.resolve("readings.yaml"),
        READINGS.replace("sensor: { type: string, cardinality: 50000, length: 12 }", "sensor: { type: uuid }"));
    LintMojo lint = gate(new LintMojo());
    lint.failOn = "info";
    MojoFailureException e = assertThrows(MojoFailureException.class, lint::execute);
    assertEquals("hbase-advisor lint: findings at or above 'info' (listed above)", e.getMessage());
    assertTrue(log.lines.contains("ERROR 0 errors, 0 warnings, 1 info in 1 file"), String.join("\n", log.lines));
    assertTrue(Files.exists(tmp.resolve("target/hbase-advisor/lint.sarif")));
  }

  @Test
  void lint_aFailingBuild_logsEachFindingAtItsSeverity_fixesIncluded() throws Exception {
    Files.copy(Path.of(System.getProperty("advisor.projectRoot", ".."), "examples/log-data-timestamp-lead.yaml"),
        schemas.resolve("logs.yaml"));
    assertThrows(MojoFailureException.class, gate(new LintMojo())::execute);
    String file = schemas.resolve("logs.yaml").toString();
    int warning = log.lines.indexOf(log.lines.stream().filter(l -> l.startsWith("WARN " + file + ":18:1  warning  "
        + "rowkey-too-long")).findFirst().orElseThrow(() -> new AssertionError(String.join("\n", log.lines))));
    assertTrue(log.lines.get(warning + 1).startsWith("WARN     fix: Shorten the longest parts"), log.lines.get(warning + 1));
    assertTrue(log.lines.stream().anyMatch(l -> l.startsWith("ERROR " + file + ":19:5  error    monotonic-rowkey-lead")));
    assertTrue(log.lines.stream().anyMatch(l -> l.startsWith("ERROR     fix: Lead with a stable field")));
    assertTrue(log.lines.stream().anyMatch(l -> l.matches("ERROR \\d+ errors, \\d+ warnings, 0 info in 1 file")),
        String.join("\n", log.lines));
    assertTrue(log.lines.stream().filter(l -> l.contains("  warning  ")).allMatch(l -> l.startsWith("WARN ")));
  }

  @Test
  void lint_invalidSchema_failsWithItsPosition() throws Exception {
    Path file = schemas.resolve("bad.yaml");
    Files.writeString(file, READINGS.replace("\nfamilies:", "\nfamlies:"));
    MojoFailureException e = assertThrows(MojoFailureException.class, gate(new LintMojo())::execute);
    assertTrue(e.getMessage().lines().toList().contains(file + ":11:1: unknown key 'famlies' (did you mean "
        + "'families'?)"), e.getMessage());
    assertTrue(log.lines.contains("ERROR " + file + ":11:1: unknown key 'famlies' (did you mean 'families'?)"),
        String.join("\n", log.lines));
  }

  @Test
  void lint_unknownFormat_isRefusedBeforeLinting() throws Exception {
    Files.writeString(schemas.resolve("readings.yaml"), READINGS);
    LintMojo lint = gate(new LintMojo());
    lint.formats = List.of("sarif", "html");
    var e = assertThrows(org.apache.maven.plugin.MojoExecutionException.class, lint::execute);
    assertTrue(e.getMessage().startsWith("hbase-advisor lint: unknown format 'html' in <formats>; use [text, json, sarif"),
        e.getMessage());
    assertEquals(List.of(), log.lines);
  }

  @Test
  void lint_invalidSchema_leavesNoStaleReportOfAnEarlierBuild() throws Exception {
    Path file = schemas.resolve("readings.yaml");
    Files.writeString(file, READINGS);
    LintMojo lint = gate(new LintMojo());
    lint.execute();
    Path sarif = tmp.resolve("target/hbase-advisor/lint.sarif");
    Files.writeString(sarif, "stale");
    Files.writeString(file, "table: [\n");
    assertThrows(MojoFailureException.class, lint::execute);
    assertTrue(Files.notExists(sarif) || !Files.readString(sarif).equals("stale"));
  }

  @Test
  void lint_noSchemaFiles_failsRatherThanPassingQuietly() {
    MojoFailureException e = assertThrows(MojoFailureException.class, gate(new LintMojo())::execute);
    assertEquals("hbase-advisor lint: no schema files under " + schemas + " (includes [**/*.yaml, **/*.yml]); "
        + "set <schemaDirectory>, <includes>, or <skip>", e.getMessage());
  }

  @Test
  void lint_skip_readsNothing() throws Exception {
    LintMojo lint = gate(new LintMojo());
    lint.skip = true;
    lint.execute();
    assertEquals(List.of("INFO hbase-advisor lint: skipped"), log.lines);
  }

  /** The readings schema, committed in a new repository. */
  private Path committedReadings() throws Exception {
    Path file = schemas.resolve("readings.yaml");
    Files.writeString(file, READINGS);
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "readings");
    return file;
  }

  @Test
  void diff_againstTheCommittedVersion_failsOnALoweredTtl() throws Exception {
    Path file = committedReadings();
    DiffMojo diff = gate(new DiffMojo());
    diff.base = "HEAD";
    diff.allowNew = true;
    diff.execute();

    Files.writeString(file, READINGS.replace("ttl: 90d", "ttl: 30d"));
    Files.writeString(schemas.resolve("new-table.yaml"), READINGS.replace("table: readings", "table: other"));
    MojoFailureException e = assertThrows(MojoFailureException.class, diff::execute);
    assertEquals("hbase-advisor diff: changes at or above 'error' (listed above)", e.getMessage());
    assertTrue(log.lines.stream().anyMatch(l -> l.startsWith("ERROR " + file + ":14:5  error    ttl-lowered  TTL of "
        + "family 'r' lowered from 90d to 30d")), String.join("\n", log.lines));
    assertTrue(Files.readString(tmp.resolve("target/hbase-advisor/diff.sarif")).contains("ttl-lowered"));
  }

  @Test
  void diff_invalidSchema_stillWritesItsReports_withTheProblem() throws Exception {
    Path file = committedReadings();
    Files.writeString(file, READINGS.replace("\nfamilies:", "\nfamlies:"));
    DiffMojo diff = gate(new DiffMojo());
    diff.base = "HEAD";
    assertThrows(MojoFailureException.class, diff::execute);
    assertTrue(log.lines.contains("INFO hbase-advisor diff: wrote " + tmp.resolve("target/hbase-advisor/diff.sarif")),
        String.join("\n", log.lines));
    assertTrue(Files.readString(tmp.resolve("target/hbase-advisor/diff.sarif")).contains("\"executionSuccessful\": false"));
    assertTrue(Files.readString(tmp.resolve("target/hbase-advisor/TEST-hbase-advisor-diff.xml"))
        .contains("type=\"invalid-schema\""));
  }

  @Test
  void diff_withoutBase_saysWhatToSet() throws Exception {
    Files.writeString(schemas.resolve("readings.yaml"), READINGS);
    var e = assertThrows(org.apache.maven.plugin.MojoExecutionException.class, gate(new DiffMojo())::execute);
    assertTrue(e.getMessage().startsWith("hbase-advisor diff: set <base>"), e.getMessage());
  }

  @Test
  void splits_writesOneClassPerPresplitTable_andAddsTheCompileSourceRoot() throws Exception {
    Files.writeString(schemas.resolve("readings.yaml"), READINGS);
    Files.writeString(schemas.resolve("unsplit.yaml"), READINGS.replace("table: readings", "table: unsplit")
        .replace("presplit: { regions: 4 }\n", ""));
    SplitsMojo splits = configure(new SplitsMojo());
    splits.packageName = "com.example.tables";
    Path out = tmp.resolve("target/generated-sources/hbase-advisor");
    splits.outputDirectory = out.toFile();
    splits.execute();
    Path generated = out.resolve("com/example/tables/ReadingsTable.java");
    String source = Files.readString(generated);
    assertTrue(source.contains("\npackage com.example.tables;\n\nimport java.io.IOException;\n"), source);
    assertEquals(3, source.split("keys\\.add\\(", -1).length - 1, "4 regions, 3 split keys");
    assertEquals(List.of(out.toString()), splits.project.getCompileSourceRoots());
    assertTrue(log.lines.contains("INFO hbase-advisor splits: " + schemas.resolve("unsplit.yaml")
        + " has no presplit section; no class for table unsplit"), String.join("\n", log.lines));
    assertTrue(log.lines.contains("INFO hbase-advisor splits: wrote " + generated), String.join("\n", log.lines));
    assertTrue(log.lines.contains("INFO hbase-advisor splits: 1 class in " + out + ", 1 written"),
        String.join("\n", log.lines));

    // Unchanged schemas leave the file alone, so the compiler has nothing to rebuild.
    FileTime written = FileTime.fromMillis(1_000_000_000_000L);
    Files.setLastModifiedTime(generated, written);
    log.lines.clear();
    splits.execute();
    assertEquals(written, Files.getLastModifiedTime(generated));
    assertTrue(log.lines.contains("INFO hbase-advisor splits: " + generated + " is up to date"),
        String.join("\n", log.lines));
    Files.writeString(schemas.resolve("readings.yaml"), READINGS.replace("regions: 4", "regions: 6"));
    splits.execute();
    assertEquals(6, Files.readString(generated).split("keys\\.add\\(", -1).length, "6 regions, 5 split keys");
  }

  @Test
  void splits_packageThatIsNoJavaName_isRefusedBeforeAnythingIsWritten() throws Exception {
    Files.writeString(schemas.resolve("readings.yaml"), READINGS);
    SplitsMojo splits = configure(new SplitsMojo());
    splits.packageName = "com.example.2tables";
    splits.outputDirectory = tmp.resolve("gen").toFile();
    var e = assertThrows(org.apache.maven.plugin.MojoExecutionException.class, splits::execute);
    assertEquals("hbase-advisor splits: <packageName> must be a Java package name, got 'com.example.2tables'",
        e.getMessage());
    assertTrue(Files.notExists(tmp.resolve("gen")));
    assertEquals(List.of(), splits.project.getCompileSourceRoots());
  }

  @Test
  void splits_twoSchemasOfOneTable_failNamingBoth() throws Exception {
    Files.writeString(schemas.resolve("a.yaml"), READINGS);
    Files.writeString(schemas.resolve("b.yaml"), READINGS);
    SplitsMojo splits = configure(new SplitsMojo());
    splits.packageName = "com.example";
    splits.outputDirectory = tmp.resolve("gen").toFile();
    MojoFailureException e = assertThrows(MojoFailureException.class, splits::execute);
    assertEquals("hbase-advisor splits: " + schemas.resolve("a.yaml") + " and " + schemas.resolve("b.yaml")
        + " would both generate com.example.ReadingsTable; exclude one of them", e.getMessage());
  }
}
