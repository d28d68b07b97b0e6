package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.PresplitProblem;
import dev.hbaseadvisor.splits.SplitException;
import dev.hbaseadvisor.splits.SplitFormat;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.splits.SplitRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code splits}: pre-split keys for a schema, or RegionSplitter-style keys without one. */
public final class SplitsCommand implements Callable<Integer> {

  private static final Set<Presplit.Algorithm> WITHOUT_SCHEMA = EnumSet.of(Presplit.Algorithm.HEX,
      Presplit.Algorithm.DECIMAL, Presplit.Algorithm.UNIFORM, Presplit.Algorithm.BYTES, Presplit.Algorithm.SAMPLE);

  /** The most keys {@code --sample-keys} generates: they are held in memory while the splits are chosen. */
  static final int MAX_SAMPLE_KEYS = 1_000_000;

  private final CommandSpec spec = CommandSpec.wrapWithoutInspection(this);

  // The command line's values, taken from the spec when the command runs (readArguments).
  private Path file;
  private Integer regions;
  private Presplit.Algorithm algorithm;
  private String start;
  private String end;
  private Path keys;
  private SplitFormat format;
  private Path output;
  private String packageName;
  private Long seed;
  private Integer sampleKeys;
  private String horizon;

  private SplitsCommand() {}

  /**
   * The {@code splits} command, built with picocli's programmatic API rather than read from
   * annotations: reading them made a dynamic proxy class per annotation type at every start,
   * which the CDS archive cannot hold, and cost more CPU than computing a hundred split keys
   * (docs/performance.md, "splits beside HBase's RegionSplitter"). Its help is pinned by
   * {@code HelpTextTest}.
   */
  static CommandSpec commandSpec() {
    CommandSpec spec = new SplitsCommand().spec.name("splits");
    spec.usageMessage().description(
        "Compute a table's pre-split keys, check that every region can receive keys, and write them as JSON, "
            + "Java, an HBase shell command or a SPLITS_FILE.",
        "Without FILE it works like HBase's RegionSplitter: --algorithm hex|decimal|uniform|bytes --regions N "
            + "[--start S --end E].");
    spec.addPositional(PositionalParamSpec.builder().index("0").arity("0..1").paramLabel("FILE").type(Path.class)
        .description("The schema file (optional).").build());
    spec.addOption(option("--regions", "N", Integer.class, "Number of regions (overrides presplit.regions)."));
    spec.addOption(option("--algorithm", "A", Presplit.Algorithm.class,
        "hex, decimal, uniform, bytes, salt, sample, explicit or auto (overrides presplit.algorithm)."));
    spec.addOption(option("--start", "S", String.class, "Lower bound, in Bytes.toStringBinary form."));
    spec.addOption(option("--end", "E", String.class, "Upper bound, in Bytes.toStringBinary form."));
    spec.addOption(option("--keys", "KEYFILE", Path.class,
        "Sample keys, one per line in Bytes.toStringBinary form, for algorithm sample; streamed."));
    spec.addOption(OptionSpec.builder("--format").paramLabel("F").type(SplitFormat.class).defaultValue("text")
        .description("text, json, java, shell or file (default: ${DEFAULT-VALUE}).").build());
    spec.addOption(OptionSpec.builder("-o", "--output").paramLabel("OUT").type(Path.class).converters(new OutputPath())
        .description("Write to this file (whole or not at all) instead of standard output; never the schema file.")
        .build());
    spec.addOption(option("--package", "NAME", String.class,
        "Java package of the class that --format java writes (default: none)."));
    spec.addOption(option("--seed", "<seed>", Long.class,
        "Seed of the generated keys (default: the workload's seed)."));
    spec.addOption(option("--sample-keys", "N", Integer.class,
        "Keys generated for algorithm sample and the expected shares (default: "
            + SplitRequest.DEFAULT_SAMPLE_KEYS + ")."));
    spec.addOption(option("--horizon", "D", String.class,
        "Expected shares over the workload's first D (such as 5s, 10m, 1h) instead of the whole workload; "
            + "the split keys still come from the whole workload."));
    RootCommand.addHelpOptions(spec);
    return spec;
  }

