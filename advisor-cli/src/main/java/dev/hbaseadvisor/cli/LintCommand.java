package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Baseline;
import dev.hbaseadvisor.report.FileFindings;
import dev.hbaseadvisor.report.Summary;
import dev.hbaseadvisor.rules.CatalogException;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.rules.SimulationEvidence;
import dev.hbaseadvisor.sim.Simulator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code lint}: runs the rule catalog over schema files and reports findings for people and CI. */
@Command(name = "lint", mixinStandardHelpOptions = true,
    description = "Check schema files against the HBase schema-design rules (see 'hbase-advisor rules').")
public final class LintCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Schema files, or folders searched for *.yaml and *.yml.")
  List<Path> paths;

  @Option(names = "--config", paramLabel = "FILE",
      description = "Lint config (default: .hbase-advisor.yaml in the current folder, if present).")
  Path config;

  @Mixin
  ReportOptions report;

  @Option(names = "--baseline", paramLabel = "FILE", description = "Findings recorded in this baseline (by rule, "
      + "file and path) pass; entries that match nothing any more are reported as info findings.")
  Path baseline;

  @Option(names = "--write-baseline", paramLabel = "FILE",
      description = "Record every current finding in this baseline file; they pass from now on.")
  Path writeBaseline;

  @Option(names = "--simulate", description = "Simulate each schema's workload briefly, so that "
      + "monotonic-rowkey-lead, presplit-missing and presplit-unreachable-regions cite measured figures.")
  boolean simulate;

  @Option(names = "--simulate-writes", paramLabel = "N",
      description = "Rows each simulation writes, such as 200K (default: 1M); implies --simulate.")
  String simulateWrites;

  @Override
  public Integer call() {
    Severity threshold = report.threshold("lint");
    RuleCatalog catalog = RuleCatalog.builtIn();
    Linter linter = Linter.builtIn(loadConfig(catalog), evidence());
    List<FileFindings> results = new ArrayList<>();
    Map<String, TableSchema> schemas = new HashMap<>();
    List<String> problems = new ArrayList<>();
    List<Path> files = Schemas.expand(paths);
    if (files.isEmpty()) {
      throw new InputException("hbase-advisor lint: no schema files (*.yaml, *.yml) under " + paths);
    }
    for (Path file : files) {
      try {
        TableSchema schema = SchemaLoader.load(file);
        results.add(new FileFindings(file.toString(), linter.lint(schema)));
        schemas.put(file.toString(), schema);
      } catch (SchemaException e) {
        problems.add(e.getMessage());
      }
    }
    List<RuleMeta> rules = new ArrayList<>(catalog.all());
    if (baseline != null || writeBaseline != null) {
      results = applyBaseline(results, schemas, files, problems).files();
      rules.add(Baseline.staleRule());
    }
    String rendered = report.format.render(results, rules, report.colour());
    Output.write(rendered, report.output, files, spec.commandLine().getOut());
    problems.forEach(spec.commandLine().getErr()::println);
    if (!problems.isEmpty()) {
      return ExitCode.INPUT_ERROR;
    }
    return threshold != null && Summary.of(results).reaches(threshold) ? ExitCode.FINDINGS : ExitCode.OK;
  }

  /**
   * Applies {@code --baseline} (read before anything is written, so a file can be updated in
   * place), or else the baseline {@code --write-baseline} just wrote; a run with invalid input
   * writes none, since it would leave findings out.
   */
  private Baseline.Applied applyBaseline(List<FileFindings> results, Map<String, TableSchema> schemas,
      List<Path> files, List<String> problems) {
    Path source = baseline != null ? baseline : writeBaseline;
    String text = baseline != null ? readBaseline(baseline) : null;
    if (writeBaseline != null) {
      if (!problems.isEmpty()) {
        problems.forEach(spec.commandLine().getErr()::println);
        throw new InputException(writeBaseline + ":1:1: baseline not written: some schema files are invalid");
      }
      String written = Baseline.write(results, writeBaseline);
      Output.write(written, writeBaseline, files, null);
      spec.commandLine().getErr().println("hbase-advisor lint: recorded "
          + Quantities.plural(results.stream().mapToInt(r -> r.findings().size()).sum(), "finding") + " in "
          + writeBaseline);
      text = text != null ? text : written;
    }
    try {
      return Baseline.parse(text, source).apply(results, schemas);
    } catch (CatalogException e) {
      throw new InputException(e.getMessage());
    }
  }

  private static String readBaseline(Path file) {
    try {
      return Files.readString(file);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new InputException(file + ":1:1: no such baseline file (create it with --write-baseline " + file + ")");
    } catch (IOException e) {
      throw new InputException(file + ":1:1: cannot read baseline: " + e.getMessage());
    }
  }

  /** What {@code --simulate} and {@code --simulate-writes} ask for: nothing, or a short run per schema. */
  private SimulationEvidence evidence() {
    if (!simulate && simulateWrites == null) {
      return SimulationEvidence.NONE;
    }
    long writes = Simulator.QUICK_WRITES;
    if (simulateWrites != null) {
      try {
        writes = Quantities.parseCount(simulateWrites);
      } catch (IllegalArgumentException e) {
        throw new InputException("hbase-advisor lint: --simulate-writes: " + e.getMessage());
      }
      if (writes < 1) {
        throw new InputException("hbase-advisor lint: --simulate-writes must be at least 1, got '" + simulateWrites
            + "'");
      }
    }
    return SimulationEvidence.simulating(writes);
  }

  private LintConfig loadConfig(RuleCatalog catalog) {
    Path file = config;
    if (file == null) {
      Path local = Path.of(LintConfig.FILE_NAME);
      if (!Files.exists(local)) {
        return LintConfig.DEFAULT;
      }
      file = local;
    }
    try {
      return LintConfig.parse(file.toString(), Files.readString(file), catalog);
    } catch (IOException e) {
      throw new InputException(file + ":1:1: cannot read config: " + e.getMessage());
    } catch (CatalogException e) {
      throw new InputException(e.getMessage());
    }
  }
}
