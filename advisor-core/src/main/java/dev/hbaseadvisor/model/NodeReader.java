package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.DisplayCharacters;
import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.ScalarNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Typed reads of YAML values that record a problem, with its position, instead of failing; the
 * loader then carries on, so one run reports every mistake in a file.
 */
final class NodeReader {

  /**
   * The most problems a file reports: past them one more line says how many were left out. A
   * 2 MiB file of 150,000 unknown keys printed 150,000 lines in 31 s (docs/limits.md).
   */
  static final int MAX_PROBLEMS = 100;

  private final String file;
  private final List<SchemaProblem> problems = new ArrayList<>();

  NodeReader(String file) {
    this.file = file;
  }

  /**
   * The problems in order of position: the first {@link #MAX_PROBLEMS}, and then, at the next
   * one's position, a line that counts the rest.
   */
  List<SchemaProblem> problems() {
    problems.sort(Comparator.comparing(SchemaProblem::position));
    if (problems.size() <= MAX_PROBLEMS) {
      return problems;
    }
    List<SchemaProblem> first = new ArrayList<>(problems.subList(0, MAX_PROBLEMS));
    int more = problems.size() - MAX_PROBLEMS;
    first.add(new SchemaProblem(file, problems.get(MAX_PROBLEMS).position(), String.format(java.util.Locale.ROOT,
        "%,d more problem%s from here on not shown; a file reports at most %d", more, more == 1 ? "" : "s",
        MAX_PROBLEMS)));
    return first;
  }

  void problem(Position position, String message) {
    problems.add(new SchemaProblem(file, position, message));
  }

  void problem(Node node, String message) {
    problem(node.position(), message);
  }

  /** The node as a map, or null (and a problem) when it is something else. */
  MapNode map(Node node, String what) {
    if (node instanceof MapNode map) {
      return map;
    }
    problem(node, what + " must be a map, found " + node.kindName());
    return null;
  }

  /** The node as a list, or null (and a problem). */
  ListNode list(Node node, String what) {
    if (node instanceof ListNode list) {
      return list;
    }
    problem(node, what + " must be a list, found " + node.kindName());
    return null;
  }

  /** Reports every key of the map not in {@code allowed}, suggesting the closest allowed key. */
  void allowOnly(MapNode map, Collection<String> allowed) {
    for (MapNode.Entry entry : map.entries().values()) {
      if (!allowed.contains(entry.key())) {
        problem(entry.keyPosition(), "unknown key '" + entry.key() + "'" + Suggestions.closest(entry.key(), allowed));
      }
    }
  }

  /**
   * Whether a section holds at most {@code max} items; past it, a problem, and the section is read
   * no further, so that no later stage spends time or memory on an absurd count.
   */
  boolean atMost(Node section, int count, int max, String key, String items) {
    if (count <= max) {
      return true;
    }
    problem(section, "'" + key + "' has " + count + " " + items + ", more than the " + max + " a schema may have"
        + " (docs/limits.md)");
    return false;
  }

  /** Reports a missing or null key; returns its value or null. */
  Node required(MapNode map, String key, String where) {
    Node value = map.get(key);
    if (value == null) {
      problem(map.position(), "missing required key '" + key + "'" + (where.isEmpty() ? "" : " in " + where));
      return null;
    }
    if (isNull(value)) {
      problem(value, "'" + key + "' is null" + (where.isEmpty() ? "" : " in " + where) + "; it needs a value");
      return null;
    }
    return value;
  }

  /** Text of a scalar; numbers and booleans are not text. */
  String string(Node node, String key) {
    if (node instanceof ScalarNode s && s.value() instanceof String text) {
      return text;
    }
    problem(node, "'" + key + "' must be a string, found " + node.kindName());
    return null;
  }

  /** Text of a scalar of any type (for names a user might write as numbers). */
  String text(Node node, String key) {
    if (node instanceof ScalarNode s && s.value() != null) {
      return s.text();
    }
    problem(node, "'" + key + "' must be a string, found " + node.kindName());
    return null;
  }

