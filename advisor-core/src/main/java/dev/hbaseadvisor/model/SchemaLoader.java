package dev.hbaseadvisor.model;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import dev.hbaseadvisor.yaml.YamlSyntaxException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Loads a schema file (format version 1, {@code docs/schema-format.md}) into a
 * {@link TableSchema}, reporting every problem with its line and column.
 *
 * <p>The loader checks structure, types, ranges and references; it accepts any table or family
 * name and any combination of segments, because judging a design is the rules' job.
 */
public final class SchemaLoader {

  /** 2026-01-01T00:00:00Z in epoch milliseconds: the default first timestamp of synthetic data. */
  public static final long DEFAULT_TIMESTAMP_MIN = 1_767_225_600_000L;
  /** 2036-01-01T00:00:00Z in epoch milliseconds: the default last timestamp. */
  public static final long DEFAULT_TIMESTAMP_MAX = 2_082_758_400_000L;
  /** Default cardinality of fields that state none and are not unbounded by nature. */
  public static final long DEFAULT_CARDINALITY = 1_000_000L;

  private static final java.util.regex.Pattern FIELD_NAME = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*");
  private static final List<String> TOP_KEYS = List.of("version", "table", "description", "fields", "rowkey",
      "families", "access", "workload", "cluster", "presplit", "suppress");
  private static final List<String> FIELD_KEYS = List.of("type", "cardinality", "length", "distribution", "order",
      "values", "min", "max", "charset", "description");
  private static final List<String> FIELD_TYPES = List.of("string", "long", "int", "timestamp", "enum", "uuid",
      "domain", "bytes");
  private static final List<String> SEGMENT_KINDS = List.of("salt", "bucket", "hash", "field", "literal");
  private static final List<String> SALT_KEYS = List.of("buckets", "from", "random", "encoding");
  private static final List<String> BUCKET_KEYS = List.of("field", "modulo", "encoding");
  private static final List<String> HASH_KEYS = List.of("from", "algorithm", "length", "encoding");
  private static final List<String> FIELD_SEGMENT_KEYS = List.of("field", "encoding", "width", "pad", "reverse",
      "order", "format", "terminator");
  private static final List<String> FAMILY_KEYS = List.of("name", "versions", "minVersions", "ttl",
      "keepDeletedCells", "compression", "bloomFilter", "dataBlockEncoding", "blockSize", "inMemory", "rows",
      "mob", "mobThreshold", "columns");
  private static final List<String> COLUMN_KEYS = List.of("qualifier", "field", "size", "qualifierFrom", "perRow");
  private static final List<String> ACCESS_KEYS = List.of("name", "type", "equals", "range", "span", "order",
      "limit", "rate", "families", "description");
  private static final List<String> WORKLOAD_KEYS = List.of("writes", "rows", "duration", "seed");
  private static final List<String> CLUSTER_KEYS = List.of("regionServers", "maxFileSize", "flushSize",
      "splitPolicy", "prefixLength", "delimiter", "compactionThroughput", "dischargeInterval");
  private static final List<String> PRESPLIT_KEYS = List.of("regions", "algorithm", "start", "end", "splits",
      "keys");
  private static final List<String> COMPRESSIONS = List.of("none", "snappy", "lz4", "zstd", "gz", "lzo", "bzip2",
      "brotli");
  private static final List<String> BLOOM_FILTERS = List.of("none", "row", "rowcol", "rowprefix_fixed_length");
  private static final List<String> BLOCK_ENCODINGS = List.of("none", "prefix", "diff", "fast_diff",
      "row_index_v1");

  private final String displayName;
  private final Path source;
  private final NodeReader in;
  private final Map<String, Position> locations = new HashMap<>();

  private SchemaLoader(Path source, String displayName) {
    this.source = source;
    this.displayName = displayName;
    this.in = new NodeReader(displayName);
  }

  /** Loads a file, naming it in messages as given. */
  public static TableSchema load(Path file) throws SchemaException {
    String text;
    try {
      byte[] bytes = Files.readAllBytes(file);
      text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
    } catch (NoSuchFileException e) {
      throw single(file.toString(), Position.START, "no such file");
    } catch (CharacterCodingException e) {
      throw single(file.toString(), Position.START, "not UTF-8 text");
    } catch (IOException e) {
      throw single(file.toString(), Position.START, "cannot read: " + e.getMessage());
    }
    return parse(text, file, file.toString());
  }

  /** Loads schema text; {@code displayName} names the source in messages. */
  public static TableSchema parse(String text, Path source, String displayName) throws SchemaException {
    Node root;
    try {
      root = YamlReader.read(text);
    } catch (YamlSyntaxException e) {
      throw single(displayName, e.position(), e.getMessage());
    }
    SchemaLoader loader = new SchemaLoader(source, displayName);
    TableSchema schema = loader.loadRoot(root);
    List<SchemaProblem> problems = loader.in.problems();
    if (!problems.isEmpty()) {
      throw new SchemaException(problems);
    }
    return schema;
  }

