package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.apache.hbase.thirdparty.com.google.common.hash.Hashing;
import org.junit.jupiter.api.Test;

/**
 * The salts of real projects (issue 26 A.5), byte for byte: each expected byte is computed here
 * the way the project's source computes it, not through the codec.
 */
class SaltVariantsTest {

  private static final long TS = 1_767_244_400_000L;

  private static RowKeyCodec codec(String fields, String rowkey) {
    return RowKeyCodec.compile(Schemas.parse(minimal(fields, rowkey)));
  }

  /** HBaseWD's {@code hashBytes} (and Pinpoint's {@code WdUtils.hashBytes}), as written there. */
  private static int hashBytes(byte[] bytes, int offset, int end) {
    int hash = 1;
    for (int i = offset; i < end; i++) {
      hash = (31 * hash) + (int) bytes[i];
    }
    return hash;
  }

  private static byte[] padded(String text, int width) {
    return Arrays.copyOf(text.getBytes(StandardCharsets.UTF_8), width);
  }

  @Test
  void pinpointTraceV2_rangeOneByteSimpleHash_hashesTheSequenceBytesWithFastAbs() {
    // TraceRowKeyEncoderV2: agentId padded to 24, agentStartTime, transactionSequence; then
    // RangeOneByteSimpleHash(32, 40, 256): (hashBytes(key, 32, min(len, 40)) & 0x7fffffff) % 256.
    RowKeyCodec codec = codec("""
          agent_id: {type: string, length: 8-24}
          agent_start: {type: timestamp}
          sequence: {type: long, order: increasing}
        """, """
          - salt: {buckets: 256, over: key, hash: pinpoint, bytes: 32-39}
          - field: agent_id
            width: 24
          - field: agent_start
          - field: sequence
        """);
    byte[] key = codec.encode(Map.of("agent_id", "agent-7", "agent_start", TS, "sequence", 1L), new SplittableRandom(1));
    byte[] original = ByteBuffer.allocate(40).put(padded("agent-7", 24)).putLong(TS).putLong(1L).array();
    assertArrayEquals(original, Arrays.copyOfRange(key, 1, key.length));
    int hash = hashBytes(original, 32, Math.min(original.length, 40));
    assertEquals(-1_807_454_462, hash);
    assertEquals((hash & Integer.MAX_VALUE) % 256, key[0] & 0xFF);
    assertEquals(2, key[0] & 0xFF);
    // Phoenix's |h % 256| of the same bytes would be 254: the variant is what makes the bytes right.
    assertEquals(254, Math.abs(hash % 256));
    assertEquals(java.util.List.of("sequence"), codec.segments().get(0).segment().sourceFields());
  }

  @Test
  void pinpointApplicationTraceIndex_oneByteSimpleHash_hashesTheWholeOriginalKey() {
    // ApplicationIndexRowKeyEncoderV2 behind OneByteSimpleHash(32): Math.abs(hashBytes(key)) % 32.
    RowKeyCodec codec = codec("""
          application: {type: string, length: 4-24}
          accept_time: {type: timestamp}
          elapsed_slot: {type: enum, values: ["1", "3", "5", "S", "E"]}
        """, """
          - salt: {buckets: 32, over: key, hash: hbasewd}
          - field: application
            width: 24
          - field: accept_time
            order: descending
          - field: elapsed_slot
        """);
    byte[] key = codec.encode(Map.of("application", "checkout", "accept_time", TS, "elapsed_slot", "S"),
        new SplittableRandom(1));
    byte[] original = Arrays.copyOfRange(key, 1, key.length);
    assertEquals(24 + 8 + 1, original.length);
    assertArrayEquals(padded("checkout", 24), Arrays.copyOf(original, 24));
    int hash = hashBytes(original, 0, original.length);
    assertEquals((int) (Math.abs(hash) % 32L), key[0] & 0xFF);
  }

  @Test
  void metronEnrichment_murmur3WithSeed_isGuavasMurmur3_128OfTheIndicator() {
    // EnrichmentKey.toBytes: Hashing.murmur3_128(0xDEADBEEF) of Bytes.toBytes(indicator), 16 bytes.
    RowKeyCodec codec = codec("""
          indicator: {type: string, length: 7-60}
        """, """
          - hash: {from: [indicator], algorithm: murmur3, length: 16, seed: 0xDEADBEEF}
        """);
    byte[] key = codec.encode(Map.of("indicator", "10.0.0.1"), new SplittableRandom(1));
    byte[] guava = Hashing.murmur3_128(0xDEADBEEF).hashBytes("10.0.0.1".getBytes(StandardCharsets.UTF_8)).asBytes();
    assertArrayEquals(guava, key);
    byte[] unseeded = Hashing.murmur3_128().hashBytes("10.0.0.1".getBytes(StandardCharsets.UTF_8)).asBytes();
    assertTrue(!Arrays.equals(unseeded, key), "the seed changes the digest");
  }

