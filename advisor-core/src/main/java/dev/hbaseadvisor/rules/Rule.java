package dev.hbaseadvisor.rules;

/**
 * The detection logic of one catalog rule; its metadata (title, severity, rationale, fix,
 * thresholds) lives in {@code rules/<id>.yaml}, never in the class.
 */
public interface Rule {

  /** The catalog id this class implements. */
  String id();

  /** Reports findings for the schema in the context. */
  void check(RuleContext context);
}
