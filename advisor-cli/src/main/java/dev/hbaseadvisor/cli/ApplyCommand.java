package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.live.LiveTables;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.PresplitProblem;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitException;
import dev.hbaseadvisor.splits.SplitFormat;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.splits.SplitRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code apply}: create a schema's table on a live cluster, with its families and pre-split. */
@Command(name = "apply", mixinStandardHelpOptions = true,
    description = {
        "Create the schema's table on a live cluster: its families with their settings and the pre-split's keys "
            + "(the keys 'splits FILE' computes). Refuses a table that exists.",
        "--dry-run prints the HBase shell command instead ('splits FILE --format shell') and needs no cluster. "
            + "Otherwise loads the HBase client (advisor-live's jar) for this command only."})
public final class ApplyCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Mixin
  LiveOptions live;

  @Option(names = "--dry-run", description = "Print the HBase shell commands; touch no cluster.")
  boolean dryRun;

  @Override
  public Integer call() {
    TableSchema schema = Schemas.load(file);
    SplitRequest request = SplitRequest.of(schema);
    List<String> fatal = new ArrayList<>();
    for (PresplitProblem problem : Presplits.validate(schema, request)) {
      String line = file + ":" + schema.locate(problem.path()) + ": " + (problem.fatal() ? "" : "warning: ")
          + problem.message();
      if (problem.fatal()) {
        fatal.add(line);
      } else {
        spec.commandLine().getErr().println(line);
      }
    }
    if (!fatal.isEmpty()) {
      throw new InputException(String.join("\n", fatal));
    }
    PresplitPlan plan;
    try {
      plan = Presplits.plan(schema, request);
      if (dryRun) {
        SplitOutput.Options options = new SplitOutput.Options(file.getFileName().toString(), null,
            SplitOutput.splitsFileName(schema, new SplitOutput.Options(null, null, null)));
        spec.commandLine().getOut().print(SplitOutput.render(plan, schema, SplitFormat.SHELL, options));
        if (SplitOutput.usesSplitsFile(plan)) {
          spec.commandLine().getOut().print("\n# " + options.splitsFile() + ":\n"
              + SplitOutput.render(plan, schema, SplitFormat.FILE, options));
        }
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
      }
    } catch (PresplitException | SplitException e) {
      throw new InputException("hbase-advisor apply: " + e.getMessage());
    }
    LiveTables.Endpoint endpoint = live.endpoint("apply");
    LiveCalls.run("apply", () -> {
      LiveLoader.load("apply").create(endpoint, schema, plan.splits());
      return null;
    });
    spec.commandLine().getErr().println("hbase-advisor apply: created " + schema.table() + " with "
        + schema.families().size() + (schema.families().size() == 1 ? " family" : " families") + " and "
        + plan.regionCount() + (plan.regionCount() == 1 ? " region" : " regions"));
    return ExitCode.OK;
  }
}
