package dev.hbaseadvisor.yaml;

import java.util.HashSet;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.dataformat.yaml.YAMLFactory;

/**
 * Reads one YAML document into a tree of {@link Node}s that remember their line and column,
 * using Jackson's streaming YAML parser so that positions come from the parser itself.
 */
public final class YamlReader {

  private static final YAMLFactory FACTORY = YAMLFactory.builder().build();

  private YamlReader() {}

  /** Parses text; an empty document gives an empty map at 1:1. */
  public static Node read(String text) throws YamlSyntaxException {
    try (JsonParser parser = FACTORY.createParser(tools.jackson.core.ObjectReadContext.empty(), text)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        return new MapNode(Position.START, "");
      }
      Node root = readValue(parser, "");
      if (parser.nextToken() != null) {
        throw new YamlSyntaxException("only one YAML document is allowed", position(parser.currentTokenLocation()));
      }
      return root;
    } catch (JacksonException e) {
      throw syntaxError(e);
    }
  }

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
    String text = "YAML syntax error: " + problem;
    if (context != null && !context.equals(problem)) {
      text += " (" + context + (contextAt != null ? " started at " + contextAt : "") + ")";
    }
    return new YamlSyntaxException(text, problemAt);
  }

  private static String firstLine(String message) {
    String trimmed = message.strip();
    int newline = trimmed.indexOf('\n');
    return newline < 0 ? trimmed : trimmed.substring(0, newline).strip();
  }

  private static Node readValue(JsonParser parser, String path) throws YamlSyntaxException {
    Position position = position(parser.currentTokenLocation());
    JsonToken token = parser.currentToken();
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
          parser.nextToken();
          Node value = readValue(parser, path.isEmpty() ? key : path + "." + key);
          map.put(new MapNode.Entry(key, keyPosition, value));
        }
        return map;
      }
      case START_ARRAY -> {
        ListNode list = new ListNode(position, path);
        int index = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          list.add(readValue(parser, path + "[" + index++ + "]"));
        }
        return list;
      }
      case VALUE_STRING -> {
        return new ScalarNode(parser.getString(), position, path);
      }
      case VALUE_NUMBER_INT -> {
        return new ScalarNode(switch (parser.getNumberType()) {
          case INT, LONG -> parser.getLongValue();
          default -> parser.getBigIntegerValue();
        }, position, path);
      }
      case VALUE_NUMBER_FLOAT -> {
        return new ScalarNode(parser.getDoubleValue(), position, path);
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return new ScalarNode(token == JsonToken.VALUE_TRUE, position, path);
      }
      case VALUE_NULL -> {
        return new ScalarNode(null, position, path);
      }
      default -> throw new YamlSyntaxException("unsupported YAML construct " + token, position);
    }
  }

  private static Position position(TokenStreamLocation location) {
    return new Position(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
  }
}
