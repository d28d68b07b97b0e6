package dev.hbaseadvisor.phoenix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.DecodedKey;
import dev.hbaseadvisor.codec.DecodedSegment;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.RowKeyDecoder;
import dev.hbaseadvisor.importer.ImportedTable;
import dev.hbaseadvisor.importer.PhoenixDdlReader;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.PresplitRegions;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitFormat;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.HRegionLocation;
import org.apache.hadoop.hbase.StartMiniClusterOption;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Apache Phoenix 5.2 as the oracle of the importer: every DDL file of
 * {@code examples/import/phoenix/} runs through Phoenix's JDBC driver on an HBase 2.6 mini cluster,
 * rows generated from each imported schema are upserted, and the row keys Phoenix wrote (read back
 * with a raw HBase scan, salt byte included) must equal the keys the advisor's codec computes for
 * the same values, table by table and index by index; the regions of each table must be the ones
 * {@code splits} predicts.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(600)
class PhoenixOracleIT {

  private static final Path CORPUS = Path.of(System.getProperty("advisor.projectRoot", "..")).toAbsolutePath()
      .normalize().resolve("examples/import/phoenix");
  private static final int ROWS = 25;

  private HBaseTestingUtility util;
  private Connection phoenix;

  @BeforeAll
  void start() throws Exception {
    Configuration conf = HBaseConfiguration.create();
    conf.setInt("hbase.master.info.port", -1);
    conf.setInt("hbase.regionserver.info.port", -1);
    conf.setBoolean("hbase.unsafe.stream.capability.enforce", false);
    conf.setBoolean("hbase.table.sanity.checks", false);
    // Phoenix's mutable global indexes replay their WAL edits with this codec (Phoenix's BaseTest does the same).
    conf.set("hbase.regionserver.wal.codec", "org.apache.hadoop.hbase.regionserver.wal.IndexedWALEditCodec");
    util = new HBaseTestingUtility(conf);
    util.startMiniZKCluster();
    util.startMiniHBaseCluster(StartMiniClusterOption.builder().numMasters(1).numRegionServers(1).build());
    int port = util.getZkCluster().getClientPort();
    phoenix = DriverManager.getConnection("jdbc:phoenix:localhost:" + port + ":/hbase");
    phoenix.setAutoCommit(true);
  }

  @AfterAll
  void stop() throws Exception {
    if (phoenix != null) {
      phoenix.close();
    }
    if (util != null) {
      util.shutdownMiniCluster();
    }
  }

  /**
   * The DDL written for this test beside the corpus: the narrow key types, DESC on text and binary
   * key columns, and floating-point key columns, which no corpus file has.
   */
  private static final List<String> FIXTURES = List.of("narrow-keys.sql", "desc-text-keys.sql", "float-keys.sql");

  static Stream<String> corpus() throws Exception {
    try (Stream<Path> files = Files.list(CORPUS)) {
      return Stream.concat(files.map(p -> p.getFileName().toString()).sorted().toList().stream(), FIXTURES.stream());
    }
  }

