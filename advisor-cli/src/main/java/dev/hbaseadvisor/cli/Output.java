package dev.hbaseadvisor.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Sends a command's output to standard output or, with {@code --output F}, to a file through
 * {@link OutputFiles}: whole or not at all, and never over one of the command's inputs.
 */
final class Output {

  private Output() {}

  static void write(String text, Path file, List<Path> inputs, java.io.PrintWriter stdout) {
    if (file == null) {
      stdout.print(text);
      stdout.flush();
      return;
    }
    OutputFiles.write(file, text, inputs);
  }

  /**
   * Sends what {@code content} writes to standard output or, with {@code --output F}, to the file
   * (whole or not at all) as it is made, never holding it as one string.
   */
  static void write(OutputFiles.TextContent content, Path file, List<Path> inputs, java.io.PrintWriter stdout) {
    if (file == null) {
      try {
        content.writeTo(stdout);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e); // a PrintWriter does not throw: its stream's Failure does
      }
      stdout.flush();
      return;
    }
    OutputFiles.writeStreamed(file, inputs, content);
  }

  /** The environment variable naming the file of GitHub's job summary for the current step. */
  static final String STEP_SUMMARY = "GITHUB_STEP_SUMMARY";

  /**
   * Appends Markdown to GitHub's job summary when the run is a GitHub Actions step (the runner
   * names the file in {@value #STEP_SUMMARY}), in one write; elsewhere does nothing.
   */
  static void appendStepSummary(String markdown) {
    String file = System.getenv(STEP_SUMMARY);
    if (file == null || file.isEmpty()) {
      return;
    }
    try {
      Files.writeString(Path.of(file), markdown + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new InputException(file + ":1:1: cannot append the job summary (" + STEP_SUMMARY + "): " + e.getMessage());
    }
  }

  /** Whether to colour text: only on a terminal, and never when NO_COLOR is set (no-color.org). */
  static boolean colour(String mode, Path outputFile) {
    return switch (mode) {
      case "always" -> true;
      case "never" -> false;
      default -> outputFile == null && System.console() != null && System.getenv("NO_COLOR") == null;
    };
  }
}
