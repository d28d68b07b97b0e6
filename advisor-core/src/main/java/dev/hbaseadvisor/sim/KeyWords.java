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

  /** Runs up to this long are sorted by insertion before {@link #sortingOrder} merges them. */
  private static final int INSERTION_RUN = 16;

  /**
   * The order that sorts the first {@code count} of {@code keys} in unsigned byte order, equal
   * keys in their given order: the indexes of the keys, from the lowest. Compares the keys' first
   * words first, and whole keys only where those tie. A merge sort of the indexes written here
   * rather than {@code Arrays.sort} with a comparator: that one sort's code serves every
   * comparator in the process, so how fast it ran depended on which others had run before it.
   * Both are stable, so the order is the same.
   */
  static int[] sortingOrder(byte[][] keys, int count) {
    long[] heads = new long[count];
    int[] order = new int[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
      heads[i] = signedWord(keys[i], 0, keys[i].length);
    }
    for (int from = 0; from < count; from += INSERTION_RUN) {
      int to = Math.min(count, from + INSERTION_RUN);
      for (int i = from + 1; i < to; i++) {
        int index = order[i];
        int j = i;
        while (j > from && sortsBefore(index, order[j - 1], heads, keys)) {
          order[j] = order[j - 1];
          j--;
        }
        order[j] = index;
      }
    }
    int[] other = new int[count];
    for (int run = INSERTION_RUN; run < count; run *= 2) {
      for (int from = 0; from < count; from += 2 * run) {
        merge(order, other, from, Math.min(count, from + run), Math.min(count, from + 2 * run), heads, keys);
      }
      int[] swap = order;
      order = other;
      other = swap;
    }
    return order;
  }

  /**
   * Merges the sorted runs {@code [from, middle)} and {@code [middle, to)} of {@code in} into the
   * same places of {@code out}, the first run's key first where two are equal.
   */
  private static void merge(int[] in, int[] out, int from, int middle, int to, long[] heads, byte[][] keys) {
    int a = from;
    int b = middle;
    for (int at = from; at < to; at++) {
      if (b < to && (a >= middle || sortsBefore(in[b], in[a], heads, keys))) {
        out[at] = in[b++];
      } else {
        out[at] = in[a++];
      }
    }
  }

  /** Whether key {@code a} sorts strictly before key {@code b}, by first words ({@code heads}, sign-flipped), then whole. */
  private static boolean sortsBefore(int a, int b, long[] heads, byte[][] keys) {
    long x = heads[a];
    long y = heads[b];
    return x != y ? x < y : Arrays.compareUnsigned(keys[a], keys[b]) < 0;
  }

  /**
   * {@link #word} with its sign bit flipped: such words compared as signed longs order as the
   * keys' bytes do unsigned, so the searches compare them with {@code <}.
   */
  static long signedWord(byte[] key, int from, int length) {
    return word(key, from, length) ^ Long.MIN_VALUE;
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
