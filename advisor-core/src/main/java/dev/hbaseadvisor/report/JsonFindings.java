package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Severity;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code {"files":[{"file":..,"findings":[{"rule","severity","message","line","column","path","fix"}]}],
 * "summary":{"error":N,"warning":N,"info":N}}}: names kept stable for scripts; a file that could not be
 * loaded has {@code "errors":[{"rule":"invalid-schema","message","line","column"}]} and the summary
 * then counts it as {@code "unreadable"}.
 */
final class JsonFindings {

  private JsonFindings() {}

  /** Writes the document to {@code out} a file at a time, never holding it whole. */
  static void write(List<FileFindings> files, Writer out) throws IOException {
    Json.stream(out, g -> {
      g.writeStartObject();
      g.writeName("files");
      g.writeStartArray();
      for (FileFindings file : files) {
        g.writeTree(file(file));
      }
      g.writeEndArray();
      g.writeName("summary");
      ObjectNode summary = Json.object();
      Summary counts = Summary.of(files);
      for (Severity s : Severity.values()) {
        summary.put(s.label(), counts.count(s));
      }
      long unreadable = files.stream().filter(f -> !f.loaded()).count();
      if (unreadable > 0) {
        summary.put("unreadable", unreadable);
      }
      g.writeTree(summary);
      g.writeEndObject();
    });
  }

  private static ObjectNode file(FileFindings file) {
    ObjectNode f = Json.object();
    f.put("file", file.file());
    if (!file.loaded()) {
      ArrayNode errors = f.putArray("errors");
      for (SchemaProblem problem : file.problems()) {
        errors.addObject().put("rule", FindingsFormat.INVALID_SCHEMA).put("message", problem.message())
            .put("line", problem.position().line()).put("column", problem.position().column());
      }
    }
    ArrayNode findings = f.putArray("findings");
    for (Finding finding : file.findings()) {
      findings.add(finding(finding));
    }
    return f;
  }

  static ObjectNode finding(Finding finding) {
    ObjectNode o = Json.object();
    o.put("rule", finding.rule());
    o.put("severity", finding.severity().label());
    o.put("message", finding.message());
    o.put("line", finding.line());
    o.put("column", finding.column());
    o.put("path", finding.path());
    o.put("fix", finding.fix());
    if (finding.suggestion() != null) {
      o.put("suggestion", finding.suggestion());
    }
    return o;
  }
}
