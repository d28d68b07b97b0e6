package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The decoder is the encoder's inverse: on every example, generated records encoded and decoded
 * give their field values back (salts, buckets and digests their computed values); keys cut at
 * any length decode without failing, read their whole segments as the full key does and keep
 * every byte they cannot read.
 */
class RowKeyDecoderTest {

  private static final int RECORDS = 300;
  private static final int LABEL_CHARS = 38;

  static Stream<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void example_generatedRecords_decodeToTheirFieldValues(Path file) throws SchemaException {
    TableSchema schema = SchemaLoader.load(file);
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    RowKeyDecoder decoder = new RowKeyDecoder(codec);
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed());
    SplittableRandom random = new SplittableRandom(7);
    long gap = Math.max(0, schema.workload().totalRows() / RECORDS - 1);
    for (int n = 0; n < RECORDS; n++) {
      Map<String, Object> record = generator.next();
      generator.skip(gap);
      ByteArrayOutputStream key = new ByteArrayOutputStream();
      List<byte[]> parts = new java.util.ArrayList<>();
      for (SegmentCodec s : codec.segments()) {
        ByteArrayOutputStream part = new ByteArrayOutputStream();
        s.encode(record, random, part);
        parts.add(part.toByteArray());
        key.writeBytes(part.toByteArray());
      }
      DecodedKey decoded = decoder.decode(key.toByteArray());
      String where = file.getFileName() + " key " + Bytes.toStringBinary(key.toByteArray());
      assertTrue(decoded.whole(), where + " decoded " + decoded);
      assertEquals(codec.segments().size(), decoded.segments().size(), where);
      for (int i = 0; i < parts.size(); i++) {
        assertSegment(schema, record, parts.get(i), decoded.segments().get(i), where);
      }
      assertTrue(decoded.label(LABEL_CHARS).length() <= LABEL_CHARS, decoded.label(LABEL_CHARS));
    }
  }

  private static void assertSegment(TableSchema schema, Map<String, Object> record, byte[] bytes, DecodedSegment d,
      String where) {
    SegmentCodec s = d.codec();
    String at = where + ", segment " + s.index() + " " + s.segment().describe();
    if (s instanceof SaltCodec salt) {
      long bucket = (Long) d.value();
      assertArrayEquals(bytes, salt.bucketBytes((int) bucket), at);
      if (salt.segment().grouped()) {
        // A group salt's write takes one of the record's group of buckets, at random.
        assertTrue(Arrays.stream(salt.bucketsOf(record)).anyMatch(b -> Arrays.equals(b, bytes)), at);
      } else if (!salt.segment().random()) {
        assertEquals(salt.bucketOf(record, null), bucket, at);
      }
    } else if (s instanceof BucketCodec b) {
      assertEquals(b.bucketOf(record.get(b.segment().field())), d.value(), at);
    } else if (s instanceof HashCodec h) {
      byte[] digest = Digests.digest(h.segment().algorithm(),
          ValueBytes.concat(h.segment().from().stream().map(schema::field).toList(), record), h.segment().seed());
      assertArrayEquals(Arrays.copyOf(digest, h.segment().length()), (byte[]) d.value(), at);
    } else if (s instanceof LiteralCodec l) {
      assertArrayEquals(l.segment().bytes(), (byte[]) d.value(), at);
    } else {
      FieldCodec f = (FieldCodec) s;
      FieldSegment seg = f.segment();
      Object original = record.get(f.field().name());
      if (seg.format() != null) {
        String text = DatePattern.formatter(seg.format())
            .format(Instant.ofEpochMilli(((Number) original).longValue()));
        assertEquals(text, d.value(), at);
      } else if (original instanceof Number number) {
        // A time cut to a unit (a base hour) reads back as the first instant of its unit.
        long written = seg.scale().undo(seg.scale().apply(number.longValue()));
        assertEquals(written, d.value(), at);
        if (f.field().type() == FieldType.TIMESTAMP) {
          assertEquals(RowKeyDecoder.iso(written), d.text(), at);
        }
      } else if (original instanceof byte[] raw) {
        assertArrayEquals(f.valueBytes(raw), (byte[]) d.value(), at);
      } else if (seg.width() > 0 && original.toString().length() > seg.width()) {
        // Cut to its width when written: the decoded value is the part that was kept.
        assertTrue(original.toString().startsWith((String) d.value()), at);
      } else {
        assertEquals(original.toString(), d.value(), at);
      }
    }
    assertTrue(d.exact(), at);
  }

  @ParameterizedTest
  @MethodSource("examples")
  void example_cutKeys_readTheirWholeSegmentsAndKeepTheRest(Path file) throws SchemaException {
    TableSchema schema = SchemaLoader.load(file);
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    RowKeyDecoder decoder = new RowKeyDecoder(codec);
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed());
    SplittableRandom random = new SplittableRandom(11);
    for (int n = 0; n < 20; n++) {
      byte[] key = codec.encode(generator.next(), random);
      DecodedKey full = decoder.decode(key);
      for (int length = 0; length <= key.length; length++) {
        byte[] cut = Arrays.copyOf(key, length);
        DecodedKey d = decoder.decode(cut);
        String at = file.getFileName() + " " + Bytes.toStringBinary(cut) + " decoded " + d;
        // Every byte is either read into a segment or kept raw at the end.
        assertArrayEquals(Arrays.copyOfRange(cut, cut.length - d.rest().length, cut.length), d.rest(), at);
        assertTrue(d.label(LABEL_CHARS).length() <= LABEL_CHARS, at);
        assertEquals(length == 0, d.label(LABEL_CHARS).isEmpty(), at);
        // Segments before the last one read are whole in the cut key and the same as in the full key.
        for (int i = 0; i + 1 < d.segments().size(); i++) {
          assertEquals(full.segments().get(i).text(), d.segments().get(i).text(), at);
          assertTrue(d.segments().get(i).exact(), at);
        }
      }
    }
  }

  private static final String FIELDS = """
        host: {type: string, cardinality: 2000, length: 3-12}
        ts: {type: timestamp, order: increasing}
        seq: {type: long, min: 0, max: 999999}
        site: {type: domain}
        user: {type: string, length: 3-10}
      """;

  private static DecodedKey decode(String rowkey, Map<String, Object> record, int cut) {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS, rowkey)));
    byte[] key = codec.encode(record, new SplittableRandom(1));
    return new RowKeyDecoder(codec).decode(Arrays.copyOf(key, cut < 0 ? key.length + cut + 1 : cut));
  }

  private static Map<String, Object> record() {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("host", "web01");
    r.put("ts", 1_767_322_800_000L); // 2026-01-02T03:00Z
    r.put("seq", 42L);
    r.put("site", "www.example.com");
    r.put("user", "ann");
    return r;
  }

  private static final String SALTED = """
        - salt: {buckets: 16, from: [host]}
        - field: host
          terminator: "\\x00"
        - field: ts
      """;

  @Test
  void saltedHostTime_wholeKey_readsEveryValue() {
    DecodedKey d = decode(SALTED, record(), -1);
    int salt = Digests.saltBucket(Bytes.toBytes("web01"), 16);
    assertEquals("salt " + salt + " · host=web01 · ts=2026-01-02T03:00Z", d.label(60));
    assertTrue(d.whole());
    assertEquals("salt(16 of host)=" + salt + " · host=web01 · ts=2026-01-02T03:00Z", d.full());
  }

  @Test
  void saltedHostTime_cutInsideTheTime_readsALowerBound() {
    // Salt, "web01", terminator, then 3 of the 8 time bytes: keys from here are at or after the bound.
    DecodedKey d = decode(SALTED, record(), 1 + 6 + 3);
    DecodedSegment ts = d.segments().get(2);
    assertEquals(DecodedSegment.Bound.AT_LEAST, ts.bound());
    long bound = 1_767_322_800_000L & 0xFFFFFF00_00000000L;
    assertEquals(bound, ts.value());
    assertTrue(d.label(60).endsWith(" · ts≥" + RowKeyDecoder.iso(bound)), d.label(60));
    assertFalse(d.whole());
  }

  @Test
  void reverseTimestamp_cut_readsAnUpperBound() {
    DecodedKey d = decode("  - field: ts\n    order: descending\n", record(), 4);
    DecodedSegment ts = d.segments().get(0);
    assertEquals(DecodedSegment.Bound.AT_MOST, ts.bound());
    long written = (Long.MAX_VALUE - 1_767_322_800_000L) & 0xFFFFFFFF_00000000L;
    assertEquals(Long.MAX_VALUE - written, ts.value());
    assertEquals("ts≤" + RowKeyDecoder.iso(Long.MAX_VALUE - written), d.label(60));
  }

  @Test
  void reverseTimestamp_whole_readsTheTime() {
    DecodedKey d = decode("  - field: ts\n    order: descending\n", record(), -1);
    assertEquals("ts=2026-01-02T03:00Z", d.label(60));
  }

  @Test
  void paddedDecimal_cut_readsALowerBoundAndWholeReadsTheNumber() {
    String rowkey = "  - field: seq\n    encoding: decimal\n    width: 12\n";
    assertEquals("seq=42", decode(rowkey, record(), -1).label(60));
    // "0000000000" of "000000000042": every key from here holds 0 or more.
    assertEquals("seq≥0", decode(rowkey, record(), 10).label(60));
  }

  @Test
  void reversedDomain_readsTheDomainAndItsPrefixAsWritten() {
    String rowkey = "  - field: site\n    reverse: domain\n    terminator: \"\\x00\"\n  - field: host\n";
    assertEquals("site=www.example.com · host=web01", decode(rowkey, record(), -1).label(60));
    // Cut inside the domain: a lower bound on the domain as written, reversed.
    assertEquals("site≥com.exa", decode(rowkey, record(), 7).label(60));
  }

  @Test
  void descendingText_readsTheValueBack_andACutReadsItsPrefix() {
    String rowkey = "  - field: user\n    order: descending\n    terminator: '\\xFF'\n  - field: host\n"
        + "    width: 8\n    pad: ' '\n    order: descending\n";
    DecodedKey d = decode(rowkey, record(), -1);
    assertEquals("user=ann · host=web01", d.label(60));
    assertTrue(d.whole());
    // Cut inside the inverted user: its first bytes, inverted back, start the value.
    DecodedSegment user = decode(rowkey, record(), 2).segments().get(0);
    assertEquals(DecodedSegment.Bound.PREFIX, user.bound());
    assertEquals("an", user.value());
  }

  @Test
  void textBeforeALiteral_endsAtTheLiteral() {
    String rowkey = "  - field: user\n  - literal: \"$\"\n  - field: host\n";
    DecodedKey d = decode(rowkey, record(), -1);
    assertEquals("user=ann · host=web01", d.label(60));
    assertEquals("user=ann · $ · host=web01", d.full());
  }

  @Test
  void md5Hex_showsAHexPrefixAndTheWholeDigestInFull() {
    DecodedKey d = decode("  - hash: {from: [user], algorithm: md5, length: 8, encoding: hex}\n", record(), -1);
    String hex = Bytes.toHex(Arrays.copyOf(Digests.digest(dev.hbaseadvisor.model.HashAlgorithm.MD5,
        Bytes.toBytes("ann")), 8));
    assertEquals("md5 " + hex.substring(0, 7) + "…", d.label(60));
    assertEquals("md5(user)=" + hex, d.full());
    assertEquals("md5 " + hex.substring(0, 3) + "…", decode(
        "  - hash: {from: [user], algorithm: md5, length: 8, encoding: hex}\n", record(), 3).label(60));
  }

  @Test
  void bytesNoSegmentExplains_areKeptRaw() {
    // A hex split key of a text-led table: \x10 is no character of the host's alphabet.
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(FIELDS, SALTED)));
    DecodedKey d = new RowKeyDecoder(codec).decode(new byte[] {0x03, 0x10, 0, 0});
    assertEquals("salt 3 · \\x10\\x00\\x00", d.label(60));
    // A salt byte beyond the buckets is no salt at all.
    DecodedKey none = new RowKeyDecoder(codec).decode(new byte[] {(byte) 0xF0, 0x41});
    assertEquals(List.of(), none.segments());
    assertEquals("\\xF0A", none.label(60));
  }

  @Test
  void longLabel_cutsValuesThenDropsTrailingSegments() {
    Map<String, Object> r = record();
    r.put("host", "web-0123456789");
    DecodedKey d = decode(SALTED, r, -1);
    String label = d.label(30);
    assertTrue(label.length() <= 30, label);
    assertTrue(label.startsWith("salt "), label);
    assertTrue(label.endsWith("…"), label);
  }
}
