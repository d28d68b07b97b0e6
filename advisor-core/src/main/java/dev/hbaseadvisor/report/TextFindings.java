package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Severity;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Human-readable findings: {@code file:line:col  severity  rule-id  message}, then the fix, grouped
 * by file, with control characters from the schema escaped ({@link Printable}). Files that could
 * not be loaded are counted in the summary; their problems go to standard error.
 */
final class TextFindings {

  private static final String RESET = "\u001B[0m";
  private static final String BOLD = "\u001B[1m";
  private static final String DIM = "\u001B[2m";
  private static final String RED = "\u001B[31m";
  private static final String YELLOW = "\u001B[33m";
  private static final String CYAN = "\u001B[36m";

  /** Every terminal sequence these findings write; {@link Printable#output} keeps exactly these. */
  static final List<String> SEQUENCES = List.of(RESET, BOLD, DIM, RED, YELLOW, CYAN);

  private TextFindings() {}

  /** Writes the findings to {@code out} a file at a time. */
  static void write(List<FileFindings> files, boolean color, Writer out) throws IOException {
    int width = files.stream().flatMap(f -> f.findings().stream()).mapToInt(f -> f.rule().length()).max().orElse(0);
    for (FileFindings file : files) {
      if (file.findings().isEmpty()) {
        continue;
      }
      StringBuilder sb = new StringBuilder();
      for (Finding f : file.findings()) {
        String where = Printable.line(file.file()) + ":" + f.line() + ":" + f.column();
        String severity = String.format("%-7s", f.severity().label());
        sb.append(color ? BOLD + where + RESET : where).append("  ")
            .append(color ? colour(f.severity()) + severity + RESET : severity).append("  ")
            .append(String.format("%-" + width + "s", f.rule())).append("  ")
            .append(Printable.line(f.message())).append('\n');
        if (f.fix() != null && !f.fix().isBlank()) {
          sb.append(indent("fix: " + Printable.block(f.fix().strip()), color)).append('\n');
        }
        if (f.suggestion() != null) {
          sb.append(indent("suggested:\n" + Printable.block(f.suggestion().stripTrailing()), color)).append('\n');
        }
      }
      sb.append('\n');
      out.write(sb.toString());
    }
    out.write(summary(files));
  }

  /** The closing line: counts per severity and of files, and of files not loaded. */
  static String summary(List<FileFindings> files) {
    StringBuilder sb = new StringBuilder();
    Summary summary = Summary.of(files);
    sb.append(plural(summary.count(Severity.ERROR), "error")).append(", ")
        .append(plural(summary.count(Severity.WARNING), "warning")).append(", ")
        .append(plural(summary.count(Severity.INFO), "info")).append(" in ")
        .append(plural(files.size(), "file"));
    long unreadable = files.stream().filter(f -> !f.loaded()).count();
    if (unreadable > 0) {
      sb.append(", ").append(unreadable).append(" of them not loaded");
    }
    return sb.append('\n').toString();
  }

  private static String indent(String text, boolean color) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (sb.length() > 0) {
        sb.append('\n');
      }
      sb.append("    ").append(color ? DIM + line + RESET : line);
    }
    return sb.toString();
  }

  private static String colour(Severity severity) {
    return switch (severity) {
      case ERROR -> RED;
      case WARNING -> YELLOW;
      case INFO -> CYAN;
    };
  }

  static String plural(int n, String word) {
    return n + " " + word + (n == 1 || word.equals("info") ? "" : "s");
  }
}
