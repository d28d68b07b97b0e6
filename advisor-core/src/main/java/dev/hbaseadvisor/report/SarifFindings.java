package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * SARIF 2.1.0 (OASIS) as GitHub code scanning accepts it: one run, the catalog as the driver's
 * rules with help text, results with relative file locations and levels error, warning, note.
 */
final class SarifFindings {

  static final String INFORMATION_URI = "https://github.com/hbase-advisor/hbase-advisor";

  private SarifFindings() {}

  static String render(List<FileFindings> files, List<RuleMeta> rules) {
    ObjectNode root = Json.object();
    root.put("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    root.put("version", "2.1.0");
    ObjectNode run = root.putArray("runs").addObject();
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", "hbase-advisor");
    driver.put("informationUri", INFORMATION_URI);
    String version = SarifFindings.class.getPackage().getImplementationVersion();
    driver.put("semanticVersion", version == null ? "0.1.0" : version.replace("-SNAPSHOT", ""));
    ArrayNode ruleArray = driver.putArray("rules");
    List<String> ids = new ArrayList<>();
    for (RuleMeta meta : rules) {
      ids.add(meta.id());
      ObjectNode r = ruleArray.addObject();
      r.put("id", meta.id());
      r.put("name", camel(meta.id()));
      r.putObject("shortDescription").put("text", meta.title());
      r.putObject("fullDescription").put("text", meta.rationale());
      ObjectNode help = r.putObject("help");
      help.put("text", meta.fix());
      help.put("markdown", "**Why:** " + meta.rationale() + "\n\n**Fix:** " + meta.fix()
          + (meta.references().isEmpty() ? "" : "\n\n**References:** " + String.join("; ", meta.references())));
      r.putObject("defaultConfiguration").put("level", level(meta.severity()));
      r.putObject("properties").putArray("tags").add(meta.category());
    }
    run.putObject("originalUriBaseIds").putObject("SRCROOT").put("uri", "file:///");
    ArrayNode results = run.putArray("results");
    for (FileFindings file : files) {
      for (Finding f : file.findings()) {
        ObjectNode result = results.addObject();
        result.put("ruleId", f.rule());
        int index = ids.indexOf(f.rule());
        if (index >= 0) {
          result.put("ruleIndex", index);
        }
        result.put("level", level(f.severity()));
        String text = f.message() + (f.fix() == null || f.fix().isBlank() ? "" : " Fix: " + f.fix().strip());
        result.putObject("message").put("text", text);
        ObjectNode location = result.putArray("locations").addObject();
        ObjectNode physical = location.putObject("physicalLocation");
        physical.putObject("artifactLocation").put("uri", uri(file.file())).put("uriBaseId", "SRCROOT");
        physical.putObject("region").put("startLine", f.line()).put("startColumn", f.column());
        location.putArray("logicalLocations").addObject().put("fullyQualifiedName", f.path()).put("kind", "member");
        result.putObject("partialFingerprints").put("ruleAndPath/v1", f.rule() + ":" + f.path());
      }
    }
    return Json.write(root);
  }

  /** A relative URI with forward slashes and percent-encoded spaces, as SARIF wants. */
  static String uri(String file) {
    String path = file.replace('\\', '/');
    while (path.startsWith("./")) {
      path = path.substring(2);
    }
    return path.replace("%", "%25").replace(" ", "%20");
  }

  static String level(Severity severity) {
    return switch (severity) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case INFO -> "note";
    };
  }

  static String camel(String id) {
    StringBuilder sb = new StringBuilder();
    for (String part : id.split("-")) {
      sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
    }
    return sb.toString();
  }
}
