package dev.hbaseadvisor.yaml;

import java.util.HashSet;
import java.util.Set;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.events.AliasEvent;
import org.snakeyaml.engine.v2.events.NodeEvent;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.dataformat.yaml.YAMLFactory;
import tools.jackson.dataformat.yaml.YAMLParser;

/**
 * Reads one YAML document into a tree of {@link Node}s that remember their line and column,
 * using Jackson's streaming YAML parser so that positions come from the parser itself.
 *
 * <p>Input is bounded before the parser sees it ({@link SourceText#MAX_BYTES} characters, no
 * control characters), nesting is bounded by {@link #MAX_DEPTH}, and anchors, aliases, merge keys
 * and binary tags are refused at their position: a schema is plain data, and refusing them rules
 * out alias expansion bombs ({@code docs/schema-format.md}, "YAML").
 */
public final class YamlReader {

  /** The deepest nesting of maps and lists; a schema needs five levels. */
  public static final int MAX_DEPTH = 64;

  // YAML 1.2's core schema (its section 10.3), the one it recommends: `~`, `Null` and an empty value are null,
  // `True` a boolean, as in every YAML 1.1 reader; the JSON schema read `~` as the string "~".
  private static final YAMLFactory FACTORY = YAMLFactory.builder()
      .yamlSchema(tools.jackson.dataformat.yaml.YAMLSchema.CORE).build();

  private YamlReader() {}