  private static SchemaException single(String file, Position position, String message) {
    return new SchemaException(List.of(new SchemaProblem(file, position, message)));
  }

  private TableSchema loadRoot(Node rootNode) {
    record(rootNode);
    MapNode root = in.map(rootNode, "a schema file");
    if (root == null) {
      return null;
    }
    in.allowOnly(root, TOP_KEYS);
    Node version = root.get("version");
    if (version != null) {
      Long v = in.count(version, "version");
      if (v != null && v != 1) {
        in.problem(version, "unsupported version " + v + " (this tool reads version 1)");
      }
    }
    Node tableNode = in.required(root, "table", "");
    String table = tableNode == null ? null : in.text(tableNode, "table");
    String description = optionalText(root, "description");

    Map<String, FieldSpec> fields = new LinkedHashMap<>();
    Node fieldsNode = in.required(root, "fields", "");
    if (fieldsNode != null) {
      MapNode fieldsMap = in.map(fieldsNode, "'fields'");
      if (fieldsMap != null) {
        if (fieldsMap.entries().isEmpty()) {
          in.problem(fieldsMap, "'fields' needs at least one field");
        }
        for (MapNode.Entry entry : fieldsMap.entries().values()) {
          if (!FIELD_NAME.matcher(entry.key()).matches()) {
            in.problem(entry.keyPosition(), "field name '" + entry.key()
                + "' must start with a letter or '_' and hold only letters, digits, '_' and '-'");
          }
          FieldSpec spec = field(entry.key(), entry.value());
          if (spec != null) {
            fields.put(entry.key(), spec);
          }
        }
      }
    }
    List<Segment> rowkey = new ArrayList<>();
    Node rowkeyNode = in.required(root, "rowkey", "");
    if (rowkeyNode != null) {
      ListNode list = in.list(rowkeyNode, "'rowkey'");
      if (list != null) {
        if (list.items().isEmpty()) {
          in.problem(list, "the rowkey must have at least one segment");
        }
        for (Node item : list.items()) {
          Segment segment = segment(item, fields);
          if (segment != null) {
            rowkey.add(segment);
          }
        }
      }
    }
    List<Family> families = families(in.required(root, "families", ""), fields);
    List<AccessPattern> access = access(root.get("access"), fields, families);
    Workload workload = workload(root.get("workload"));
    Cluster cluster = cluster(root.get("cluster"));
    Presplit presplit = presplit(root.get("presplit"));
    List<Suppression> suppressions = suppressions(root.get("suppress"));
    return new TableSchema(source, table, description, fields, List.copyOf(rowkey), families, access, workload,
        cluster, presplit, suppressions, Map.copyOf(locations));
  }

  /** Records the position of every path in the tree, map entries at their key. */
  private void record(Node node) {
    if (!node.path().isEmpty()) {
      locations.putIfAbsent(node.path(), node.position());
    }
    if (node instanceof MapNode map) {
      for (MapNode.Entry entry : map.entries().values()) {
        locations.put(entry.value().path(), entry.keyPosition());
        record(entry.value());
      }
    } else if (node instanceof ListNode list) {
      list.items().forEach(this::record);
    }
  }

  private String optionalText(MapNode map, String key) {
    Node node = map.get(key);
    return node == null || isNull(node) ? null : in.text(node, key);
  }

  private static boolean isNull(Node node) {
    return node instanceof ScalarNode s && s.value() == null;
  }

  // ---- fields ----

  private FieldSpec field(String name, Node node) {
    MapNode map = in.map(node, "field '" + name + "'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FIELD_KEYS);
    Node typeNode = in.required(map, "type", "field '" + name + "'");
    String typeName = typeNode == null ? null : in.oneOf(typeNode, "type", FIELD_TYPES);
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
      }
    } else if (type == FieldType.ENUM) {
      in.problem(map.position(), "missing required key 'values' in enum field '" + name + "'");
    }

    boolean increasing = false;
    if (map.has("order")) {
      increasing = "increasing".equals(in.oneOf(map.get("order"), "order", List.of("increasing", "random")));
      if (increasing && !type.isNumeric()) {
        in.problem(map.get("order"), "'order: increasing' applies to timestamp, long and int fields");
      }
    }

    long cardinality = defaultCardinality(type, increasing, values);
    if (map.has("cardinality")) {
      Long c = in.count(map.get("cardinality"), "cardinality");
      if (c != null && in.within(map.get("cardinality"), "cardinality", c, 1, Long.MAX_VALUE)) {
        cardinality = c;
      }
    }

