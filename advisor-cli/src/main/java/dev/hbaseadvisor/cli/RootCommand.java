package dev.hbaseadvisor.cli;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code hbase-advisor} command; its subcommands do the work. */
@Command(
    name = "hbase-advisor",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Checks HBase table designs before any data is loaded.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:Success.",
        "1:Findings at or above the failure level.",
        "2:Usage error, or unreadable or invalid input."})
public final class RootCommand implements Runnable {

  /**
   * The subcommands by name, in the order {@code --help} lists them. They are registered by
   * {@link AdvisorCli#commandLine}, which builds only the one a command line runs: picocli reads
   * every registered command's annotations at start-up.
   */
  static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

  private static Map<String, Class<?>> subcommands() {
    Map<String, Class<?>> commands = new LinkedHashMap<>();
    commands.put("validate", ValidateCommand.class);
    commands.put("lint", LintCommand.class);
    commands.put("diff", DiffCommand.class);
    commands.put("rules", RulesCommand.class);
    commands.put("keys", KeysCommand.class);
    commands.put("explain", ExplainCommand.class);
    commands.put("recommend", RecommendCommand.class);
    commands.put("splits", SplitsCommand.class);
    commands.put("simulate", SimulateCommand.class);
    commands.put("report", ReportCommand.class);
    commands.put("inspect", InspectCommand.class);
    commands.put("sample", SampleCommand.class);
    commands.put("apply", ApplyCommand.class);
    commands.put("completion", CompletionCommand.class);
    return Collections.unmodifiableMap(commands);
  }

  @Spec
  CommandSpec spec;

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
