package dev.hbaseadvisor.report;

/**
 * Text from a schema made safe for a terminal or a CI log: control characters (an ESC that
 * starts a sequence clearing the screen, a BEL, a C1 control) become {@code \x1B}, as HBase's
 * {@code Bytes.toStringBinary} writes bytes it cannot print.
 */
public final class Printable {

  private Printable() {}

  /** One line: every control character escaped, line breaks included. */
  public static String line(String text) {
    return escape(text, false);
  }

  /** A block of lines: line breaks and tabs kept, every other control character escaped. */
  public static String block(String text) {
    return escape(text, true);
  }

  private static String escape(String text, boolean keepLines) {
    if (text == null) {
      return null;
    }
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean kept = !isControl(c) || keepLines && (c == '\n' || c == '\t');
      if (kept && sb == null) {
        continue;
      }
      if (sb == null) {
        sb = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (kept) {
        sb.append(c);
      } else {
        sb.append(hex(c));
      }
    }
    return sb == null ? text : sb.toString();
  }

  /** Whether a character is a C0 or C1 control or DEL. */
  static boolean isControl(char c) {
    return c < 0x20 || c >= 0x7F && c <= 0x9F;
  }

  /** {@code \xNN} for a character below 256, {@code \}{@code uNNNN} above. */
  static String hex(char c) {
    return c < 0x100 ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c);
  }
}
