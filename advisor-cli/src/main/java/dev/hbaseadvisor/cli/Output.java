package dev.hbaseadvisor.cli;

import java.nio.file.Path;
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

  /** Whether to colour text: only on a terminal, and never when NO_COLOR is set (no-color.org). */
  static boolean colour(String mode, Path outputFile) {
    return switch (mode) {
      case "always" -> true;
      case "never" -> false;
      default -> outputFile == null && System.console() != null && System.getenv("NO_COLOR") == null;
    };
  }
}
