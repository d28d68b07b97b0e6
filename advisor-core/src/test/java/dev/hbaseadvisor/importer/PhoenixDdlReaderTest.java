package dev.hbaseadvisor.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.yaml.Position;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Phoenix DDL read into schema files whose keys are Phoenix's bytes, and malformed DDL refused
 * at its line and column.
 */
class PhoenixDdlReaderTest {

  private static final String WEB_STAT = """
      -- Phoenix's own example, with a salt and a DESC date
      CREATE TABLE IF NOT EXISTS METRICS.WEB_STAT (
           HOST CHAR(2) NOT NULL,
           DOMAIN VARCHAR NOT NULL,
           FEATURE VARCHAR NOT NULL,
           DATE DATE NOT NULL,
           USAGE.CORE BIGINT,
           STATS.ACTIVE_VISITOR INTEGER
           CONSTRAINT PK PRIMARY KEY (HOST, DOMAIN, FEATURE, DATE DESC)
      ) SALT_BUCKETS = 4, TTL=86400, USAGE.VERSIONS=3, COMPRESSION='SNAPPY', IMMUTABLE_ROWS=true;
      /* a global index */
      CREATE INDEX WS_IDX ON METRICS.WEB_STAT (DOMAIN) INCLUDE (USAGE.CORE);
      UPSERT INTO METRICS.WEB_STAT VALUES ('a','b','c',CURRENT_DATE(),1,2);
      CREATE SEQUENCE S1;
      """;

  private static List<ImportedTable> read(String ddl) throws SchemaException {
    return new PhoenixDdlReader().read("test.sql", ddl);
  }

  private static String problems(String ddl) {
    return assertThrows(SchemaException.class, () -> read(ddl)).getMessage();
  }

  private static String key(TableSchema schema, Map<String, Object> record) {
    return Bytes.toStringBinary(RowKeyCodec.compile(schema).encode(record, new SplittableRandom(1)));
  }

  /** Phoenix's salt: SaltingUtil.getSaltingByte over every key byte after it. */
  private static String salted(String rest, int buckets) {
    byte[] bytes = Bytes.toBytesBinary(rest);
    return Bytes.toStringBinary(new byte[] {(byte) Math.abs(Arrays.hashCode(bytes) % buckets)}) + rest;
  }

  @Test
  void webStat_keyIsSaltCharVarcharsAndDescDate_asPhoenixWritesIt() throws SchemaException {
    List<ImportedTable> tables = read(WEB_STAT);
    assertEquals(List.of("METRICS.WEB_STAT", "METRICS.WS_IDX"), tables.stream().map(ImportedTable::name).toList());
    TableSchema schema = Schemas.parse(tables.get(0).schemaYaml());
    Map<String, Object> record = new LinkedHashMap<>();
    record.put("HOST", "NA");
    record.put("DOMAIN", "a.com");
    record.put("FEATURE", "login");
    record.put("DATE", 1_700_000_000_000L);
    // DATE DESC: ~(v ^ 0x80...) = Long.MAX_VALUE - v = 0x7FFFFE74301A97FF.
    String rest = "NAa.com\\x00login\\x00\\x7F\\xFF\\xFEt0\\x1A\\x97\\xFF";
    assertEquals(salted(rest, 4), key(schema, record));
    assertEquals(List.of("USAGE", "STATS"), schema.families().stream().map(f -> f.name()).toList());
    assertEquals(86400L, schema.families().get(1).ttlSeconds());
    assertEquals(3, schema.families().get(0).versions());
    assertEquals(Presplit.Algorithm.SALT, schema.presplit().algorithm());
  }

  @Test
  void webStat_originsPointAtTheClauses() throws SchemaException {
    Map<String, Position> origins = read(WEB_STAT).get(0).origins();
    assertEquals(new Position(10, 3), origins.get("presplit"));
    assertEquals(new Position(10, 3), origins.get("rowkey[0]"));
    assertEquals(new Position(9, 56), origins.get("rowkey[4]"));
    assertEquals(new Position(10, 21), origins.get("families[1].ttl"));
    assertEquals(new Position(10, 32), origins.get("families[0].versions"));
  }

