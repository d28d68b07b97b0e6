package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/** Reads the {@code fields:} section: each field's type and the shape of its data. */
final class FieldsReader {

  /**
   * The longest text value: 10 MiB, the largest cell the HBase client writes by default
   * ({@code hbase.client.keyvalue.maxsize}, {@code ConnectionConfiguration.MAX_KEYVALUE_SIZE_DEFAULT}).
   */
  static final int MAX_TEXT_LENGTH = 10 << 20;

  private static final Pattern FIELD_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*");

  private final NodeReader in;

  FieldsReader(NodeReader in) {
    this.in = in;
  }

  /** The fields by name, in file order; a field with problems is reported and left out. */
  Map<String, FieldSpec> read(Node fieldsNode) {
    Map<String, FieldSpec> fields = new LinkedHashMap<>();
    if (fieldsNode == null) {
      return fields;
    }
    MapNode fieldsMap = in.map(fieldsNode, "'fields'");
    if (fieldsMap == null) {
      return fields;
    }
    if (fieldsMap.entries().isEmpty()) {
      in.problem(fieldsMap, "'fields' needs at least one field");
    }
    if (!in.atMost(fieldsMap, fieldsMap.entries().size(), TableSchema.MAX_FIELDS, "fields", "fields")) {
      return fields;
    }
    for (MapNode.Entry entry : fieldsMap.entries().values()) {
      if (!FIELD_NAME.matcher(entry.key()).matches()) {
        in.problem(entry.keyPosition(), "field name '" + entry.key()
            + "' must start with an ASCII letter or '_' and hold only ASCII letters, digits, '_' and '-'"
            + " (a field name is an identifier the rowkey and access patterns refer to, compared as written)");
      }
      FieldSpec spec = field(entry.key(), entry.value());
      if (spec != null) {
        fields.put(entry.key(), spec);
      }
    }
    return fields;
  }

