package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code keys}: prints sample rowkeys generated from a schema's fields. */
@Command(name = "keys", mixinStandardHelpOptions = true,
    description = "Print sample rowkeys generated from the schema's fields, in Bytes.toStringBinary form, "
        + "each with its length in bytes.")
public final class KeysCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The schema file.")
  Path file;

  @Option(names = "--count", defaultValue = "10",
      description = "How many keys (default: ${DEFAULT-VALUE}); they are streamed, so memory does not grow with N.")
  int count;

  @Option(names = "--seed", description = "Random seed (default: the workload's seed).")
  Long seed;

  @Override
  public Integer call() {
    if (count < 0) {
      throw new InputException("hbase-advisor keys: --count must not be negative, got " + count);
    }
    TableSchema schema = Schemas.load(file);
    long s = seed != null ? seed : schema.workload().seed();
    // Only the fields the key reads: a 4 MiB photo per key would make the output's cost grow with it.
    java.util.Set<String> keyFields = new java.util.HashSet<>();
    schema.rowkey().forEach(segment -> keyFields.addAll(segment.sourceFields()));
    RecordGenerator generator = new RecordGenerator(schema, s, keyFields);
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    SplittableRandom saltRandom = new SplittableRandom(s);
    PrintWriter out = spec.commandLine().getOut();
    for (int i = 0; i < count; i++) {
      byte[] key = codec.encode(generator.next(), saltRandom);
      out.println(Bytes.toStringBinary(key) + "  (" + Quantities.plural(key.length, "byte") + ")");
    }
    return ExitCode.OK;
  }
}
