package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.report.FindingsFormat;
import dev.hbaseadvisor.rules.Severity;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The options of the gating commands (lint, diff), as a picocli mixin: the output format, the
 * {@code --fail-on} level, the output file and colour.
 */
final class ReportOptions {

  @Option(names = "--format", defaultValue = "text",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  FindingsFormat format;

  @Option(names = "--fail-on", defaultValue = "error", paramLabel = "LEVEL",
      description = "Exit 1 when a finding or change reaches this level: error, warning, info or never "
          + "(default: ${DEFAULT-VALUE}).")
  String failOn;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", converter = OutputPath.class,
      description = "Write the report here instead of standard output.")
  Path output;

  @Option(names = "--color", defaultValue = "auto", paramLabel = "WHEN",
      description = "Colour text output: auto (on a terminal), always, never (default: ${DEFAULT-VALUE}).")
  String color;

  /** The severity at which {@code command} exits 1, or null for {@code never}. */
  Severity threshold(String command) {
    if (failOn.equals("never")) {
      return null;
    }
    try {
      return Severity.parse(failOn);
    } catch (IllegalArgumentException e) {
      throw new InputException("hbase-advisor " + command + ": --fail-on must be error, warning, info or never, got '"
          + failOn + "'");
    }
  }

  /** Whether text gets ANSI colour. */
  boolean colour() {
    return Output.colour(color, output);
  }
}
