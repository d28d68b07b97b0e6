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

/**
 * Runs the rules over one schema: applies the config (disabled rules, severities, thresholds),
 * sets apart the findings suppressed inline with a reason (for the whole file, or beside the
 * element the finding is at or inside), and orders findings by position.
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
    return run(schema).findings();
  }

  /**
   * A finding an inline {@code suppress:} entry silenced, with its reason (SARIF reports it as
   * suppressed in source).
   *
   * @param finding the finding
   * @param reason the suppression's reason
   */
  public record Suppressed(Finding finding, String reason) {}

  /**
   * The findings of one schema and those suppressed inline, both ordered by position.
   *
   * @param findings the findings that stand
   * @param suppressed the findings suppressed with a reason
   */
  public record Result(List<Finding> findings, List<Suppressed> suppressed) {}

  /** Runs the rules over a schema, keeping the findings that suppressions silenced apart. */
  public Result run(TableSchema schema) {
    return run(schema, RowKeyCodec.compile(schema), new HashMap<>(), evidence);
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
    return run(design.schema(), design.codec(), analyses, measured).findings();
  }

  private Result run(TableSchema schema, RowKeyCodec codec, Map<String, Object> analyses,
      SimulationEvidence evidence) {
    List<Finding> findings = new ArrayList<>();
    if (!schema.multiKind()) {
      check(schema, codec, analyses, evidence, rule -> true, findings);
    } else {
      // Table-wide rules see the table; the rules of a key and its reads see each kind on its own.
      List<Finding> table = new ArrayList<>();
      check(schema, codec, analyses, evidence, rule -> !perKind(rule), table);
      table.forEach(f -> findings.add(moved(f, schema.sourcePath(f.path()), f.message())));
      for (int k = 0; k < schema.kinds().size(); k++) {
        TableSchema kind = schema.kind(k);
        List<Finding> own = new ArrayList<>();
        check(kind, RowKeyCodec.compile(kind), new HashMap<>(), SimulationEvidence.NONE, this::perKind, own);
        String name = schema.kinds().get(k).name();
        own.forEach(f -> findings.add(moved(f, kind.sourcePath(f.path()), "kind '" + name + "': " + f.message())));
      }
    }
    List<Suppression> valid = schema.suppressions().stream()
        .filter(s -> s.reason() != null && !s.reason().isBlank()).toList();
    List<Finding> kept = new ArrayList<>();
    List<Suppressed> suppressed = new ArrayList<>();
    for (Finding f : findings.stream().sorted(ORDER).toList()) {
      Suppression by = "lint".equals(catalog.get(f.rule()).category()) ? null : valid.stream()
          .filter(s -> s.rule().equals(f.rule()) && s.covers(f.path())).findFirst().orElse(null);
      if (by == null) {
        kept.add(f);
      } else {
        suppressed.add(new Suppressed(f, by.reason()));
      }
    }
    return new Result(List.copyOf(kept), List.copyOf(suppressed));
  }

  /**
   * Whether a rule judges one key space (the categories {@code rowkey} and {@code access}), and so
   * runs once per record kind of a table that states several.
   */
  private boolean perKind(Rule rule) {
    String category = catalog.get(rule.id()).category();
    return "rowkey".equals(category) || "access".equals(category);
  }

  private void check(TableSchema schema, RowKeyCodec codec, Map<String, Object> analyses,
      SimulationEvidence evidence, java.util.function.Predicate<Rule> which, List<Finding> findings) {
    for (Rule rule : rules) {
      if (config.disabled().contains(rule.id()) || !which.test(rule)) {
        continue;
      }
      RuleMeta meta = catalog.get(rule.id());
      Severity override = config.severities().get(rule.id());
      Severity severity = override != null ? override : meta.severity();
      RuleContext context = new RuleContext(schema, codec, meta, severity, override != null,
          config.thresholds().getOrDefault(rule.id(), Map.of()), analyses, findings, evidence);
      rule.check(context);
    }
  }

  private static Finding moved(Finding f, String path, String message) {
    return new Finding(f.rule(), f.severity(), message, path, f.line(), f.column(), f.fix(), f.suggestion());
  }

  public RuleCatalog catalog() {
    return catalog;
  }
}
