package dev.hbaseadvisor.rules;

import java.util.Locale;

/** How serious a finding is; {@code --fail-on} compares against it. */
public enum Severity {
  ERROR, WARNING, INFO;

  /** The lowercase spelling used in catalogs, configs and outputs. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether this severity is at least as serious as {@code other}. */
  public boolean atLeast(Severity other) {
    return ordinal() <= other.ordinal();
  }

  /** Parses {@code error}, {@code warning} or {@code info}. */
  public static Severity parse(String text) {
    for (Severity s : values()) {
      if (s.label().equals(text)) {
        return s;
      }
    }
    throw new IllegalArgumentException("'" + text + "' is not a severity (error, warning, info)");
  }
}