  private static OptionSpec option(String name, String paramLabel, Class<?> type, String description) {
    return OptionSpec.builder(name).paramLabel(paramLabel).type(type).description(description).build();
  }

  /** Takes the values picocli parsed into the spec (where it would have set annotated fields). */
  private void readArguments() {
    file = spec.positionalParameters().get(0).getValue();
    regions = value("--regions");
    algorithm = value("--algorithm");
    start = value("--start");
    end = value("--end");
    keys = value("--keys");
    format = value("--format");
    output = value("--output");
    packageName = value("--package");
    seed = value("--seed");
    sampleKeys = value("--sample-keys");
    horizon = value("--horizon");
  }

  private <T> T value(String option) {
    return spec.findOption(option).getValue();
  }

  @Override
  public Integer call() {
    readArguments();
    if (regions != null && (regions < 1 || regions > Presplit.MAX_REGIONS)) {
      throw new InputException("hbase-advisor splits: --regions must be between 1 and " + Presplit.MAX_REGIONS
          + ", got " + regions);
    }
    if (sampleKeys != null && (sampleKeys < 1 || sampleKeys > MAX_SAMPLE_KEYS)) {
      throw new InputException("hbase-advisor splits: --sample-keys must be between 1 and " + MAX_SAMPLE_KEYS
          + ", got " + sampleKeys);
    }
    if (packageName != null && !javax.lang.model.SourceVersion.isName(packageName)) {
      throw new InputException("hbase-advisor splits: --package must be a Java package name, got '" + packageName
          + "'");
    }
    List<Path> inputs = new java.util.ArrayList<>(java.util.Arrays.asList(file, keys));
    if (output != null) {
      OutputFiles.refuseInputs(output, inputs);
    }
    TableSchema schema = file == null ? null : Schemas.load(file);
    SplitRequest request = schema == null ? withoutSchema() : withSchema(schema);
    inputs.add(request.keysFile());
    if (output != null) {
      OutputFiles.refuseInputs(output, inputs);
    }
    // One plan, whose check computes the keys once (a million hex keys are not computed twice).
    SplitOutput.Options options = PresplitPlans.options(file, schema, output, packageName);
    PresplitPlan plan = PresplitPlans.plan("splits", schema, request, problem -> locate(schema, problem),
        spec.commandLine().getErr());
    if (output == null) {
      // Streamed: a million split keys go out line by line through the buffered output.
      write(plan, schema, format, options, spec.commandLine().getOut());
      return ExitCode.OK;
    }
    Path splitsFile = format == SplitFormat.SHELL && SplitOutput.usesSplitsFile(plan)
        ? companion(output, options.splitsFile(), inputs) : null;
    // Streamed into the file (whole or not at all): a million regions as JSON are never one string.
    OutputFiles.writeStreamed(output, inputs, out -> write(plan, schema, format, options, out));
    String written = output.toString();
    if (splitsFile != null) {
      OutputFiles.writeStreamed(splitsFile, inputs, out -> write(plan, schema, SplitFormat.FILE, options, out));
      written += " and " + output.resolveSibling(options.splitsFile());
    }
    spec.commandLine().getErr().println("hbase-advisor splits: wrote " + written + " ("
        + Quantities.plural(plan.regionCount(), "region") + ", " + Quantities.plural(plan.splits().size(), "split key")
        + ")");
    return ExitCode.OK;
  }

  /**
   * The file beside the shell script that holds its split keys, checked before anything is written
   * as every output is: never one of the inputs (the key file just read), and never beside a
   * device or a pipe ({@code -o /dev/null} would create {@code /dev/null-splits.txt}).
   */
  private static Path companion(Path output, String name, List<Path> inputs) {
    if (Files.exists(output) && !Files.isRegularFile(output)) {
      throw new InputException(output + ":1:1: cannot write: the shell script reads its split keys from a file"
          + " beside it, so --output must be a regular file, not a device or a pipe");
    }
    Path splitsFile = output.toAbsolutePath().resolveSibling(name);
    OutputFiles.refuseInputs(splitsFile, inputs);
    return splitsFile;
  }

