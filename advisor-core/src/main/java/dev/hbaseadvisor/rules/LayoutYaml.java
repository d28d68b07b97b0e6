package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.Deletes;
import dev.hbaseadvisor.model.Puts;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.plan.CandidateLayout;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a candidate's column layout into schema text as a user would edit it: in the
 * {@code families:} block the moved field's column loses {@code qualifierFrom} and {@code perRow}
 * and gets its static {@code qualifier} (every other line and comment stays), and the
 * {@code workload:} block writes {@link CandidateLayout#perRow} times the rows, the same cells, with
 * the workload's puts, bulk loads and deletes as {@link CandidateLayout#workload} carries them.
 */
public final class LayoutYaml {

  private static final Pattern PER_ROW_ITEM = Pattern.compile("\\s*,\\s*perRow\\s*:\\s*[^,}]+|perRow\\s*:\\s*[^,}]+,\\s*");
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");

  private LayoutYaml() {}

  /** The {@code families:} block of schema text in the layout; the text's own when nothing moves. */
  public static String families(String text, CandidateLayout layout) {
    List<String> lines = new ArrayList<>(Arrays.asList(SchemaText.block(text, "families").split("\n", -1)));
    if (!layout.changed()) {
      return String.join("\n", lines);
    }
    Pattern from = Pattern.compile("(?<![\\w])qualifierFrom\\s*:\\s*[\"']?" + Pattern.quote(layout.moved())
        + "[\"']?(?=\\s*[,}#]|\\s*$)");
    int at = -1;
    for (int i = 0; i < lines.size() && at < 0; i++) {
      if (from.matcher(lines.get(i)).find()) {
        at = i;
      }
    }
    if (at < 0) {
      throw new IllegalArgumentException("no column with qualifierFrom: " + layout.moved() + " in the families block");
    }
    String qualifier = PLAIN.matcher(layout.qualifier()).matches() ? layout.qualifier()
        : "\"" + layout.qualifier().replace("\"", "\\\"") + "\"";
    String line = from.matcher(lines.get(at)).replaceFirst(Matcher.quoteReplacement("qualifier: " + qualifier));
    int hash = line.indexOf(" #");
    line = (hash >= 0 ? line.substring(0, hash) : line).stripTrailing();
    if (line.contains("{")) {
      line = PER_ROW_ITEM.matcher(line).replaceFirst("");
    } else {
      removeBlockPerRow(lines, at);
    }
    lines.set(at, line + "   # was qualifierFrom: " + layout.moved() + ", which the rowkey now writes");
    return String.join("\n", lines);
  }

  /** Removes the {@code perRow:} line of a block-style column entry around line {@code at}. */
  private static void removeBlockPerRow(List<String> lines, int at) {
    int start = at;
    while (start > 0 && !lines.get(start).stripLeading().startsWith("- ")) {
      start--;
    }
    int indent = lines.get(start).indexOf('-');
    for (int i = start; i < lines.size() && (i == start || indent(lines.get(i)) > indent); i++) {
      if (lines.get(i).strip().startsWith("perRow:") && i != start) {
        lines.remove(i);
        return;
      }
    }
  }

  private static int indent(String line) {
    return line.isBlank() ? Integer.MAX_VALUE : line.length() - line.stripLeading().length();
  }

  /** The {@code workload:} block of a workload in the layout: the rows (or rate) times the rows per wide row. */
  public static String workload(Workload written, CandidateLayout layout) {
    Workload w = layout.workload(written);
    StringBuilder sb = new StringBuilder("workload:\n");
    if (w.rows() > 0) {
      sb.append("  rows: ").append(w.rows()).append('\n');
    } else {
      sb.append("  writes: ").append(rate(w.writesPerSecond())).append('\n');
    }
    sb.append("  duration: ").append(Quantities.formatDuration(w.durationSeconds())).append('\n');
    sb.append("  seed: ").append(w.seed()).append('\n');
    if (!w.puts().onePerRow()) {
      Puts p = w.puts();
      sb.append("  puts: { rate: ").append(rate(p.perSecond())).append(", to: ").append(p.to().yamlName());
      if (p.to() == Puts.Target.RECENT) {
        sb.append(", within: ").append(Quantities.formatDuration(p.withinSeconds()));
      }
      if (p.overwriteCells() > 0) {
        sb.append(", overwrite: ").append(p.overwriteCells());
      }
      sb.append(" }\n");
    }
    if (w.bulkLoaded()) {
      sb.append("  bulkLoad: ").append(Quantities.formatDuration(w.bulkLoadSeconds())).append('\n');
    }
    if (w.deletes().any()) {
      Deletes d = w.deletes();
      sb.append("  deletes: { rate: ").append(rate(d.perSecond())).append(", of: ").append(d.of().yamlName());
      if (d.afterSeconds() > 0) {
        sb.append(", after: ").append(Quantities.formatDuration(d.afterSeconds()));
      }
      sb.append(" }\n");
    }
    return sb.toString();
  }

  private static String rate(double perSecond) {
    return BigDecimal.valueOf(perSecond).stripTrailingZeros().toPlainString() + "/s";
  }
}
