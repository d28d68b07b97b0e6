package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.RuleMeta;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    StringWriter out = new StringWriter();
    try {
      write(files, rules, color, context, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  /**
   * Writes what {@link #render} returns to {@code out} as it is made, a file at a time, so that the
   * findings of 10,000 files are never also one document in memory (docs/limits.md).
   *
   * @throws IOException when {@code out} fails
   */
  public void write(List<FileFindings> files, List<RuleMeta> rules, boolean color, ReportContext context,
      Writer out) throws IOException {
    switch (this) {
      case TEXT -> TextFindings.write(files, color, out);
      case JSON -> JsonFindings.write(files, out);
      case SARIF -> SarifFindings.write(files, rules, context, out);
      case GITHUB -> GithubFindings.write(files, lookup(rules), context, out);
      case JUNIT -> JunitFindings.write(files, context, out);
      case GITLAB -> GitlabFindings.write(files, context, out);
    }
  }

  private static Function<String, RuleMeta> lookup(List<RuleMeta> rules) {
    Map<String, RuleMeta> byId = new HashMap<>();
    for (RuleMeta rule : rules) {
      byId.putIfAbsent(rule.id(), rule);
    }
    return byId::get;
  }
}
