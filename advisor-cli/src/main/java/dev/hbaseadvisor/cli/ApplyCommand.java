package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.live.LiveTables;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.SplitException;
import dev.hbaseadvisor.splits.SplitFormat;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.splits.TableAttributes;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code apply}: create a schema's table on a live cluster, with its families, table settings and pre-split. */
@Command(name = "apply", mixinStandardHelpOptions = true,
    description = {
        "Create the schema's table on a live cluster: its families with their settings, the table settings its "
            + "cluster section writes (maxFileSize, flushSize, splitPolicy and the policy's prefixLength or delimiter) "
            + "and the pre-split's keys (the keys 'splits FILE' computes). Refuses a table that exists.",
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
    PresplitPlan plan = PresplitPlans.plan("apply", schema, SplitRequest.of(schema),
        problem -> PresplitPlans.inSchema(file, schema, problem), spec.commandLine().getErr());
    String script;
    SplitOutput.Options options = PresplitPlans.options(file, schema, null, null);
    try {
      // The shell script of 'splits FILE --format shell'; rendering it also checks the table's
      // attributes (a delimiter the descriptor cannot hold) before any cluster is asked.
      script = SplitOutput.render(plan, schema, SplitFormat.SHELL, options);
    } catch (SplitException e) {
      throw new InputException("hbase-advisor apply: " + e.getMessage());
    }
    if (dryRun) {
      spec.commandLine().getOut().print(script);
      if (SplitOutput.usesSplitsFile(plan)) {
        spec.commandLine().getOut().print("\n# " + options.splitsFile() + ":\n"
            + SplitOutput.render(plan, schema, SplitFormat.FILE, options));
      }
      spec.commandLine().getOut().flush();
      return ExitCode.OK;
    }
    LiveTables.Endpoint endpoint = live.endpoint("apply");
    LiveCalls.run("apply", () -> {
      LiveLoader.load("apply").create(endpoint, schema, plan.splits());
      return null;
    });
    List<TableAttributes.Attribute> attributes = TableAttributes.of(schema);
    spec.commandLine().getErr().println("hbase-advisor apply: created " + schema.table() + " with "
        + Quantities.plural(schema.families().size(), "family", "families") + ", "
        + Quantities.plural(plan.regionCount(), "region")
        + (attributes.isEmpty() ? "" : " and " + String.join(", ", attributes.stream()
            .map(a -> a.key() + " " + a.value()).toList())));
    return ExitCode.OK;
  }
}
