package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** lint end to end: every output format, exit codes, config files and output files. */
class LintCommandTest {

  @TempDir
  Path tmp;

  private Path schema;

  @BeforeEach
  void writeSchema() throws IOException {
    schema = tmp.resolve("t.yaml");
    Files.writeString(schema, """
        table: t
        fields: {a: {type: string}}
        rowkey: [{field: a}]
        families: [{name: d}]
        suppress:
          - rule: no-such-rule
        """);
  }

  @Test
  void text_groupsByFileWithFixesAndSummary() {
    CliRun r = CliRun.run("lint", schema.toString(), "--fail-on", "warning");
    assertEquals(1, r.exitCode());
    assertEquals(schema + ":6:5  warning  suppression-missing-reason  suppression of 'no-such-rule' has no reason, "
        + "so it does not apply: say why the finding does not hold for this table\n"
        + "    fix: Add `reason:` to the suppression, saying why the finding does not hold for this table.\n"
        + schema + ":6:5  warning  suppression-unknown-rule    suppression names rule 'no-such-rule', which does not "
        + "exist\n"
        + "    fix: Use a rule id from `hbase-advisor rules`, or delete the suppression.\n\n"
        + "0 errors, 2 warnings, 0 info in 1 file\n", r.out());
  }

  @Test
  void failOn_decidesTheExitCode() {
    assertEquals(0, CliRun.run("lint", schema.toString()).exitCode(), "warnings pass the default error level");
    assertEquals(1, CliRun.run("lint", schema.toString(), "--fail-on", "info").exitCode());
    assertEquals(0, CliRun.run("lint", schema.toString(), "--fail-on", "never").exitCode());
    CliRun bad = CliRun.run("lint", schema.toString(), "--fail-on", "sometimes");
    assertEquals(2, bad.exitCode());
    assertEquals("hbase-advisor lint: --fail-on must be error, warning, info or never, got 'sometimes'\n", bad.err());
  }

  @Test
  void json_hasTheStableNames() {
    CliRun r = CliRun.run("lint", schema.toString(), "--format", "json");
    assertEquals(0, r.exitCode());
    assertTrue(r.out().startsWith("{\n  \"files\": [\n    {\n      \"file\": \"" + schema + "\",\n"), r.out());
    assertTrue(r.out().contains("\"rule\": \"suppression-unknown-rule\",\n          \"severity\": \"warning\",\n"));
    assertTrue(r.out().contains("\"line\": 6,\n          \"column\": 5,\n          \"path\": \"suppress[0].rule\","));
    assertTrue(r.out().endsWith("\"summary\": {\n    \"error\": 0,\n    \"warning\": 2,\n    \"info\": 0\n  }\n}\n"));
  }

  @Test
  void sarif_validatesAgainstTheSarif210Schema() throws IOException {
    CliRun r = CliRun.run("lint", schema.toString(), "--format", "sarif");
    assertEquals(0, r.exitCode());
    LintOutputsTest.assertValidSarif(r.out());
    assertTrue(r.out().contains("\"ruleId\": \"suppression-unknown-rule\""));
    assertTrue(r.out().contains("\"startLine\": 6"));
    assertTrue(r.out().contains("\"level\": \"warning\""));
  }

  @Test
  void github_annotationsAreEscaped() {
    CliRun r = CliRun.run("lint", schema.toString(), "--format", "github");
    List<String> lines = r.out().lines().toList();
    assertEquals(2, lines.size());
    assertEquals("::warning file=" + schema + ",line=6,col=5,title=suppression-unknown-rule%3A Inline suppression of "
        + "a rule that does not exist::suppression names rule 'no-such-rule', which does not exist%0AFix: Use a rule "
        + "id from `hbase-advisor rules`, or delete the suppression.", lines.get(1));
  }

  @Test
  void junit_isWellFormed_withACasePerFinding() throws Exception {
    CliRun r = CliRun.run("lint", schema.toString(), "--format", "junit");
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new java.io.ByteArrayInputStream(r.out().getBytes(StandardCharsets.UTF_8)));
    assertEquals(2, doc.getElementsByTagName("testcase").getLength());
    assertEquals(2, doc.getElementsByTagName("failure").getLength());
    assertEquals("2", doc.getDocumentElement().getAttribute("failures"));
  }

  @Test
  void output_isWrittenToAFile_andNeverOverAnInput() throws IOException {
    Path report = tmp.resolve("out/report.json");
    CliRun r = CliRun.run("lint", schema.toString(), "--format", "json", "--output", report.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.readString(report).contains("\"summary\""));
    String before = Files.readString(schema);
    CliRun clash = CliRun.run("lint", schema.toString(), "--output", schema.toString());
    assertEquals(2, clash.exitCode());
    assertEquals(schema + ":1:1: refusing to write output over an input file\n", clash.err());
    assertEquals(before, Files.readString(schema));
  }

  @Test
  void config_overridesSeverity_andDisablesRules() throws IOException {
    Path config = tmp.resolve("cfg.yaml");
    Files.writeString(config, "severity: { suppression-unknown-rule: error }\ndisable: [suppression-missing-reason]\n");
    CliRun r = CliRun.run("lint", schema.toString(), "--config", config.toString(), "--format", "json");
    assertEquals(1, r.exitCode());
    assertFalse(r.out().contains("suppression-missing-reason"));
    assertTrue(r.out().contains("\"severity\": \"error\""));
  }

  @Test
  void config_withUnknownRule_isAnInputError() throws IOException {
    Path config = tmp.resolve("cfg.yaml");
    Files.writeString(config, "disable: [nope]\n");
    CliRun r = CliRun.run("lint", schema.toString(), "--config", config.toString());
    assertEquals(2, r.exitCode());
    assertEquals(config + ":1:11: unknown rule 'nope' (a rule id, a category such as families, rowkey, access, "
        + "presplit, naming, sizing, lint, or all)\n", r.err());
  }

  @Test
  void invalidSchema_amongValidOnes_exitsTwo_afterReportingTheRest() throws IOException {
    Path bad = tmp.resolve("bad.yaml");
    Files.writeString(bad, "table: t\n");
    CliRun r = CliRun.run("lint", tmp.toString());
    assertEquals(2, r.exitCode());
    assertTrue(r.err().startsWith(bad + ":1:1: missing required key 'fields'"), r.err());
    assertTrue(r.out().endsWith(" in 2 files, 1 of them not loaded\n"), r.out());
  }

  @Test
  void sameInput_sameOutput_byteForByte() {
    assertEquals(CliRun.run("lint", schema.toString(), "--format", "sarif").out(),
        CliRun.run("lint", schema.toString(), "--format", "sarif").out());
  }

  @Test
  void rules_listsAndExplains() {
    CliRun list = CliRun.run("rules");
    assertEquals(0, list.exitCode());
    assertTrue(list.out().lines().anyMatch(l -> l.matches("suppression-missing-reason +warning +lint +Inline suppression without a reason")),
        list.out());
    assertTrue(list.out().lines().anyMatch(l -> l.startsWith("monotonic-rowkey-lead ")));
    CliRun one = CliRun.run("rules", "suppression-missing-reason");
    assertTrue(one.out().startsWith("suppression-missing-reason: Inline suppression without a reason\n"), one.out());
    assertTrue(one.out().contains("Fix: Add `reason:`"));
    CliRun none = CliRun.run("rules", "nope");
    assertEquals(2, none.exitCode());
  }
}
