package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.yaml.SourceText;
import java.nio.file.Path;

/** Reads the text inputs of a command (configs, baselines) bounded, as the schema loader reads schemas. */
final class Inputs {

  private Inputs() {}

  /**
   * The text of {@code file}, at most {@link SourceText#MAX_BYTES} bytes of UTF-8.
   *
   * @throws InputException {@code file:line:column: cannot read <what>: ...}
   */
  static String read(Path file, String what) {
    try {
      return SourceText.read(file);
    } catch (SourceText.UnreadableException e) {
      throw new InputException(file + ":" + e.position() + ": " + what + ": " + e.getMessage());
    }
  }
}
