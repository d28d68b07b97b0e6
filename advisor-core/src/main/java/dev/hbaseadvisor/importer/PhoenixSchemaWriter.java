package dev.hbaseadvisor.importer;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Suggestions;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.YamlScalars;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Writes a {@link PhoenixTable} as a schema file: the primary key as rowkey segments with Phoenix's
 * own bytes ({@code PTableImpl.newKey}: fixed-width types with their sign bit flipped, variable-width
 * columns ended by {@code \x00} except the last, {@code CHAR(n)} padded with spaces, the salt byte
 * over the rest of the key), the columns grouped into families with the family options, the salt
 * or {@code SPLIT ON} pre-split; and every default it had to choose, in a comment.
 */
final class PhoenixSchemaWriter {

  private static final Pattern FIELD_NAME = Pattern.compile("^[A-Za-z_][A-Za-z0-9_-]*$");
  /** Phoenix's default column family ({@code QueryConstants.DEFAULT_COLUMN_FAMILY}). */
  static final String DEFAULT_FAMILY = "0";
  /** The key of the empty column in the qualifier map: no column name can be empty. */
  private static final String EMPTY_COLUMN = "";
  /** The key of the one cell a family's columns are packed into, in the qualifier map. */
  private static final String PACKED_CELL = "\u0000packed";
  /** {@code QueryConstants.ENCODED_CQ_COUNTER_INITIAL_VALUE}: 1 to 10 are reserved. */
  private static final int ENCODED_CQ_COUNTER_INITIAL_VALUE = 11;
  /** Options that set family attributes, and the schema key each one becomes. */
  private static final Map<String, String> FAMILY_OPTIONS = Map.ofEntries(Map.entry("TTL", "ttl"),
      Map.entry("VERSIONS", "versions"), Map.entry("MIN_VERSIONS", "minVersions"),
      Map.entry("COMPRESSION", "compression"), Map.entry("DATA_BLOCK_ENCODING", "dataBlockEncoding"),
      Map.entry("BLOOMFILTER", "bloomFilter"), Map.entry("BLOCKSIZE", "blockSize"), Map.entry("IN_MEMORY", "inMemory"),
      Map.entry("KEEP_DELETED_CELLS", "keepDeletedCells"), Map.entry("BLOCKCACHE", "blockCache"),
      Map.entry("REPLICATION_SCOPE", "replicationScope"));
  /** Options that set table attributes the cluster section holds. */
  private static final Map<String, String> CLUSTER_OPTIONS = Map.of("MAX_FILESIZE", "maxFileSize",
      "MEMSTORE_FLUSHSIZE", "flushSize");
  /**
   * Phoenix and HBase options with no schema-format key, kept in a comment: they change how Phoenix
   * writes cells or caches metadata, not the key or the families the advisor judges.
   * {@code IMMUTABLE_ROWS=true} of a data table is written as {@code immutableRows: true} instead.
   */
  private static final Set<String> RECORDED_OPTIONS = Set.of("IMMUTABLE_ROWS", "COLUMN_ENCODED_BYTES",
      "IMMUTABLE_STORAGE_SCHEME", "MULTI_TENANT", "DISABLE_WAL", "UPDATE_CACHE_FREQUENCY", "TRANSACTIONAL",
      "TRANSACTION_PROVIDER", "GUIDE_POSTS_WIDTH", "APPEND_ONLY_SCHEMA", "AUTO_PARTITION_SEQ", "STORE_NULLS",
      "CHANGE_DETECTION_ENABLED", "PHOENIX_TTL", "USE_STATS_FOR_PARALLELIZATION",
      "SCHEMA_VERSION", "STREAMING_TOPIC_NAME", "SPLIT_POLICY", "REGION_REPLICATION", "DURABILITY",
      "NORMALIZATION_ENABLED", "COMPACTION_ENABLED", "SALT_BUCKETS", "DEFAULT_COLUMN_FAMILY", "IS_MOB",
      "MOB_THRESHOLD");

  private final String file;
  private final PhoenixTable table;
  private final DdlProblems problems;
  private final StringBuilder out = new StringBuilder();
  private final Map<String, Position> origins = new TreeMap<>();

