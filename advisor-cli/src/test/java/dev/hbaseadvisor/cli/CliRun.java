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

  /** Writes {@code text} as {@code folder/schema.yaml} and runs {@code command} on it with the options. */
  static CliRun onSchema(Path folder, String text, String command, String... options) {
    Path schema = folder.resolve("schema.yaml");
    try {
      java.nio.file.Files.writeString(schema, text);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    String[] args = new String[options.length + 2];
    args[0] = command;
    args[1] = schema.toString();
    System.arraycopy(options, 0, args, 2, options.length);
    return run(args);
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
