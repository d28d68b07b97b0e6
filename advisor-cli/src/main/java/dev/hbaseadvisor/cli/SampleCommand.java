package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.live.LiveTables;
import dev.hbaseadvisor.model.Quantities;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sample}: real rowkeys of a live table, sampled by its region servers, as a key file. */
@Command(name = "sample", mixinStandardHelpOptions = true,
    description = {
        "Sample about N rowkeys of a live table: one scan per region, several in parallel, with RandomRowFilter, "
            + "FirstKeyOnlyFilter and KeyOnlyFilter, so the region servers sample and only keys travel; the client "
            + "keeps at most N keys (N at most " + SampleCommand.MAX_KEYS + ") whatever the table's size.",
        "Reproducible (same --seed, same keys) only for a table of up to about 2N rows, which is read whole; "
            + "on a larger one the servers' RandomRowFilter draws without a seed, so each run differs.",
        "Writes them sorted, one per line in Bytes.toStringBinary form: the key file of "
            + "'splits --algorithm sample --keys FILE'. Loads the HBase client (advisor-live's jar) for this "
            + "command only."})
public final class SampleCommand implements Callable<Integer> {

  /** The most keys {@code --keys} asks for: as many as {@code splits} holds in memory to choose split keys. */
  static final int MAX_KEYS = SplitsCommand.MAX_SAMPLE_KEYS;

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "TABLE", description = "The table, [namespace:]name.")
  String table;

  @Mixin
  LiveOptions live;

  @Option(names = "--keys", paramLabel = "N", required = true, description = "How many keys to keep, at most.")
  int keys;

  @Option(names = {"--out", "-o", "--output"}, paramLabel = "FILE", converter = OutputPath.class,
      description = "Write the key file here (whole or not at all) instead of standard output.")
  Path out;

  @Option(names = "--seed", defaultValue = "1",
      description = "Seed of the client's choice among the keys the servers return (default: ${DEFAULT-VALUE}); "
          + "the servers' own sampling has none.")
  long seed;

  @Override
  public Integer call() {
    if (keys < 1 || keys > MAX_KEYS) {
      throw new InputException("hbase-advisor sample: --keys must be between 1 and " + MAX_KEYS + ", got " + keys);
    }
    LiveTables.Endpoint endpoint = live.endpoint("sample");
    if (out != null) {
      OutputFiles.refuseInputs(out, Arrays.asList(live.config));
    }
    List<byte[]> sampled = LiveCalls.run("sample", () -> LiveLoader.load("sample").sample(endpoint, table, keys, seed));
    StringBuilder text = new StringBuilder();
    for (byte[] key : sampled) {
      text.append(Bytes.toStringBinary(key)).append('\n');
    }
    if (out == null) {
      spec.commandLine().getOut().print(text);
      spec.commandLine().getOut().flush();
    } else {
      OutputFiles.writeAtomically(out, text.toString());
    }
    spec.commandLine().getErr().println("hbase-advisor sample: " + Quantities.plural(sampled.size(), "key") + " of " + table
        + (out == null ? "" : " written to " + out));
    return ExitCode.OK;
  }
}
