package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.report.Printable;
import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine;

/**
 * The {@code hbase-advisor} entry point: builds the command line and maps failures to exit codes.
 *
 * <p>Standard output is buffered (64 KiB; one {@code write(2)} per buffer, not per line) and
 * flushed at exit; a failed write ends the command with a message and exit code 2. Any throwable
 * a command does not expect, {@link OutOfMemoryError} included, ends with one line
 * {@code hbase-advisor: internal error: ...} and exit code 2; the stack trace is printed only when
 * the environment variable {@value #DEBUG_VARIABLE} is set.
 */
public final class AdvisorCli {

  /** The environment variable that asks for stack traces of internal errors. */
  public static final String DEBUG_VARIABLE = "HBASE_ADVISOR_DEBUG";

  private static final int STDOUT_BUFFER = 1 << 16;

  /**
   * The picocli system property naming, by regular expression, the types whose built-in
   * converters it does not register.
   */
  static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

  /**
   * The types of {@link #CONVERTER_EXCLUDES}: picocli registers their converters by reflection in
   * every command line it builds, loading the classes of java.sql and java.time at every start
   * (about 10 ms of CPU and half a MiB for {@code splits}); no option has such a type
   * ({@code FoundationCommandsTest} checks).
   */
  static final String UNUSED_CONVERTERS = "java\\.(sql|time)\\..*";

  private AdvisorCli() {}

  public static void main(String[] args) {
    skipUnusedConverters();
    System.exit(mainWithoutExit(args, stdoutWriter(StdoutStream.stdout()), new PrintWriter(System.err, true)));
  }

  /**
   * Sets {@link #CONVERTER_EXCLUDES} to {@link #UNUSED_CONVERTERS} unless it is set. Only for a JVM
   * that runs nothing but this tool (main, the CDS training): the property is global, and the Maven
   * plugin runs commands inside Maven's own JVM.
   */
  static void skipUnusedConverters() {
    if (System.getProperty(CONVERTER_EXCLUDES) == null) {
      System.setProperty(CONVERTER_EXCLUDES, UNUSED_CONVERTERS);
    }
  }

  /** Standard output as commands write it: UTF-8, buffered, flushed at exit, failures thrown. */
  static PrintWriter stdoutWriter(StdoutStream stream) {
    return new PrintWriter(new BufferedWriter(new OutputStreamWriter(
        new BufferedOutputStream(stream, STDOUT_BUFFER), StandardCharsets.UTF_8)), false);
  }

  /**
   * Runs a command line with the given streams and returns the exit code (for tests). Both
   * streams are wrapped in a {@link PrintableWriter}: whatever a command prints, no control or
   * bidirectional-formatting character reaches them raw.
   */
  public static int mainWithoutExit(String[] args, PrintWriter rawOut, PrintWriter rawErr) {
    PrintWriter out = PrintableWriter.over(rawOut, false);
    PrintWriter err = PrintableWriter.over(rawErr, true);
    String undecodable = undecodableArgument(args);
    if (undecodable != null) {
      err.println(undecodable);
      err.flush();
      return ExitCode.INPUT_ERROR;
    }
    AtomicBoolean outputFailed = new AtomicBoolean();
    int code;
    try {
      code = isVersion(args) ? version(out) : commandLine(out, err, outputFailed, args).execute(args);
    } catch (StdoutStream.Failure e) {
      return outputFailed(e, err);
    } catch (Throwable t) {
      code = internalError(t, err);
    }
    if (outputFailed.get()) {
      return code; // reported once; what is left in the buffer cannot be written either
    }
    try {
      out.flush();
    } catch (StdoutStream.Failure e) {
      return outputFailed(e, err);
    }
    if (out.checkError()) {
      err.println("hbase-advisor: cannot write to standard output");
      code = ExitCode.INPUT_ERROR;
    }
    err.flush();
    return code;
  }

  /**
   * The message for the first argument the JVM could not read as text in the locale's encoding
   * (it reads the bytes of {@code café.yaml} under {@code LC_ALL=C} as replacement characters, and
   * no file of that name can then be opened), or null when every argument is text.
   */
  static String undecodableArgument(String[] args) {
    for (int i = 0; i < args.length; i++) {
      if (args[i].indexOf('\uFFFD') >= 0) {
        return "hbase-advisor: argument " + (i + 1) + " ('" + args[i] + "') holds bytes that are not text in this"
            + " locale's encoding (" + System.getProperty("sun.jnu.encoding", "unknown") + ", from LC_ALL, LC_CTYPE"
            + " or LANG), so the file it names cannot be opened; run under a UTF-8 locale, such as LC_ALL=C.UTF-8";
      }
    }
    return null;
  }

  private static boolean isVersion(String[] args) {
    return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
  }

