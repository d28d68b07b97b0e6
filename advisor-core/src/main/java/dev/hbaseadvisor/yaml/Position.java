package dev.hbaseadvisor.yaml;

/** A 1-based line and column in a source file. */
public record Position(int line, int column) implements Comparable<Position> {

  /** The position used when nothing better is known: the start of the file. */
  public static final Position START = new Position(1, 1);

  @Override
  public int compareTo(Position other) {
    return line != other.line ? Integer.compare(line, other.line) : Integer.compare(column, other.column);
  }

  @Override
  public String toString() {
    return line + ":" + column;
  }
}
