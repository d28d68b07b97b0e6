package dev.hbaseadvisor.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real Phoenix DDL of {@code examples/import/phoenix/} (each names its repository, path and
 * commit) imports without an edit to schemas that load, with exactly the key, families and
 * pre-split Phoenix gives those tables.
 */
class PhoenixCorpusTest {

  private static final Path CORPUS = Schemas.projectRoot().resolve("examples/import/phoenix");

  static Stream<Arguments> corpus() {
    String desc = "long descending";
    return Stream.of(
        Arguments.of("alter_table_add_pk.sql", List.of(
            "TEST.TABLE_1 | STATE string w1 pad20; SOME_ID string | 0[\\x00\\x00\\x00\\x00] | none")),
        Arguments.of("alter_table_multiple.sql", List.of(
            "TEST.SAMPLE_TABLE | ORG_ID string w15 pad20; SOME_ANOTHER_ID sortable-long; SECOND_ID sortable-long"
                + " | 0 ttl2000[\\x00\\x00\\x00\\x00,\\x80\\x0B,\\x80\\x0C,\\x80\\x0D,\\x80\\x0E,\\x80\\x0F,\\x80\\x10,"
                + "\\x80\\x11] | none")),
        Arguments.of("basetest_salted.sql", List.of(
            "ENTITY_HISTORY_SALTED | salt 4 over key; ORGANIZATION_ID string w15 pad20; PARENT_ID string w15 pad20;"
                + " CREATED_DATE sortable-long; ENTITY_HISTORY_ID string w15 pad20"
                + " | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B,\\x80\\x0C] | salt",
            "TABLE_WITH_SALTING | salt 4 over key; A_INTEGER sortable-int; A_STRING string term00; A_ID string w3 pad20"
                + " | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B,\\x80\\x0C] | salt",
            "MULTI_CF | ID string w15 pad20 | A[\\x00\\x00\\x00\\x00,\\x80\\x0B] B[\\x80\\x0C] C[\\x80\\x0D] D[\\x80\\x0E]"
                + " E[\\x80\\x0F] F[\\x80\\x10] G[\\x80\\x11] | none")),
        Arguments.of("create_add.sql", List.of(
            "MY_SCHEMA.MY_TABLE | ID string | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B] | none",
            "MY_SCHEMA.MY_TABLE_IMMUTABLE | ID string | 0[\\x00\\x00\\x00\\x00,1] | none")),
        Arguments.of("index_rebuild_async.sql", List.of(
            "S.TI | K string | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B] | none",
            "S.R_ASYNCIND_TI | K string term00; V string | 0[_0] | none")),
        Arguments.of("pherf_prod_test_unsalted.sql", List.of(
            "PHERF.PHERF_PROD_TEST_UNSALTED | TENANT_ID string w15 pad20; CREATED_DATE " + desc
                + " | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B,\\x80\\x0C,\\x80\\x0D,\\x80\\x0E,\\x80\\x0F,\\x80\\x10] | none")),
        Arguments.of("pherf_test_schema.sql", List.of(
            "PHERF.TEST_TABLE | TENANT_ID string w15 pad20; PARENT_ID string w15 pad20; CREATED_DATE " + desc
                + " | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B,\\x80\\x0C,\\x80\\x0D,\\x80\\x0E,\\x80\\x0F,\\x80\\x10,\\x80\\x11,"
                + "\\x80\\x12,\\x80\\x13,\\x80\\x14,\\x80\\x15,\\x80\\x16,\\x80\\x17] | none")),
        Arguments.of("pherf_user_defined_schema.sql", List.of(
            "PHERF.USER_DEFINED_TEST | salt 16 over key; TENANT_ID string w15 pad20; CREATED_DATE " + desc
                + " | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B] | salt")),
        Arguments.of("stock_symbol.sql", List.of(
            "STOCK_SYMBOL | SYMBOL string | 0[\\x00\\x00\\x00\\x00,\\x80\\x0B] | none")),
        Arguments.of("web_stat.sql", List.of(
            "WEB_STAT | HOST string w2 pad20; DOMAIN string term00; FEATURE string term00; DATE sortable-long"
                + " | USAGE[\\x00\\x00\\x00\\x00,\\x80\\x0B,\\x80\\x0C] STATS[\\x80\\x0D] | none")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void corpusFile_importsToTheTablesPhoenixCreates(String file, List<String> expected) throws IOException, SchemaException {
    Path path = CORPUS.resolve(file);
    String text = Files.readString(path);
    assertTrue(text.startsWith("-- Source: https://github.com/"), file + " names its source");
    List<String> actual = new ArrayList<>();
    for (ImportedTable table : new PhoenixDdlReader().read(file, text)) {
      actual.add(summary(Schemas.parse(table.schemaYaml())));
    }
    assertEquals(expected, actual);
  }

  @org.junit.jupiter.api.Test
  void everyCorpusFile_hasACase() throws IOException {
    try (Stream<Path> files = Files.list(CORPUS)) {
      assertEquals(files.map(p -> p.getFileName().toString()).sorted().toList(),
          corpus().map(a -> (String) a.get()[0]).toList());
    }
  }

  /** {@code TABLE | segment; ... | family[qualifier,...] ... | presplit algorithm and splits}. */
  private static String summary(TableSchema schema) {
    List<String> segments = new ArrayList<>();
    for (Segment s : schema.rowkey()) {
      segments.add(segment(s));
    }
    List<String> families = new ArrayList<>();
    for (Family f : schema.families()) {
      families.add(f.name() + (f.ttlForever() ? "" : " ttl" + f.ttlSeconds())
          + "[" + String.join(",", f.columns().stream().map(Column::qualifier).toList()) + "]");
    }
    String presplit = schema.presplit().algorithm().yamlName()
        + (schema.presplit().splits().isEmpty() ? "" : " " + schema.presplit().splits().stream()
            .map(Bytes::toStringBinary).toList());
    return schema.table() + " | " + String.join("; ", segments) + " | " + String.join(" ", families) + " | "
        + presplit;
  }

  private static String segment(Segment s) {
    if (s instanceof SaltSegment salt) {
      return "salt " + salt.buckets() + (salt.overKey() ? " over key" : "");
    }
    if (s instanceof LiteralSegment literal) {
      return "literal " + Bytes.toStringBinary(literal.bytes());
    }
    FieldSegment f = (FieldSegment) s;
    StringBuilder out = new StringBuilder(f.field()).append(' ').append(f.encoding().yamlName());
    if (f.descending()) {
      out.append(" descending");
    }
    if (f.width() > 0) {
      out.append(" w").append(f.width()).append(String.format(" pad%02X", f.pad()));
    }
    if (f.terminator().length > 0) {
      out.append(" term").append(String.format("%02X", f.terminator()[0]));
    }
    return out.toString();
  }
}
