package dev.hbaseadvisor.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;

/**
 * The training run of the build's AppCDS archive (advisor-cli's pom, {@code cds-archive}): runs
 * the short commands, in one JVM, over examples of the project, with their output
 * thrown away, so that the JVM started with {@code -XX:DumpLoadedClassList} lists the classes
 * they load for the static archive ({@code -Xshare:dump}). Not a command: nothing here is
 * user-visible, and whatever the commands return, the run ends normally. Its one argument is the
 * file that {@code splits -o} writes, in the build's target folder.
 */
final class CdsTraining {

  private CdsTraining() {}

  public static void main(String[] args) {
    AdvisorCli.skipUnusedConverters();
    PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
    for (String[] run : runs(args[0])) {
      int code = AdvisorCli.mainWithoutExit(run, nowhere, nowhere);
      System.out.println("cds training: " + String.join(" ", run) + " -> exit " + code);
    }
  }

  /**
   * The runs, in order. The archive lays classes out roughly in the order they were first loaded,
   * so the run that comes first finds its classes on the fewest pages (1.2 MiB less resident
   * memory for {@code splits} than when it came tenth): {@code splits} writing a file
   * comes first, the command measured against HBase's own RegionSplitter (docs/performance.md).
   * It runs twice, so that the second run replaces the file the first one made (OutputFiles, the
   * atomic replace).
   */
  private static List<String[]> runs(String splitsFile) {
    String[] splitsToFile = {"splits", "--algorithm", "hex", "--regions", "10", "--format", "file", "-o", splitsFile};
    return List.of(
        splitsToFile,
        splitsToFile,
        new String[] {"splits", "--algorithm", "hex", "--regions", "10", "--format", "file"},
        new String[] {"--help"},
        new String[] {"validate", "examples/log-data-timestamp-lead.yaml"},
        new String[] {"lint", "examples/log-data-timestamp-lead.yaml"},
        new String[] {"lint", "--format", "json", "examples/opentsdb-salted.yaml"},
        new String[] {"lint", "--format", "sarif", "examples/game-focus-md5.yaml"},
        new String[] {"rules"},
        new String[] {"rules", "monotonic-rowkey-lead"},
        new String[] {"keys", "examples/order-table-hashed-key.yaml", "--count", "20"},
        new String[] {"explain", "examples/log-data-timestamp-lead.yaml"},
        new String[] {"splits", "examples/opentsdb-salted.yaml"},
        new String[] {"diff", "examples/log-data-timestamp-lead.yaml", "examples/log-data-bucketed-timestamp.yaml"},
        new String[] {"simulate", "examples/log-data-timestamp-lead.yaml", "--ops", "20000"});
  }
}
