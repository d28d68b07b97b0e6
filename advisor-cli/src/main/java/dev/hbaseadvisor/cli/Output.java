package dev.hbaseadvisor.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes a command's output to standard output or, with {@code --output F}, to a file: whole or
 * not at all (a temporary file moved into place), and never over one of the command's inputs.
 */
final class Output {

  private Output() {}

  static void write(String text, Path file, List<Path> inputs, PrintWriter stdout) {
    if (file == null) {
      stdout.print(text);
      stdout.flush();
      return;
    }
    Path target = file.toAbsolutePath().normalize();
    for (Path input : inputs) {
      if (input.toAbsolutePath().normalize().equals(target)) {
        throw new InputException(file + ":1:1: refusing to write output over an input file");
      }
    }
    Path folder = target.getParent();
    try {
      Files.createDirectories(folder);
      Path temp = Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
      try {
        Files.writeString(temp, text, StandardCharsets.UTF_8);
        try {
          Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
      } finally {
        Files.deleteIfExists(temp);
      }
    } catch (IOException e) {
      throw new InputException(file + ":1:1: cannot write: " + e.getMessage());
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