  /**
   * A name a user gives (the table, a family, an access pattern): text on one line. Every output
   * escapes the other control and formatting characters a name may hold (the naming rules report
   * the ones HBase refuses), but a line break would start a line of its own in a log.
   */
  String name(Node node, String key) {
    String text = text(node, key);
    if (text == null) {
      return null;
    }
    for (int i = 0; i < text.length(); i++) {
      if (DisplayCharacters.isLineBreak(text.charAt(i))) {
        problem(node, "'" + key + "' holds a line break (" + DisplayCharacters.codePoint(text.charAt(i))
            + "); a name is shown on one line of terminals, CI logs and reports");
        return null;
      }
    }
    return text;
  }

  Boolean bool(Node node, String key) {
    if (node instanceof ScalarNode s && s.value() instanceof Boolean b) {
      return b;
    }
    problem(node, "'" + key + "' must be true or false, found " + describe(node));
    return null;
  }

  /** A count such as {@code 2000}, {@code 2e6} or {@code 2M}; null (and a problem) otherwise. */
  Long count(Node node, String key) {
    return quantity(node, key, Quantities::parseCount);
  }

  /** A size in bytes such as {@code 8} or {@code 64KiB}. */
  Long size(Node node, String key) {
    return quantity(node, key, Quantities::parseSize);
  }

  /** A duration in seconds such as {@code 3600}, {@code 30d} or {@code forever}. */
  Long duration(Node node, String key) {
    return quantity(node, key, Quantities::parseDurationSeconds);
  }

  Double rate(Node node, String key) {
    if (node instanceof ScalarNode s && s.value() instanceof String text) {
      try {
        return Quantities.parseRatePerSecond(text);
      } catch (IllegalArgumentException e) {
        problem(node, "'" + key + "': " + e.getMessage());
        return null;
      }
    }
    problem(node, "'" + key + "' must be a rate such as 50/s, 3/min or 1/h, found " + describe(node));
    return null;
  }

