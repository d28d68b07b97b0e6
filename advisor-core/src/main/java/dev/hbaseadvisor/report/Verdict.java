package dev.hbaseadvisor.report;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.sim.Durations;
import dev.hbaseadvisor.sim.SimulationSummary;
import java.util.List;
import java.util.Map;

/**
 * The report's opening sentence: whether the design will work and why, from the worst finding,
 * the simulated busiest server at peak, and the access patterns that read the whole table.
 */
final class Verdict {

  private Verdict() {}

  /** The verdict, as plain text; {@code findings} sorted worst first. */
  static String sentence(List<Finding> findings, RuleCatalog catalog, AnalysedDesign design,
      List<Map<String, Object>> access) {
    StringBuilder sb = new StringBuilder();
    Finding worst = findings.isEmpty() ? null : findings.get(0);
    if (worst == null) {
      sb.append("No rule finds a problem with this design.");
    } else {
      RuleMeta meta = catalog.get(worst.rule());
      String title = meta == null ? worst.rule() : meta.title();
      sb.append(worst.severity() == Severity.ERROR ? "This design will not work as written: "
          : worst.severity() == Severity.WARNING ? "This design works, with problems to review; the worst: "
          : "No rule finds an error or a warning; the first note: ");
      sb.append(lowerFirst(title)).append(" (").append(worst.rule()).append(" at ").append(worst.path())
          .append(").");
    }
    design.simulation().ifPresent(r -> {
      SimulationSummary s = r.summary();
      sb.append(DesignReport.coversWorkload(design, r) ? " Over the simulated workload (" + Quantities.plural(s.writes(), "write") + " in "
          + Durations.format(r.seconds()) + ")" : " In the simulated first " + Quantities.plural(s.writes(), "write"))
          .append(", the busiest of ")
          .append(Quantities.plural(r.servers(), "region server")).append(" took ")
          .append(DesignReport.percent0(s.peakServerShare())).append(" of a window's writes at peak (an even spread is ")
          .append(DesignReport.percent0(1.0 / r.servers())).append(")")
          .append(s.peakServerShare() > 0.5 ? ": a hotspot." : ".");
    });
    List<String> full = access.stream().filter(a -> Boolean.TRUE.equals(a.get("full")))
        .map(a -> String.valueOf(a.get("name"))).toList();
    if (!access.isEmpty()) {
      sb.append(full.isEmpty() ? " No access pattern reads the whole table."
          : " " + Quantities.plural(full.size(), "access pattern") + " (" + String.join(", ", full)
              + ") " + (full.size() == 1 ? "reads" : "read") + " the whole table on every request.");
    }
    return sb.toString();
  }

  private static String lowerFirst(String s) {
    return s.isEmpty() || (s.length() > 1 && Character.isUpperCase(s.charAt(1))) ? s
        : Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
