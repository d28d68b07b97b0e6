package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The conventions users bring from ruff, ESLint and hadolint (issue 14 §2): config discovery,
 * rule selection, standard input, quiet, statistics, warning budgets, {@code -o} and unknown
 * commands. The fixture has one finding per severity: an error (naming), an info (families) and
 * two warnings (lint).
 */
class LintConventionsTest {

  private static final String SCHEMA = """
      table: "bad name"
      fields: {a: {type: string}}
      rowkey: [{field: a}]
      families: [{name: data_family}]
      suppress:
        - rule: no-such-rule
      """;

  @TempDir
  Path repo;

  private Path top;
  private Path nested;

  @BeforeEach
  void repository() throws IOException {
    Files.createDirectories(repo.resolve(".git"));
    top = write("top.yaml", SCHEMA);
    nested = write("team/tables/nested.yaml", SCHEMA);
  }

  private Path write(String name, String text) throws IOException {
    Path file = repo.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  /** The rule ids of a JSON lint run, in order. */
  private static List<String> rules(String... args) {
    List<String> all = new ArrayList<>(List.of("lint", "--format", "json"));
    all.addAll(List.of(args));
    CliRun r = CliRun.run(all.toArray(String[]::new));
    assertTrue(r.exitCode() < 2, r.err());
    List<String> ids = new ArrayList<>();
    for (JsonNode file : Json.read(r.out()).get("files")) {
      file.get("findings").forEach(f -> ids.add(f.get("rule").asString()));
    }
    return ids;
  }

  private static final List<String> ALL = List.of("invalid-table-name", "long-family-name",
      "suppression-missing-reason", "suppression-unknown-rule");

  // ---- configuration discovery ----

  @Test
  void config_theNearestFileFromTheSchemaUpToTheRootApplies() throws IOException {
    write(".hbase-advisor.yaml", "ignore: [lint]\n");
    write("team/.hbase-advisor.yaml", "ignore: [naming]\n");
    assertEquals(List.of("invalid-table-name", "long-family-name"), rules(top.toString()));
    assertEquals(List.of("long-family-name", "suppression-missing-reason", "suppression-unknown-rule"),
        rules(nested.toString()), "the nearest config applies alone, as in ruff");
    Path teamConfig = repo.resolve("team/.hbase-advisor.yaml");
    String before = Files.readString(teamConfig);
    CliRun clash = CliRun.run("lint", nested.toString(), "-o", teamConfig.toString());
    assertEquals(2, clash.exitCode(), "a discovered config is an input that --output must not replace");
    assertEquals(before, Files.readString(teamConfig));
    Path other = write("other.yaml", "severity: { long-family-name: error }\n");
    assertEquals(ALL, rules(nested.toString(), "--config", other.toString()), "--config overrides discovery");
  }

  @Test
  void config_extend_startsFromTheNamedFile_andThisFilesKeysLayerOverIt() throws IOException {
    Path root = write(".hbase-advisor.yaml", "ignore: [lint]\nseverity: { long-family-name: error }\n");
    Path team = write("team/.hbase-advisor.yaml", "extend: ../.hbase-advisor.yaml\nignore: [invalid-table-name]\n"
        + "severity: { long-family-name: warning }\n");
    assertEquals(List.of("long-family-name"), rules(nested.toString()), "the root's ignore still applies");
    CliRun shown = CliRun.run("lint", "--show-config", nested.toString());
    assertTrue(shown.out().contains("ignore: [lint, invalid-table-name]    # " + root + ":1:1, " + team + ":2:1\n"),
        shown.out());
    assertTrue(shown.out().contains("  long-family-name: warning    # " + team + ":3:13\n"), "this file wins: "
        + shown.out());

    Files.writeString(root, "extend: team/.hbase-advisor.yaml\n");
    CliRun cycle = CliRun.run("lint", nested.toString());
    assertEquals(2, cycle.exitCode());
    assertEquals(root + ":1:9: extend: a cycle: " + team + " extends " + root + " extends " + team + "\n", cycle.err());
    Files.writeString(team, "extend: ../missing.yaml\n");
    CliRun missing = CliRun.run("lint", nested.toString());
    assertEquals(2, missing.exitCode());
    assertTrue(missing.err().startsWith(team + ":1:9: extend: cannot read " + repo.resolve("missing.yaml")),
        missing.err());
  }

  @Test
  void config_aboveTheRepositoryRoot_doesNotApply() throws IOException {
    Path inner = repo.resolve("inner");
    Files.createDirectories(inner.resolve(".git"));
    write(".hbase-advisor.yaml", "ignore: [all]\n");
    Path file = write("inner/t.yaml", SCHEMA);
    assertEquals(ALL, rules(file.toString()));
  }

  // ---- which files a folder search lints ----

  /** The files of a JSON lint run of {@code args}. */
  private static List<String> linted(String... args) {
    List<String> all = new ArrayList<>(List.of("lint", "--format", "json", "--fail-on", "never"));
    all.addAll(List.of(args));
    CliRun r = CliRun.run(all.toArray(String[]::new));
    assertEquals(0, r.exitCode(), r.err());
    List<String> files = new ArrayList<>();
    Json.read(r.out()).get("files").forEach(f -> files.add(f.get("file").asString()));
    return files;
  }

  @Test
  void folderSearch_atARepositoryRoot_lintsTheSchemas_notTheCiAndComposeYaml() throws IOException {
    write(".github/workflows/ci.yml", "name: ci\non: [push]\njobs: {b: {runs-on: ubuntu-latest, steps: [{run: x}]}}\n");
    write(".gitlab-ci.yml", "test:\n  script: [make]\n");
    write("docker-compose.yml", "services:\n  hbase: {image: 'harisekhon/hbase'}\n");
    write(".pre-commit-config.yaml", "repos: []\n");
    write("charts/values.yaml", "tableName: x\nreplicas: 2\n");
    write("target/classes/copied.yaml", SCHEMA);
    write("node_modules/pkg/x.yaml", SCHEMA);
    write("quoted.yaml", "\"table\": q\nfields: {a: {type: string}}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n");
    assertEquals(List.of(repo.resolve("quoted.yaml").toString(), repo.resolve("team/tables/nested.yaml").toString(),
        top.toString()), linted(repo.toString()), "build output and dependencies are never searched");

    write("team/broken.yaml", "table: t\nfields: {a: {type: string}\n");
    CliRun broken = CliRun.run("lint", repo.toString());
    assertEquals(2, broken.exitCode(), "a schema with a syntax error is still a schema: " + broken.out());
    assertTrue(broken.err().startsWith(repo.resolve("team/broken.yaml") + ":"), broken.err());
    Files.delete(repo.resolve("team/broken.yaml"));

    CliRun named = CliRun.run("lint", repo.resolve("docker-compose.yml").toString());
    assertEquals(2, named.exitCode(), "a file named on the command line is always linted");
    assertTrue(named.err().contains("missing required key 'table'"), named.err());
  }

  @Test
  void extendExclude_fromTheConfigsFolder_andTheCommandLine() throws IOException {
    Path config = write(".hbase-advisor.yaml", "extend-exclude: [\"team/tables/**\"]\n");
    assertEquals(List.of(top.toString()), linted(repo.toString()));
    write("team/.hbase-advisor.yaml", "extend-exclude: [\"*.yaml\"]\n");
    assertEquals(List.of(top.toString()), linted(repo.toString()), "the nearest config's globs apply to its files");
    Files.delete(repo.resolve("team/.hbase-advisor.yaml"));
    Files.writeString(config, "extend-exclude: [legacy]\n");
    write("old/legacy/t.yaml", SCHEMA);
    assertEquals(List.of(repo.resolve("team/tables/nested.yaml").toString(), top.toString()), linted(repo.toString()),
        "a glob without / matches a folder name at any depth");
    assertEquals(List.of(top.toString()), linted(repo.toString(), "--extend-exclude", repo.resolve("team") + "/**"));
    assertEquals(List.of(repo.resolve("team/tables/nested.yaml").toString()),
        linted(repo.toString(), "--extend-exclude", "top.yaml"));
    assertEquals(List.of(top.toString()), linted(top.toString(), "--extend-exclude", "top.yaml"),
        "a file named on the command line is linted");

    Files.writeString(config, "extend-exclude: [\"{a,\"]\n");
    CliRun bad = CliRun.run("lint", repo.toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().startsWith(config + ":1:18: not a glob: "), bad.err());
  }

  @Test
  void showConfig_printsTheSettingsThatApply_andWhereEachCameFrom() throws IOException {
    Path config = write("team/.hbase-advisor.yaml", """
        select: [naming, lint]
        severity: { suppression-unknown-rule: error }
        thresholds: { rowkey-too-long: { maxBytes: 64 } }
        """);
    CliRun r = CliRun.run("lint", "--show-config", nested.toString(), "--ignore", "suppression-missing-reason");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("# settings for " + nested + "\n"
        + "# config file: " + config + " (nearest to " + nested + ")\n"
        + "select: [naming, lint]    # " + config + ":1:1\n"
        + "extend-select: []    # default\n"
        + "ignore: [suppression-missing-reason]    # --ignore\n"
        + "severity:\n"
        + "  suppression-unknown-rule: error    # " + config + ":2:13\n"
        + "thresholds:\n"
        + "  rowkey-too-long:\n"
        + "    maxBytes: 64    # " + config + ":3:34\n"
        + "docs-url: default    # default\n"
        + "extend-exclude: []    # default\n", r.out().substring(0, r.out().indexOf("# rules that run")));
    int all = dev.hbaseadvisor.rules.RuleCatalog.builtIn().all().size();
    assertTrue(r.out().endsWith("# rules that run (3 of " + all + "): invalid-family-name, invalid-table-name, "
        + "suppression-unknown-rule\n"), r.out());
    CliRun none = CliRun.run("lint", "--show-config", top.toString());
    assertTrue(none.out().contains("# config file: none (no .hbase-advisor.yaml between " + top), none.out());
    assertTrue(none.out().contains("select: [all]    # default: every rule\n"), none.out());
  }

  // ---- --select, --ignore, --extend-select ----

  @Test
  void selection_byIdAndCategory_onTheCommandLineAndInTheConfig() throws IOException {
    String file = top.toString();
    assertEquals(List.of("invalid-table-name"), rules(file, "--select", "naming"));
    assertEquals(List.of("invalid-table-name", "long-family-name"), rules(file, "--select", "naming,families"));
    assertEquals(List.of("invalid-table-name", "suppression-unknown-rule"),
        rules(file, "--select", "naming", "--extend-select", "suppression-unknown-rule"));
    assertEquals(List.of("invalid-table-name", "long-family-name"), rules(file, "--ignore", "lint"));
    assertEquals(List.of("invalid-table-name", "long-family-name", "suppression-unknown-rule"),
        rules(file, "--ignore", "lint", "--extend-select", "suppression-unknown-rule"),
        "a rule id beats a category");
    write(".hbase-advisor.yaml", "select: [lint]\nignore: [suppression-missing-reason]\n");
    assertEquals(List.of("suppression-unknown-rule"), rules(file));
    assertEquals(List.of("invalid-table-name"), rules(file, "--select", "naming"), "--select replaces the config's");
    CliRun bad = CliRun.run("lint", file, "--select", "no-such");
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().startsWith("hbase-advisor lint: --select: unknown rule 'no-such'"), bad.err());
  }

