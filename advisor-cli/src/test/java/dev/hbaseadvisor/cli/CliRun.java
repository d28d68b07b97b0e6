package dev.hbaseadvisor.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

/** Runs the CLI in-process with captured streams, as PMD's {@code BaseCliTest} does. */
record CliRun(int exitCode, String out, String err) {

  static CliRun run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = AdvisorCli.mainWithoutExit(args, new PrintWriter(out), new PrintWriter(err));
    return new CliRun(code, out.toString(), err.toString());
  }

  static Path root() {
    return Path.of(System.getProperty("advisor.projectRoot", "..")).toAbsolutePath().normalize();
  }

  static String example(String name) {
    return root().resolve("examples").resolve(name).toString();
  }
}
