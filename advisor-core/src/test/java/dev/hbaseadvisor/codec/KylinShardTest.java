package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.SaltShares;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.apache.hbase.thirdparty.com.google.common.hash.HashFunction;
import org.apache.hbase.thirdparty.com.google.common.hash.Hashing;
import org.junit.jupiter.api.Test;

/**
 * Apache Kylin's cube rowkey shard (issue 26 A.5): each expected shard is computed here as Kylin's
 * {@code ShardingHash} and {@code RowKeyEncoder.calculateShard} compute it, with Guava's murmur3
 * (apache/kylin core-common/.../util/ShardingHash.java @ 526e319, core-cube/.../kv/RowKeyEncoder.java
 * @ 312eaae, core-cube/.../CubeSegment.java @ 05baf21), not through the codec.
 */
class KylinShardTest {

  private static final HashFunction MURMUR = Hashing.murmur3_128();

  private static final String FIELDS = """
        cuboid:  {type: long, cardinality: 64}
        country: {type: int, cardinality: 200}
        day:     {type: int, cardinality: 730}
        seller:  {type: int, cardinality: 500000}
      """;

  private static final String KEY_TAIL = """
        - field: cuboid
        - field: country
        - field: day
        - field: seller
      """;

  private static String salt(String options) {
    return "  - salt: {buckets: 16, encoding: short, hash: kylin, " + options + "}\n" + KEY_TAIL;
  }

  /** {@code ShardingHash._getShard}, as written there. */
  private static short getShard(long hash, int totalShard) {
    long x = hash % totalShard;
    if (x < 0) {
      x += totalShard;
    }
    return (short) x;
  }

  /** Kylin's shard of a base-cuboid row: {@code calculateShard} with the segment's shard counts. */
  private static int kylinShard(long cuboid, int country, int day, int seller, int cuboidShardNum, int totalShards) {
    byte[] body = ByteBuffer.allocate(12).putInt(country).putInt(day).putInt(seller).array();
    short offset = cuboidShardNum <= 1 ? 0 : getShard(MURMUR.hashBytes(body, 0, body.length).asLong(), cuboidShardNum);
    short base = getShard(MURMUR.hashLong(cuboid).asLong(), totalShards);
    return (short) ((base + offset) % totalShards);
  }

  private static Map<String, Object> row(long cuboid, int country, int day, int seller) {
    Map<String, Object> record = new HashMap<>();
    record.put("cuboid", cuboid);
    record.put("country", (long) country);
    record.put("day", (long) day);
    record.put("seller", (long) seller);
    return record;
  }