  private PhoenixSchemaWriter(String file, PhoenixTable table, DdlProblems problems) {
    this.file = file;
    this.table = table;
    this.problems = problems;
  }

  /** The schema file of one table; what cannot be written is reported to {@code problems}. */
  static ImportedTable write(String file, PhoenixTable table, DdlProblems problems) {
    PhoenixSchemaWriter writer = new PhoenixSchemaWriter(file, table, problems);
    writer.all();
    return new ImportedTable(table.name, writer.out.toString(), writer.origins);
  }

  private void all() {
    checkOptions();
    line("# Imported by hbase-advisor import from " + file + ":" + table.position.line() + " ("
        + (table.indexOf == null ? "Phoenix CREATE TABLE" : "Phoenix CREATE INDEX on " + table.indexOf) + ").");
    line("# The DDL states the key, the families and the pre-split; it does not state the shape of the");
    line("# values, the queries or the write rate: the defaults chosen for them are marked below.");
    line("version: 1");
    origins.put("table", table.position);
    line("table: " + YamlScalars.quoted(table.name));
    line("description: " + YamlScalars.quoted(table.indexOf == null ? "Phoenix table " + table.name
        : "Phoenix global index " + table.name + " on " + table.indexOf));
    if (table.indexOf == null && "true".equalsIgnoreCase(value("IMMUTABLE_ROWS"))) {
      origins.put("immutableRows", table.option("IMMUTABLE_ROWS").position());
      line("immutableRows: true               # IMMUTABLE_ROWS=true: rows are written once, never updated in place");
    }
    fields();
    rowkey();
    families();
    cluster();
    presplit();
    recordedOptions();
    line("# access: not stated by the DDL; none assumed (add the queries the application runs).");
    line("# workload: not stated by the DDL; the format's defaults apply (1000/s for 1h, seed 1).");
  }

  // ---- fields and rowkey ----

  private void fields() {
    line("fields:");
    for (PhoenixTable.KeyColumn k : table.key) {
      PhoenixTable.Column c = table.columns.get(k.name());
      origins.put("fields." + c.name(), c.position());
      if (!FIELD_NAME.matcher(c.name()).matches()) {
        problems.add(c.position(), "column name " + c.name() + " cannot be a schema field name"
            + " (letters, digits, '_' and '-', starting with a letter or '_')");
      }
      String spec = switch (c.type()) {
        // PTinyint, PSmallint and their unsigned forms hold -128..127 and -32768..32767 (0 and up unsigned);
        // PBoolean writes 0 or 1.
        case TINYINT -> "type: int, min: -128, max: 127";
        case UNSIGNED_TINYINT -> "type: int, min: 0, max: 127";
        case SMALLINT -> "type: int, min: -32768, max: 32767";
        case UNSIGNED_SMALLINT -> "type: int, min: 0, max: 32767";
        case BOOLEAN -> "type: int, min: 0, max: 1";
        case INTEGER, UNSIGNED_INT -> "type: int";
        case BIGINT, UNSIGNED_LONG -> "type: long";
        case DATE, TIME, TIMESTAMP, UNSIGNED_DATE, UNSIGNED_TIME, UNSIGNED_TIMESTAMP -> "type: timestamp";
        // A float or double key is drawn as whole numbers its type holds exactly (2^24, 2^53); Phoenix's bytes of
        // any double are the codec's (PDouble.DoubleCodec), whole or not.
        case FLOAT -> "type: int, min: -16777216, max: 16777216";
        case UNSIGNED_FLOAT -> "type: int, min: 0, max: 16777216";
        case DOUBLE -> "type: long, min: -9007199254740992, max: 9007199254740992";
        case UNSIGNED_DOUBLE -> "type: long, min: 0, max: 9007199254740992";
        case CHAR -> "type: string, length: " + c.length();
        case VARCHAR -> c.length() == null ? "type: string" : "type: string, length: 1-" + c.length();
        case BINARY -> "type: bytes, length: " + c.length();
        case VARBINARY -> "type: bytes";
        default -> null;
      };
      String type = c.type() + (c.length() == null ? "" : "(" + c.length() + ")");
      if (spec == null || c.array()) {
        String how = c.array() ? "Phoenix writes a key array as its elements, separated (PArrayDataType)"
            : c.type() == PhoenixType.DECIMAL ? "Phoenix writes it as a variable-width base-100 number (PDecimal)"
            : null;
        problems.add(c.position(), "primary key column " + c.name() + " is " + type + (c.array() ? " ARRAY" : "")
            + (how == null ? "" : ": " + how) + "; the schema format has no rowkey encoding for it yet");
        continue;
      }
      if (c.name().equals(table.rowTimestamp)) {
        rowTimestampField(c, type);
        continue;
      }
      boolean ranged = spec.contains("min:");
      line("  " + c.name() + ": { " + spec + " }   # " + type + (ranged ? ": the type's range; cardinality" : "; cardinality")
          + ", distribution" + (c.type() == PhoenixType.VARCHAR && c.length() == null ? ", length (8-16)" : "")
          + (c.type().fixedWidth() > 0 && !ranged ? ", min and max" : "") + ": defaults, not stated by the DDL");
    }
  }