  /** The start-up floor of every command: what picocli prints for {@code --version}, without building it. */
  private static int version(PrintWriter out) {
    for (String line : new VersionProvider().getVersion()) {
      out.println(line);
    }
    return ExitCode.OK;
  }

  /** The command tree with every subcommand, its streams, exit codes and error handlers. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    return commandLine(out, err, new AtomicBoolean(), new String[0]);
  }

  /** {@link #commandLine(PrintWriter, PrintWriter)} with only what {@code commandLine} needs (for tests). */
  static CommandLine commandLine(PrintWriter out, PrintWriter err, String[] commandLine) {
    return commandLine(out, err, new AtomicBoolean(), commandLine);
  }

  /**
   * The command tree a command line needs: only the subcommand it names, when it names one
   * (picocli reads the annotations of every annotated command it is given, about a tenth of a
   * second for all of them); every subcommand for the root's help, completion and anything unknown.
   */
  private static CommandLine commandLine(PrintWriter out, PrintWriter err, AtomicBoolean outputFailed,
      String[] commandLine) {
    CommandLine cli = new CommandLine(RootCommand.commandSpec());
    RootCommand.Subcommand named = RootCommand.Subcommand.named(commandLine.length > 0 ? commandLine[0] : "");
    boolean one = named != null && named != RootCommand.Subcommand.COMPLETION;
    for (RootCommand.Subcommand subcommand : RootCommand.Subcommand.values()) {
      if (!one || subcommand == named) {
        cli.addSubcommand(subcommand.commandName(), subcommand.command());
      }
    }
    Handlers handlers = new Handlers(outputFailed);
    cli.setOut(out);
    cli.setErr(err);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    // A file named @x.yaml is a schema, not an argument file holding more arguments.
    cli.setExpandAtFiles(false);
    // Help in plain text: the streams escape terminal sequences other than the findings' colours.
    cli.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
    cli.setExitCodeExceptionMapper(handlers);
    cli.setExecutionStrategy(handlers);
    cli.setParameterExceptionHandler(handlers);
    cli.setExecutionExceptionHandler(handlers);
    return cli;
  }

  /**
   * The exit code of every failure, the execution strategy and the error messages, as one class:
   * as four lambdas they were four classes the JVM made at every start, since lambdas over
   * picocli's interfaces (Java 5 class files) cannot be kept in the CDS archive.
   */
  private static final class Handlers implements CommandLine.IExitCodeExceptionMapper,
      CommandLine.IExecutionStrategy, CommandLine.IParameterExceptionHandler,
      CommandLine.IExecutionExceptionHandler {

    private final AtomicBoolean outputFailed;

    Handlers(AtomicBoolean outputFailed) {
      this.outputFailed = outputFailed;
    }

    @Override
    public int getExitCode(Throwable exception) {
      return ExitCode.INPUT_ERROR;
    }

    @Override
    public int execute(CommandLine.ParseResult parsed) {
      return RootCommand.execute(parsed);
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
      CommandLine command = e.getCommandLine();
      command.getErr().println("hbase-advisor: " + Printable.line(e.getMessage()));
      command.getErr().println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for more information.");
      return ExitCode.INPUT_ERROR;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine command, CommandLine.ParseResult parseResult) {
      if (e instanceof InputException input) {
        input.lines().forEach(line -> command.getErr().println(Printable.line(line)));
        command.getErr().flush();
        return ExitCode.INPUT_ERROR;
      }
      if (e instanceof StdoutStream.Failure failure) {
        outputFailed.set(true);
        return outputFailed(failure, command.getErr());
      }
      return internalError(e, command.getErr());
    }
  }

  private static int outputFailed(StdoutStream.Failure e, PrintWriter err) {
    err.println("hbase-advisor: cannot write to standard output: " + e.getCause().getMessage());
    err.flush();
    return ExitCode.INPUT_ERROR;
  }

  /** One line for the user; the stack trace only when {@value #DEBUG_VARIABLE} asks for it. */
  static int internalError(Throwable t, PrintWriter err) {
    String what = t instanceof OutOfMemoryError
        ? "out of memory (" + t.getMessage() + "); the input needs more than the "
            + (Runtime.getRuntime().maxMemory() >> 20) + " MiB heap this JVM has"
        : t.toString().replaceAll("\\s+", " ");
    boolean debug = System.getenv(DEBUG_VARIABLE) != null;
    err.println("hbase-advisor: internal error: " + what
        + (debug ? "" : " (set " + DEBUG_VARIABLE + "=1 for the stack trace; please report it with the input)"));
    if (debug) {
      t.printStackTrace(err);
    }
    err.flush();
    return ExitCode.INPUT_ERROR;
  }
}
