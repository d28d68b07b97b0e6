package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.importer.RubyTokens.Kind;
import dev.hbaseadvisor.importer.RubyTokens.Token;
import dev.hbaseadvisor.model.SchemaProblem;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parses HBase shell input into commands: {@code name arg, arg, KEY => value, ...} with or without
 * parentheses, one per line or separated by {@code ;}, a line continued after a comma, an
 * {@code =>} or inside brackets; local variables assigned a literal ({@code splits = ['a', 'b']})
 * and used later; the last argument's braces may be left out, as Ruby allows. A command that
 * cannot be read is reported and the parser carries on with the next one.
 */
final class RubyParser {

  /**
   * One shell command.
   *
   * @param name the command, such as {@code create}
   * @param args its arguments, an implicit trailing hash as one {@link RubyValue.Hash}
   * @param at where the command's name stands
   */
  record Command(String name, List<RubyValue> args, Position at) {}

  /** Methods of HBase's {@code Bytes} a script may call on a string literal. */
  private static final Set<String> BYTES_METHODS = Set.of("toBytes", "toBytesBinary");

  private final ShellText source;
  private final List<Token> tokens;
  private final Map<String, RubyValue> variables;
  private final List<SchemaProblem> problems;
  private final String fileName;
  private int p;

  private RubyParser(ShellText source, Map<String, RubyValue> variables, String fileName, List<SchemaProblem> problems) {
    this.source = source;
    this.tokens = RubyTokens.of(source);
    this.variables = variables;
    this.fileName = fileName;
    this.problems = problems;
  }

  /**
   * The commands of a text; problems are added to {@code problems}. Variables assigned in one
   * text are seen by the texts parsed after it with the same map.
   */
  static List<Command> commands(ShellText source, Map<String, RubyValue> variables, String fileName,
      List<SchemaProblem> problems) {
    RubyParser parser;
    try {
      parser = new RubyParser(source, variables, fileName, problems);
    } catch (ShellError e) {
      problems.add(new SchemaProblem(fileName, e.position(), e.getMessage()));
      return List.of();
    }
    return parser.commands();
  }

  /** One hash written alone, such as a {@code describe} row {@code {NAME => 'f', ...}}. */
  static RubyValue.Hash hash(ShellText source, String fileName, List<SchemaProblem> problems) {
    try {
      RubyParser parser = new RubyParser(source, new HashMap<>(), fileName, problems);
      parser.skipNewlines();
      RubyValue value = parser.value();
      parser.skipNewlines();
      if (!(value instanceof RubyValue.Hash hash)) {
        throw new ShellError(source, 0, "expected a {hash}, found " + value.describe());
      }
      if (parser.peek().kind() != Kind.END) {
        throw parser.unexpected("after the hash");
      }
      return hash;
    } catch (ShellError e) {
      problems.add(new SchemaProblem(fileName, e.position(), e.getMessage()));
      return null;
    }
  }

  private List<Command> commands() {
    List<Command> commands = new ArrayList<>();
    while (true) {
      skipNewlines();
      if (peek().kind() == Kind.END) {
        return commands;
      }
      int start = p;
      try {
        Command command = statement();
        if (command != null) {
          commands.add(command);
        }
      } catch (ShellError e) {
        problems.add(new SchemaProblem(fileName, e.position(), e.getMessage()));
        recover(start);
      }
    }
  }

  /** Skips to the end of the statement that started at {@code start}: the first line end outside brackets. */
  private void recover(int start) {
    int depth = 0;
    int failed = p;
    p = start;
    while (peek().kind() != Kind.END) {
      Token t = next();
      if (t.is("{") || t.is("[") || t.is("(")) {
        depth++;
      } else if (t.is("}") || t.is("]") || t.is(")")) {
        depth--;
      } else if (t.kind() == Kind.NEWLINE && depth <= 0 && p > failed) {
        return;
      }
    }
  }

  private Command statement() {
    Token name = next();
    if (name.kind() != Kind.NAME) {
      p--;
      throw unexpected("where a command should start");
    }
    if (peek().is("=") && !peek().is("=>")) {
      next();
      skipNewlines();
      variables.put(name.text(), value());
      endOfStatement();
      return null;
    }
    List<RubyValue> args = new ArrayList<>();
    if (peek().is("(") && peek().start() == name.start() + name.text().length()) {
      next();
      skipNewlines();
      if (!peek().is(")")) {
        arguments(args, ")");
      }
      skipNewlines();
      expect(")");
    } else if (peek().kind() != Kind.NEWLINE && peek().kind() != Kind.END) {
      arguments(args, null);
    }
    endOfStatement();
    return new Command(name.text(), args, source.position(name.start()));
  }

  private void arguments(List<RubyValue> args, String close) {
    while (true) {
      RubyValue value = value();
      if (peek().kind() == Kind.ARROW) {
        args.add(implicitHash(value));
        return;
      }
      args.add(value);
      if (!peek().is(",")) {
        return;
      }
      next();
      skipNewlines();
      if (close != null && peek().is(close)) {
        return;
      }
    }
  }

  /** The braces-less hash that ends an argument list, starting with its first key. */
  private RubyValue.Hash implicitHash(RubyValue firstKey) {
    List<RubyValue.Entry> entries = new ArrayList<>();
    RubyValue key = firstKey;
    while (true) {
      expect("=>");
      skipNewlines();
      entries.add(new RubyValue.Entry(keyText(key), key.at(), value()));
      if (!peek().is(",")) {
        return new RubyValue.Hash(entries, firstKey.at());
      }
      next();
      skipNewlines();
      if (peek().is(")")) {
        return new RubyValue.Hash(entries, firstKey.at());
      }
      key = value();
    }
  }

