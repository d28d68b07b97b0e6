package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.TableSchema;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A rowkey checked the way a user would check it: the schema file it makes (with its pre-split
 * recomputed for the key, its families and workload changed
 * with its column layout), that file's lint findings by severity, and a short replay of it.
 *
 * @param design the schema with this rowkey and its pre-split
 * @param errors lint errors, as {@code rule-id at path}
 * @param warnings lint warnings, as {@code rule-id at path}
 * @param infos how many info findings
 * @param replay what the replay measured
 * @param families the {@code families:} block pasted with the rowkey when the candidate's layout
 *     moves a field, else empty
 */
public record Checked(TableSchema design, List<String> errors, List<String> warnings, int infos, Replay replay,
    String families) {

  public Checked {
    errors = List.copyOf(errors);
    warnings = List.copyOf(warnings);
  }

  /** The rule ids of the errors and warnings. */
  public Set<String> ruleIds() {
    Set<String> ids = new TreeSet<>();
    errors.forEach(e -> ids.add(ruleId(e)));
    warnings.forEach(w -> ids.add(ruleId(w)));
    return ids;
  }

  /** The rule ids of errors and warnings this design has and {@code other} lacks. */
  public Set<String> newRules(Checked other) {
    Set<String> ids = ruleIds();
    ids.removeAll(other.ruleIds());
    return ids;
  }

  private static String ruleId(String finding) {
    int at = finding.indexOf(" at ");
    return at < 0 ? finding : finding.substring(0, at);
  }
}