  /**
   * The field of the {@code ROW_TIMESTAMP} column: its value is the cells' timestamp, epoch
   * milliseconds whatever its type (a BIGINT too), and Phoenix writes the server's time when an UPSERT
   * leaves it out (phoenix.apache.org/rowtimestamp.html), so the write time is the order assumed.
   */
  private void rowTimestampField(PhoenixTable.Column c, String type) {
    origins.put("fields." + c.name() + ".cellTimestamp", c.position());
    line("  " + c.name() + ": { type: timestamp, order: increasing, cellTimestamp: true }   # " + type
        + " ROW_TIMESTAMP: the cells' timestamp (epoch ms); order assumed: Phoenix writes the server's time");
    line("    # when an UPSERT leaves the column out; state the real order and range if the application sets it");
  }

  private void rowkey() {
    line("rowkey:");
    origins.put("rowkey", table.key.isEmpty() ? table.position : table.key.get(0).position());
    int index = 0;
    PhoenixTable.Option salt = table.option("SALT_BUCKETS");
    int buckets = salt == null ? 0 : saltBuckets(salt);
    if (buckets > 0) {
      origins.put("rowkey[0]", salt.position());
      line("  - salt: { buckets: " + buckets + ", over: key }   # SALT_BUCKETS: SaltingUtil.getSaltingByte of the key");
      index++;
    }
    for (int i = 0; i < table.key.size(); i++) {
      PhoenixTable.KeyColumn k = table.key.get(i);
      PhoenixTable.Column c = table.columns.get(k.name());
      boolean last = i == table.key.size() - 1;
      origins.put("rowkey[" + index + "]", k.position());
      index += keySegment(k, c, last);
    }
  }

  /** The option of a DESC text or binary key column: its bytes inverted, padding included. */
  private static final String DESC_BYTES = "\n    order: descending";
  /** Why a DESC text or binary column is written so. */
  private static final String INVERTED = "DESC: every byte inverted (SortOrder.invert)";

