package dev.hbaseadvisor.maven;

import dev.hbaseadvisor.report.FindingsFormat;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The gating goals, {@code lint} and {@code diff}: the report in the build log, one report file
 * per configured format under {@code target/hbase-advisor/}, and a failed build when a finding or
 * change reaches {@code failOn}. Every report is written before the build fails, so CI can upload
 * the SARIF or JUnit file of a failed build.
 */
abstract class AbstractGateMojo extends AbstractSchemaMojo {

  /** Fail the build on a finding or change at this level or above: error, warning, info or never. */
  @Parameter(property = "hbase-advisor.failOn", defaultValue = "error")
  String failOn;

  /**
   * Report files to write besides the log: sarif ({@code <goal>.sarif}), junit
   * ({@code TEST-hbase-advisor-<goal>.xml}), json, github or text. Empty for none.
   */
  @Parameter(property = "hbase-advisor.formats", defaultValue = "sarif,junit")
  List<String> formats;

  /** Where the report files go. */
  @Parameter(property = "hbase-advisor.outputDirectory", defaultValue = "${project.build.directory}/hbase-advisor")
  File outputDirectory;

  /** The command line of the goal before its output options: {@code lint FILES --baseline B}. */
  abstract List<String> command(List<Path> schemas) throws MojoExecutionException;

  @Override
  final void execute(List<Path> schemas) throws MojoExecutionException, MojoFailureException {
    for (String format : formats()) {
      try {
        FindingsFormat.valueOf(format.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new MojoExecutionException("hbase-advisor " + goal() + ": unknown format '" + format + "' in <formats>; "
            + "use " + java.util.Arrays.toString(FindingsFormat.values()));
      }
    }
    List<String> command = command(schemas);
    List<String> options = List.of("--fail-on", failOn, "--color", "never");
    List<String> text = new ArrayList<>(command);
    text.addAll(options);
    CommandRun run = run(text);
    for (String format : formats()) {
      writeReport(command, format, run.exitCode());
    }
    check(run, "hbase-advisor " + goal() + ": " + (goal().equals("lint") ? "findings" : "changes")
        + " at or above '" + failOn + "' (listed above)");
  }

  private List<String> formats() {
    return formats == null ? List.of() : formats.stream().map(String::strip).filter(f -> !f.isEmpty()).toList();
  }

  /**
   * Runs the command once more with {@code --format F --output target/hbase-advisor/<file>}, after
   * deleting the previous build's report, so that CI never publishes a stale one.
   */
  private void writeReport(List<String> command, String format, int textExitCode) throws MojoExecutionException {
    Path file = outputDirectory.toPath().resolve(fileName(goal(), format));
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      throw new MojoExecutionException(display(file) + ": cannot replace: " + e.getMessage(), e);
    }
    List<String> args = new ArrayList<>(command);
    args.addAll(List.of("--format", format, "--fail-on", "never", "--color", "never", "--output", display(file)));
    CommandRun run = CommandRun.of(args);
    if (Files.exists(file)) {
      getLog().info("hbase-advisor " + goal() + ": wrote " + display(file));
    } else if (textExitCode > 1) {
      // The text run has reported the invalid input already.
      getLog().warn("hbase-advisor " + goal() + ": " + display(file) + " not written (invalid input)");
    } else {
      // The same input read fine a moment ago, so the trouble is the report file itself.
      CommandRun.lines(run.err(), getLog()::error);
      throw new MojoExecutionException("hbase-advisor " + goal() + ": could not write " + display(file));
    }
  }

  /** The report file of a goal in a format: {@code lint.sarif}, {@code TEST-hbase-advisor-lint.xml}. */
  static String fileName(String goal, String format) {
    return switch (format.toLowerCase(Locale.ROOT)) {
      case "junit" -> "TEST-hbase-advisor-" + goal + ".xml";
      case "sarif" -> goal + ".sarif";
      case "text" -> goal + ".txt";
      case "github" -> goal + ".github.txt";
      case "json" -> goal + ".json";
      default -> goal + "." + format.toLowerCase(Locale.ROOT) + ".json";
    };
  }
}
