package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** validate, keys, completion, --help and --version through the real command line. */
class FoundationCommandsTest {

  @TempDir
  Path tmp;

  @Test
  void validate_examplesFolder_exitsZeroAndListsEveryFile() {
    CliRun r = CliRun.run("validate", CliRun.root().resolve("examples").toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("every-key.yaml: ok (table metrics:log_data, 11 rowkey segments, 1 family)"),
        r.out());
    assertTrue(r.out().lines().count() >= 20);
  }

  @Test
  void validate_invalidFile_exitsTwoWithPositions_noStackTrace() throws IOException {
    Path bad = tmp.resolve("bad.yaml");
    Files.writeString(bad, "table: t\nfields:\n  a: {type: string}\nrowkey:\n  - salt: {buckets: 0, from: [a]}\n"
        + "famlies:\n  - name: d\n");
    CliRun r = CliRun.run("validate", bad.toString());
    assertEquals(2, r.exitCode());
    assertEquals(bad + ":1:1: missing required key 'families'\n"
        + bad + ":5:21: 'buckets' must be between 1 and 256, got 0\n"
        + bad + ":6:1: unknown key 'famlies' (did you mean 'families'?)\n", r.err());
    assertFalse(r.err().contains("Exception"));
  }

  @Test
  void validate_yamlSyntaxError_exitsTwo() throws IOException {
    Path bad = tmp.resolve("syntax.yaml");
    Files.writeString(bad, "table: t\nfields: [a\n");
    CliRun r = CliRun.run("validate", bad.toString());
    assertEquals(2, r.exitCode());
    assertEquals(bad + ":3:1: YAML syntax error: expected ',' or ']', but got <stream end> "
        + "(while parsing a flow sequence started at 2:9)\n", r.err());
  }

  @Test
  void validate_missingPath_exitsTwo() {
    CliRun r = CliRun.run("validate", "no/such/file.yaml");
    assertEquals(2, r.exitCode());
    assertEquals("no/such/file.yaml:1:1: no such file or folder\n", r.err());
  }

  @Test
  void keys_printsCountKeysWithLengths_reproducibly() {
    CliRun first = CliRun.run("keys", CliRun.example("log-data-host-lead.yaml"), "--count", "5", "--seed", "7");
    CliRun second = CliRun.run("keys", CliRun.example("log-data-host-lead.yaml"), "--count", "5", "--seed", "7");
    assertEquals(0, first.exitCode(), first.err());
    assertEquals(first.out(), second.out());
    List<String> lines = first.out().lines().toList();
    assertEquals(5, lines.size());
    for (String line : lines) {
      assertTrue(line.matches(".+  \\(\\d+ bytes\\)"), line);
    }
    CliRun other = CliRun.run("keys", CliRun.example("log-data-host-lead.yaml"), "--count", "5", "--seed", "8");
    assertFalse(first.out().equals(other.out()));
  }

  @Test
  void keys_reversedDomain_readsLikeTheWebtable() {
    CliRun r = CliRun.run("keys", CliRun.example("webtable-reversed-domain.yaml"), "--count", "20");
    assertEquals(0, r.exitCode(), r.err());
    for (String line : r.out().lines().toList()) {
      assertTrue(line.matches("(com|org|net|io|de|cn)\\.[a-z]+\\.(www|mail|api|blog|shop|news).*"), line);
    }
  }

  @Test
  void keys_md5HexKey_isSixteenHexCharacters() {
    CliRun r = CliRun.run("keys", CliRun.example("game-focus-md5.yaml"), "--count", "3");
    assertEquals(0, r.exitCode(), r.err());
    for (String line : r.out().lines().toList()) {
      assertTrue(line.matches("[0-9a-f]{16}  \\(16 bytes\\)"), line);
    }
  }

  @Test
  void keys_negativeCount_exitsTwo() {
    CliRun r = CliRun.run("keys", CliRun.example("log-data-host-lead.yaml"), "--count", "-1");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor keys: --count must not be negative, got -1\n", r.err());
  }

