package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A design as an Apache Phoenix 5.2 {@code CREATE TABLE}, the inverse of the import's reading of
 * one: each key segment becomes the primary key column whose bytes Phoenix writes the same way
 * ({@code BIGINT} is a sign-flipped long, {@code VARCHAR} ends with {@code \x00} except last,
 * {@code CHAR(n)} is space-padded, a salt over the whole key is {@code SALT_BUCKETS}), the columns
 * are declared in their families, the family options that differ from HBase's defaults are table
 * options, and the pre-split is {@code SPLIT ON}. A design whose key Phoenix cannot write (a hash,
 * a bucket, a salt over chosen fields, a reversed or formatted field, a literal) is refused with
 * the segment and the reason ({@link SplitException}).
 */
final class PhoenixDdl {

  /** A bare Phoenix identifier, which Phoenix reads upper-cased; anything else is double-quoted. */
  private static final Pattern BARE = Pattern.compile("[A-Z_][A-Z0-9_]*");
  /** Phoenix's largest salt ({@code SaltingUtil.MAX_BUCKET_NUM}). */
  private static final int MAX_SALT_BUCKETS = 256;
  /** The family Phoenix creates when a table names none ({@code QueryConstants.DEFAULT_COLUMN_FAMILY}). */
  private static final String DEFAULT_FAMILY = "0";
  /** The qualifier of the one cell Phoenix packs an immutable table's family into ({@code QueryConstants}). */
  private static final String PACKED = "1";
  /** The nanoseconds of a {@code TIMESTAMP} key column, as the import writes them after its millis. */
  private static final byte[] NANOS_ASCENDING = new byte[4];
  private static final byte[] NANOS_DESCENDING = {-1, -1, -1, -1};

  private PhoenixDdl() {}

