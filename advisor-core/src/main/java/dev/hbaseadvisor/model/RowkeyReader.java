package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Reads the {@code rowkey:} section: salt, bucket, hash, field and literal segments. */
final class RowkeyReader {

  /** The longest row key HBase stores: {@code HConstants.MAX_ROW_LENGTH} ({@code Short.MAX_VALUE}). */
  static final int MAX_ROW_LENGTH = Short.MAX_VALUE;

  private final NodeReader in;
  private final Map<String, FieldSpec> fields;

  RowkeyReader(NodeReader in, Map<String, FieldSpec> fields) {
    this.in = in;
    this.fields = fields;
  }

  /** The segments in order; a segment with problems is reported and left out. */
  List<Segment> read(Node rowkeyNode) {
    List<Segment> rowkey = new ArrayList<>();
    if (rowkeyNode == null) {
      return rowkey;
    }
    ListNode list = in.list(rowkeyNode, "'rowkey'");
    if (list == null) {
      return rowkey;
    }
    if (list.items().isEmpty()) {
      in.problem(list, "the rowkey must have at least one segment");
    }
    if (!in.atMost(list, list.items().size(), TableSchema.MAX_SEGMENTS, "rowkey", "segments")) {
      return rowkey;
    }
    long fixedWidths = 0;
    for (Node item : list.items()) {
      if (item instanceof MapNode m && m.get("width") instanceof dev.hbaseadvisor.yaml.ScalarNode w
          && w.value() instanceof Long width && width > 0) {
        fixedWidths += width;
      }
    }
    if (fixedWidths > MAX_ROW_LENGTH) {
      in.problem(list, "the rowkey's segment widths add up to " + fixedWidths + " bytes, more than the "
          + MAX_ROW_LENGTH + " bytes HBase allows in a whole row key");
      return rowkey;
    }
    List<Node> overKey = new ArrayList<>();
    List<Node> nodes = new ArrayList<>();
    for (Node item : list.items()) {
      Segment segment = segment(item);
      if (segment != null) {
        rowkey.add(segment);
        nodes.add(item);
        overKey.add(segment instanceof SaltSegment s && s.overKey() ? item : null);
      }
    }
    for (int i = 0; i < rowkey.size(); i++) {
      if (overKey.get(i) != null) {
        SaltSegment salt = (SaltSegment) rowkey.get(i);
        List<String> after = reached(salt, rowkey.subList(i + 1, rowkey.size()));
        if (after.isEmpty()) {
          in.problem(overKey.get(i), salt.byteRange() ? "the salt's 'bytes' reach no field segment after it"
              : "a salt 'over: key' needs field segments after it to hash");
        }
        rowkey.set(i, salt.withFrom(after));
      }
    }
    for (int i = 0; i < rowkey.size(); i++) {
      if (rowkey.get(i) instanceof SaltSegment salt && salt.ranged() && salt.from().contains(salt.per())) {
        in.problem(nodes.get(i), "the salt's 'per' field '" + salt.per() + "' picks the run of shards; Kylin hashes"
            + " only the dimensions after it" + (salt.overKey() ? ": start 'bytes' after it" : ": leave it out of 'from'"));
      } else if (rowkey.get(i) instanceof SaltSegment salt && salt.ranged() && rowkey.stream().noneMatch(
          s -> s instanceof FieldSegment f && f.field().equals(salt.per()))) {
        in.problem(nodes.get(i), "the salt's 'per' field '" + salt.per() + "' must be a field segment of the"
            + " rowkey, as Kylin's cuboid id follows the shard, so that a read can bind it");
      }
    }
    return List.copyOf(rowkey);
  }