    int[] length = defaultLength(type, values);
    if (map.has("length")) {
      boolean sized = type == FieldType.BYTES;
      long[] range = in.range(map.get("length"), "length", sized ? Quantities::parseSize : Quantities::parseCount);
      if (range != null) {
        if (type.isNumeric() || type == FieldType.ENUM || type == FieldType.UUID) {
          in.problem(map.get("length"), "'length' applies to string, domain and bytes fields");
        } else if (in.within(map.get("length"), "length", range[0], 1, Integer.MAX_VALUE)
            && in.within(map.get("length"), "length", range[1], 1, Integer.MAX_VALUE)) {
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
      case TIMESTAMP -> DEFAULT_TIMESTAMP_MIN;
      default -> 0;
    };
    long max = switch (type) {
      case TIMESTAMP -> DEFAULT_TIMESTAMP_MAX;
      case INT -> Integer.MAX_VALUE;
      default -> Long.MAX_VALUE;
    };
    for (String bound : List.of("min", "max")) {
      if (map.has(bound)) {
        Long v = in.count(map.get(bound), bound);
        if (v != null && !type.isNumeric()) {
          in.problem(map.get(bound), "'" + bound + "' applies to timestamp, long and int fields");
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
      List<String> names = java.util.Arrays.stream(Charset.values()).map(Charset::yamlName).toList();
      String chosen = in.oneOf(map.get("charset"), "charset", names);
      if (chosen != null) {
        if (type != FieldType.STRING) {
          in.problem(map.get("charset"), "'charset' applies to string fields");
        }
        charset = Charset.values()[names.indexOf(chosen)];
      }
    }
    return new FieldSpec(name, type, cardinality, length[0], length[1], distribution, increasing, values, min, max,
        charset, optionalText(map, "description"));
  }

  private static long defaultCardinality(FieldType type, boolean increasing, List<String> values) {
    if (type == FieldType.ENUM) {
      return Math.max(1, values.size());
    }
    if (type == FieldType.UUID || increasing) {
      return FieldSpec.UNBOUNDED;
    }
    return DEFAULT_CARDINALITY;
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

  // ---- rowkey ----

  private Segment segment(Node node, Map<String, FieldSpec> fields) {
    MapNode map = in.map(node, "a rowkey segment");
    if (map == null) {
      return null;
    }
    List<String> kinds = map.entries().keySet().stream().filter(SEGMENT_KINDS::contains).toList();
    if (kinds.size() != 1) {
      if (kinds.isEmpty()) {
        List<String> all = new ArrayList<>(SEGMENT_KINDS);
        all.addAll(FIELD_SEGMENT_KEYS);
        in.allowOnly(map, all);
        in.problem(map.position(), "a rowkey segment needs one of the keys salt, bucket, hash, field, literal");
      } else {
        in.problem(map.position(), "a rowkey segment has exactly one of salt, bucket, hash, field, literal; found "
            + String.join(", ", kinds));
      }
      return null;
    }
    String kind = kinds.get(0);
    if (!kind.equals("field")) {
      in.allowOnly(map, List.of(kind));
    }
    Node body = map.get(kind);
    return switch (kind) {
      case "salt" -> salt(body, fields);
      case "bucket" -> bucket(body, fields);
      case "hash" -> hash(body, fields);
      case "field" -> fieldSegment(map, fields);
      default -> literal(body);
    };
  }

  private boolean fieldRef(Node node, String name, Map<String, FieldSpec> fields) {
    if (name != null && !fields.containsKey(name)) {
      in.problem(node, "unknown field '" + name + "'" + Suggestions.closest(name, fields.keySet()));
      return false;
    }
    return name != null;
  }

  private List<String> fieldRefs(Node node, String key, Map<String, FieldSpec> fields) {
    List<String> names = in.strings(node, key);
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

  private Segment salt(Node node, Map<String, FieldSpec> fields) {
    MapNode map = in.map(node, "'salt'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, SALT_KEYS);
    NumberEncoding encoding = numberEncoding(map, NumberEncoding.BYTE);
    Node bucketsNode = in.required(map, "buckets", "salt");
    Long buckets = bucketsNode == null ? null : in.count(bucketsNode, "buckets");
    long maxBuckets = encoding == NumberEncoding.BYTE ? 256 : 1 << 20;
    if (buckets != null && !in.within(bucketsNode, "buckets", buckets, 1, maxBuckets)) {
      buckets = null;
    }
    boolean random = false;
    if (map.has("random")) {
      Boolean b = in.bool(map.get("random"), "random");
      random = b != null && b;
    }
    List<String> from = map.has("from") ? fieldRefs(map.get("from"), "from", fields) : List.of();
    if (random && map.has("from")) {
      in.problem(map.get("from"), "a salt is either random or computed 'from' fields, not both");
    } else if (!random && !map.has("from")) {
      in.problem(map.position(), "a salt needs 'from: [fields]' or 'random: true'");
    } else if (!random && from.isEmpty() && in.strings(map.get("from"), "from").isEmpty()) {
      in.problem(map.get("from"), "'from' needs at least one field");
    }
    return buckets == null ? null : new SaltSegment(buckets.intValue(), List.copyOf(from), random, encoding);
  }

  private NumberEncoding numberEncoding(MapNode map, NumberEncoding fallback) {
    if (!map.has("encoding")) {
      return fallback;
    }
    String e = in.oneOf(map.get("encoding"), "encoding", List.of("byte", "int", "decimal", "hex"));
    return e == null ? fallback : NumberEncoding.valueOf(e.toUpperCase(Locale.ROOT));
  }

  private Segment bucket(Node node, Map<String, FieldSpec> fields) {
    MapNode map = in.map(node, "'bucket'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, BUCKET_KEYS);
    Node fieldNode = in.required(map, "field", "bucket");
    String field = fieldNode == null ? null : in.text(fieldNode, "field");
    boolean known = fieldNode != null && fieldRef(fieldNode, field, fields);
    Node moduloNode = in.required(map, "modulo", "bucket");
    Long modulo = moduloNode == null ? null : in.count(moduloNode, "modulo");
    if (modulo != null && !in.within(moduloNode, "modulo", modulo, 1, Integer.MAX_VALUE)) {
      modulo = null;
    }
    NumberEncoding fallback = modulo != null && modulo > 256 ? NumberEncoding.INT : NumberEncoding.BYTE;
    NumberEncoding encoding = numberEncoding(map, fallback);
    if (modulo != null && encoding == NumberEncoding.BYTE && modulo > 256) {
      in.problem(map.get("encoding"), "a byte holds at most 256 buckets; modulo is " + modulo);
    }
    return known && modulo != null ? new BucketSegment(field, modulo, encoding) : null;
  }

  private Segment hash(Node node, Map<String, FieldSpec> fields) {
    MapNode map = in.map(node, "'hash'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, HASH_KEYS);
    Node fromNode = in.required(map, "from", "hash");
    List<String> from = fromNode == null ? List.of() : fieldRefs(fromNode, "from", fields);
    HashAlgorithm algorithm = HashAlgorithm.MD5;
    if (map.has("algorithm")) {
      String a = in.oneOf(map.get("algorithm"), "algorithm", List.of("md5", "sha1", "sha256", "murmur3"));
      if (a != null) {
        algorithm = HashAlgorithm.valueOf(a.toUpperCase(Locale.ROOT));
      }
    }
    int length = algorithm.digestLength();
    if (map.has("length")) {
      Long l = in.count(map.get("length"), "length");
      if (l != null && in.within(map.get("length"), "length", l, 1, algorithm.digestLength())) {
        length = l.intValue();
      }
    }
    HashEncoding encoding = HashEncoding.BINARY;
    if (map.has("encoding")) {
      String e = in.oneOf(map.get("encoding"), "encoding", List.of("binary", "hex"));
      if (e != null) {
        encoding = HashEncoding.valueOf(e.toUpperCase(Locale.ROOT));
      }
    }
    return from.isEmpty() ? null : new HashSegment(List.copyOf(from), algorithm, length, encoding);
  }

  private Segment fieldSegment(MapNode map, Map<String, FieldSpec> fields) {
    in.allowOnly(map, FIELD_SEGMENT_KEYS);
    Node nameNode = map.get("field");
    String name = in.text(nameNode, "field");
    if (!fieldRef(nameNode, name, fields)) {
      return null;
    }
    FieldSpec spec = fields.get(name);
    FieldType type = spec.type();

    String format = null;
    if (map.has("format")) {
      format = in.string(map.get("format"), "format");
      if (format != null) {
        if (type != FieldType.TIMESTAMP) {
          in.problem(map.get("format"), "'format' applies to timestamp fields");
        }
        try {
          DateTimeFormatter.ofPattern(format);
        } catch (IllegalArgumentException e) {
          in.problem(map.get("format"), "invalid date pattern '" + format + "': " + e.getMessage());
          format = null;
        }
      }
    }

    FieldEncoding encoding = defaultEncoding(type, format != null);
    if (map.has("encoding")) {
      List<String> allowed = allowedEncodings(type, format != null);
      String e = in.oneOf(map.get("encoding"), "encoding", allowed);
      if (e != null) {
        encoding = FieldEncoding.valueOf(e.toUpperCase(Locale.ROOT));
      }
    }

    int width = 0;
    if (map.has("width")) {
      Long w = in.count(map.get("width"), "width");
      if (w != null && in.within(map.get("width"), "width", w, 1, 65_535)) {
        if (encoding == FieldEncoding.LONG || encoding == FieldEncoding.INT) {
          in.problem(map.get("width"), "'width' does not apply to the fixed " + encoding.yamlName()
              + " encoding (" + (encoding == FieldEncoding.LONG ? 8 : 4) + " bytes)");
        } else {
          width = w.intValue();
        }
      }
    }

    byte pad = 0;
    if (map.has("pad")) {
      byte[] padBytes = byteString(map.get("pad"), "pad");
      if (padBytes != null && padBytes.length != 1) {
        in.problem(map.get("pad"), "'pad' must be exactly one byte, got " + padBytes.length);
      } else if (padBytes != null) {
        pad = padBytes[0];
      }
    }

    FieldSegment.Reverse reverse = FieldSegment.Reverse.NONE;
    if (map.has("reverse")) {
      String r = in.oneOf(map.get("reverse"), "reverse", List.of("domain", "chars"));
      if (r != null) {
        boolean numberText = type.isNumeric() && encoding != FieldEncoding.LONG && encoding != FieldEncoding.INT;
        if (r.equals("domain") ? !type.isText() : !(type.isText() || numberText)) {
          in.problem(map.get("reverse"), r.equals("domain")
              ? "'reverse: domain' applies to text fields (string, domain, enum, uuid)"
              : "'reverse: chars' applies to text fields and to numbers written as decimal or hex text");
        }
        reverse = FieldSegment.Reverse.valueOf(r.toUpperCase(Locale.ROOT));
      }
    }

    boolean descending = false;
    if (map.has("order")) {
      String o = in.oneOf(map.get("order"), "order", List.of("ascending", "descending"));
      descending = "descending".equals(o);
      if (descending && (!type.isNumeric() || format != null || encoding == FieldEncoding.STRING)) {
        in.problem(map.get("order"), "'order: descending' applies to numbers encoded as long, int, decimal or hex");
      }
    }

    byte[] terminator = new byte[0];
    if (map.has("terminator")) {
      byte[] t = byteString(map.get("terminator"), "terminator");
      if (t != null && t.length == 0) {
        in.problem(map.get("terminator"), "'terminator' must not be empty");
      } else if (t != null) {
        terminator = t;
      }
    }
    return new FieldSegment(name, encoding, width, pad, reverse, descending, format, terminator);
  }

  /** The encoding of a field segment that writes none: by type, or text for a formatted timestamp. */
  public static FieldEncoding defaultEncoding(FieldType type, boolean formatted) {
    if (formatted) {
      return FieldEncoding.STRING;
    }
    return switch (type) {
      case LONG, TIMESTAMP -> FieldEncoding.LONG;
      case INT -> FieldEncoding.INT;
      case BYTES -> FieldEncoding.BINARY;
      default -> FieldEncoding.STRING;
    };
  }

  private static List<String> allowedEncodings(FieldType type, boolean formatted) {
    if (formatted) {
      return List.of("string");
    }
    return switch (type) {
      case LONG, TIMESTAMP, INT -> List.of("long", "int", "decimal", "hex", "string");
      case UUID -> List.of("string", "binary");
      case BYTES -> List.of("binary");
      default -> List.of("string");
    };
  }

  private Segment literal(Node node) {
    byte[] bytes = byteString(node, "literal");
    if (bytes != null && bytes.length == 0) {
      in.problem(node, "a literal must not be empty");
      return null;
    }
    return bytes == null ? null : new LiteralSegment(bytes);
  }

  /** Text in {@code Bytes.toStringBinary} form, after YAML's own escapes, as bytes. */
  private byte[] byteString(Node node, String key) {
    String text = in.text(node, key);
    return text == null ? null : Bytes.toBytesBinary(text);
  }

  // ---- families ----

  private List<Family> families(Node node, Map<String, FieldSpec> fields) {
    List<Family> result = new ArrayList<>();
    if (node == null) {
      return result;
    }
    ListNode list = in.list(node, "'families'");
    if (list == null) {
      return result;
    }
    if (list.items().isEmpty()) {
      in.problem(list, "a table needs at least one column family");
    }
    Map<String, Position> seen = new HashMap<>();
    for (Node item : list.items()) {
      MapNode map = in.map(item, "a family");
      if (map == null) {
        continue;
      }
      in.allowOnly(map, FAMILY_KEYS);
      Node nameNode = in.required(map, "name", "family");
      String name = nameNode == null ? null : in.text(nameNode, "name");
      if (name != null) {
        Position first = seen.putIfAbsent(name, nameNode.position());
        if (first != null) {
          in.problem(nameNode, "duplicate family '" + name + "' (first defined at " + first + ")");
        }
      }
      int versions = (int) bounded(map, "versions", 1, 1, Integer.MAX_VALUE);
      int minVersions = (int) bounded(map, "minVersions", 0, 0, Integer.MAX_VALUE);
      if (minVersions > versions) {
        in.problem(map.get("minVersions"), "minVersions " + minVersions + " is above versions " + versions);
      }
      long ttl = Quantities.FOREVER_SECONDS;
      if (map.has("ttl")) {
        Long t = in.duration(map.get("ttl"), "ttl");
        if (t != null && in.within(map.get("ttl"), "ttl", t, 1, Long.MAX_VALUE)) {
          ttl = Math.min(t, Quantities.FOREVER_SECONDS);
        }
      }
      String compression = choice(map, "compression", COMPRESSIONS, "none");
      String bloom = choice(map, "bloomFilter", BLOOM_FILTERS, "row");
      String encoding = choice(map, "dataBlockEncoding", BLOCK_ENCODINGS, "none");
      long blockSize = 64 * 1024;
      if (map.has("blockSize")) {
        Long b = in.size(map.get("blockSize"), "blockSize");
        if (b != null && in.within(map.get("blockSize"), "blockSize", b, 1, Long.MAX_VALUE)) {
          blockSize = b;
        }
      }
      boolean inMemory = flag(map, "inMemory");
      long rows = bounded(map, "rows", 0, 1, Long.MAX_VALUE);
      boolean mob = flag(map, "mob");
      long mobThreshold = 100 * 1024;
      if (map.has("mobThreshold")) {
        Long m = in.size(map.get("mobThreshold"), "mobThreshold");
        if (m != null) {
          mobThreshold = m;
        }
      }
      List<Column> columns = new ArrayList<>();
      if (map.has("columns")) {
        ListNode columnList = in.list(map.get("columns"), "'columns'");
        if (columnList != null) {
          for (Node columnNode : columnList.items()) {
            Column column = column(columnNode, fields);
            if (column != null) {
              columns.add(column);
            }
          }
        }
      }
      result.add(new Family(name, versions, minVersions, ttl, flag(map, "keepDeletedCells"), compression, bloom,
          encoding, blockSize, inMemory, rows, mob, mobThreshold, List.copyOf(columns)));
    }
    return result;
  }

  private long bounded(MapNode map, String key, long fallback, long min, long max) {
    if (!map.has(key)) {
      return fallback;
    }
    Long v = in.count(map.get(key), key);
    return v != null && in.within(map.get(key), key, v, min, max) ? v : fallback;
  }

  private boolean flag(MapNode map, String key) {
    if (!map.has(key)) {
      return false;
    }
    Boolean b = in.bool(map.get(key), key);
    return b != null && b;
  }

  private String choice(MapNode map, String key, List<String> allowed, String fallback) {
    if (!map.has(key)) {
      return fallback;
    }
    String v = in.oneOf(map.get(key), key, allowed);
    return v == null ? fallback : v;
  }

  private Column column(Node node, Map<String, FieldSpec> fields) {
    MapNode map = in.map(node, "a column");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, COLUMN_KEYS);
    boolean fixed = map.has("qualifier");
    boolean dynamic = map.has("qualifierFrom");
    if (fixed == dynamic) {
      in.problem(map.position(), "a column has exactly one of 'qualifier' and 'qualifierFrom'");
      return null;
    }
    String qualifier = fixed ? in.text(map.get("qualifier"), "qualifier") : null;
    String qualifierFrom = null;
    if (dynamic) {
      qualifierFrom = in.text(map.get("qualifierFrom"), "qualifierFrom");
      if (!fieldRef(map.get("qualifierFrom"), qualifierFrom, fields)) {
        return null;
      }
    }
    String field = null;
    if (map.has("field")) {
      field = in.text(map.get("field"), "field");
      if (!fieldRef(map.get("field"), field, fields)) {
        return null;
      }
    }
    long[] size = null;
    if (map.has("size")) {
      size = in.range(map.get("size"), "size", Quantities::parseSize);
    } else if (field != null) {
      size = valueSize(fields.get(field));
    } else if (dynamic) {
      size = new long[] {0, 0};
    } else {
      in.problem(map.position(), "a column with a 'qualifier' needs 'field' or 'size' to know its value size");
    }
    long[] perRow = {1, 1};
    if (map.has("perRow")) {
      perRow = in.range(map.get("perRow"), "perRow", Quantities::parseCount);
      if (!dynamic && perRow != null) {
        in.problem(map.get("perRow"), "'perRow' applies to columns with 'qualifierFrom'");
      }
    } else if (dynamic) {
      in.problem(map.position(), "a column with 'qualifierFrom' needs 'perRow' (how many qualifiers a row holds)");
    }
    if (size == null || perRow == null) {
      return null;
    }
    return new Column(qualifier, field, size[0], size[1], qualifierFrom, perRow[0], perRow[1]);
  }

  /** The stored size of a field's value, in bytes, as an application would write it. */
  static long[] valueSize(FieldSpec spec) {
    return switch (spec.type()) {
      case LONG, TIMESTAMP -> new long[] {8, 8};
      case INT -> new long[] {4, 4};
      default -> new long[] {spec.minLength(), spec.maxLength()};
    };
  }

  // ---- access ----

  private List<AccessPattern> access(Node node, Map<String, FieldSpec> fields, List<Family> families) {
    List<AccessPattern> result = new ArrayList<>();
    if (node == null || isNull(node)) {
      return result;
    }
    ListNode list = in.list(node, "'access'");
    if (list == null) {
      return result;
    }
    Map<String, Position> seen = new HashMap<>();
    List<String> familyNames = families.stream().map(Family::name).toList();
    for (Node item : list.items()) {
      MapNode map = in.map(item, "an access pattern");
      if (map == null) {
        continue;
      }
      in.allowOnly(map, ACCESS_KEYS);
      Node nameNode = in.required(map, "name", "access pattern");
      String name = nameNode == null ? null : in.text(nameNode, "name");
      if (name != null) {
        Position first = seen.putIfAbsent(name, nameNode.position());
        if (first != null) {
          in.problem(nameNode, "duplicate access pattern '" + name + "' (first defined at " + first + ")");
        }
      }
      AccessPattern.AccessType type = AccessPattern.AccessType.SCAN;
      if (map.has("type")) {
        String t = in.oneOf(map.get("type"), "type", List.of("get", "scan"));
        if (t != null) {
          type = AccessPattern.AccessType.valueOf(t.toUpperCase(Locale.ROOT));
        }
      }
      List<String> equals = map.has("equals") ? fieldRefs(map.get("equals"), "equals", fields) : List.of();
      String range = null;
      if (map.has("range")) {
        range = in.text(map.get("range"), "range");
        if (!fieldRef(map.get("range"), range, fields)) {
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
      if (map.has("order")) {
        newestFirst = "newest-first".equals(in.oneOf(map.get("order"), "order",
            List.of("ascending", "newest-first")));
      }
      long limit = bounded(map, "limit", 0, 1, Long.MAX_VALUE);
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
      result.add(new AccessPattern(name, type, List.copyOf(equals), range, spanSeconds, spanCount, newestFirst,
          limit, rate, List.copyOf(readFamilies), optionalText(map, "description")));
    }
    return result;
  }

  // ---- workload, cluster, presplit, suppress ----

  private Workload workload(Node node) {
    if (node == null || isNull(node)) {
      return Workload.DEFAULT;
    }
    MapNode map = in.map(node, "'workload'");
    if (map == null) {
      return Workload.DEFAULT;
    }
    in.allowOnly(map, WORKLOAD_KEYS);
    double writes = 0;
    long rows = 0;
    if (map.has("writes") && map.has("rows")) {
      in.problem(map.get("rows"), "give either 'writes' (a rate) or 'rows' (a total), not both");
    }
    if (map.has("writes")) {
      Double w = in.rate(map.get("writes"), "writes");
      writes = w == null ? 0 : w;
    } else if (map.has("rows")) {
      rows = bounded(map, "rows", 0, 1, Long.MAX_VALUE);
    } else {
      writes = Workload.DEFAULT.writesPerSecond();
    }
    long duration = Workload.DEFAULT.durationSeconds();
    if (map.has("duration")) {
      Long d = in.duration(map.get("duration"), "duration");
      if (d != null && in.within(map.get("duration"), "duration", d, 1, Long.MAX_VALUE)) {
        duration = d;
      }
    }
    long seed = Workload.DEFAULT.seed();
    if (map.has("seed")) {
      Long s = in.count(map.get("seed"), "seed");
      seed = s == null ? seed : s;
    }
    return new Workload(writes, rows, duration, seed);
  }

  private Cluster cluster(Node node) {
    Cluster d = Cluster.DEFAULT;
    if (node == null || isNull(node)) {
      return d;
    }
    MapNode map = in.map(node, "'cluster'");
    if (map == null) {
      return d;
    }
    in.allowOnly(map, CLUSTER_KEYS);
    int servers = (int) bounded(map, "regionServers", d.regionServers(), 1, 100_000);
    long maxFileSize = d.maxFileSize();
    if (map.has("maxFileSize")) {
      Long s = in.size(map.get("maxFileSize"), "maxFileSize");
      if (s != null && in.within(map.get("maxFileSize"), "maxFileSize", s, 1, Long.MAX_VALUE)) {
        maxFileSize = s;
      }
    }
    long flushSize = d.flushSize();
    if (map.has("flushSize")) {
      Long s = in.size(map.get("flushSize"), "flushSize");
      if (s != null && in.within(map.get("flushSize"), "flushSize", s, 1, Long.MAX_VALUE)) {
        flushSize = s;
      }
    }
    Cluster.SplitPolicy policy = d.splitPolicy();
    if (map.has("splitPolicy")) {
      List<String> names = java.util.Arrays.stream(Cluster.SplitPolicy.values())
          .map(Cluster.SplitPolicy::yamlName).toList();
      String p = in.oneOf(map.get("splitPolicy"), "splitPolicy", names);
      if (p != null) {
        policy = Cluster.SplitPolicy.values()[names.indexOf(p)];
      }
    }
    int prefixLength = (int) bounded(map, "prefixLength", 0, 1, 65_535);
    String delimiter = optionalText(map, "delimiter");
    if (policy == Cluster.SplitPolicy.KEY_PREFIX && prefixLength == 0) {
      in.problem(map.get("splitPolicy"), "the key-prefix split policy needs 'prefixLength'");
    }
    if (policy == Cluster.SplitPolicy.DELIMITED_KEY_PREFIX && delimiter == null) {
      in.problem(map.get("splitPolicy"), "the delimited-key-prefix split policy needs 'delimiter'");
    }
    long compaction = d.compactionThroughput();
    if (map.has("compactionThroughput")) {
      Long s = in.size(map.get("compactionThroughput"), "compactionThroughput");
      if (s != null && in.within(map.get("compactionThroughput"), "compactionThroughput", s, 1, Long.MAX_VALUE)) {
        compaction = s;
      }
    }
    double discharge = d.dischargeSeconds();
    if (map.has("dischargeInterval")) {
      Long seconds = in.duration(map.get("dischargeInterval"), "dischargeInterval");
      if (seconds != null && in.within(map.get("dischargeInterval"), "dischargeInterval", seconds, 0, 86_400)) {
        discharge = seconds;
      }
    }
    return new Cluster(servers, maxFileSize, flushSize, policy, prefixLength, delimiter, compaction, discharge);
  }

  private Presplit presplit(Node node) {
    if (node == null || isNull(node)) {
      return Presplit.NONE;
    }
    MapNode map = in.map(node, "'presplit'");
    if (map == null) {
      return Presplit.NONE;
    }
    in.allowOnly(map, PRESPLIT_KEYS);
    int regions = (int) bounded(map, "regions", 0, 1, 1_000_000);
    Presplit.Algorithm algorithm = regions > 0 || map.has("splits") ? Presplit.Algorithm.AUTO : Presplit.Algorithm.NONE;
    if (map.has("algorithm")) {
      List<String> names = java.util.Arrays.stream(Presplit.Algorithm.values())
          .map(Presplit.Algorithm::yamlName).toList();
      String a = in.oneOf(map.get("algorithm"), "algorithm", names);
      if (a != null) {
        algorithm = Presplit.Algorithm.valueOf(a.toUpperCase(Locale.ROOT));
      }
    }
    if (algorithm == Presplit.Algorithm.AUTO && map.has("splits") && !map.has("regions")) {
      algorithm = Presplit.Algorithm.EXPLICIT;
    }
    byte[] start = map.has("start") ? byteString(map.get("start"), "start") : null;
    byte[] end = map.has("end") ? byteString(map.get("end"), "end") : null;
    List<byte[]> splits = new ArrayList<>();
    if (map.has("splits")) {
      ListNode list = in.list(map.get("splits"), "'splits'");
      if (list != null) {
        for (Node item : list.items()) {
          byte[] key = byteString(item, "splits");
          if (key != null) {
            splits.add(key);
          }
        }
      }
    }
    String keys = optionalText(map, "keys");
    return new Presplit(regions, algorithm, start, end, List.copyOf(splits), keys);
  }

  private List<Suppression> suppressions(Node node) {
    List<Suppression> result = new ArrayList<>();
    if (node == null || isNull(node)) {
      return result;
    }
    ListNode list = in.list(node, "'suppress'");
    if (list == null) {
      return result;
    }
    for (Node item : list.items()) {
      MapNode map = in.map(item, "a suppression");
      if (map == null) {
        continue;
      }
      in.allowOnly(map, List.of("rule", "reason"));
      Node ruleNode = in.required(map, "rule", "suppression");
      String rule = ruleNode == null ? null : in.text(ruleNode, "rule");
      if (rule != null) {
        result.add(new Suppression(rule, optionalText(map, "reason")));
      }
    }
    return result;
  }
}