  /** The template model of the statement for {@code schema} and the split keys of {@code plan}. */
  static Map<String, Object> model(TableSchema schema, PresplitPlan plan, List<String> banner) {
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("banner", banner);
    model.put("table", tableName(schema.table()));
    List<Segment> rowkey = schema.rowkey();
    int first = 0;
    Integer buckets = null;
    List<String> notes = new ArrayList<>();
    if (!rowkey.isEmpty() && rowkey.get(0) instanceof SaltSegment salt) {
      java.util.Set<String> keyFields = new java.util.TreeSet<>();
      rowkey.stream().skip(1).forEach(s -> keyFields.addAll(s.sourceFields()));
      boolean everyKeyField = !salt.random() && new java.util.TreeSet<>(salt.from()).equals(keyFields);
      if (!salt.overKey() && !everyKeyField) {
        throw refused(0, "a salt over " + (salt.random() ? "nothing (random)" : String.join(", ", salt.from()))
            + ": Phoenix's SALT_BUCKETS hashes the whole key, so it can stand only for a salt over every key field");
      }
      if (salt.grouped() || salt.ranged() || salt.byteRange() || salt.encoding() != dev.hbaseadvisor.model.NumberEncoding.BYTE) {
        throw refused(0, "a salt " + salt.describe() + ": Phoenix's SALT_BUCKETS is one byte, one bucket a key, over"
            + " the whole key");
      }
      if (salt.buckets() > MAX_SALT_BUCKETS) {
        throw refused(0, "a salt of " + salt.buckets() + " buckets: Phoenix's SALT_BUCKETS is at most "
            + MAX_SALT_BUCKETS);
      }
      if (!salt.overKey()) {
        notes.add("SALT_BUCKETS: Phoenix computes the salt byte from the whole key (SaltingUtil.getSaltingByte),"
            + " not from the hash of " + String.join(", ", salt.from()) + " the design names: the same spread,"
            + " other bytes.");
      }
      buckets = salt.buckets();
      first = 1;
    }
    model.put("notes", notes);
    List<Map<String, Object>> keyColumns = new ArrayList<>();
    for (int i = first; i < rowkey.size(); i++) {
      Segment segment = rowkey.get(i);
      if (!(segment instanceof FieldSegment field)) {
        throw refused(i, describe(segment) + ": a Phoenix primary key is made of columns only; compute it in the"
            + " application and declare it as a column, or choose a design without it");
      }
      boolean last = i == rowkey.size() - 1;
      byte[] nanos = i + 1 < rowkey.size() && rowkey.get(i + 1) instanceof LiteralSegment literal
          ? literal.bytes() : null;
      String type = keyType(schema, field, i, last, nanos);
      if (type.contains("TIMESTAMP")) {
        i++; // the literal that holds the nanoseconds is the column's own last four bytes
      }
      Map<String, Object> column = new LinkedHashMap<>();
      column.put("name", identifier(field.field()));
      column.put("type", type);
      column.put("descending", field.descending());
      // The cells' timestamp (cellTimestamp) is Phoenix's ROW_TIMESTAMP column (phoenix.apache.org/rowtimestamp.html).
      column.put("rowTimestamp", schema.fields().get(field.field()).cellTimestamp());
      keyColumns.add(column);
    }
    if (keyColumns.isEmpty()) {
      throw new SplitException("the design's key has no field: a Phoenix table needs a primary key column");
    }
    model.put("keyColumns", keyColumns);
    boolean encoded = schema.families().stream().flatMap(f -> f.columns().stream())
        .anyMatch(c -> c.phoenixEmpty() && Bytes.toBytesBinary(c.qualifier()).length == 4);
    model.put("columns", columns(schema, encoded));
    List<String> options = new ArrayList<>();
    if (buckets != null) {
      options.add("SALT_BUCKETS=" + buckets);
    }
    Family firstFamilyOfTable = schema.families().get(0);
    boolean firstDeclared = firstFamilyOfTable.columns().stream()
        .anyMatch(c -> !c.phoenixEmpty());
    String firstFamily = firstFamilyOfTable.name();
    if (!firstDeclared && !firstFamily.equals(DEFAULT_FAMILY)) {
      // With no column in it, the first family is the one Phoenix creates for the empty column.
      options.add("DEFAULT_COLUMN_FAMILY='" + firstFamily.replace("'", "''") + "'");
    }
    options.addAll(familyOptions(schema.families()));
    if (!encoded) {
      // COLUMN_ENCODED_BYTES=0: the qualifiers are the column names, as the design names them.
      options.add("COLUMN_ENCODED_BYTES=0");
    } else if (schema.families().stream().flatMap(f -> f.columns().stream()).anyMatch(c -> PACKED.equals(c.qualifier()))) {
      // Phoenix packs an immutable table's columns into one cell per family, qualifier '1'
      // (IMMUTABLE_STORAGE_SCHEME SINGLE_CELL_ARRAY_WITH_OFFSETS, its default for immutable rows).
      options.add("IMMUTABLE_ROWS=true");
    } else if (schema.immutableRows()) {
      // Immutable rows whose columns are cells of their own: Phoenix would pack an encoded immutable table
      // unless told to keep one cell per column (IMMUTABLE_STORAGE_SCHEME).
      options.add("IMMUTABLE_ROWS=true");
      options.add("IMMUTABLE_STORAGE_SCHEME=ONE_CELL_PER_COLUMN");
    }
    model.put("options", options);
    model.put("splitOn", buckets == null ? splitOn(plan, schema.table(), notes) : List.of());
    return model;
  }

