package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A region's key sample stays bounded, weighs keys by bytes, and yields a split row near the
 * middle of the region's data, never from a single row.
 */
class KeySampleTest {

  @Test
  void sample_staysBoundedWhateverIsOffered() {
    SplittableRandom random = new SplittableRandom(1);
    KeySample sample = new KeySample(64, 64, random);
    for (int i = 0; i < 500_000; i++) {
      sample.offer(Bytes.toBytes(i), 4, 100 + random.nextInt(400), random);
      assertTrue(sample.size() <= 64);
    }
    assertTrue(sample.size() >= 32, "a halved sample refills");
  }

  @Test
  void countIn_agreesWithCountingEveryKeptKey_whileTheSampleChanges() {
    // countIn searches a sorted view kept up to date as keys join; it must count exactly what a
    // pass over the kept keys counts, for ranges of any length, with shared eight-byte prefixes,
    // before and after halving and splitting.
    SplittableRandom random = new SplittableRandom(7);
    KeySample sample = new KeySample(32, 64, random);
    for (int i = 0; i < 20_000; i++) {
      sample.offer(randomKey(random), random.nextInt(14) + 1, 50 + random.nextInt(200), random);
      if (i % 97 == 0) {
        for (int q = 0; q < 5; q++) {
          byte[] a = randomKey(random);
          byte[] b = q == 0 ? new byte[0] : randomKey(random);
          assertEquals(linearCount(sample, a, b), sample.countIn(a, b), "at write " + i);
        }
      }
      if (i == 10_000) {
        KeySample upper = sample.splitAt(randomKey(random), random);
        assertEquals(upper.size(), upper.countIn(new byte[0], new byte[0]));
      }
    }
  }

  /** Keys of 1 to 14 bytes over a small alphabet, so that many share their first eight bytes. */
  private static byte[] randomKey(SplittableRandom random) {
    byte[] key = new byte[1 + random.nextInt(14)];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) (i < 8 ? 0x60 + random.nextInt(2) : random.nextInt(256));
    }
    return key;
  }

  private static int linearCount(KeySample sample, byte[] start, byte[] stop) {
    int count = 0;
    for (byte[] k : sample.sorted()) {
      if (Arrays.compareUnsigned(k, start) >= 0 && (stop.length == 0 || Arrays.compareUnsigned(k, stop) < 0)) {
        count++;
      }
    }
    return count;
  }

  @Test
  void splitPoint_isTheMiddleByBytes_notByCount() {
    SplittableRandom random = new SplittableRandom(2);
    KeySample sample = new KeySample(128, 64, random);
    // Keys 0..9999 in random order; the upper half weighs nine times as much.
    int[] keys = random.ints(0, 10_000).limit(200_000).toArray();
    for (int k : keys) {
      sample.offer(Bytes.toBytes(k), 4, k < 5_000 ? 10 : 90, random);
    }
    int split = java.nio.ByteBuffer.wrap(Arrays.copyOf(sample.splitPoint(), 4)).getInt();
    // Half the bytes lie below 5000 + 20000/9 = 7222; by count the middle would be 5000.
    assertTrue(split > 6_500 && split < 8_000, "split at " + split);
  }

  @Test
  void splitPoint_ofOneRow_isNone() {
    SplittableRandom random = new SplittableRandom(3);
    KeySample sample = new KeySample(16, 64, random);
    for (int i = 0; i < 10_000; i++) {
      sample.offer(Bytes.toBytes("the-only-row"), 12, 300, random);
    }
    assertNull(sample.splitPoint());
  }

  @Test
  void splitAt_partitionsTheKeysAroundTheRow() {
    SplittableRandom random = new SplittableRandom(4);
    KeySample lower = new KeySample(64, 64, random);
    for (int i = 0; i < 50_000; i++) {
      lower.offer(Bytes.toBytes(random.nextInt(1_000)), 4, 200, random);
    }
    int before = lower.size();
    byte[] row = Bytes.toBytes(500);
    KeySample upper = lower.splitAt(row, random);
    assertEquals(before, lower.size() + upper.size());
    assertEquals(lower.size(), lower.countIn(new byte[0], row));
    assertEquals(upper.size(), upper.countIn(row, new byte[0]));
    assertEquals(lower.stride(), upper.stride());
  }
}
