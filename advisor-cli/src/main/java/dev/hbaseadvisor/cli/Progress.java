package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.report.Printable;
import dev.hbaseadvisor.sim.SimulationListener;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress on standard error: on a terminal, a bar redrawn in place once a run has taken a
 * second; otherwise (a pipe, a CI log) one line per phase, with no times, so logs stay stable.
 * The bar needs a raw carriage return, which the command's neutralised standard error would
 * escape ({@link PrintableWriter}), so on a terminal it is drawn on the process's own standard
 * error, its label escaped here ({@link Printable#line}).
 */
final class Progress {

  private static final int BAR_WIDTH = 30;
  private static final long DELAY_NANOS = 1_000_000_000L;

  private final PrintWriter err;
  private final boolean terminal;

  Progress(PrintWriter err, boolean terminal) {
    this.err = err;
    this.terminal = terminal;
  }

  /** Progress for a command whose standard error is {@code err}: drawn as a bar when it is a terminal. */
  static Progress onStandardError(PrintWriter err) {
    return stderrIsTerminal()
        ? new Progress(new PrintWriter(new java.io.OutputStreamWriter(new java.io.FileOutputStream(
            java.io.FileDescriptor.err), java.nio.charset.StandardCharsets.UTF_8)), true)
        : new Progress(err, false);
  }

  /**
   * Whether standard error is a terminal. Java 17 can only tell whether standard input and
   * output both are ({@code System.console()}); on Linux {@code /proc/self/fd/2} also names the
   * terminal when standard output is redirected ({@code simulate ... > out.json}).
   */
  static boolean stderrIsTerminal() {
    if (System.console() != null) {
      return true;
    }
    try {
      String target = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  /** A listener for one run, its lines prefixed with {@code label}. */
  SimulationListener listener(String name) {
    String label = Printable.line(name);
    long started = System.nanoTime();
    return new SimulationListener() {
      private boolean drawn;

      @Override
      public void phase(String description) {
        if (!terminal) {
          err.println(label + ": " + description);
          err.flush();
        } else if (drawn && description.equals("summarising")) {
          err.print("\r" + " ".repeat(label.length() + BAR_WIDTH + 10) + "\r");
          err.flush();
          drawn = false;
        }
      }

      @Override
      public void progress(long done, long total) {
        if (!terminal || total == 0 || System.nanoTime() - started < DELAY_NANOS) {
          return;
        }
        int filled = (int) (BAR_WIDTH * done / total);
        err.print(String.format(Locale.ROOT, "\r%s [%s%s] %3d%%", label, "#".repeat(filled),
            ".".repeat(BAR_WIDTH - filled), 100 * done / total));
        err.flush();
        drawn = true;
      }
    };
  }
}
