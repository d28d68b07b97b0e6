package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits SQL text into {@link SqlToken}s, skipping {@code --} and {@code /* *}{@code /} comments
 * and white space, with the line and column of every token. Strings take {@code ''} for a quote,
 * double-quoted names {@code ""}, as in Phoenix's grammar ({@code PhoenixSQL.g}).
 */
final class SqlTokenizer {

  private static final String SYMBOLS = "(),.;=*+-/<>[]:?!|%";

  private final String text;
  private final DdlProblems problems;
  private int at;
  private int line = 1;
  private int lineStart;

  private SqlTokenizer(String text, DdlProblems problems) {
    this.text = text;
    this.problems = problems;
  }

  /** Every token of {@code text}, ending with an {@code END} token; unreadable text is reported. */
  static List<SqlToken> tokenize(String text, DdlProblems problems) {
    return new SqlTokenizer(text, problems).all();
  }

  private List<SqlToken> all() {
    List<SqlToken> tokens = new ArrayList<>();
    while (true) {
      skipSpaceAndComments();
      Position start = position();
      if (at >= text.length()) {
        tokens.add(new SqlToken(SqlToken.Kind.END, "", start));
        return tokens;
      }
      char c = text.charAt(at);
      if (Character.isLetter(c) || c == '_') {
        int from = at;
        while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_'
            || text.charAt(at) == '$' || text.charAt(at) == '#')) {
          at++;
        }
        tokens.add(new SqlToken(SqlToken.Kind.WORD, text.substring(from, at), start));
      } else if (Character.isDigit(c)) {
        int from = at;
        while (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '.')) {
          at++;
        }
        tokens.add(new SqlToken(SqlToken.Kind.NUMBER, text.substring(from, at), start));
      } else if (c == '\'' || c == '"') {
        String quoted = quoted(c, start);
        if (quoted == null) {
          tokens.add(new SqlToken(SqlToken.Kind.END, "", position()));
          return tokens;
        }
        tokens.add(new SqlToken(c == '\'' ? SqlToken.Kind.STRING : SqlToken.Kind.QUOTED_NAME, quoted, start));
      } else if (SYMBOLS.indexOf(c) >= 0) {
        at++;
        tokens.add(new SqlToken(SqlToken.Kind.SYMBOL, String.valueOf(c), start));
      } else {
        problems.add(start, "unexpected character '" + printable(c) + "'");
        at++;
      }
    }
  }

  /** The text between quotes, a doubled quote standing for one; null, reported, when it never ends. */
  private String quoted(char quote, Position start) {
    StringBuilder out = new StringBuilder();
    at++;
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == quote) {
        if (at + 1 < text.length() && text.charAt(at + 1) == quote) {
          out.append(quote);
          at += 2;
          continue;
        }
        at++;
        return out.toString();
      }
      advance();
      out.append(c);
    }
    problems.add(start, (quote == '\'' ? "string" : "quoted name") + " is not closed");
    return null;
  }

  private void skipSpaceAndComments() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (Character.isWhitespace(c)) {
        advance();
      } else if (text.startsWith("--", at)) {
        while (at < text.length() && text.charAt(at) != '\n') {
          at++;
        }
      } else if (text.startsWith("/*", at)) {
        Position start = position();
        int end = text.indexOf("*/", at + 2);
        int stop = end < 0 ? text.length() : end + 2;
        while (at < stop) {
          advance();
        }
        if (end < 0) {
          problems.add(start, "comment is not closed");
        }
      } else {
        return;
      }
    }
  }

  /** Moves past one character, counting lines. */
  private void advance() {
    if (text.charAt(at) == '\n') {
      line++;
      lineStart = at + 1;
    }
    at++;
  }

  private Position position() {
    return new Position(line, at - lineStart + 1);
  }

  private static String printable(char c) {
    return c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\u%04X", (int) c);
  }
}
