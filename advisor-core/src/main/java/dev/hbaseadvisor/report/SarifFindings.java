package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * SARIF 2.1.0 (OASIS) as GitHub code scanning reads it: one run, the catalog as the driver's
 * rules with help text and a {@code helpUri}; results located relative to the repository root
 * ({@code SRCROOT}), fingerprinted by rule, file and path; with a baseline every result states its
 * {@code baselineState}; files that could not be loaded are tool execution notifications of an
 * unsuccessful invocation.
 *
 * <p>Code scanning ignores {@code suppressions} and identifies an alert only by
 * {@code partialFingerprints.primaryLocationLineHash}, which {@code upload-sarif} otherwise computes
 * from the text of the finding's line. So, as ruff does, findings suppressed inline are left out
 * (they would open alerts), and {@code primaryLocationLineHash} is derived from the rule, file and
 * path, which {@code upload-sarif} keeps: an edit above a finding leaves its alert as it was.
 */
final class SarifFindings {

  static final String INFORMATION_URI = "https://github.com/hbase-advisor/hbase-advisor";

  private SarifFindings() {}

  /**
   * Writes the document to {@code out} as it is made: the driver, the invocation and then each
   * file's results, so that 10,000 files never stand in memory as one tree (docs/limits.md).
   */
  static void write(List<FileFindings> files, List<RuleMeta> rules, ReportContext context, Writer out)
      throws IOException {
    Json.stream(out, g -> {
      g.writeStartObject();
      g.writeName("$schema");
      g.writeString("https://json.schemastore.org/sarif-2.1.0.json");
      g.writeName("version");
      g.writeString("2.1.0");
      g.writeName("runs");
      g.writeStartArray();
      g.writeStartObject();
      List<String> ids = rules.stream().map(RuleMeta::id).toList();
      g.writeName("tool");
      g.writeTree(tool(rules, context));
      g.writeName("invocations");
      g.writeTree(invocations(files, context));
      g.writeName("originalUriBaseIds");
      ObjectNode bases = Json.object();
      bases.putObject("SRCROOT").put("uri", context.rootUri());
      g.writeTree(bases);
      g.writeName("results");
      g.writeStartArray();
      for (FileFindings file : files) {
        List<Finding> suppressed = file.suppressed().stream().map(Linter.Suppressed::finding).toList();
        Map<Finding, String> prints = Fingerprints.of(context.display(file.file()), file.findings(),
            file.baselined(), suppressed);
        for (Finding f : file.findings()) {
          ObjectNode result = result(f, file, ids, prints, context);
          if (context.baseline()) {
            result.put("baselineState", "new");
          }
          g.writeTree(result);
        }
        for (Finding f : file.baselined()) {
          g.writeTree(result(f, file, ids, prints, context).put("baselineState", "unchanged"));
        }
      }
      g.writeEndArray();
      g.writeEndObject();
      g.writeEndArray();
      g.writeEndObject();
    });
  }

  /** The tool's driver, with the catalog as its rules. */
  private static ObjectNode tool(List<RuleMeta> rules, ReportContext context) {
    ObjectNode tool = Json.object();
    ObjectNode driver = tool.putObject("driver");
    driver.put("name", "hbase-advisor");
    driver.put("informationUri", INFORMATION_URI);
    driver.put("semanticVersion", semanticVersion(SarifFindings.class.getPackage().getImplementationVersion()));
    ArrayNode ruleArray = driver.putArray("rules");
    for (RuleMeta meta : rules) {
      ObjectNode r = ruleArray.addObject();
      r.put("id", meta.id());
      r.put("name", camel(meta.id()));
      r.putObject("shortDescription").put("text", meta.title());
      r.putObject("fullDescription").put("text", fullDescription(meta.rationale()));
      r.put("helpUri", context.helpUri(meta.id()));
      ObjectNode help = r.putObject("help");
      help.put("text", Prose.unwrap(meta.fix()));
      help.put("markdown", "**Why:** " + meta.rationale() + "\n\n**Fix:** " + meta.fix()
          + (meta.references().isEmpty() ? "" : "\n\n**References:** " + String.join("; ", meta.references())));
      r.putObject("defaultConfiguration").put("level", level(meta.severity()));
      r.putObject("properties").putArray("tags").add(meta.category());
    }
    return tool;
  }

