package dev.hbaseadvisor.sim;

import java.util.Arrays;
import java.util.Set;

/**
 * A sorted sample of keys and the interpolated rank of any key among them, so that the rows a
 * narrow range holds are estimated continuously rather than as zero or one whole sample key's
 * worth of rows.
 *
 * <p>Each sample key stands for the rows from it up to the next sample key, spread evenly over
 * the key space between them (read as numbers from the first byte where the two keys differ);
 * the last stands for itself. A range that holds one sample key but is a tiny part of that key's
 * stretch (a prefix scan for one user in a region of thousands) then gets a tiny share instead of
 * a whole sample key's share of the region, whichever design's sampling happened to keep that key.
 *
 * <p>Reads ask for ranks on every scan of every region they cut, so what a rank needs is kept
 * beside the keys: each key's first 24 bytes as three unsigned numbers (a search compares whole
 * keys only when all three tie), and for each pair of neighbours the byte where they part and their
 * words there (an interpolation reads only the asked key). A range's end is searched from its
 * start's place, a few steps away. The ranks are those of a plain binary search and the
 * interpolation over the keys themselves, to the bit.
 */
final class SampleRanks {

  private final byte[][] keys;
  /**
   * Bytes 0 to 23 of each key as three words, big-endian, zero past its end ({@link #word}), each
   * with its sign bit flipped so that signed order is their unsigned order, side by side
   * ({@code 3 i} to {@code 3 i + 2}): a search step that ties on the first word finds the others
   * in the same cache line.
   */
  private final long[] words;
  /** For each key after the first: the first byte where it and the key before differ, or -1. */
  private final int[] parting;
  /** For each key after the first: the key before's word at {@code parting}, as a number. */
  private final double[] lowWord;
  /** For each key after the first: its own word at {@code parting}, as a number. */
  private final double[] highWord;
  private int size;

  /** An empty sample with room for {@code capacity} keys. */
  SampleRanks(int capacity) {
    keys = new byte[capacity][];
    words = new long[3 * capacity];
    parting = new int[capacity];
    lowWord = new double[capacity];
    highWord = new double[capacity];
  }

  /** The first {@code count} of {@code sorted}, which must be in unsigned byte order. */
  static SampleRanks of(byte[][] sorted, int count) {
    return of(sorted, count, count);
  }

  /** {@link #of(byte[][], int)} with room for {@code capacity} keys, to {@link #insert} more. */
  static SampleRanks of(byte[][] sorted, int count, int capacity) {
    SampleRanks ranks = new SampleRanks(capacity);
    for (int i = 0; i < count; i++) {
      ranks.keys[i] = sorted[i];
      ranks.describe(i);
    }
    ranks.size = count;
    for (int i = 1; i < count; i++) {
      ranks.pair(i);
    }
    return ranks;
  }

  /** The number of keys. */
  int size() {
    return size;
  }

  /** Inserts a key at {@code at}, where it sorts; room must be left for it. */
  void insert(int at, byte[] key) {
    int moved = size - at;
    System.arraycopy(keys, at, keys, at + 1, moved);
    System.arraycopy(words, 3 * at, words, 3 * at + 3, 3 * moved);
    System.arraycopy(parting, at, parting, at + 1, moved);
    System.arraycopy(lowWord, at, lowWord, at + 1, moved);
    System.arraycopy(highWord, at, highWord, at + 1, moved);
    keys[at] = key;
    describe(at);
    size++;
    if (at > 0) {
      pair(at);
    }
    if (at + 1 < size) {
      pair(at + 1);
    }
  }

