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
    CommandLine cli = commandLine(out, err);
    int code = cli.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  /** The command tree with its streams, exit codes and error handlers. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new RootCommand());
    cli.setOut(out);
    cli.setErr(err);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setExitCodeExceptionMapper(e -> ExitCode.INPUT_ERROR);
    cli.setExecutionStrategy(RootCommand::execute);
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