  private static void write(PresplitPlan plan, TableSchema schema, SplitFormat format, SplitOutput.Options options,
      Writer out) {
    try {
      SplitOutput.write(plan, schema, format, options, out);
    } catch (SplitException e) {
      throw new InputException("hbase-advisor splits: " + e.getMessage());
    } catch (IOException e) {
      // A PrintWriter and a StringWriter report no IOException; the standard output's failures
      // reach the command line's handler unchecked.
      throw new UncheckedIOException(e);
    }
  }

  private SplitRequest withoutSchema() {
    if (algorithm == null || !WITHOUT_SCHEMA.contains(algorithm)) {
      throw new InputException("hbase-advisor splits: without a schema file, give --algorithm hex, decimal, uniform "
          + "or bytes (or sample with --keys)");
    }
    if (regions == null) {
      throw new InputException("hbase-advisor splits: --regions is required without a schema file");
    }
    if (format.needsSchema()) {
      throw new InputException("hbase-advisor splits: --format " + format.name().toLowerCase(Locale.ROOT)
          + " creates the table with its column families, so it needs a schema file");
    }
    if (horizon != null) {
      throw new InputException("hbase-advisor splits: --horizon needs a schema file, whose workload has a clock");
    }
    SplitRequest request = SplitRequest.of(algorithm, regions, bytes(start), bytes(end)).withKeysFile(keys);
    return seed == null ? request : request.withSeed(seed);
  }

  private SplitRequest withSchema(TableSchema schema) {
    SplitRequest request = SplitRequest.of(schema);
    Presplit.Algorithm chosen = algorithm;
    if (chosen == null && keys != null) {
      chosen = Presplit.Algorithm.SAMPLE;
    }
    if (chosen == null && request.algorithm() == Presplit.Algorithm.NONE) {
      if (regions == null) {
        throw new InputException(file + ": no presplit section; give --regions N (and --algorithm, or let auto choose)");
      }
      chosen = Presplit.Algorithm.AUTO;
    }
    if (chosen != null) {
      request = request.withAlgorithm(chosen);
    }
    if (regions != null) {
      request = request.withRegions(regions);
    }
    if (start != null) {
      request = request.withStart(bytes(start));
    }
    if (end != null) {
      request = request.withEnd(bytes(end));
    }
    if (keys != null) {
      request = request.withKeysFile(keys);
    }
    if (seed != null) {
      request = request.withSeed(seed);
    }
    if (sampleKeys != null) {
      request = request.withSampleKeys(sampleKeys);
    }
    if (horizon != null) {
      request = request.withHorizon(horizonSeconds(horizon));
    }
    return request;
  }

  /** A {@code --horizon} duration in seconds, at least one. */
  static long horizonSeconds(String text) {
    long seconds;
    try {
      seconds = dev.hbaseadvisor.model.Quantities.parseDurationSeconds(text);
    } catch (IllegalArgumentException e) {
      throw new InputException("hbase-advisor: --horizon: " + e.getMessage());
    }
    if (seconds < 1 || seconds >= dev.hbaseadvisor.model.Quantities.FOREVER_SECONDS) {
      throw new InputException("hbase-advisor: --horizon must be at least 1s and at most "
          + dev.hbaseadvisor.model.Quantities.formatDuration(dev.hbaseadvisor.model.Quantities.FOREVER_SECONDS - 1)
          + " (about 68 years), got " + text);
    }
    return seconds;
  }

  /** {@code file:line:column: } for a schema key, or the option that overrode it. */
  private String locate(TableSchema schema, PresplitProblem problem) {
    String key = problem.path().startsWith("presplit.") ? problem.path().substring("presplit.".length()) : "";
    String option = switch (key.replaceAll("\\[.*", "")) {
      case "regions" -> regions != null ? "--regions" : null;
      case "algorithm" -> algorithm != null ? "--algorithm" : null;
      case "start" -> start != null ? "--start" : null;
      case "end" -> end != null ? "--end" : null;
      case "keys" -> keys != null ? "--keys" : null;
      default -> null;
    };
    if (schema == null || option != null) {
      return "hbase-advisor splits: " + (option == null ? "" : option + ": ");
    }
    return PresplitPlans.inSchema(file, schema, problem);
  }

  private static byte[] bytes(String binary) {
    return binary == null ? null : Bytes.toBytesBinary(binary);
  }
}