  /** Where a corpus file, or one of the test's own fixtures, is. */
  private static Path source(String file) throws Exception {
    return FIXTURES.contains(file) ? Path.of(PhoenixOracleIT.class.getResource(file).toURI()) : CORPUS.resolve(file);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void phoenixKeysAndRegions_equalTheCodecsAndTheSplits(String file) throws Exception {
    String text = Files.readString(source(file));
    List<ImportedTable> tables = new PhoenixDdlReader().read(file, text);
    // The statements that shape tables; the corpus's own UPSERTs and DELETEs would add rows of other values.
    for (String statement : statements(text)) {
      String head = statement.toUpperCase(java.util.Locale.ROOT).replaceAll("\\s+", " ");
      if (head.startsWith("CREATE TABLE") || head.startsWith("CREATE INDEX") || head.startsWith("CREATE LOCAL INDEX")
          || head.startsWith("ALTER TABLE")) {
        phoenix.createStatement().execute(statement);
      }
    }
    List<TableSchema> schemas = new ArrayList<>();
    for (ImportedTable table : tables) {
      schemas.add(SchemaLoader.parse(table.schemaYaml(), source(file), file));
    }
    TableSchema data = null;
    List<Map<String, Object>> records = new ArrayList<>();
    for (TableSchema schema : schemas) {
      if (schema.description().startsWith("Phoenix table ")) {
        data = schema;
        records = upsert(schema, schemas);
        // Only key columns (and indexed ones) are upserted, so a row holds Phoenix's empty column, the imported
        // schema's first column of its first family, and, where a family's columns are packed, that cell '1'.
        TreeSet<String> expected = new TreeSet<>();
        expected.add(schema.families().get(0).name() + ":" + schema.families().get(0).columns().get(0).qualifier());
        schema.families().forEach(f -> f.columns().stream().filter(c -> c.qualifier().equals("1"))
            .forEach(c -> expected.add(f.name() + ":1")));
        TreeSet<String> actual = cells(schema.table());
        long indexedValues = schemas.stream().filter(s -> s.description().endsWith(" on " + schema.table()))
            .flatMap(s -> s.fields().keySet().stream()).filter(f -> !schema.fields().containsKey(f)).distinct().count();
        assertTrue(actual.containsAll(expected), schema.table() + ": the cells of a row " + actual);
        assertEquals(expected.size() + indexedValues, actual.size(), schema.table() + ": the cells of a row " + actual);
      }
      // An index's key fields are among its data table's, so the same records give its keys.
      assertEquals(codecKeys(schema, records), phoenixKeys(schema.table()), schema.table() + ": row keys");
      assertRoundTrip(schema, records);
      assertRegions(schema);
    }
    assertFalse(data == null, "a data table in " + file);
  }

  /**
   * The DDL {@code splits --format phoenix} writes for each data table of the file, run by Phoenix
   * under another name: Phoenix accepts it, writes the same row keys for the same records as the
   * original table, the same cells, and the same regions (issue 27, the design written back).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void writtenBackDdl_phoenixRunsIt_withTheOriginalsKeysCellsAndRegions(String file) throws Exception {
    String text = Files.readString(source(file));
    List<TableSchema> schemas = new ArrayList<>();
    for (ImportedTable table : new PhoenixDdlReader().read(file, text)) {
      schemas.add(SchemaLoader.parse(table.schemaYaml(), source(file), file));
    }
    int checked = 0;
    for (TableSchema schema : schemas) {
      if (!schema.description().startsWith("Phoenix table ")) {
        continue; // an index is written back as a table of its own, not as an index
      }
      String ddl = SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.PHOENIX,
          new SplitOutput.Options(null, null, null));
      String renamed = schema.table() + "_WB";
      java.util.regex.Matcher create = java.util.regex.Pattern.compile("(?m)^CREATE TABLE (\\S+?)(\"?) \\(").matcher(ddl);
      assertTrue(create.find(), ddl);
      String written = ddl.substring(0, create.end(1)) + "_WB" + ddl.substring(create.end(1));
      for (String statement : statements(written)) {
        phoenix.createStatement().execute(statement);
      }
      List<Map<String, Object>> records = upsert(schema, List.of(schema), renamed);
      assertEquals(codecKeys(schema, records), phoenixKeys(renamed), renamed + ": row keys\n" + written);
      TreeSet<String> expected = new TreeSet<>();
      expected.add(schema.families().get(0).name() + ":" + schema.families().get(0).columns().get(0).qualifier());
      schema.families().forEach(f -> f.columns().stream().filter(c -> c.qualifier().equals("1"))
          .forEach(c -> expected.add(f.name() + ":1")));
      assertEquals(expected, cells(renamed), renamed + ": the cells of a row\n" + written);
      assertEquals(regionStarts(schema.table()).size(), regionStarts(renamed).size(), renamed + ": regions");
      checked++;
    }
    assertTrue(checked > 0, "a data table in " + file);
  }

  /**
   * The values a generator of whole numbers never draws, upserted into a copy of the float fixture:
   * -0.0 and 0.0 (Phoenix writes them one apart), fractions, the extremes, ascending and DESC;
   * Phoenix's row keys equal the codec's for the same values.
   */
  @org.junit.jupiter.api.Test
  void floatKeys_negativeZeroNaNAndFractions_equalTheCodecs() throws Exception {
    String file = "float-keys.sql";
    String text = Files.readString(source(file));
    TableSchema schema = SchemaLoader.parse(new PhoenixDdlReader().read(file, text).get(0).schemaYaml(),
        source(file), file);
    String table = "FLOAT_SPECIAL";
    for (String statement : statements(text.replace("FLOAT_KEYS", table))) {
      phoenix.createStatement().execute(statement);
    }
    // NaN and the infinities cannot be upserted: Phoenix 5.2 fails on them (PDouble.getMaxLength's BigDecimal).
    double[] values = {-0.0, 0.0, -1.5, 2.25, 1e-3, -1.0e30, Float.MAX_VALUE, Double.MIN_VALUE};
    List<Map<String, Object>> records = new ArrayList<>();
    try (PreparedStatement upsert = phoenix.prepareStatement("UPSERT INTO " + table
        + " (D, F, UD, UF, DD, FD, ID) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
      for (int i = 0; i < values.length; i++) {
        double v = values[i];
        // The unsigned types refuse a value below zero (PUnsignedDouble.UnsignedDoubleCodec).
        double u = v < 0 ? -v : v;
        float f = (float) v;
        Map<String, Object> record = new java.util.HashMap<>();
        record.put("D", v);
        record.put("F", (double) f);
        record.put("UD", u);
        record.put("UF", (double) (float) u);
        record.put("DD", v);
        record.put("FD", (double) f);
        record.put("ID", "r" + i);
        upsert.setDouble(1, v);
        upsert.setFloat(2, f);
        upsert.setDouble(3, u);
        upsert.setFloat(4, (float) u);
        upsert.setDouble(5, v);
        upsert.setFloat(6, f);
        upsert.setString(7, "r" + i);
        upsert.executeUpdate();
        records.add(record);
      }
    }
    assertEquals(codecKeys(schema, records), phoenixKeys(table), table + ": row keys");
  }

  /**
   * CHAR and BINARY values shorter than their column, which the imported fields (of exactly the
   * column's length) never draw, upserted into a copy of the DESC fixture's first table: Phoenix pads
   * them, then inverts them (PChar.pad with the inverted space, PBinary.pad), as the codec does.
   */
  @org.junit.jupiter.api.Test
  void descCharAndBinary_shortValues_paddedThenInverted_equalTheCodecs() throws Exception {
    String file = "desc-text-keys.sql";
    String text = Files.readString(source(file));
    TableSchema schema = SchemaLoader.parse(new PhoenixDdlReader().read(file, text).get(0).schemaYaml(),
        source(file), file);
    String table = "DESC_SHORT";
    phoenix.createStatement().execute(statements(text).get(0).replace("DESC_TEXT_KEYS", table));
    List<Map<String, Object>> records = new ArrayList<>();
    try (PreparedStatement upsert = phoenix.prepareStatement("UPSERT INTO " + table
        + " (TENANT, NAME, CODE, TAG, ID, LABEL) VALUES (?, ?, ?, ?, ?, ?)")) {
      String[][] rows = {{"a", "x", "b"}, {"ab", "xy", "bc"}, {"abc", "x y", "b"}};
      for (int i = 0; i < rows.length; i++) {
        byte[] tag = Arrays.copyOf(new byte[] {(byte) (i + 1), 0x7F, (byte) 0x80}, i + 1);
        Map<String, Object> record = new java.util.HashMap<>();
        record.put("TENANT", rows[i][0]);
        record.put("NAME", rows[i][1]);
        record.put("CODE", rows[i][2]);
        record.put("TAG", tag);
        record.put("ID", (long) i);
        record.put("LABEL", rows[i][1] + i);
        upsert.setString(1, rows[i][0]);
        upsert.setString(2, rows[i][1]);
        upsert.setString(3, rows[i][2]);
        upsert.setBytes(4, tag);
        upsert.setLong(5, i);
        upsert.setString(6, rows[i][1] + i);
        upsert.executeUpdate();
        records.add(record);
      }
    }
    assertEquals(codecKeys(schema, records), phoenixKeys(table), table + ": row keys");
  }

  /** Upserts {@link #ROWS} generated records into the key columns of a data table; returns them. */
  private List<Map<String, Object>> upsert(TableSchema schema, List<TableSchema> all) throws Exception {
    return upsert(schema, all, schema.table());
  }

  /** Upserts into the table {@code table}, which has the key columns of {@code schema}. */
  private List<Map<String, Object>> upsert(TableSchema schema, List<TableSchema> all, String table) throws Exception {
    // The key columns, and the columns a global index of the file keys on, from that index's fields.
    List<RecordGenerator> indexes = new ArrayList<>();
    List<String> columns = new ArrayList<>(schema.fields().keySet());
    Map<String, FieldSpec> fields = new java.util.LinkedHashMap<>(schema.fields());
    for (TableSchema other : all) {
      if (other.description().endsWith(" on " + schema.table())) {
        indexes.add(new RecordGenerator(other, 11));
        other.fields().forEach(fields::putIfAbsent);
      }
    }
    columns = new ArrayList<>(fields.keySet());
    String sql = "UPSERT INTO " + table + " (" + String.join(", ", columns.stream().map(c -> "\"" + c + "\"")
        .toList()) + ") VALUES (" + String.join(", ", columns.stream().map(c -> "?").toList()) + ")";
    RecordGenerator generator = new RecordGenerator(schema, 7);
    List<Map<String, Object>> records = new ArrayList<>();
    try (PreparedStatement upsert = phoenix.prepareStatement(sql)) {
      for (int i = 0; i < ROWS; i++) {
        Map<String, Object> record = new java.util.HashMap<>(generator.next());
        for (RecordGenerator index : indexes) {
          index.next().forEach(record::putIfAbsent);
        }
        for (int c = 0; c < columns.size(); c++) {
          FieldSpec field = fields.get(columns.get(c));
          Object value = record.get(columns.get(c));
          switch (field.type()) {
            case INT -> {
              // The narrow types take their own setters; Phoenix does not coerce an INTEGER to BOOLEAN.
              int sqlType = upsert.getParameterMetaData().getParameterType(c + 1);
              int v = ((Number) value).intValue();
              switch (sqlType) {
                case java.sql.Types.FLOAT, java.sql.Types.REAL -> upsert.setFloat(c + 1, v);
                case java.sql.Types.DOUBLE -> upsert.setDouble(c + 1, v);
                case java.sql.Types.BOOLEAN -> upsert.setBoolean(c + 1, v != 0);
                case java.sql.Types.TINYINT -> upsert.setByte(c + 1, (byte) v);
                case java.sql.Types.SMALLINT -> upsert.setShort(c + 1, (short) v);
                default -> upsert.setInt(c + 1, v);
              }
            }
            case LONG -> {
              long v = ((Number) value).longValue();
              if (upsert.getParameterMetaData().getParameterType(c + 1) == java.sql.Types.DOUBLE) {
                upsert.setDouble(c + 1, v);
              } else {
                upsert.setLong(c + 1, v);
              }
            }
            case TIMESTAMP -> upsert.setTimestamp(c + 1, new java.sql.Timestamp(((Number) value).longValue()));
            case BYTES -> upsert.setBytes(c + 1, (byte[]) value);
            default -> upsert.setString(c + 1, value.toString());
          }
        }
        upsert.executeUpdate();
        records.add(record);
      }
    }
    return records;
  }

  private static TreeSet<String> codecKeys(TableSchema schema, List<Map<String, Object>> records) {
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    TreeSet<String> keys = new TreeSet<>();
    for (Map<String, Object> record : records) {
      keys.add(Bytes.toStringBinary(codec.encode(record, new SplittableRandom(1))));
    }
    return keys;
  }

  /**
   * Each record's key, which Phoenix wrote too, read back by the decoder: whole, every field's value
   * the record's (text, bytes and numbers, DESC ones inverted back).
   */
  private static void assertRoundTrip(TableSchema schema, List<Map<String, Object>> records) {
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    RowKeyDecoder decoder = new RowKeyDecoder(codec);
    for (Map<String, Object> record : records) {
      byte[] key = codec.encode(record, new SplittableRandom(1));
      DecodedKey decoded = decoder.decode(key);
      assertTrue(decoded.whole(), schema.table() + ": " + Bytes.toStringBinary(key) + " reads " + decoded.full());
      for (DecodedSegment segment : decoded.segments()) {
        if (segment.codec() instanceof FieldCodec f) {
          Object expected = record.get(f.field().name());
          Object actual = segment.value();
          boolean same = expected instanceof byte[] e ? actual instanceof byte[] a && Arrays.equals(e, a)
              : expected instanceof Number n ? actual instanceof Number m && n.longValue() == m.longValue()
              : expected.toString().equals(String.valueOf(actual));
          assertTrue(same, schema.table() + ": " + f.field().name() + " of " + Bytes.toStringBinary(key) + " reads "
              + segment + ", written " + expected);
        }
      }
    }
  }

  private TreeSet<String> phoenixKeys(String table) throws Exception {
    TreeSet<String> keys = new TreeSet<>();
    try (Table t = util.getConnection().getTable(TableName.valueOf(table));
        ResultScanner scanner = t.getScanner(new Scan())) {
      for (Result r : scanner) {
        keys.add(Bytes.toStringBinary(r.getRow()));
      }
    }
    return keys;
  }

  /** The distinct {@code family:qualifier} of every cell of a table, qualifiers in toStringBinary form. */
  private TreeSet<String> cells(String table) throws Exception {
    TreeSet<String> cells = new TreeSet<>();
    try (Table t = util.getConnection().getTable(TableName.valueOf(table));
        ResultScanner scanner = t.getScanner(new Scan())) {
      for (Result r : scanner) {
        for (org.apache.hadoop.hbase.Cell cell : r.rawCells()) {
          cells.add(Bytes.toStringBinary(org.apache.hadoop.hbase.CellUtil.cloneFamily(cell)) + ":"
              + Bytes.toStringBinary(org.apache.hadoop.hbase.CellUtil.cloneQualifier(cell)));
        }
      }
    }
    return cells;
  }

  /**
   * The table's regions start at the keys {@code splits} predicts, each extended with {@code \x00}
   * bytes as Phoenix extends a split key that cuts a key column short ({@code SchemaUtil.processSplit}):
   * the two partitions hold the same keys, since no key of the table ends inside that fill.
   */
  private void assertRegions(TableSchema schema) throws Exception {
    List<String> predicted = predictedRegions(schema);
    List<String> actual = regionStarts(schema.table());
    assertEquals(predicted.size(), actual.size(), schema.table() + ": regions " + actual);
    for (int i = 0; i < predicted.size(); i++) {
      String fill = actual.get(i).substring(Math.min(actual.get(i).length(), predicted.get(i).length()));
      assertEquals(predicted.get(i), actual.get(i).substring(0, actual.get(i).length() - fill.length()),
          schema.table() + ": region " + i);
      assertEquals("", fill.replace("\\x00", ""), schema.table() + ": region " + i + " fill " + fill);
    }
  }

  private static List<String> predictedRegions(TableSchema schema) {
    List<String> starts = new ArrayList<>(List.of(""));
    if (schema.presplit().algorithm() != dev.hbaseadvisor.model.Presplit.Algorithm.NONE) {
      new PresplitRegions().splitKeys(schema, 1).keys().forEach(k -> starts.add(Bytes.toStringBinary(k)));
    }
    return starts;
  }

  private List<String> regionStarts(String table) throws Exception {
    List<String> starts = new ArrayList<>();
    try (RegionLocator locator = util.getConnection().getRegionLocator(TableName.valueOf(table))) {
      for (HRegionLocation location : locator.getAllRegionLocations()) {
        starts.add(Bytes.toStringBinary(location.getRegion().getStartKey()));
      }
    }
    starts.sort(null);
    return starts;
  }

  /** The statements of a DDL file: comments removed, split at the semicolons (the corpus has none in strings). */
  private static List<String> statements(String text) {
    String code = text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("(?m)--.*$", " ");
    List<String> out = new ArrayList<>();
    for (String s : code.split(";")) {
      if (!s.isBlank()) {
        out.add(s.strip());
      }
    }
    return out;
  }
}
