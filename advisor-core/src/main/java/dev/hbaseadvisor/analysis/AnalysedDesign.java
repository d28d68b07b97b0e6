package dev.hbaseadvisor.analysis;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.plan.SegmentFacts;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.sim.InitialRegions;
import dev.hbaseadvisor.sim.PlannedReads;
import dev.hbaseadvisor.sim.PresplitRegions;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitException;
import dev.hbaseadvisor.splits.SplitRequest;
import java.util.List;
import java.util.Optional;

/**
 * One schema analysed once: its compiled rowkey, the facts of its segments, the plan of every
 * access pattern, its pre-split plan and, when asked for, a simulation of its workload. Lint
 * ({@code Linter.lint(AnalysedDesign)}), the HTML report and the simulator read these instead of
 * compiling the rowkey, planning and pre-splitting again each for itself.
 *
 * <p>The pre-split plan is the one {@code hbase-advisor splits} prints for the schema's own
 * {@code presplit:} section and seed ({@link SplitRequest#of(TableSchema)}, with
 * {@link SplitRequest#DEFAULT_SAMPLE_KEYS} generated keys for the regions' expected shares; only
 * the {@code sample} algorithm cuts its keys from them, so every other algorithm gives the keys it
 * gives without them).
 */
public final class AnalysedDesign {

  private final TableSchema schema;
  private final RowKeyCodec codec;
  private final List<SegmentFacts> facts;
  private final TablePlans plans;
  private final PresplitPlan presplit;
  private final String presplitProblem;
  private final SimulationResult simulation;

  private AnalysedDesign(TableSchema schema, RowKeyCodec codec, List<SegmentFacts> facts, TablePlans plans,
      PresplitPlan presplit, String presplitProblem, SimulationResult simulation) {
    this.schema = schema;
    this.codec = codec;
    this.facts = facts;
    this.plans = plans;
    this.presplit = presplit;
    this.presplitProblem = presplitProblem;
    this.simulation = simulation;
  }

  /** Compiles, plans and pre-splits a schema; no simulation yet. */
  public static AnalysedDesign of(TableSchema schema) {
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    List<SegmentFacts> facts = SegmentFacts.of(codec);
    TablePlans plans = new Planner(schema, facts).planAll();
    PresplitPlan presplit = null;
    String problem = null;
    if (schema.presplit().algorithm() != Presplit.Algorithm.NONE) {
      try {
        presplit = Presplits.plan(schema, codec, SplitRequest.of(schema));
      } catch (PresplitException | SplitException e) {
        problem = e.getMessage();
      }
    }
    return new AnalysedDesign(schema, codec, facts, plans, presplit, problem, null);
  }

  /**
   * This design with its pre-split regions' expected shares over the workload's first
   * {@code seconds} ({@code report --horizon}, planned as {@code splits --horizon} plans them): the
   * split keys, the plans and any simulation stay as they are.
   */
  public AnalysedDesign withShareHorizon(double seconds) {
    if (presplit == null) {
      return this;
    }
    PresplitPlan shares = Presplits.plan(schema, codec, SplitRequest.of(schema).withHorizon(seconds));
    return new AnalysedDesign(schema, codec, facts, plans, shares, presplitProblem, simulation);
  }

  /**
   * This design with a simulation of its workload run on its own pre-split and plans
   * ({@link #initialRegions()}, {@link #readPlanner()}), reporting to {@code listener}.
   */
  public AnalysedDesign simulate(SimulationSettings settings, SimulationListener listener) {
    SimulationResult result = new Simulator(schema, settings, initialRegions(), readPlanner(), "as written")
        .run(listener);
    return new AnalysedDesign(schema, codec, facts, plans, presplit, presplitProblem, result);
  }

  public TableSchema schema() {
    return schema;
  }

  public RowKeyCodec codec() {
    return codec;
  }

  /** The planner's facts of each rowkey segment. */
  public List<SegmentFacts> facts() {
    return facts;
  }

  /** The plan of every access pattern, in {@code access:} order. */
  public TablePlans plans() {
    return plans;
  }

  /** The pre-split plan; empty when the table is not pre-split or its pre-split is invalid. */
  public Optional<PresplitPlan> presplit() {
    return Optional.ofNullable(presplit);
  }

  /** Why the pre-split could not be planned (as {@code presplit-invalid} reports it), or empty. */
  public Optional<String> presplitProblem() {
    return Optional.ofNullable(presplitProblem);
  }

  /** The split keys the table is created with: none without a (valid) pre-split. */
  public List<byte[]> splitKeys() {
    return presplit == null ? List.of() : presplit.splits();
  }

  /** The simulation run by {@link #simulate}, or empty. */
  public Optional<SimulationResult> simulation() {
    return Optional.ofNullable(simulation);
  }

  /** The table's initial regions for the simulator: this design's pre-split keys, with a note when it is invalid. */
  public InitialRegions initialRegions() {
    return (s, seed) -> {
      if (presplitProblem != null) {
        return new InitialRegions.Splits(List.of(),
            "presplit not followed: " + presplitProblem + "; the table starts with one region");
      }
      if (presplit != null && seed != presplit.seed()) {
        // Another seed generates other sample keys; plan again as the simulator would.
        return new PresplitRegions().splitKeys(s, seed);
      }
      return InitialRegions.Splits.of(splitKeys());
    };
  }

  /** The simulator's reads, planned by this design's plans. */
  public PlannedReads readPlanner() {
    return new PlannedReads(schema, codec, facts, plans);
  }
}
