package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Injection through text a pull request controls (issue 30, hostile input round two): schema
 * names, keys the loader quotes, file names and settings never put a raw control or
 * bidirectional-formatting character, nor a line of their own, into a terminal or a CI log, and
 * links in outputs are http or https only.
 */
class HostileTextOutputTest {

  private static final String BASE = CliRun.example("log-data-timestamp-lead.yaml");
  private static final String BODY = "fields:\n  a: {type: string}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n";

  /** The start of an annotation line of {@code lint --format github}, the only workflow command the advisor writes. */
  private static final java.util.regex.Pattern GITHUB_ANNOTATION =
      java.util.regex.Pattern.compile("::(error|warning|notice) file=[^:,]+,line=\\d+,col=\\d+");

  @TempDir
  Path tmp;

  /** Every character of the text a terminal shows as it is: no control characters but line breaks and tabs. */
  static void assertShowable(String text, String what) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = c < 0x20 && c != '\n' && c != '\t' || c >= 0x7F && c <= 0x9F
          || c == 0x061C || c == 0x200E || c == 0x200F || c >= 0x2028 && c <= 0x202E || c >= 0x2066 && c <= 0x2069;
      assertFalse(control, what + " holds U+" + Integer.toHexString(c) + " at " + i + ": " + text);
    }
    assertFalse(text.lines().anyMatch(line -> line.startsWith("::") && !GITHUB_ANNOTATION.matcher(line).lookingAt()),
        what + " has a workflow command line: " + text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"lint", "validate", "explain", "keys", "recommend", "splits", "simulate", "report"})
  void keyTheLoaderQuotes_staysOnItsLine_escaped(String command) throws IOException {
    Path schema = Files.writeString(tmp.resolve("e.yaml"), "table: t\n"
        + "\"x\\n::error file=ci.yml,line=1::Injected\\n::add-mask::t\\e]0;PWNED\\a\": 1\n" + BODY);
    CliRun r = CliRun.run(command, schema.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertShowable(r.out() + r.err(), command);
    assertTrue(r.err().contains(schema + ":2:1: unknown key 'x\\x0A::error file=ci.yml,line=1::Injected\\x0A"
        + "::add-mask::t\\x1B]0;PWNED\\x07'"), r.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"table: \"t\\e]0;PWNED\\a\\n::error::injected\"\n" + BODY,
      "table: t\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\nfamilies: [{name: \"d\\r\\n::error::x\"}]\n",
      "table: t\n" + BODY + "access: [{name: \"x\\n::error::injected\", equals: [a]}]\n"})
  void nameWithALineBreak_isRefusedByEveryCommand(String text) throws IOException {
    Path schema = Files.writeString(tmp.resolve("n.yaml"), text);
    for (String command : List.of("validate", "lint", "explain", "recommend", "simulate", "splits", "keys", "report")) {
      CliRun r = CliRun.run(command, schema.toString());
      assertEquals(2, r.exitCode(), command + ": " + r.err());
      assertShowable(r.out() + r.err(), command);
      assertTrue(r.err().contains("holds a line break (U+000"), command + ": " + r.err());
      assertTrue(r.err().contains("); a name is shown on one line of terminals, CI logs and reports"),
          command + ": " + r.err());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"table: \"t\\e]0;PWNED\\a\\e[2J\"\n" + BODY, "table: \"admin\\u202Etxt.exe\"\n" + BODY,
      "table: t\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\nfamilies: [{name: \"d\\u2066\\x9B\"}]\n"})
  void nameWithAControlOrBidiCharacter_reachesEveryOutputEscaped(String text) throws IOException {
    Path schema = Files.writeString(tmp.resolve("n.yaml"), text);
    for (String command : List.of("validate", "lint", "explain", "recommend", "simulate", "splits", "keys")) {
      CliRun r = switch (command) {
        case "splits" -> CliRun.run(command, schema.toString(), "--regions", "2");
        case "simulate" -> CliRun.run(command, schema.toString(), "--ops", "2000");
        default -> CliRun.run(command, schema.toString());
      };
      assertTrue(r.exitCode() <= 1, command + ": " + r.err());
      assertShowable(r.out() + r.err(), command);
    }
    Path sarif = tmp.resolve("r.sarif");
    assertTrue(CliRun.run("lint", schema.toString(), "--format", "sarif", "--output", sarif.toString()).exitCode() <= 1);
    assertShowable(Files.readString(sarif), "lint --format sarif --output");
  }

  @Test
  void fileNameWithALineBreak_inAWalkedFolder_isRefused_escaped() throws IOException {
    Path folder = Files.createDirectory(tmp.resolve("pr"));
    Path evil = folder.resolve("x\n::error file=evil::INJECTED.yaml");
    Files.writeString(evil, "table: t\n" + BODY);
    for (String command : List.of("validate", "lint")) {
      CliRun r = CliRun.run(command, folder.toString());
      assertEquals(2, r.exitCode(), r.err());
      assertShowable(r.out() + r.err(), command);
      assertEquals(folder + "/x\\x0A::error file=evil::INJECTED.yaml:1:1: the file name holds the character U+000A;"
          + " rename the file (file names are shown in terminals and CI logs, so control and bidirectional-formatting"
          + " characters are refused)\n", r.err());
    }
  }

  @Test
  void settingsPrintedBack_areEscapedByTheStreams() throws IOException {
    Path config = Files.writeString(tmp.resolve("c.yaml"), "docs-url: \"https://x.example/\\e[2J\\u202E#\"\n");
    CliRun r = CliRun.run("lint", "--show-config", BASE, "--config", config.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertShowable(r.out() + r.err(), "--show-config");
    assertTrue(r.out().contains("docs-url: https://x.example/\\x1B[2J\\u202E#"), r.out());
    CliRun option = CliRun.run("lint", "--no-such-option\u001b[2J\u0085");
    assertEquals(2, option.exitCode());
    assertShowable(option.out() + option.err(), "an unknown option");
    assertTrue(option.err().startsWith("hbase-advisor: Unknown option: '--no-such-option\\x1B[2J\\u0085'"),
        option.err());
  }

  @Test
  void theFindingsOwnColours_passTheStreams() {
    CliRun r = CliRun.run("lint", BASE, "--color", "always");
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.out().contains("\u001B[1m") && r.out().contains("\u001B[0m"), r.out());
    assertFalse(r.out().contains("\\x1B"), r.out());
  }

  @Test
  void linesEndWithANewline_whateverThePlatformSeparator() {
    String separator = System.getProperty("line.separator");
    StringWriter out = new StringWriter();
    try {
      System.setProperty("line.separator", "\r\n"); // Windows; a writer takes it when it is made
      AdvisorCli.mainWithoutExit(new String[] {"keys", BASE, "--count", "3"}, new PrintWriter(out),
          new PrintWriter(new StringWriter()));
    } finally {
      System.setProperty("line.separator", separator);
    }
    assertEquals(3, out.toString().lines().count(), out.toString());
    assertFalse(out.toString().contains("\r"), out.toString());
  }

  @Test
  void recommendYaml_escapesWhatItQuotes_andReadsBack() throws Exception {
    CliRun r = CliRun.onSchema(tmp, "table: t\nfields:\n  a: {type: string}\n  ts: {type: timestamp}\nrowkey:\n"
        + "  - field: a\n  - field: ts\n    format: \"yyyy\\tMM\\e\\u202E\"\nfamilies: [{name: d}]\n"
        + "access: [{name: \"it's\", equals: [a]}]\n", "recommend", "--format", "yaml");
    assertEquals(0, r.exitCode(), r.err());
    assertShowable(r.out(), "recommend --format yaml");
    assertTrue(r.out().contains("format: \"yyyy\\tMM\\x1B\\u202E\"\n"), r.out());
    assertTrue(r.out().contains("{ name: 'it''s', plan: "), r.out());
    dev.hbaseadvisor.yaml.YamlReader.read(r.out()); // a YAML 1.2 document the advisor's own reader takes
  }

  @ParameterizedTest
  @ValueSource(strings = {"javascript:alert(document.cookie)//", "data:text/html,<script>alert(1)</script>",
      "not a uri <>", ""})
  void linkOptions_takeOnlyHttpOrHttps(String url) throws IOException {
    CliRun report = CliRun.run("report", BASE, "--rules-url", url, "--output", tmp.resolve("r.html").toString());
    assertEquals(2, report.exitCode(), report.err());
    assertTrue(report.err().startsWith("hbase-advisor report: --rules-url: "), report.err());
    assertFalse(Files.exists(tmp.resolve("r.html")));
    CliRun lint = CliRun.run("lint", BASE, "--docs-url", url, "--format", "sarif");
    assertEquals(2, lint.exitCode(), lint.err());
    assertTrue(lint.err().startsWith("hbase-advisor lint: --docs-url: "), lint.err());
    assertEquals("", lint.out());
  }

  @Test
  void docsUrlInTheConfig_isRefusedAtItsLine() throws IOException {
    Path config = Files.writeString(tmp.resolve("c.yaml"), "ignore: []\ndocs-url: 'javascript:alert(1)//'\n");
    CliRun r = CliRun.run("lint", BASE, "--config", config.toString(), "--format", "sarif");
    assertEquals(2, r.exitCode(), r.err());
    assertEquals(config + ":2:1: docs-url: 'javascript:alert(1)//' is a javascript: URL; links must be http or"
        + " https\n", r.err());
    CliRun https = CliRun.run("lint", BASE, "--docs-url", "https://wiki.example.com/rules#", "--format", "sarif");
    assertEquals(1, https.exitCode(), https.err());
    assertTrue(https.out().contains("\"helpUri\" : \"https://wiki.example.com/rules#")
        || https.out().contains("\"helpUri\": \"https://wiki.example.com/rules#"), https.out());
  }
}