  /** Writes the segments of one key column; returns how many. */
  private int keySegment(PhoenixTable.KeyColumn k, PhoenixTable.Column c, boolean last) {
    String at = "  - field: " + c.name();
    String options = "";
    String literal = null;
    String why;
    if (c.array()) {
      return 0;
    }
    switch (c.type()) {
      case INTEGER, BIGINT, DATE, TIME, TIMESTAMP -> {
        boolean wide = c.type() != PhoenixType.INTEGER;
        // PLong.LongCodec / PInteger.IntCodec flip the sign bit; SortOrder.DESC inverts every byte,
        // which for v >= 0 is MAX_VALUE - v written plainly.
        options = k.descending() ? "\n    order: descending" : "\n    encoding: sortable-" + (wide ? "long" : "int");
        why = k.descending() ? "DESC: the inverted sign-flipped value, MAX_VALUE - v" : "sign bit flipped";
        if (c.type() == PhoenixType.TIMESTAMP) {
          // PTimestamp.toBytes: 8 bytes of millis, then 4 bytes of nanos within the milli (0 for millisecond values).
          literal = k.descending() ? "\\xFF\\xFF\\xFF\\xFF" : "\\x00\\x00\\x00\\x00";
        }
      }
      case TINYINT, SMALLINT -> {
        String plain = c.type() == PhoenixType.TINYINT ? "byte" : "short";
        // PTinyint.ByteCodec / PSmallint.ShortCodec flip the sign bit; DESC of v >= 0 is MAX_VALUE - v.
        options = k.descending() ? "\n    encoding: " + plain + "\n    order: descending"
            : "\n    encoding: sortable-" + plain;
        why = k.descending() ? "DESC: the inverted sign-flipped value, MAX_VALUE - v" : "sign bit flipped";
      }
      case FLOAT, DOUBLE, UNSIGNED_FLOAT, UNSIGNED_DOUBLE -> {
        boolean wide = c.type() == PhoenixType.DOUBLE || c.type() == PhoenixType.UNSIGNED_DOUBLE;
        boolean unsignedType = c.type().name().startsWith("UNSIGNED_");
        options = "\n    encoding: " + (unsignedType ? "" : "sortable-") + (wide ? "double" : "float")
            + (k.descending() ? "\n    order: descending" : "");
        why = (unsignedType ? "Bytes.toBytes(" + (wide ? "double" : "float") + ")"
            : "sign bit flipped, negatives inverted, plus one (P" + (wide ? "Double.DoubleCodec" : "Float.FloatCodec")
            + ")") + (k.descending() ? "; DESC: every byte inverted (SortOrder.invert)" : "")
            + "; drawn as whole numbers";
      }
      case UNSIGNED_TINYINT, UNSIGNED_SMALLINT, BOOLEAN -> {
        options = "\n    encoding: " + (c.type() == PhoenixType.UNSIGNED_SMALLINT ? "short" : "byte");
        why = c.type() == PhoenixType.BOOLEAN ? "BOOLEAN: one byte, 0 or 1 (PBoolean)" : "unsigned: big-endian as written";
      }
      case UNSIGNED_INT, UNSIGNED_LONG, UNSIGNED_DATE, UNSIGNED_TIME, UNSIGNED_TIMESTAMP -> {
        why = "unsigned: big-endian as written";
        if (c.type() == PhoenixType.UNSIGNED_TIMESTAMP) {
          literal = "\\x00\\x00\\x00\\x00";
        }
      }
      case CHAR -> {
        // PChar.pad: spaces up to the length (StringUtil.SPACE_UTF8; under DESC the inverted space).
        options = "\n    width: " + c.length() + "\n    pad: ' '" + DESC_BYTES.repeat(k.descending() ? 1 : 0);
        why = "CHAR(" + c.length() + "): padded with spaces" + (k.descending() ? ", " + INVERTED : "");
      }
      case BINARY -> {
        options = "\n    width: " + c.length() + DESC_BYTES.repeat(k.descending() ? 1 : 0);
        why = "BINARY(" + c.length() + "): padded with \\x00 (PBinary.pad)" + (k.descending() ? ", " + INVERTED : "");
      }
      case VARCHAR, VARBINARY -> {
        if (c.type() == PhoenixType.VARBINARY && !last) {
          problems.add(k.position(), "VARBINARY column " + c.name() + " can only be the last key column"
              + " (Phoenix: VARBINARY_IN_ROW_KEY)");
        }
        if (k.descending() && c.type() == PhoenixType.VARBINARY) {
          // MetaDataClient: SQLExceptionCode.DESC_VARBINARY_NOT_SUPPORTED (error 1056).
          problems.add(k.position(), "Phoenix refuses DESC on VARBINARY column " + c.name() + " (error 1056)");
          return 0;
        }
        if (k.descending()) {
          // SchemaUtil.getSeparatorByte: QueryConstants.DESC_SEPARATOR_BYTE after a DESC value, and
          // PTableImpl.newKey writes it after the last column too ("Need trailing byte for DESC columns").
          options = "\n    terminator: '\\xFF'" + DESC_BYTES;
          why = c.type() + ": " + INVERTED + ", then QueryConstants.DESC_SEPARATOR_BYTE" + (last ? ", last too" : "");
        } else {
          options = last ? "" : "\n    terminator: '\\x00'";
          why = c.type() + (last ? ", last: no separator" : ": QueryConstants.SEPARATOR_BYTE after it");
        }
      }
      default -> {
        return 0;
      }
    }
    boolean unsigned = (c.type().name().startsWith("UNSIGNED_") || c.type() == PhoenixType.BOOLEAN)
        && c.type() != PhoenixType.UNSIGNED_FLOAT && c.type() != PhoenixType.UNSIGNED_DOUBLE;
    if (k.descending() && unsigned) {
      problems.add(k.position(), "DESC on key column " + c.name() + " (" + c.type() + ") inverts its bytes,"
          + " which the schema format cannot express yet");
      return 0;
    }
    line(at + "   # " + why + options);
    if (literal != null) {
      line("  - literal: '" + literal + "'   # TIMESTAMP: the nanoseconds within the millisecond");
      return 2;
    }
    return 1;
  }