  @Test
  void globalIndex_isKeyedByTheIndexedColumnsThenTheDataKey_andInheritsTheSalt() throws SchemaException {
    TableSchema index = Schemas.parse(read(WEB_STAT).get(1).schemaYaml());
    Map<String, Object> record = new LinkedHashMap<>();
    record.put("HOST", "NA");
    record.put("DOMAIN", "a.com");
    record.put("FEATURE", "login");
    record.put("DATE", 1_700_000_000_000L);
    assertEquals(salted("a.com\\x00NAlogin\\x00\\x7F\\xFF\\xFEt0\\x1A\\x97\\xFF", 4), key(index, record));
    assertEquals(List.of("USAGE"), index.families().stream().map(f -> f.name()).toList());
  }

  @Test
  void signedNumbersAndTimestamps_flipTheSignBit_andTheLastVarcharHasNoSeparator() throws SchemaException {
    TableSchema schema = Schemas.parse(read("""
        CREATE TABLE T (A INTEGER NOT NULL, B BIGINT NOT NULL, C TIMESTAMP NOT NULL, D VARCHAR,
          CONSTRAINT PK PRIMARY KEY (A, B, C, D)) SPLIT ON ('b', 'm')
        """).get(0).schemaYaml());
    Map<String, Object> record = Map.of("A", 7L, "B", 1L, "C", 0L, "D", "xy");
    assertEquals("\\x80\\x00\\x00\\x07\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x01"
        + "\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00xy", key(schema, record));
    assertEquals(Presplit.Algorithm.EXPLICIT, schema.presplit().algorithm());
    assertEquals(List.of("b", "m"), schema.presplit().splits().stream().map(Bytes::toStringBinary).toList());
    assertEquals(List.of("0"), schema.families().stream().map(f -> f.name()).toList());
  }

  @Test
  void alterTable_addsAndDropsColumns() throws SchemaException {
    String yaml = read("""
        CREATE TABLE T (ID VARCHAR PRIMARY KEY, A.X INTEGER);
        ALTER TABLE T ADD B.Y VARCHAR(20), A.Z BIGINT;
        ALTER TABLE T DROP COLUMN A.X;
        """).get(0).schemaYaml();
    TableSchema schema = Schemas.parse(yaml);
    // Families in the order their first remaining column was declared; the empty column in the first one.
    assertEquals(List.of("B", "A"), schema.families().stream().map(f -> f.name()).toList());
    // Encoded qualifiers (COLUMN_ENCODED_BYTES 2 by default): X took 11, Y 12, Z 13; the empty column is 0.
    assertEquals(List.of("\\x00\\x00\\x00\\x00", "\\x80\\x0C"), schema.families().get(0).columns().stream()
        .map(c -> c.qualifier()).toList());
    assertEquals(List.of("\\x80\\x0D"), schema.families().get(1).columns().stream().map(c -> c.qualifier()).toList());
  }

  @Test
  void malformedColumn_isAProblemAtItsPosition_andReadingGoesOn() {
    assertEquals("test.sql:1:29: unknown Phoenix type 'STRNG' for column B\n"
        + "test.sql:2:46: expected ')', found the end of the file",
        problems("CREATE TABLE T (A BIGINT, B STRNG CONSTRAINT PK PRIMARY KEY (A));\n"
            + "CREATE TABLE U (A BIGINT NOT NULL PRIMARY KEY"));
  }

  @Test
  void unknownOption_isAProblem_notIgnored() {
    assertEquals("test.sql:1:48: unknown table option SALT_BUCKET (did you mean 'SALT_BUCKETS'?);"
        + " docs/import.md lists the options read",
        problems("CREATE TABLE T (A BIGINT NOT NULL PRIMARY KEY) SALT_BUCKET=4"));
  }

  @Test
  void splitOnASaltedTable_andAnUnclosedComment_areProblems() {
    assertEquals("test.sql:1:64: Phoenix refuses SPLIT ON for a salted table (SALT_BUCKETS)",
        problems("CREATE TABLE T (A VARCHAR NOT NULL PRIMARY KEY) SALT_BUCKETS=2 SPLIT ON ('a')"));
    assertEquals("test.sql:2:1: comment is not closed",
        problems("CREATE TABLE T (A VARCHAR PRIMARY KEY);\n/* open"));
  }

