package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import tools.jackson.databind.JsonNode;

/** diff end to end: the gate's exit codes, every output format, output files and --base from git. */
class DiffCommandTest {

  @TempDir
  Path tmp;

  private Path salt16;
  private Path salt32;

  @BeforeEach
  void writeSaltedPair() throws IOException {
    String text = Files.readString(Path.of(CliRun.example("opentsdb-salted.yaml")));
    salt16 = tmp.resolve("salt16.yaml");
    salt32 = tmp.resolve("salt32.yaml");
    Files.writeString(salt16, text.replace("buckets: 20,", "buckets: 16,").replace("regions: 20", "regions: 16"));
    Files.writeString(salt32, text.replace("buckets: 20,", "buckets: 32,").replace("regions: 20", "regions: 32"));
  }

  private Path edited(String example, String from, String to) throws IOException {
    String text = Files.readString(Path.of(CliRun.example(example)));
    assertTrue(text.contains(from), from);
    Path file = tmp.resolve("edited-" + example);
    Files.writeString(file, text.replace(from, to));
    return file;
  }

  @Test
  void text_userDateToMonthUser_failsTheGate_withTheMigrationOutline() {
    String old = CliRun.example("consumption-user-date.yaml");
    String neu = CliRun.example("consumption-month-user.yaml");
    CliRun r = CliRun.run("diff", old, neu);
    assertEquals(1, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(neu + ":16:5  error    rowkey-segment-added    rowkey segment 0 {field: ts, encoding: string, format: "
        + "'yyyy-MM'} was added: stored rows have keys without it, so keys built with it find none of them; the key of "
        + "10,000 of 10,000 sampled rows (100.0%) changes", lines.get(0));
    assertTrue(lines.get(1).startsWith("    fix: Migrate to a new table: (1) create `consumption_v2`"), lines.get(1));
    assertTrue(lines.get(2).startsWith(neu + ":22:5  error    segment-format-changed  format of rowkey segment 2"));
    assertEquals(List.of("", "2 errors, 0 warnings, 0 info in 1 file", "", "safe changes (nothing stored changes):",
        "  " + neu + ":8:1  description-changed  table description changed"), lines.subList(4, lines.size()));
  }

  @Test
  void failOn_decidesTheExitCode_perClass() throws IOException {
    Path compression = edited("consumption-user-date.yaml", "compression: snappy", "compression: zstd");
    Path splitPolicy = edited("consumption-month-user.yaml", "splitPolicy: stepping", "splitPolicy: constant-size");
    String date = CliRun.example("consumption-user-date.yaml");
    String month = CliRun.example("consumption-month-user.yaml");
    assertEquals(0, CliRun.run("diff", date, compression.toString()).exitCode(), "deferred passes by default");
    assertEquals(0, CliRun.run("diff", date, compression.toString(), "--fail-on", "warning").exitCode());
    assertEquals(1, CliRun.run("diff", date, compression.toString(), "--fail-on", "info").exitCode());
    assertEquals(0, CliRun.run("diff", month, splitPolicy.toString()).exitCode(), "operational passes by default");
    assertEquals(1, CliRun.run("diff", month, splitPolicy.toString(), "--fail-on", "warning").exitCode());
    assertEquals(1, CliRun.run("diff", salt16.toString(), salt32.toString()).exitCode(), "breaking fails");
    assertEquals(0, CliRun.run("diff", salt16.toString(), salt32.toString(), "--fail-on", "never").exitCode());
    assertEquals(0, CliRun.run("diff", date, date, "--fail-on", "info").exitCode(), "no change passes");
    Path described = edited("consumption-user-date.yaml", "description: \"Consumption", "description: \"All");
    assertEquals(0, CliRun.run("diff", date, described.toString(), "--fail-on", "info").exitCode(), "safe passes");
    Path ttl = edited("log-data-host-lead.yaml", "ttl: 30d", "ttl: 7d");
    assertEquals(1, CliRun.run("diff", CliRun.example("log-data-host-lead.yaml"), ttl.toString()).exitCode(),
        "data loss fails");
  }

  @Test
  void badUsage_andBadInput_exitTwo() throws IOException {
    CliRun level = CliRun.run("diff", salt16.toString(), salt32.toString(), "--fail-on", "sometimes");
    assertEquals(2, level.exitCode());
    assertEquals("hbase-advisor diff: --fail-on must be error, warning, info or never, got 'sometimes'\n", level.err());
    CliRun one = CliRun.run("diff", salt16.toString());
    assertEquals(2, one.exitCode());
    assertEquals("hbase-advisor diff: give OLD and NEW, or --base REV and the files to compare\n", one.err());
    Path bad = tmp.resolve("bad.yaml");
    Files.writeString(bad, "table: t\n");
    CliRun invalid = CliRun.run("diff", bad.toString(), salt32.toString());
    assertEquals(2, invalid.exitCode());
    assertTrue(invalid.err().startsWith(bad + ":1:1: missing required key 'fields'"), invalid.err());
    assertFalse(invalid.err().contains("Exception"));
  }

  @Test
  void json_hasTheStableShape() {
    CliRun r = CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", "json");
    assertEquals(1, r.exitCode());
    JsonNode root = Json.read(r.out());
    assertEquals(List.of("changes", "summary"), names(root));
    JsonNode first = root.get("changes").get(0);
    assertEquals(List.of("id", "class", "severity", "path", "old", "new", "message", "action", "file", "line", "column"),
        names(first));
    assertEquals("salt-buckets-changed", first.get("id").asString());
    assertEquals("breaking-storage", first.get("class").asString());
    assertEquals("error", first.get("severity").asString());
    assertEquals("rowkey[0].salt.buckets", first.get("path").asString());
    assertEquals("16", first.get("old").asString());
    assertEquals("32", first.get("new").asString());
    assertEquals(salt32.toString(), first.get("file").asString());
    assertEquals(18, first.get("line").asInt());
    JsonNode second = root.get("changes").get(1);
    assertEquals(List.of("presplit-changed", "operational", "warning"), List.of(second.get("id").asString(),
        second.get("class").asString(), second.get("severity").asString()));
    assertEquals("{\"breaking-storage\":1,\"data-loss\":0,\"operational\":1,\"deferred\":0,\"safe\":0,\"error\":1,"
        + "\"warning\":1,\"info\":0}", root.get("summary").toString());
    assertTrue(r.out().endsWith("}\n"));
  }

  @Test
  void json_listsSafeChanges_withSeverityNone_andNullForAbsentValues() {
    CliRun r = CliRun.run("diff", CliRun.example("opentsdb-metric-first.yaml"), CliRun.example("opentsdb-salted.yaml"),
        "--format", "json");
    JsonNode changes = Json.read(r.out()).get("changes");
    List<String> summary = new ArrayList<>();
    changes.forEach(c -> summary.add(c.get("id").asString() + "/" + c.get("severity").asString()));
    assertEquals(List.of("rowkey-segment-added/error", "presplit-changed/warning", "description-changed/none",
        "description-changed/none"), summary);
    assertTrue(changes.get(0).get("old").isNull());
  }

  private static List<String> names(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.propertyNames().forEach(names::add);
    return names;
  }

  @Test
  void sarif_validatesAgainstTheSarif210Schema_withTheChangeCatalogAsRules() throws IOException {
    CliRun r = CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", "sarif");
    assertEquals(1, r.exitCode());
    LintOutputsTest.assertValidSarif(r.out());
    JsonNode run = Json.read(r.out()).get("runs").get(0);
    JsonNode result = run.get("results").get(0);
    assertEquals("salt-buckets-changed", result.get("ruleId").asString());
    assertEquals("error", result.get("level").asString());
    int index = result.get("ruleIndex").asInt();
    JsonNode rule = run.get("tool").get("driver").get("rules").get(index);
    assertEquals("Salt bucket count changed", rule.get("shortDescription").get("text").asString());
    assertEquals("breaking-storage", rule.get("properties").get("tags").get(0).asString());
    assertFalse(r.out().contains("description-changed"), "safe changes are not code-scanning results");
  }

  @Test
  void github_annotatesTheNewFile() {
    CliRun r = CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", "github");
    List<String> lines = r.out().lines().toList();
    assertEquals(2, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("::error file=" + salt32 + ",line=18,col=13,title=salt-buckets-changed%3A Salt "
        + "bucket count changed::salt buckets of rowkey segment 0 "), lines.get(0));
    assertTrue(lines.get(0).contains("the key of 4,899 of 10,000 sampled rows (49.0%25) changes%0AFix: Migrate"));
    assertTrue(lines.get(1).startsWith("::warning file=" + salt32 + ",line=67,col=1,title=presplit-changed"),
        lines.get(1));
  }

  @Test
  void junit_hasACasePerChange_failedByErrorsAndWarnings() throws Exception {
    CliRun r = CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", "junit");
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(r.out().getBytes(StandardCharsets.UTF_8)));
    assertEquals(2, doc.getElementsByTagName("testcase").getLength());
    assertEquals(2, doc.getElementsByTagName("failure").getLength());
    assertEquals("2", doc.getDocumentElement().getAttribute("failures"));
  }

