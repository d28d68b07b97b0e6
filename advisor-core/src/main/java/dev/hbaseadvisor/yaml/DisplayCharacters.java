package dev.hbaseadvisor.yaml;

/**
 * The characters no name may hold and no output may carry raw: C0 and C1 controls, DEL, the
 * bidirectional formatting characters that reorder what a reader sees (U+061C, U+200E, U+200F,
 * U+202A to U+202E, U+2066 to U+2069) and the line and paragraph separators (U+2028, U+2029).
 */
public final class DisplayCharacters {

  private DisplayCharacters() {}

  /** Whether a character is one of these. */
  public static boolean isUnsafe(char c) {
    return c < 0x20 || c >= 0x7F && c <= 0x9F || c == 0x061C || c == 0x200E || c == 0x200F
        || c >= 0x2028 && c <= 0x202E || c >= 0x2066 && c <= 0x2069;
  }

  /** The index of the first such character in the text, or -1. */
  public static int firstUnsafe(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (isUnsafe(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether a character breaks a line: a line feed or carriage return, NEL (U+0085), or a line
   * or paragraph separator. The one kind of character an output's escaping cannot neutralise in
   * a name: it cannot tell a line break the name brought from one it writes itself.
   */
  public static boolean isLineBreak(char c) {
    return c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029;
  }

  /** A character as Unicode writes it, {@code U+001B}. */
  public static String codePoint(char c) {
    return String.format("U+%04X", (int) c);
  }
}
