package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import java.util.List;
import java.util.function.Function;

/** GitHub Actions workflow commands: {@code ::error file=..,line=..,col=..,title=..::message}. */
final class GithubFindings {

  private GithubFindings() {}

  static String render(List<FileFindings> files, Function<String, RuleMeta> rules) {
    StringBuilder sb = new StringBuilder();
    for (FileFindings file : files) {
      for (Finding f : file.findings()) {
        String command = switch (f.severity()) {
          case ERROR -> "error";
          case WARNING -> "warning";
          case INFO -> "notice";
        };
        RuleMeta meta = rules.apply(f.rule());
        String title = f.rule() + (meta == null ? "" : ": " + meta.title());
        String body = f.message() + (f.fix() == null || f.fix().isBlank() ? "" : "\nFix: " + f.fix().strip());
        sb.append("::").append(command)
            .append(" file=").append(property(file.file()))
            .append(",line=").append(f.line())
            .append(",col=").append(f.column())
            .append(",title=").append(property(title))
            .append("::").append(data(body)).append('\n');
      }
    }
    return sb.toString();
  }

  /** Escapes a message as the Actions runner's {@code escapeData} does. */
  static String data(String text) {
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
  }

  /** Escapes a property value as the runner's {@code escapeProperty} does. */
  static String property(String text) {
    return data(text).replace(":", "%3A").replace(",", "%2C");
  }
}
