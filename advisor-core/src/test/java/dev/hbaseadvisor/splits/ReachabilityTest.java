package dev.hbaseadvisor.splits;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.ByteSet;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import dev.hbaseadvisor.testing.Schemas;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The exact smallest key at or above a bound, checked against brute force on small key spaces. */
class ReachabilityTest {

  private static byte[] b(String binary) {
    return Bytes.toBytesBinary(binary);
  }

  private static String ceiling(Reachability reach, String from) {
    return reach.ceiling(b(from)).map(Bytes::toStringBinary).orElse(null);
  }

  @Test
  void fixedHexKeys_ceilingSkipsTheGapBetween9AndA() {
    Reachability reach = Reachability.of(List.of(SegmentShape.uniform(4, ByteSet.of("0123456789abcdef"))));
    assertEquals("0000", ceiling(reach, ""));
    assertEquals("a000", ceiling(reach, "="));
    assertEquals("7000", ceiling(reach, "6\\xF6\\xF6\\xF6"));
    assertEquals("ffff", ceiling(reach, "ffff"));
    assertEquals("fff0", ceiling(reach, "fff"));
    assertEquals(null, ceiling(reach, "ffff\\x00"));
    assertEquals(null, ceiling(reach, "g"));
  }

  @Test
  void variableWidthSegments_areExploredAtEveryAlignment() {
    // [a-b]{1,2} then "\x00" then [x]: keys a\x00x, aa\x00x, ab\x00x, b\x00x, ...
    Reachability reach = Reachability.of(List.of(
        new SegmentShape(1, 2, List.of(ByteSet.of("ab"), ByteSet.of("ab"))),
        SegmentShape.exactly(new byte[] {0}),
        SegmentShape.exactly(new byte[] {'x'})));
    assertEquals("a\\x00x", ceiling(reach, ""));
    assertEquals("aa\\x00x", ceiling(reach, "a\\x00y"));
    assertEquals("b\\x00x", ceiling(reach, "ab\\x00y"));
    assertEquals(null, ceiling(reach, "bb\\x00y"));
    assertTrue(reach.anyKeyIn(b("a\\x01"), b("b")));
    assertFalse(reach.anyKeyIn(b("ab\\x00y"), b("b\\x00x")));
  }

  @Test
  void ceiling_equalsBruteForce_overEveryBoundOfASmallKeySpace() {
    List<SegmentShape> shapes = List.of(
        new SegmentShape(0, 2, List.of(ByteSet.of("13"), ByteSet.of("2"))),
        SegmentShape.exactly(new byte[] {'-'}),
        new SegmentShape(1, 2, List.of(ByteSet.of("02"), ByteSet.of("1-"))));
    Reachability reach = Reachability.of(shapes);
    List<byte[]> language = enumerate(shapes);
    language.sort(Bytes::compare);
    SplittableRandom random = new SplittableRandom(7);
    String alphabet = "-0123";
    for (int trial = 0; trial < 3000; trial++) {
      byte[] from = new byte[random.nextInt(7)];
      for (int i = 0; i < from.length; i++) {
        from[i] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
      }
      Optional<byte[]> expected = language.stream().filter(k -> Bytes.compare(k, from) >= 0).findFirst();
      assertEquals(expected.map(Bytes::toStringBinary), reach.ceiling(from).map(Bytes::toStringBinary),
          "ceiling of " + Bytes.toStringBinary(from));
    }
  }

  private static List<byte[]> enumerate(List<SegmentShape> shapes) {
    List<byte[]> keys = new ArrayList<>();
    keys.add(new byte[0]);
    for (SegmentShape shape : shapes) {
      List<byte[]> next = new ArrayList<>();
      for (byte[] prefix : keys) {
        for (byte[] part : values(shape, 0)) {
          byte[] key = java.util.Arrays.copyOf(prefix, prefix.length + part.length);
          System.arraycopy(part, 0, key, prefix.length, part.length);
          next.add(key);
        }
      }
      keys = next;
    }
    return keys;
  }

  private static List<byte[]> values(SegmentShape shape, int position) {
    List<byte[]> out = new ArrayList<>();
    if (position >= shape.minWidth()) {
      out.add(new byte[0]);
    }
    if (position < shape.maxWidth()) {
      ByteSet set = shape.positions().get(position);
      for (int c = set.min(); c >= 0; c = set.next(c + 1)) {
        for (byte[] rest : values(shape, position + 1)) {
          byte[] v = new byte[rest.length + 1];
          v[0] = (byte) c;
          System.arraycopy(rest, 0, v, 1, rest.length);
          out.add(v);
        }
      }
    }
    return out;
  }

  @Test
  void everyKeyExample_hexSplitsOnAByteSalt_leaveOnlyTheFirstRegionReachable() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("every-key.yaml"));
    assertEquals(16, plan.regionCount());
    assertEquals(List.of(true, false), List.of(plan.regions().get(0).reachable(), plan.regions().get(1).reachable()));
    assertEquals(15, plan.unreachable().size());
    assertEquals(1.0, plan.regions().get(0).expectedShare());
  }

  @Test
  void generatedKeys_alwaysLandInReachableRegions() {
    var schema = Schemas.parse(minimal("""
          host: {type: string, cardinality: 50, length: 2-5, charset: lower}
          n: {type: long, min: 0, max: 1000}
        """, """
          - field: host
            terminator: "\\x00"
          - field: n
            encoding: decimal
            width: 4
        """));
    List<byte[]> splits = new ArrayList<>();
    for (String s : List.of("0", "a", "b\\x00", "m", "m\\x00\\xFF", "z", "z\\x00", "zz\\x00a", "{")) {
      splits.add(b(s));
    }
    List<Region> regions = Presplits.regions(schema, splits, 3, 5000);
    for (Region region : regions) {
      if (region.sampleKeys() > 0) {
        assertTrue(region.reachable(), "region " + region.index() + " got keys but was called unreachable");
      }
    }
    assertFalse(regions.get(0).reachable()); // below "0": no key starts below '0'... nor with a digit
    assertFalse(regions.get(9).reachable()); // from "{": above every lowercase letter
    assertEquals(List.of(true), List.of(Reachability.of(RowKeyCodec.compile(schema)).producesKeys()));
  }
}
