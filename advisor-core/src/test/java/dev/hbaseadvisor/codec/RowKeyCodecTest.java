package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Exact key bytes for every segment kind, as an HBase application would write them. */
class RowKeyCodecTest {

  private static final String FIELDS = """
        host: {type: string, cardinality: 2000, length: 3-12}
        ts: {type: timestamp, order: increasing}
        id: {type: long}
        n: {type: int}
        site: {type: domain}
        kind: {type: enum, values: [a, bb, ccc]}
        uid: {type: uuid}
        raw: {type: bytes, length: 4}
        small: {type: int, min: -32768, max: 32767}
        tiny: {type: int, min: -128, max: 127}
      """;

  private static RowKeyCodec codec(String rowkey) {
    TableSchema schema = Schemas.parse(minimal(FIELDS, rowkey));
    return RowKeyCodec.compile(schema);
  }

  private static Map<String, Object> record() {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("host", "web01");
    r.put("ts", 1_767_225_600_000L);
    r.put("id", 1_234_567_890L);
    r.put("n", 7L);
    r.put("site", "www.example.com");
    r.put("kind", "bb");
    r.put("uid", "123e4567-e89b-12d3-a456-426614174000");
    r.put("raw", new byte[] {1, 2, (byte) 0xFE, (byte) 0xFF});
    r.put("small", -100L);
    r.put("tiny", 5L);
    return r;
  }

  private static String key(String rowkey) {
    return Bytes.toStringBinary(codec(rowkey).encode(record(), new SplittableRandom(1)));
  }

  private static int length(String rowkey) {
    return codec(rowkey).encode(record(), new SplittableRandom(1)).length;
  }

  @Test
  void long_isEightBytesBigEndian_asTheGuideSays() {
    assertEquals("\\x00\\x00\\x00\\x00I\\x96\\x02\\xD2", key("  - field: id\n"));
    assertEquals(8, length("  - field: id\n"));
  }

  @Test
  void longAsString_isTenBytes_asTheGuideSays() {
    assertEquals("1234567890", key("  - field: id\n    encoding: string\n"));
    assertEquals(10, length("  - field: id\n    encoding: string\n"));
  }

  @Test
  void int_isFourBytes() {
    assertEquals("\\x00\\x00\\x00\\x07", key("  - field: n\n"));
  }

  @Test
  void sortableLong_flipsTheSignBit_asPhoenixBigint() {
    // PLong.LongCodec.encodeLong: b[0] = (byte) ((v >> 56) ^ 0x80).
    assertEquals("\\x80\\x00\\x00\\x00I\\x96\\x02\\xD2", key("  - field: id\n    encoding: sortable-long\n"));
  }

  @Test
  void sortableInt_flipsTheSignBit_asPhoenixInteger() {
    // PInteger.IntCodec.encodeInt: b[0] = (byte) ((v >> 24) ^ 0x80).
    assertEquals("\\x80\\x00\\x00\\x07", key("  - field: n\n    encoding: sortable-int\n"));
  }

  @Test
  void shortAndByte_andTheirSortableForms_asPhoenixSmallintAndTinyint() {
    // PSmallint.ShortCodec.encodeShort: b[0] = (byte) ((v >> 8) ^ 0x80); PTinyint.ByteCodec: (byte) (v ^ 0x80).
    assertEquals("\\x7F\\x9C", key("  - field: small\n    encoding: sortable-short\n"));
    assertEquals("\\x85", key("  - field: tiny\n    encoding: sortable-byte\n"));
    assertEquals("\\xFF\\x9C", key("  - field: small\n    encoding: short\n"), "Bytes.toBytes((short) -100)");
    assertEquals("\\x05", key("  - field: tiny\n    encoding: byte\n"));
    // SMALLINT DESC: every byte of the sign-flipped value inverted, 0x7FFF - v around 16 bits, for -100 too.
    assertEquals("\\x80c", key("  - field: small\n    encoding: short\n    order: descending\n"));
    assertEquals(SortOrder.ASCENDING, codec("  - field: small\n    encoding: sortable-short\n").segments().get(0)
        .order());
    RowKeyDecoder decoder = new RowKeyDecoder(codec("  - field: small\n    encoding: short\n    order: descending\n"
        + "  - field: tiny\n    encoding: sortable-byte\n"));
    DecodedKey decoded = decoder.decode(Bytes.toBytesBinary("\\x80c\\x85"));
    assertEquals(-100L, decoded.segments().get(0).value(), "the descending short wraps back to -100");
    assertEquals(5L, decoded.segments().get(1).value());
  }

