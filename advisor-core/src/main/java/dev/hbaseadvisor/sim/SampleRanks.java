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
 * beside the keys: each key's first eight bytes as a number in an array of their own (most
 * search steps read only those) with the start of each of 256 buckets of them (a search begins in
 * its own bucket), its next 16 as two more (read on a tie; whole keys are compared
 * only when all three tie), and for each pair of neighbours the byte where they part and their
 * words there (an interpolation reads only the asked key). The ranks are those of a plain count
 * and the interpolation over the keys themselves, to the bit.
 */
final class SampleRanks {

  /**
   * Bits of a head's distance from the lowest that choose its bucket ({@link #buckets}): 256
   * buckets, a few keys each in samples of a few hundred to a few thousand keys spread evenly.
   */
  private static final int BUCKET_BITS = 8;

  private final byte[][] keys;
  /**
   * Bytes 0 to 7 of each key as a number, big-endian, zero past its end ({@link #word}), with its
   * sign bit flipped so that signed order is their unsigned order: what most search steps read,
   * eight keys to a cache line.
   */
  private final long[] heads;
  /** Bytes 8 to 15 and 16 to 23 of each key, likewise, side by side ({@code 2 i}, {@code 2 i + 1}). */
  private final long[] tails;
  /**
   * For each key after the first, three numbers side by side ({@code 3 i} to {@code 3 i + 2}), so
   * that an interpolation reads one cache line or two rather than three: the first byte where it
   * and the key before differ (or -1), the key before's word there and its own.
   */
  private final double[] pairs;
  /**
   * The first index whose head's distance from the lowest head, shifted right by
   * {@link #bucketShift}, is at least {@code b}, for each bucket {@code b} and one past the last:
   * a search starts among the few keys of the asked head's bucket instead of among all of them,
   * so it takes two or three steps where a binary search of all took nine to eleven. Exact
   * whatever the keys: a bucket holding most keys only makes its searches as long as before.
   */
  private final int[] buckets = new int[(1 << BUCKET_BITS) + 1];
  /** The shift that maps the span of the heads onto the buckets. */
  private int bucketShift;
  private int size;

  /** An empty sample with room for {@code capacity} keys. */
  SampleRanks(int capacity) {
    keys = new byte[capacity][];
    heads = new long[capacity];
    tails = new long[2 * capacity];
    pairs = new double[3 * capacity];
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
    ranks.index();
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
    System.arraycopy(heads, at, heads, at + 1, moved);
    System.arraycopy(tails, 2 * at, tails, 2 * at + 2, 2 * moved);
    System.arraycopy(pairs, 3 * at, pairs, 3 * at + 3, 3 * moved);
    keys[at] = key;
    describe(at);
    size++;
    if (at > 0) {
      pair(at);
    }
    if (at + 1 < size) {
      pair(at + 1);
    }
    long highestBucket = (heads[size - 1] - heads[0]) >>> bucketShift;
    if (at == 0 || Long.compareUnsigned(highestBucket, buckets.length - 2) > 0) {
      index();
    } else {
      // The lowest head and the shift stand: every bucket after the key's starts one index later
      // (past the end, for a new highest key), the others where they did.
      for (int b = bucketOf(heads[at]) + 1; b < buckets.length; b++) {
        buckets[b]++;
      }
    }
  }

