package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.function.Function;

/**
 * GitHub Actions workflow commands, {@code ::error file=..,line=..,col=..,title=..::message}: files
 * relative to the repository root, fix texts without their hard line wraps, control characters
 * from the schema escaped, and an {@code ::error} for every file that could not be loaded.
 */
final class GithubFindings {

  private GithubFindings() {}

  /** Writes the commands to {@code out} a file at a time. */
  static void write(List<FileFindings> files, Function<String, RuleMeta> rules, ReportContext context, Writer out)
      throws IOException {
    for (FileFindings file : files) {
      StringBuilder sb = new StringBuilder();
      String name = context.display(file.file());
      for (SchemaProblem problem : file.problems()) {
        command(sb, "error", name, problem.position().line(), problem.position().column(),
            FindingsFormat.INVALID_SCHEMA + ": schema file cannot be loaded", problem.message());
      }
      for (Finding f : file.findings()) {
        String level = switch (f.severity()) {
          case ERROR -> "error";
          case WARNING -> "warning";
          case INFO -> "notice";
        };
        RuleMeta meta = rules.apply(f.rule());
        String title = f.rule() + (meta == null ? "" : ": " + meta.title());
        String body = f.message() + (f.fix() == null || f.fix().isBlank() ? "" : "\nFix: " + Prose.unwrap(f.fix()));
        command(sb, level, name, f.line(), f.column(), title, body);
      }
      out.write(sb.toString());
    }
  }

  private static void command(StringBuilder sb, String level, String file, int line, int column, String title,
      String body) {
    sb.append("::").append(level)
        .append(" file=").append(property(file))
        .append(",line=").append(line)
        .append(",col=").append(column)
        .append(",title=").append(property(title))
        .append("::").append(data(body)).append('\n');
  }

  /**
   * Escapes a message as the Actions runner's {@code escapeData} does, after escaping control
   * characters other than line breaks ({@link Printable}).
   */
  static String data(String text) {
    return Printable.block(text.replace("\t", "    ")).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
  }

  /** Escapes a property value as the runner's {@code escapeProperty} does. */
  static String property(String text) {
    return data(Printable.line(text)).replace(":", "%3A").replace(",", "%2C");
  }
}