  // ---- standard input ----

  @Test
  void stdin_readsOneSchema_namedAndConfiguredByStdinFilename() throws IOException {
    write("team/.hbase-advisor.yaml", "ignore: [lint]\n");
    InputStream saved = System.in;
    try {
      System.setIn(new ByteArrayInputStream(SCHEMA.getBytes(StandardCharsets.UTF_8)));
      Path name = repo.resolve("team/piped.yaml");
      CliRun r = CliRun.run("lint", "-", "--stdin-filename", name.toString(), "--fail-on", "never");
      assertEquals(0, r.exitCode(), r.err());
      assertTrue(r.out().startsWith(name + ":1:1  error    invalid-table-name"), r.out());
      assertFalse(r.out().contains("suppression-"), "the config nearest to the stdin file name applies");
      System.setIn(new ByteArrayInputStream("table: t\n".getBytes(StandardCharsets.UTF_8)));
      CliRun bad = CliRun.run("lint", "-");
      assertEquals(2, bad.exitCode());
      assertTrue(bad.err().startsWith("<stdin>:1:1: missing required key 'fields'"), bad.err());
    } finally {
      System.setIn(saved);
    }
  }

  // ---- --quiet, --statistics, --max-warnings, --exit-zero ----

  @Test
  void quiet_reportsErrorsOnly() {
    CliRun r = CliRun.run("lint", top.toString(), "--quiet", "--fail-on", "warning");
    assertEquals(1, r.exitCode());
    assertTrue(r.out().endsWith("\n1 error, 0 warnings, 0 info in 1 file\n"), r.out());
    CliRun noErrors = CliRun.run("lint", top.toString(), "-q", "--ignore", "naming", "--fail-on", "warning");
    assertEquals(1, noErrors.exitCode(), "warnings left out of the output still reach --fail-on warning");
    assertEquals("0 errors, 0 warnings, 0 info in 1 file\n", noErrors.out(), "the warnings stay out of the output");
    assertTrue(noErrors.err().startsWith("hbase-advisor lint: "), noErrors.err());
    assertTrue(noErrors.err().contains(", left out by --quiet, fail the run (--fail-on warning)"), noErrors.err());
    CliRun budget = CliRun.run("lint", top.toString(), "-q", "--ignore", "naming", "--max-warnings", "0");
    assertEquals(1, budget.exitCode(), "and count for --max-warnings");
    assertTrue(budget.err().contains("(--max-warnings 0)"), budget.err());
    CliRun passes = CliRun.run("lint", top.toString(), "-q", "--ignore", "naming");
    assertEquals(0, passes.exitCode(), "warnings below the failure level pass, quiet or not");
    assertEquals("", passes.err());
  }

