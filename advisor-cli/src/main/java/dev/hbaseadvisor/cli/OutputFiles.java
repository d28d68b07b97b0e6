package dev.hbaseadvisor.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** Writes command output files whole or not at all, and never over one of the command's inputs. */
final class OutputFiles {

  private OutputFiles() {}

  /**
   * Refuses a target that is one of the inputs (the same file under any name).
   *
   * @throws InputException naming the clash
   */
  static void refuseInputs(Path target, List<Path> inputs) {
    Path absolute = target.toAbsolutePath().normalize();
    for (Path input : inputs) {
      if (input == null) {
        continue;
      }
      boolean same = absolute.equals(input.toAbsolutePath().normalize());
      try {
        same = same || Files.exists(target) && Files.exists(input) && Files.isSameFile(target, input);
      } catch (IOException e) {
        // unreadable: keep the path comparison
      }
      if (same) {
        throw new InputException(target + ": refusing to overwrite an input of this command (" + input
            + "); choose another --output");
      }
    }
  }

  /** Writes {@code text} to a temporary file beside {@code target}, then moves it into place. */
  static void writeAtomically(Path target, String text) {
    writeAtomically(target, out -> out.write(text));
  }

  /** What writes a file's text to a writer. */
  interface TextWriter {
    void writeTo(java.io.Writer out) throws IOException;
  }

  /**
   * Writes the text {@code text} streams (a million split keys need not be one String) to a
   * temporary file beside {@code target}, then moves it into place.
   */
  static void writeAtomically(Path target, TextWriter text) {
    Path dir = target.toAbsolutePath().getParent();
    Path temp = null;
    try {
      temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
      try (java.io.Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
        text.writeTo(out);
      }
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new InputException(target + ": cannot write: " + e.getMessage());
    } finally {
      if (temp != null) {
        try {
          Files.deleteIfExists(temp);
        } catch (IOException e) {
          // nothing more to do
        }
      }
    }
  }
}
