package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.RuleMeta;
import java.util.List;
import java.util.function.Function;

/**
 * The output formats of findings, each a factory of its writer (Caffeine simulator's
 * {@code ReportFormat} shape); lint and diff both render through them.
 */
public enum FindingsFormat {
  TEXT, JSON, SARIF, GITHUB, JUNIT;

  /** The lowercase name users type ({@code --format sarif}). */
  @Override
  public String toString() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * Renders findings; {@code rules} describes every id that can occur (the SARIF driver's rules,
   * the JUnit test cases), {@code color} adds ANSI colour to text.
   */
  public String render(List<FileFindings> files, List<RuleMeta> rules, boolean color) {
    Function<String, RuleMeta> lookup = id -> rules.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    return switch (this) {
      case TEXT -> TextFindings.render(files, color);
      case JSON -> JsonFindings.render(files);
      case SARIF -> SarifFindings.render(files, rules);
      case GITHUB -> GithubFindings.render(files, lookup);
      case JUNIT -> JunitFindings.render(files, rules);
    };
  }
}