  @Test
  void statistics_countFindingsPerRule() throws IOException {
    CliRun r = CliRun.run("lint", top.toString(), nested.toString(), "--statistics", "--fail-on", "never");
    assertEquals("2  invalid-table-name          error    Table name that HBase refuses or reserves\n"
        + "2  long-family-name            info     Column family name longer than a character or two\n"
        + "2  suppression-missing-reason  warning  Inline suppression without a reason\n"
        + "2  suppression-unknown-rule    warning  Inline suppression of a rule that does not exist\n"
        + "\n2 errors, 4 warnings, 2 info in 2 files\n", r.out());
    JsonNode json = Json.read(CliRun.run("lint", top.toString(), "--statistics", "--format", "json").out());
    assertEquals("invalid-table-name", json.get("statistics").get(0).get("rule").asString());
    assertEquals(1, json.get("statistics").get(0).get("count").asInt());
    assertEquals(2, CliRun.run("lint", top.toString(), "--statistics", "--format", "sarif").exitCode());
  }

  @Test
  void maxWarnings_failsOverBudget_andExitZeroPassesEverythingButBadInput() throws IOException {
    String file = top.toString();
    assertEquals(0, CliRun.run("lint", file, "--fail-on", "never", "--max-warnings", "2").exitCode());
    assertEquals(1, CliRun.run("lint", file, "--fail-on", "never", "--max-warnings", "1").exitCode());
    assertEquals(1, CliRun.run("lint", file).exitCode());
    assertEquals(0, CliRun.run("lint", file, "--exit-zero").exitCode());
    assertEquals(0, CliRun.run("lint", file, "--exit-zero", "--max-warnings", "0").exitCode());
    Path bad = write("bad.yaml", "table: t\n");
    assertEquals(2, CliRun.run("lint", bad.toString(), "--exit-zero").exitCode());
  }