  @Test
  void unknownOption_exitsTwoWithHint() {
    CliRun r = CliRun.run("validate", "--nope", "x.yaml");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().startsWith("hbase-advisor: Unknown option: '--nope'"), r.err());
    assertTrue(r.err().contains("Try 'hbase-advisor validate --help'"), r.err());
  }

  @Test
  void everyCommand_hasHelp() {
    CommandLine root = AdvisorCli.commandLine(new java.io.PrintWriter(new java.io.StringWriter()),
        new java.io.PrintWriter(new java.io.StringWriter()));
    assertTrue(root.getSubcommands().size() >= 3);
    for (String name : root.getSubcommands().keySet()) {
      CliRun r = CliRun.run(name, "--help");
      assertEquals(0, r.exitCode(), name);
      assertTrue(r.out().startsWith("Usage: hbase-advisor " + name), r.out());
    }
  }

  @Test
  void subcommands_areRegisteredUnderTheirOwnNames_andBuiltOnlyWhenNamed() {
    java.io.PrintWriter nowhere = new java.io.PrintWriter(new java.io.StringWriter());
    java.util.Set<String> names = new java.util.LinkedHashSet<>();
    for (RootCommand.Subcommand subcommand : RootCommand.Subcommand.values()) {
      String name = subcommand.commandName();
      names.add(name);
      CommandLine built = AdvisorCli.commandLine(nowhere, nowhere, new String[] {name}).getSubcommands().get(name);
      assertEquals(name, built.getCommandSpec().name());
    }
    assertEquals(java.util.Set.of("lint"),
        AdvisorCli.commandLine(nowhere, nowhere, new String[] {"lint", "x.yaml"}).getSubcommands().keySet());
    assertEquals(java.util.Set.of("splits"),
        AdvisorCli.commandLine(nowhere, nowhere, new String[] {"splits"}).getSubcommands().keySet());
    assertEquals(names,
        AdvisorCli.commandLine(nowhere, nowhere, new String[] {"completion"}).getSubcommands().keySet());
    assertEquals(names,
        AdvisorCli.commandLine(nowhere, nowhere, new String[] {"nosuchcommand"}).getSubcommands().keySet());
  }

  @Test
  void noOption_hasATypeWhoseConverterPicocliIsToldToSkip() {
    CommandLine root = AdvisorCli.commandLine(new java.io.PrintWriter(new java.io.StringWriter()),
        new java.io.PrintWriter(new java.io.StringWriter()));
    List<CommandLine> commands = new java.util.ArrayList<>(root.getSubcommands().values());
    commands.add(root);
    for (CommandLine command : commands) {
      for (CommandLine.Model.ArgSpec arg : command.getCommandSpec().args()) {
        List<Class<?>> types = new java.util.ArrayList<>(List.of(arg.auxiliaryTypes()));
        types.add(arg.type());
        for (Class<?> type : types) {
          assertFalse(type.getName().matches(AdvisorCli.UNUSED_CONVERTERS),
              command.getCommandName() + " " + arg + ": " + type.getName());
        }
      }
    }
  }

  @Test
  void withTheUnusedConvertersSkipped_asMainRuns_commandsParseTheSame() {
    CliRun before = CliRun.run("splits", "--algorithm", "hex", "--regions", "4", "--seed", "3", "--format", "FILE");
    String previous = System.getProperty(AdvisorCli.CONVERTER_EXCLUDES);
    try {
      System.clearProperty(AdvisorCli.CONVERTER_EXCLUDES);
      AdvisorCli.skipUnusedConverters();
      assertEquals(AdvisorCli.UNUSED_CONVERTERS, System.getProperty(AdvisorCli.CONVERTER_EXCLUDES));
      assertEquals(before, CliRun.run("splits", "--algorithm", "hex", "--regions", "4", "--seed", "3", "--format",
          "FILE"));
      CliRun keys = CliRun.run("keys", CliRun.example("log-data-host-lead.yaml"), "--count", "2");
      assertEquals(0, keys.exitCode(), keys.err());
    } finally {
      if (previous == null) {
        System.clearProperty(AdvisorCli.CONVERTER_EXCLUDES);
      } else {
        System.setProperty(AdvisorCli.CONVERTER_EXCLUDES, previous);
      }
    }
  }

  @Test
  void version_isWhatPicocliPrints() {
    java.io.StringWriter text = new java.io.StringWriter();
    java.io.PrintWriter out = new java.io.PrintWriter(text);
    AdvisorCli.commandLine(out, out, new String[0]).execute("--version");
    out.flush();
    assertEquals(text.toString(), CliRun.run("--version").out());
  }

  @Test
  void version_printsName() {
    CliRun r = CliRun.run("--version");
    assertEquals(0, r.exitCode());
    assertTrue(r.out().startsWith("hbase-advisor "), r.out());
  }

  @Test
  void completion_printsBashScriptWithEveryCommand() {
    CliRun r = CliRun.run("completion");
    assertEquals(0, r.exitCode());
    assertTrue(r.out().contains("complete -F _complete_hbase-advisor"), r.out().substring(0, 200));
    assertTrue(r.out().contains("validate") && r.out().contains("keys"));
  }
}
