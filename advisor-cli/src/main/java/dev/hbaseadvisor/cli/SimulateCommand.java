package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.sim.DesignAlternatives;
import dev.hbaseadvisor.sim.RecommendedDesigns;
import dev.hbaseadvisor.sim.SimulationJson;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.SimulationText;
import dev.hbaseadvisor.splits.PresplitProblem;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code simulate}: replays the schema's workload against a simulated cluster and reports where the load lands. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = "Replay the schema's synthetic workload against a simulated HBase cluster (regions, flushes, "
        + "splits, balancer) and report where writes and reads land, window by window and server by server.")
public final class SimulateCommand implements Callable<Integer> {

  /** Output formats. */
  enum Format { text, json }

  /** How many of {@code recommend}'s rowkeys {@code --compare} runs. */
  static final int COMPARE_TOP = 3;

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Option(names = "--duration", paramLabel = "D",
      description = "Simulated time at the workload's write rate, such as 2h or 15m (default: the workload's).")
  String duration;

  @Option(names = "--ops", paramLabel = "N", description = "Rows to write, such as 1M (default: the workload's).")
  String ops;

  @Option(names = "--seed", paramLabel = "S", description = "Random seed (default: the workload's seed).")
  Long seed;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text or json (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--compare",
      description = "Also run the best " + COMPARE_TOP + " rowkeys of recommend under the same workload and seed, "
          + "and show them beside the schema as written.")
  boolean compare;

  @Override
  public Integer call() {
    TableSchema schema = Schemas.load(file);
    SimulationSettings settings = settings(schema);
    refuseInvalidPresplit(schema, settings.seed());
    List<DesignAlternatives.Design> designs = new ArrayList<>();
    designs.add(new DesignAlternatives.Design("as written", schema));
    if (compare) {
      CandidateLint lint = new CandidateLint(schema, Schemas.text(file), Linter.builtIn(LintConfig.DEFAULT));
      designs.addAll(new RecommendedDesigns(COMPARE_TOP, lint).alternatives(schema));
    }
    Progress progress = Progress.onStandardError(spec.commandLine().getErr());
    List<SimulationResult> results = new ArrayList<>();
    for (DesignAlternatives.Design design : designs) {
      results.add(design.run(settings, progress.listener("simulate: " + schema.table() + " (" + design.name() + ")")));
    }
    String text = switch (format) {
      case json -> compare ? SimulationJson.compare(results) : SimulationJson.of(results.get(0));
      case text -> compare ? SimulationText.compare(results) : SimulationText.of(results.get(0));
    };
    spec.commandLine().getOut().print(text);
    return ExitCode.OK;
  }

  /** A pre-split HBase would refuse is an input error at its line, as {@code splits} reports it. */
  private void refuseInvalidPresplit(TableSchema schema, long seed) {
    List<String> fatal = new ArrayList<>();
    for (PresplitProblem problem : Presplits.validate(schema, SplitRequest.of(schema).withSeed(seed))) {
      if (problem.fatal()) {
        fatal.add(file + ":" + schema.locate(problem.path()) + ": " + problem.message());
      }
    }
    if (!fatal.isEmpty()) {
      throw new InputException(fatal);
    }
  }

  private SimulationSettings settings(TableSchema schema) {
    if (duration != null && ops != null) {
      throw new InputException("hbase-advisor simulate: give --duration or --ops, not both");
    }
    SimulationSettings settings = SimulationSettings.of(schema);
    if (schema.workload().effectiveWritesPerSecond() <= 0) {
      throw new InputException(file + ":" + schema.locate("workload.writes")
          + ": the workload writes nothing (0 rows per second), so there is nothing to simulate");
    }
    if (seed != null) {
      settings = settings.withSeed(seed);
    }
    try {
      if (ops != null) {
        long rows = Quantities.parseCount(ops);
        if (rows < 1) {
          throw new IllegalArgumentException("must be at least 1, got '" + ops + "'");
        }
        settings = settings.withWrites(rows);
      } else if (duration != null) {
        long seconds = Quantities.parseDurationSeconds(duration);
        if (seconds >= Quantities.FOREVER_SECONDS) {
          throw new IllegalArgumentException("'" + duration + "' is not a finite duration");
        }
        settings = settings.withWrites(Math.round(schema.workload().effectiveWritesPerSecond() * seconds));
      }
    } catch (IllegalArgumentException e) {
      String option = ops != null ? "--ops" : "--duration";
      throw new InputException("hbase-advisor simulate: " + option + ": " + e.getMessage());
    }
    return bounded(schema, settings);
  }

  /**
   * A workload of fewer than one row is an error like a rate of 0, and one longer than
   * {@link Workload#MAX_DURATION_SECONDS} too; one above {@link Workload#MAX_SIMULATED_WRITES} is
   * replayed as a sample ({@link SimulationSettings#sampled}).
   */
  private SimulationSettings bounded(TableSchema schema, SimulationSettings settings) {
    if (settings.writes() < 1) {
      String at = ops != null || duration != null ? "hbase-advisor simulate" : file + ":"
          + schema.locate(schema.written("workload.writes") ? "workload.writes" : "workload");
      throw new InputException(at + ": the workload writes fewer than one row in the simulated time, so there is"
          + " nothing to simulate");
    }
    double seconds = settings.writes() / schema.workload().effectiveWritesPerSecond();
    if (seconds > Workload.MAX_DURATION_SECONDS) {
      throw new InputException("hbase-advisor simulate: " + (ops != null ? "--ops " + ops : settings.writes() + " rows")
          + String.format(java.util.Locale.ROOT, " at the workload's %.3g writes a second cover %.3g s of simulated time,",
              schema.workload().effectiveWritesPerSecond(), seconds) + " more than the "
          + Workload.MAX_DURATION_SECONDS + " s (10 years) a simulation may cover");
    }
    // Every row up to the full replay's bound; beyond it a sample in which each replayed row
    // stands for several, which the result's notes state.
    return settings.sampled(schema);
  }
}
