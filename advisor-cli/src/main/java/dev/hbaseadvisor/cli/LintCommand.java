package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.report.Baseline;
import dev.hbaseadvisor.report.FileFindings;
import dev.hbaseadvisor.report.FindingsFormat;
import dev.hbaseadvisor.report.GithubStepSummary;
import dev.hbaseadvisor.report.Links;
import dev.hbaseadvisor.report.ReportContext;
import dev.hbaseadvisor.report.Statistics;
import dev.hbaseadvisor.report.Summary;
import dev.hbaseadvisor.rules.CatalogException;
import dev.hbaseadvisor.rules.ExcludeGlobs;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.LintConfigs;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.rules.SimulationEvidence;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.SplitRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
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

  private static final String STDIN_NAME = ReportContext.STDIN;

  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..*", paramLabel = "PATH",
      description = "Schema files, or folders searched for *.yaml and *.yml; '-' reads one schema from standard input.")
  List<Path> paths = new ArrayList<>();

  @Option(names = "--config", paramLabel = "FILE", description = "Lint config for every file (default: the "
      + ".hbase-advisor.yaml nearest to each schema file, from its folder up to the repository root).")
  Path config;

  @Option(names = "--show-config", paramLabel = "FILE",
      description = "Print the settings that apply to FILE and where each came from, then exit.")
  Path showConfig;

  @Option(names = "--select", paramLabel = "RULES", split = ",",
      description = "Run only these rule ids or categories (replaces the config's select).")
  List<String> select;

  @Option(names = "--extend-select", paramLabel = "RULES", split = ",",
      description = "Also run these rule ids or categories.")
  List<String> extendSelect;

  @Option(names = "--ignore", paramLabel = "RULES", split = ",",
      description = "Do not run these rule ids or categories.")
  List<String> ignore;

  @Option(names = "--extend-exclude", paramLabel = "GLOBS", split = ",",
      description = "Skip these files and folders when searching folders (globs from the working directory; "
          + "added to the config's extend-exclude).")
  List<String> extendExclude;

  @Option(names = "--stdin-filename", paramLabel = "NAME",
      description = "The name of the schema read from '-', for positions, outputs and config discovery.")
  Path stdinFilename;

  @Mixin
  ReportOptions report;

  @Option(names = {"-q", "--quiet"}, description = "Report errors only: warnings and info are left out of the "
      + "output, but still count for --fail-on and --max-warnings (a run they fail says so on standard error).")
  boolean quiet;

  @Option(names = "--statistics", description = "Print how many findings each rule has instead of the findings "
      + "(text or json).")
  boolean statistics;

  @Option(names = "--max-warnings", paramLabel = "N",
      description = "Exit 1 when there are more than N warnings, whatever --fail-on says.")
  Integer maxWarnings;

  @Option(names = "--exit-zero", description = "Exit 0 even when findings reach --fail-on or --max-warnings "
      + "(invalid input still exits 2).")
  boolean exitZero;

  @Option(names = "--docs-url", paramLabel = "URL", description = "The base URL a rule id is appended to in SARIF's "
      + "helpUri (default: this project's docs/rules.md#, or docs-url in the config).")
  String docsUrl;

  @Option(names = "--baseline", paramLabel = "FILE", description = "Findings recorded in this baseline (by rule, "
      + "file and path) pass; entries that match nothing any more are reported as info findings.")
  Path baseline;

  @Option(names = "--write-baseline", paramLabel = "FILE", converter = OutputPath.class,
      description = "Record every current finding in this baseline file; they pass from now on.")
  Path writeBaseline;

  @Option(names = "--simulate", description = "Simulate each schema's workload briefly, so that "
      + "monotonic-rowkey-lead, presplit-missing and presplit-unreachable-regions cite measured figures.")
  boolean simulate;

  @Option(names = "--simulate-writes", paramLabel = "N",
      description = "Rows each simulation writes, such as 200K (default: 1M); implies --simulate.")
  String simulateWrites;

  private final Map<Path, LintConfig> configs = new HashMap<>();
  private final Map<LintConfig, Linter> linters = new HashMap<>();

  @Override
  public Integer call() {
    Severity threshold = report.threshold("lint");
    RuleCatalog catalog = RuleCatalog.builtIn();
    if (showConfig != null) {
      return showConfig(catalog);
    }
    if (paths.isEmpty()) {
      throw new InputException("hbase-advisor lint: give schema files or folders (or - for standard input)");
    }
    if (statistics && report.format != FindingsFormat.TEXT && report.format != FindingsFormat.JSON) {
      throw new InputException("hbase-advisor lint: --statistics prints text or json, not " + report.format);
    }
    SimulationEvidence evidence = evidence();
    List<FileFindings> results = new ArrayList<>();
    // Only a baseline needs the schemas after they are linted; other runs keep just the key files
    // they name, so that memory does not grow with the schemas of 10,000 files (docs/limits.md).
    boolean keepSchemas = baseline != null || writeBaseline != null;
    Map<String, TableSchema> schemas = new HashMap<>();
    List<Path> keysFiles = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    List<Path> files = Schemas.expand(paths, excluded(catalog));
    if (files.isEmpty()) {
      throw new InputException("hbase-advisor lint: no schema files (*.yaml, *.yml with a top-level table: key) under "
          + paths);
    }
    for (Path file : files) {
      boolean stdin = Schemas.STDIN.equals(file);
      Path named = stdin ? (stdinFilename != null ? stdinFilename : Path.of(STDIN_NAME)) : file;
      String name = named.toString();
      try {
        // A definition file (.sql) holds a table per statement: each is linted, its findings at the source lines.
        List<TableSchema> loaded = stdin ? List.of(SchemaLoader.parse(Schemas.readStdin(), named, name))
            : DefinitionFiles.isDefinition(file) ? DefinitionFiles.load(file, name) : List.of(SchemaLoader.load(file));
        Linter linter = linters.computeIfAbsent(configFor(named, catalog),
            c -> Linter.builtIn(c, evidence));
        for (TableSchema schema : loaded) {
          Linter.Result run = linter.run(schema);
          results.add(new FileFindings(name, run.findings(), run.suppressed(), List.of(), List.of()));
          Path keys = SplitRequest.of(schema).keysFile();
          if (keys != null) {
            keysFiles.add(keys);
          }
          if (keepSchemas) {
            schemas.putIfAbsent(name, schema);
          }
        }
      } catch (SchemaException e) {
        problems.addAll(Schemas.lines(e));
        results.add(FileFindings.unreadable(name, e.problems()));
      }
    }
    List<RuleMeta> rules = new ArrayList<>(catalog.all());
    ReportContext context = context(files, catalog);
    if (baseline != null || writeBaseline != null) {
      results = applyBaseline(results, schemas, files, keysFiles, problems).files();
      rules.add(Baseline.staleRule());
      context = context.withBaseline();
    }
    // The gate judges every finding; --quiet only leaves warnings and info out of what is printed.
    Summary summary = Summary.of(results);
    if (quiet) {
      results = results.stream().map(f -> f.withFindings(f.findings().stream()
          .filter(x -> x.severity() == Severity.ERROR).toList(), f.baselined())).toList();
    }
    List<Path> inputs = readInputs(files, keysFiles);
    if (writeBaseline != null) {
      inputs.add(writeBaseline);
    }
    if (statistics) {
      Output.write(Statistics.render(results, rules, report.format == FindingsFormat.JSON), report.output, inputs,
          spec.commandLine().getOut());
    } else {
      // Written a file at a time: 10,000 files' findings are never also one document in memory.
      List<FileFindings> shown = results;
      List<RuleMeta> described = rules;
      ReportContext place = context;
      Output.write(out -> report.format.write(shown, described, report.colour(), place, out), report.output, inputs,
          spec.commandLine().getOut());
    }
    if (report.format == FindingsFormat.GITHUB) {
      Output.appendStepSummary(GithubStepSummary.render("lint", results, context));
    }
    problems.forEach(spec.commandLine().getErr()::println);
    if (!problems.isEmpty()) {
      return ExitCode.INPUT_ERROR;
    }
    boolean failed = threshold != null && summary.reaches(threshold)
        || maxWarnings != null && summary.count(Severity.WARNING) > maxWarnings;
    if (failed && quiet && !Summary.of(results).reaches(Severity.ERROR)) {
      // Nothing printed says why the run fails: say it on standard error.
      spec.commandLine().getErr().println("hbase-advisor lint: " + Quantities.plural(summary.count(Severity.WARNING),
          "warning") + " and " + summary.count(Severity.INFO) + " info, left out by --quiet, fail the run ("
          + (threshold != null && summary.reaches(threshold) ? "--fail-on " + threshold.name().toLowerCase(java.util.Locale.ROOT)
              : "--max-warnings " + maxWarnings) + (exitZero ? "; --exit-zero exits 0" : "") + ")");
    }
    return failed && !exitZero ? ExitCode.FINDINGS : ExitCode.OK;
  }

  /**
   * What a folder search skips: {@code --extend-exclude} globs from the working directory, and the
   * {@code extend-exclude} globs of the config that applies to each path, from that config's folder.
   */
  private Predicate<Path> excluded(RuleCatalog catalog) {
    List<String> globs = extendExclude == null ? List.of() : extendExclude.stream().map(String::strip)
        .filter(g -> !g.isEmpty()).toList();
    for (String glob : globs) {
      String error = ExcludeGlobs.syntaxError(glob);
      if (error != null) {
        throw new InputException("hbase-advisor lint: --extend-exclude: not a glob: " + error);
      }
    }
    ExcludeGlobs commandLine = new ExcludeGlobs(Path.of(""), globs);
    return path -> commandLine.excludes(path)
        || configFor(path, catalog).extendExclude().stream().anyMatch(globsOfConfig -> globsOfConfig.excludes(path));
  }

  /** Where outputs place files and link rules: the first file's repository, the docs URL asked for. */
  private ReportContext context(List<Path> files, RuleCatalog catalog) {
    Path first = Schemas.STDIN.equals(files.get(0)) ? stdinFilename : files.get(0);
    ReportContext context = new ReportContext(ReportContext.rootOf(first), ReportContext.RULES_DOCS, false);
    String url = docsUrl;
    String where = "hbase-advisor lint: --docs-url";
    if (url == null) {
      LintConfig config = configFor(first == null ? Path.of(STDIN_NAME) : first, catalog);
      url = config.docsUrl();
      where = config.origins().get("docs-url") + ": docs-url";
    }
    String problem = url == null ? null : Links.problem(url, false);
    if (problem == null && url != null) {
      problem = LintConfig.docsUrlProblem(url);
    }
    if (problem != null) {
      throw new InputException(where + ": " + problem);
    }
    return url == null ? context : context.withDocsUrl(url);
  }

  /** {@code --show-config FILE}: the config that applies and each setting's origin. */
  private int showConfig(RuleCatalog catalog) {
    Optional<Path> file = config != null ? Optional.of(config) : LintConfigs.nearest(showConfig);
    String source = config != null ? config + " (--config)"
        : file.map(f -> f + " (nearest to " + showConfig + ")").orElse("none (no " + LintConfig.FILE_NAME
            + " between " + showConfig + " and the repository root; built-in defaults)");
    LintConfig effective = configFor(showConfig, catalog);
    spec.commandLine().getOut().print("# settings for " + showConfig + "\n# config file: " + source + "\n"
        + effective.describe(catalog));
    spec.commandLine().getOut().flush();
    return ExitCode.OK;
  }

  /** The config of a schema file: {@code --config}, else the nearest file, then the command line's selectors. */
  private LintConfig configFor(Path schemaFile, RuleCatalog catalog) {
    Path file = config != null ? config : LintConfigs.nearest(schemaFile).orElse(null);
    Path key = file == null ? Path.of("") : file.toAbsolutePath().normalize();
    return configs.computeIfAbsent(key, k -> {
      LintConfig parsed = file == null ? LintConfig.DEFAULT : parse(file, catalog);
      try {
        return parsed.withCommandLine(select, extendSelect, ignore, catalog);
      } catch (CatalogException e) {
        throw new InputException(e.getMessage());
      }
    });
  }

  private static LintConfig parse(Path file, RuleCatalog catalog) {
    try {
      return LintConfig.parse(file.toString(), Inputs.read(file, "config"), catalog);
    } catch (CatalogException e) {
      throw new InputException(e.getMessage());
    }
  }

  /**
   * Applies {@code --baseline} (read before anything is written, so a file can be updated in
   * place), or else the baseline {@code --write-baseline} just wrote; a run with invalid input
   * writes none, since it would leave findings out.
   */
  private Baseline.Applied applyBaseline(List<FileFindings> results, Map<String, TableSchema> schemas,
      List<Path> files, List<Path> keysFiles, List<String> problems) {
    Path source = baseline != null ? baseline : writeBaseline;
    String text = baseline != null ? readBaseline(baseline) : null;
    if (writeBaseline != null) {
      if (!problems.isEmpty()) {
        problems.forEach(spec.commandLine().getErr()::println);
        throw new InputException(writeBaseline + ":1:1: baseline not written: some schema files are invalid");
      }
      String written = Baseline.write(results, writeBaseline);
      List<Path> inputs = readInputs(files, keysFiles);
      inputs.remove(baseline); // --write-baseline may rewrite the --baseline it read
      Output.write(written, writeBaseline, inputs, null);
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
    if (!Files.exists(file)) {
      throw new InputException(file + ":1:1: no such baseline file (create it with --write-baseline " + file + ")");
    }
    return Inputs.read(file, "baseline");
  }

  /** Every file this run reads (key files that schemas name included), which {@code --output} must not replace. */
  /**
   * Every file the run read, which no output may replace: the schemas (and the file
   * {@code --stdin-filename} names), {@code --config} or each config found beside a schema, the
   * key files the schemas name, and {@code --baseline}.
   */
  private List<Path> readInputs(List<Path> files, List<Path> keysFiles) {
    List<Path> inputs = new ArrayList<>(files);
    if (stdinFilename != null) {
      inputs.add(stdinFilename);
    }
    inputs.add(config != null ? config : Path.of(LintConfig.FILE_NAME));
    configs.keySet().stream().filter(p -> !p.toString().isEmpty()).forEach(inputs::add);
    inputs.addAll(keysFiles);
    if (baseline != null) {
      inputs.add(baseline);
    }
    return inputs;
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
      if (writes < 1 || writes > Workload.MAX_SIMULATED_WRITES) {
        throw new InputException("hbase-advisor lint: --simulate-writes must be between 1 and "
            + Workload.MAX_SIMULATED_WRITES + ", got '" + simulateWrites + "'");
      }
    }
    return SimulationEvidence.simulating(writes);
  }
}
