package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.DesignReport;
import dev.hbaseadvisor.report.Links;
import dev.hbaseadvisor.report.LiveLoad;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.sim.SimulationListener;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code report}: writes the HTML design report of a schema, from one analysis of it (rowkey,
 * plans, pre-split and a short simulation, shared by lint and the page).
 */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {"Write a self-contained HTML design report: a verdict, rowkey anatomy, sample keys, findings "
        + "with fixes, a short simulation with a heat map of writes over key ranges and time, access-pattern plans, "
        + "pre-split regions, fields and families.",
        "The generation date is today's (UTC), or SOURCE_DATE_EPOCH's when that is set, for byte-identical pages."})
public final class ReportCommand implements Callable<Integer> {

  /** Where rule ids link without {@code --rules-url}: the catalog beside the examples in this repository. */
  static final String DEFAULT_RULES_URL = "docs/rules.md";

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", converter = OutputPath.class,
      description = "Write the HTML here instead of standard output.")
  Path output;

  @Option(names = "--rules-url", paramLabel = "URL",
      description = "Where rule ids link, each as URL#rule-id: a hosted copy of docs/rules.md "
          + "(default: ${DEFAULT-VALUE}).", defaultValue = DEFAULT_RULES_URL)
  String rulesUrl;

  @Option(names = "--live", paramLabel = "JSON",
      description = "Also draw a live table's requests per region and server beside the shares the design predicts: "
          + "the output of 'hbase-advisor inspect TABLE --format json' for the table this schema describes.")
  Path live;

  @Option(names = "--horizon", paramLabel = "D",
      description = "Pre-split regions' expected shares over the workload's first D (such as 5s, 10m, 1h) instead of "
          + "the whole workload, as splits --horizon gives them; the split keys and the findings still come from the "
          + "whole workload.")
  String horizon;

  @Override
  public Integer call() {
    String rulesUrlProblem = Links.problem(rulesUrl, true);
    if (rulesUrlProblem != null) {
      throw new InputException("hbase-advisor report: --rules-url: " + rulesUrlProblem);
    }
    TableSchema schema = Schemas.load(file);
    LiveLoad liveLoad = live == null ? null : liveLoad(live);
    Long horizonSeconds = horizon == null ? null : SplitsCommand.horizonSeconds(horizon);
    PrintWriter err = spec.commandLine().getErr();
    Progress progress = Progress.onStandardError(err);
    SimulationListener listener = progress.listener("report: " + schema.table());
    listener.phase("analysing the design");
    AnalysedDesign design = AnalysedDesign.of(schema);
    if (schema.workload().effectiveWritesPerSecond() > 0 && schema.workload().totalRows() > 0) {
      design = design.simulate(DesignReport.simulationSettings(schema), listener);
    }
    listener.phase("linting");
    Linter linter = Linter.builtIn(LintConfig.DEFAULT);
    List<Finding> findings = linter.lint(design);
    listener.phase("rendering");
    if (horizonSeconds != null) {
      design = design.withShareHorizon(horizonSeconds);
    }
    String version = new VersionProvider().getVersion()[0];
    String html = DesignReport.render(design, findings, linter.catalog(),
        new DesignReport.Provenance(version, file.toString(), generationDate(System.getenv("SOURCE_DATE_EPOCH")),
            rulesUrl), liveLoad);
    List<Path> inputs = new java.util.ArrayList<>(List.of(file));
    if (live != null) {
      inputs.add(live);
    }
    inputs.add(SplitRequest.of(schema).keysFile());
    Output.write(html, output, inputs, spec.commandLine().getOut());
    if (output != null) {
      err.println("report: wrote " + output);
      err.flush();
    }
    return ExitCode.OK;
  }

  /**
   * Today in UTC, or the day of {@code SOURCE_DATE_EPOCH} (reproducible-builds.org/specs/source-date-epoch)
   * when it is set, so that two runs give the same bytes.
   */
  static LocalDate generationDate(String epoch) {
    if (epoch != null && !epoch.isBlank()) {
      try {
        return LocalDate.ofInstant(Instant.ofEpochSecond(Long.parseLong(epoch.strip())), ZoneOffset.UTC);
      } catch (NumberFormatException | java.time.DateTimeException e) {
        throw new InputException("hbase-advisor report: SOURCE_DATE_EPOCH '" + epoch
            + "' is not a number of seconds since 1970-01-01");
      }
    }
    return LocalDate.now(ZoneOffset.UTC);
  }

  /** The live load of {@code --live}: an input error (exit 2, at its line and column) when unreadable or not an inspection. */
  private static LiveLoad liveLoad(Path json) {
    try {
      return LiveLoad.read(json);
    } catch (IllegalArgumentException e) {
      throw new InputException(e.getMessage());
    }
  }

}
