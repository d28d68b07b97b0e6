package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Reads the {@code access:} section: the reads the table must serve. */
final class AccessReader {

  private final NodeReader in;
  private final Map<String, FieldSpec> fields;
  private final List<String> familyNames;

  AccessReader(NodeReader in, Map<String, FieldSpec> fields, List<Family> families) {
    this.in = in;
    this.fields = fields;
    this.familyNames = families.stream().map(Family::name).toList();
  }

  /** The access patterns in file order; none when the section is absent. */
  List<AccessPattern> read(Node node) {
    List<AccessPattern> result = new ArrayList<>();
    if (node == null || NodeReader.isNull(node)) {
      return result;
    }
    ListNode list = in.list(node, "'access'");
    if (list == null || !in.atMost(list, list.items().size(), TableSchema.MAX_ACCESS_PATTERNS, "access",
        "access patterns")) {
      return result;
    }
    Map<String, Position> seen = new HashMap<>();
    for (Node item : list.items()) {
      MapNode map = in.map(item, "an access pattern");
      if (map != null) {
        result.add(pattern(map, seen));
      }
    }
    return result;
  }

  private AccessPattern pattern(MapNode map, Map<String, Position> seen) {
    in.allowOnly(map, FormatKeys.ACCESS);
    Node nameNode = in.required(map, "name", "access pattern");
    String name = nameNode == null ? null : in.name(nameNode, "name");
    if (name != null) {
      Position first = seen.putIfAbsent(name, nameNode.position());
      if (first != null) {
        in.problem(nameNode, "duplicate access pattern '" + name + "' (first defined at " + first + ")");
      }
    }
    AccessPattern.AccessType type = AccessPattern.AccessType.SCAN;
    if (map.has("type")) {
      String t = in.oneOf(map.get("type"), "type", FormatKeys.ACCESS_TYPES);
      if (t != null) {
        type = AccessPattern.AccessType.valueOf(t.toUpperCase(Locale.ROOT));
      }
    }
    List<String> equals = map.has("equals") ? in.fieldRefs(map.get("equals"), "equals", fields) : List.of();
    String range = null;
    if (map.has("range")) {
      range = in.text(map.get("range"), "range");
      if (!in.fieldRef(map.get("range"), range, fields)) {
        range = null;
      } else if (equals.contains(range)) {
        in.problem(map.get("range"), "field '" + range + "' is both in 'equals' and 'range'");
      }
    }
    long spanSeconds = 0;
    long spanCount = 0;
    if (map.has("span")) {
      if (range == null) {
        in.problem(map.get("span"), "'span' needs a 'range' field");
      } else if (fields.get(range).type() == FieldType.TIMESTAMP) {
        Long s = in.duration(map.get("span"), "span");
        spanSeconds = s == null ? 0 : s;
      } else {
        Long s = in.count(map.get("span"), "span");
        spanCount = s == null ? 0 : s;
      }
    }
    boolean newestFirst = false;
    String order = null;
    if (map.has("order")) {
      order = in.oneOf(map.get("order"), "order", FormatKeys.ACCESS_ORDERS);
      newestFirst = "newest-first".equals(order);
    }
    boolean reversed = in.flag(map, "reversed");
    if (reversed && "ascending".equals(order)) {
      in.problem(map.get("reversed"), "a reverse scan returns rows in descending key order, not 'order: ascending'");
    }
    long limit = in.bounded(map, "limit", 0, 1, Long.MAX_VALUE);
    double rate = 1.0;
    if (map.has("rate")) {
      Double r = in.rate(map.get("rate"), "rate");
      rate = r == null ? rate : r;
    }
    List<String> readFamilies = List.of();
    if (map.has("families")) {
      readFamilies = in.strings(map.get("families"), "families");
      for (String family : readFamilies) {
        if (!familyNames.contains(family)) {
          in.problem(map.get("families"), "unknown family '" + family + "'"
              + Suggestions.closest(family, familyNames));
        }
      }
    }
    List<String> decodes = map.has("decodes") ? in.fieldRefs(map.get("decodes"), "decodes", fields) : List.of();
    return new AccessPattern(name, type, List.copyOf(equals), range, spanSeconds, spanCount, newestFirst,
        limit, rate, List.copyOf(readFamilies), in.optionalText(map, "description"), List.copyOf(decodes),
        reversed);
  }
}
