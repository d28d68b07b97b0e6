package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.DesignReport;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.rules.Linter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code report}: writes the HTML design report of a schema. */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = "Write a self-contained HTML design report: rowkey anatomy, sample keys, findings with fixes, "
        + "families and access patterns.")
public final class ReportCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE",
      description = "Write the HTML here instead of standard output.")
  Path output;

  @Override
  public Integer call() {
    TableSchema schema = Schemas.load(file);
    Linter linter = Linter.builtIn(LintConfig.DEFAULT);
    String html = DesignReport.render(schema, file.toString(), linter.lint(schema), linter.catalog());
    List<Path> inputs = new java.util.ArrayList<>(List.of(file));
    inputs.add(SplitRequest.of(schema).keysFile());
    Output.write(html, output, inputs, spec.commandLine().getOut());
    return ExitCode.OK;
  }
}