  // ---- -o, unknown commands ----

  @Test
  void shortOutputOption_onEveryCommandThatWritesAFile() throws IOException {
    String example = CliRun.example("log-data-timestamp-lead.yaml");
    List<List<String>> commands = List.of(
        List.of("lint", top.toString(), "--format", "json", "--fail-on", "never"),
        List.of("diff", example, example),
        List.of("report", example),
        List.of("splits", example, "--regions", "4", "--format", "json"));
    for (List<String> command : commands) {
      Path out = repo.resolve("out/" + command.get(0) + ".out");
      List<String> args = new ArrayList<>(command);
      args.addAll(List.of("-o", out.toString()));
      CliRun r = CliRun.run(args.toArray(String[]::new));
      assertEquals(0, r.exitCode(), command + ": " + r.err());
      assertEquals("", r.out(), command.toString());
      assertTrue(Files.size(out) > 0, command.toString());
    }
  }

  @Test
  void unknownCommand_isAnError_evenWithHelp() {
    for (List<String> args : List.of(List.of("nosuchcommand", "--help"), List.of("nosuchcommand"))) {
      CliRun r = CliRun.run(args.toArray(String[]::new));
      assertEquals(2, r.exitCode(), args.toString());
      assertEquals("", r.out());
      assertTrue(r.err().startsWith("hbase-advisor: "), r.err());
      assertTrue(r.err().contains("'nosuchcommand'"), r.err());
    }
    assertEquals(0, CliRun.run("lint", "--help").exitCode());
  }
}
