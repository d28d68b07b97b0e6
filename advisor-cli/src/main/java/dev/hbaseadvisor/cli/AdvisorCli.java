package dev.hbaseadvisor.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/** The {@code hbase-advisor} entry point: builds the command line and maps failures to exit codes. */
public final class AdvisorCli {

  private AdvisorCli() {}

  public static void main(String[] args) {
    System.exit(mainWithoutExit(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs a command line with the given streams and returns the exit code (for tests). */
  public static int mainWithoutExit(String[] args, PrintWriter out, PrintWriter err) {
    if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
      // The start-up floor of every command: what picocli would print, without building it.
      for (String line : new VersionProvider().getVersion()) {
        out.println(line);
      }
      out.flush();
      return ExitCode.OK;
    }
    CommandLine cli = commandLine(out, err, args);
    int code = cli.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  /** The command tree with every subcommand, its streams, exit codes and error handlers. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    return commandLine(out, err, new String[0]);
  }

  /**
   * The command tree a command line needs: only the subcommand it names, when it names one
   * (picocli reads the annotations of every command it is given, about a tenth of a second for
   * all eleven); every subcommand for the root's help, completion and anything unknown.
   */
  static CommandLine commandLine(PrintWriter out, PrintWriter err, String[] commandLine) {
    CommandLine cli = new CommandLine(new RootCommand());
    String named = commandLine.length > 0 ? commandLine[0] : "";
    boolean one = RootCommand.SUBCOMMANDS.containsKey(named) && !named.equals("completion");
    RootCommand.SUBCOMMANDS.forEach((name, command) -> {
      if (!one || name.equals(named)) {
        cli.addSubcommand(name, command);
      }
    });
    cli.setOut(out);
    cli.setErr(err);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setExitCodeExceptionMapper(e -> ExitCode.INPUT_ERROR);
    cli.setParameterExceptionHandler((e, args) -> {
      CommandLine command = e.getCommandLine();
      command.getErr().println("hbase-advisor: " + e.getMessage());
      command.getErr().println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for more information.");
      return ExitCode.INPUT_ERROR;
    });
    cli.setExecutionExceptionHandler((e, command, parseResult) -> {
      if (e instanceof InputException input) {
        command.getErr().println(input.getMessage());
      } else {
        command.getErr().println("hbase-advisor: internal error: " + e);
        for (StackTraceElement element : e.getStackTrace()) {
          command.getErr().println("    at " + element);
        }
        command.getErr().println("Please report this with the input that caused it.");
      }
      command.getErr().flush();
      return ExitCode.INPUT_ERROR;
    });
    return cli;
  }
}
