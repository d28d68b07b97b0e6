package dev.hbaseadvisor.maven;

import dev.hbaseadvisor.cli.AdvisorCli;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.function.Consumer;

/**
 * One {@code hbase-advisor} command line run in the build's own JVM, through the same entry point
 * as the launcher ({@link AdvisorCli#mainWithoutExit}), with its exit code and captured output.
 *
 * @param args the command line
 * @param exitCode 0 success, 1 findings at or above the failure level, 2 bad input
 * @param out what the command wrote to standard output
 * @param err what it wrote to standard error
 */
record CommandRun(List<String> args, int exitCode, String out, String err) {

  /** Runs a command line and captures its streams. */
  static CommandRun of(List<String> args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = AdvisorCli.mainWithoutExit(args.toArray(String[]::new), new PrintWriter(out, true),
        new PrintWriter(err, true));
    return new CommandRun(List.copyOf(args), code, out.toString(), err.toString());
  }

  /** Sends each line of {@code text} to {@code log}. */
  static void lines(String text, Consumer<CharSequence> log) {
    text.lines().forEach(log);
  }

  /** The command line as a user would type it, for messages. */
  String commandLine() {
    return "hbase-advisor " + String.join(" ", args);
  }
}
