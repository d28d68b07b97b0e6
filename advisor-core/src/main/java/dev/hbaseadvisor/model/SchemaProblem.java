package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.Position;

/**
 * One reason a schema file cannot be loaded, printed as {@code file:line:column: message}.
 *
 * @param file the file as the user named it
 * @param position where the problem is
 * @param message what is wrong and, where possible, what was meant
 */
public record SchemaProblem(String file, Position position, String message) {

  @Override
  public String toString() {
    return file + ":" + position.line() + ":" + position.column() + ": " + message;
  }
}