  /** Keeps only the keys {@code kept} holds (the same arrays), in their order. */
  void retain(Set<byte[]> kept) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (kept.contains(keys[i])) {
        keys[n] = keys[i];
        heads[n] = heads[i];
        tails[2 * n] = tails[2 * i];
        tails[2 * n + 1] = tails[2 * i + 1];
        n++;
      }
    }
    Arrays.fill(keys, n, size, null);
    size = n;
    for (int i = 1; i < n; i++) {
      pair(i);
    }
    index();
  }

  /** Sets the buckets from the heads: the shift that spreads their span over them, then their starts. */
  private void index() {
    if (size == 0) {
      bucketShift = 0;
      Arrays.fill(buckets, 0);
      return;
    }
    long span = heads[size - 1] - heads[0];
    bucketShift = Math.max(0, 64 - Long.numberOfLeadingZeros(span) - BUCKET_BITS);
    int i = 0;
    for (int b = 0; b < buckets.length; b++) {
      while (i < size && bucketOf(heads[i]) < b) {
        i++;
      }
      buckets[b] = i;
    }
  }

  /** The bucket of a head from the lowest to the highest: its distance from the lowest, shifted. */
  private int bucketOf(long head) {
    return (int) ((head - heads[0]) >>> bucketShift);
  }

  /** How many keys sort below {@code key} ({@link #below(Probe)}). */
  int below(byte[] key) {
    return below(new Probe().set(key));
  }

  /**
   * How many keys sort below {@code key}. First how many keys' first eight bytes sort below the
   * key's ({@link #headsBelow}); keys whose first eight bytes equal the key's are then searched by
   * their 24 bytes and, when those tie too, whole ({@link #belowAmongTies}).
   */
  int below(Probe key) {
    if (size == 0) {
      return 0;
    }
    long head = key.head;
    int low = headsBelow(head);
    return low < size && heads[low] == head && !key.firstOfTies ? belowAmongTies(low, key) : low;
  }

  /**
   * How many keys' first eight bytes sort below {@code head}: none below the lowest, all above the
   * highest, and otherwise those of the buckets before its own and those of its own below it,
   * found by a binary search whose steps choose by a conditional move rather than a jump, so that
   * none is mispredicted (about half would be: the next half is as likely to be either).
   */
  private int headsBelow(long head) {
    if (head <= heads[0]) {
      return 0;
    }
    if (head > heads[size - 1]) {
      return size;
    }
    int bucket = bucketOf(head);
    int base = buckets[bucket];
    int n = buckets[bucket + 1] - base;
    while (n > 1) {
      int half = n >>> 1;
      base = halve(heads, base, half, head);
      n -= half;
    }
    return n == 1 && heads[base] < head ? base + 1 : base;
  }

  /**
   * What {@link #below(Probe)} finds for {@code from} and {@code to} in two samples, into
   * {@code out}: {@code x}'s for each, then {@code y}'s; a null sample is searched as an empty one.
   */
  static void belowBoth(SampleRanks x, SampleRanks y, Probe from, Probe to, int[] out) {
    out[0] = x == null ? 0 : x.below(from);
    out[1] = x == null ? 0 : x.below(to);
    out[2] = y == null ? 0 : y.below(from);
    out[3] = y == null ? 0 : y.below(to);
  }

  /**
   * One step of a search of the first eight bytes: of the {@code half} keys from {@code base}, the
   * last sorts below {@code head} or not, and the search goes on past them or among them; written
   * as a choice of value, which the compiler makes a conditional move rather than a jump.
   */
  private static int halve(long[] heads, int base, int half, long head) {
    return heads[base + half - 1] < head ? base + half : base;
  }

  /**
   * How many keys sort below {@code key}, of which {@code low} sort below it by their first eight
   * bytes and key {@code low} ties with it there: finds the end of the keys that tie, then
   * searches those by their next 16 bytes and, when those tie too, whole. Both searches choose
   * their steps by conditional moves, as {@link #below(Probe)} does.
   */
  private int belowAmongTies(int low, Probe key) {
    long head = key.head;
    int high = head == Long.MAX_VALUE ? size : headsBelow(head + 1);
    int base = low;
    int n = high - low;
    while (n > 1) {
      int half = n >>> 1;
      base = tiedBelow(base + half - 1, key) ? base + half : base;
      n -= half;
    }
    return tiedBelow(base, key) ? base + 1 : base;
  }

  /** Whether key {@code i}, whose first eight bytes tie with {@code key}'s, sorts below it. */
  private boolean tiedBelow(int i, Probe key) {
    // The words are stored with their sign bit flipped, so that signed order is unsigned order.
    long b = tails[2 * i];
    long c = tails[2 * i + 1];
    if (b == key.next && c == key.third) {
      return Arrays.compareUnsigned(keys[i], key.key) < 0;
    }
    return b < key.next | b == key.next & c < key.third;
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
    int from = (int) pairs[3 * i];
    if (from < 0) {
      return 1;
    }
    double a = pairs[3 * i + 1];
    double b = pairs[3 * i + 2];
    if (b <= a) {
      return 1;
    }
    double x = unsigned(key.word(from));
    return Math.max(0, Math.min(1, (x - a) / (b - a)));
  }

  private void describe(int i) {
    heads[i] = word(keys[i], 0) ^ Long.MIN_VALUE;
    tails[2 * i] = word(keys[i], 8) ^ Long.MIN_VALUE;
    tails[2 * i + 1] = word(keys[i], 16) ^ Long.MIN_VALUE;
  }

  private void pair(int i) {
    byte[] low = keys[i - 1];
    byte[] high = keys[i];
    int from = Arrays.mismatch(low, high);
    pairs[3 * i] = from;
    if (from >= 0) {
      pairs[3 * i + 1] = unsigned(word(low, from));
      pairs[3 * i + 2] = unsigned(word(high, from));
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
    /**
     * Whether no key whose first eight bytes tie with this one's sorts below it: so when it is
     * empty, or of at most eight bytes the last of which is not zero. Such a key is a prefix of
     * every key it ties with, since a shorter key could tie only with zeros past its end.
     */
    private boolean firstOfTies;
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
      this.firstOfTies = key.length == 0 || key.length <= 8 && key[key.length - 1] != 0;
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
