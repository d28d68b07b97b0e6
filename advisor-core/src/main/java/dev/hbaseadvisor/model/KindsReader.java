package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.ScalarNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the {@code kinds:} section: the record kinds of a table that keys several kinds of row its
 * own way each (docs/schema-format.md, "Several record kinds in one table").
 */
final class KindsReader {

  private final NodeReader in;
  private final Map<String, FieldSpec> fields;
  private final List<Family> families;

  KindsReader(NodeReader in, Map<String, FieldSpec> fields, List<Family> families) {
    this.in = in;
    this.fields = fields;
    this.families = families;
  }

  /** The kinds in file order; none (and a problem) when the section is not a list of them. */
  List<RecordKind> read(Node node) {
    List<RecordKind> result = new ArrayList<>();
    ListNode list = in.list(node, "'kinds'");
    if (list == null || !in.atMost(list, list.items().size(), RecordKind.MAX_KINDS, "kinds", "kinds")) {
      return result;
    }
    if (list.items().isEmpty()) {
      in.problem(list, "'kinds' needs at least one kind");
    }
    Map<String, Position> names = new HashMap<>();
    Map<String, Position> patterns = new HashMap<>();
    int firstAccess = 0;
    for (Node item : list.items()) {
      MapNode map = in.map(item, "a record kind");
      if (map == null) {
        continue;
      }
      RecordKind kind = kind(map, names, patterns, firstAccess);
      result.add(kind);
      firstAccess += kind.access().size();
    }
    return result;
  }

  private RecordKind kind(MapNode map, Map<String, Position> names, Map<String, Position> patterns, int firstAccess) {
    in.allowOnly(map, FormatKeys.KIND);
    Node nameNode = in.required(map, "name", "record kind");
    String name = nameNode == null ? null : in.name(nameNode, "name");
    if (name != null) {
      Position first = names.putIfAbsent(name, nameNode.position());
      if (first != null) {
        in.problem(nameNode, "duplicate record kind '" + name + "' (first defined at " + first + ")");
      }
    }
    List<Segment> rowkey = new RowkeyReader(in, fields).read(in.required(map, "rowkey", "record kind"));
    List<Integer> written = new ArrayList<>();
    List<String> familyNames = families.stream().map(Family::name).toList();
    if (map.has("families")) {
      Node familiesNode = map.get("families");
      List<String> listed = in.strings(familiesNode, "families");
      if (listed.isEmpty() && !NodeReader.isNull(familiesNode)) {
        in.problem(familiesNode, "a record kind writes at least one family");
      }
      for (String family : listed) {
        int at = familyNames.indexOf(family);
        if (at < 0) {
          in.problem(familiesNode, "unknown family '" + family + "'" + Suggestions.closest(family, familyNames));
        } else if (written.contains(at)) {
          in.problem(familiesNode, "family '" + family + "' is listed twice");
        } else {
          written.add(at);
        }
      }
    } else {
      for (int i = 0; i < families.size(); i++) {
        written.add(i);
      }
    }
    double weight = 1;
    if (map.has("writes")) {
      Double w = weight(map.get("writes"));
      weight = w == null ? weight : w;
    }
    Node accessNode = map.get("access");
    List<AccessPattern> access = new AccessReader(in, fields, families).read(accessNode);
    if (accessNode instanceof ListNode accessList) {
      Map<String, Position> own = new HashMap<>();
      for (Node item : accessList.items()) {
        if (item instanceof MapNode pattern && pattern.get("name") instanceof ScalarNode nameScalar
            && nameScalar.value() != null) {
          String patternName = nameScalar.text();
          Position first = patterns.get(patternName);
          if (first != null) {
            in.problem(nameScalar, "access pattern '" + patternName + "' is also a pattern of an earlier kind (at "
                + first + "); names are unique across the table's kinds");
          }
          own.putIfAbsent(patternName, nameScalar.position());
        }
      }
      own.forEach(patterns::putIfAbsent);
    }
    return new RecordKind(name == null ? "" : name, rowkey, written, weight, access, firstAccess);
  }

  /** A kind's relative share of the writes: a positive number. */
  private Double weight(Node node) {
    String text = node instanceof ScalarNode s && s.value() != null
        && !(s.value() instanceof Boolean) ? s.text() : null;
    if (text != null) {
      try {
        double v = Double.parseDouble(text);
        if (v > 0 && Double.isFinite(v)) {
          return v;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
    }
    in.problem(node, "'writes' of a record kind must be a positive number, its share of the table's writes relative"
        + " to the other kinds' (1 and 3: a quarter and three quarters), found " + (text != null ? text : node.kindName()));
    return null;
  }
}