  /** Keeps only the keys {@code kept} holds (the same arrays), in their order. */
  void retain(Set<byte[]> kept) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (kept.contains(keys[i])) {
        keys[n] = keys[i];
        System.arraycopy(words, 3 * i, words, 3 * n, 3);
        n++;
      }
    }
    Arrays.fill(keys, n, size, null);
    size = n;
    for (int i = 1; i < n; i++) {
      pair(i);
    }
  }

  /** How many keys sort below {@code key}: a binary search on the first 24 bytes as numbers. */
  int below(byte[] key) {
    return below(new Probe().set(key), 0);
  }

  /**
   * How many keys sort below {@code key}, searched from {@code from} (the place of a range's start,
   * for its end): steps out from there by doubling, then halves. From 0, or when the key before
   * {@code from} does not sort below {@code key}, an ordinary binary search.
   */
  int below(Probe key, int from) {
    boolean near = from > 0 && sortsBelow(from - 1, key);
    int low = near ? from : 0;
    int high = size;
    for (int step = 1, probe = low; near && probe < high; step <<= 1, probe = low + step) {
      if (!sortsBelow(probe, key)) {
        high = probe;
        break;
      }
      low = probe + 1;
    }
    // A search whose steps choose by arithmetic rather than a jump (the next half is as likely to
    // be either); measured no faster and no slower than the plain loop (docs/performance.md).
    int base = low;
    int n = high - low;
    if (n == 0) {
      return low;
    }
    while (n > 1) {
      int half = n >>> 1;
      base += sortsBelow(base + half - 1, key) ? half : 0;
      n -= half;
    }
    return base + (sortsBelow(base, key) ? 1 : 0);
  }

  /** Whether key {@code i} sorts below {@code key}. */
  private boolean sortsBelow(int i, Probe key) {
    // The words are stored with their sign bit flipped, so that signed order is unsigned order.
    long a = words[3 * i];
    long b = words[3 * i + 1];
    long c = words[3 * i + 2];
    boolean firstEqual = a == key.head;
    boolean secondEqual = b == key.next;
    if (firstEqual & secondEqual & c == key.third) {
      return Arrays.compareUnsigned(keys[i], key.key) < 0;
    }
    return a < key.head | firstEqual & (b < key.next | secondEqual & c < key.third);
  }

  /**
   * The interpolated rank of {@code key}, where {@code below} keys sort below it: {@code below - 1}
   * plus the key's fraction of the way from the key below it to the one at or above it.
   */
  double rank(int below, Probe key) {
    if (below == 0 || below >= size) {
      return below;
    }
    return below - 1 + fraction(below, key);
  }

  /**
   * How far {@code key} lies from key {@code i - 1} to key {@code i} (the first below it and at or
   * above it), in [0, 1], read as numbers from the byte where the two keys part.
   */
  double fraction(int i, Probe key) {
    int from = parting[i];
    if (from < 0) {
      return 1;
    }
    double a = lowWord[i];
    double b = highWord[i];
    if (b <= a) {
      return 1;
    }
    double x = unsigned(key.word(from));
    return Math.max(0, Math.min(1, (x - a) / (b - a)));
  }

  private void describe(int i) {
    words[3 * i] = word(keys[i], 0) ^ Long.MIN_VALUE;
    words[3 * i + 1] = word(keys[i], 8) ^ Long.MIN_VALUE;
    words[3 * i + 2] = word(keys[i], 16) ^ Long.MIN_VALUE;
  }

  private void pair(int i) {
    byte[] low = keys[i - 1];
    byte[] high = keys[i];
    int from = Arrays.mismatch(low, high);
    parting[i] = from;
    if (from >= 0) {
      lowWord[i] = unsigned(word(low, from));
      highWord[i] = unsigned(word(high, from));
    }
  }

  /** The eight bytes of a key from {@code from} on, big-endian, zero past its end. */
  static long word(byte[] key, int from) {
    if (from + 8 <= key.length) {
      return (key[from] & 0xFFL) << 56 | (key[from + 1] & 0xFFL) << 48 | (key[from + 2] & 0xFFL) << 40
          | (key[from + 3] & 0xFFL) << 32 | (key[from + 4] & 0xFFL) << 24 | (key[from + 5] & 0xFFL) << 16
          | (key[from + 6] & 0xFFL) << 8 | key[from + 7] & 0xFFL;
    }
    long w = 0;
    for (int at = from; at < key.length; at++) {
      w = w << 8 | key[at] & 0xFFL;
    }
    return w << 8 * (from + 8 - Math.max(from, key.length));
  }

  private static double unsigned(long w) {
    double d = (double) (w >>> 1) * 2.0;
    return d + (w & 1);
  }

  /**
   * A key made ready for searches and interpolation: its first 24 bytes as three numbers, taken
   * once however many samples it is looked up in. Reusable: {@link #set} prepares another key.
   */
  static final class Probe {

    private byte[] key;
    /** The key's three words as the sample stores them, sign bits flipped. */
    private long head;
    private long next;
    private long third;

    /** Prepares {@code key}, and returns this probe. */
    Probe set(byte[] key) {
      this.key = key;
      this.head = SampleRanks.word(key, 0) ^ Long.MIN_VALUE;
      this.next = SampleRanks.word(key, 8) ^ Long.MIN_VALUE;
      this.third = SampleRanks.word(key, 16) ^ Long.MIN_VALUE;
      return this;
    }

    /** The key's eight bytes from {@code from} on, as {@link SampleRanks#word} reads them. */
    long word(int from) {
      if (from >= 16) {
        return from == 16 ? third ^ Long.MIN_VALUE : SampleRanks.word(key, from);
      }
      long first = (from < 8 ? head : next) ^ Long.MIN_VALUE;
      long second = (from < 8 ? next : third) ^ Long.MIN_VALUE;
      int shift = (from & 7) * 8;
      return shift == 0 ? first : first << shift | second >>> (64 - shift);
    }
  }
}