  private int saltBuckets(PhoenixTable.Option salt) {
    Integer n = integer(salt);
    if (n == null || n < 0 || n > 256) {
      // MetaDataClient: SQLExceptionCode.INVALID_BUCKET_NUM.
      problems.add(salt.position(), "SALT_BUCKETS is a whole number from 0 to 256, found " + salt.value());
      return 0;
    }
    return n;
  }

  // ---- families ----

  private void families() {
    String defaultFamily = table.option("DEFAULT_COLUMN_FAMILY") == null ? DEFAULT_FAMILY
        : table.option("DEFAULT_COLUMN_FAMILY").value();
    Map<String, List<PhoenixTable.Column>> families = new LinkedHashMap<>();
    Map<String, Position> familyOrigins = new LinkedHashMap<>();
    for (PhoenixTable.Column c : table.columns.values()) {
      if (table.isKey(c.key()) || table.dropped.contains(c.key())) {
        continue;
      }
      String family = c.family() == null ? defaultFamily : c.family();
      families.computeIfAbsent(family, f -> new ArrayList<>()).add(c);
      familyOrigins.putIfAbsent(family, c.position());
    }
    if (families.isEmpty()) {
      families.put(defaultFamily, new ArrayList<>());
      familyOrigins.put(defaultFamily, table.position);
    }
    for (PhoenixTable.Option o : table.options) {
      if (o.family() != null && !families.containsKey(o.family())) {
        problems.add(o.position(), "option " + o.family() + "." + o.name() + " names family " + o.family()
            + ", which no column of " + table.name + " is in");
      }
    }
    // Phoenix's empty column (QueryConstants.EMPTY_COLUMN_NAME) is in the table's first family, families
    // in the order their columns are listed (SchemaUtil.getEmptyColumnFamily, PTableImpl's familyMap).
    String emptyFamily = families.keySet().iterator().next();
    Map<String, String> qualifiers = qualifiers();
    line("families:");
    int j = 0;
    for (Map.Entry<String, List<PhoenixTable.Column>> family : families.entrySet()) {
      String path = "families[" + j + "]";
      origins.put(path, familyOrigins.get(family.getKey()));
      line("  - name: " + YamlScalars.quoted(family.getKey()));
      familyOptions(family.getKey(), path);
      line("    columns:");
      if (family.getKey().equals(emptyFamily)) {
        line("      - { qualifier: " + qualifiers.get(EMPTY_COLUMN) + ", size: 1 }   # Phoenix's empty column"
            + " (QueryConstants), value 'x', on every row");
      }
      if (qualifiers.containsKey(PACKED_CELL) && !family.getValue().isEmpty()) {
        long min = 0;
        long max = 0;
        for (PhoenixTable.Column c : family.getValue()) {
          min += sizeBounds(c)[0];
          max += sizeBounds(c)[1];
        }
        line("      - { qualifier: '1', size: " + (min == max ? String.valueOf(min) : min + "-" + max) + " }   # "
            + String.join(", ", family.getValue().stream().map(PhoenixTable.Column::name).toList()));
      }
      for (PhoenixTable.Column c : qualifiers.containsKey(PACKED_CELL) ? List.<PhoenixTable.Column>of()
          : family.getValue()) {
        line("      - { qualifier: " + qualifiers.get(c.key()) + ", size: " + size(c) + " }   # " + c.name() + " "
            + c.type() + (c.length() == null ? "" : "(" + c.length() + ")") + (c.array() ? " ARRAY" : "")
            + sizeNote(c));
      }
      j++;
    }
  }