  /** The Phoenix type whose key bytes are the segment's, or a refusal saying why there is none. */
  private static String keyType(TableSchema schema, FieldSegment segment, int index, boolean last, byte[] nanos) {
    FieldSpec spec = schema.fields().get(segment.field());
    if (segment.reverse() != FieldSegment.Reverse.NONE || segment.format() != null
        || segment.scale() != dev.hbaseadvisor.model.TimeScale.NONE) {
      throw refused(index, "field " + segment.field() + " is written " + (segment.format() != null ? "formatted"
          : segment.reverse() != FieldSegment.Reverse.NONE ? "reversed" : "scaled") + ", which no Phoenix type does");
    }
    FieldEncoding encoding = segment.encoding();
    FieldType type = spec.type();
    boolean timestamp = type == FieldType.TIMESTAMP;
    int width = encoding.binaryWidth();
    if (encoding.floatWidth() > 0) {
      // PDouble / PFloat and their unsigned forms; DESC inverts the bytes, as order: descending does.
      return switch (encoding) {
        case SORTABLE_DOUBLE -> "DOUBLE";
        case SORTABLE_FLOAT -> "FLOAT";
        case DOUBLE -> "UNSIGNED_DOUBLE";
        default -> "UNSIGNED_FLOAT";
      };
    }
    if (encoding.signFlipped() || segment.descending() && width > 0) {
      // Phoenix's signed types flip the sign bit; their DESC of v >= 0 is MAX_VALUE - v written plainly.
      return switch (width) {
        case 1 -> "TINYINT";
        case 2 -> "SMALLINT";
        case 4 -> "INTEGER";
        default -> timestamp && nanos != null && Arrays.equals(nanos, segment.descending() ? NANOS_DESCENDING
            : NANOS_ASCENDING) ? "TIMESTAMP" : timestamp ? "DATE" : "BIGINT";
      };
    }
    if (width > 0) {
      return switch (width) {
        case 1 -> spec.min() == 0 && spec.max() == 1 ? "BOOLEAN" : "UNSIGNED_TINYINT";
        case 2 -> "UNSIGNED_SMALLINT";
        case 4 -> "UNSIGNED_INT";
        default -> timestamp && nanos != null && Arrays.equals(nanos, NANOS_ASCENDING) ? "UNSIGNED_TIMESTAMP"
            : timestamp ? "UNSIGNED_DATE" : "UNSIGNED_LONG";
      };
    }
    boolean text = encoding == FieldEncoding.STRING && (type == FieldType.STRING || type == FieldType.ENUM
        || type == FieldType.DOMAIN);
    boolean bytes = encoding == FieldEncoding.BINARY && type == FieldType.BYTES;
    if (segment.descending() && !text && !bytes) {
      throw refused(index, "field " + segment.field() + " descending as " + encoding.yamlName() + ": Phoenix's DESC"
          + " of it would invert other bytes");
    }
    if (text && segment.width() > 0 && segment.pad() == ' ') {
      return "CHAR(" + segment.width() + ")";
    }
    if (bytes && segment.width() > 0 && segment.pad() == 0) {
      return "BINARY(" + segment.width() + ")";
    }
    if (segment.width() == 0 && (text || bytes)) {
      byte[] terminator = segment.terminator() == null ? new byte[0] : segment.terminator();
      boolean separated = Arrays.equals(terminator, new byte[1]);
      if (segment.descending()) {
        // A DESC value is ended by \xFF, the last column's too (SchemaUtil.getSeparatorByte, PTableImpl.newKey).
        if (bytes) {
          throw refused(index, "field " + segment.field() + " is descending bytes of no fixed width: Phoenix refuses"
              + " DESC on VARBINARY (error 1056); give it a width (BINARY(n) DESC)");
        }
        if (Arrays.equals(terminator, new byte[] {(byte) 0xFF})) {
          return spec.minLength() == 1 && spec.maxLength() > 0 ? "VARCHAR(" + spec.maxLength() + ")" : "VARCHAR";
        }
        throw refused(index, "field " + segment.field() + " is descending text ended by "
            + (terminator.length == 0 ? "nothing" : "'" + Bytes.toStringBinary(terminator) + "'") + ": Phoenix ends a"
            + " DESC VARCHAR key column with \\xFF, the last one too");
      }
      if (last ? terminator.length == 0 : separated && text) {
        return text ? (spec.minLength() == 1 && spec.maxLength() > 0 ? "VARCHAR(" + spec.maxLength() + ")" : "VARCHAR")
            : "VARBINARY";
      }
      throw refused(index, "field " + segment.field() + (bytes ? " is variable-width bytes before the key's end:"
          + " Phoenix allows VARBINARY only last" : " is text ended by " + (terminator.length == 0 ? "nothing"
              : "'" + Bytes.toStringBinary(terminator) + "'") + ": Phoenix ends a VARCHAR key column with \\x00,"
              + " except the last"));
    }
    throw refused(index, "field " + segment.field() + " (" + type.name().toLowerCase(Locale.ROOT) + " as "
        + encoding.yamlName() + (segment.width() > 0 ? ", width " + segment.width() : "") + ") has no Phoenix type"
        + " that writes the same bytes");
  }

