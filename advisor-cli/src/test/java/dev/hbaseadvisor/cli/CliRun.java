package dev.hbaseadvisor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
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

  /** Copies every example schema into {@code folder} (created), as a repository would hold them. */
  static void copyExamples(Path folder) throws IOException {
    Files.createDirectories(folder);
    try (var examples = Files.list(root().resolve("examples"))) {
      for (Path example : examples.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
        Files.copy(example, folder.resolve(example.getFileName()));
      }
    }
  }

  static String example(String name) {
    return root().resolve("examples").resolve(name).toString();
  }
}
