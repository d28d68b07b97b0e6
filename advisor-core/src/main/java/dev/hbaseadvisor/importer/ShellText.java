package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.Arrays;

/**
 * Text that the HBase shell would read, with where each of its characters stands in the file the
 * user gave: a heredoc body after the bash script's {@code $VARIABLES} are substituted, or a
 * {@code describe} row whose wrapped lines are joined. A problem found in it is reported at the
 * file's own line and column.
 */
final class ShellText {

  private final String text;
  private final int[] origin;
  private final int[] lineStarts;

  private ShellText(String text, int[] origin, int[] lineStarts) {
    this.text = text;
    this.origin = origin;
    this.lineStarts = lineStarts;
  }

  /** The whole file, each character at its own place. */
  static ShellText of(String file) {
    int[] identity = new int[file.length()];
    for (int i = 0; i < identity.length; i++) {
      identity[i] = i;
    }
    return new ShellText(file, identity, lineStarts(file));
  }

  /** A builder of text made of this text's characters, which keep their places in the file. */
  Builder builder() {
    return new Builder(this);
  }

  private static int[] lineStarts(String file) {
    int lines = 1;
    for (int i = 0; i < file.length(); i++) {
      if (file.charAt(i) == '\n') {
        lines++;
      }
    }
    int[] starts = new int[lines];
    int line = 1;
    for (int i = 0; i < file.length(); i++) {
      if (file.charAt(i) == '\n') {
        starts[line++] = i + 1;
      }
    }
    return starts;
  }

  /** The text the shell reads. */
  String text() {
    return text;
  }

  /** The file's line and column of the character at {@code offset} (the text's end maps after its last character). */
  Position position(int offset) {
    int source;
    if (offset < origin.length) {
      source = origin[offset];
    } else {
      source = origin.length == 0 ? 0 : origin[origin.length - 1] + 1;
    }
    int line = Arrays.binarySearch(lineStarts, source);
    if (line < 0) {
      line = -line - 2;
    }
    return new Position(line + 1, source - lineStarts[line] + 1);
  }

  /** Builds a text from pieces of another, remembering the file offset of every character. */
  static final class Builder {

    private final ShellText base;
    private final StringBuilder text = new StringBuilder();
    private int[] origin = new int[64];

    private Builder(ShellText base) {
      this.base = base;
    }

    /** Appends the base text's characters {@code from} (inclusive) to {@code to} (exclusive). */
    Builder copy(int from, int to) {
      for (int i = from; i < to; i++) {
        append(base.text.charAt(i), i);
      }
      return this;
    }

    /** Appends text that stands for the base text's character at {@code at} (a substituted variable). */
    Builder insert(String value, int at) {
      for (int i = 0; i < value.length(); i++) {
        append(value.charAt(i), at);
      }
      return this;
    }

    /** Appends one character standing for the base text's character at {@code at}. */
    Builder append(char c, int at) {
      if (text.length() == origin.length) {
        origin = Arrays.copyOf(origin, origin.length * 2);
      }
      origin[text.length()] = at < base.origin.length ? base.origin[at]
          : base.origin.length == 0 ? 0 : base.origin[base.origin.length - 1] + 1;
      text.append(c);
      return this;
    }

    ShellText build() {
      return new ShellText(text.toString(), Arrays.copyOf(origin, text.length()), base.lineStarts);
    }
  }
}
