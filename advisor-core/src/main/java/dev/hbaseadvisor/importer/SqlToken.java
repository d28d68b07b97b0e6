package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.Locale;

/**
 * One token of SQL text: a word (keyword or unquoted name), a double-quoted name, a single-quoted
 * string, a number, a symbol, or the end of the text.
 *
 * @param kind what the token is
 * @param text the word as written, the name or string without its quotes, the number's digits,
 *     the symbol's characters; empty at the end
 * @param position where the token starts
 */
record SqlToken(Kind kind, String text, Position position) {

  /** The kinds of token. */
  enum Kind { WORD, QUOTED_NAME, STRING, NUMBER, SYMBOL, END }

  /** Whether this is the keyword (or unquoted word) {@code word}, case-insensitively. */
  boolean is(String word) {
    return kind == Kind.WORD && text.equalsIgnoreCase(word);
  }

  /** Whether this is the symbol {@code symbol}. */
  boolean isSymbol(String symbol) {
    return kind == Kind.SYMBOL && text.equals(symbol);
  }

  /**
   * The name this token stands for, as Phoenix normalizes it: an unquoted word in upper case, a
   * quoted name as written ({@code SchemaUtil.normalizeIdentifier}).
   */
  String name() {
    return kind == Kind.WORD ? text.toUpperCase(Locale.ROOT) : text;
  }

  /** The token as a problem message quotes it. */
  String describe() {
    return switch (kind) {
      case END -> "the end of the file";
      case STRING -> "'" + text + "'";
      case QUOTED_NAME -> "\"" + text + "\"";
      default -> "'" + text + "'";
    };
  }
}
