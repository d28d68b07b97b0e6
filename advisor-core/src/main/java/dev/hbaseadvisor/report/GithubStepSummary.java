package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;

/**
 * The Markdown a {@code --format github} run appends to GitHub's job summary
 * ({@code $GITHUB_STEP_SUMMARY}): GitHub shows only the first {@value #ANNOTATIONS_SHOWN}
 * annotations of each kind (error, warning, notice) per step, so the summary lists every finding,
 * one table row each, with the counts and, when some annotations are not shown, how many.
 */
public final class GithubStepSummary {

  /** Annotations of one kind that GitHub shows per step. */
  public static final int ANNOTATIONS_SHOWN = 10;

  private GithubStepSummary() {}

  /** The summary of a run of {@code command} ({@code lint}, {@code diff}). */
  public static String render(String command, List<FileFindings> files, ReportContext context) {
    Summary counts = Summary.of(files);
    int unreadable = files.stream().mapToInt(f -> f.problems().size()).sum();
    int errors = counts.count(Severity.ERROR) + unreadable;
    StringBuilder sb = new StringBuilder("### hbase-advisor ").append(command).append("\n\n")
        .append(errors).append(errors == 1 ? " error, " : " errors, ")
        .append(counts.count(Severity.WARNING)).append(counts.count(Severity.WARNING) == 1 ? " warning, " : " warnings, ")
        .append(counts.count(Severity.INFO)).append(" info in ").append(files.size())
        .append(files.size() == 1 ? " file" : " files").append('\n');
    int hidden = hidden(errors) + hidden(counts.count(Severity.WARNING)) + hidden(counts.count(Severity.INFO));
    if (hidden > 0) {
      sb.append("\nGitHub shows ").append(ANNOTATIONS_SHOWN).append(" annotations of each kind per step: ")
          .append(hidden).append(" of these are listed only here.\n");
    }
    if (errors + counts.count(Severity.WARNING) + counts.count(Severity.INFO) == 0) {
      return sb.toString();
    }
    sb.append("\n| where | severity | rule | message |\n|---|---|---|---|\n");
    for (FileFindings file : files) {
      String name = context.display(file.file());
      for (SchemaProblem problem : file.problems()) {
        row(sb, name + ":" + problem.position().line() + ":" + problem.position().column(), "error",
            FindingsFormat.INVALID_SCHEMA, problem.message());
      }
      for (Finding f : file.findings()) {
        row(sb, name + ":" + f.line() + ":" + f.column(), f.severity().label(), f.rule(), f.message());
      }
    }
    return sb.toString();
  }

  private static int hidden(int count) {
    return Math.max(0, count - ANNOTATIONS_SHOWN);
  }

  private static void row(StringBuilder sb, String where, String severity, String rule, String message) {
    sb.append("| ").append(cell(where)).append(" | ").append(severity).append(" | `").append(rule).append("` | ")
        .append(cell(message)).append(" |\n");
  }

  /** A table cell: one line, control characters escaped, Markdown and HTML characters that would break it quoted. */
  static String cell(String text) {
    String line = Printable.line(text.replace("\r\n", " ").replace('\n', ' '));
    StringBuilder sb = new StringBuilder(line.length());
    for (char c : line.toCharArray()) {
      if ("|\\`*_[]<>&#".indexOf(c) >= 0) {
        sb.append("&#").append((int) c).append(';');
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
