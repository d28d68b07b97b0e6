package dev.hbaseadvisor.yaml;

/**
 * Text written as a YAML scalar that a YAML 1.2 loader reads back as the same text, whatever it
 * holds: a line break stays a line break (a plain single-quoted scalar folds it into a space) and
 * a control character becomes an escape (a loader refuses it raw).
 */
public final class YamlScalars {

  private YamlScalars() {}

  /** Single-quoted ({@code 'it''s'}) when every character may stand in it, else {@link #doubleQuoted}. */
  public static String quoted(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (needsEscape(text.charAt(i))) {
        return doubleQuoted(text);
      }
    }
    return "'" + text.replace("'", "''") + "'";
  }

  /** Double-quoted, with {@code \\}, {@code \"}, {@code \n}, {@code \t}, {@code \xNN} and {@code \}{@code uNNNN} escapes. */
  public static String doubleQuoted(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        default -> out.append(!needsEscape(c) ? String.valueOf(c)
            : c < 0x100 ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c));
      }
    }
    return out.append('"').toString();
  }

  /** Whether a character cannot stand as itself in a single-quoted scalar someone reads. */
  private static boolean needsEscape(char c) {
    return DisplayCharacters.isUnsafe(c) || c == 0xFEFF || c == 0xFFFE || c == 0xFFFF || Character.isSurrogate(c);
  }
}