  @Test
  void aShortOrByteEncoding_refusesAFieldWhoseRangeItCannotHold() {
    assertEquals("test.yaml:6:15: 'encoding: short' holds -32768 to 32767; field 'n' runs from 0 to 2147483647"
        + " (give it min and max)", Schemas.problems(minimal("  n: {type: int}\n",
            "  - field: n\n    encoding: short\n")));
  }

  @Test
  void sortableLong_ofANegativeNumber_sortsBeforeZero() {
    RowKeyCodec codec = codec("  - field: id\n    encoding: sortable-long\n");
    Map<String, Object> negative = record();
    negative.put("id", -1L);
    assertEquals("\\x7F\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF",
        Bytes.toStringBinary(codec.encode(negative, new SplittableRandom(1))));
    assertEquals(SortOrder.ASCENDING, codec.segments().get(0).order());
  }

  @Test
  void saltOverKey_hashesTheKeyBytesAfterIt_asPhoenixNewKey() {
    String rowkey = "  - salt: { buckets: 16, over: key }\n  - field: host\n    terminator: \"\\x00\"\n"
        + "  - field: n\n    encoding: sortable-int\n";
    byte[] rest = Bytes.toBytesBinary("web01\\x00\\x80\\x00\\x00\\x07");
    int h = java.util.Arrays.hashCode(rest);
    String expected = Bytes.toStringBinary(new byte[] {(byte) Math.abs(h % 16)}) + Bytes.toStringBinary(rest);
    assertEquals(expected, key(rowkey));
    assertEquals(List.of("host", "n"), codec(rowkey).segments().get(0).segment().sourceFields());
  }

  @Test
  void descendingLong_isMaxValueMinusValue() {
    long expected = Long.MAX_VALUE - 1_767_225_600_000L;
    assertEquals(Bytes.toStringBinary(Bytes.toBytes(expected)), key("  - field: ts\n    order: descending\n"));
    assertEquals("\\x7F\\xFF\\xFEd\\x89%W\\xFF", key("  - field: ts\n    order: descending\n"));
  }

  @Test
  void descendingInt_isIntMaxValueMinusValue() {
    assertEquals("\\x7F\\xFF\\xFF\\xF8", key("  - field: n\n    order: descending\n"));
  }

  @Test
  void decimal_zeroPaddedToWidth() {
    assertEquals("000000000007", key("  - field: n\n    encoding: decimal\n    width: 12\n"));
    assertEquals("7", key("  - field: n\n    encoding: decimal\n"));
  }

  @Test
  void decimalNarrowerThanTheRange_isVariableWidth() {
    RowKeyCodec c = codec("  - field: id\n    encoding: decimal\n    width: 12\n");
    assertEquals(12, c.segments().get(0).shape().minWidth());
    assertEquals(19, c.segments().get(0).shape().maxWidth(), "Long.MAX_VALUE has 19 digits");
    assertEquals(-1, c.segments().get(0).fixedWidth());
    RowKeyCodec n = codec("  - field: n\n    encoding: decimal\n    width: 12\n");
    assertEquals(12, n.segments().get(0).fixedWidth(), "every int fits 12 digits");
  }

  @Test
  void hex_lowercaseZeroPadded() {
    assertEquals("0000499602d2", key("  - field: id\n    encoding: hex\n    width: 12\n"));
  }

  @Test
  void md5_isSixteenRawBytes() {
    byte[] key = codec("  - hash: {from: [host]}\n").encode(record(), new SplittableRandom(1));
    assertEquals(16, key.length);
    assertEquals(Bytes.toHex(Digests.digest(dev.hbaseadvisor.model.HashAlgorithm.MD5, Bytes.toBytes("web01"))),
        Bytes.toHex(key));
  }

