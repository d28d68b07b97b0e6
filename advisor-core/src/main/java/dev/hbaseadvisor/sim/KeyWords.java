package dev.hbaseadvisor.sim;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Eight bytes of a row key read as one number, big-endian and zero past the key's end, so that
 * the simulator's searches compare keys eight bytes at a step, as unsigned numbers, where HBase's
 * {@code Bytes.compareTo} compares them byte by byte ({@code Bytes.LexicographicalComparerHolder}
 * reads them as longs too): two keys whose words differ at an offset, after equal words before
 * it, sort as those words do.
 */
final class KeyWords {

  /** Reads eight bytes of an array as one big-endian long in a single load. */
  private static final VarHandle BIG_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private KeyWords() {}

  /**
   * The order that sorts the first {@code count} of {@code keys} in unsigned byte order, equal
   * keys in their given order: the indexes of the keys, from the lowest. Compares the keys' first
   * words first, and whole keys only where those tie.
   */
  static int[] sortingOrder(byte[][] keys, int count) {
    Integer[] order = new Integer[count];
    long[] heads = new long[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
      heads[i] = word(keys[i], 0, keys[i].length);
    }
    Arrays.sort(order, (a, b) -> {
      int c = Long.compareUnsigned(heads[a], heads[b]);
      return c != 0 ? c : Arrays.compareUnsigned(keys[a], keys[b]);
    });
    int[] sorted = new int[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = order[i];
    }
    return sorted;
  }

  /** The eight bytes of the first {@code length} of {@code key} from {@code from} on, zero past them. */
  static long word(byte[] key, int from, int length) {
    if (from + 8 <= length) {
      return (long) BIG_ENDIAN.get(key, from);
    }
    long w = 0;
    for (int at = from; at < length; at++) {
      w = w << 8 | key[at] & 0xFFL;
    }
    // Shifted into place: none of the bytes when from is at or past the end (a shift of 64 is none in Java).
    return from >= length ? 0 : w << 8 * (from + 8 - length);
  }
}