  /** The one invocation: successful when every file was loaded, each file not loaded a notification. */
  private static ArrayNode invocations(List<FileFindings> files, ReportContext context) {
    ArrayNode invocations = Json.array();
    ObjectNode invocation = invocations.addObject();
    invocation.put("executionSuccessful", files.stream().allMatch(FileFindings::loaded));
    ArrayNode notifications = invocation.putArray("toolExecutionNotifications");
    for (FileFindings file : files) {
      for (SchemaProblem problem : file.problems()) {
        ObjectNode n = notifications.addObject();
        n.put("level", "error");
        n.putObject("message").put("text", problem.message());
        n.putObject("descriptor").put("id", FindingsFormat.INVALID_SCHEMA);
        physical(n.putArray("locations").addObject(), file.file(), problem.position().line(),
            problem.position().column(), context);
      }
    }
    return invocations;
  }

  private static ObjectNode result(Finding f, FileFindings file, List<String> ids, Map<Finding, String> prints,
      ReportContext context) {
    ObjectNode result = Json.object();
    result.put("ruleId", f.rule());
    int index = ids.indexOf(f.rule());
    if (index >= 0) {
      result.put("ruleIndex", index);
    }
    result.put("level", level(f.severity()));
    String text = f.message() + (f.fix() == null || f.fix().isBlank() ? "" : " Fix: " + Prose.unwrap(f.fix()));
    result.putObject("message").put("text", text);
    ObjectNode location = result.putArray("locations").addObject();
    physical(location, file.file(), f.line(), f.column(), context);
    location.putArray("logicalLocations").addObject().put("fullyQualifiedName", f.path()).put("kind", "member");
    result.putObject("partialFingerprints").put("ruleFileAndPath/v1", prints.get(f))
        .put("primaryLocationLineHash", lineHash(prints.get(f)));
    return result;
  }

  /**
   * SemVer 2.0.0's grammar (semver.org's regular expression): SARIF's {@code semanticVersion} must
   * follow it (SARIF 2.1.0, section 3.19.3), and a pre-release such as {@code 0.1.0-SNAPSHOT} does.
   */
  private static final java.util.regex.Pattern SEMVER = java.util.regex.Pattern.compile(
      "(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)"
      + "(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
      + "(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?");

  /**
   * The tool's version as SARIF's {@code semanticVersion}: the jar's version as it is, a snapshot's
   * {@code -SNAPSHOT} kept (a SemVer pre-release, which sorts before the release, so code scanning
   * tells a snapshot's results from the release's); {@code 0.1.0} when the classes run outside the
   * jar; and a version SemVer refuses is cut to its leading {@code major.minor.patch}, else 0.1.0.
   */
  static String semanticVersion(String implementationVersion) {
    if (implementationVersion == null) {
      return "0.1.0";
    }
    if (SEMVER.matcher(implementationVersion).matches()) {
      return implementationVersion;
    }
    java.util.regex.Matcher core = java.util.regex.Pattern.compile("(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)")
        .matcher(implementationVersion);
    return core.lookingAt() ? core.group() : "0.1.0";
  }

  private static void physical(ObjectNode location, String file, int line, int column, ReportContext context) {
    ObjectNode physical = location.putObject("physicalLocation");
    // Standard input's "<stdin>" is the relative reference %3Cstdin%3E, with no base: it is no file
    // under the repository root.
    ObjectNode artifact = physical.putObject("artifactLocation").put("uri", context.uri(file));
    if (context.inside(file)) {
      artifact.put("uriBaseId", "SRCROOT");
    }
    physical.putObject("region").put("startLine", Math.max(1, line)).put("startColumn", Math.max(1, column));
  }

  /**
   * The identity as code scanning's {@code primaryLocationLineHash} ({@code <16 hex digits>:1}, the
   * shape {@code upload-sarif} writes), from rule, file and path rather than from the line's text.
   */
  static String lineHash(String identity) {
    return Fingerprints.hex(identity).substring(0, 16) + ":1";
  }

  /** GitHub code scanning's limit on a rule's {@code fullDescription}, in characters. */
  static final int FULL_DESCRIPTION_LIMIT = 1024;

  /**
   * The rationale as one paragraph, cut after its last whole sentence that fits in
   * {@link #FULL_DESCRIPTION_LIMIT} (at a word, with an ellipsis, when not even one sentence fits);
   * the whole rationale stays in {@code help.markdown}.
   */
  static String fullDescription(String rationale) {
    String text = Prose.unwrap(rationale);
    if (text.length() <= FULL_DESCRIPTION_LIMIT) {
      return text;
    }
    int sentence = text.lastIndexOf(". ", FULL_DESCRIPTION_LIMIT - 1);
    if (sentence > 0) {
      return text.substring(0, sentence + 1);
    }
    int word = text.lastIndexOf(' ', FULL_DESCRIPTION_LIMIT - 1);
    return text.substring(0, word > 0 ? word : FULL_DESCRIPTION_LIMIT - 1) + "\u2026";
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