  @Test
  void md5_knownVector() {
    assertEquals("900150983cd24fb0d6963f7d28e17f72",
        Bytes.toHex(Digests.digest(dev.hbaseadvisor.model.HashAlgorithm.MD5, Bytes.toBytes("abc"))));
  }

  @Test
  void hashHexPrefix_keepsLengthBytesAsTwiceTheCharacters() {
    String hex = key("  - hash: {from: [host], length: 4, encoding: hex}\n");
    assertEquals(8, hex.length());
    String full = Bytes.toHex(Digests.digest(dev.hbaseadvisor.model.HashAlgorithm.MD5, Bytes.toBytes("web01")));
    assertEquals(full.substring(0, 8), hex);
  }

  @Test
  void murmur3_matchesReferenceVectors() {
    // MurmurHash3_x64_128 seed 0: "" gives h1 = h2 = 0; "hello" gives h1 = 0xcbd8a7b341bd9b02 and
    // h2 = 0x5b1e906a48ae1d19, written little-endian as Guava's HashCode.asBytes() does.
    assertEquals("00000000000000000000000000000000",
        Bytes.toHex(Digests.digest(dev.hbaseadvisor.model.HashAlgorithm.MURMUR3, new byte[0])));
    assertEquals("029bbd41b3a7d8cb191dae486a901e5b",
        Bytes.toHex(Digests.digest(dev.hbaseadvisor.model.HashAlgorithm.MURMUR3, Bytes.toBytes("hello"))));
  }

  @Test
  void sha1AndSha256_fullLengths() {
    assertEquals(20, length("  - hash: {from: [host], algorithm: sha1}\n"));
    assertEquals(32, length("  - hash: {from: [host], algorithm: sha256}\n"));
  }

  @Test
  void salt_isPhoenixHashModBuckets() {
    int expected = Math.abs(java.util.Arrays.hashCode(Bytes.toBytes("web01")) % 16);
    assertEquals(Bytes.toStringBinary(new byte[] {(byte) expected}),
        key("  - salt: {buckets: 16, from: [host]}\n"));
  }

  @Test
  void salt_decimalAndHexEncodings_zeroPadded() {
    int bucket = Math.abs(java.util.Arrays.hashCode(Bytes.toBytes("web01")) % 120);
    assertEquals(String.format("%03d", bucket), key("  - salt: {buckets: 120, from: [host], encoding: decimal}\n"));
    int hexBucket = Math.abs(java.util.Arrays.hashCode(Bytes.toBytes("web01")) % 32);
    assertEquals(String.format("%02x", hexBucket), key("  - salt: {buckets: 32, from: [host], encoding: hex}\n"));
  }

