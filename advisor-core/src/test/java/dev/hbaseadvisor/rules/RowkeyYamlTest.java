package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link RowkeyYaml} writes the schema format back: every example's key, rendered and pasted in
 * place of the original, loads to a key that writes the same bytes for the same records.
 */
class RowkeyYamlTest {

  static Stream<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyExampleKey_roundTrips_toTheSameBytes(Path file) throws IOException {
    String text = Files.readString(file);
    TableSchema original = Schemas.loadExample(file.getFileName().toString());
    String block = RowkeyYaml.render(original, original.rowkey());
    String spliced = RowkeySplice.splice(text, block);
    TableSchema reloaded = RowkeySplice.load(spliced);

    assertEquals(block, RowkeyYaml.render(reloaded, reloaded.rowkey()));
    assertEquals(List.of(), jsonSchema().validate(spliced, InputFormat.YAML).stream().map(Object::toString).toList());
    RowKeyCodec before = RowKeyCodec.compile(original);
    RowKeyCodec after = RowKeyCodec.compile(reloaded);
    RecordGenerator records = new RecordGenerator(original, 7);
    SplittableRandom a = new SplittableRandom(3);
    SplittableRandom b = new SplittableRandom(3);
    for (int i = 0; i < 200; i++) {
      Map<String, Object> record = records.next();
      assertArrayEquals(before.encode(record, a), after.encode(record, b), file + " record " + record);
    }
  }

  @Test
  void kylinShards_roundTrip_toTheSameBytes() throws IOException {
    // Apache Kylin's shard per cuboid (issue 26 A.5): hash, per and shards, over fields and over key bytes.
    String real = Files.readString(Schemas.projectRoot().resolve("examples/real/kylin-cube-segment.yaml"));
    String fields = "  cuboid: {type: long, cardinality: 40}\n  a: {type: int, cardinality: 300}\n"
        + "  b: {type: int, cardinality: 5000}\n";
    String tail = "  - field: cuboid\n  - field: a\n  - field: b\n";
    for (String text : List.of(real,
        Schemas.minimal(fields, "  - salt: {buckets: 12, over: key, bytes: 8-15, hash: kylin, per: cuboid,"
            + " shards: {default: 2, 3: 12, 7: 5}, encoding: short}\n" + tail))) {
      TableSchema original = Schemas.parse(text);
      String block = RowkeyYaml.render(original, original.rowkey());
      assertTrue(block.contains("hash: kylin") && block.contains("per: cuboid, shards: "), block);
      TableSchema reloaded = RowkeySplice.load(RowkeySplice.splice(text, block));
      assertEquals(block, RowkeyYaml.render(reloaded, reloaded.rowkey()));
      RowKeyCodec before = RowKeyCodec.compile(original);
      RowKeyCodec after = RowKeyCodec.compile(reloaded);
      RecordGenerator records = new RecordGenerator(original, 7);
      for (int i = 0; i < 200; i++) {
        Map<String, Object> record = records.next();
        assertArrayEquals(before.encode(record, null), after.encode(record, null), "record " + record);
      }
    }
  }

  @Test
  void render_writesOnlyOptionsThatDifferFromTheirDefaults() {
    TableSchema schema = Schemas.parse(Schemas.minimal(
        "  ts: {type: timestamp}\n  n: {type: int}\n  on: {type: string}\n",
        "  - field: ts\n  - field: n\n    encoding: decimal\n    width: 10\n  - field: \"on\"\n"));
    assertEquals("""
        rowkey:
          - field: ts
          - field: n
            encoding: decimal
            width: 10
          - field: "on"
        """, RowkeyYaml.render(schema, schema.rowkey()));
  }

  @Test
  void byteStrings_survive_yamlEscapes_quotes_andBackslashes() {
    byte[] bytes = {0x00, '"', '\\', 'a', (byte) 0xFF, '$', 0x7F};
    TableSchema schema = Schemas.parse(Schemas.minimal("  s: {type: string}\n", "  - field: s\n"));
    String block = RowkeyYaml.render(schema, List.of(new LiteralSegment(bytes),
        new FieldSegment("s", dev.hbaseadvisor.model.FieldEncoding.STRING, 4, (byte) '\\', FieldSegment.Reverse.NONE,
            false, null, new byte[] {(byte) 0x80})));
    assertEquals("""
        rowkey:
          - literal: "\\x00\\"\\\\x5Ca\\xFF$\\x7F"
          - field: s
            width: 4
            pad: "\\\\x5C"
            terminator: "\\x80"
        """, block);
    TableSchema reloaded = RowkeySplice.load(RowkeySplice.splice(Schemas.minimal("  s: {type: string}\n",
        "  - field: s\n"), block));
    assertArrayEquals(bytes, ((LiteralSegment) reloaded.rowkey().get(0)).bytes());
    FieldSegment field = (FieldSegment) reloaded.rowkey().get(1);
    assertEquals('\\', field.pad());
    assertArrayEquals(new byte[] {(byte) 0x80}, field.terminator());
    assertEquals(FieldType.STRING, reloaded.field("s").type());
  }

  private static Schema jsonSchema() {
    try {
      String text = Files.readString(Schemas.projectRoot().resolve("docs/hbase-advisor.schema.json"));
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text, InputFormat.JSON);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
