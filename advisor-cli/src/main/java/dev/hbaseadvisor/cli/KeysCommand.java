package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.KeyWriter;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
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
    // The simulator's key path: slot records and a compiled key writer, which give the bytes the
    // codec gives the same records (KeyWriterTest), without a map or an array per key. Each line is
    // written into one reused char array, its "  (N bytes)" tail kept per key length, and handed
    // to the buffered writer whole: nothing is allocated per key.
    RecordGenerator generator = new RecordGenerator(schema, s);
    KeyWriter writer = new KeyWriter(schema, generator);
    boolean[] draw = writer.fieldsToDraw();
    long[] slots = new long[generator.fields().size()];
    SplittableRandom saltRandom = new SplittableRandom(s);
    KeyBuffer key = new KeyBuffer();
    char[] line = new char[256];
    char[][] tails = new char[64][];
    String newline = System.lineSeparator();
    PrintWriter out = spec.commandLine().getOut();
    for (int i = 0; i < count; i++) {
      generator.nextSlots(slots, draw);
      writer.write(slots, saltRandom, key);
      int length = key.length();
      if (length >= tails.length) {
        tails = Arrays.copyOf(tails, length + 1);
      }
      char[] tail = tails[length];
      if (tail == null) {
        tail = ("  (" + Quantities.plural(length, "byte") + ")" + newline).toCharArray();
        tails[length] = tail;
      }
      if (line.length < 4 * length + tail.length) {
        line = new char[4 * length + tail.length];
      }
      int end = Bytes.writeStringBinary(key.array(), 0, length, line, 0);
      System.arraycopy(tail, 0, line, end, tail.length);
      out.write(line, 0, end + tail.length);
    }
    return ExitCode.OK;
  }
}
