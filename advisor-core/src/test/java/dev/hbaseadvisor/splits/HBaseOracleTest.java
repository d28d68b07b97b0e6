package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.codec.Bytes;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.util.RegionSplitter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The split algorithms against HBase 2.6.4 itself (test-scoped {@code hbase-common} and
 * {@code hbase-server}): for every region count of the matrix and several bounds, our keys equal
 * {@code RegionSplitter}'s and {@code Bytes.split}'s byte for byte.
 */
class HBaseOracleTest {

  private static final int[] REGIONS = {2, 3, 7, 10, 16, 64, 255, 1000};

  static Stream<Arguments> hexBounds() {
    return matrix(new String[][] {
        {null, null},
        {"0000000000000000", "ffffffffffffffff"},
        {"00", "ff"},
        {"1000", "9fff"},
        {"00000000", "FFFFFFFF"},
        {"abc", "fffff"}});
  }

  static Stream<Arguments> decimalBounds() {
    return matrix(new String[][] {
        {null, null},
        {"0000000000", "9999999999"},
        {"000", "999"},
        {"100000", "199999"}});
  }

  static Stream<Arguments> byteBounds() {
    return matrix(new String[][] {
        {null, null},
        {"", "\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF"},
        {"0000000000000000", "ffffffffffffffff"},
        {"a", "b"},
        {"aaa", "b"},
        {"\\x00", "\\xFF"},
        {"user0000", "user9999"},
        {"\\x01", "\\x02\\x00\\x00"}});
  }

  private static Stream<Arguments> matrix(String[][] bounds) {
    List<Arguments> cases = new ArrayList<>();
    for (String[] b : bounds) {
      for (int n : REGIONS) {
        cases.add(Arguments.of(b[0], b[1], n));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "hex {0}..{1} into {2}")
  @MethodSource("hexBounds")
  void hexStringSplit_equalsRegionSplitter(String first, String last, int regions) {
    RegionSplitter.HexStringSplit oracle = new RegionSplitter.HexStringSplit();
    if (first != null) {
      oracle.setFirstRow(first);
      oracle.setLastRow(last);
    }
    assertAgree(() -> oracle.split(regions), () -> new HexStringSplit(first, last).split(regions));
  }

  @ParameterizedTest(name = "decimal {0}..{1} into {2}")
  @MethodSource("decimalBounds")
  void decimalStringSplit_equalsRegionSplitter(String first, String last, int regions) {
    RegionSplitter.DecimalStringSplit oracle = new RegionSplitter.DecimalStringSplit();
    if (first != null) {
      oracle.setFirstRow(first);
      oracle.setLastRow(last);
    }
    assertAgree(() -> oracle.split(regions), () -> new DecimalStringSplit(first, last).split(regions));
  }

  @ParameterizedTest(name = "uniform {0}..{1} into {2}")
  @MethodSource("byteBounds")
  void uniformSplit_equalsRegionSplitter(String first, String last, int regions) {
    RegionSplitter.UniformSplit oracle = new RegionSplitter.UniformSplit();
    byte[] a = first == null ? null : Bytes.toBytesBinary(first);
    byte[] b = last == null ? null : Bytes.toBytesBinary(last);
    if (first != null) {
      oracle.setFirstRow(first);
      oracle.setLastRow(last);
    }
    assertAgree(() -> oracle.split(regions), () -> new UniformSplit(a, b).split(regions));
  }

  @ParameterizedTest(name = "Bytes.split {0}..{1}, {2} cuts")
  @MethodSource("byteBounds")
  void bytesSplit_equalsHBaseBytesSplit(String first, String last, int cuts) {
    byte[] a = first == null ? new byte[] {0} : Bytes.toBytesBinary(first);
    byte[] b = last == null ? new byte[] {(byte) 0xFF} : Bytes.toBytesBinary(last);
    for (boolean inclusive : new boolean[] {false, true}) {
      assertSame(Arrays.asList(org.apache.hadoop.hbase.util.Bytes.split(a, b, inclusive, cuts)),
          ByteRange.split(a, b, inclusive, cuts));
    }
  }

  @ParameterizedTest(name = "createTable {0}..{1}, {2} regions")
  @MethodSource("byteBounds")
  void bytesAlgorithm_equalsAdminCreateTableKeys(String first, String last, int regions) {
    if (first == null || first.isEmpty()) {
      return; // createTable refuses an empty start key; tested below
    }
    byte[] a = Bytes.toBytesBinary(first);
    byte[] b = Bytes.toBytesBinary(last);
    // RawAsyncHBaseAdmin.getSplitKeys: at least 3 regions; {start, end} for 3, else Bytes.split(start, end, n - 3).
    assertAgree(() -> {
      if (regions < 3) {
        throw new IllegalArgumentException("Must create at least three regions");
      }
      return regions == 3 ? new byte[][] {a, b} : org.apache.hadoop.hbase.util.Bytes.split(a, b, regions - 3);
    }, () -> new BytesSplit(a, b).split(regions));
  }

  /** Both give the same keys, or HBase refuses and so do we. */
  private static void assertAgree(Supplier<byte[][]> hbase, Supplier<List<byte[]>> ours) {
    byte[][] expected;
    try {
      expected = hbase.get();
    } catch (IllegalArgumentException | IllegalStateException refused) {
      SplitException e = assertThrows(SplitException.class, ours::get, "HBase refused: " + refused.getMessage());
      assertNotNull(e.key());
      return;
    }
    assertSame(Arrays.asList(expected), ours.get());
  }

  private static void assertSame(List<byte[]> expected, List<byte[]> actual) {
    assertEquals(render(expected), render(actual));
  }

  private static List<String> render(List<byte[]> keys) {
    return keys.stream().map(k -> Bytes.toStringBinary(k) + " " + new String(k, StandardCharsets.ISO_8859_1).length())
        .toList();
  }
}