  @Test
  void descTextAndBinary_invertTheirBytes_andEndWithFF_asPhoenixWritesThem() throws SchemaException {
    TableSchema schema = Schemas.parse(read("CREATE TABLE T (A VARCHAR NOT NULL, B CHAR(3) NOT NULL,"
        + " C BINARY(3) NOT NULL, D VARCHAR NOT NULL, CONSTRAINT PK PRIMARY KEY (A DESC, B DESC, C DESC, D DESC))")
        .get(0).schemaYaml());
    Map<String, Object> record = new LinkedHashMap<>();
    record.put("A", "ab");
    record.put("B", "x");
    record.put("C", new byte[] {1, 2});
    record.put("D", "z");
    // SortOrder.invert of each value; CHAR padded with the inverted space, BINARY with the inverted \x00;
    // \xFF after each variable-width value, the last one too (PTableImpl.newKey).
    assertEquals("\\x9E\\x9D\\xFF\\x87\\xDF\\xDF\\xFE\\xFD\\xFF\\x85\\xFF", key(schema, record));
    assertEquals("test.sql:1:89: Phoenix refuses DESC on VARBINARY column B (error 1056)",
        problems("CREATE TABLE T (A VARCHAR NOT NULL, B VARBINARY NOT NULL, CONSTRAINT PK PRIMARY KEY (A, B DESC))"));
  }

  @Test
  void splitOnNumbers_areTheLiteralsOwnBytes_intOrBigint_asPhoenixEvaluatesThem() throws SchemaException {
    // ParseNodeFactory.wholeNumber: 10 is an INTEGER (4 bytes, sign bit flipped); 3000000000 a BIGINT;
    // -5 is 5 * -1L, a BIGINT. Whatever the leading column's type (CreateTableCompiler evaluates the literal).
    TableSchema schema = Schemas.parse(read("CREATE TABLE T (A BIGINT NOT NULL, B VARCHAR NOT NULL"
        + " CONSTRAINT PK PRIMARY KEY (A, B)) SPLIT ON (-5, 10, 3000000000, 'x')").get(0).schemaYaml());
    assertEquals(List.of("\\x7F\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF\\xFB", "\\x80\\x00\\x00\\x0A",
        "\\x80\\x00\\x00\\x00\\xB2\\xD0^\\x00", "x"),
        schema.presplit().splits().stream().map(Bytes::toStringBinary).toList());
    assertEquals("test.sql:1:61: SPLIT ON point 1.5 is a DECIMAL literal, whose bytes (PDecimal's base-100 digits)"
        + " this reader does not write; give the point as a whole number or a string",
        problems("CREATE TABLE T (A BIGINT NOT NULL PRIMARY KEY) SPLIT ON (1, 1.5)"));
    assertEquals("test.sql:1:58: a SPLIT ON point is a string ('...') or a whole number, found 'X'",
        problems("CREATE TABLE T (A BIGINT NOT NULL PRIMARY KEY) SPLIT ON (X)"));
  }

  @Test
  void floatAndDouble_inTheKey_asPhoenixWritesThem_andDecimalIsRefusedWithHow() throws SchemaException {
    TableSchema schema = Schemas.parse(read("CREATE TABLE T (D DOUBLE NOT NULL, F FLOAT NOT NULL,"
        + " U UNSIGNED_DOUBLE NOT NULL, CONSTRAINT PK PRIMARY KEY (D, F DESC, U))").get(0).schemaYaml());
    Map<String, Object> record = new LinkedHashMap<>();
    record.put("D", -1L);
    record.put("F", 1L);
    record.put("U", 1L);
    // PDouble: -1.0 inverted plus one; PFloat of 1.0 is \\xBF\\x80\\x00\\x01, inverted under DESC; Bytes.toBytes(1.0).
    assertEquals("@\\x10\\x00\\x00\\x00\\x00\\x00\\x00@\\x7F\\xFF\\xFE?\\xF0\\x00\\x00\\x00\\x00\\x00\\x00",
        key(schema, record));
    assertEquals("test.sql:1:17: primary key column A is DECIMAL(10): Phoenix writes it as a variable-width base-100"
        + " number (PDecimal); the schema format has no rowkey encoding for it yet",
        problems("CREATE TABLE T (A DECIMAL(10) NOT NULL PRIMARY KEY)"));
  }