  private void endOfStatement() {
    Token t = peek();
    if (t.kind() != Kind.NEWLINE && t.kind() != Kind.END) {
      throw unexpected("after the command's arguments (a missing comma?)");
    }
  }

  private RubyValue value() {
    Token t = next();
    Position at = source.position(t.start());
    switch (t.kind()) {
      case STRING:
        return new RubyValue.Str(t.text(), at, false);
      case INTEGER:
        return new RubyValue.Int(t.number(), at);
      case NAME:
        return name(t, at);
      case PUNCT:
        if (t.is("[")) {
          return array(at);
        }
        if (t.is("{")) {
          return hash(at);
        }
        if (t.is("(")) {
          skipNewlines();
          RubyValue inner = value();
          skipNewlines();
          expect(")");
          return inner;
        }
        break;
      default:
        break;
    }
    p--;
    throw unexpected("where a value should be");
  }

  private RubyValue name(Token t, Position at) {
    String name = t.text();
    if (peek().is(".") || peek().is("::")) {
      return call(t, at);
    }
    switch (name) {
      case "true":
        return new RubyValue.Bool(true, at);
      case "false":
        return new RubyValue.Bool(false, at);
      case "nil":
        return new RubyValue.Nil(at);
      default:
        break;
    }
    RubyValue variable = variables.get(name);
    if (variable != null) {
      return variable;
    }
    if (Character.isUpperCase(name.charAt(0)) && name.equals(name.toUpperCase(java.util.Locale.ROOT))) {
      return new RubyValue.Str(name, at, true);
    }
    throw new ShellError(source, t.start(), "'" + name + "' is neither a shell constant nor a variable assigned "
        + "earlier in the file");
  }

  /** {@code Bytes.toBytes('x')} and {@code org.apache.hadoop.hbase.util.Bytes.toBytesBinary('x')}: the string's bytes. */
  private RubyValue call(Token first, Position at) {
    StringBuilder chain = new StringBuilder(first.text());
    String last = first.text();
    while (peek().is(".") || peek().is("::")) {
      chain.append(next().text());
      Token name = next();
      if (name.kind() != Kind.NAME) {
        p--;
        throw unexpected("after '" + chain + "'");
      }
      chain.append(name.text());
      last = name.text();
    }
    if (!(chain.toString().endsWith("Bytes." + last) || chain.toString().endsWith("Bytes::" + last))
        || !BYTES_METHODS.contains(last) || !peek().is("(")) {
      throw new ShellError(source, first.start(), "'" + chain + "' is a method call the reader does not evaluate "
          + "(it takes Bytes.toBytes('text') and Bytes.toBytesBinary('text')); write the value itself");
    }
    next();
    RubyValue argument = value();
    expect(")");
    if (!(argument instanceof RubyValue.Str str)) {
      throw new ShellError(source, first.start(), chain + " of " + argument.describe()
          + ": the reader evaluates it on a string only");
    }
    String text = last.equals("toBytes")
        ? new String(str.value().getBytes(java.nio.charset.StandardCharsets.UTF_8),
            java.nio.charset.StandardCharsets.ISO_8859_1)
        .replace("\\", "\\x5C") : str.value();
    return new RubyValue.Str(text, at, false);
  }

  private RubyValue.Arr array(Position at) {
    List<RubyValue> items = new ArrayList<>();
    skipNewlines();
    while (!peek().is("]")) {
      items.add(value());
      skipNewlines();
      if (!peek().is(",")) {
        break;
      }
      next();
      skipNewlines();
    }
    expect("]");
    return new RubyValue.Arr(items, at);
  }

  private RubyValue.Hash hash(Position at) {
    List<RubyValue.Entry> entries = new ArrayList<>();
    skipNewlines();
    while (!peek().is("}")) {
      RubyValue key;
      if (peek().kind() == Kind.NAME && tokens.get(p + 1).kind() == Kind.ARROW) {
        Token name = next();
        key = new RubyValue.Str(name.text(), source.position(name.start()), true);
      } else {
        key = value();
      }
      skipNewlines();
      expect("=>");
      skipNewlines();
      entries.add(new RubyValue.Entry(keyText(key), key.at(), value()));
      skipNewlines();
      if (!peek().is(",")) {
        break;
      }
      next();
      skipNewlines();
    }
    expect("}");
    return new RubyValue.Hash(entries, at);
  }

  private String keyText(RubyValue key) {
    if (key instanceof RubyValue.Str s) {
      return s.value();
    }
    throw new ShellError(key.at(), "a hash key must be a name or a string, found " + key.describe());
  }

  private void expect(String punct) {
    if (!peek().is(punct)) {
      throw unexpected("where '" + punct + "' should be");
    }
    next();
  }

  private void skipNewlines() {
    while (peek().kind() == Kind.NEWLINE) {
      p++;
    }
  }

  private Token peek() {
    return tokens.get(p);
  }

  private Token next() {
    Token t = tokens.get(p);
    if (t.kind() != Kind.END) {
      p++;
    }
    return t;
  }

  private ShellError unexpected(String where) {
    Token t = peek();
    return new ShellError(source, t.start(), "unexpected " + t.describe() + " " + where);
  }
}