  /** The non-key columns by family, each as {@code FAMILY.NAME TYPE}; Phoenix's empty column left to Phoenix. */
  private static List<Map<String, Object>> columns(TableSchema schema, boolean encoded) {
    List<Map<String, Object>> columns = new ArrayList<>();
    int number = 11; // QueryConstants.ENCODED_CQ_COUNTER_INITIAL_VALUE: the import's numbering of encoded qualifiers
    for (Family family : schema.families()) {
      boolean declared = false;
      for (Column column : family.columns()) {
        if (column.dynamic()) {
          throw new SplitException("family " + family.name() + " holds qualifiers named by field " + column.qualifierFrom()
              + " (a wide row), which a Phoenix table cannot declare; read them as dynamic columns of a table"
              + " created without them, or choose a tall design");
        }
        if (column.phoenixEmpty()) {
          // Phoenix's empty column (Column#phoenixEmpty): Phoenix adds it itself.
          continue;
        }
        byte[] qualifier = Bytes.toBytesBinary(column.qualifier());
        String name = printable(qualifier) && !encoded ? column.qualifier() : "C" + number;
        number++;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", identifier(family.name()) + "." + identifier(name));
        m.put("type", columnType(schema, column));
        m.put("qualifier", column.qualifier());
        columns.add(m);
        declared = true;
      }
      if (!declared && family != schema.families().get(0)) {
        // A family exists in Phoenix only through a column (the first holds the empty column, which Phoenix
        // writes itself); another that holds none is declared by a column of its own.
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", identifier(family.name()) + "." + identifier("C" + number++));
        m.put("type", "VARBINARY");
        m.put("qualifier", null);
        columns.add(m);
      }
    }
    return columns;
  }

  /** A value's type: its field's when it holds one, else bytes of its size. */
  private static String columnType(TableSchema schema, Column column) {
    FieldSpec field = column.field() == null ? null : schema.fields().get(column.field());
    if (field != null) {
      switch (field.type()) {
        case LONG, TIMESTAMP -> {
          return field.type() == FieldType.TIMESTAMP ? "DATE" : "BIGINT";
        }
        case INT -> {
          return "INTEGER";
        }
        case STRING, ENUM, DOMAIN -> {
          return "VARCHAR";
        }
        default -> {
          return "VARBINARY";
        }
      }
    }
    return column.minSize() == column.maxSize() ? "BINARY(" + column.minSize() + ")" : "VARBINARY";
  }

  /**
   * The family options that differ from HBase's defaults, as Phoenix table options: one option when
   * every family has the value, {@code FAMILY.OPTION} otherwise.
   */
  private static List<String> familyOptions(List<Family> families) {
    Map<String, Function<Family, String>> options = new LinkedHashMap<>();
    options.put("VERSIONS", f -> f.versions() == 1 ? null : String.valueOf(f.versions()));
    options.put("MIN_VERSIONS", f -> f.minVersions() == 0 ? null : String.valueOf(f.minVersions()));
    options.put("TTL", f -> f.ttlForever() ? null : String.valueOf(f.ttlSeconds()));
    options.put("KEEP_DELETED_CELLS", f -> f.keepDeletedCells() ? "true" : null);
    options.put("COMPRESSION", f -> f.compression().equalsIgnoreCase("none") ? null
        : "'" + f.compression().toUpperCase(Locale.ROOT) + "'");
    options.put("BLOOMFILTER", f -> f.bloomFilter().equalsIgnoreCase("row") ? null
        : "'" + f.bloomFilter().toUpperCase(Locale.ROOT) + "'");
    options.put("DATA_BLOCK_ENCODING", f -> f.dataBlockEncoding().equalsIgnoreCase("none") ? null
        : "'" + f.dataBlockEncoding().toUpperCase(Locale.ROOT) + "'");
    options.put("BLOCKSIZE", f -> f.blockSize() == Family.DEFAULT_BLOCK_SIZE ? null : String.valueOf(f.blockSize()));
    options.put("IN_MEMORY", f -> f.inMemory() ? "true" : null);
    options.put("BLOCKCACHE", f -> f.options().blockCache() ? null : "false");
    options.put("REPLICATION_SCOPE", f -> f.options().replicationScope() == 0 ? null
        : String.valueOf(f.options().replicationScope()));
    List<String> written = new ArrayList<>();
    for (Map.Entry<String, Function<Family, String>> option : options.entrySet()) {
      List<String> values = families.stream().map(option.getValue()).toList();
      if (values.stream().allMatch(v -> v != null && v.equals(values.get(0)))) {
        written.add(option.getKey() + "=" + values.get(0));
        continue;
      }
      for (int i = 0; i < families.size(); i++) {
        if (values.get(i) != null) {
          written.add(identifier(families.get(i).name()) + "." + option.getKey() + "=" + values.get(i));
        }
      }
    }
    return written;
  }

