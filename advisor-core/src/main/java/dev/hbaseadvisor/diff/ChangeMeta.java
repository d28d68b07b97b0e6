package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.rules.RuleMeta;
import java.util.List;
import java.util.Map;

/**
 * One kind of schema change as the catalog {@code diff/changes.yaml} describes it: everything but
 * its detection, which lives in {@link SchemaDiff} and its helpers.
 *
 * @param id the stable public id, e.g. {@code salt-buckets-changed}
 * @param changeClass the class, which decides the severity
 * @param title a one-line summary without a trailing period
 * @param rationale why the change matters in HBase terms
 * @param action what to do, placeholders already expanded but for {@code {table}}
 * @param references HBase reference guide sections and other sources
 */
public record ChangeMeta(
    String id, ChangeClass changeClass, String title, String rationale, String action, List<String> references) {

  /** The version that introduced the change catalog. */
  static final String SINCE = "0.1.0";

  /**
   * The entry in the shape the shared findings formats describe ids with (SARIF rules, JUnit
   * cases, GitHub titles); the class is the category and the action the fix. Only for classes
   * with a severity.
   */
  public RuleMeta toRuleMeta() {
    return new RuleMeta(id, title, changeClass.severity(), changeClass.label(), rationale,
        action.replace("{table}", "TABLE"), references, Map.of(), SINCE);
  }
}
