package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;

/** A construct of a shell definition that the reader cannot read, and where it stands in the file. */
final class ShellError extends RuntimeException {

  private final transient Position position;

  ShellError(ShellText text, int offset, String message) {
    this(text.position(offset), message);
  }

  ShellError(Position position, String message) {
    super(message, null, false, false);
    this.position = position;
  }

  /** Where the problem is in the file. */
  Position position() {
    return position;
  }
}