  /** Parses text; an empty document gives an empty map at 1:1. */
  public static Node read(String text) throws YamlSyntaxException {
    if (text.length() > SourceText.MAX_BYTES) {
      throw new YamlSyntaxException("input too large (" + text.length() + " characters); inputs are limited to "
          + (SourceText.MAX_BYTES >> 20) + " MiB", Position.START);
    }
    checkCharacters(text);
    refuseAnchors(text);
    try (JsonParser parser = FACTORY.createParser(tools.jackson.core.ObjectReadContext.empty(), text)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        return new MapNode(Position.START, "");
      }
      Node root = readValue(parser, "", 0);
      if (parser.nextToken() != null) {
        throw new YamlSyntaxException("only one YAML document is allowed", position(parser.currentTokenLocation()));
      }
      return root;
    } catch (JacksonException e) {
      throw syntaxError(e);
    }
  }

  /** How SnakeYAML names a {@code %YAML} directive of a major version it refuses: its {@code Version.toString()}. */
  private static final java.util.regex.Pattern UNSUPPORTED_VERSION =
      java.util.regex.Pattern.compile("Version\\{major=(\\d+), minor=(\\d+)\\}");

  private static final java.util.regex.Pattern MARK =
      java.util.regex.Pattern.compile("\\s*in .*, line (\\d+), column (\\d+):?");

  /**
   * SnakeYAML reports a problem as "context / in ..., line L, column C / excerpt / problem / in
   * ..., line L, column C"; the problem and its mark are what the user must fix.
   */
  private static YamlSyntaxException syntaxError(JacksonException e) {
    String message = e.getOriginalMessage();
    String context = null;
    Position contextAt = null;
    String problem = null;
    Position problemAt = null;
    String pending = null;
    for (String line : message.split("\n")) {
      java.util.regex.Matcher mark = MARK.matcher(line);
      if (mark.matches()) {
        Position at = new Position(Integer.parseInt(mark.group(1)), Integer.parseInt(mark.group(2)));
        if (pending != null) {
          if (problem != null) {
            context = problem;
            contextAt = problemAt;
          }
          problem = pending;
          problemAt = at;
          pending = null;
        }
      } else if (!line.isBlank() && !line.startsWith(" ")) {
        if (pending != null && problem == null) {
          context = pending;
        }
        pending = line.strip();
      }
    }
    if (pending != null) {
      if (problem != null) {
        context = problem;
        contextAt = problemAt;
      }
      problem = pending;
      problemAt = null;
    }
    if (problem == null) {
      problem = firstLine(message);
    }
    if (problemAt == null) {
      TokenStreamLocation location = e.getLocation();
      problemAt = location == null ? Position.START : position(location);
    }
    java.util.regex.Matcher version = UNSUPPORTED_VERSION.matcher(problem);
    if (version.matches()) {
      problem = "%YAML " + version.group(1) + "." + version.group(2) + " is not a YAML version this reader knows;"
          + " write %YAML 1.2 or leave the line out";
    }
    String text = "YAML syntax error: " + withoutApiNames(problem);
    if (context != null && !context.equals(problem)) {
      text += " (" + context + (contextAt != null ? " started at " + contextAt : "") + ")";
    }
    return new YamlSyntaxException(text, problemAt);
  }

  /** Drops the Java API a limit comes from ("from `StreamReadConstraints...`"): users set no such thing. */
  public static String withoutApiNames(String message) {
    return message.replaceAll(",? from `[^`]*`", "");
  }

  /**
   * Refuses the characters YAML 1.2 does not allow in a stream (section 5.1: C0 controls but tab,
   * line feed and carriage return; DEL; C1 controls but NEL; U+FFFE and U+FFFF), at their position,
   * before the parser reports them without one; and a byte order mark anywhere but at the start
   * (section 5.2: "A BOM must not appear inside a document"), which an editor does not show and
   * which made a key such as {@code rowkey} unknown without a visible difference.
   */
  private static void checkCharacters(String text) throws YamlSyntaxException {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean allowed = c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c <= 0x7E) || c == 0x85
          || (c >= 0xA0 && c <= 0xFFFD);
      if (c == 0xFEFF && i > 0) {
        throw new YamlSyntaxException("a byte order mark (U+FEFF) may only begin the file; this one, inside it,"
            + " is invisible in most editors: delete it", SourceText.positionAfter(text.subSequence(0, i)));
      }
      if (!allowed) {
        String name = c == 0 ? "NUL character" : "control character";
        throw new YamlSyntaxException(String.format("%s U+%04X is not allowed in YAML; write it as an escape"
            + " such as \"\\x%02X\" inside double quotes", name, (int) c, c & 0xFF),
            SourceText.positionAfter(text.subSequence(0, i)));
      }
    }
  }

  private static String firstLine(String message) {
    String trimmed = message.strip();
    int newline = trimmed.indexOf('\n');
    return newline < 0 ? trimmed : trimmed.substring(0, newline).strip();
  }

  private static Node readValue(JsonParser parser, String path, int depth) throws YamlSyntaxException {
    Position position = position(parser.currentTokenLocation());
    JsonToken token = parser.currentToken();
    refuseAnchorsAndAliases(parser, position);
    if ((token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) && depth >= MAX_DEPTH) {
      throw new YamlSyntaxException("maps and lists are nested more than " + MAX_DEPTH + " levels deep",
          position);
    }
    switch (token) {
      case START_OBJECT -> {
        MapNode map = new MapNode(position, path);
        Set<String> seen = new HashSet<>();
        while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
          String key = parser.currentName();
          Position keyPosition = position(parser.currentTokenLocation());
          if (!seen.add(key)) {
            throw new YamlSyntaxException("duplicate key '" + key + "'", keyPosition);
          }
          if (key.equals("<<")) {
            throw new YamlSyntaxException("YAML merge keys (<<) are not supported; write the keys out", keyPosition);
          }
          parser.nextToken();
          Node value = readValue(parser, path.isEmpty() ? key : path + "." + key, depth + 1);
          map.put(new MapNode.Entry(key, keyPosition, value));
        }
        return map;
      }
      case START_ARRAY -> {
        ListNode list = new ListNode(position, path);
        int index = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          list.add(readValue(parser, path + "[" + index++ + "]", depth + 1));
        }
        return list;
      }
      case VALUE_STRING -> {
        return new ScalarNode(parser.getString(), position, path);
      }
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
        return new ScalarNode(number(parser, position), position, path);
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return new ScalarNode(token == JsonToken.VALUE_TRUE, position, path);
      }
      case VALUE_NULL -> {
        return new ScalarNode(null, position, path);
      }
      case VALUE_EMBEDDED_OBJECT -> throw new YamlSyntaxException(
          "binary values (!!binary) are not supported; write bytes as text with \\x escapes", position);
      default -> throw new YamlSyntaxException("unsupported YAML construct", position);
    }
  }

  /** The number at the current token; a number the parser refuses is reported at its own position. */
  private static Object number(JsonParser parser, Position position) throws YamlSyntaxException {
    try {
      if (parser.currentToken() == JsonToken.VALUE_NUMBER_FLOAT) {
        return parser.getDoubleValue();
      }
      return switch (parser.getNumberType()) {
        case INT, LONG -> parser.getLongValue();
        default -> parser.getBigIntegerValue();
      };
    } catch (JacksonException e) {
      throw new YamlSyntaxException("YAML syntax error: " + withoutApiNames(firstLine(e.getOriginalMessage())),
          position);
    }
  }

  /**
   * Finds anchors and aliases with SnakeYAML's own event parser, which reports them on scalars
   * too (Jackson exposes only those on maps and lists) and an alias used as a key; run only when
   * the text holds an {@code &} or a {@code *}. A syntax error is left for the main parse to report.
   */
  private static void refuseAnchors(String text) throws YamlSyntaxException {
    if (text.indexOf('&') < 0 && text.indexOf('*') < 0) {
      return;
    }
    LoadSettings settings = LoadSettings.builder().build();
    ParserImpl events = new ParserImpl(settings, new StreamReader(settings, text));
    try {
      while (events.hasNext()) {
        if (events.next() instanceof NodeEvent node && node.getAnchor().isPresent()) {
          Position at = node.getStartMark().map(m -> new Position(m.getLine() + 1, m.getColumn() + 1))
              .orElse(Position.START);
          String name = node.getAnchor().get().getValue();
          throw new YamlSyntaxException("YAML anchors and aliases are not supported: found "
              + (node instanceof AliasEvent ? "alias *" : "anchor &") + name + "; write the value out", at);
        }
      }
    } catch (YamlEngineException e) {
      // not well-formed: the main parse reports it with its position
    }
  }

  private static void refuseAnchorsAndAliases(JsonParser parser, Position position) throws YamlSyntaxException {
    if (parser instanceof YAMLParser yaml) {
      if (yaml.isCurrentAlias()) {
        throw new YamlSyntaxException("YAML anchors and aliases are not supported: found alias *"
            + parser.getString() + "; write the value out", position);
      }
      if (yaml.getObjectId() != null) {
        throw new YamlSyntaxException("YAML anchors and aliases are not supported: found anchor &"
            + yaml.getObjectId() + "; write the value out", position);
      }
    }
  }

  private static Position position(TokenStreamLocation location) {
    return new Position(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
  }
}
