package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Exact quantiles below {@code k} keys, bounded memory and small rank error above it. */
class QuantileSketchTest {

  private static byte[] key(long v) {
    return Bytes.toBytes(String.format("%08d", v));
  }

  @Test
  void fewerKeysThanK_giveExactQuantiles() {
    QuantileSketch sketch = new QuantileSketch(1024, 1);
    for (int v = 999; v >= 0; v--) {
      sketch.add(key(v));
    }
    List<QuantileSketch.Boundary> b = sketch.boundaries(4);
    assertEquals(List.of("00000250", "00000500", "00000750"), b.stream().map(x -> Bytes.toStringBinary(x.key())).toList());
    assertEquals("00000249", Bytes.toStringBinary(b.get(0).below()));
  }

  @Test
  void manyKeys_keepBoundedMemory_andRanksWithinOneTenthOfAPercent() {
    int n = 2_000_000;
    QuantileSketch sketch = new QuantileSketch(4096, 42);
    SplittableRandom random = new SplittableRandom(9);
    int maxRetained = 0;
    for (int i = 0; i < n; i++) {
      sketch.add(key(random.nextInt(n)));
      maxRetained = Math.max(maxRetained, sketch.retained());
    }
    assertEquals(n, sketch.count());
    assertTrue(maxRetained < 4 * 4096, "retained " + maxRetained);
    List<QuantileSketch.Boundary> boundaries = sketch.boundaries(10);
    assertEquals(9, boundaries.size());
    for (int i = 1; i <= 9; i++) {
      long value = Long.parseLong(Bytes.toStringBinary(boundaries.get(i - 1).key()));
      // Uniform values 0..n-1: the i/10 quantile is about i*n/10.
      assertEquals(i * n / 10.0, value, n * 0.002, "decile " + i);
    }
  }

  @Test
  void sampleSplit_shortensBoundaries_andDropsRepeats() {
    QuantileSketch sketch = new QuantileSketch(64, 1);
    List<String> keys = new ArrayList<>();
    for (String host : List.of("alpha", "bravo", "charlie", "delta")) {
      for (int i = 0; i < 10; i++) {
        keys.add(host + "-" + i);
      }
    }
    keys.forEach(k -> sketch.add(Bytes.toBytes(k)));
    List<byte[]> splits = new SampleSplit(sketch, "test keys").split(4);
    assertEquals(List.of("b", "c", "d"), splits.stream().map(Bytes::toStringBinary).toList());

    QuantileSketch same = new QuantileSketch(64, 1);
    for (int i = 0; i < 50; i++) {
      same.add(Bytes.toBytes("only"));
    }
    assertEquals(List.of(), new SampleSplit(same, "one key").split(8));
  }

  @Test
  void shortestAbove_isThePrefixOfTheKeyJustPastTheKeyBelow() {
    assertEquals("user5", Bytes.toStringBinary(SampleSplit.shortestAbove(Bytes.toBytes("user4999"), Bytes.toBytes("user5000"))));
    assertEquals("ab\\x00", Bytes.toStringBinary(SampleSplit.shortestAbove(Bytes.toBytes("ab"), Bytes.toBytesBinary("ab\\x00\\x01"))));
  }
}
