package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The sorting order of keys is the one a stable sort by unsigned bytes gives, equal keys in their
 * given order, for lists of every length around the insertion runs and the merges' sizes.
 */
class KeyWordsTest {

  @Test
  void sortingOrder_isAStableSortOfTheKeysByUnsignedBytes() {
    SplittableRandom random = new SplittableRandom(41);
    for (int count : new int[] {0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 128, 257, 1000}) {
      for (int round = 0; round < 5; round++) {
        byte[][] keys = new byte[count + 3][];
        for (int i = 0; i < keys.length; i++) {
          keys[i] = key(random);
        }
        int[] expected = IntStream.range(0, count).boxed()
            .sorted(Comparator.comparing((Integer i) -> keys[i], Arrays::compareUnsigned))
            .mapToInt(Integer::intValue).toArray();
        assertArrayEquals(expected, KeyWords.sortingOrder(keys, count), count + " keys");
      }
    }
  }

  /**
   * Up to 12 bytes, the first eight mostly 0x60 or 0x80 (so that many keys tie there or whole,
   * and the sign bit matters), the rest any byte.
   */
  private static byte[] key(SplittableRandom random) {
    byte[] key = new byte[random.nextInt(0, 13)];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) (i < 8 ? (random.nextInt(4) == 0 ? 0x60 : 0x80) : random.nextInt(3));
    }
    return key;
  }
}
