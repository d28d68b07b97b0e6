package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
    Map<String, Long> lists = inLists(map, equals, range);
    String listed = singleField(map, "lists", equals, range, lists);
    String startsWith = singleField(map, "startsWith", equals, range, lists);
    if (listed != null && listed.equals(startsWith)) {
      in.problem(map.get("startsWith"), "field '" + listed + "' is both listed and scanned by a prefix");
      startsWith = null;
    }
    if (startsWith != null && !fields.get(startsWith).type().isText()) {
      in.problem(map.get("startsWith"), "'startsWith' scans a text field by the first characters of its value;"
          + " '" + startsWith + "' is a " + fields.get(startsWith).type().name().toLowerCase(Locale.ROOT));
      startsWith = null;
    }
    int chars = 0;
    if (map.has("chars")) {
      if (startsWith == null) {
        in.problem(map.get("chars"), "'chars' needs a 'startsWith' field");
      } else {
        chars = (int) in.bounded(map, "chars", 1, 1, Math.max(1, fields.get(startsWith).maxLength()));
      }
    } else if (startsWith != null) {
      chars = 1;
    }
    boolean batch = in.flag(map, "batch");
    if (type == AccessPattern.AccessType.GET) {
      for (String key : List.of("lists", "startsWith", "batch")) {
        if (map.has(key) && !(key.equals("batch") && !batch)) {
          in.problem(map.get(key), "'" + key + "' describes a scan; a get reads rows by their full keys");
        }
      }
    }
    Map<String, Long> box = box(map, equals, range);
    return new AccessPattern(name, type, List.copyOf(equals), range, spanSeconds, spanCount, newestFirst,
        limit, rate, List.copyOf(readFamilies), in.optionalText(map, "description"), List.copyOf(decodes),
        reversed, java.util.Collections.unmodifiableMap(lists), listed, startsWith, chars, batch, box);
  }

  /**
   * The {@code box:} of a read, each number field it bounds with the width of its range in the
   * field's units (a bounding box of longitude and latitude, issue 26 A.3); empty without one.
   */
  private Map<String, Long> box(MapNode map, List<String> equals, String range) {
    if (!map.has("box")) {
      return Map.of();
    }
    MapNode box = in.map(map.get("box"), "'box'");
    if (box == null) {
      return Map.of();
    }
    if (box.entries().isEmpty()) {
      in.problem(box, "'box' needs at least one field and the width of its range");
    }
    Map<String, Long> widths = new java.util.LinkedHashMap<>();
    for (MapNode.Entry e : box.entries().values()) {
      String field = e.key();
      Node where = e.value();
      if (!fields.containsKey(field)) {
        in.problem(e.keyPosition(), "unknown field '" + field + "'" + Suggestions.closest(field, fields.keySet()));
        continue;
      }
      FieldSpec spec = fields.get(field);
      if (!spec.type().isNumeric()) {
        in.problem(where, "'box' bounds number fields; '" + field + "' is a "
            + spec.type().name().toLowerCase(Locale.ROOT));
      } else if (equals.contains(field) || field.equals(range)) {
        in.problem(where, "field '" + field + "' is both in 'box' and in " + (field.equals(range) ? "'range'"
            : "'equals'"));
      } else {
        Long width = in.count(where, "box." + field);
        if (width != null && in.within(where, "box." + field, width, 1, Long.MAX_VALUE)) {
          widths.put(field, width);
        }
      }
    }
    return java.util.Collections.unmodifiableMap(widths);
  }

  /** The most values one IN-list may hold: Phoenix's and the planner's fan-out bound alike. */
  static final long MAX_IN_VALUES = 1_000_000;

  /** The {@code in:} map, field to the number of values in its list, each problem at its own key or value. */
  private Map<String, Long> inLists(MapNode map, List<String> equals, String range) {
    Map<String, Long> result = new LinkedHashMap<>();
    if (!map.has("in")) {
      return result;
    }
    MapNode lists = in.map(map.get("in"), "'in' (each field with the number of values in its list)");
    if (lists == null) {
      return result;
    }
    for (MapNode.Entry e : lists.entries().values()) {
      String field = e.key();
      if (!fields.containsKey(field)) {
        in.problem(e.keyPosition(), "unknown field '" + field + "'" + Suggestions.closest(field, fields.keySet()));
        continue;
      }
      if (equals.contains(field) || field.equals(range)) {
        in.problem(e.keyPosition(), "field '" + field + "' is both in 'in' and in '"
            + (equals.contains(field) ? "equals" : "range") + "'");
        continue;
      }
      Long n = in.count(e.value(), "in." + field);
      if (n != null && in.within(e.value(), "in." + field, n, 1, MAX_IN_VALUES)) {
        result.put(field, n);
      }
    }
    return result;
  }

  /** An optional single field ({@code lists}, {@code startsWith}) that the read does not fix otherwise. */
  private String singleField(MapNode map, String key, List<String> equals, String range, Map<String, Long> lists) {
    if (!map.has(key)) {
      return null;
    }
    String field = in.text(map.get(key), key);
    if (!in.fieldRef(map.get(key), field, fields)) {
      return null;
    }
    String other = equals.contains(field) ? "equals" : field.equals(range) ? "range"
        : lists.containsKey(field) ? "in" : null;
    if (other != null) {
      in.problem(map.get(key), "field '" + field + "' is both in '" + key + "' and in '" + other + "'");
      return null;
    }
    return field;
  }
}
