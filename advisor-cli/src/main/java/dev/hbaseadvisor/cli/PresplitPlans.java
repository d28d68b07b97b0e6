package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.PresplitProblem;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitException;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.splits.SplitRequest;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The pre-split plan of {@code splits} and {@code apply}, one path for both: the plan computed
 * once, its warnings printed and its fatal problems refused, each behind its place in the schema
 * or the option that gave it; and the names that the shell and Java outputs use.
 */
final class PresplitPlans {

  private PresplitPlans() {}

  /**
   * The plan of a request; warnings go to {@code err}, fatal problems (and an unreadable key file)
   * become one {@link InputException}.
   *
   * @param command the command's name, for messages without a place
   * @param locate the {@code place: } prefix of a problem
   */
  static PresplitPlan plan(String command, TableSchema schema, SplitRequest request,
      Function<PresplitProblem, String> locate, PrintWriter err) {
    PresplitPlan plan;
    try {
      plan = Presplits.plan(schema, request);
    } catch (PresplitException e) {
      report(e.problems(), locate, err);
      throw new IllegalStateException("a plan refused without a fatal problem", e);
    } catch (SplitException e) {
      throw new InputException("hbase-advisor " + command + ": " + e.getMessage());
    }
    report(plan.warnings(), locate, err);
    return plan;
  }

  /** Prints the warnings, then fails with the fatal problems. */
  private static void report(List<PresplitProblem> problems, Function<PresplitProblem, String> locate,
      PrintWriter err) {
    List<String> fatal = new ArrayList<>();
    for (PresplitProblem problem : problems) {
      String line = locate.apply(problem) + (problem.fatal() ? "" : "warning: ") + problem.message();
      if (problem.fatal()) {
        fatal.add(line);
      } else {
        err.println(line);
      }
    }
    if (!fatal.isEmpty()) {
      throw new InputException(fatal);
    }
  }

  /** {@code file:line:column: } of a problem's path in the schema. */
  static String inSchema(Path file, TableSchema schema, PresplitProblem problem) {
    return file + ":" + schema.locate(problem.path()) + ": ";
  }

  /**
   * The names in generated code: the schema file's name for banners, and, with an output file,
   * the Java class and the {@code SPLITS_FILE} named after it; without one, the class named after
   * the table and {@code <table>-splits.txt}.
   */
  static SplitOutput.Options options(Path file, TableSchema schema, Path output, String packageName) {
    String schemaName = file == null ? null : file.getFileName().toString();
    String className = null;
    String splitsFile = null;
    if (output != null) {
      String name = output.getFileName().toString();
      int dot = name.lastIndexOf('.');
      String base = dot > 0 ? name.substring(0, dot) : name;
      if (name.endsWith(".java")) {
        className = base; // a Java file's public class takes its name: SplitOutput refuses one that cannot
      }
      splitsFile = base + "-splits.txt";
    } else if (schema != null) {
      splitsFile = SplitOutput.splitsFileName(schema, new SplitOutput.Options(null, null, null));
    }
    return new SplitOutput.Options(schemaName, className, splitsFile, packageName);
  }
}
