package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.RuleMeta;
import java.util.List;
import java.util.function.Function;

/**
 * The output formats of findings, each a factory of its writer (Caffeine simulator's
 * {@code ReportFormat} shape); lint and diff both render through them.
 */
public enum FindingsFormat {
  TEXT, JSON, SARIF, GITHUB, JUNIT, GITLAB;

  /** The id under which a file that could not be loaded is reported. */
  public static final String INVALID_SCHEMA = "invalid-schema";

  /** The lowercase name users type ({@code --format sarif}). */
  @Override
  public String toString() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Renders findings relative to the working directory's repository (see {@link ReportContext#current()}). */
  public String render(List<FileFindings> files, List<RuleMeta> rules, boolean color) {
    return render(files, rules, color, ReportContext.current());
  }

  /**
   * Renders findings; {@code rules} describes every id that can occur (the SARIF driver's rules),
   * {@code color} adds ANSI colour to text, {@code context} places files and links rule docs.
   */
  public String render(List<FileFindings> files, List<RuleMeta> rules, boolean color, ReportContext context) {
    Function<String, RuleMeta> lookup = id -> rules.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    return switch (this) {
      case TEXT -> TextFindings.render(files, color);
      case JSON -> JsonFindings.render(files);
      case SARIF -> SarifFindings.render(files, rules, context);
      case GITHUB -> GithubFindings.render(files, lookup, context);
      case JUNIT -> JunitFindings.render(files, context);
      case GITLAB -> GitlabFindings.render(files, context);
    };
  }
}
