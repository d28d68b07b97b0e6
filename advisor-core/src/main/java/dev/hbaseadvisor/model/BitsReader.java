package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads a {@code bits:} rowkey segment: its width and its parts, each reported where it is written. */
final class BitsReader {

  private final NodeReader in;
  private final Map<String, FieldSpec> fields;

  BitsReader(NodeReader in, Map<String, FieldSpec> fields) {
    this.in = in;
    this.fields = fields;
  }

  /** The segment, or null (with problems) when it cannot be built. */
  BitsSegment read(Node node) {
    MapNode map = in.map(node, "'bits'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.BITS);
    Node partsNode = in.required(map, "parts", "bits");
    ListNode list = partsNode == null ? null : in.list(partsNode, "'parts'");
    if (list == null) {
      return null;
    }
    if (list.items().isEmpty()) {
      in.problem(list, "'parts' needs at least one part");
      return null;
    }
    List<BitsSegment.Part> parts = new ArrayList<>();
    boolean complete = true;
    Node interleaveAt = null;
    for (Node item : list.items()) {
      BitsSegment.Part part = part(item);
      if (part == null) {
        complete = false;
        continue;
      }
      if (part instanceof BitsSegment.Interleave) {
        if (interleaveAt != null) {
          in.problem(item, "a bits segment holds at most one 'interleave' part (the first is at line "
              + interleaveAt.position().line() + ")");
          complete = false;
        }
        interleaveAt = item;
      }
      parts.add(part);
    }
    if (!complete) {
      return null;
    }
    int used = parts.stream().mapToInt(BitsSegment.Part::bits).sum();
    int width = (used + 7) / 8;
    if (map.has("width")) {
      Long w = in.count(map.get("width"), "width");
      if (w == null || !in.within(map.get("width"), "width", w, 1, BitsSegment.MAX_WIDTH)) {
        return null;
      }
      width = w.intValue();
    }
    if (used > width * 8 || used > 64) {
      in.problem(list, "the parts take " + used + " bits, more than the " + Math.min(64, width * 8) + " bits of "
          + Quantities.plural(Math.min(8, width), "byte"));
      return null;
    }
    return new BitsSegment(width, parts);
  }

  private BitsSegment.Part part(Node node) {
    MapNode map = in.map(node, "a bits part");
    if (map == null) {
      return null;
    }
    List<String> kinds = map.entries().keySet().stream().filter(FormatKeys.BITS_PART_KINDS::contains).toList();
    if (kinds.size() != 1) {
      in.problem(map.position(), "a bits part has exactly one of " + String.join(", ", FormatKeys.BITS_PART_KINDS)
          + (kinds.isEmpty() ? "" : "; found " + String.join(", ", kinds)));
      return null;
    }
    String kind = kinds.get(0);
    in.allowOnly(map, kind.equals("field") ? List.of("field", "shift", "bits") : List.of(kind, "bits"));
    Node bitsNode = in.required(map, "bits", "a bits part");
    Long bits = bitsNode == null ? null : in.count(bitsNode, "bits");
    if (bits == null || !in.within(bitsNode, "bits", bits, 1, 64)) {
      return null;
    }
    int n = bits.intValue();
    return switch (kind) {
      case "field" -> fieldBits(map, n);
      case "random" -> {
        Boolean b = in.bool(map.get("random"), "random");
        if (b != null && !b) {
          in.problem(map.get("random"), "'random' is written 'random: true'; leave the part out otherwise");
        }
        yield b != null && b ? new BitsSegment.RandomBits(n) : null;
      }
      case "value" -> {
        Long v = in.count(map.get("value"), "value");
        long top = n == 64 ? Long.MAX_VALUE : (1L << n) - 1;
        yield v != null && in.within(map.get("value"), "value", v, 0, top) ? new BitsSegment.ConstantBits(v, n)
            : null;
      }
      default -> interleave(map.get("interleave"), n);
    };
  }

  private BitsSegment.Part fieldBits(MapNode map, int bits) {
    Node nameNode = map.get("field");
    String name = in.text(nameNode, "field");
    if (!in.fieldRef(nameNode, name, fields)) {
      return null;
    }
    if (!fields.get(name).type().isNumeric()) {
      String type = fields.get(name).type().name().toLowerCase(java.util.Locale.ROOT);
      in.problem(nameNode, "field '" + name + "' is " + type + "; a bits part takes the bits of a long, int or"
          + " timestamp field");
      return null;
    }
    int shift = 0;
    if (map.has("shift")) {
      Long s = in.count(map.get("shift"), "shift");
      if (s == null || !in.within(map.get("shift"), "shift", s, 0, 63)) {
        return null;
      }
      shift = s.intValue();
    }
    if (shift + bits > 64) {
      in.problem(map.position(), "'shift' " + shift + " and 'bits' " + bits + " reach past the 64 bits of a long");
      return null;
    }
    return new BitsSegment.FieldBits(name, shift, bits);
  }

  private BitsSegment.Part interleave(Node node, int bitsPerDimension) {
    ListNode list = in.list(node, "'interleave'");
    if (list == null) {
      return null;
    }
    int n = list.items().size();
    if (n < 2) {
      in.problem(list, "'interleave' needs at least 2 dimensions; one field's bits are a 'field' part");
      return null;
    }
    if ((long) n * bitsPerDimension > 64) {
      in.problem(list, n + " dimensions of " + bitsPerDimension + " bits take " + n * bitsPerDimension
          + " bits, more than the 64 of a long");
      return null;
    }
    List<BitsSegment.Dimension> dimensions = new ArrayList<>();
    for (Node item : list.items()) {
      BitsSegment.Dimension d = dimension(item);
      if (d == null) {
        return null;
      }
      dimensions.add(d);
    }
    return new BitsSegment.Interleave(dimensions, bitsPerDimension);
  }

  private BitsSegment.Dimension dimension(Node node) {
    MapNode map = node instanceof MapNode m ? m : null;
    Node nameNode = map == null ? node : in.required(map, "field", "an interleaved dimension");
    if (map != null) {
      in.allowOnly(map, FormatKeys.INTERLEAVE_DIMENSION);
    }
    if (nameNode == null || !(nameNode instanceof ScalarNode)) {
      if (nameNode != null) {
        in.problem(nameNode, "an interleaved dimension is a field name or {field, period, unit}");
      }
      return null;
    }
    String name = in.text(nameNode, "field");
    if (!in.fieldRef(nameNode, name, fields)) {
      return null;
    }
    FieldSpec spec = fields.get(name);
    if (!spec.type().isNumeric()) {
      in.problem(nameNode, "field '" + name + "' is not a number; an interleaved dimension is a long, int or"
          + " timestamp field normalised over its min and max");
      return null;
    }
    if (map != null && map.has("period")) {
      if (spec.type() != FieldType.TIMESTAMP) {
        in.problem(map.get("period"), "'period' applies to timestamp fields: the offset inside each period");
        return null;
      }
      Long period = in.duration(map.get("period"), "period");
      long unit = 1;
      if (map.has("unit")) {
        Long u = in.duration(map.get("unit"), "unit");
        if (u == null || !in.within(map.get("unit"), "unit", u, 1, Workload.MAX_DURATION_SECONDS)) {
          return null;
        }
        unit = u * 1000;
      }
      if (period == null || !in.within(map.get("period"), "period", period, 1, Workload.MAX_DURATION_SECONDS)) {
        return null;
      }
      long periodMillis = period * 1000;
      if (periodMillis % unit != 0) {
        in.problem(map.get("period"), "'period' must be a whole number of 'unit's");
        return null;
      }
      return new BitsSegment.Dimension(name, 0, periodMillis / unit, periodMillis, unit);
    }
    if (map != null && map.has("unit")) {
      in.problem(map.get("unit"), "'unit' counts the offset inside a 'period'; it needs 'period'");
      return null;
    }
    boolean unbounded = spec.type() == FieldType.LONG && spec.max() == Long.MAX_VALUE
        || spec.type() == FieldType.INT && spec.max() == Integer.MAX_VALUE;
    if (unbounded || spec.max() <= spec.min()) {
      in.problem(nameNode, "field '" + name + "' needs 'min' and 'max' to be interleaved: the dimension is"
          + " normalised over them");
      return null;
    }
    return new BitsSegment.Dimension(name, spec.min(), spec.max(), 0, 1);
  }
}
