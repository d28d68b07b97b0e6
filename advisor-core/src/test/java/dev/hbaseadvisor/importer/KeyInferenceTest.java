package dev.hbaseadvisor.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Rowkey inference on keys built by hand, one kind of segment at a time, and the key file it reads. */
class KeyInferenceTest {

  @Test
  void hostTerminatorReverseTimestamp_isReadBack() {
    SplittableRandom random = new SplittableRandom(7);
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      String host = "web" + random.nextInt(1, 400);
      long ts = 1_767_225_600_000L + random.nextLong(86_400_000L);
      keys.add(concat(host.getBytes(StandardCharsets.US_ASCII), new byte[] {0},
          ByteBuffer.allocate(8).putLong(Long.MAX_VALUE - ts).array()));
    }
    KeyInference.Result result = KeyInference.infer(keys);
    assertEquals(List.of("text", "long-desc"), result.segments().stream().map(KeyInference.Segment::kind).toList());
    TableSchema schema = load(result);
    assertEquals("\\x00", Bytes.toStringBinary(((dev.hbaseadvisor.model.FieldSegment) schema.rowkey().get(0))
        .terminator()));
    assertEquals("lower", schema.field("s1").charset().yamlName());
    assertEquals(true, ((dev.hbaseadvisor.model.FieldSegment) schema.rowkey().get(1)).descending());
  }

  @Test
  void openTsdbLike_saltUidBaseHourLiteral() {
    SplittableRandom random = new SplittableRandom(3);
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      byte[] uid = {(byte) random.nextInt(256), (byte) random.nextInt(256), (byte) random.nextInt(256)};
      int hour = (int) (1_767_225_600L + 3600L * random.nextInt(48));
      keys.add(concat(new byte[] {(byte) random.nextInt(20)}, uid, ByteBuffer.allocate(4).putInt(hour).array(),
          new byte[] {0, 0, 1}, uid));
    }
    KeyInference.Result result = KeyInference.infer(keys);
    assertEquals(List.of("salt", "bytes", "int", "literal", "bytes"),
        result.segments().stream().map(KeyInference.Segment::kind).toList());
    TableSchema schema = load(result);
    assertEquals(20, ((dev.hbaseadvisor.model.SaltSegment) schema.rowkey().get(0)).buckets());
    assertEquals("\\x00\\x00\\x01", Bytes.toStringBinary(((dev.hbaseadvisor.model.LiteralSegment)
        schema.rowkey().get(3)).bytes()));
  }

  @Test
  void pipeDelimited_textSeparatorsAndDecimalMilliseconds() {
    List<byte[]> keys = new ArrayList<>();
    String[] events = {"deploy", "login", "error"};
    for (int i = 0; i < 300; i++) {
      keys.add(("api" + (i % 17) + "|" + events[i % 3] + "|" + (1_767_225_600_000L + 977L * i))
          .getBytes(StandardCharsets.US_ASCII));
    }
    KeyInference.Result result = KeyInference.infer(keys);
    assertEquals(List.of("text", "literal", "text", "literal", "decimal"),
        result.segments().stream().map(KeyInference.Segment::kind).toList());
    assertEquals("timestamp", load(result).field("ts1").type().name().toLowerCase(java.util.Locale.ROOT));
  }

  @Test
  void keyFile_takesSampleAndKeysOutput() throws SchemaException {
    List<byte[]> keys = KeyInference.readKeys("k.txt", "\\x00ab\n\nweb01  (5 bytes)\nx  (9 bytes)\r\n");
    assertEquals(List.of("\\x00ab", "web01", "x  (9 bytes)"), keys.stream().map(Bytes::toStringBinary).toList());
  }

  @Test
  void keyFile_badLineAtItsLine() {
    assertEquals("k.txt:2:1: not a key in Bytes.toStringBinary form: a backslash at character 2 does not start "
        + "\\xNN; write a backslash as \\x5C", assertThrows(SchemaException.class,
            () -> KeyInference.readKeys("k.txt", "ok\na\\q\n")).getMessage());
  }

  @Test
  void sameKeysInAnotherOrder_sameProposalByteForByte() {
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      keys.add(("api" + (i % 17) + "|" + i % 5 + "|x").getBytes(StandardCharsets.US_ASCII));
    }
    List<byte[]> shuffled = new ArrayList<>(keys);
    java.util.Collections.shuffle(shuffled, new java.util.Random(5));
    assertEquals(KeyInference.infer(keys).proposal(), KeyInference.infer(shuffled).proposal());
  }

  @Test
  void longPrintableKeys_stayFast() {
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      byte[] key = new byte[20_000];
      java.util.Arrays.fill(key, (byte) ('a' + i % 26));
      keys.add(key);
    }
    long start = System.nanoTime();
    assertEquals(List.of("text"), KeyInference.infer(keys).segments().stream().map(KeyInference.Segment::kind).toList());
    assertEquals(true, System.nanoTime() - start < 10_000_000_000L, "20 MB of keys read in under 10 s");
  }

  @Test
  void tooFewKeys_refused() {
    assertThrows(IllegalArgumentException.class, () -> KeyInference.infer(List.of(new byte[] {1})));
  }

  private static TableSchema load(KeyInference.Result result) {
    return Schemas.parse("table: t\nfields:\n" + result.proposal().fields() + "rowkey:\n" + result.proposal().rowkey()
        + "families:\n  - name: d\n");
  }

  private static byte[] concat(byte[]... parts) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
