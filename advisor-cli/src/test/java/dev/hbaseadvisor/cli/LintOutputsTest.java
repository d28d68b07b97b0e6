package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.hbaseadvisor.report.Json;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;

/**
 * The machine-read outputs of lint as their readers need them (issue 14 §1): SARIF for code
 * scanning, GitHub annotations, JUnit, GitLab Code Quality and JSON, in a repository whose root
 * (a folder with {@code .git}) is not the working directory; and control characters from a schema
 * kept away from terminals and XML readers.
 */
class LintOutputsTest {

  /** A schema whose findings echo a hostile table name: an OSC that sets the terminal title, and a BEL. */
  private static final String HOSTILE = """
      table: "t\\e]0;pwned\\a"
      fields: {a: {type: string}}
      rowkey: [{field: a}]
      families: [{name: d}]
      suppress:
        - rule: no-such-rule
      """;

  @TempDir
  Path repo;

  private Path spaced;

  @BeforeEach
  void repository() throws IOException {
    Files.createDirectories(repo.resolve(".git"));
    Files.createDirectories(repo.resolve("schemas/more"));
    spaced = repo.resolve("schemas/log data#1.yaml");
    Files.copy(Path.of(CliRun.example("log-data-timestamp-lead.yaml")), spaced);
    Files.copy(Path.of(CliRun.example("log-data-timestamp-lead.yaml")), repo.resolve("schemas/more/copy.yaml"));
  }

  /** A schema with one problem: an unknown key on line 5. */
  private Path invalid() throws IOException {
    return write("schemas/bad.yaml", "table: t\nfields: {a: {type: string}}\nrowkey: [{field: a}]\n"
        + "families: [{name: d}]\nfamlies: []\n");
  }

