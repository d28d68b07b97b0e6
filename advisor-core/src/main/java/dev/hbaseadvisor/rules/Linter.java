package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Suppression;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs the rules over one schema: applies the config (disabled rules, severities, thresholds),
 * drops findings suppressed inline with a reason, and orders findings by position.
 */
public final class Linter {

  private static final Comparator<Finding> ORDER = Comparator.comparingInt(Finding::line)
      .thenComparingInt(Finding::column).thenComparing(Finding::rule).thenComparing(Finding::message);

  private final RuleCatalog catalog;
  private final List<Rule> rules;
  private final LintConfig config;
  private final SimulationEvidence evidence;

  /** A linter whose findings carry no measured figures. */
  public Linter(RuleCatalog catalog, List<Rule> rules, LintConfig config) {
    this(catalog, rules, config, SimulationEvidence.NONE);
  }

  /** A linter whose rules may cite the figures of {@code evidence} ({@code lint --simulate}). */
  public Linter(RuleCatalog catalog, List<Rule> rules, LintConfig config, SimulationEvidence evidence) {
    this.catalog = catalog;
    this.rules = rules;
    this.config = config;
    this.evidence = evidence;
  }

  /** The built-in rules with a config. */
  public static Linter builtIn(LintConfig config) {
    return builtIn(config, SimulationEvidence.NONE);
  }

  /** The built-in rules with a config, citing the figures of {@code evidence}. */
  public static Linter builtIn(LintConfig config, SimulationEvidence evidence) {
    return new Linter(RuleCatalog.builtIn(), BuiltInRules.all(), config, evidence);
  }

  /** The findings for a schema, ordered by line, column and rule. */
  public List<Finding> lint(TableSchema schema) {
    return lint(schema, RowKeyCodec.compile(schema), new HashMap<>(), evidence);
  }

  /**
   * The findings for a design analysed once: its compiled rowkey and pre-split plan, and its
   * simulation, when it has one, as the figures rules cite (else this linter's evidence).
   */
  public List<Finding> lint(AnalysedDesign design) {
    Map<String, Object> analyses = new HashMap<>();
    analyses.put(RuleContext.PRESPLIT_PLAN, design.presplit());
    SimulationEvidence measured = design.simulation().isEmpty() ? evidence
        : schema -> Optional.of(SimulatedLoad.of(design.simulation().get(), design.splitKeys()));
    return lint(design.schema(), design.codec(), analyses, measured);
  }

  private List<Finding> lint(TableSchema schema, RowKeyCodec codec, Map<String, Object> analyses,
      SimulationEvidence evidence) {
    List<Finding> findings = new ArrayList<>();
    for (Rule rule : rules) {
      if (config.disabled().contains(rule.id())) {
        continue;
      }
      RuleMeta meta = catalog.get(rule.id());
      Severity override = config.severities().get(rule.id());
      Severity severity = override != null ? override : meta.severity();
      RuleContext context = new RuleContext(schema, codec, meta, severity, override != null,
          config.thresholds().getOrDefault(rule.id(), Map.of()), analyses, findings, evidence);
      rule.check(context);
    }
    Set<String> suppressed = schema.suppressions().stream()
        .filter(s -> s.reason() != null && !s.reason().isBlank())
        .map(Suppression::rule)
        .collect(Collectors.toSet());
    return findings.stream()
        .filter(f -> !suppressed.contains(f.rule()) || "lint".equals(catalog.get(f.rule()).category()))
        .sorted(ORDER)
        .toList();
  }

  public RuleCatalog catalog() {
    return catalog;
  }
}