  /**
   * The qualifier of every non-key column, and of the empty column under {@link #EMPTY_COLUMN}, as
   * a quoted byte string. With {@code COLUMN_ENCODED_BYTES} 1 to 4 (2 by default,
   * {@code QueryServicesOptions.DEFAULT_COLUMN_ENCODED_BYTES}), a column's qualifier is a number
   * counted from 11 ({@code QueryConstants.ENCODED_CQ_COUNTER_INITIAL_VALUE}) over the table's
   * non-key columns in declaration order, encoded by {@code PTable.QualifierEncodingScheme}; the
   * empty column is then 0 in four bytes. With 0 or {@code NONE} the qualifier is the column's name
   * and the empty column is {@code _0}. A table of immutable rows stored as one cell per family
   * ({@code SINGLE_CELL_ARRAY_WITH_OFFSETS}) is written by name, with a comment.
   */
  private Map<String, String> qualifiers() {
    Map<String, String> qualifiers = new LinkedHashMap<>();
    int bytes = encodedBytes();
    boolean packed = bytes > 0 && table.indexOf == null && "true".equalsIgnoreCase(value("IMMUTABLE_ROWS"))
        && !"ONE_CELL_PER_COLUMN".equalsIgnoreCase(value("IMMUTABLE_STORAGE_SCHEME"));
    if (packed) {
      // QueryConstants.SINGLE_KEYVALUE_COLUMN_QUALIFIER: every column of a family in one cell, qualifier "1".
      qualifiers.put(EMPTY_COLUMN, YamlScalars.quoted(Bytes.toStringBinary(encodedQualifier(0, 4))));
      qualifiers.put(PACKED_CELL, "'1'");
      line("# IMMUTABLE_ROWS with SINGLE_CELL_ARRAY_WITH_OFFSETS (Phoenix's default for them): Phoenix packs each");
      line("# family's columns into one cell, qualifier '1', its size the sum of theirs (offsets aside).");
      return qualifiers;
    }
    if (bytes == 0 || table.indexOf != null) {
      qualifiers.put(EMPTY_COLUMN, "'_0'");
      table.columns.values().forEach(c -> qualifiers.put(c.key(), YamlScalars.quoted(c.name())));
      if (bytes > 0) {
        line("# A global index's covered columns are written by name; Phoenix numbers their qualifiers.");
      }
      return qualifiers;
    }
    qualifiers.put(EMPTY_COLUMN, YamlScalars.quoted(Bytes.toStringBinary(encodedQualifier(0, 4))));
    int next = ENCODED_CQ_COUNTER_INITIAL_VALUE;
    for (String key : table.declared) {
      if (!table.isKey(key)) {
        qualifiers.put(key, YamlScalars.quoted(Bytes.toStringBinary(encodedQualifier(next++, bytes))));
      }
    }
    return qualifiers;
  }

  /** {@code PTable.QualifierEncodingScheme.encode}: the low bytes of the number, one and two bytes offset. */
  static byte[] encodedQualifier(int value, int bytes) {
    return switch (bytes) {
      case 1 -> new byte[] {(byte) (value - 128)};
      case 2 -> new byte[] {(byte) ((value - 32768) >> 8), (byte) (value - 32768)};
      case 3 -> new byte[] {(byte) (value >> 16), (byte) (value >> 8), (byte) value};
      default -> new byte[] {(byte) (value >> 24), (byte) (value >> 16), (byte) (value >> 8), (byte) value};
    };
  }

  /** The bytes of {@code COLUMN_ENCODED_BYTES}: 0 for names, 1 to 4, 2 when not given. */
  private int encodedBytes() {
    String v = value("COLUMN_ENCODED_BYTES");
    if (v == null) {
      return 2;
    }
    return switch (v.toUpperCase(Locale.ROOT)) {
      case "0", "NONE", "NON_ENCODED_QUALIFIERS" -> 0;
      case "1", "ONE_BYTE_QUALIFIERS" -> 1;
      case "2", "TWO_BYTE_QUALIFIERS" -> 2;
      case "3", "THREE_BYTE_QUALIFIERS" -> 3;
      case "4", "FOUR_BYTE_QUALIFIERS" -> 4;
      default -> {
        problems.add(table.option("COLUMN_ENCODED_BYTES").position(), "COLUMN_ENCODED_BYTES is 0 to 4 or NONE,"
            + " found " + v);
        yield 0;
      }
    };
  }

