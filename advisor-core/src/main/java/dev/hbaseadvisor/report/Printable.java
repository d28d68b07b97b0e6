package dev.hbaseadvisor.report;

import dev.hbaseadvisor.yaml.DisplayCharacters;
import java.util.List;

/**
 * Text from a schema made safe for a terminal or a CI log: control characters (an ESC that
 * starts a sequence clearing the screen, a BEL, a C1 control) and the Unicode formatting
 * characters that reorder or break what a reader sees (bidirectional overrides and isolates,
 * line and paragraph separators) become {@code \x1B} or {@code \u202E}, as HBase's
 * {@code Bytes.toStringBinary} writes bytes it cannot print. Every text the command line writes,
 * to standard output, standard error or an {@code --output} file, passes through {@link #output}.
 */
public final class Printable {

  /** The terminal sequences the advisor writes itself (the colours of text findings), kept by {@link #output}. */
  private static final List<String> OWN_SEQUENCES = TextFindings.SEQUENCES;

  private Printable() {}

  /** One line: every unsafe character escaped, line breaks included. */
  public static String line(String text) {
    return escape(text, false, false);
  }

  /** A block of lines: line breaks and tabs kept, every other unsafe character escaped. */
  public static String block(String text) {
    return escape(text, true, false);
  }

  /**
   * What a command writes: line breaks, tabs and the advisor's own colour sequences kept, every
   * other unsafe character escaped; a line ends with {@code \n} on every platform (a {@code \r\n}
   * from {@code println} or {@code %n} under Windows' line separator becomes {@code \n}). The escapes are JSON escapes too ({@code \u0085} for a C1
   * control; JSON writers escape C0 controls themselves), so a JSON or SARIF document stays valid
   * and means the same.
   */
  public static String output(String text) {
    return escape(text, true, true);
  }

  private static String escape(String text, boolean keepLines, boolean keepOwnSequences) {
    if (text == null) {
      return null;
    }
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (keepOwnSequences && c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
        if (sb == null) {
          sb = new StringBuilder(text.length()).append(text, 0, i);
        }
        continue; // the line break that follows is kept
      }
      String own = keepOwnSequences && c == 0x1B ? ownSequenceAt(text, i) : null;
      boolean kept = !isUnsafe(c) || keepLines && (c == '\n' || c == '\t') || own != null;
      if (kept && sb == null) {
        if (own != null) {
          i += own.length() - 1;
        }
        continue;
      }
      if (sb == null) {
        sb = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (own != null) {
        sb.append(own);
        i += own.length() - 1;
      } else if (kept) {
        sb.append(c);
      } else {
        sb.append(hex(c));
      }
    }
    return sb == null ? text : sb.toString();
  }

  private static String ownSequenceAt(String text, int at) {
    for (String sequence : OWN_SEQUENCES) {
      if (text.startsWith(sequence, at)) {
        return sequence;
      }
    }
    return null;
  }

  /** Whether {@link #line} escapes a character ({@link DisplayCharacters}). */
  static boolean isUnsafe(char c) {
    return DisplayCharacters.isUnsafe(c);
  }

  /** {@code \xNN} for a C0 control, {@code \}{@code uNNNN} for any other character. */
  static String hex(char c) {
    return c < 0x20 ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c);
  }
}
