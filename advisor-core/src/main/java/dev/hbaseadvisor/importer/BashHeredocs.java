package dev.hbaseadvisor.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The HBase shell input of a bash script that feeds {@code hbase shell} through a heredoc
 * ({@code exec "$HBASE_HOME/bin/hbase" shell <<EOF ... EOF}, as OpenTSDB's
 * {@code src/create_table.sh} does) or an echo ({@code echo "create '$T', 'f'" | hbase shell}), with the script's {@code $VARIABLES} replaced by the values
 * the script gives them: {@code VAR=${VAR-'tsdb'}} (the default when the environment does not set
 * it), {@code VAR='x'}, {@code VAR=x}, and the upper-casing idiom {@code VAR=`echo "$VAR" | tr a-z A-Z`}.
 * A variable the script gives no such value is reported where the heredoc uses it. Bash expands
 * {@code $NAME} and {@code ${NAME}} in a heredoc whose delimiter is unquoted and nothing in a quoted
 * one ({@code <<'EOF'}), as the bash manual's "Here Documents" says.
 */
final class BashHeredocs {

  /** The line that starts a heredoc feeding the HBase shell. */
  private static final Pattern START = Pattern.compile("hbase\\S*\\s+shell\\b[^<\\n]*<<(-?)\\s*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\\2");
  /** An {@code echo} of a quoted string at a line's start (what follows is checked by {@link #PIPE}). */
  private static final Pattern ECHO = Pattern.compile("(?m)^[ \\t]*echo[ \\t]+(['\"])");
  /** The rest of the line after the echoed string: a pipe into {@code hbase shell}. */
  private static final Pattern PIPE = Pattern.compile("[ \\t]*\\|.*\\bhbase\\S*[ \\t]+shell\\b.*");
  private static final Pattern ASSIGNMENT =
      Pattern.compile("^[ \\t]*(?:export[ \\t]+)?([A-Za-z_][A-Za-z0-9_]*)=(\\S.*?|)[ \\t]*(?:#.*)?$", Pattern.MULTILINE);
  private static final Pattern DEFAULT = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*):?[-=](.*)\\}");
  private static final Pattern UPPER =
      Pattern.compile("(?:`|\\$\\()echo \"?\\$\\{?([A-Za-z_][A-Za-z0-9_]*)\\}?\"? \\| tr a-z A-Z(?:`|\\))");

  private BashHeredocs() {}

  /** Whether the text is a bash script that feeds the HBase shell through a heredoc or an echo. */
  static boolean isScript(String file) {
    return START.matcher(file).find() || echo(file, 0) != null;
  }

  /** The shell input of every heredoc and echo that feeds the HBase shell, in the script's order. */
  static List<ShellText> inputs(String file) {
    List<ShellText> inputs = new ArrayList<>();
    ShellText whole = ShellText.of(file);
    int from = 0;
    while (true) {
      Matcher start = START.matcher(file);
      boolean heredoc = start.find(from);
      int[] echo = echo(file, from);
      if (!heredoc && echo == null) {
        return inputs;
      }
      if (heredoc && (echo == null || start.start() < echo[0])) {
        from = heredoc(file, whole, start, inputs);
      } else {
        ShellText.Builder body = whole.builder();
        Map<String, Assignment> variables = assignments(file.substring(0, echo[0]));
        if (file.charAt(echo[1] - 1) == '\'') {
          body.copy(echo[1], echo[2]);
        } else {
          substitute(file, echo[1], echo[2], variables, body, true);
        }
        inputs.add(body.build());
        from = echo[3];
      }
    }
  }

  /**
   * The next {@code echo "..." | ... hbase shell} from {@code from}: the offsets of the line's start,
   * the string's first character, its closing quote and the line's end; or null.
   */
  private static int[] echo(String file, int from) {
    Matcher m = ECHO.matcher(file);
    while (m.find(from)) {
      char quote = file.charAt(m.end() - 1);
      int close = m.end();
      while (close < file.length() && file.charAt(close) != quote) {
        close += quote == '"' && file.charAt(close) == '\\' ? 2 : 1;
      }
      int eol = file.indexOf('\n', Math.min(close, file.length()));
      eol = eol < 0 ? file.length() : eol;
      if (close < file.length() && PIPE.matcher(file.substring(close + 1, eol)).matches()) {
        return new int[] {m.start(), m.end(), close, eol};
      }
      from = m.end();
    }
    return null;
  }

  /** Reads the heredoc that {@code start} found into {@code inputs}; returns the offset after it. */
  private static int heredoc(String file, ShellText whole, Matcher start, List<ShellText> inputs) {
    boolean tabs = !start.group(1).isEmpty();
    boolean quoted = !start.group(2).isEmpty();
    String delimiter = start.group(3);
    int bodyStart = file.indexOf('\n', start.end());
    if (bodyStart < 0) {
      return file.length();
    }
    bodyStart++;
    Map<String, Assignment> variables = assignments(file.substring(0, start.start()));
    ShellText.Builder body = whole.builder();
    int line = bodyStart;
    int end = file.length();
    while (line < file.length()) {
      int eol = file.indexOf('\n', line);
      int lineEnd = eol < 0 ? file.length() : eol;
      String text = file.substring(line, lineEnd);
      if ((tabs ? text.replaceFirst("^\\t+", "") : text).equals(delimiter)) {
        end = eol < 0 ? file.length() : eol + 1;
        break;
      }
      if (quoted) {
        body.copy(line, lineEnd);
      } else {
        substitute(file, line, lineEnd, variables, body, false);
      }
      if (eol >= 0) {
        body.append('\n', eol);
      }
      line = lineEnd + 1;
      end = file.length();
    }
    inputs.add(body.build());
    return end;
  }

  /** A variable's assignment: the text after {@code =} and where it starts. */
  private record Assignment(String value, int at) {}

  private static Map<String, Assignment> assignments(String script) {
    Map<String, Assignment> variables = new HashMap<>();
    Matcher m = ASSIGNMENT.matcher(script);
    while (m.find()) {
      variables.put(m.group(1), new Assignment(m.group(2), m.start(2)));
    }
    return variables;
  }

  /**
   * Copies heredoc or double-quoted text, replacing {@code $NAME} and {@code ${NAME}}; a backslash
   * escapes {@code $}, {@code `}, a backslash and, in double quotes, {@code "}.
   */
  private static void substitute(String file, int from, int to, Map<String, Assignment> variables,
      ShellText.Builder out, boolean doubleQuoted) {
    int i = from;
    while (i < to) {
      char c = file.charAt(i);
      if (c == '\\' && i + 1 < to && (file.charAt(i + 1) == '$' || file.charAt(i + 1) == '\\'
          || file.charAt(i + 1) == '`' || (doubleQuoted && file.charAt(i + 1) == '"'))) {
        out.append(file.charAt(i + 1), i + 1);
        i += 2;
      } else if (c == '`' || (c == '$' && i + 1 < to && file.charAt(i + 1) == '(')) {
        throw error(file, i, "a command substitution in the heredoc: the reader runs no commands; write its output instead");
      } else if (c == '$' && i + 1 < to && "0123456789@*#?".indexOf(file.charAt(i + 1)) >= 0) {
        throw error(file, i, "$" + file.charAt(i + 1) + " is set when the script runs (a parameter of the script or "
            + "the shell), so the reader cannot know it; write the value itself");
      } else if (c == '$' && i + 1 < to && file.charAt(i + 1) == '{') {
        int close = file.indexOf('}', i);
        if (close < 0 || close >= to) {
          throw error(file, i, "an unclosed ${ in the heredoc");
        }
        out.insert(value(file, file.substring(i, close + 1), i, variables, 0), i);
        i = close + 1;
      } else if (c == '$' && i + 1 < to && isNameStart(file.charAt(i + 1))) {
        int end = i + 1;
        while (end < to && isNamePart(file.charAt(end))) {
          end++;
        }
        out.insert(value(file, file.substring(i, end), i, variables, 0), i);
        i = end;
      } else {
        out.append(c, i);
        i++;
      }
    }
  }

  /** The value of a {@code $NAME}, {@code ${NAME}} or {@code ${NAME-default}} at {@code at}. */
  private static String value(String file, String reference, int at, Map<String, Assignment> variables, int depth) {
    if (depth > 16) {
      throw error(file, at, "variables that refer to each other more than 16 deep");
    }
    Matcher withDefault = DEFAULT.matcher(reference);
    if (withDefault.matches()) {
      return variables.containsKey(withDefault.group(1))
          ? value(file, "$" + withDefault.group(1), at, variables, depth + 1)
          : word(file, withDefault.group(2), at, variables, depth + 1);
    }
    String name = reference.startsWith("${") ? reference.substring(2, reference.length() - 1)
        : reference.substring(1);
    if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
      throw error(file, at, "'" + reference + "' is not a variable reference the reader can expand");
    }
    Assignment assignment = variables.get(name);
    if (assignment == null) {
      throw error(file, at, "variable $" + name + " has no value in the script (no " + name
          + "=... line before the heredoc); give it a default there, such as " + name + "=${" + name + "-'value'}");
    }
    String rhs = assignment.value();
    Matcher upper = UPPER.matcher(rhs);
    if (upper.matches()) {
      Map<String, Assignment> before = new HashMap<>(variables);
      before.put(name, earlier(file, name, assignment.at()));
      return value(file, "$" + upper.group(1), assignment.at(), before, depth + 1).toUpperCase(Locale.ROOT);
    }
    Matcher selfDefault = DEFAULT.matcher(rhs);
    if (selfDefault.matches()) {
      return word(file, selfDefault.group(2), assignment.at(), variables, depth + 1);
    }
    return word(file, rhs, assignment.at(), variables, depth + 1);
  }

  /** The assignment of {@code name} before the one at {@code at}, for {@code X=`echo "$X" | ...`}. */
  private static Assignment earlier(String file, String name, int at) {
    Map<String, Assignment> before = assignments(file.substring(0, file.lastIndexOf('\n', at) + 1));
    Assignment a = before.get(name);
    if (a == null) {
      throw error(file, at, "variable $" + name + " is upper-cased before the script gives it a value");
    }
    return a;
  }

  /** A bash word: {@code 'literal'}, {@code "text with $VARS"} or bare text with {@code $VARS}. */
  private static String word(String file, String word, int at, Map<String, Assignment> variables, int depth) {
    if (word.length() >= 2 && word.startsWith("'") && word.endsWith("'")) {
      return word.substring(1, word.length() - 1);
    }
    String inner = word.length() >= 2 && word.startsWith("\"") && word.endsWith("\"")
        ? word.substring(1, word.length() - 1) : word;
    boolean bare = inner.length() == word.length();
    if (inner.contains("`") || inner.contains("$(") || inner.contains("'") || inner.contains("\"")
        || (bare && inner.matches(".*\\s.*"))) {
      throw error(file, at, "the value '" + word + "' is not one the reader can evaluate (it takes 'text', \"text\", "
          + "bare text and ${VAR-default}); write the value itself");
    }
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < inner.length()) {
      char c = inner.charAt(i);
      if (c == '$' && i + 1 < inner.length() && inner.charAt(i + 1) == '{') {
        int close = inner.indexOf('}', i);
        if (close < 0) {
          throw error(file, at, "an unclosed ${ in '" + word + "'");
        }
        out.append(value(file, inner.substring(i, close + 1), at, variables, depth + 1));
        i = close + 1;
      } else if (c == '$' && i + 1 < inner.length() && isNameStart(inner.charAt(i + 1))) {
        int end = i + 1;
        while (end < inner.length() && isNamePart(inner.charAt(end))) {
          end++;
        }
        out.append(value(file, inner.substring(i, end), at, variables, depth + 1));
        i = end;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private static boolean isNameStart(char c) {
    return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  private static boolean isNamePart(char c) {
    return isNameStart(c) || (c >= '0' && c <= '9');
  }

  private static ShellError error(String file, int at, String message) {
    return new ShellError(ShellText.of(file), at, message);
  }
}