  /**
   * The split keys as Phoenix string literals; when one is not printable text, which no literal
   * holds, none, and a note saying how to split the new, empty table from the HBase shell instead.
   */
  /**
   * The number literal whose bytes Phoenix splits at are {@code key}, or null: an {@code INTEGER}
   * literal (0 to {@code Integer.MAX_VALUE}) is four bytes with the sign bit flipped, a
   * {@code BIGINT} one (negative, or above {@code Integer.MAX_VALUE}) eight
   * ({@code ParseNodeFactory.wholeNumber}, {@code negate}); the import reads them so.
   */
  static String numberLiteral(byte[] key) {
    if (key.length == 4 && (key[0] & 0x80) != 0) {
      return Long.toString(FieldEncoding.SORTABLE_INT.binaryValue(key));
    }
    if (key.length == 8) {
      long v = FieldEncoding.SORTABLE_LONG.binaryValue(key);
      return v < 0 || v > Integer.MAX_VALUE ? Long.toString(v) : null;
    }
    return null;
  }

  private static List<String> splitOn(PresplitPlan plan, String table, List<String> notes) {
    List<String> literals = new ArrayList<>();
    for (byte[] key : plan.splits()) {
      String number = numberLiteral(key);
      if (number != null && !printable(key)) {
        literals.add(number);
        continue;
      }
      if (!printable(key)) {
        notes.add("No SPLIT ON: " + plan.splits().size() + " split keys hold bytes a Phoenix literal cannot ('"
            + Bytes.toStringBinary(key) + "'). Create the table, then split the empty table at each key from the"
            + " HBase shell (split '" + table + "', 'KEY' for each line of hbase-advisor splits --format file).");
        return List.of();
      }
      literals.add("'" + new String(key, StandardCharsets.US_ASCII).replace("'", "''") + "'");
    }
    return literals;
  }

  /** Whether bytes can be written as themselves in a SQL literal or an identifier: printable ASCII, not empty. */
  private static boolean printable(byte[] bytes) {
    return bytes.length > 0 && Bytes.isPrintableAscii(bytes);
  }

  /**
   * A table name: {@code S.T} as Phoenix's schema and table (the HBase table Phoenix names
   * {@code S.T}), {@code ns:t} as {@code "ns"."t"} (a namespace, with Phoenix's namespace mapping on).
   */
  private static String tableName(String table) {
    for (char separator : new char[] {':', '.'}) {
      int at = table.indexOf(separator);
      if (at > 0 && at == table.lastIndexOf(separator) && at < table.length() - 1) {
        return identifier(table.substring(0, at)) + "." + identifier(table.substring(at + 1));
      }
    }
    return identifier(table);
  }


  /** A Phoenix identifier: bare when Phoenix reads it as written, else double-quoted. */
  static String identifier(String name) {
    return BARE.matcher(name).matches() ? name : "\"" + name.replace("\"", "\"\"") + "\"";
  }

  private static String describe(Segment segment) {
    String kind = segment.getClass().getSimpleName().replace("Segment", "").toLowerCase(Locale.ROOT);
    return "a " + kind + " segment";
  }

  private static SplitException refused(int index, String why) {
    return new SplitException("the design's key is not expressible in Phoenix: rowkey[" + index + "]: " + why);
  }
}