  private Segment segment(Node node) {
    MapNode map = in.map(node, "a rowkey segment");
    if (map == null) {
      return null;
    }
    List<String> kinds = map.entries().keySet().stream().filter(FormatKeys.SEGMENT_KINDS::contains).toList();
    if (kinds.size() != 1) {
      if (kinds.isEmpty()) {
        List<String> all = new ArrayList<>(FormatKeys.SEGMENT_KINDS);
        all.addAll(FormatKeys.FIELD_SEGMENT);
        in.allowOnly(map, all);
        in.problem(map.position(), "a rowkey segment needs one of the keys salt, bucket, hash, field, literal, bits");
      } else {
        in.problem(map.position(), "a rowkey segment has exactly one of salt, bucket, hash, field, literal, bits;"
            + " found " + String.join(", ", kinds));
      }
      return null;
    }
    String kind = kinds.get(0);
    if (!kind.equals("field")) {
      in.allowOnly(map, List.of(kind, FormatKeys.ELEMENT_SUPPRESS));
    }
    Node body = map.get(kind);
    return switch (kind) {
      case "salt" -> salt(body);
      case "bucket" -> bucket(body);
      case "hash" -> hash(body);
      case "field" -> fieldSegment(map);
      case "bits" -> new BitsReader(in, fields).read(body);
      default -> literal(body);
    };
  }