  @Test
  void randomSalt_drawsFromTheRandomSource() {
    RowKeyCodec c = codec("  - salt: {buckets: 8, random: true}\n");
    java.util.Set<Integer> seen = new java.util.TreeSet<>();
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 200; i++) {
      seen.add((int) c.encode(record(), random)[0]);
    }
    assertEquals(java.util.Set.of(0, 1, 2, 3, 4, 5, 6, 7), seen);
  }

  @Test
  void bucket_isValueModModulo() {
    assertEquals("\\x00", key("  - bucket: {field: ts, modulo: 100}\n"));
    assertEquals("\\x07", key("  - bucket: {field: n, modulo: 100}\n"));
    assertEquals("\\x00\\x00\\x00\\x07", key("  - bucket: {field: n, modulo: 1000}\n"));
    assertEquals("07", key("  - bucket: {field: n, modulo: 100, encoding: decimal}\n"));
  }

  @Test
  void fixedWidthText_rightPaddedWithPad() {
    assertEquals("web01\\x01\\x01\\x01", key("  - field: host\n    width: 8\n    pad: \"\\x01\"\n"));
    assertEquals("web01\\x00\\x00\\x00", key("  - field: host\n    width: 8\n"));
    assertEquals("web", key("  - field: host\n    width: 3\n"));
  }

  @Test
  void descendingText_andBytes_invertEveryByte_asPhoenixDesc() {
    // SortOrder.invert: "web01" is 77 65 62 30 31; Phoenix ends a DESC VARCHAR with \xFF, the last one too.
    assertEquals("\\x88\\x9A\\x9D\\xCF\\xCE\\xFF", key("  - field: host\n    order: descending\n    terminator: '\\xFF'\n"));
    // CHAR(8) DESC: padded with spaces, then inverted (PChar.pad with StringUtil.INVERTED_SPACE_UTF8).
    assertEquals("\\x88\\x9A\\x9D\\xCF\\xCE\\xDF\\xDF\\xDF",
        key("  - field: host\n    width: 8\n    pad: ' '\n    order: descending\n"));
    assertEquals("\\xFE\\xFD\\x01\\x00", key("  - field: raw\n    order: descending\n"));
    // The codec's record keeps its own bytes: inverting works on a copy.
    Map<String, Object> r = record();
    codec("  - field: raw\n    order: descending\n").encode(r, new SplittableRandom(1));
    assertEquals("\\x01\\x02\\xFE\\xFF", Bytes.toStringBinary((byte[]) r.get("raw")));
  }

  @Test
  void descendingText_sortsDescending_andItsAlphabetIsInverted() {
    RowKeyCodec c = codec("  - field: host\n    order: descending\n    terminator: '\\xFF'\n  - field: n\n");
    FieldCodec host = (FieldCodec) c.segments().get(0);
    assertEquals(SortOrder.DESCENDING, host.order());
    assertTrue(host.inverted());
    SegmentShape shape = host.valueShape();
    assertEquals(3, shape.minWidth());
    // 'a' (0x61) is written 0x9E; no inverted text byte is the terminator.
    assertTrue(shape.positions().get(0).contains(0x9E));
    assertFalse(shape.positions().get(0).contains(0x61));
    assertFalse(shape.positions().get(0).contains(0xFF));
    assertEquals(ValueEnd.Kind.MARKED, ValueEnd.of(host, c.segments().get(1)).kind());
    // A larger value writes a smaller key: "web02" before "web01".
    byte[] a = host.valueBytes("web01");
    byte[] b = host.valueBytes("web02");
    assertTrue(java.util.Arrays.compareUnsigned(b, a) < 0);
  }

  @Test
  void doubleAndFloat_asPhoenixDoubleAndFloat_negativeZeroAndNaNIncluded() {
    FieldCodec d = (FieldCodec) codec("  - field: id\n    encoding: sortable-double\n").segments().get(0);
    // PDouble.DoubleCodec.encodeDouble: (bits ^ ((bits >> 63) | Long.MIN_VALUE)) + 1.
    assertEquals("\\xBF\\xF0\\x00\\x00\\x00\\x00\\x00\\x01", Bytes.toStringBinary(d.valueBytes(1.0)));
    assertEquals("@\\x10\\x00\\x00\\x00\\x00\\x00\\x00", Bytes.toStringBinary(d.valueBytes(-1.0)));
    assertEquals("\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x01", Bytes.toStringBinary(d.valueBytes(0.0)));
    assertEquals("\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x00", Bytes.toStringBinary(d.valueBytes(-0.0)));
    assertEquals("\\xFF\\xF8\\x00\\x00\\x00\\x00\\x00\\x01", Bytes.toStringBinary(d.valueBytes(Double.NaN)));
    // A whole number of a long field is written as that double.
    assertEquals("\\xBF\\xF0\\x00\\x00\\x00\\x00\\x00\\x01", Bytes.toStringBinary(d.valueBytes(1L)));
    List<Double> ordered = List.of(Double.NEGATIVE_INFINITY, -2.5, -1.0, -0.0, 0.0, 1e-300, 1.0, 3e9,
        Double.POSITIVE_INFINITY, Double.NaN);
    for (int i = 1; i < ordered.size(); i++) {
      assertTrue(java.util.Arrays.compareUnsigned(d.valueBytes(ordered.get(i - 1)), d.valueBytes(ordered.get(i))) < 0,
          ordered.get(i - 1) + " before " + ordered.get(i));
    }
    for (double v : ordered) {
      assertEquals(Double.doubleToRawLongBits(v), Double.doubleToRawLongBits(
          dev.hbaseadvisor.model.FieldEncoding.SORTABLE_DOUBLE.floatValue(d.valueBytes(v))), "read back " + v);
    }
    FieldCodec f = (FieldCodec) codec("  - field: n\n    encoding: sortable-float\n").segments().get(0);
    assertEquals("\\xBF\\x80\\x00\\x01", Bytes.toStringBinary(f.valueBytes(1.0)));
    FieldCodec plain = (FieldCodec) codec("  - field: id\n    encoding: double\n").segments().get(0);
    assertEquals("?\\xF0\\x00\\x00\\x00\\x00\\x00\\x00", Bytes.toStringBinary(plain.valueBytes(1.0)));
    FieldCodec desc = (FieldCodec) codec("  - field: id\n    encoding: sortable-double\n    order: descending\n")
        .segments().get(0);
    // DESC: every byte of Phoenix's DOUBLE inverted (SortOrder.invert).
    assertEquals("@\\x0F\\xFF\\xFF\\xFF\\xFF\\xFF\\xFE", Bytes.toStringBinary(desc.valueBytes(1.0)));
    assertEquals(SortOrder.DESCENDING, desc.order());
    assertEquals(SortOrder.ASCENDING, d.order());
    // Bytes.toBytes(double) sorts as the numbers from zero up: id's range (0 up) is in order, n's (negatives too) is not.
    assertEquals(SortOrder.ASCENDING, plain.order());
    assertEquals(SortOrder.NONE, ((FieldCodec) codec("  - field: small\n    encoding: float\n").segments().get(0)).order());
  }

  @Test
  void reversedDomain() {
    assertEquals("com.example.www", key("  - field: site\n    reverse: domain\n"));
    assertEquals("moc.elpmaxe.www", key("  - field: site\n    reverse: chars\n"));
  }

  @Test
  void formattedTimestamp_inUtc() {
    assertEquals("2026-01", key("  - field: ts\n    format: \"yyyy-MM\"\n"));
    assertEquals("20260101000000", key("  - field: ts\n    format: \"yyyyMMddHHmmss\"\n"));
  }

  @Test
  void literal_withEscapes_andTerminator() {
    assertEquals("web01\\x00$\\x01", key("  - field: host\n    terminator: \"\\x00\"\n  - literal: \"$\\x01\"\n"));
    assertEquals("web01\\x00", key("  - field: host\n    terminator: '\\x00'\n"));
  }

  @Test
  void uuid_asStringOr16Bytes() {
    assertEquals("123e4567-e89b-12d3-a456-426614174000", key("  - field: uid\n"));
    assertEquals(16, length("  - field: uid\n    encoding: binary\n"));
    assertEquals("\\x12>Eg\\xE8\\x9B\\x12\\xD3\\xA4VBf\\x14\\x17@\\x00", key("  - field: uid\n    encoding: binary\n"));
  }

  @Test
  void bytes_raw() {
    assertEquals("\\x01\\x02\\xFE\\xFF", key("  - field: raw\n"));
  }

  @Test
  void composite_concatenatesInOrder() {
    assertEquals("bb$\\x00\\x00\\x00\\x07", key("  - field: kind\n  - literal: $\n  - field: n\n"));
  }

  @Test
  void facts_widthOrderMonotonicity() {
    RowKeyCodec c = codec("""
          - salt: {buckets: 16, from: [host]}
          - field: host
            terminator: "\\x00"
          - field: ts
          - field: ts
            order: descending
          - field: ts
            format: "yyyy-MM"
          - field: id
            encoding: decimal
          - hash: {from: [id]}
        """);
    List<SegmentCodec> s = c.segments();
    assertEquals(1, s.get(0).fixedWidth());
    assertEquals(SortOrder.NONE, s.get(0).order());
    assertEquals(-1, s.get(1).fixedWidth());
    assertEquals(SortOrder.ASCENDING, s.get(1).order());
    assertEquals(8, s.get(2).fixedWidth());
    assertEquals(Monotonicity.INCREASING, s.get(2).monotonicity());
    assertEquals(Monotonicity.DECREASING, s.get(3).monotonicity());
    assertEquals(SortOrder.DESCENDING, s.get(3).order());
    assertEquals(Monotonicity.INCREASING, s.get(4).monotonicity());
    assertEquals(7, s.get(4).fixedWidth());
    assertEquals(SortOrder.NONE, s.get(5).order(), "unpadded decimal text does not sort numerically");
    assertEquals(16, s.get(6).fixedWidth());
    assertTrue(s.get(6).computableFrom(List.of("id")));
    assertFalse(s.get(6).computableFrom(List.of("host")));
    assertEquals(1, c.fixedOffset(1));
    assertEquals(-1, c.fixedOffset(2));
  }

  @Test
  void numberAsStringWithWidth_isRightPadded_soOnlyEqualDigitCountsSortAsNumbers() {
    // 9 becomes "9\x00" and 10 stays "10": a fixed width, but "9\x00" sorts after "10".
    FieldCodec padded = (FieldCodec) codec("  - field: n\n    encoding: string\n    width: 2\n").segments().get(0);
    assertEquals("9\\x00", Bytes.toStringBinary(padded.valueBytes(9L)));
    TableSchema varying = Schemas.parse(minimal("  v: {type: long, min: 1, max: 99}\n",
        "  - field: v\n    encoding: string\n    width: 2\n"));
    assertEquals(SortOrder.NONE, RowKeyCodec.compile(varying).segments().get(0).order());
    TableSchema even = Schemas.parse(minimal("  v: {type: long, min: 10, max: 99}\n",
        "  - field: v\n    encoding: string\n    width: 2\n"));
    assertEquals(SortOrder.ASCENDING, RowKeyCodec.compile(even).segments().get(0).order());
  }

  @Test
  void randomSalt_neverComputable() {
    RowKeyCodec c = codec("  - salt: {buckets: 8, random: true}\n  - field: host\n");
    assertFalse(c.segments().get(0).computableFrom(List.of("host")));
    assertTrue(c.segments().get(1).computableFrom(List.of("host")));
  }

  @Test
  void alphabets_hexHashAndSalt() {
    RowKeyCodec c = codec("  - salt: {buckets: 16, from: [host]}\n  - hash: {from: [host], length: 4, encoding: hex}\n");
    List<ByteSet> positions = c.positionAlphabets(64);
    assertEquals(9, positions.size());
    assertEquals("[\\x00-\\x0F]", positions.get(0).toString());
    assertEquals("[0-9a-f]", positions.get(1).toString());
  }

  @Test
  void alphabets_decimalSaltAndFormattedDate() {
    RowKeyCodec c = codec("  - salt: {buckets: 120, from: [host], encoding: decimal}\n  - field: ts\n    format: \"yyyy-MM\"\n");
    List<ByteSet> p = c.positionAlphabets(64);
    assertEquals("[0-1]", p.get(0).toString());
    assertEquals("[0-9]", p.get(1).toString());
    assertEquals("[0-9]", p.get(2).toString());
    assertEquals("[2]", p.get(3).toString());
    assertEquals("[0]", p.get(4).toString());
    assertEquals("[2-3]", p.get(5).toString());
    assertEquals("[-]", p.get(7).toString());
    assertEquals("[0-1]", p.get(8).toString());
  }

  @Test
  void alphabets_uuidHasDashesAtFixedPositions() {
    List<ByteSet> p = codec("  - field: uid\n").positionAlphabets(64);
    assertEquals("[-]", p.get(8).toString());
    assertEquals("[0-9a-f]", p.get(0).toString());
  }

  @Test
  void alphabets_variableWidthShiftsLaterSegments() {
    List<ByteSet> p = codec("  - field: kind\n  - literal: $\n").positionAlphabets(64);
    assertEquals("[$b-c]", p.get(1).toString());
    assertEquals("[$c]", p.get(2).toString());
    assertEquals("[$]", p.get(3).toString());
  }
}