  @Test
  void aHistoryOfFiles_leavesEachTablesLastState_andProblemsInTheirOwnFile() throws SchemaException {
    PhoenixDdlReader reader = new PhoenixDdlReader();
    List<PhoenixDdlReader.Created> tables = reader.history(List.of("v1.sql", "v2.sql", "v3.sql"), List.of(
        "CREATE TABLE A (K VARCHAR NOT NULL PRIMARY KEY, D.X BIGINT);\nCREATE TABLE B (K VARCHAR PRIMARY KEY);",
        "ALTER TABLE A ADD D.Y VARCHAR;\nCREATE INDEX AI ON A (D.Y);\nDROP TABLE B;",
        "ALTER TABLE A SET TTL=3600;"));
    assertEquals(List.of("A v1.sql", "AI v2.sql"), tables.stream().map(c -> c.table().name() + " " + c.file()).toList());
    TableSchema a = Schemas.parse(tables.get(0).table().schemaYaml());
    assertEquals(3600L, a.families().get(0).ttlSeconds());
    assertEquals(3, a.families().get(0).columns().size(), "the empty column, X and Y");
    SchemaException e = assertThrows(SchemaException.class, () -> reader.history(List.of("v1.sql", "v2.sql"),
        List.of("CREATE TABLE A (K VARCHAR PRIMARY KEY);", "\nALTER TABLE B ADD X BIGINT;\nCREATE TABLE A (K BIGINT"
            + " PRIMARY KEY)")));
    assertEquals("v2.sql:2:13: ALTER TABLE B: the table is not created in these files\n"
        + "v2.sql:3:14: table A is created twice in these files", e.getMessage());
  }

  @Test
  void descUnsigned_andNullableIndexedInteger_areRefusedWithTheReason() {
    assertEquals("test.sql:1:69: DESC on key column A (UNSIGNED_INT) inverts its bytes, which the schema format"
        + " cannot express yet", problems("CREATE TABLE T (A UNSIGNED_INT NOT NULL, CONSTRAINT PK PRIMARY KEY (A DESC))"));
    assertEquals("test.sql:2:22: Phoenix indexes nullable INTEGER column N as DECIMAL, which the schema format has"
        + " no rowkey encoding for; declare it NOT NULL",
        problems("CREATE TABLE T (A VARCHAR PRIMARY KEY, N INTEGER);\nCREATE INDEX I ON T (N)"));
  }

  @Test
  void unknownStatement_isAProblem_butSkippedOnesAreNot() throws SchemaException {
    assertEquals("test.sql:1:1: not a Phoenix statement this reader knows: 'MERGE' (it reads CREATE TABLE, CREATE"
        + " INDEX and ALTER TABLE, and skips UPSERT, SELECT, DROP, CREATE VIEW, CREATE SEQUENCE and the like)",
        problems("MERGE INTO T;\nCREATE TABLE T (A VARCHAR PRIMARY KEY)"));
    assertEquals(1, read("DROP TABLE X; CREATE VIEW V AS SELECT * FROM X;\n"
        + "SELECT 1; CREATE TABLE T (A VARCHAR PRIMARY KEY)").size());
  }

  @Test
  void multiTenantWithOneKeyColumn_isRefusedAsPhoenixRefusesIt() {
    // Found by PhoenixOracleIT: Phoenix's error 1040 on apache/phoenix's synthesis/escape_column.sql.
    assertEquals("test.sql:1:50: a MULTI_TENANT table needs two or more primary key columns, the first NOT NULL"
        + " (Phoenix refuses T)", problems("CREATE TABLE T (A CHAR(15) NOT NULL PRIMARY KEY) MULTI_TENANT=true"));
  }

