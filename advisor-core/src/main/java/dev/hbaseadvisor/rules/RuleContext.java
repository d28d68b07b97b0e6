package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.yaml.Position;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a rule sees while it checks one schema: the schema, its compiled rowkey, its thresholds
 * (catalog defaults under config overrides), shared analyses, and where findings go.
 */
public final class RuleContext {

  /** The {@link #shared} key of the schema's pre-split plan, an {@code Optional<PresplitPlan>}. */
  public static final String PRESPLIT_PLAN = "presplit-plan";

  private final TableSchema schema;
  private final RowKeyCodec codec;
  private final RuleMeta meta;
  private final Severity severity;
  private final boolean severityOverridden;
  private final Map<String, Double> thresholdOverrides;
  private final Map<String, Object> analyses;
  private final List<Finding> sink;
  private final SimulationEvidence evidence;

  RuleContext(TableSchema schema, RowKeyCodec codec, RuleMeta meta, Severity severity, boolean severityOverridden,
      Map<String, Double> thresholdOverrides, Map<String, Object> analyses, List<Finding> sink,
      SimulationEvidence evidence) {
    this.schema = schema;
    this.codec = codec;
    this.meta = meta;
    this.severity = severity;
    this.severityOverridden = severityOverridden;
    this.thresholdOverrides = thresholdOverrides;
    this.analyses = analyses;
    this.sink = sink;
    this.evidence = evidence;
  }

  public TableSchema schema() {
    return schema;
  }

  public RowKeyCodec codec() {
    return codec;
  }

  public RuleMeta meta() {
    return meta;
  }

  /** A threshold's value: the config's override, else the catalog default. */
  public double threshold(String name) {
    Double override = thresholdOverrides.get(name);
    if (override != null) {
      return override;
    }
    Threshold threshold = meta.thresholds().get(name);
    if (threshold == null) {
      throw new IllegalStateException("rule " + meta.id() + " has no threshold '" + name + "' in its catalog entry");
    }
    return threshold.defaultValue();
  }

  /**
   * An analysis shared by the rules of one run (a planner result, a pre-split plan), computed on
   * first use under {@code key}.
   */
  @SuppressWarnings("unchecked")
  public <T> T shared(String key, Supplier<T> compute) {
    return (T) analyses.computeIfAbsent(key, k -> compute.get());
  }

  /** The schema's projected cell, row and table sizes, shared by the rules of one run. */
  public CellSizes cellSizes() {
    return shared("cell-sizes", () -> CellSizes.of(schema, codec.minLength(), codec.maxLength()));
  }

  /**
   * The measured load of a short simulation of the schema's workload ({@code lint --simulate}),
   * run on first use and shared by the rules of one run; empty without the option. Rules ask for
   * it only once they report, so a schema without such findings is never simulated.
   */
  public Optional<SimulatedLoad> simulation() {
    return shared("simulation", () -> evidence.measure(schema));
  }

  /** Reports a finding at a path with the catalog's fix. */
  public void report(String path, String message) {
    report(path, message, meta.fix().strip(), null);
  }

  /** Reports a finding at a path with its own fix. */
  public void report(String path, String message, String fix) {
    report(path, message, fix, null);
  }

  /** Reports a finding at the default severity with a pasteable suggestion. */
  public void report(String path, String message, String fix, String suggestion) {
    report(severity, path, message, fix, suggestion);
  }

  /**
   * Reports at a given severity, for rules whose catalog defines graded findings (three families
   * warn, four fail); config overrides of the rule's severity still win.
   */
  public void report(Severity graded, String path, String message, String fix, String suggestion) {
    Position at = schema.locate(path);
    Severity effective = severityOverridden ? severity : graded;
    sink.add(new Finding(meta.id(), effective, message, path, at.line(), at.column(), fix, suggestion));
  }

  /** The severity findings get unless a rule grades them: the catalog's, or the config's override. */
  public Severity severity() {
    return severity;
  }
}