  @Test
  void removals_inTwoFiles_pointAtTheOldFile() throws IOException {
    Path removed = edited("opentsdb-salted.yaml",
        "  - salt: { buckets: 20, from: [metric_uid, host_uid, cpu_uid], encoding: byte }   # SALT_WIDTH 1\n", "");
    String old = CliRun.example("opentsdb-salted.yaml");
    CliRun r = CliRun.run("diff", old, removed.toString());
    assertTrue(r.out().startsWith(old + ":18:5  error    rowkey-segment-removed  rowkey segment 0"), r.out());
    assertTrue(r.out().contains("\n1 error, 0 warnings, 0 info in 2 files\n"), r.out());
  }

  @Test
  void output_isWrittenToAFile_andNeverOverAnInput() throws IOException {
    Path report = tmp.resolve("out/diff.json");
    CliRun r = CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", "json", "--output",
        report.toString());
    assertEquals(1, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.readString(report).contains("\"salt-buckets-changed\""));
    String before = Files.readString(salt32);
    CliRun clash = CliRun.run("diff", salt16.toString(), salt32.toString(), "--output", salt32.toString());
    assertEquals(2, clash.exitCode());
    assertEquals(salt32 + ":1:1: refusing to write output over an input file\n", clash.err());
    assertEquals(before, Files.readString(salt32));
  }

  @Test
  void sameInput_sameOutput_byteForByte() {
    for (String format : List.of("text", "json", "sarif", "github", "junit")) {
      assertEquals(CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", format).out(),
          CliRun.run("diff", salt16.toString(), salt32.toString(), "--format", format).out(), format);
    }
  }

  // ---- --base ----

  private static void git(Path folder, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=test", "-c", "user.email=test@localhost",
        "-c", "commit.gpgsign=false"));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), String.join(" ", args) + ": " + output);
  }

  private Path repository() throws IOException, InterruptedException {
    Path repo = tmp.resolve("repo");
    Files.createDirectories(repo.resolve("schemas"));
    git(repo, "init", "-q");
    Files.copy(salt16, repo.resolve("schemas/tsdb.yaml"));
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "base");
    return repo;
  }

  @Test
  void base_readsTheOldVersionFromGit_andNamesIt() throws Exception {
    Path repo = repository();
    Path file = repo.resolve("schemas/tsdb.yaml");
    CliRun unchanged = CliRun.run("diff", "--base", "HEAD", file.toString());
    assertEquals(0, unchanged.exitCode(), unchanged.err());
    assertEquals("0 errors, 0 warnings, 0 info in 1 file\n", unchanged.out());
    Files.copy(salt32, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    CliRun changed = CliRun.run("diff", "--base", "HEAD", file.toString(), "--format", "github");
    assertEquals(1, changed.exitCode(), changed.err());
    assertTrue(changed.out().startsWith("::error file=schemas/tsdb.yaml,line=18,col=13,title=salt-buckets-changed"),
        changed.out());
  }

  @Test
  void base_removalsPointAtTheEnclosingListOfTheNewFile() throws Exception {
    Path repo = repository();
    Path file = repo.resolve("schemas/tsdb.yaml");
    Files.writeString(file, Files.readString(file).replace(
        "  - salt: { buckets: 16, from: [metric_uid, host_uid, cpu_uid], encoding: byte }   # SALT_WIDTH 1\n", ""));
    CliRun r = CliRun.run("diff", "--base", "HEAD", file.toString(), "--format", "json");
    JsonNode removal = Json.read(r.out()).get("changes").get(0);
    assertEquals(List.of("rowkey-segment-removed", "rowkey[0]", file.toString(), "17"),
        List.of(removal.get("id").asString(), removal.get("path").asString(), removal.get("file").asString(),
            removal.get("line").asString()));
  }

  @Test
  void base_errors_areClear_andExitTwo() throws Exception {
    Path outside = tmp.resolve("outside/t.yaml");
    Files.createDirectories(outside.getParent());
    Files.copy(salt16, outside);
    CliRun notRepo = CliRun.run("diff", "--base", "HEAD", outside.toString());
    assertEquals(2, notRepo.exitCode());
    assertEquals(outside + ":1:1: not in a git repository (--base reads the old version with git)\n", notRepo.err());

    Path repo = repository();
    Path added = repo.resolve("schemas/new.yaml");
    Files.copy(salt32, added);
    CliRun missing = CliRun.run("diff", "--base", "HEAD", added.toString());
    assertEquals(2, missing.exitCode());
    assertEquals(added + ":1:1: 'schemas/new.yaml' does not exist at revision HEAD\n", missing.err());
    CliRun allowed = CliRun.run("diff", "--base", "HEAD", "--allow-new", added.toString(),
        repo.resolve("schemas/tsdb.yaml").toString());
    assertEquals(0, allowed.exitCode(), allowed.err());
    assertEquals("0 errors, 0 warnings, 0 info in 1 file\n", allowed.out());
    assertEquals("hbase-advisor diff: skipped " + added + ": not at revision HEAD (a new table; --allow-new)\n"
        + "hbase-advisor diff: compared 1 of 2 files, skipped 1\n", allowed.err(), "a skipped file is reported");
    CliRun revision = CliRun.run("diff", "--base", "no-such-branch", repo.resolve("schemas/tsdb.yaml").toString());
    assertEquals(2, revision.exitCode());
    assertEquals(repo.resolve("schemas/tsdb.yaml") + ":1:1: unknown git revision 'no-such-branch'\n", revision.err());
    CliRun option = CliRun.run("diff", "--base=-q", repo.resolve("schemas/tsdb.yaml").toString());
    assertEquals(2, option.exitCode());
    assertEquals("hbase-advisor diff: --base needs a revision, got '-q'\n", option.err());
  }

  @Test
  void base_aSchemaThatFailsToLoad_isReportedInEveryFormat_besideTheOthersChanges() throws Exception {
    Path repo = repository();
    Files.copy(salt16, repo.resolve("schemas/other.yaml"));
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "other");
    Path broken = repo.resolve("schemas/tsdb.yaml");
    Files.writeString(broken, "table: X\nfields: {a: {type: string}}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n"
        + "famlies: []\n");
    Path other = repo.resolve("schemas/other.yaml");
    Files.copy(salt32, other, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    String[] both = {"diff", "--base", "HEAD", broken.toString(), other.toString()};

    Path sarifFile = repo.resolve("out/diff.sarif");
    CliRun sarif = CliRun.run(concat(both, "--format", "sarif", "-o", sarifFile.toString()));
    assertEquals(2, sarif.exitCode(), "invalid input: " + sarif.err());
    assertTrue(sarif.err().startsWith(broken + ":5:1: unknown key 'famlies'"), sarif.err());
    LintOutputsTest.assertValidSarif(Files.readString(sarifFile));
    JsonNode run = Json.read(Files.readString(sarifFile)).get("runs").get(0);
    assertFalse(run.get("invocations").get(0).get("executionSuccessful").asBoolean());
    assertEquals("salt-buckets-changed", run.get("results").get(0).get("ruleId").asString(), "the other file's change");

    String github = CliRun.run(concat(both, "--format", "github")).out();
    assertTrue(github.contains("::error file=schemas/tsdb.yaml,line=5,col=1,title=invalid-schema"), github);
    JsonNode gitlab = Json.read(CliRun.run(concat(both, "--format", "gitlab")).out());
    JsonNode blocker = gitlab.get(gitlab.size() - 1);
    assertEquals(List.of("invalid-schema", "blocker", "schemas/tsdb.yaml"), List.of(blocker.get("check_name").asString(),
        blocker.get("severity").asString(), blocker.get("location").get("path").asString()));
    Document junit = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(
        new ByteArrayInputStream(CliRun.run(concat(both, "--format", "junit")).out().getBytes(StandardCharsets.UTF_8)));
    assertEquals("1", junit.getDocumentElement().getAttribute("errors"));
    JsonNode json = Json.read(CliRun.run(concat(both, "--format", "json")).out());
    assertEquals(List.of("invalid-schema", broken.toString(), "5"), List.of(json.get("errors").get(0).get("rule")
        .asString(), json.get("errors").get(0).get("file").asString(), json.get("errors").get(0).get("line").asString()));
    assertEquals(1, json.get("summary").get("unreadable").asInt());
    assertEquals("salt-buckets-changed", json.get("changes").get(0).get("id").asString());
    CliRun text = CliRun.run(both);
    assertEquals(2, text.exitCode());
    assertTrue(text.out().contains("salt-buckets-changed"), text.out());
  }

  private static String[] concat(String[] first, String... more) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

  @Test
  void base_followsRenames_andGatesARenamedSchemaWhoseRowkeyChanged() throws Exception {
    Path repo = repository();
    git(repo, "mv", "schemas/tsdb.yaml", "schemas/metrics.yaml");
    Path renamed = repo.resolve("schemas/metrics.yaml");
    Files.writeString(renamed, Files.readString(renamed).replace("buckets: 16,", "buckets: 32,"));
    CliRun r = CliRun.run("diff", "--base", "HEAD", renamed.toString(), "--format", "json");
    assertEquals(1, r.exitCode(), r.err());
    JsonNode change = Json.read(r.out()).get("changes").get(0);
    assertEquals("salt-buckets-changed", change.get("id").asString());
    assertEquals(renamed.toString(), change.get("file").asString());
    CliRun text = CliRun.run("diff", "--base", "HEAD", renamed.toString(), "--fail-on", "never");
    assertTrue(text.out().contains("salt buckets of rowkey segment 0"), text.out());
  }
}