  private FieldSpec field(String name, Node node) {
    MapNode map = in.map(node, "field '" + name + "'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.FIELD);
    Node typeNode = in.required(map, "type", "field '" + name + "'");
    String typeName = typeNode == null ? null : in.oneOf(typeNode, "type", FormatKeys.FIELD_TYPES);
    if (typeName == null) {
      return null;
    }
    FieldType type = FieldType.valueOf(typeName.toUpperCase(Locale.ROOT));

    List<String> values = List.of();
    if (map.has("values")) {
      values = in.strings(map.get("values"), "values");
      if (type != FieldType.ENUM) {
        in.problem(map.get("values"), "'values' applies only to enum fields");
      } else if (values.isEmpty()) {
        in.problem(map.get("values"), "an enum needs at least one value");
      } else {
        reportDuplicates(map.get("values"), values);
      }
    } else if (type == FieldType.ENUM) {
      in.problem(map.position(), "missing required key 'values' in enum field '" + name + "'");
    }

    boolean increasing = false;
    if (map.has("order")) {
      increasing = "increasing".equals(in.oneOf(map.get("order"), "order", FormatKeys.FIELD_ORDERS));
      if (increasing && !type.isNumeric()) {
        in.problem(map.get("order"), "'order: increasing' applies to timestamp, long and int fields");
      }
    }

    long cardinality = defaultCardinality(type, increasing, values);
    if (map.has("cardinality")) {
      Long c = in.count(map.get("cardinality"), "cardinality");
      if (c != null && in.within(map.get("cardinality"), "cardinality", c, 1, Long.MAX_VALUE)) {
        cardinality = c;
        long distinct = values.stream().distinct().count();
        if (type == FieldType.ENUM && distinct > 0 && c > distinct) {
          in.problem(map.get("cardinality"), "'cardinality' " + c + " is above the " + distinct
              + " values of enum field '" + name + "'");
        }
      }
    }

    int[] length = defaultLength(type, values);
    if (map.has("length")) {
      boolean sized = type == FieldType.BYTES;
      long[] range = in.range(map.get("length"), "length", sized ? Quantities::parseSize : Quantities::parseCount);
      if (range != null) {
        if (type.isNumeric() || type == FieldType.ENUM || type == FieldType.UUID) {
          in.problem(map.get("length"), "'length' applies to string, domain and bytes fields");
        } else if (in.within(map.get("length"), "length", range[0], 1, maxLength(type))
            && in.within(map.get("length"), "length", range[1], 1, maxLength(type))) {
          length = new int[] {(int) range[0], (int) range[1]};
        }
      }
    }

    Distribution distribution = Distribution.UNIFORM;
    if (map.has("distribution")) {
      String text = in.text(map.get("distribution"), "distribution");
      if (text != null) {
        try {
          distribution = Distribution.parse(text);
        } catch (IllegalArgumentException e) {
          in.problem(map.get("distribution"), e.getMessage());
        }
      }
    }

    long min = switch (type) {
      case TIMESTAMP -> SchemaLoader.DEFAULT_TIMESTAMP_MIN;
      default -> 0;
    };
    long max = switch (type) {
      case TIMESTAMP -> SchemaLoader.DEFAULT_TIMESTAMP_MAX;
      case INT -> Integer.MAX_VALUE;
      default -> Long.MAX_VALUE;
    };
    for (String bound : List.of("min", "max")) {
      if (map.has(bound)) {
        Long v = in.count(map.get(bound), bound);
        if (v != null && !type.isNumeric()) {
          in.problem(map.get(bound), "'" + bound + "' applies to timestamp, long and int fields");
        } else if (v != null && type == FieldType.INT && (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE)) {
          // An int is encoded in 4 bytes: a wider value would wrap to another key.
          in.problem(map.get(bound), "'" + bound + "' of an int field must be between " + Integer.MIN_VALUE + " and "
              + Integer.MAX_VALUE + " (4 bytes), got " + v + "; use type: long");
        } else if (v != null) {
          if (bound.equals("min")) {
            min = v;
          } else {
            max = v;
          }
        }
      }
    }
    if (min > max) {
      in.problem(map.position(), "field '" + name + "': min " + min + " is above max " + max);
    }

    Charset charset = switch (type) {
      case UUID -> Charset.HEX;
      case BYTES -> Charset.BINARY;
      default -> Charset.ALNUM;
    };
    if (map.has("charset")) {
      String chosen = in.oneOf(map.get("charset"), "charset", FormatKeys.CHARSETS);
      if (chosen != null) {
        if (type != FieldType.STRING) {
          in.problem(map.get("charset"), "'charset' applies to string fields");
        }
        charset = Charset.values()[FormatKeys.CHARSETS.indexOf(chosen)];
      }
    }
    return new FieldSpec(name, type, cardinality, length[0], length[1], distribution, increasing, values, min, max,
        charset, in.optionalText(map, "description"));
  }

  /** Reports every enum value written twice, at the second one. */
  private void reportDuplicates(Node valuesNode, List<String> values) {
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int i = 0; i < values.size(); i++) {
      if (!seen.add(values.get(i))) {
        Node at = valuesNode instanceof dev.hbaseadvisor.yaml.ListNode list && i < list.items().size()
            ? list.items().get(i) : valuesNode;
        in.problem(at, "duplicate enum value '" + values.get(i) + "'");
      }
    }
  }

  /** Text is bounded by the client's cell limit; a {@code bytes} value by what one Java array holds. */
  private static long maxLength(FieldType type) {
    return type == FieldType.BYTES ? Integer.MAX_VALUE : MAX_TEXT_LENGTH;
  }

  private static long defaultCardinality(FieldType type, boolean increasing, List<String> values) {
    if (type == FieldType.ENUM) {
      return Math.max(1, values.size());
    }
    if (type == FieldType.UUID || increasing) {
      return FieldSpec.UNBOUNDED;
    }
    return SchemaLoader.DEFAULT_CARDINALITY;
  }

  private static int[] defaultLength(FieldType type, List<String> values) {
    return switch (type) {
      case STRING -> new int[] {8, 16};
      case DOMAIN -> new int[] {10, 30};
      case UUID -> new int[] {36, 36};
      case BYTES -> new int[] {100, 100};
      case ENUM -> new int[] {
          values.stream().mapToInt(String::length).min().orElse(0),
          values.stream().mapToInt(String::length).max().orElse(0)};
      case LONG, TIMESTAMP -> new int[] {8, 8};
      case INT -> new int[] {4, 4};
    };
  }
}
