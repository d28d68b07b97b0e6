package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code {"files":[{"file":..,"findings":[{"rule","severity","message","line","column","path","fix"}]}],
 * "summary":{"error":N,"warning":N,"info":N}}}: names kept stable for scripts.
 */
final class JsonFindings {

  private JsonFindings() {}

  static String render(List<FileFindings> files) {
    ObjectNode root = Json.object();
    ArrayNode fileArray = root.putArray("files");
    for (FileFindings file : files) {
      ObjectNode f = fileArray.addObject();
      f.put("file", file.file());
      ArrayNode findings = f.putArray("findings");
      for (Finding finding : file.findings()) {
        findings.add(finding(finding));
      }
    }
    ObjectNode summary = root.putObject("summary");
    Summary counts = Summary.of(files);
    for (Severity s : Severity.values()) {
      summary.put(s.label(), counts.count(s));
    }
    return Json.write(root);
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
