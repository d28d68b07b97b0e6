package dev.hbaseadvisor.report;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Counts of findings per rule ({@code lint --statistics}, as ruff prints them): most frequent
 * first, then by rule id, each with its severity and title.
 */
public final class Statistics {

  /** One rule's count; the severity is the most serious among its findings. */
  record Row(String rule, Severity severity, int count) {}

  private Statistics() {}

  static List<Row> rows(List<FileFindings> files) {
    Map<String, Row> rows = new LinkedHashMap<>();
    for (FileFindings file : files) {
      for (Finding f : file.findings()) {
        rows.merge(f.rule(), new Row(f.rule(), f.severity(), 1), (a, b) -> new Row(a.rule(),
            a.severity().atLeast(b.severity()) ? a.severity() : b.severity(), a.count() + b.count()));
      }
    }
    List<Row> sorted = new ArrayList<>(rows.values());
    sorted.sort(Comparator.comparingInt(Row::count).reversed().thenComparing(Row::rule));
    return sorted;
  }

  /**
   * The counts as text (a table, then the summary line) or JSON
   * ({@code {"statistics":[{"rule","severity","count"}]}}).
   */
  public static String render(List<FileFindings> files, List<RuleMeta> rules, boolean json) {
    List<Row> rows = rows(files);
    if (json) {
      ObjectNode root = Json.object();
      ArrayNode array = root.putArray("statistics");
      for (Row row : rows) {
        array.addObject().put("rule", row.rule()).put("severity", row.severity().label()).put("count", row.count());
      }
      return Json.write(root);
    }
    Function<String, String> title = id -> rules.stream().filter(r -> r.id().equals(id)).map(RuleMeta::title)
        .findFirst().orElse("");
    int countWidth = rows.stream().mapToInt(r -> Integer.toString(r.count()).length()).max().orElse(1);
    int idWidth = rows.stream().mapToInt(r -> r.rule().length()).max().orElse(0);
    StringBuilder sb = new StringBuilder();
    for (Row row : rows) {
      sb.append(String.format("%" + countWidth + "d  %-" + idWidth + "s  %-7s  %s", row.count(), row.rule(),
          row.severity().label(), title.apply(row.rule())).stripTrailing()).append('\n');
    }
    return sb.append(rows.isEmpty() ? "" : "\n").append(TextFindings.summary(files)).toString();
  }
}