  private Path write(String name, String text) throws IOException {
    Path file = repo.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  private static JsonNode sarif(String... args) throws IOException {
    List<String> all = new ArrayList<>(List.of("lint", "--format", "sarif", "--fail-on", "never"));
    all.addAll(List.of(args));
    CliRun r = CliRun.run(all.toArray(String[]::new));
    assertValidSarif(r.out());
    return Json.read(r.out()).get("runs").get(0);
  }

  static void assertValidSarif(String text) throws IOException {
    Schema schema;
    try (InputStream in = LintOutputsTest.class.getClassLoader().getResourceAsStream("schema/sarif-schema-2.1.0.json")) {
      schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
          .getSchema(new String(in.readAllBytes(), StandardCharsets.UTF_8), InputFormat.JSON);
    }
    assertEquals(List.of(), schema.validate(text, InputFormat.JSON).stream().map(Object::toString).toList());
  }

  private static List<JsonNode> list(JsonNode array) {
    List<JsonNode> items = new ArrayList<>();
    array.forEach(items::add);
    return items;
  }

  private static String uri(JsonNode result) {
    return result.get("locations").get(0).get("physicalLocation").get("artifactLocation").get("uri").asString();
  }

  // ---- SARIF ----

  @Test
  void sarif_urisAreRelativeToTheRepositoryRoot_percentEncoded_underSrcroot() throws IOException {
    JsonNode run = sarif(repo.resolve("schemas").toString());
    assertEquals(repo.toUri().toString(), run.get("originalUriBaseIds").get("SRCROOT").get("uri").asString());
    Set<String> uris = new HashSet<>();
    for (JsonNode result : run.get("results")) {
      uris.add(uri(result));
      assertEquals("SRCROOT", result.get("locations").get(0).get("physicalLocation").get("artifactLocation")
          .get("uriBaseId").asString());
    }
    assertEquals(Set.of("schemas/log%20data%231.yaml", "schemas/more/copy.yaml"), uris);
  }

  @Test
  void sarif_fingerprintsTellTheSameFindingInTwoFilesApart() throws IOException {
    JsonNode run = sarif(repo.resolve("schemas").toString());
    List<String> prints = list(run.get("results")).stream()
        .map(r -> r.get("partialFingerprints").get("ruleFileAndPath/v1").asString()).toList();
    assertEquals(prints.size(), new HashSet<>(prints).size(), prints.toString());
    assertTrue(prints.contains("monotonic-rowkey-lead:schemas/log data#1.yaml:rowkey[0]"), prints.toString());
    assertTrue(prints.contains("monotonic-rowkey-lead:schemas/more/copy.yaml:rowkey[0]"), prints.toString());
  }

  /** The primaryLocationLineHash of each result, by rule and path. */
  private static List<String> lineHashes(JsonNode run) {
    return list(run.get("results")).stream().map(r -> r.get("ruleId").asString() + " "
        + r.get("locations").get(0).get("logicalLocations").get(0).get("fullyQualifiedName").asString() + " "
        + r.get("partialFingerprints").get("primaryLocationLineHash").asString()).toList();
  }

  @Test
  void sarif_primaryLocationLineHash_isTheIdentity_soAnEditAboveAFindingKeepsItsAlert() throws IOException {
    List<String> before = lineHashes(sarif(spaced.toString()));
    assertTrue(before.stream().allMatch(h -> h.matches(".* [0-9a-f]{16}:1")), before.toString());
    int monotonic = before.stream().filter(h -> h.startsWith("monotonic-rowkey-lead ")).findFirst().map(before::indexOf)
        .orElseThrow();
    JsonNode beforeResult = sarif(spaced.toString()).get("results").get(monotonic);
    Files.writeString(spaced, "# a comment and a blank line above everything\n\n" + Files.readString(spaced));
    JsonNode run = sarif(spaced.toString());
    assertEquals(before, lineHashes(run));
    assertEquals(beforeResult.get("locations").get(0).get("physicalLocation").get("region").get("startLine").asInt() + 2,
        run.get("results").get(monotonic).get("locations").get(0).get("physicalLocation").get("region").get("startLine")
            .asInt(), "the finding moved two lines down");
    List<String> copy = lineHashes(sarif(repo.resolve("schemas/more/copy.yaml").toString()));
    assertNotEquals(before.get(monotonic), copy.get(monotonic), "the same finding in another file is another alert");
  }

  @Test
  void sarif_everyRuleHasAHelpUri_defaultOrConfigured() throws IOException {
    for (JsonNode rule : sarif(spaced.toString()).get("tool").get("driver").get("rules")) {
      assertEquals("https://github.com/hbase-advisor/hbase-advisor/blob/main/docs/rules.md#" + rule.get("id").asString(),
          rule.get("helpUri").asString());
    }
    JsonNode option = sarif(spaced.toString(), "--docs-url", "https://wiki.example.com/rules/").get("tool")
        .get("driver").get("rules").get(0);
    assertEquals("https://wiki.example.com/rules/" + option.get("id").asString(), option.get("helpUri").asString());
    write(".hbase-advisor.yaml", "docs-url: https://docs.example.org/hbase#\n");
    JsonNode config = sarif(spaced.toString()).get("tool").get("driver").get("rules").get(0);
    assertEquals("https://docs.example.org/hbase#" + config.get("id").asString(), config.get("helpUri").asString());

    CliRun noSeparator = CliRun.run("lint", spaced.toString(), "--format", "sarif", "--docs-url",
        "https://wiki.example.com/hbase-rules");
    assertEquals(2, noSeparator.exitCode());
    assertEquals("hbase-advisor lint: --docs-url: 'https://wiki.example.com/hbase-rules' must end with '#', '/' or '=': "
        + "each rule id is appended to it (it would link https://wiki.example.com/hbase-rulescell-too-large); did you "
        + "mean 'https://wiki.example.com/hbase-rules#'?\n", noSeparator.err());
    Path config2 = write(".hbase-advisor.yaml", "docs-url: https://docs.example.org/hbase\n");
    CliRun configured = CliRun.run("lint", spaced.toString(), "--format", "sarif");
    assertEquals(2, configured.exitCode());
    assertTrue(configured.err().startsWith(config2 + ":1:11: docs-url 'https://docs.example.org/hbase' must end"),
        configured.err());
  }

  @Test
  void sarif_everyFullDescriptionFitsGithubsLimit_cutAfterAWholeSentence() throws IOException {
    for (JsonNode rule : sarif(spaced.toString()).get("tool").get("driver").get("rules")) {
      String full = rule.get("fullDescription").get("text").asString();
      assertTrue(full.length() <= 1024, rule.get("id") + ": " + full.length());
      assertTrue(full.endsWith(".") || full.endsWith(")") || full.endsWith("`"), rule.get("id") + ": " + full);
    }
  }

  @Test
  void sarif_aFileThatFailsToLoad_isANotification_ofAnUnsuccessfulRun() throws IOException {
    Path bad = invalid();
    CliRun r = CliRun.run("lint", repo.resolve("schemas").toString(), "--format", "sarif");
    assertEquals(2, r.exitCode());
    assertValidSarif(r.out());
    JsonNode invocation = Json.read(r.out()).get("runs").get(0).get("invocations").get(0);
    assertFalse(invocation.get("executionSuccessful").asBoolean());
    List<JsonNode> notes = list(invocation.get("toolExecutionNotifications"));
    assertFalse(notes.isEmpty());
    for (JsonNode note : notes) {
      assertEquals("error", note.get("level").asString());
      assertEquals("invalid-schema", note.get("descriptor").get("id").asString());
      assertEquals("schemas/bad.yaml", uri(note));
    }
    assertTrue(notes.get(0).get("message").get("text").asString().startsWith("unknown key 'famlies'"),
        notes.get(0).toString());
    assertTrue(r.err().startsWith(bad + ":5:1: unknown key 'famlies'"), r.err());
    JsonNode clean = sarif(spaced.toString()).get("invocations").get(0);
    assertTrue(clean.get("executionSuccessful").asBoolean());
    assertEquals(0, clean.get("toolExecutionNotifications").size());
  }

  @Test
  void sarif_leavesSuppressedFindingsOut_asCodeScanningWouldOpenThem_andBaselinedOnesCarryTheirState()
      throws IOException {
    Path suppressed = write("s.yaml", Files.readString(spaced)
        + "suppress:\n  - rule: monotonic-rowkey-lead\n    reason: one write an hour\n");
    List<String> rules = list(sarif(suppressed.toString()).get("results")).stream()
        .map(r -> r.get("ruleId").asString()).toList();
    assertFalse(rules.contains("monotonic-rowkey-lead"), rules.toString());
    assertTrue(list(sarif(spaced.toString()).get("results")).stream()
        .anyMatch(r -> r.get("ruleId").asString().equals("monotonic-rowkey-lead")), "the same finding, unsuppressed");
    assertFalse(CliRun.run("lint", suppressed.toString()).out().contains("monotonic-rowkey-lead"),
        "other formats leave suppressed findings out");

    Path baseline = repo.resolve("baseline.json");
    assertEquals(0, CliRun.run("lint", spaced.toString(), "--write-baseline", baseline.toString(), "--fail-on", "never")
        .exitCode());
    Path added = write("schemas/log data#1.yaml", Files.readString(spaced) + "suppress:\n  - rule: no-such-rule\n");
    JsonNode baselined = sarif(added.toString(), "--baseline", baseline.toString());
    List<String> states = list(baselined.get("results")).stream()
        .map(r -> r.get("ruleId").asString() + "=" + r.get("baselineState").asString()).toList();
    assertTrue(states.contains("monotonic-rowkey-lead=unchanged"), states.toString());
    assertTrue(states.contains("suppression-unknown-rule=new"), states.toString());
  }

  // ---- GitHub annotations ----

  @Test
  void github_namesFilesFromTheRepositoryRoot_andFixTextsHaveNoHardWraps() {
    CliRun r = CliRun.run("lint", spaced.toString(), "--format", "github");
    String monotonic = r.out().lines().filter(l -> l.contains("title=monotonic-rowkey-lead")).findFirst().orElseThrow();
    assertTrue(monotonic.startsWith("::error file=schemas/log data#1.yaml,line=19,col=5,"), monotonic);
    String[] parts = monotonic.split("%0A");
    assertEquals(2, parts.length, "one break, before the fix: " + monotonic);
    assertTrue(parts[1].startsWith("Fix: Lead with a stable field that has many values and that readers know (the host "
        + "of a log line, the metric of a time series), or put a salt"), parts[1]);
  }

  @Test
  void textAndGithub_escapeControlCharactersFromTheSchema() throws IOException {
    Path hostile = write("hostile.yaml", HOSTILE);
    for (String format : List.of("text", "github")) {
      CliRun r = CliRun.run("lint", hostile.toString(), "--format", format);
      assertFalse(r.out().chars().anyMatch(c -> c == 0x1B || c == 0x07), format + ": " + r.out());
      assertTrue(r.out().contains("table 't\\x1B]0;pwned\\x07'"), format + ": " + r.out());
    }
  }

  // ---- JUnit ----

  private static Document junit(String out) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(out.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void junit_aCasePerFinding_infoPasses_timed_suitesNamedFromTheRoot() throws Exception {
    Path two = write("schemas/two.yaml", """
        table: t
        fields: {a: {type: string}}
        rowkey: [{field: a}]
        families: [{name: d}]
        suppress:
          - rule: no-such-rule
          - rule: other-missing-rule
        """);
    String out = CliRun.run("lint", two.toString(), "--format", "junit", "--fail-on", "never").out();
    Document doc = junit(out);
    Element suite = (Element) doc.getElementsByTagName("testsuite").item(0);
    assertEquals("schemas/two.yaml", suite.getAttribute("name"));
    NodeList cases = doc.getElementsByTagName("testcase");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < cases.getLength(); i++) {
      Element c = (Element) cases.item(i);
      names.add(c.getAttribute("name"));
      assertEquals("0", c.getAttribute("time"));
    }
    assertEquals(List.of("suppression-missing-reason at suppress[0]", "suppression-unknown-rule at suppress[0].rule",
        "suppression-missing-reason at suppress[1]", "suppression-unknown-rule at suppress[1].rule"), names,
        "two findings of one rule are two cases");
    assertEquals("4", suite.getAttribute("failures"));
    assertEquals("0", suite.getAttribute("time"));
    assertEquals("0", doc.getDocumentElement().getAttribute("time"));

    Path info = write("info.yaml", Files.readString(spaced) + "suppress:\n  - rule: monotonic-rowkey-lead\n"
        + "    reason: fine\n");
    Path config = write("info-config.yaml", "severity: { long-family-name: info, rowkey-too-long: info,"
        + " filter-scan: info }\nselect: [long-family-name, rowkey-too-long, filter-scan]\n");
    Document infoDoc = junit(CliRun.run("lint", info.toString(), "--config", config.toString(), "--format", "junit")
        .out());
    assertTrue(infoDoc.getElementsByTagName("testcase").getLength() >= 2);
    assertEquals(0, infoDoc.getElementsByTagName("failure").getLength(), "info findings do not fail");
    assertEquals(infoDoc.getElementsByTagName("testcase").getLength(),
        infoDoc.getElementsByTagName("system-out").getLength());
  }

  @Test
  void junit_replacesCharactersXmlCannotHold() throws Exception {
    Path hostile = write("hostile.yaml", HOSTILE);
    String out = CliRun.run("lint", hostile.toString(), "--format", "junit").out();
    assertFalse(out.contains("&#x1b;") || out.contains("&#x1B;") || out.chars().anyMatch(c -> c == 0x1B), out);
    Document doc = junit(out);
    assertTrue(doc.getElementsByTagName("failure").item(0).getTextContent().contains("t\\x1B]0;pwned\\x07"));
  }

  // ---- GitLab Code Quality ----

  @Test
  void gitlab_isTheCodeClimateSubsetGitlabReads() throws IOException {
    CliRun r = CliRun.run("lint", repo.resolve("schemas").toString(), "--format", "gitlab");
    assertEquals(1, r.exitCode(), "the format does not change the gate");
    List<JsonNode> issues = list(Json.read(r.out()));
    assertFalse(issues.isEmpty());
    Set<String> prints = new HashSet<>();
    for (JsonNode issue : issues) {
      assertTrue(issue.get("fingerprint").asString().matches("[0-9a-f]{32}"), issue.toString());
      prints.add(issue.get("fingerprint").asString());
      assertTrue(Set.of("info", "minor", "major").contains(issue.get("severity").asString()));
      assertTrue(issue.get("location").get("lines").get("begin").asInt() >= 1);
      assertFalse(issue.get("description").asString().isEmpty());
    }
    assertEquals(issues.size(), prints.size(), "fingerprints are unique");
    JsonNode monotonic = issues.stream().filter(i -> i.get("check_name").asString().equals("monotonic-rowkey-lead"))
        .findFirst().orElseThrow();
    assertEquals(List.of("major", "schemas/log data#1.yaml", "19"), List.of(monotonic.get("severity").asString(),
        monotonic.get("location").get("path").asString(), monotonic.get("location").get("lines").get("begin")
            .asString()));
  }

  // ---- a file that fails to load, in every format ----

  @Test
  void unloadableFile_appearsInEveryFormat_andOutputIsStillWrittenWhole() throws Exception {
    invalid();
    String folder = repo.resolve("schemas").toString();
    String github = CliRun.run("lint", folder, "--format", "github").out();
    assertTrue(github.contains("::error file=schemas/bad.yaml,line=5,col=1,title=invalid-schema%3A schema file cannot "
        + "be loaded::unknown key 'famlies'"), github);
    Document doc = junit(CliRun.run("lint", folder, "--format", "junit").out());
    Element error = (Element) doc.getElementsByTagName("error").item(0);
    assertEquals("invalid-schema", error.getAttribute("type"));
    assertEquals("schemas.bad", ((Element) error.getParentNode()).getAttribute("classname"));
    assertEquals("1", doc.getDocumentElement().getAttribute("errors"));
    JsonNode json = Json.read(CliRun.run("lint", folder, "--format", "json").out());
    JsonNode badEntry = list(json.get("files")).stream().filter(f -> f.get("file").asString().endsWith("bad.yaml"))
        .findFirst().orElseThrow();
    assertEquals("invalid-schema", badEntry.get("errors").get(0).get("rule").asString());
    assertEquals(5, badEntry.get("errors").get(0).get("line").asInt());
    assertEquals(1, json.get("summary").get("unreadable").asInt());
    List<JsonNode> gitlab = list(Json.read(CliRun.run("lint", folder, "--format", "gitlab").out()));
    assertTrue(gitlab.stream().anyMatch(i -> i.get("check_name").asString().equals("invalid-schema")
        && i.get("severity").asString().equals("blocker")
        && i.get("location").get("path").asString().equals("schemas/bad.yaml")), gitlab.toString());

    Path output = repo.resolve("out/lint.sarif");
    CliRun written = CliRun.run("lint", folder, "--format", "sarif", "-o", output.toString());
    assertEquals(2, written.exitCode());
    assertEquals("", written.out());
    assertValidSarif(Files.readString(output));
    JsonNode run = Json.read(Files.readString(output)).get("runs").get(0);
    assertFalse(run.get("invocations").get(0).get("executionSuccessful").asBoolean());
    assertNotEquals(0, run.get("results").size(), "the files that loaded are reported");
  }
}