  @Test
  void rowTimestampAndImmutableRows_becomeFormatKeys_notComments() throws SchemaException {
    // phoenix.apache.org/rowtimestamp.html's sample table, made immutable.
    TableSchema schema = Schemas.parse(read("""
        CREATE TABLE DESTINATION_METRICS_TABLE (CREATED_DATE DATE NOT NULL, METRIC_ID CHAR(15) NOT NULL,
          METRIC_VALUE BIGINT CONSTRAINT PK PRIMARY KEY (CREATED_DATE ROW_TIMESTAMP, METRIC_ID))
          SALT_BUCKETS = 8, IMMUTABLE_ROWS=true
        """).get(0).schemaYaml());
    assertEquals("CREATED_DATE", schema.cellTimestampField().name());
    assertEquals(true, schema.cellTimestampField().increasing());
    assertEquals(true, schema.immutableRows());
    String yaml = read("CREATE TABLE T (K BIGINT NOT NULL PRIMARY KEY DESC ROW_TIMESTAMP, V VARCHAR)"
        + " IMMUTABLE_ROWS=false").get(0).schemaYaml();
    TableSchema bigint = Schemas.parse(yaml);
    // A BIGINT ROW_TIMESTAMP holds the cells' epoch milliseconds: a timestamp field, keyed as Phoenix's long.
    assertEquals("K", bigint.cellTimestampField().name());
    assertEquals(dev.hbaseadvisor.model.FieldType.TIMESTAMP, bigint.cellTimestampField().type());
    assertEquals(false, bigint.immutableRows());
    assertEquals(true, yaml.contains("IMMUTABLE_ROWS=false"), yaml);
    // Written as the key, no longer among the options kept in a comment.
    assertEquals(List.of(), read(WEB_STAT).get(0).schemaYaml().lines()
        .filter(l -> l.startsWith("#   ") && l.contains("IMMUTABLE_ROWS")).toList());
    assertEquals(true, Schemas.parse(read(WEB_STAT).get(0).schemaYaml()).immutableRows());
    assertEquals(false, Schemas.parse(read(WEB_STAT).get(1).schemaYaml()).immutableRows());
  }

  @Test
  void rowTimestamp_thatPhoenixRefuses_isAProblemAtTheKeyword() {
    assertEquals("test.sql:1:99: a second ROW_TIMESTAMP column (B after A): Phoenix allows one a table"
        + " (ROWTIMESTAMP_ONE_PK_COL_ONLY, 527)", problems("CREATE TABLE T (A DATE NOT NULL, B BIGINT NOT NULL,"
        + " CONSTRAINT PK PRIMARY KEY (A ROW_TIMESTAMP, B ROW_TIMESTAMP))"));
    assertEquals("test.sql:1:88: column B is INTEGER: a ROW_TIMESTAMP column is DATE, TIME, TIMESTAMP, BIGINT or"
        + " UNSIGNED_LONG (Phoenix: ROWTIMESTAMP_COL_INVALID_TYPE, 530)",
        problems("CREATE TABLE T (A VARCHAR NOT NULL, B INTEGER NOT NULL CONSTRAINT PK PRIMARY KEY (A, B ROW_TIMESTAMP))"));
    assertEquals("test.sql:1:47: column D is not in the primary key: only a primary key column can be the"
        + " ROW_TIMESTAMP (Phoenix: ROWTIMESTAMP_PK_COL_ONLY, 528)",
        problems("CREATE TABLE T (A VARCHAR PRIMARY KEY, D DATE ROW_TIMESTAMP)"));
    assertEquals("test.sql:2:38: ROW_TIMESTAMP can be declared only in CREATE TABLE, not by ALTER TABLE ADD"
        + " (Phoenix: ROWTIMESTAMP_CREATE_ONLY, 529)",
        problems("CREATE TABLE T (A VARCHAR PRIMARY KEY);\nALTER TABLE T ADD D DATE PRIMARY KEY ROW_TIMESTAMP"));
  }

  @Test
  void sameInput_sameOutput() throws SchemaException {
    assertEquals(read(WEB_STAT), read(WEB_STAT));
  }
}
