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

  /** The most records one {@code shared} group may hold. */
  static final int MAX_SHARED_RECORDS = 1_000_000;

  private final NodeReader in;
  /** Each field's map, to report a relation's problems where it is written. */
  private final Map<String, MapNode> nodes = new LinkedHashMap<>();

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
    relate(fields);
    return fields;
  }

  /**
   * Checks each relation against the fields it names and keeps the valid ones: a determined field
   * has at most its determining field's values (a function cannot give more), a per-entity sequence
   * counts within a field that is not itself increasing, and no field determines itself through others.
   */
  private void relate(Map<String, FieldSpec> fields) {
    for (Map.Entry<String, FieldSpec> e : List.copyOf(fields.entrySet())) {
      FieldSpec f = e.getValue();
      FieldRelations r = f.relations();
      if (r.none()) {
        continue;
      }
      MapNode map = nodes.get(f.name());
      String determinedBy = r.determinedBy() != null
          && other(map.get("determinedBy"), "determinedBy", f, r.determinedBy(), fields) ? r.determinedBy() : null;
      if (determinedBy != null && FieldRelations.determinedBy(fields, determinedBy, f.name())) {
        in.problem(map.get("determinedBy"), "field '" + f.name() + "' is determined by '" + determinedBy
            + "', which is itself determined by '" + f.name() + "': a value cannot be a function of itself");
        determinedBy = null;
      }
      long cardinality = f.cardinality();
      if (determinedBy != null && fields.get(determinedBy).boundedCardinality()
          && cardinality > fields.get(determinedBy).cardinality()) {
        if (map.has("cardinality")) {
          in.problem(map.get("cardinality"), "'cardinality' " + cardinality + " of field '" + f.name()
              + "' is above the " + fields.get(determinedBy).cardinality() + " values of '" + determinedBy
              + "', which determines it: a function of a field has at most that field's values");
        }
        cardinality = fields.get(determinedBy).cardinality();
      }
      String per = r.per() != null && other(map.get("per"), "per", f, r.per(), fields) ? r.per() : null;
      if (per != null && fields.get(per).increasing()) {
        in.problem(map.get("per"), "'per' names the entity a sequence counts within; '" + per
            + "' is itself increasing, so '" + f.name() + "' would increase across the table: leave out 'per'");
        per = null;
      }
      FieldRelations.Shared shared = r.shared();
      if (shared != null && shared.within() != null) {
        MapNode sharedMap = map.get("shared") instanceof MapNode m ? m : map;
        if (!other(sharedMap.get("within"), "within", f, shared.within(), fields)) {
          shared = new FieldRelations.Shared(shared.minRecords(), shared.maxRecords(), null);
        }
      }
      fields.put(e.getKey(), f.withRelations(new FieldRelations(determinedBy, per, shared))
          .withCardinality(cardinality));
    }
  }

  /** Whether {@code name} names a declared field other than {@code f}; reports it where it is written if not. */
  private boolean other(Node node, String key, FieldSpec f, String name, Map<String, FieldSpec> fields) {
    if (!in.fieldRef(node, name, fields)) {
      return false;
    }
    if (name.equals(f.name())) {
      in.problem(node, "'" + key + "' of field '" + f.name() + "' names the field itself; it relates a field to"
          + " another one");
      return false;
    }
    return true;
  }



  private FieldSpec field(String name, Node node) {
    MapNode map = in.map(node, "field '" + name + "'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.FIELD);
    nodes.put(name, map);
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
        charset, in.optionalText(map, "description"), relations(map, name, type, increasing),
        cellTimestamp(map, name, type, min));
  }

  /**
   * Whether the field's value is its cells' timestamp ({@code cellTimestamp: true}). Phoenix takes a
   * {@code ROW_TIMESTAMP} column only of a type that is a long of epoch milliseconds (DATE, TIME,
   * TIMESTAMP, BIGINT, UNSIGNED_LONG: {@code SQLExceptionCode.ROWTIMESTAMP_COL_INVALID_TYPE},
   * {@code MetaDataClient} @ c992c86), and never a negative one; HBase refuses a negative timestamp
   * ({@code Mutation.checkTimestamp}, {@code Put(row, ts)} @ 09cd3d7). The field being in the key,
   * and only one such field, are checked once the rowkey is read ({@link SchemaLoader}).
   */
  private boolean cellTimestamp(MapNode map, String name, FieldType type, long min) {
    if (!in.flag(map, "cellTimestamp")) {
      return false;
    }
    if (type != FieldType.TIMESTAMP && type != FieldType.LONG) {
      in.problem(map.get("cellTimestamp"), "'cellTimestamp' applies to timestamp and long fields, and '" + name
          + "' is " + type.name().toLowerCase(Locale.ROOT) + ": a cell's timestamp is a long of epoch milliseconds,"
          + " and Phoenix takes ROW_TIMESTAMP only on DATE, TIME, TIMESTAMP, BIGINT and UNSIGNED_LONG columns");
      return false;
    }
    if (min < 0) {
      in.problem(map.has("min") ? map.get("min") : map.get("cellTimestamp"), "field '" + name + "' is its cells'"
          + " timestamp ('cellTimestamp'), which cannot be negative (HBase refuses a put with a negative timestamp,"
          + " Phoenix a negative ROW_TIMESTAMP value): 'min' is " + min + ", make it 0 or more");
      return false;
    }
    return true;
  }

  /** The field's relations as written; the fields they name are checked once all fields are read. */
  private FieldRelations relations(MapNode map, String name, FieldType type, boolean increasing) {
    String determinedBy = map.has("determinedBy") ? in.text(map.get("determinedBy"), "determinedBy") : null;
    if (determinedBy != null && increasing) {
      in.problem(map.get("determinedBy"), "field '" + name + "' has 'order: increasing', so its values follow the"
          + " write order, not another field: leave out 'determinedBy' or the order");
      determinedBy = null;
    }
    String per = map.has("per") ? in.text(map.get("per"), "per") : null;
    if (per != null && !increasing) {
      in.problem(map.get("per"), "'per' names the entity an 'order: increasing' field counts within;"
          + " field '" + name + "' is not increasing");
      per = null;
    } else if (per != null && type != FieldType.LONG && type != FieldType.INT) {
      in.problem(map.get("per"), "'per' applies to long and int sequences (a counter per entity); field '" + name
          + "' is a " + type.name().toLowerCase(Locale.ROOT) + ", whose values follow the write order across the table");
      per = null;
    }
    FieldRelations.Shared shared = null;
    if (map.has("shared")) {
      MapNode sharedMap = in.map(map.get("shared"), "'shared' of field '" + name + "'");
      if (sharedMap != null) {
        in.allowOnly(sharedMap, FormatKeys.SHARED);
        Node recordsNode = in.required(sharedMap, "records", "'shared' of field '" + name + "'");
        long[] records = recordsNode == null ? null : in.range(recordsNode, "records", Quantities::parseCount);
        if (records != null && in.within(recordsNode, "records", records[0], 1, MAX_SHARED_RECORDS)
            && in.within(recordsNode, "records", records[1], 1, MAX_SHARED_RECORDS)) {
          String within = sharedMap.has("within") ? in.text(sharedMap.get("within"), "within") : null;
          shared = new FieldRelations.Shared((int) records[0], (int) records[1], within);
        }
      }
      if (determinedBy != null) {
        in.problem(map.get("shared"), "field '" + name + "' takes its value from '" + determinedBy
            + "'; records share it when they share '" + determinedBy + "': leave out 'shared'");
        shared = null;
      }
    }
    return new FieldRelations(determinedBy, per, shared);
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
