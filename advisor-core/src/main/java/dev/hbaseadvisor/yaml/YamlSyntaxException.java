package dev.hbaseadvisor.yaml;

/** A file that is not well-formed YAML, with the position the YAML parser stopped at. */
public final class YamlSyntaxException extends Exception {

  private final Position position;

  public YamlSyntaxException(String message, Position position) {
    super(message);
    this.position = position;
  }

  /** Where the parser found the problem. */
  public Position position() {
    return position;
  }
}
