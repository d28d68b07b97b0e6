package dev.hbaseadvisor.importer;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits HBase shell input into the tokens of the Ruby subset that shell scripts use: strings
 * with Ruby's quoting rules (in single quotes only {@code \\} and {@code \'} are escapes, so
 * {@code '\x00'} is four characters that the shell later reads with {@code Bytes.toBytesBinary};
 * in double quotes {@code "\x00"} is one character, as are {@code \n}, {@code \t}, {@code \0}, octal
 * {@code \NNN} and {@code \}{@code uNNNN}), integers, names, {@code =>} and punctuation, and line
 * ends. {@code #} starts a comment outside strings; a backslash at a line's end joins the lines.
 * The rules are those of the Ruby language reference ("Literals"); what is outside the subset
 * (interpolation, symbols, floats, ranges) is refused at its position.
 */
final class RubyTokens {

  /** What a token is. */
  enum Kind { STRING, INTEGER, NAME, ARROW, PUNCT, NEWLINE, END }

  /**
   * One token.
   *
   * @param kind what it is
   * @param text the name or punctuation, or the string's value
   * @param number an integer's value
   * @param start its first character's offset in the text
   * @param doubleQuoted for a string, whether it was in double quotes
   */
  record Token(Kind kind, String text, long number, int start, boolean doubleQuoted) {

    boolean is(String punct) {
      return (kind == Kind.PUNCT || kind == Kind.ARROW) && text.equals(punct);
    }

    /** How the token is named in a message. */
    String describe() {
      return switch (kind) {
        case STRING -> "the string '" + text + "'";
        case INTEGER -> "the number " + number;
        case NAME -> "'" + text + "'";
        case ARROW, PUNCT -> "'" + text + "'";
        case NEWLINE -> "the end of the line";
        case END -> "the end of the input";
      };
    }
  }

  private final ShellText source;
  private final String s;
  private int i;

  private RubyTokens(ShellText source) {
    this.source = source;
    this.s = source.text();
  }

  /** The tokens of a text, ending with one {@link Kind#END}. */
  static List<Token> of(ShellText source) {
    return new RubyTokens(source).all();
  }

  private List<Token> all() {
    List<Token> tokens = new ArrayList<>();
    while (true) {
      skipBlanks();
      if (i >= s.length()) {
        tokens.add(new Token(Kind.END, "", 0, s.length(), false));
        return tokens;
      }
      char c = s.charAt(i);
      int start = i;
      if (c == '\n' || c == ';') {
        i++;
        tokens.add(new Token(Kind.NEWLINE, String.valueOf(c), 0, start, false));
      } else if (c == '\'') {
        tokens.add(new Token(Kind.STRING, singleQuoted(), 0, start, false));
      } else if (c == '"') {
        tokens.add(new Token(Kind.STRING, doubleQuoted(), 0, start, true));
      } else if (isDigit(c) || (c == '-' && i + 1 < s.length() && isDigit(s.charAt(i + 1)))) {
        tokens.add(new Token(Kind.INTEGER, "", integer(), start, false));
      } else if (isNameStart(c)) {
        while (i < s.length() && isNamePart(s.charAt(i))) {
          i++;
        }
        tokens.add(new Token(Kind.NAME, s.substring(start, i), 0, start, false));
      } else if (s.startsWith("=>", i)) {
        i += 2;
        tokens.add(new Token(Kind.ARROW, "=>", 0, start, false));
      } else if ("{}[](),.=".indexOf(c) >= 0) {
        i++;
        tokens.add(new Token(Kind.PUNCT, String.valueOf(c), 0, start, false));
      } else if (c == ':' && i + 1 < s.length() && s.charAt(i + 1) == ':') {
        i += 2;
        tokens.add(new Token(Kind.PUNCT, "::", 0, start, false));
      } else if (c == ':') {
        throw new ShellError(source, i, "a Ruby symbol (:name) is not part of the shell subset the reader takes; "
            + "write the value as a 'string'");
      } else {
        throw new ShellError(source, i, "unexpected character '" + c + "' (the reader takes HBase shell commands: "
            + "names, 'strings', numbers, {hashes}, [arrays], =>, commas)");
      }
    }
  }

  private void skipBlanks() {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        i++;
      } else if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
        i += 2;
      } else if (c == '#') {
        while (i < s.length() && s.charAt(i) != '\n') {
          i++;
        }
      } else {
        return;
      }
    }
  }

  private String singleQuoted() {
    int open = i++;
    StringBuilder out = new StringBuilder();
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '\'') {
        i++;
        return out.toString();
      }
      if (c == '\\' && i + 1 < s.length() && (s.charAt(i + 1) == '\\' || s.charAt(i + 1) == '\'')) {
        out.append(s.charAt(i + 1));
        i += 2;
      } else {
        out.append(c);
        i++;
      }
    }
    throw new ShellError(source, open, "a string opened here is never closed");
  }

  private String doubleQuoted() {
    int open = i++;
    StringBuilder out = new StringBuilder();
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '"') {
        i++;
        return out.toString();
      }
      if (c == '#' && i + 1 < s.length() && "{$@".indexOf(s.charAt(i + 1)) >= 0) {
        throw new ShellError(source, i, "string interpolation (#{...}) is not part of the shell subset the reader "
            + "takes; write the value itself");
      }
      if (c != '\\') {
        out.append(c);
        i++;
        continue;
      }
      if (i + 1 >= s.length()) {
        break;
      }
      int escape = i;
      char e = s.charAt(i + 1);
      i += 2;
      switch (e) {
        case 'n' -> out.append('\n');
        case 't' -> out.append('\t');
        case 'r' -> out.append('\r');
        case 's' -> out.append(' ');
        case 'e' -> out.append((char) 0x1B);
        case 'a' -> out.append((char) 0x07);
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'v' -> out.append((char) 0x0B);
        case '\n' -> { }
        case 'x' -> out.append((char) digits(16, 2, escape, "\\x needs a hex digit"));
        case 'u' -> out.append((char) digits(16, 4, escape, "\\u needs four hex digits"));
        case '0', '1', '2', '3', '4', '5', '6', '7' -> {
          i--;
          out.append((char) (digits(8, 3, escape, "") & 0xFF));
        }
        default -> out.append(e);
      }
    }
    throw new ShellError(source, open, "a string opened here is never closed");
  }

  /** Up to {@code max} digits of a radix at {@code i} (at least one; exactly four for \\u). */
  private int digits(int radix, int max, int escape, String message) {
    int value = 0;
    int n = 0;
    while (n < max && i < s.length() && Character.digit(s.charAt(i), radix) >= 0) {
      value = value * radix + Character.digit(s.charAt(i), radix);
      i++;
      n++;
    }
    if (n == 0 || (radix == 16 && max == 4 && n != 4)) {
      throw new ShellError(source, escape, message);
    }
    return value;
  }

  private long integer() {
    int start = i;
    if (s.charAt(i) == '-') {
      i++;
    }
    int radix = 10;
    if (s.startsWith("0x", i) || s.startsWith("0X", i)) {
      radix = 16;
      i += 2;
    }
    StringBuilder digits = new StringBuilder();
    while (i < s.length() && (Character.digit(s.charAt(i), radix) >= 0 || s.charAt(i) == '_')) {
      if (s.charAt(i) != '_') {
        digits.append(s.charAt(i));
      }
      i++;
    }
    if (i < s.length() && (s.charAt(i) == '.' && i + 1 < s.length() && isDigit(s.charAt(i + 1))
        || isNameStart(s.charAt(i)))) {
      throw new ShellError(source, start, "'" + s.substring(start, Math.min(s.length(), i + 1))
          + "...' is not a whole number; the settings the reader imports take whole numbers");
    }
    try {
      long value = Long.parseLong(digits.toString(), radix);
      return s.charAt(start) == '-' ? -value : value;
    } catch (NumberFormatException e) {
      throw new ShellError(source, start, "the number '" + s.substring(start, i) + "' does not fit in 64 bits");
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isNameStart(char c) {
    return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  private static boolean isNamePart(char c) {
    return isNameStart(c) || isDigit(c) || c == '$' || c == '?' || c == '!';
  }
}
