package dev.hbaseadvisor.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What every goal shares: the schema files (a folder with include and exclude patterns), the
 * {@code skip} switch, and running a command line in-process with its output in the build log.
 */
abstract class AbstractSchemaMojo extends AbstractMojo {

  /** The project being built. */
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  /** The folder holding the schema files. */
  @Parameter(property = "hbase-advisor.schemaDirectory", defaultValue = "${project.basedir}/src/main/hbase")
  File schemaDirectory;

  /** Ant-style patterns, relative to {@code schemaDirectory}, of the schema files (default: every *.yaml and *.yml). */
  @Parameter
  List<String> includes;

  /** Ant-style patterns of files under {@code schemaDirectory} that are not schemas. */
  @Parameter
  List<String> excludes;

  /** Skips the goal. */
  @Parameter(property = "hbase-advisor.skip", defaultValue = "false")
  boolean skip;

  /** The goal's name, for messages: {@code lint}, {@code diff}, {@code splits}. */
  abstract String goal();

  /** Runs the goal over the schema files. */
  abstract void execute(List<Path> schemas) throws MojoExecutionException, MojoFailureException;

  @Override
  public final void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("hbase-advisor " + goal() + ": skipped");
      return;
    }
    List<Path> schemas;
    try {
      schemas = SchemaFiles.select(schemaDirectory, includes, excludes);
    } catch (IOException e) {
      throw new MojoExecutionException(schemaDirectory + ": cannot read folder: " + e.getMessage(), e);
    }
    if (schemas.isEmpty()) {
      // A gate that finds nothing to check must say so, not pass quietly.
      throw new MojoFailureException("hbase-advisor " + goal() + ": no schema files under " + display(
          schemaDirectory.toPath()) + " (includes " + (includes == null || includes.isEmpty()
          ? SchemaFiles.DEFAULT_INCLUDES : includes) + "); set <schemaDirectory>, <includes>, or <skip>");
    }
    execute(schemas);
  }

  /** The paths as arguments: relative to the directory Maven runs in when they lie under it, as a user would type them. */
  static List<String> arguments(List<Path> paths) {
    List<String> args = new ArrayList<>();
    paths.forEach(p -> args.add(display(p)));
    return args;
  }

  /** A path relative to the working directory when under it, else absolute. */
  static String display(Path path) {
    Path absolute = path.toAbsolutePath().normalize();
    Path cwd = Path.of("").toAbsolutePath();
    return absolute.startsWith(cwd) && !absolute.equals(cwd) ? cwd.relativize(absolute).toString() : absolute.toString();
  }

  /** A finding's first line in the text report: {@code file:line:column  severity  rule  message}. */
  private static final Pattern FINDING = Pattern.compile("^\\S.*:\\d+:\\d+\\s+(error|warning|info)\\s");

  /** The report's summary line: {@code 1 error, 2 warnings, 0 info in 3 files}. */
  private static final Pattern SUMMARY = Pattern.compile("\\d+ errors?, \\d+ warnings?, \\d+ info in \\d+ files?");

  /**
   * Runs a command line in-process and logs its output at the level of what each line says: a
   * finding, with its fix lines, at error, warning or info by its severity; the summary at error
   * when the command failed, else info; standard error at error for invalid input (exit 2).
   */
  CommandRun run(List<String> args) {
    getLog().debug("running " + String.join(" ", args));
    CommandRun run = CommandRun.of(args);
    Consumer<CharSequence> level = getLog()::info;
    for (String line : run.out().lines().toList()) {
      Matcher finding = FINDING.matcher(line);
      if (finding.find()) {
        level = switch (finding.group(1)) {
          case "error" -> getLog()::error;
          case "warning" -> getLog()::warn;
          default -> getLog()::info;
        };
      } else if (!line.startsWith(" ")) {
        level = run.exitCode() != 0 && SUMMARY.matcher(line).matches() ? getLog()::error : getLog()::info;
      }
      level.accept(line);
    }
    run.err().lines().forEach(line -> {
      if (run.exitCode() > 1) {
        getLog().error(line);
      } else if (line.contains("warning: ")) {
        getLog().warn(line);
      } else {
        getLog().info(line);
      }
    });
    return run;
  }

  /** Turns a command's exit code into the build's outcome. */
  static void check(CommandRun run, String failure) throws MojoFailureException {
    switch (run.exitCode()) {
      case 0 -> { }
      case 1 -> throw new MojoFailureException(failure);
      default -> throw new MojoFailureException(run.err().isBlank()
          ? run.commandLine() + " failed with exit code " + run.exitCode() : run.err().strip());
    }
  }
}
