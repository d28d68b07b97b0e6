package dev.hbaseadvisor.cli;

import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParseResult;

/** The {@code hbase-advisor} command; its subcommands do the work. */
public final class RootCommand implements Runnable {

  /**
   * The subcommands, in the order {@code --help} lists them. They are registered by
   * {@link AdvisorCli#commandLine}, which builds only the one a command line runs: picocli reads
   * the annotations of every annotated command it is given at start-up.
   */
  enum Subcommand {
    VALIDATE(ValidateCommand.class),
    IMPORT(ImportCommand.class),
    LINT(LintCommand.class),
    DIFF(DiffCommand.class),
    RULES(RulesCommand.class),
    KEYS(KeysCommand.class),
    EXPLAIN(ExplainCommand.class),
    RECOMMEND(RecommendCommand.class),
    SPLITS(SplitsCommand.class) {
      @Override
      Object command() {
        return SplitsCommand.commandSpec();
      }
    },
    SIMULATE(SimulateCommand.class),
    REPORT(ReportCommand.class),
    INSPECT(InspectCommand.class),
    SAMPLE(SampleCommand.class),
    APPLY(ApplyCommand.class),
    MIGRATE(MigrateCommand.class),
    COMPLETION(CompletionCommand.class);

    private final Class<?> type;

    Subcommand(Class<?> type) {
      this.type = type;
    }

    /** The word that runs it. */
    String commandName() {
      return name().toLowerCase(Locale.ROOT);
    }

    /**
     * What {@link CommandLine#addSubcommand(String, Object)} is given: the annotated class, which
     * picocli reads, or the spec of a command that builds its own.
     */
    Object command() {
      return type;
    }

    /** The subcommand a word names, or null. */
    static Subcommand named(String word) {
      for (Subcommand subcommand : values()) {
        if (subcommand.commandName().equals(word)) {
          return subcommand;
        }
      }
      return null;
    }
  }

  private final CommandSpec spec = CommandSpec.wrapWithoutInspection(this);

  private RootCommand() {}

  /**
   * The root command without its subcommands, built with picocli's programmatic API: every
   * command line builds it, and reading annotations costs a dynamic proxy class per annotation
   * type, which the CDS archive cannot hold (docs/performance.md, "splits beside HBase's
   * RegionSplitter").
   */
  static CommandSpec commandSpec() {
    CommandSpec spec = new RootCommand().spec.name("hbase-advisor").versionProvider(new VersionProvider());
    addHelpOptions(spec);
    spec.usageMessage()
        .description("Checks HBase table designs before any data is loaded.")
        .exitCodeListHeading("%nExit codes:%n")
        .exitCodeList(UsageMessageSpec.keyValuesMap(
            "0:Success.",
            "1:Findings at or above the failure level.",
            "2:Usage error, or unreadable or invalid input."));
    return spec;
  }

  /**
   * Adds {@code -h, --help} and {@code -V, --version} as {@code mixinStandardHelpOptions} does,
   * after the command's own options (the order completion lists them in), without reading that
   * mixin's annotations.
   */
  static void addHelpOptions(CommandSpec spec) {
    spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
        .description("Show this help message and exit.").build());
    spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
        .description("Print version information and exit.").build());
  }

  /**
   * Runs the parsed command, but first refuses words no command knows: picocli lets them pass
   * when {@code --help} is also given ({@code hbase-advisor nosuchcommand --help}), which would print
   * the root help and exit 0.
   */
  static int execute(ParseResult parsed) {
    for (ParseResult p = parsed; p != null; p = p.subcommand()) {
      if (!p.unmatched().isEmpty()) {
        CommandLine command = p.commandSpec().commandLine();
        String word = p.unmatched().get(0);
        boolean isCommand = !p.commandSpec().subcommands().isEmpty() && !word.startsWith("-");
        String what = isCommand ? "unknown command" : "unknown argument";
        command.getErr().println("hbase-advisor: " + what + " '" + word + "'");
        command.getErr().println("Try '" + p.commandSpec().qualifiedName() + " --help' for more information.");
        command.getErr().flush();
        return ExitCode.INPUT_ERROR;
      }
    }
    return new CommandLine.RunLast().execute(parsed);
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
