package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.report.ExplainFormat;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code explain}: prints how HBase would execute each access pattern against the schema's rowkey. */
@Command(name = "explain", mixinStandardHelpOptions = true,
    description = "Show how HBase would execute each access pattern against the rowkey (GET, MULTI_GET, "
        + "PREFIX_SCAN, RANGE_SCAN, PARALLEL_SCAN, FILTER_SCAN or FULL_SCAN), with start and stop rows, "
        + "rows read and returned, and whether the requested order comes for free.")
public final class ExplainCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Option(names = "--format", defaultValue = "text",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  ExplainFormat format;

  @Override
  public Integer call() {
    TableSchema schema = Schemas.load(file);
    spec.commandLine().getOut().print(format.render(schema, Planner.plan(schema)));
    spec.commandLine().getOut().flush();
    return ExitCode.OK;
  }
}
