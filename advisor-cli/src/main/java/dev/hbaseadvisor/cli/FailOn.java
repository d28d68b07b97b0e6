package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.rules.Severity;

/** The {@code --fail-on} level of the gating commands (lint, diff): a severity, or never. */
final class FailOn {

  private FailOn() {}

  /** The severity at which {@code command} exits 1, or null for {@code never}. */
  static Severity parse(String command, String level) {
    if (level.equals("never")) {
      return null;
    }
    try {
      return Severity.parse(level);
    } catch (IllegalArgumentException e) {
      throw new InputException("hbase-advisor " + command + ": --fail-on must be error, warning, info or never, got '"
          + level + "'");
    }
  }
}
