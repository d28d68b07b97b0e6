package dev.hbaseadvisor.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the build's AppCDS archive (advisor-cli's pom, {@code cds-archive}): runs
 * the short commands once each, in one JVM, over examples of the project, with their output
 * thrown away, so that the JVM started with {@code -XX:DumpLoadedClassList} lists the classes
 * they load for the static archive ({@code -Xshare:dump}). Not a command: nothing here is
 * user-visible, and whatever the commands return, the run ends normally. Its one argument is the
 * file that {@code splits -o} writes, in the build's target folder.
 */
final class CdsTraining {

  private static final List<String[]> RUNS = List.of(
      new String[] {"--help"},
      new String[] {"validate", "examples/log-data-timestamp-lead.yaml"},
      new String[] {"lint", "examples/log-data-timestamp-lead.yaml"},
      new String[] {"lint", "--format", "json", "examples/opentsdb-salted.yaml"},
      new String[] {"lint", "--format", "sarif", "examples/game-focus-md5.yaml"},
      new String[] {"rules"},
      new String[] {"rules", "monotonic-rowkey-lead"},
      new String[] {"keys", "examples/order-table-hashed-key.yaml", "--count", "20"},
      new String[] {"explain", "examples/log-data-timestamp-lead.yaml"},
      new String[] {"splits", "--algorithm", "hex", "--regions", "10", "--format", "file"},
      new String[] {"splits", "examples/opentsdb-salted.yaml"},
      new String[] {"diff", "examples/log-data-timestamp-lead.yaml", "examples/log-data-bucketed-timestamp.yaml"},
      new String[] {"simulate", "examples/log-data-timestamp-lead.yaml", "--ops", "20000"});

  private CdsTraining() {}

  public static void main(String[] args) {
    PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
    List<String[]> runs = new ArrayList<>(RUNS);
    // Writing a file loads what writing to standard output does not (OutputFiles, the atomic
    // replace); twice, so that the second run replaces the file the first one made.
    String[] splitsToFile = {"splits", "--algorithm", "hex", "--regions", "10", "--format", "file", "-o", args[0]};
    runs.add(splitsToFile);
    runs.add(splitsToFile);
    for (String[] run : runs) {
      int code = AdvisorCli.mainWithoutExit(run, nowhere, nowhere);
      System.out.println("cds training: " + String.join(" ", run) + " -> exit " + code);
    }
  }
}