  private String value(String option) {
    PhoenixTable.Option o = table.option(option);
    return o == null ? null : o.value();
  }

  private void familyOptions(String family, String path) {
    for (String name : List.of("VERSIONS", "MIN_VERSIONS", "TTL", "KEEP_DELETED_CELLS", "COMPRESSION", "BLOOMFILTER",
        "DATA_BLOCK_ENCODING", "BLOCKSIZE", "IN_MEMORY", "BLOCKCACHE", "REPLICATION_SCOPE")) {
      PhoenixTable.Option o = table.option(name, family);
      if (o == null) {
        continue;
      }
      String key = FAMILY_OPTIONS.get(name);
      String value = switch (name) {
        case "VERSIONS", "MIN_VERSIONS", "TTL", "BLOCKSIZE" -> integer(o) == null ? null : o.value();
        case "REPLICATION_SCOPE" -> o.value().equals("0") || o.value().equals("1") ? o.value() : null;
        case "KEEP_DELETED_CELLS", "IN_MEMORY", "BLOCKCACHE" -> bool(o);
        default -> o.value().toLowerCase(Locale.ROOT);
      };
      if (name.equals("TTL") && value != null && value.equals(String.valueOf(Integer.MAX_VALUE))) {
        value = "forever";
      }
      if (value == null) {
        problems.add(o.position(), name + " takes " + (name.equals("KEEP_DELETED_CELLS") || name.equals("IN_MEMORY")
            || name.equals("BLOCKCACHE") ? "true or false" : name.equals("REPLICATION_SCOPE") ? "0 or 1"
            : "a whole number") + ", found " + o.value());
        continue;
      }
      origins.put(path + "." + key, o.position());
      line("    " + key + ": " + value);
    }
  }

  private static String size(PhoenixTable.Column c) {
    if (c.array()) {
      return "1-1KiB";
    }
    return switch (c.type()) {
      case CHAR, BINARY -> String.valueOf(c.length());
      case VARCHAR -> c.length() == null ? "1-100" : "1-" + c.length();
      case DECIMAL -> "1-" + PhoenixType.DECIMAL_MAX_BYTES;
      case VARBINARY, VARBINARY_ENCODED, JSON, BSON -> "1-100";
      default -> String.valueOf(c.type().fixedWidth());
    };
  }

  /** The least and most bytes of a column's value, from {@link #size}. */
  private static long[] sizeBounds(PhoenixTable.Column c) {
    String[] ends = size(c).replace("1KiB", "1024").split("-");
    return new long[] {Long.parseLong(ends[0]), Long.parseLong(ends[ends.length - 1])};
  }

  private static String sizeNote(PhoenixTable.Column c) {
    boolean chosen = c.array() || (c.type() == PhoenixType.VARCHAR && c.length() == null)
        || c.type() == PhoenixType.VARBINARY || c.type() == PhoenixType.VARBINARY_ENCODED
        || c.type() == PhoenixType.JSON || c.type() == PhoenixType.BSON;
    return chosen ? "; size not stated, default chosen" : "";
  }

  // ---- cluster, presplit, options ----

  private void cluster() {
    List<String> lines = new ArrayList<>();
    for (String name : List.of("MAX_FILESIZE", "MEMSTORE_FLUSHSIZE")) {
      PhoenixTable.Option o = table.option(name);
      if (o == null) {
        continue;
      }
      Long bytes = longValue(o);
      if (bytes == null || bytes < 1) {
        problems.add(o.position(), name + " takes a whole number of bytes, found " + o.value());
        continue;
      }
      origins.put("cluster." + CLUSTER_OPTIONS.get(name), o.position());
      lines.add("  " + CLUSTER_OPTIONS.get(name) + ": " + bytes);
    }
    if (!lines.isEmpty()) {
      line("cluster:");
      lines.forEach(this::line);
    }
  }