  @Test
  void twoByteShard_isWrittenBigEndianAndHoldsMoreThan256Buckets() {
    RowKeyCodec codec = codec("""
          seller: {type: int, cardinality: 500000}
        """, """
          - salt: {buckets: 1000, from: [seller], encoding: short}
          - field: seller
        """);
    byte[] key = codec.encode(Map.of("seller", 123_456L), new SplittableRandom(1));
    int expected = Math.abs(Arrays.hashCode(ByteBuffer.allocate(4).putInt(123_456).array()) % 1000);
    assertEquals(6, key.length);
    assertEquals(expected, ((key[0] & 0xFF) << 8) | (key[1] & 0xFF));
    assertTrue(problems(minimal("  seller: {type: int}\n", "  - salt: {buckets: 300, from: [seller]}\n"))
        .contains("'buckets' must be between 1 and 256, got 300"));
  }

  @Test
  void groupSalt_writesOneOfTheKeysConsecutiveBuckets_fromThePinpointFirstIndex() {
    // RangeDoubleHash(0, 16, 256, 4): first = fastAbs(hashBytes(key, 0, min(len, 16))) % 256,
    // a write takes (first + random(4)) % 256.
    RowKeyCodec codec = codec("""
          app: {type: string, length: 16}
          ts: {type: timestamp, order: increasing}
        """, """
          - salt: {buckets: 256, over: key, hash: pinpoint, bytes: 0-15, group: 4}
          - field: app
            width: 16
          - field: ts
        """);
    SaltCodec salt = (SaltCodec) codec.segments().get(0);
    Map<String, Object> record = Map.of("app", "payments", "ts", TS);
    int first = (hashBytes(padded("payments", 16), 0, 16) & Integer.MAX_VALUE) % 256;
    assertEquals(first, salt.firstBucket(record));
    Set<Integer> seen = new TreeSet<>();
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 200; i++) {
      seen.add(codec.encode(record, random)[0] & 0xFF);
    }
    Set<Integer> group = new TreeSet<>();
    for (int i = 0; i < 4; i++) {
      group.add((first + i) % 256);
    }
    assertEquals(group, seen);
    byte[][] read = salt.bucketsOf(record);
    assertEquals(4, read.length);
    for (int i = 0; i < 4; i++) {
      assertEquals((first + i) % 256, read[i][0] & 0xFF);
    }
    assertEquals(java.util.List.of("app"), salt.segment().sourceFields());
  }

  @Test
  void variantMistakes_areProblemsAtTheirKey() {
    String host = "  host: {type: string}\n";
    assertEquals("test.yaml:5:45: 'bytes' is a range of the key bytes after the salt; it needs 'over: key'",
        problems(minimal(host, "  - salt: {buckets: 4, from: [host], bytes: 0-3}\n  - field: host\n")));
    assertEquals("test.yaml:5:45: a random salt already writes every bucket; 'group' needs 'from' or 'over: key'",
        problems(minimal(host, "  - salt: {buckets: 4, random: true, group: 2}\n  - field: host\n")));
    assertEquals("test.yaml:5:45: 'group' must be between 2 and 4, got 8",
        problems(minimal(host, "  - salt: {buckets: 4, from: [host], group: 8}\n  - field: host\n")));
    assertEquals("test.yaml:5:44: 'hash' must be one of phoenix, hbasewd, pinpoint, kylin, found 'murmur'",
        problems(minimal(host, "  - salt: {buckets: 4, from: [host], hash: murmur}\n  - field: host\n")));
    assertEquals("test.yaml:5:21: 'buckets' must be between 1 and 65536, got 70000",
        problems(minimal(host, "  - salt: {buckets: 70000, from: [host], encoding: short}\n  - field: host\n")));
    assertEquals("test.yaml:5:48: only murmur3 takes a 'seed'; md5 has none",
        problems(minimal(host, "  - hash: {from: [host], algorithm: md5, seed: 7}\n")));
    assertEquals("test.yaml:5:5: the salt's 'bytes' reach no field segment after it",
        problems(minimal(host, "  - salt: {buckets: 4, over: key, bytes: 20-30}\n  - field: host\n    width: 4\n")));
  }

  @Test
  void groupSalt_readsTheKeysGroupOfBuckets_notEveryBucket() {
    TableSchema schema = Schemas.parse(minimal("""
          app: {type: string, length: 16, cardinality: 3000}
          ts: {type: timestamp, order: increasing}
        """, """
          - salt: {buckets: 256, over: key, hash: pinpoint, bytes: 0-15, group: 4}
          - field: app
            width: 16
          - field: ts
        """) + """
        access:
          - {name: window, type: scan, equals: [app], range: ts, span: 5m, rate: 1/s}
          - {name: point, type: get, equals: [app, ts], rate: 1/s}
          - {name: recent, type: scan, range: ts, span: 5m, rate: 1/s}
        """);
    List<AccessPlan> plans = Planner.plan(schema).plans();
    assertEquals(PlanKind.PARALLEL_SCAN, plans.get(0).kind());
    assertEquals(4, plans.get(0).scans());
    assertEquals(PlanKind.MULTI_GET, plans.get(1).kind());
    assertEquals(4, plans.get(1).scans());
    // A read that binds no hashed field cannot use the key at all.
    assertEquals(PlanKind.FULL_SCAN, plans.get(2).kind());
  }
}