  private Segment salt(Node node) {
    MapNode map = in.map(node, "'salt'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.SALT);
    NumberEncoding encoding = numberEncoding(map, NumberEncoding.BYTE);
    Node bucketsNode = in.required(map, "buckets", "salt");
    Long buckets = bucketsNode == null ? null : in.count(bucketsNode, "buckets");
    long maxBuckets = switch (encoding) {
      case BYTE -> 256;
      case SHORT -> 1 << 16;
      default -> 1 << 20;
    };
    if (buckets != null && !in.within(bucketsNode, "buckets", buckets, 1, maxBuckets)) {
      buckets = null;
    }
    boolean random = in.flag(map, "random");
    SaltHash hash = SaltHash.PHOENIX;
    if (map.has("hash")) {
      String h = in.oneOf(map.get("hash"), "hash", FormatKeys.SALT_HASHES);
      hash = h == null ? hash : SaltHash.valueOf(h.toUpperCase(Locale.ROOT));
      if (random) {
        in.problem(map.get("hash"), "a random salt hashes nothing; 'hash' needs 'from' or 'over: key'");
      }
    }
    int group = 1;
    if (map.has("group")) {
      Long g = in.count(map.get("group"), "group");
      if (random) {
        in.problem(map.get("group"), "a random salt already writes every bucket; 'group' needs 'from' or 'over: key'");
      } else if (g != null && buckets != null && in.within(map.get("group"), "group", g, 2, buckets)) {
        group = g.intValue();
      }
    }
    if (group > 1 && hash == SaltHash.KYLIN) {
      in.problem(map.get("group"), "Kylin's shard adds no random offset; 'group' is Pinpoint's RangeDoubleHash,"
          + " and a key's run of shards is 'per' and 'shards'");
      group = 1;
    }
    boolean overKey = map.has("over") && "key".equals(in.oneOf(map.get("over"), "over", FormatKeys.SALT_OVER));
    int byteStart = 0;
    int byteEnd = -1;
    if (map.has("bytes")) {
      long[] range = in.range(map.get("bytes"), "bytes", Long::parseLong);
      if (!overKey) {
        in.problem(map.get("bytes"), "'bytes' is a range of the key bytes after the salt; it needs 'over: key'");
      } else if (range != null && in.within(map.get("bytes"), "bytes", range[1], 0, MAX_ROW_LENGTH - 1)) {
        byteStart = (int) range[0];
        byteEnd = (int) range[1] + 1;
      }
    }
    String per = null;
    ShardRuns shards = null;
    if (map.has("per")) {
      per = perField(map, random, hash);
      shards = per == null || buckets == null ? null : shardRuns(map, buckets);
      per = shards == null ? null : per;
    } else if (map.has("shards")) {
      in.problem(map.get("shards"), "'shards' counts the shards of each value of the 'per' field; it needs 'per'");
    }
    if (overKey) {
      if (random || map.has("from")) {
        in.problem(map.get("over"), "a salt 'over: key' hashes the key bytes after it; it takes neither 'from' nor"
            + " 'random'");
        return null;
      }
      // The fields of the segments after the salt are filled in once the whole rowkey is read.
      return buckets == null ? null : new SaltSegment(buckets.intValue(), List.of(), false, encoding, true, hash,
          byteStart, byteEnd, group, per, shards);
    }
    List<String> from = map.has("from") ? in.fieldRefs(map.get("from"), "from", fields) : List.of();
    if (random && map.has("from")) {
      in.problem(map.get("from"), "a salt is either random or computed 'from' fields, not both");
    } else if (!random && !map.has("from")) {
      in.problem(map.position(), "a salt needs 'from: [fields]' or 'random: true'");
    } else if (!random && from.isEmpty() && in.strings(map.get("from"), "from").isEmpty()) {
      in.problem(map.get("from"), "'from' needs at least one field");
    }
    return buckets == null ? null : new SaltSegment(buckets.intValue(), List.copyOf(from), random, encoding, false,
        hash, 0, -1, group, per, shards);
  }

  /**
   * The {@code per} field of a salt whose shards run per value (Apache Kylin's cuboid), or null
   * with a problem: Kylin places a value's run at the murmur3 hash of the value as a {@code long}
   * ({@code CubeSegment.getCuboidBaseShard}), so the field is a number and the hash is Kylin's.
   */
  private String perField(MapNode map, boolean random, SaltHash hash) {
    Node node = map.get("per");
    String name = in.text(node, "per");
    if (name == null || !in.fieldRef(node, name, fields)) {
      return null;
    }
    if (random) {
      in.problem(node, "a random salt has no runs of shards; 'per' needs 'from' or 'over: key'");
      return null;
    }
    if (hash != SaltHash.KYLIN) {
      in.problem(node, "'per' places each value's shards from Kylin's murmur3 hash of the value;"
          + " it needs 'hash: kylin'");
      return null;
    }
    FieldType type = fields.get(name).type();
    if (type != FieldType.LONG && type != FieldType.INT) {
      in.problem(node, "'per' needs a long or int field (Kylin hashes the cuboid id as a long); '" + name + "' is "
          + type.name().toLowerCase(Locale.ROOT));
      return null;
    }
    return name;
  }

  /**
   * The shards each value of the {@code per} field owns: one count for every value, or a map of
   * values to counts with an optional {@code default} (1, as Kylin's {@code getCuboidShardNum}).
   */
  private ShardRuns shardRuns(MapNode salt, long buckets) {
    Node node = salt.get("shards");
    if (node == null) {
      in.problem(salt.position(), "'per' needs 'shards': how many shards each value owns, a count or a map"
          + " such as { default: 1, 7: 16 }");
      return null;
    }
    if (!(node instanceof MapNode map)) {
      Long n = in.count(node, "shards");
      return n != null && in.within(node, "shards", n, 1, buckets) ? ShardRuns.every(n.intValue()) : null;
    }
    int byDefault = 1;
    java.util.Map<Long, Integer> counts = new java.util.TreeMap<>();
    boolean ok = true;
    for (MapNode.Entry e : map.entries().values()) {
      Long n = in.count(e.value(), "shards");
      boolean inRange = n != null && in.within(e.value(), "shards", n, 1, buckets);
      ok &= inRange;
      if (e.key().equals("default")) {
        byDefault = inRange ? n.intValue() : byDefault;
        continue;
      }
      try {
        long value = Long.parseLong(e.key());
        if (inRange) {
          counts.put(value, n.intValue());
        }
      } catch (NumberFormatException x) {
        in.problem(e.keyPosition(), "a key of 'shards' is 'default' or a value of the 'per' field (a number),"
            + " found '" + e.key() + "'");
        ok = false;
      }
    }
    return ok ? new ShardRuns(byDefault, counts) : null;
  }

  /**
   * The fields of the segments after a salt over the key whose bytes its hash can reach: all of
   * them, or for a byte range those that may overlap it. A segment is left out only when its place
   * is certain: wholly before the range and of a fixed width, or starting at or after its end.
   */
  private static List<String> reached(SaltSegment salt, List<Segment> after) {
    List<String> result = new ArrayList<>();
    long minStart = 0;
    long maxStart = 0;
    for (Segment s : after) {
      int width = fixedWidth(s);
      boolean beforeRange = width >= 0 && maxStart >= 0 && maxStart + width <= salt.byteStart();
      boolean afterRange = salt.byteEnd() >= 0 && minStart >= salt.byteEnd();
      if (!beforeRange && !afterRange) {
        for (String f : s.sourceFields()) {
          if (!result.contains(f)) {
            result.add(f);
          }
        }
      }
      minStart += Math.max(width, 0);
      maxStart = width >= 0 && maxStart >= 0 ? maxStart + width : -1;
    }
    return result;
  }

  /** A segment's width in bytes when every value has it, else -1. */
  static int fixedWidth(Segment s) {
    if (s instanceof LiteralSegment l) {
      return l.bytes().length;
    } else if (s instanceof HashSegment h) {
      return h.width();
    } else if (s instanceof SaltSegment salt) {
      return salt.encoding().width(salt.buckets());
    } else if (s instanceof BucketSegment b) {
      return b.encoding().width(b.modulo());
    } else if (s instanceof BitsSegment bits) {
      return bits.width();
    }
    FieldSegment f = (FieldSegment) s;
    int value = f.width() > 0 ? f.width() : f.encoding().binaryWidth() > 0 ? f.encoding().binaryWidth()
        : f.encoding().floatWidth();
    return value > 0 ? value + f.terminator().length : -1;
  }

  private NumberEncoding numberEncoding(MapNode map, NumberEncoding fallback) {
    if (!map.has("encoding")) {
      return fallback;
    }
    String e = in.oneOf(map.get("encoding"), "encoding", FormatKeys.NUMBER_ENCODINGS);
    return e == null ? fallback : NumberEncoding.valueOf(e.toUpperCase(Locale.ROOT));
  }

  private Segment bucket(Node node) {
    MapNode map = in.map(node, "'bucket'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.BUCKET);
    Node fieldNode = in.required(map, "field", "bucket");
    String field = fieldNode == null ? null : in.text(fieldNode, "field");
    boolean known = fieldNode != null && in.fieldRef(fieldNode, field, fields);
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

  private Segment hash(Node node) {
    MapNode map = in.map(node, "'hash'");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.HASH);
    Node fromNode = in.required(map, "from", "hash");
    List<String> from = fromNode == null ? List.of() : in.fieldRefs(fromNode, "from", fields);
    HashAlgorithm algorithm = HashAlgorithm.MD5;
    if (map.has("algorithm")) {
      String a = in.oneOf(map.get("algorithm"), "algorithm", FormatKeys.HASH_ALGORITHMS);
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
      String e = in.oneOf(map.get("encoding"), "encoding", FormatKeys.HASH_ENCODINGS);
      if (e != null) {
        encoding = HashEncoding.valueOf(e.toUpperCase(Locale.ROOT));
      }
    }
    int seed = 0;
    if (map.has("seed")) {
      Long v = in.count(map.get("seed"), "seed");
      if (algorithm != HashAlgorithm.MURMUR3) {
        in.problem(map.get("seed"), "only murmur3 takes a 'seed'; " + algorithm.yamlName() + " has none");
      } else if (v != null && in.within(map.get("seed"), "seed", v, 0, 0xFFFFFFFFL)) {
        // An int seed as Java code writes it (0xDEADBEEF is negative as an int), kept as its 32 bits.
        seed = (int) v.longValue();
      }
    }
    return from.isEmpty() ? null : new HashSegment(List.copyOf(from), algorithm, length, encoding, seed);
  }

  private Segment fieldSegment(MapNode map) {
    in.allowOnly(map, FormatKeys.FIELD_SEGMENT);
    Node nameNode = map.get("field");
    String name = in.text(nameNode, "field");
    if (!in.fieldRef(nameNode, name, fields)) {
      return null;
    }
    FieldSpec spec = fields.get(name);
    FieldType type = spec.type();
    boolean sized = map.has("width");
    if (!sized && !type.isNumeric() && spec.maxLength() > MAX_ROW_LENGTH) {
      in.problem(nameNode, "field '" + name + "' holds values of up to " + spec.maxLength() + " bytes, more than the "
          + MAX_ROW_LENGTH + " bytes HBase allows in a whole row key; give the segment a 'width' or key on"
          + " another field");
      return null;
    }

    String format = null;
    if (map.has("format")) {
      format = in.string(map.get("format"), "format");
      if (format != null) {
        if (type != FieldType.TIMESTAMP) {
          in.problem(map.get("format"), "'format' applies to timestamp fields");
        }
        try {
          DateTimeFormatter.ofPattern(format, Locale.ROOT);
        } catch (IllegalArgumentException e) {
          in.problem(map.get("format"), "invalid date pattern '" + format + "': " + e.getMessage());
          format = null;
        }
      }
    }

    FieldEncoding encoding = SchemaLoader.defaultEncoding(type, format != null);
    if (map.has("encoding")) {
      String e = in.oneOf(map.get("encoding"), "encoding", allowedEncodings(type, format != null));
      if (e != null) {
        encoding = FieldEncoding.ofYamlName(e);
      }
    }

    int width = 0;
    if (map.has("width")) {
      Long w = in.count(map.get("width"), "width");
      if (w != null && in.within(map.get("width"), "width", w, 1, MAX_ROW_LENGTH)) {
        if (encoding.isBinaryNumber() || encoding.floatWidth() > 0) {
          in.problem(map.get("width"), "'width' does not apply to the fixed " + encoding.yamlName()
              + " encoding (" + Quantities.plural(encoding.binaryWidth() + encoding.floatWidth(), "byte") + ")");
        } else {
          width = w.intValue();
          reportNarrowDigits(map.get("width"), spec, encoding, width);
        }
      }
    }

    byte pad = 0;
    if (map.has("pad")) {
      byte[] padBytes = in.binary(map.get("pad"), "pad");
      if (padBytes != null && padBytes.length != 1) {
        in.problem(map.get("pad"), "'pad' must be exactly one byte, got " + padBytes.length);
      } else if (padBytes != null) {
        pad = padBytes[0];
      }
    }

    FieldSegment.Reverse reverse = FieldSegment.Reverse.NONE;
    if (map.has("reverse")) {
      String r = in.oneOf(map.get("reverse"), "reverse", FormatKeys.REVERSE);
      if (r != null) {
        boolean numberText = type.isNumeric() && !encoding.isBinaryNumber() && encoding.floatWidth() == 0;
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
      String o = in.oneOf(map.get("order"), "order", FormatKeys.SEGMENT_ORDERS);
      descending = "descending".equals(o);
      boolean invertible = !type.isNumeric() && (encoding == FieldEncoding.STRING || encoding == FieldEncoding.BINARY)
          || encoding.floatWidth() > 0;
      if (descending && invertible && reverse != FieldSegment.Reverse.NONE) {
        in.problem(map.get("order"), "'order: descending' inverts the bytes of text; it does not combine with 'reverse'");
      } else if (descending && !invertible && (!type.isNumeric() || format != null || encoding == FieldEncoding.STRING)) {
        in.problem(map.get("order"), "'order: descending' applies to numbers encoded as long, int, decimal or hex,"
            + " and to text and bytes (every byte inverted, Phoenix's DESC)");
      } else if (descending && encoding.signFlipped()) {
        in.problem(map.get("order"), "'order: descending' does not combine with " + encoding.yamlName()
            + "; Phoenix's DESC of a non-negative number is encoding " + encoding.plain().yamlName()
            + " with order: descending, the same bytes");
      }
    }

    byte[] terminator = new byte[0];
    if (map.has("terminator")) {
      byte[] t = in.binary(map.get("terminator"), "terminator");
      if (t != null && t.length == 0) {
        in.problem(map.get("terminator"), "'terminator' must not be empty");
      } else if (t != null) {
        terminator = t;
      }
    }
    TimeScale scale = scale(map, type, encoding, format);
    long top = encoding.signedMax();
    boolean narrow = encoding.binaryWidth() == 1 || encoding.binaryWidth() == 2;
    long low = scale.apply(spec.min());
    long high = scale.apply(spec.max());
    if (map.has("encoding") && narrow && (low < -top - 1 || high > top)) {
      // Bytes.toBytes(short) and Phoenix's codecs keep the low bytes: a larger value would wrap around.
      // A timestamp counted in a unit (weeks since the epoch) is checked as the number written.
      String counted = scale.none() ? "" : " (" + low + " to " + high + " counted in its unit)";
      in.problem(map.get("encoding"), "'encoding: " + encoding.yamlName() + "' holds " + (-top - 1) + " to " + top
          + "; field '" + spec.name() + "' runs from " + spec.min() + " to " + spec.max() + counted
          + " (give it min and max)");
    }
    return new FieldSegment(name, encoding, width, pad, reverse, descending, format, terminator, scale);
  }

  /** A step of {@code truncate} or {@code unit} in milliseconds: a duration from 1 second to 10 years. */
  private long step(Node node, String key, long otherwise) {
    Long seconds = in.duration(node, key);
    if (seconds == null || !in.within(node, key, seconds, 1, Workload.MAX_DURATION_SECONDS)) {
      return otherwise;
    }
    return seconds * 1000;
  }

  /**
   * The {@code truncate} and {@code unit} of a timestamp written as a number: durations, the unit
   * a whole number of milliseconds and the step a whole number of units.
   */
  private TimeScale scale(MapNode map, FieldType type, FieldEncoding encoding, String format) {
    if (!map.has("truncate") && !map.has("unit")) {
      return TimeScale.NONE;
    }
    Node where = map.has("truncate") ? map.get("truncate") : map.get("unit");
    if (type != FieldType.TIMESTAMP || format != null || encoding == FieldEncoding.BINARY) {
      in.problem(where, "'truncate' and 'unit' apply to timestamp fields written as numbers, without 'format'");
      return TimeScale.NONE;
    }
    long truncate = 0;
    long unit = 1;
    if (map.has("truncate")) {
      truncate = step(map.get("truncate"), "truncate", 0);
    }
    if (map.has("unit")) {
      unit = step(map.get("unit"), "unit", 1);
    }
    if (truncate > 0 && truncate % unit != 0) {
      in.problem(map.get("truncate"), "'truncate' must be a whole number of 'unit's");
      return TimeScale.NONE;
    }
    return new TimeScale(truncate, unit);
  }

  /**
   * A {@code decimal} or {@code hex} number with more digits than {@code width} would make the
   * segment wider than stated, so the key's layout would shift; refused here. The bounds are the
   * field's {@code min} and its {@code max} when one is stated (a timestamp always has one).
   */
  private void reportNarrowDigits(Node widthNode, FieldSpec spec, FieldEncoding encoding, int width) {
    if (encoding != FieldEncoding.DECIMAL && encoding != FieldEncoding.HEX || !spec.type().isNumeric()) {
      return;
    }
    boolean statedMax = spec.max() != Long.MAX_VALUE
        && !(spec.type() == FieldType.INT && spec.max() == Integer.MAX_VALUE);
    for (long value : statedMax ? new long[] {spec.min(), spec.max()} : new long[] {spec.min()}) {
      String digits = encoding == FieldEncoding.DECIMAL ? Long.toString(value)
          : spec.type() == FieldType.INT ? Integer.toHexString((int) value) : Long.toHexString(value);
      if (digits.length() > width) {
        in.problem(widthNode, "'width' " + width + " is narrower than the values of field '" + spec.name()
            + "': " + value + " takes " + digits.length() + " " + encoding.yamlName() + " digits");
        return;
      }
    }
  }

  /** The encodings a field segment of this type may write; a subset of {@link FormatKeys#FIELD_ENCODINGS}. */
  private static List<String> allowedEncodings(FieldType type, boolean formatted) {
    if (formatted) {
      return List.of("string");
    }
    return switch (type) {
      case LONG, TIMESTAMP, INT -> List.of("long", "int", "short", "byte", "decimal", "hex", "string", "sortable-long",
          "sortable-int", "sortable-short", "sortable-byte", "double", "float", "sortable-double", "sortable-float");
      case UUID -> List.of("string", "binary");
      case BYTES -> List.of("binary");
      default -> List.of("string");
    };
  }

  private Segment literal(Node node) {
    byte[] bytes = in.binary(node, "literal");
    if (bytes != null && bytes.length == 0) {
      in.problem(node, "a literal must not be empty");
      return null;
    }
    return bytes == null ? null : new LiteralSegment(bytes);
  }
}