  private void presplit() {
    PhoenixTable.Option salt = table.option("SALT_BUCKETS");
    if (salt != null && integer(salt) != null && integer(salt) > 0) {
      origins.put("presplit", salt.position());
      line("presplit:");
      line("  algorithm: salt   # Phoenix splits a salted table at \\x01 .. \\x" + String.format("%02X",
          integer(salt) - 1) + ", one region per bucket");
    } else if (!table.splits.isEmpty()) {
      origins.put("presplit", table.splitsPosition);
      line("presplit:");
      line("  algorithm: explicit   # SPLIT ON");
      List<String> keys = new ArrayList<>();
      for (byte[] s : table.splits) {
        keys.add(YamlScalars.quoted(Bytes.toStringBinary(s)));
      }
      line("  splits: [" + String.join(", ", keys) + "]");
    }
  }

  private void checkOptions() {
    if ("true".equalsIgnoreCase(value("MULTI_TENANT")) && table.key.size() < 2) {
      // MetaDataClient: SQLExceptionCode.INSUFFICIENT_MULTI_TENANT_COLUMNS (1040).
      problems.add(table.option("MULTI_TENANT").position(), "a MULTI_TENANT table needs two or more primary key"
          + " columns, the first NOT NULL (Phoenix refuses " + table.name + ")");
    }
    for (PhoenixTable.Option o : table.options) {
      boolean known = FAMILY_OPTIONS.containsKey(o.name()) || CLUSTER_OPTIONS.containsKey(o.name())
          || RECORDED_OPTIONS.contains(o.name());
      String closest = Suggestions.closest(o.name(), optionNames());
      if (!known && !closest.isEmpty()) {
        // A near miss of an option read here is a typo Phoenix would pass silently to HBase.
        problems.add(o.position(), "unknown table option " + o.name() + closest
            + "; docs/import.md lists the options read");
      } else if (o.family() != null && !FAMILY_OPTIONS.containsKey(o.name())) {
        problems.add(o.position(), "option " + o.name() + " applies to the table, not to family " + o.family());
      }
    }
  }

  private static List<String> optionNames() {
    java.util.TreeSet<String> names = new java.util.TreeSet<>(RECORDED_OPTIONS);
    names.addAll(FAMILY_OPTIONS.keySet());
    names.addAll(CLUSTER_OPTIONS.keySet());
    return List.copyOf(names);
  }

  private void recordedOptions() {
    List<String> recorded = new ArrayList<>();
    for (PhoenixTable.Option o : table.options) {
      boolean read = FAMILY_OPTIONS.containsKey(o.name()) || CLUSTER_OPTIONS.containsKey(o.name())
          || o.name().equals("SALT_BUCKETS") || o.name().equals("DEFAULT_COLUMN_FAMILY")
          || o.name().equals("IMMUTABLE_ROWS") && table.indexOf == null && "true".equalsIgnoreCase(o.value())
          && o == table.option("IMMUTABLE_ROWS");
      if (!read) {
        recorded.add((o.family() == null ? "" : o.family() + ".") + o.name() + "=" + o.value()
            + (RECORDED_OPTIONS.contains(o.name()) ? "" : " (not Phoenix's: set on the HBase descriptor)"));
      }
    }
    if (!recorded.isEmpty()) {
      line("# Options with no schema-format key (they change how cells are written or kept, not the key):");
      line("#   " + String.join(", ", recorded));
    }
    for (Map.Entry<String, Position> local : table.localIndexes.entrySet()) {
      line("# Local index " + local.getKey() + " (" + file + ":" + local.getValue().line()
          + "): its rows live in this table's regions, in shadow families L#<family>; not modelled here.");
    }
  }

  // ---- values ----

  private static Integer integer(PhoenixTable.Option o) {
    Long v = longValue(o);
    return v == null || v > Integer.MAX_VALUE || v < Integer.MIN_VALUE ? null : v.intValue();
  }

  private static Long longValue(PhoenixTable.Option o) {
    try {
      return Long.valueOf(o.value());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static String bool(PhoenixTable.Option o) {
    String v = o.value().toLowerCase(Locale.ROOT);
    return v.equals("true") || v.equals("false") ? v : null;
  }

  private void line(String text) {
    out.append(text).append('\n');
  }
}
