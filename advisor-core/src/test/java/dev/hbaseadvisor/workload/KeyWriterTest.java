package dev.hbaseadvisor.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The simulator's allocation-light key path writes, record for record, the bytes the codec
 * writes for the map form of the same record: for every example and for the segment kinds the
 * examples do not cover.
 */
class KeyWriterTest {

  static Stream<String> examples() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void slotKeys_equalCodecKeys(String example) {
    assertSameKeys(Schemas.loadExample(example), 150);
  }

  @Test
  void multiFieldSaltsHashesAndNumbers_equalCodecKeys() {
    TableSchema schema = Schemas.parse(Schemas.minimal("""
          host: { type: string, cardinality: 500000, length: 4-12, distribution: zipf }
          user: { type: string }
          ts:   { type: timestamp, order: increasing }
          n:    { type: long, cardinality: 5000000 }
          i:    { type: int, cardinality: 300 }
          when: { type: timestamp }
        """, """
          - salt: { buckets: 37, from: [host, ts] }
          - salt: { buckets: 1000, from: [user], encoding: decimal }
          - hash: { from: [host, n], algorithm: sha1, length: 5, encoding: hex }
          - hash: { from: [ts], algorithm: md5, length: 4 }
          - hash: { from: [user, i], algorithm: murmur3, length: 3 }
          - bucket: { field: n, modulo: 70000 }
          - bucket: { field: host, modulo: 7, encoding: hex }
          - field: n
            encoding: hex
            order: descending
          - field: i
            encoding: decimal
            width: 6
            reverse: chars
          - field: ts
            format: "yyyy-MM-dd HH:mm:ss.SSS"
          - field: when
            format: "yyyyMMdd"
          - field: ts
            encoding: decimal
            width: 20
        """));
    assertSameKeys(schema, 3_000);
  }

  @Test
  void narrowBinaryNumbers_equalCodecKeys() {
    // Phoenix's SMALLINT, TINYINT, their unsigned forms and DESC over negative values (issue 27).
    TableSchema schema = Schemas.parse(Schemas.minimal("""
          s: { type: int, min: -32768, max: 32767 }
          t: { type: int, min: -128, max: 127 }
          u: { type: int, min: 0, max: 32767 }
          b: { type: int, min: 0, max: 1 }
        """, """
          - field: s
            encoding: sortable-short
          - field: t
            encoding: sortable-byte
          - field: u
            encoding: short
          - field: b
            encoding: byte
          - field: s
            encoding: short
            order: descending
          - field: t
            encoding: byte
            order: descending
        """));
    assertSameKeys(schema, 3_000);
  }

  @Test
  void descendingTextAndBytes_equalCodecKeys() {
    // Phoenix's DESC VARCHAR, CHAR and BINARY: every byte inverted, \xFF after a variable-width value (issue 27).
    TableSchema schema = Schemas.parse(Schemas.minimal("""
          v: { type: string, length: 1-12, cardinality: 500 }
          c: { type: string, length: 2-6, cardinality: 2M }
          b: { type: bytes, length: 3-4 }
          w: { type: string, length: 4-9 }
        """, """
          - salt: { buckets: 8, over: key }
          - field: v
            order: descending
            terminator: '\\xFF'
          - field: c
            width: 6
            pad: ' '
            order: descending
          - field: b
            width: 4
            order: descending
          - field: w
            order: descending
            terminator: '\\xFF'
        """));
    assertSameKeys(schema, 3_000);
  }

  @Test
  void floatingPointNumbers_equalCodecKeys() {
    // Phoenix's DOUBLE, FLOAT, their unsigned forms and DESC (issue 27): written through the codec.
    TableSchema schema = Schemas.parse(Schemas.minimal("""
          d: { type: long, min: -9007199254740992, max: 9007199254740992 }
          f: { type: int, min: -16777216, max: 16777216 }
          u: { type: long, min: 0, max: 1000000 }
        """, """
          - field: d
            encoding: sortable-double
          - field: f
            encoding: sortable-float
            order: descending
          - field: u
            encoding: double
          - field: f
            encoding: float
        """));
    assertSameKeys(schema, 3_000);
  }

  @Test
  void kylinShards_equalCodecKeys() {
    // Kylin's murmur3 shard inside each cuboid's run, over fields and over the key's bytes, and
    // without runs; cuboids of a zipf field, some with their own shard count.
    TableSchema schema = Schemas.parse(Schemas.minimal("""
          cuboid:  { type: long, cardinality: 300, distribution: zipf }
          country: { type: int, cardinality: 200 }
          seller:  { type: int, cardinality: 500000 }
          name:    { type: string, length: 3-12 }
        """, """
          - salt: { buckets: 40, from: [country, seller], hash: kylin, per: cuboid, shards: { default: 3, 0: 40, 5: 1 }, encoding: short }
          - salt: { buckets: 7, from: [name], hash: kylin }
          - salt: { buckets: 16, over: key, bytes: 8-15, hash: kylin, per: cuboid, shards: 4, encoding: short }
          - field: cuboid
          - field: country
          - field: seller
          - field: name
        """));
    assertSameKeys(schema, 3_000);
  }

  private static void assertSameKeys(TableSchema schema, int count) {
    RecordGenerator maps = new RecordGenerator(schema, 7);
    RecordGenerator slots = new RecordGenerator(schema, 7);
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    KeyWriter writer = new KeyWriter(schema, slots);
    boolean[] draw = writer.fieldsToDraw();
    long[] record = new long[slots.fields().size()];
    SplittableRandom saltA = new SplittableRandom(3);
    SplittableRandom saltB = new SplittableRandom(3);
    KeyBuffer key = new KeyBuffer();
    for (int i = 0; i < count; i++) {
      byte[] expected = codec.encode(maps.next(), saltA);
      slots.nextSlots(record, draw);
      writer.write(record, saltB, key);
      assertArrayEquals(expected, key.toByteArray(), () -> "record " + Arrays.toString(record) + ": "
          + Bytes.toStringBinary(expected) + " vs " + Bytes.toStringBinary(key.toByteArray()));
    }
    assertEquals(maps.generated(), slots.generated());
  }
}