  /** A number from 0 to 1 such as {@code 0.5}; null (and a problem) otherwise. */
  Double fraction(Node node, String key) {
    String text = node instanceof ScalarNode s && s.value() != null && !(s.value() instanceof Boolean) ? s.text() : null;
    if (text != null) {
      try {
        double v = Double.parseDouble(text);
        if (v >= 0 && v <= 1) {
          return v;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
    }
    problem(node, "'" + key + "' must be a number from 0 to 1 such as 0.5, found " + (text != null ? text : describe(node)));
    return null;
  }

  /** A range such as {@code 8-30} or a single value, with {@code part} parsing each end. */
  long[] range(Node node, String key, ToLongFunction<String> part) {
    if (node instanceof ScalarNode s && s.value() != null && !(s.value() instanceof Boolean)) {
      try {
        return Quantities.parseRange(s.text(), part);
      } catch (IllegalArgumentException e) {
        problem(node, "'" + key + "': " + e.getMessage());
        return null;
      }
    }
    problem(node, "'" + key + "' must be a value or a range such as 8-30, found " + node.kindName());
    return null;
  }

  private Long quantity(Node node, String key, ToLongFunction<String> parser) {
    if (node instanceof ScalarNode s) {
      Object v = s.value();
      if (v instanceof Long l) {
        return l;
      }
      if (v instanceof BigInteger) {
        problem(node, "'" + key + "' is out of range: " + v);
        return null;
      }
      if (v instanceof Double || v instanceof String) {
        try {
          return parser.applyAsLong(s.text());
        } catch (IllegalArgumentException e) {
          problem(node, "'" + key + "': " + e.getMessage());
          return null;
        }
      }
    }
    problem(node, "'" + key + "' must be a number, found " + describe(node));
    return null;
  }

  /** One of the allowed spellings, case-sensitive; returns it, or null with a problem. */
  String oneOf(Node node, String key, List<String> allowed) {
    String value = text(node, key);
    if (value == null) {
      return null;
    }
    if (!allowed.contains(value)) {
      problem(node, "'" + key + "' must be one of " + String.join(", ", allowed) + ", found '" + value + "'"
          + Suggestions.closest(value, allowed));
      return null;
    }
    return value;
  }

  /** A list of strings; a single string is accepted as a list of one. */
  List<String> strings(Node node, String key) {
    List<String> result = new ArrayList<>();
    if (node instanceof ScalarNode s && s.value() instanceof String text) {
      result.add(text);
      return result;
    }
    ListNode list = list(node, "'" + key + "'");
    if (list == null) {
      return result;
    }
    for (Node item : list.items()) {
      String text = text(item, key);
      if (text != null) {
        result.add(text);
      }
    }
    return result;
  }

  /** Ensures a number lies within bounds; returns whether it does. */
  boolean within(Node node, String key, long value, long min, long max) {
    if (value < min || value > max) {
      String bound = max == Long.MAX_VALUE ? "at least " + min : "between " + min + " and " + max;
      problem(node, "'" + key + "' must be " + bound + ", got " + value);
      return false;
    }
    return true;
  }

  /** Whether the node is YAML's null ({@code ~}, {@code null} or nothing after the colon). */
  static boolean isNull(Node node) {
    return node instanceof ScalarNode s && s.value() == null;
  }

  /** Text of an optional key, or null when it is absent or null. */
  String optionalText(MapNode map, String key) {
    Node node = map.get(key);
    return node == null || isNull(node) ? null : text(node, key);
  }

  /** An optional count within bounds, or {@code fallback} (with a problem when out of bounds). */
  long bounded(MapNode map, String key, long fallback, long min, long max) {
    if (!map.has(key)) {
      return fallback;
    }
    Long v = count(map.get(key), key);
    return v != null && within(map.get(key), key, v, min, max) ? v : fallback;
  }

  /** An optional flag, false when absent. */
  boolean flag(MapNode map, String key) {
    if (!map.has(key)) {
      return false;
    }
    Boolean b = bool(map.get(key), key);
    return b != null && b;
  }

  /** An optional choice among {@code allowed}, or {@code fallback}. */
  String choice(MapNode map, String key, List<String> allowed, String fallback) {
    if (!map.has(key)) {
      return fallback;
    }
    String v = oneOf(map.get(key), key, allowed);
    return v == null ? fallback : v;
  }

  /** Text in {@code Bytes.toStringBinary} form, after YAML's own escapes, as bytes. */
  byte[] binary(Node node, String key) {
    String text = text(node, key);
    if (text == null) {
      return null;
    }
    String wrong = BinaryText.problem(text);
    if (wrong != null) {
      problem(node, "'" + key + "': " + wrong);
      return null;
    }
    return BinaryText.toBytes(text);
  }

  /** Whether {@code name} names a declared field; reports an unknown one with the closest name. */
  boolean fieldRef(Node node, String name, Map<String, FieldSpec> fields) {
    if (name != null && !fields.containsKey(name)) {
      problem(node, "unknown field '" + name + "'" + Suggestions.closest(name, fields.keySet()));
      return false;
    }
    return name != null;
  }

  /** A list of declared field names, each unknown one reported at its own item. */
  List<String> fieldRefs(Node node, String key, Map<String, FieldSpec> fields) {
    List<String> names = strings(node, key);
    List<String> result = new ArrayList<>();
    ListNode list = node instanceof ListNode l ? l : null;
    for (int i = 0; i < names.size(); i++) {
      Node at = list != null && i < list.items().size() ? list.items().get(i) : node;
      if (fieldRef(at, names.get(i), fields)) {
        result.add(names.get(i));
      }
    }
    return result;
  }

  private static String describe(Node node) {
    return node instanceof ScalarNode s && s.value() != null ? "'" + s.text() + "'" : node.kindName();
  }
}
