package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.live.LiveTables;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code inspect}: a live table's families, regions and load, linted, with a schema skeleton. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
    description = {
        "Read a live table's descriptor, regions and region metrics (store size, read and write requests per "
            + "region and per server), lint its families and names, point out empty, lopsided, oversized and hot "
            + "regions, and write a schema skeleton in the advisor's format (families, settings, the live boundaries as an "
            + "explicit pre-split; a rowkey proposed from about 1,000 sampled keys, with real keys beside it).",
        "Loads the HBase client (advisor-live's jar) for this command only."})
public final class InspectCommand implements Callable<Integer> {

  /** The three forms of the report. */
  enum Format { TEXT, JSON, YAML }

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "TABLE", description = "The table, [namespace:]name.")
  String table;

  @Mixin
  LiveOptions live;

  @Option(names = "--format", paramLabel = "F", defaultValue = "text",
      description = "text, json (regions as simulate --format json writes them) or yaml (the skeleton) "
          + "(default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", converter = OutputPath.class,
      description = "Write the report to this file (whole or not at all) instead of standard output.")
  Path output;

  @Option(names = "--schema-out", paramLabel = "FILE",
      description = "Also write the schema skeleton to this file (whole or not at all).")
  Path schemaOut;

  @Option(names = "--sample-keys", paramLabel = "N", defaultValue = "5",
      description = "Real rowkeys shown beside the skeleton's rowkey: the first row of N regions (default: "
          + "${DEFAULT-VALUE}).")
  int sampleKeys;

  @Override
  public Integer call() {
    if (sampleKeys < 0) {
      throw new InputException("hbase-advisor inspect: --sample-keys must be at least 0, got " + sampleKeys);
    }
    LiveTables.Endpoint endpoint = live.endpoint("inspect");
    // Checked before the cluster is asked: neither output may replace the other or the --config file.
    if (output != null) {
      OutputFiles.refuseInputs(output, Arrays.asList(live.config, schemaOut));
    }
    if (schemaOut != null) {
      OutputFiles.refuseInputs(schemaOut, Arrays.asList(live.config));
    }
    LiveTables.Inspection inspection = LiveCalls.run("inspect",
        () -> LiveLoader.load("inspect").inspect(endpoint, table, sampleKeys));
    String text = switch (format) {
      case TEXT -> inspection.text();
      case JSON -> inspection.json();
      case YAML -> inspection.skeleton();
    };
    if (schemaOut != null) {
      OutputFiles.writeAtomically(schemaOut, inspection.skeleton());
      spec.commandLine().getErr().println("hbase-advisor inspect: wrote " + schemaOut);
    }
    if (output == null) {
      spec.commandLine().getOut().print(text);
      spec.commandLine().getOut().flush();
    } else {
      OutputFiles.writeAtomically(output, text);
      spec.commandLine().getErr().println("hbase-advisor inspect: wrote " + output);
    }
    return ExitCode.OK;
  }
}
