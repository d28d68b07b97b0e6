package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.report.FileFindings;
import dev.hbaseadvisor.report.FindingsFormat;
import dev.hbaseadvisor.report.GithubStepSummary;
import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.report.Printable;
import dev.hbaseadvisor.report.ReportContext;
import dev.hbaseadvisor.report.Summary;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Renders the changes of {@code diff}: JSON in its own stable shape
 * ({@code {"changes":[{"id","class","severity","path","old","new","message","action","file","line","column"}],
 * "summary":{...}}}), every other format through the shared {@link FindingsFormat} renderers, with
 * the change catalog describing the ids and safe changes listed after the text summary.
 */
public final class DiffReport {

  private static final Comparator<Change> POSITION = Comparator.comparingInt(Change::line)
      .thenComparingInt(Change::column).thenComparing(Change::id).thenComparing(Change::message);

  private DiffReport() {}

  /** The report of a run over one or more file pairs. */
  public static String render(List<FileDiff> diffs, FindingsFormat format, ChangeCatalog catalog, boolean color) {
    return render(diffs, List.of(), format, catalog, color,
        ReportContext.current().withDocsUrl(ReportContext.CHANGES_DOCS));
  }

  /**
   * The report of a run, files placed and change ids linked by {@code context}; {@code unreadable}
   * are the files that could not be loaded, reported as {@code lint} reports them (an
   * {@code invalid-schema} error in every format; in JSON, {@code "errors"} beside the changes).
   */
  public static String render(List<FileDiff> diffs, List<FileFindings> unreadable, FindingsFormat format,
      ChangeCatalog catalog, boolean color, ReportContext context) {
    if (format == FindingsFormat.JSON) {
      return json(diffs, unreadable);
    }
    String rendered = format.render(withUnreadable(diffs, unreadable), rules(catalog), color, context);
    return format == FindingsFormat.TEXT ? rendered + safeSection(diffs) : rendered;
  }

  /** The Markdown of GitHub's job summary for a {@code --format github} run ({@link GithubStepSummary}). */
  public static String stepSummary(List<FileDiff> diffs, List<FileFindings> unreadable, ReportContext context) {
    return GithubStepSummary.render("diff", withUnreadable(diffs, unreadable), context);
  }

  private static List<FileFindings> withUnreadable(List<FileDiff> diffs, List<FileFindings> unreadable) {
    List<FileFindings> files = new ArrayList<>(findings(diffs));
    files.addAll(unreadable);
    return files;
  }

  /** Counts per severity of the changes that have one, for {@code --fail-on}. */
  public static Summary summary(List<FileDiff> diffs) {
    return Summary.of(findings(diffs));
  }

  /** The catalog entries with a severity, as the shared formats describe ids. */
  static List<RuleMeta> rules(ChangeCatalog catalog) {
    return catalog.all().stream().filter(m -> m.changeClass().severity() != null).map(ChangeMeta::toRuleMeta).toList();
  }

  /**
   * The changes with a severity as findings: per file pair the new file (always, so summaries
   * count it) and the old file when removals are placed there, each ordered by position.
   */
  static List<FileFindings> findings(List<FileDiff> diffs) {
    List<FileFindings> files = new ArrayList<>();
    for (FileDiff diff : diffs) {
      files.add(new FileFindings(diff.newName(), located(diff, diff.newName())));
      List<Finding> old = located(diff, diff.oldName());
      if (!diff.oldName().equals(diff.newName()) && !old.isEmpty()) {
        files.add(new FileFindings(diff.oldName(), old));
      }
    }
    return files;
  }

  private static List<Finding> located(FileDiff diff, String file) {
    return diff.changes().stream().filter(c -> c.file().equals(file) && c.changeClass().severity() != null)
        .sorted(POSITION).map(Change::toFinding).toList();
  }

  private static String safeSection(List<FileDiff> diffs) {
    List<Change> safe = diffs.stream().flatMap(d -> d.changes().stream())
        .filter(c -> c.changeClass() == ChangeClass.SAFE).toList();
    if (safe.isEmpty()) {
      return "";
    }
    int width = safe.stream().mapToInt(c -> c.id().length()).max().orElse(0);
    StringBuilder sb = new StringBuilder("\nsafe changes (nothing stored changes):\n");
    for (Change c : safe) {
      sb.append("  ").append(c.file()).append(':').append(c.line()).append(':').append(c.column()).append("  ")
          .append(String.format("%-" + width + "s", c.id())).append("  ").append(Printable.line(c.message()))
          .append('\n');
    }
    return sb.toString();
  }

  private static String json(List<FileDiff> diffs, List<FileFindings> unreadable) {
    ObjectNode root = Json.object();
    ArrayNode array = root.putArray("changes");
    if (!unreadable.isEmpty()) {
      ArrayNode errors = root.putArray("errors");
      for (FileFindings file : unreadable) {
        for (SchemaProblem problem : file.problems()) {
          errors.addObject().put("file", file.file()).put("rule", FindingsFormat.INVALID_SCHEMA)
              .put("message", problem.message()).put("line", problem.position().line())
              .put("column", problem.position().column());
        }
      }
    }
    Map<ChangeClass, Integer> classes = new EnumMap<>(ChangeClass.class);
    for (ChangeClass c : ChangeClass.values()) {
      classes.put(c, 0);
    }
    for (FileDiff diff : diffs) {
      List<Change> ordered = diff.changes().stream()
          .sorted(Comparator.comparing(Change::changeClass)
              .thenComparing(c -> c.file().equals(diff.newName()) ? 0 : 1)
              .thenComparing(POSITION))
          .toList();
      for (Change c : ordered) {
        classes.merge(c.changeClass(), 1, Integer::sum);
        ObjectNode o = array.addObject();
        o.put("id", c.id());
        o.put("class", c.changeClass().label());
        o.put("severity", c.changeClass().severityLabel());
        o.put("path", c.path());
        o.put("old", c.oldValue());
        o.put("new", c.newValue());
        o.put("message", c.message());
        o.put("action", c.action());
        o.put("file", c.file());
        o.put("line", c.line());
        o.put("column", c.column());
      }
    }
    ObjectNode summary = root.putObject("summary");
    classes.forEach((c, n) -> summary.put(c.label(), n));
    Summary severities = summary(diffs);
    for (Severity s : Severity.values()) {
      summary.put(s.label(), severities.count(s));
    }
    if (!unreadable.isEmpty()) {
      summary.put("unreadable", unreadable.size());
    }
    return Json.write(root);
  }
}