  @Test
  void kylinHash_isTheFirstLongOfMurmur3x64x128_publishedVectors() {
    // MurmurHash3_x64_128, seed 0: "" gives h1 = 0; "hello" h1 = 0xcbd8a7b341bd9b02; the pangram
    // h1 = 0xe34bbc7bbc071b6c (Guava's HashCode.asLong reads h1, the first 8 bytes little-endian).
    assertEquals(0L, Digests.kylinHash(new byte[0]));
    assertEquals(0xcbd8a7b341bd9b02L, Digests.kylinHash("hello".getBytes(StandardCharsets.UTF_8)));
    assertEquals(0xe34bbc7bbc071b6cL,
        Digests.kylinHash("The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void kylinHash_equalsGuavasHashBytesAndHashLong_overEveryTailLength() {
    SplittableRandom random = new SplittableRandom(26);
    for (int length = 0; length <= 40; length++) {
      byte[] bytes = new byte[length];
      for (int i = 0; i < length; i++) {
        bytes[i] = (byte) random.nextInt(256);
      }
      assertEquals(MURMUR.hashBytes(bytes).asLong(), Digests.kylinHash(bytes), "length " + length);
    }
    for (long value : new long[] {0, 1, 7, 63, -1, Long.MIN_VALUE, Long.MAX_VALUE, 1_234_567_890_123L}) {
      assertEquals(MURMUR.hashLong(value).asLong(), Digests.kylinHash(value), "value " + value);
    }
    // Cuboid 7 (three dimensions) of 16 shards starts at shard 2.
    assertEquals(2, getShard(MURMUR.hashLong(7L).asLong(), 16));
  }

  @Test
  void rangedShard_writesKylinsHeader_baseShardOfTheCuboidPlusTheDimensionsHash() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS,
        salt("from: [country, day, seller], per: cuboid, shards: {default: 3, 7: 16, 12: 1}"))));
    SplittableRandom random = new SplittableRandom(1);
    int[][] rows = {{7, 44, 120, 98_765}, {7, 3, 700, 1}, {12, 44, 120, 98_765}, {5, 9, 9, 9}, {63, 199, 0, 499_999}};
    for (int[] r : rows) {
      int shardNum = r[0] == 7 ? 16 : r[0] == 12 ? 1 : 3;
      byte[] key = codec.encode(row(r[0], r[1], r[2], r[3]), random);
      byte[] expected = ByteBuffer.allocate(22).putShort((short) kylinShard(r[0], r[1], r[2], r[3], shardNum, 16))
          .putLong(r[0]).putInt(r[1]).putInt(r[2]).putInt(r[3]).array();
      assertArrayEquals(expected, key, Arrays.toString(r));
    }
  }

  @Test
  void rangedShard_overTheKeyBytesAfterTheCuboid_isTheSameShard() {
    // Kylin hashes the key from ROWKEY_SHARD_AND_CUBOID_LEN on: bytes 8- of the key after the shard.
    RowKeyCodec fields = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS,
        salt("from: [country, day, seller], per: cuboid, shards: 5"))));
    RowKeyCodec key = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS,
        salt("over: key, bytes: 8-19, per: cuboid, shards: 5"))));
    assertEquals(List.of("country", "day", "seller", "cuboid"), key.segments().get(0).segment().sourceFields());
    for (int c = 0; c < 64; c++) {
      Map<String, Object> record = row(c, c * 3, c * 11, c * 7919);
      assertArrayEquals(fields.encode(record, null), key.encode(record, null), "cuboid " + c);
      byte[] k = key.encode(record, null);
      assertEquals(kylinShard(c, c * 3, c * 11, c * 7919, 5, 16), ((k[0] & 0xFF) << 8) | (k[1] & 0xFF));
    }
  }

  @Test
  void eachCuboidsRowsStayInItsRunOfShards() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS,
        salt("from: [country, day, seller], per: cuboid, shards: 4"))));
    SaltCodec salt = (SaltCodec) codec.segments().get(0);
    SplittableRandom random = new SplittableRandom(5);
    for (long c = 0; c < 64; c++) {
      int base = getShard(MURMUR.hashLong(c).asLong(), 16);
      TreeSet<Integer> run = new TreeSet<>();
      for (int i = 0; i < 4; i++) {
        run.add((base + i) % 16);
      }
      TreeSet<Integer> seen = new TreeSet<>();
      for (int i = 0; i < 400; i++) {
        byte[] k = codec.encode(row(c, random.nextInt(200), random.nextInt(730), random.nextInt(500_000)), null);
        seen.add(((k[0] & 0xFF) << 8) | (k[1] & 0xFF));
      }
      assertEquals(run, seen, "cuboid " + c);
      TreeSet<Integer> read = new TreeSet<>();
      for (byte[] b : salt.bucketsOf(row(c, 0, 0, 0))) {
        read.add(((b[0] & 0xFF) << 8) | (b[1] & 0xFF));
      }
      assertEquals(run, read, "the shards a read of cuboid " + c + " takes");
    }
  }

  @Test
  void kylinHashWithoutPer_isTheMurmurShardOfTheHashedBytes() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS,
        "  - salt: {buckets: 300, from: [seller], encoding: short, hash: kylin}\n  - field: seller\n")));
    byte[] key = codec.encode(row(0, 0, 0, 123_456), null);
    int expected = getShard(MURMUR.hashBytes(ByteBuffer.allocate(4).putInt(123_456).array()).asLong(), 300);
    assertEquals(expected, ((key[0] & 0xFF) << 8) | (key[1] & 0xFF));
  }

  @Test
  void readsBindingTheCuboid_scanItsShards_otherwiseEveryShard() {
    TableSchema schema = Schemas.parse(minimal(FIELDS,
        salt("from: [country, day, seller], per: cuboid, shards: {default: 2, 7: 6}")) + """
        access:
          - {name: by-country, type: scan, equals: [cuboid, country], rate: 1/s}
          - {name: one-row, type: get, equals: [cuboid, country, day, seller], rate: 1/s}
          - {name: no-cuboid, type: scan, equals: [country], rate: 1/s}
          - {name: by-seller, type: scan, equals: [cuboid, seller], rate: 1/s}
        """);
    List<AccessPlan> plans = Planner.plan(schema).plans();
    assertEquals(PlanKind.PARALLEL_SCAN, plans.get(0).kind());
    assertEquals(6, plans.get(0).scans(), "the most shards a cuboid owns");
    assertEquals(PlanKind.GET, plans.get(1).kind());
    assertEquals(1, plans.get(1).scans());
    // Without the cuboid no run is known and nothing after the shard can narrow the read.
    assertEquals(PlanKind.FULL_SCAN, plans.get(2).kind());
    // The cuboid's shards, each filtered for the seller: Kylin's FuzzyRowFilter over a cuboid.
    assertEquals(PlanKind.FILTER_SCAN, plans.get(3).kind());
    assertEquals(6, plans.get(3).scans());
  }

  @Test
  void shares_areTheUnionOfTheCuboidsRuns() {
    TableSchema schema = Schemas.parse(minimal("""
          cuboid:  {type: long, cardinality: 3}
          country: {type: int, cardinality: 200}
          day:     {type: int, cardinality: 730}
          seller:  {type: int, cardinality: 500000}
        """, salt("from: [country, day, seller], per: cuboid, shards: 2")));
    SaltShares shares = SaltShares.of(schema, (SaltSegment) schema.rowkey().get(0));
    TreeSet<Integer> runs = new TreeSet<>();
    for (long c = 0; c < 3; c++) {
      int base = getShard(MURMUR.hashLong(c).asLong(), 16);
      runs.add(base);
      runs.add((base + 1) % 16);
    }
    assertTrue(shares.exact());
    assertEquals(runs.size(), shares.writtenBuckets());
    for (int b = 0; b < 16; b++) {
      assertEquals(runs.contains(b), shares.written(b), "shard " + b);
    }
  }

  @Test
  void perMistakes_areProblemsAtTheirKey() {
    String tail = KEY_TAIL;
    assertEquals("test.yaml:8:46: 'per' places each value's shards from Kylin's murmur3 hash of the value;"
        + " it needs 'hash: kylin'",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], per: cuboid, shards: 2}\n" + tail)));
    assertEquals("test.yaml:8:61: Kylin's shard adds no random offset; 'group' is Pinpoint's RangeDoubleHash,"
        + " and a key's run of shards is 'per' and 'shards'",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], hash: kylin, group: 2, per: cuboid,"
            + " shards: 2}\n" + tail)));
    assertEquals("test.yaml:9:59: 'per' needs a long or int field (Kylin hashes the cuboid id as a long);"
        + " 'name' is string",
        problems(minimal(FIELDS + "  name: {type: string}\n", "  - salt: {buckets: 16, from: [seller], hash: kylin,"
            + " per: name, shards: 2}\n  - field: name\n  - field: seller\n")));
    assertEquals("test.yaml:8:11: 'per' needs 'shards': how many shards each value owns, a count or a map such as"
        + " { default: 1, 7: 16 }",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], hash: kylin, per: cuboid}\n" + tail)));
    assertEquals("test.yaml:8:62: 'shards' counts the shards of each value of the 'per' field; it needs 'per'",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], hash: kylin, shards: 2}\n" + tail)));
    assertEquals("test.yaml:8:75: 'shards' must be between 1 and 16, got 20",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], hash: kylin, per: cuboid, shards: 20}\n"
            + tail)));
    assertEquals("test.yaml:8:88: a key of 'shards' is 'default' or a value of the 'per' field (a number),"
        + " found 'base'",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], hash: kylin, per: cuboid, shards:"
            + " {default: 2, base: 16}}\n" + tail)));
    assertEquals("test.yaml:8:5: the salt's 'per' field 'cuboid' picks the run of shards; Kylin hashes only the"
        + " dimensions after it: leave it out of 'from'",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [cuboid, seller], hash: kylin, per: cuboid,"
            + " shards: 2}\n" + tail)));
    assertEquals("test.yaml:8:5: the salt's 'per' field 'cuboid' must be a field segment of the rowkey, as Kylin's"
        + " cuboid id follows the shard, so that a read can bind it",
        problems(minimal(FIELDS, "  - salt: {buckets: 16, from: [seller], hash: kylin, per: cuboid, shards: 2}\n"
            + "  - field: seller\n")));
  }

  @Test
  void jsonSchema_takesPerAndShards_asTheLoaderDoes() throws Exception {
    Schema json = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(
        Files.readString(Schemas.projectRoot().resolve("docs/hbase-advisor.schema.json")), InputFormat.JSON);
    String real = Files.readString(Schemas.projectRoot().resolve("examples/real/kylin-cube-segment.yaml"));
    assertEquals(List.of(), json.validate(real, InputFormat.YAML).stream().map(Object::toString).toList());
    String map = minimal(FIELDS, salt("from: [country, day, seller], per: cuboid, shards: {default: 1, 7: 16}"));
    assertEquals(List.of(), json.validate(map, InputFormat.YAML).stream().map(Object::toString).toList());
    String misspelled = minimal(FIELDS, salt("from: [country, day, seller], per: cuboid, shards: {dflt: 1}"));
    assertTrue(!json.validate(misspelled, InputFormat.YAML).isEmpty());
    assertTrue(!problems(misspelled).isEmpty());
    String noShards = minimal(FIELDS, salt("from: [country, day, seller], per: cuboid"));
    assertTrue(!json.validate(noShards, InputFormat.YAML).isEmpty(), "per needs shards");
    String noPer = minimal(FIELDS, salt("from: [country, day, seller], shards: 4"));
    assertTrue(!json.validate(noPer, InputFormat.YAML).isEmpty(), "shards needs per");
  }
}
