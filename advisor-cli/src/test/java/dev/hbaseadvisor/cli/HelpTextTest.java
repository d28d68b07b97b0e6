package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The help of the root command and of {@code splits}, pinned byte for byte: both are built with
 * picocli's programmatic API, and must print what their annotations printed.
 */
class HelpTextTest {

  @Test
  void rootHelp_withHelpShortHelpOrNothing_isThePinnedText() throws IOException {
    String expected = pinned("root.txt");
    for (String[] args : new String[][] {{"--help"}, {"-h"}, {}}) {
      CliRun r = CliRun.run(args);
      assertEquals(0, r.exitCode(), r.err());
      assertEquals(expected, r.out(), String.join(" ", args));
      assertEquals("", r.err());
    }
  }

  @Test
  void splitsHelp_withHelpOrShortHelp_isThePinnedText() throws IOException {
    String expected = pinned("splits.txt");
    for (String help : new String[] {"--help", "-h"}) {
      CliRun r = CliRun.run("splits", help);
      assertEquals(0, r.exitCode(), r.err());
      assertEquals(expected, r.out(), help);
      assertEquals("", r.err());
    }
  }

  @Test
  void splitsVersion_printsNothing_andExitsZero() {
    // splits has no version of its own; picocli prints its (empty) version and stops.
    for (String[] args : new String[][] {{"splits", "-V"}, {"splits", "--version", "--regions", "3"}}) {
      CliRun r = CliRun.run(args);
      assertEquals(0, r.exitCode(), r.err());
      assertEquals("", r.out());
      assertEquals("", r.err());
    }
  }

  @Test
  void rootVersionThroughPicocli_isTheVersionLine_andHelpWinsOverIt() throws IOException {
    // --version alone never reaches picocli (AdvisorCli.isVersion); these do.
    java.io.StringWriter text = new java.io.StringWriter();
    java.io.PrintWriter out = new java.io.PrintWriter(text);
    assertEquals(0, AdvisorCli.commandLine(out, out, new String[0]).execute("-V"));
    out.flush();
    assertEquals(CliRun.run("--version").out(), text.toString());
    assertEquals(pinned("root.txt"), CliRun.run("-V", "--help").out());
  }

  @Test
  void completion_offersTheRootsAndSplitsOptions() {
    CliRun r = CliRun.run("completion");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("function _picocli_hbase-advisor_splits()"), r.out());
    assertTrue(r.out().contains("local commands=\"validate import lint diff rules keys explain recommend splits simulate "
        + "report inspect sample apply migrate completion\""), r.out());
    assertTrue(r.out().contains("""
          local flag_opts="'-h' '--help' '-V' '--version'"
          local arg_opts="'--regions' '--algorithm' '--start' '--end' '--keys' '--format' '-o' '--output' \
        '--package' '--seed' '--sample-keys' '--horizon'"
          local A_option_args=("HEX" "DECIMAL" "UNIFORM" "BYTES" "SALT" "SAMPLE" "EXPLICIT" "NONE" "AUTO") \
        # --algorithm values
          local F_option_args=("JSON" "JAVA" "SHELL" "PHOENIX" "FILE" "TEXT") # --format values
        """), r.out());
  }

  private static String pinned(String name) throws IOException {
    try (InputStream in = HelpTextTest.class.getResourceAsStream("help/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
