package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.importer.DefinitionFiles;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.KeyWriter;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * A design read from Phoenix DDL and written back as DDL ({@code splits --format phoenix}) reads
 * as the same design (issue 27): for every table of the Phoenix corpus, the written DDL imports to
 * the same fields, the same key bytes for the same records, the same families with the same
 * options and qualifiers, and the same pre-split; and writing that import again gives the same
 * DDL. What the design does not carry (a column's name and type when Phoenix encodes its qualifier)
 * is written as {@code C<n>} of {@code BINARY(n)} or {@code VARBINARY}, so only a variable column's
 * size range may differ.
 */
class PhoenixWriteBackTest {

  private static final Path CORPUS = Schemas.projectRoot().resolve("examples/import/phoenix");

  static Stream<String> corpus() throws Exception {
    List<String> names = new ArrayList<>();
    try (Stream<Path> files = Files.list(CORPUS)) {
      files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".sql")).sorted().forEach(names::add);
    }
    return names.stream();
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void everyTable_writtenBackAsDdl_readsAsTheSameDesign(String name) throws Exception {
    Path file = CORPUS.resolve(name);
    List<TableSchema> tables = DefinitionFiles.load(file, name);
    assertTrue(!tables.isEmpty(), name);
    for (TableSchema schema : tables) {
      assertReadsBackTheSame(name, schema);
    }
  }

  /** The DDL written for a design imports to the same fields, key bytes, families and pre-split, and writes itself again. */
  private static void assertReadsBackTheSame(String name, TableSchema schema) throws Exception {
    String ddl = ddl(schema);
    List<TableSchema> again = DefinitionFiles.parse(ddl, Path.of("written.sql"), "written.sql");
    assertEquals(1, again.size(), ddl);
    TableSchema back = again.get(0);
    String where = name + " " + schema.table() + ":\n" + ddl;
    assertEquals(schema.table(), back.table(), where);
    assertEquals(schema.fields(), back.fields(), where);
    assertEquals(schema.immutableRows(), back.immutableRows(), where);
    assertEquals(keys(schema), keys(back), "the same records give the same key bytes: " + where);
    assertEquals(families(schema), families(back), where);
    assertEquals(splits(schema), splits(back), where);
    assertEquals(withoutBanner(ddl), withoutBanner(ddl(back)), "written again, the same DDL: " + where);
  }

  @Test
  void rowTimestamp_andImmutableRowsOfOneCellPerColumn_comeBackAsWritten() throws Exception {
    // Issue 26 A.8: the ROW_TIMESTAMP column and IMMUTABLE_ROWS, with the columns as cells of their own.
    String source = """
        CREATE TABLE EVENTS (HOST VARCHAR NOT NULL, AT BIGINT NOT NULL, V VARCHAR
            CONSTRAINT PK PRIMARY KEY (HOST, AT DESC ROW_TIMESTAMP))
            IMMUTABLE_ROWS=true, IMMUTABLE_STORAGE_SCHEME=ONE_CELL_PER_COLUMN
        """;
    TableSchema schema = DefinitionFiles.parse(source, Path.of("events.sql"), "events.sql").get(0);
    assertEquals("AT", schema.cellTimestampField().name());
    assertTrue(schema.immutableRows());
    String ddl = ddl(schema);
    assertTrue(ddl.contains("AT DESC ROW_TIMESTAMP") && ddl.contains("IMMUTABLE_STORAGE_SCHEME=ONE_CELL_PER_COLUMN"),
        ddl);
    assertReadsBackTheSame("events.sql", schema);
  }

  @Test
  void descText_andNumberSplitPoints_comeBackAsWritten() throws Exception {
    // The split points come back in byte order: -5 (a BIGINT), 3000000000 (a BIGINT), 10 (an INTEGER).
    String source = """
        CREATE TABLE NAMES (
            ID BIGINT NOT NULL,
            NAME VARCHAR NOT NULL,
            CODE CHAR(3) NOT NULL,
            TAG BINARY(2) NOT NULL,
            LABEL VARCHAR(12) NOT NULL,
            D.V BIGINT,
            CONSTRAINT PK PRIMARY KEY (ID, NAME DESC, CODE DESC, TAG DESC, LABEL DESC)
        ) SPLIT ON (-5, 10, 3000000000);
        """;
    TableSchema schema = DefinitionFiles.parse(source, Path.of("names.sql"), "names.sql").get(0);
    assertEquals("""
        CREATE TABLE NAMES (
            ID BIGINT NOT NULL,
            NAME VARCHAR NOT NULL,
            CODE CHAR(3) NOT NULL,
            TAG BINARY(2) NOT NULL,
            LABEL VARCHAR(12) NOT NULL,
            D.C11 BINARY(8),   -- qualifier '\\x80\\x0B'
            CONSTRAINT PK PRIMARY KEY (ID, NAME DESC, CODE DESC, TAG DESC, LABEL DESC)
        )
        SPLIT ON (-5, 3000000000, 10);
        """, withoutBanner(ddl(schema)));
    assertReadsBackTheSame("names.sql", schema);
  }

  @Test
  void splitOn_descending_andFamilyOptions_comeBackAsWritten() throws Exception {
    String source = "CREATE TABLE EVENTS (\n    TENANT VARCHAR NOT NULL,\n    TS BIGINT NOT NULL,\n"
        + "    SEQ INTEGER NOT NULL,\n    D.PAYLOAD VARCHAR,\n    CONSTRAINT PK PRIMARY KEY (TENANT, TS DESC, SEQ)\n"
        + ") VERSIONS=3, TTL=86400, COMPRESSION='SNAPPY'\nSPLIT ON ('c', 'k', 's');\n";
    TableSchema schema = DefinitionFiles.parse(source, Path.of("events.sql"), "events.sql").get(0);
    assertEquals("""
        -- Generated by hbase-advisor splits from a schema (3 split keys from the schema); do not edit.
        -- Regenerate: hbase-advisor splits SCHEMA --format phoenix
        CREATE TABLE EVENTS (
            TENANT VARCHAR NOT NULL,
            TS BIGINT NOT NULL,
            SEQ INTEGER NOT NULL,
            D.C11 VARBINARY,   -- qualifier '\\x80\\x0B'
            CONSTRAINT PK PRIMARY KEY (TENANT, TS DESC, SEQ)
        ) VERSIONS=3, TTL=86400, COMPRESSION='SNAPPY'
        SPLIT ON ('c', 'k', 's');
        """, SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.PHOENIX,
            new SplitOutput.Options(null, null, null)));
  }

  @Test
  void aKeyPhoenixCannotWrite_isRefused_withTheSegmentAndWhy() throws Exception {
    TableSchema md5 = Schemas.loadExample("game-focus-md5.yaml");
    SplitException hash = assertThrows(SplitException.class, () -> ddl(md5));
    assertEquals("the design's key is not expressible in Phoenix: rowkey[0]: a hash segment: a Phoenix primary key"
        + " is made of columns only; compute it in the application and declare it as a column, or choose a design"
        + " without it", hash.getMessage());
    TableSchema salted = Schemas.loadExample("opentsdb-salted.yaml");
    SplitException salt = assertThrows(SplitException.class, () -> ddl(salted));
    assertTrue(salt.getMessage().startsWith("the design's key is not expressible in Phoenix: rowkey[0]: a salt over"
        + " metric_uid, host_uid, cpu_uid: Phoenix's SALT_BUCKETS hashes the whole key"), salt.getMessage());
  }

  private static String ddl(TableSchema schema) {
    return SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.PHOENIX,
        new SplitOutput.Options(null, null, null));
  }

  private static String withoutBanner(String ddl) {
    return ddl.replaceAll("(?m)^-- (Generated|Regenerate).*\n", "");
  }

  /** 200 keys of the same seeded records, as {@code keys} writes them. */
  private static List<String> keys(TableSchema schema) {
    RecordGenerator generator = new RecordGenerator(schema, 7);
    KeyWriter writer = new KeyWriter(schema, generator);
    boolean[] draw = writer.fieldsToDraw();
    long[] slots = new long[generator.fields().size()];
    SplittableRandom salt = new SplittableRandom(7);
    KeyBuffer key = new KeyBuffer();
    List<String> keys = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      generator.nextSlots(slots, draw);
      writer.write(slots, salt, key);
      keys.add(Bytes.toStringBinary(key.toByteArray()));
    }
    return keys;
  }

  /** Each family with its options and its qualifiers, fixed sizes kept (a variable size is a type's, not the design's). */
  private static List<String> families(TableSchema schema) {
    List<String> families = new ArrayList<>();
    for (Family f : schema.families()) {
      StringBuilder sb = new StringBuilder(f.name()).append(' ').append(f.versions()).append(' ')
          .append(f.minVersions()).append(' ').append(f.ttlSeconds()).append(' ').append(f.keepDeletedCells())
          .append(' ').append(f.compression()).append(' ').append(f.bloomFilter()).append(' ')
          .append(f.dataBlockEncoding()).append(' ').append(f.blockSize()).append(' ').append(f.inMemory());
      for (Column c : f.columns()) {
        sb.append(" [").append(c.qualifier()).append(c.minSize() == c.maxSize() ? " " + c.minSize() : "").append(']');
      }
      families.add(sb.toString());
    }
    return families;
  }

  private static List<String> splits(TableSchema schema) {
    return Presplits.plan(schema).splits().stream().map(Bytes::toStringBinary).toList();
  }
}
