package dev.hbaseadvisor.cli;

import java.util.List;

/**
 * Bad input the user can fix: one line per problem, each printed with its control characters
 * escaped (a line break inside a problem, from a name or a file name, cannot start a new line of
 * the log), and the command exits with 2.
 */
public final class InputException extends RuntimeException {

  private final List<String> lines;

  /** One problem. */
  public InputException(String message) {
    this(List.of(message));
  }

  /** Several problems, one a line. */
  public InputException(List<String> lines) {
    super(String.join("\n", lines));
    this.lines = List.copyOf(lines);
  }

  /** The problems, one a line, as they were given. */
  public List<String> lines() {
    return lines;
  }
}
