package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.testing.Schemas;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Bits segments (issue 26 A.3), byte for byte against the formulas of the projects that write them:
 * JanusGraph's vertex key ({@code IDManager.getKey}) and GeoMesa's Z3 value ({@code Z3SFC.index},
 * sfcurve's {@code Z3.split}), each computed here the way their source computes it, not through the codec.
 */
class BitsSegmentTest {

  private static final int PARTITION_BITS = 5;
  private static final int TYPE_BITS = 3;

  /** JanusGraph's {@code constructId(count, partition, NormalVertex)}: {@code ((count << p) + partition) << 3}. */
  private static long janusVertexId(long count, long partition) {
    return ((count << PARTITION_BITS) + partition) << TYPE_BITS;
  }

  /** JanusGraph's {@code getKey(vertexId)} as a long: {@code (partition << (64 - p)) | (count << 3 | 000)}. */
  private static long janusKey(long vertexId) {
    long partition = (vertexId >>> TYPE_BITS) & ((1L << PARTITION_BITS) - 1);
    long count = vertexId >>> (PARTITION_BITS + TYPE_BITS);
    return (partition << (Long.SIZE - PARTITION_BITS)) | (count << TYPE_BITS);
  }

  private static byte[] longBytes(long v) {
    return ByteBuffer.allocate(8).putLong(v).array();
  }

  @Test
  void janusGraphKey_fromTheIdWithoutItsTypeBits_isGetKeysBytes() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal("  vertex_id: {type: long, min: 1}\n",
        "  - bits: {parts: [{field: vertex_id, bits: 5}, {field: vertex_id, shift: 5, bits: 56},"
            + " {value: 0, bits: 3}]}\n")));
    long[][] cases = {{1, 0}, {1, 31}, {4_096, 17}, {(1L << 55) - 1, 9}, {123_456_789_012L, 30}};
    for (long[] c : cases) {
      long id = janusVertexId(c[0], c[1]);
      byte[] key = codec.encode(Map.of("vertex_id", id >>> TYPE_BITS), new SplittableRandom(1));
      assertArrayEquals(longBytes(janusKey(id)), key, "count " + c[0] + ", partition " + c[1]);
    }
  }

  @Test
  void janusGraphKey_fromTheWholeId_withShifts_isGetKeysBytes() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal("  id: {type: long, min: 1}\n",
        "  - bits: {width: 8, parts: [{field: id, shift: 3, bits: 5}, {field: id, shift: 8, bits: 56},"
            + " {field: id, bits: 3}]}\n")));
    long id = janusVertexId(987_654_321L, 23);
    assertArrayEquals(longBytes(janusKey(id)), codec.encode(Map.of("id", id), new SplittableRandom(1)));
    // 23 << 59 puts 0b10111 in the top five bits: 0xB8 in the first byte.
    assertEquals((byte) 0xB8, codec.encode(Map.of("id", id), new SplittableRandom(1))[0]);
  }

  @Test
  void janusGraphKey_topBitsSpreadWrites_andTheFirstByteTakesOneValueInEight() {
    // Below 2^40 ids, the count's bits never reach the first byte: it holds the partition alone.
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(
        "  vertex_id: {type: long, min: 1, max: 1T, order: increasing}\n",
        "  - bits: {parts: [{field: vertex_id, bits: 5}, {field: vertex_id, shift: 5, bits: 56},"
            + " {value: 0, bits: 3}]}\n")));
    BitsCodec bits = (BitsCodec) codec.segments().get(0);
    assertEquals(Monotonicity.NONE, bits.monotonicity());
    assertEquals(32, bits.writeSpread());
    ByteSet first = bits.shape().positions().get(0);
    assertEquals(32, first.size());
    assertEquals(0x00, first.min());
    assertEquals(0xF8, first.max());
    assertEquals(false, first.contains(0x01));
    // The type bits are constant 000: the last byte is a multiple of 8.
    assertEquals(32, bits.shape().positions().get(7).size());
  }

  @Test
  void topBitsOfAnIncreasingField_increase_andRandomBitsCannotBeComputed() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(
        "  ts: {type: timestamp, order: increasing}\n",
        "  - bits: {parts: [{field: ts, shift: 8, bits: 56}, {random: true, bits: 8}]}\n")));
    SegmentCodec bits = codec.segments().get(0);
    assertEquals(Monotonicity.INCREASING, bits.monotonicity());
    assertEquals(false, bits.computableFrom(java.util.List.of("ts")));
    byte[] a = codec.encode(Map.of("ts", 0x0102030405060708L), new SplittableRandom(1));
    // ts >>> 8 fills the top 7 bytes; the random byte follows.
    assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6, 7}, java.util.Arrays.copyOf(a, 7));
  }

  @Test
  void mortonCode_ofTwoDimensions_isTheHandComputedCode() {
    // x = 0b10, y = 0b01 over 0..3 (2 bits each): x0=0 at bit 0, y0=1 at bit 1, x1=1 at bit 2, y1=0 at bit 3.
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal(
        "  x: {type: long, min: 0, max: 4}\n  y: {type: long, min: 0, max: 4}\n",
        "  - bits: {parts: [{interleave: [x, y], bits: 2}]}\n")));
    assertArrayEquals(new byte[] {0b0110}, codec.encode(Map.of("x", 2L, "y", 1L), new SplittableRandom(1)));
    assertArrayEquals(new byte[] {0b1111}, codec.encode(Map.of("x", 4L, "y", 3L), new SplittableRandom(1)));
  }

  /** sfcurve's {@code Z3.split}: a 21-bit value's bits spread to every third bit, by its magic masks. */
  private static long split(long value) {
    long x = value & 0x1fffffL;
    x = (x | x << 32) & 0x1f00000000ffffL;
    x = (x | x << 16) & 0x1f0000ff0000ffL;
    x = (x | x << 8) & 0x100f00f00f00f00fL;
    x = (x | x << 4) & 0x10c30c30c30c30c3L;
    x = (x | x << 2) & 0x1249249249249249L;
    return x;
  }

  /** GeoMesa's {@code BitNormalizedDimension.normalize}: {@code floor((x - min) * 2^21 / (max - min))}. */
  private static long normalize(double x, double min, double max) {
    double normalizer = (1L << 21) / (max - min);
    return x >= max ? (1L << 21) - 1 : (long) Math.floor((x - min) * normalizer);
  }

  @Test
  void geoMesaZ3_weekBinAndZ3Value_areZ3IndexKeySpacesBytes() {
    RowKeyCodec codec = RowKeyCodec.compile(Schemas.parse(minimal("""
          lon: {type: long, min: -180000000, max: 180000000}
          lat: {type: long, min: -90000000, max: 90000000}
          dtg: {type: timestamp}
        """, """
          - field: dtg
            encoding: short
            unit: 7d
          - bits:
              parts:
                - interleave: [lon, lat, {field: dtg, period: 7d, unit: 1s}]
                  bits: 21
        """)));
    double lon = -73.985_123;
    double lat = 40.758_456;
    Instant t = Instant.parse("2026-03-04T05:06:07.890Z");
    // BinnedTime (TimePeriod.Week): weeks since 1970-01-01 as a short, and the whole seconds into that week.
    long weekMillis = 7L * 24 * 3600 * 1000;
    short bin = (short) Math.floorDiv(t.toEpochMilli(), weekMillis);
    long offsetSeconds = Math.floorMod(t.toEpochMilli(), weekMillis) / 1000;
    long z = split(normalize(lon, -180, 180)) | split(normalize(lat, -90, 90)) << 1
        | split(normalize(offsetSeconds, 0, 604_800)) << 2;
    byte[] expected = ByteBuffer.allocate(10).putShort(bin).putLong(z).array();
    byte[] key = codec.encode(Map.of("lon", -73_985_123L, "lat", 40_758_456L, "dtg", t.toEpochMilli()),
        new SplittableRandom(1));
    assertArrayEquals(expected, key);
  }

  @Test
  void decoder_readsThePartsBack() {
    var schema = Schemas.parse(minimal("  vertex_id: {type: long, min: 1}\n",
        "  - bits: {parts: [{field: vertex_id, bits: 5}, {field: vertex_id, shift: 5, bits: 56},"
            + " {value: 0, bits: 3}]}\n"));
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    long v = (4_096L << 5) + 17;
    DecodedKey decoded = new RowKeyDecoder(codec).decode(codec.encode(Map.of("vertex_id", v), null));
    assertEquals("bits vertex_id[0+5]=17 vertex_id[5+56]=4096 0[3]=0", decoded.segments().get(0).label(80));
  }

  @Test
  void renderedBitsSegments_loadBackEqual() {
    String fields = """
          lon: {type: long, min: -180000000, max: 180000000}
          lat: {type: long, min: -90000000, max: 90000000}
          dtg: {type: timestamp}
          id: {type: long}
        """;
    var schema = Schemas.parse(minimal(fields, """
          - bits:
              width: 8
              parts:
                - {field: id, shift: 3, bits: 5}
                - {random: true, bits: 2}
                - {value: 5, bits: 3}
          - bits:
              parts:
                - interleave: [lon, lat, {field: dtg, period: 7d, unit: 1s}]
                  bits: 21
        """));
    String yaml = dev.hbaseadvisor.rules.RowkeyYaml.render(schema, schema.rowkey());
    var again = Schemas.parse(minimal(fields, yaml.substring(yaml.indexOf('\n') + 1)));
    assertEquals(schema.rowkey(), again.rowkey(), yaml);
  }
}
