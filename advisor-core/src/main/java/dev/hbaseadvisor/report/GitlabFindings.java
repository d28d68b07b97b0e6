package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * GitLab Code Quality: the subset of the Code Climate issue format GitLab reads
 * ({@code description}, {@code check_name}, {@code fingerprint}, {@code severity},
 * {@code location.path}, {@code location.lines.begin}), paths relative to the repository root.
 * Errors are {@code major}, warnings {@code minor}, info {@code info}, and a file that could not be
 * loaded is a {@code blocker}.
 */
final class GitlabFindings {

  private GitlabFindings() {}

  /** Writes the array of issues to {@code out} a file at a time, never holding it whole. */
  static void write(List<FileFindings> files, ReportContext context, Writer out) throws IOException {
    Json.stream(out, g -> {
      g.writeStartArray();
      for (FileFindings file : files) {
        for (tools.jackson.databind.JsonNode issue : issues(file, context)) {
          g.writeTree(issue);
        }
      }
      g.writeEndArray();
    });
  }

  private static ArrayNode issues(FileFindings file, ReportContext context) {
    ArrayNode issues = Json.array();
    String path = context.display(file.file());
    for (SchemaProblem problem : file.problems()) {
      issue(issues, problem.message(), FindingsFormat.INVALID_SCHEMA,
          FindingsFormat.INVALID_SCHEMA + ":" + path + ":" + problem.position(), "blocker", path,
          problem.position().line());
    }
    Map<Finding, String> prints = Fingerprints.of(path, file.findings());
    for (Finding f : file.findings()) {
      String severity = switch (f.severity()) {
        case ERROR -> "major";
        case WARNING -> "minor";
        case INFO -> "info";
      };
      issue(issues, f.message(), f.rule(), prints.get(f), severity, path, f.line());
    }
    return issues;
  }

  private static void issue(ArrayNode issues, String description, String check, String identity, String severity,
      String path, int line) {
    ObjectNode issue = issues.addObject();
    issue.put("type", "issue");
    issue.put("description", description);
    issue.put("check_name", check);
    issue.put("fingerprint", Fingerprints.hex(identity));
    issue.put("severity", severity);
    ObjectNode location = issue.putObject("location");
    location.put("path", path);
    location.putObject("lines").put("begin", Math.max(1, line));
  }
}
