package dev.hbaseadvisor.sim;

import java.util.Arrays;

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
 * beside the keys, in one array: the start of each of 256 buckets of the keys' first eight bytes
 * (a search begins in its own bucket), then a record of eight numbers per key: its first eight
 * bytes as a number (what most search steps read), its next 16 as two more (read on a tie; whole
 * keys are compared only when all three tie), the byte where it and the key before part and their
 * words there (an interpolation reads only the asked key), and for a weighted sample the weight of
 * the key before and of all keys below that. A range end that a search finds at a key then reads
 * everything else it needs from that key's record, and the sample's arrays are one array, with one
 * header, where they were five: a read touches a region's samples once in a while, so most of the
 * cost of an end is in the cache lines it brings in. The ranks are those of a plain count and the
 * interpolation over the keys themselves, to the bit.
 */
final class SampleRanks {

  /**
   * Bits of a head's distance from the lowest that choose its bucket: 256 buckets, a few keys
   * each in samples of a few hundred to a few thousand keys spread evenly.
   */
  private static final int BUCKET_BITS = 8;

  /**
   * The entries at the start of {@link #table} that hold, for each bucket {@code b} and one past
   * the last, the first index whose head's distance from the lowest head, shifted right by
   * {@link #bucketShift}, is at least {@code b}: a search starts among the few keys of the asked
   * head's bucket instead of among all of them, so it takes two or three steps where a binary
   * search of all took nine to eleven. Exact whatever the keys: a bucket holding most keys only
   * makes its searches as long as before.
   */
  private static final int BUCKETS = (1 << BUCKET_BITS) + 1;
  /** The numbers in a key's record. */
  private static final int STRIDE = 8;
  /**
   * Bytes 0 to 7 of the key as a number, big-endian, zero past its end ({@link KeyWords#word}), with its
   * sign bit flipped so that signed order is their unsigned order.
   */
  private static final int HEAD = 0;
  /** Bytes 8 to 15 of the key, likewise. */
  private static final int NEXT = 1;
  /** Bytes 16 to 23 of the key, likewise. */
  private static final int THIRD = 2;
  /** The first byte where the key and the one before differ, or -1 (none for the first key). */
  private static final int PARTING = 3;
  /** The key before's word from {@link #PARTING} on, as an unsigned number (a double's bits). */
  private static final int LOW_WORD = 4;
  /** The key's own word from {@link #PARTING} on, likewise. */
  private static final int HIGH_WORD = 5;
  /** For a weighted sample: the weight of every key below the key before (a double's bits). */
  private static final int WEIGHT_BELOW_BEFORE = 6;
  /**
   * For a sample that grows key by key beside a list of its keys in the order they joined (a
   * memstore's, {@link KeySample}), the key's place in that list: what {@link #retain} keeps by,
   * so that thinning needs no set of the kept keys. The slot a weighted sample's
   * {@link #WEIGHT_BELOW_BEFORE} uses; no sample is both.
   */
  private static final int PLACE = 6;
  /** For a weighted sample: the weight of the key before (a double's bits). */
  private static final int WEIGHT_BEFORE = 7;
  /**
   * Until a weighted sample's weights are written ({@link #weighted}), and always in other
   * samples: the key's length, so that where two keys part can be read from their records
   * ({@link #pair}). The slot {@link #WEIGHT_BEFORE} uses.
   */
  private static final int LENGTH = 7;
  /** The bytes of a key its record holds: {@link #HEAD}, {@link #NEXT} and {@link #THIRD}. */
  private static final int RECORDED_BYTES = 24;

  /** A sample of no key, shared: nothing changes a sample made with no room. */
  static final SampleRanks EMPTY = new SampleRanks(0);

  private final byte[][] keys;
  /** The {@link #BUCKETS}, then one record of {@link #STRIDE} numbers per key ({@link #record}). */
  private final long[] table;
  /** The shift that maps the span of the heads onto the buckets. */
  private int bucketShift;
  /**
   * The lowest and highest keys' heads, also in their records: kept beside the sample's other
   * fields, so that a search that starts by checking them brings in no line of the table for it.
   */
  private long lowestHead;
  private long highestHead;
  private int size;
  /** The sum of a weighted sample's weights. */
  private double totalWeight;

  /** An empty sample with room for {@code capacity} keys. */
  SampleRanks(int capacity) {
    keys = new byte[capacity][];
    table = new long[BUCKETS + STRIDE * capacity];
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

  /** {@link #of(byte[][], int)} with a weight per key, for {@link #weightBelow}. */
  static SampleRanks weighted(byte[][] sorted, double[] weights, int count) {
    SampleRanks ranks = of(sorted, count, count);
    double below = 0;
    for (int i = 0; i < count; i++) {
      if (i + 1 < count) {
        int r = record(i + 1);
        ranks.table[r + WEIGHT_BELOW_BEFORE] = Double.doubleToRawLongBits(below);
        ranks.table[r + WEIGHT_BEFORE] = Double.doubleToRawLongBits(weights[i]);
      }
      below = below + weights[i];
    }
    ranks.totalWeight = below;
    return ranks;
  }

  /** The sum of the weights. */
  double totalWeight() {
    return totalWeight;
  }

  /**
   * The weight below {@code key}, of whose keys {@code low} sort below it: that of every key
   * below it, the one just below counted in the part of the way to the next that {@code key}
   * lies ({@link #fraction}).
   */
  double weightBelow(int low, Probe key) {
    if (low == 0) {
      return 0;
    }
    if (low >= size) {
      return totalWeight;
    }
    int r = record(low);
    return Double.longBitsToDouble(table[r + WEIGHT_BELOW_BEFORE])
        + Double.longBitsToDouble(table[r + WEIGHT_BEFORE]) * fraction(low, key);
  }

  /** The keys, in order (a copy). */
  byte[][] keys() {
    return Arrays.copyOf(keys, size);
  }

  /** The number of keys. */
  int size() {
    return size;
  }

  /**
   * The first {@code count} of {@code joined}, sorted (keys that are equal stay in the order they
   * joined), each with its place in {@code joined} for {@link #retain}, and room for
   * {@code capacity} keys.
   */
  static SampleRanks ofJoined(byte[][] joined, int count, int capacity) {
    int[] order = KeyWords.sortingOrder(joined, count);
    byte[][] sorted = new byte[count][];
    for (int i = 0; i < count; i++) {
      sorted[i] = joined[order[i]];
    }
    SampleRanks ranks = of(sorted, count, capacity);
    for (int i = 0; i < count; i++) {
      ranks.table[record(i) + PLACE] = order[i];
    }
    return ranks;
  }

  /**
   * Inserts {@code count} entries of one key at {@code at}, where it sorts, that joined at
   * {@code firstPlace} and the places after it ({@link #PLACE}); room must be left for them. They
   * stand as if inserted one by one at {@code at}: the last to join first.
   */
  void insert(int at, byte[] key, int firstPlace, int count) {
    int moved = size - at;
    System.arraycopy(keys, at, keys, at + count, moved);
    System.arraycopy(table, record(at), table, record(at + count), STRIDE * moved);
    for (int j = 0; j < count; j++) {
      keys[at + j] = key;
      if (j == 0) {
        describe(at);
      } else {
        System.arraycopy(table, record(at), table, record(at + j), STRIDE);
      }
      table[record(at + j) + PLACE] = firstPlace + count - 1 - j;
    }
    size += count;
    lowestHead = head(0);
    highestHead = head(size - 1);
    for (int i = Math.max(1, at); i <= at + count && i < size; i++) {
      pair(i);
    }
    long highestBucket = (highestHead - lowestHead) >>> bucketShift;
    if (at == 0 || Long.compareUnsigned(highestBucket, BUCKETS - 2) > 0) {
      index();
    } else {
      // The lowest head and the shift stand: every bucket after the key's starts that many
      // indexes later (past the end, for a new highest key), the others where they did.
      for (int b = bucketOf(head(at)) + 1; b < BUCKETS; b++) {
        table[b] += count;
      }
    }
  }

  /**
   * Keeps the keys whose place ({@link #PLACE}) {@code places} maps to one at or above zero, in
   * their order, each with that new place; the others go.
   */
  void retain(int[] places) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      int place = places[(int) table[record(i) + PLACE]];
      if (place >= 0) {
        keys[n] = keys[i];
        System.arraycopy(table, record(i), table, record(n), STRIDE);
        table[record(n) + PLACE] = place;
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
      lowestHead = highestHead = 0;
      Arrays.fill(table, 0, BUCKETS, 0);
      return;
    }
    lowestHead = head(0);
    highestHead = head(size - 1);
    long span = highestHead - lowestHead;
    bucketShift = Math.max(0, 64 - Long.numberOfLeadingZeros(span) - BUCKET_BITS);
    int i = 0;
    for (int b = 0; b < BUCKETS; b++) {
      while (i < size && bucketOf(head(i)) < b) {
        i++;
      }
      table[b] = i;
    }
  }

  /** The bucket of a head from the lowest to the highest: its distance from the lowest, shifted. */
  private int bucketOf(long head) {
    return (int) ((head - lowestHead) >>> bucketShift);
  }

  /** Where key {@code i}'s record begins in the table. */
  private static int record(int i) {
    return BUCKETS + STRIDE * i;
  }

  /** Key {@code i}'s first eight bytes as the record keeps them. */
  private long head(int i) {
    return table[record(i) + HEAD];
  }

  /** How many keys sort below {@code key} ({@link #below(Probe)}). */
  int below(byte[] key) {
    return below(new Probe().set(key));
  }

  /**
   * How many keys sort below {@code key}. First how many keys' first eight bytes sort below the
   * key's ({@link #headsBelow}); the keys whose first eight bytes equal the key's (up to
   * {@link #tiesEnd}) are then searched by their 24 bytes and, when those tie too, whole
   * ({@link #tiesBelow}).
   */
  int below(Probe key) {
    if (size == 0) {
      return 0;
    }
    long head = key.head;
    int low = headsBelow(head);
    return low < size && head(low) == head && !key.firstOfTies ? tiesBelow(low, tiesEnd(head), key) : low;
  }

  /**
   * How many keys' first eight bytes sort below {@code head}: none below the lowest, all above the
   * highest, and otherwise those of the buckets before its own and those of its own below it,
   * found by a binary search whose steps choose by a conditional move rather than a jump, so that
   * none is mispredicted (about half would be: the next half is as likely to be either).
   */
  private int headsBelow(long head) {
    long[] t = table;
    if (head <= lowestHead) {
      return 0;
    }
    if (head > highestHead) {
      return size;
    }
    int bucket = bucketOf(head);
    int base = (int) t[bucket];
    int n = (int) t[bucket + 1] - base;
    while (n > 1) {
      int half = n >>> 1;
      base = halve(t, base, half, head);
      n -= half;
    }
    return n == 1 && t[record(base) + HEAD] < head ? base + 1 : base;
  }

  /**
   * What {@link #below(Probe)} finds for {@code from} and {@code to} in two samples, into
   * {@code out}: {@code x}'s for each, then {@code y}'s; a null sample is searched as an empty one.
   */
  static void belowBoth(SampleRanks x, SampleRanks y, Probe from, Probe to, int[] out) {
    if (x == null) {
      out[0] = out[1] = 0;
    } else {
      x.belowPair(from, to, out, 0);
    }
    if (y == null) {
      out[2] = out[3] = 0;
    } else {
      y.belowPair(from, to, out, 2);
    }
  }

  /**
   * What {@link #below(Probe)} finds for {@code from} and {@code to}, into {@code out} at
   * {@code at} and the place after. Most ranges' ends share their first eight bytes (a row's
   * prefix over a short stretch of time), and then the keys whose first eight bytes sort below
   * theirs, and those that tie with them, are found once for both.
   */
  private void belowPair(Probe from, Probe to, int[] out, int at) {
    if (size == 0) {
      out[at] = out[at + 1] = 0;
      return;
    }
    long head = from.head;
    if (to.head != head) {
      out[at] = below(from);
      out[at + 1] = below(to);
      return;
    }
    int low = headsBelow(head);
    if (low < size && head(low) == head && !(from.firstOfTies && to.firstOfTies)) {
      int high = tiesEnd(head);
      out[at] = from.firstOfTies ? low : tiesBelow(low, high, from);
      out[at + 1] = to.firstOfTies ? low : tiesBelow(low, high, to);
    } else {
      out[at] = out[at + 1] = low;
    }
  }

  /**
   * One step of a search of the first eight bytes: of the {@code half} keys from {@code base}, the
   * last sorts below {@code head} or not, and the search goes on past them or among them; written
   * as a choice of value, which the compiler makes a conditional move rather than a jump.
   */
  private static int halve(long[] table, int base, int half, long head) {
    return table[record(base + half - 1) + HEAD] < head ? base + half : base;
  }

  /** How many keys' first eight bytes sort at or below {@code head}. */
  private int tiesEnd(long head) {
    return head == Long.MAX_VALUE ? size : headsBelow(head + 1);
  }

  /**
   * How many keys sort below {@code key}, where keys {@code low} to {@code high} are those whose
   * first eight bytes tie with its own: a search of those by their next 16 bytes and, when those
   * tie too, whole, its steps chosen by conditional moves as {@link #below(Probe)}'s are.
   */
  private int tiesBelow(int low, int high, Probe key) {
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
    int r = record(i);
    long b = table[r + NEXT];
    long c = table[r + THIRD];
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
    int r = record(i);
    int from = (int) table[r + PARTING];
    if (from < 0) {
      return 1;
    }
    double a = Double.longBitsToDouble(table[r + LOW_WORD]);
    double b = Double.longBitsToDouble(table[r + HIGH_WORD]);
    if (b <= a) {
      return 1;
    }
    double x = unsigned(key.word(from));
    return Math.max(0, Math.min(1, (x - a) / (b - a)));
  }

  private void describe(int i) {
    int r = record(i);
    byte[] key = keys[i];
    table[r + HEAD] = KeyWords.signedWord(key, 0, key.length);
    table[r + NEXT] = KeyWords.signedWord(key, 8, key.length);
    table[r + THIRD] = KeyWords.signedWord(key, 16, key.length);
    table[r + LENGTH] = key.length;
  }

  /**
   * Sets where key {@code i} and the key before part, and their words there, from the two
   * records when the keys part within their recorded bytes (the keys themselves, which a sample
   * growing key by key has not touched for a while, are then not read), else from the keys: as
   * {@code Arrays.mismatch} and {@link KeyWords#word} find them.
   */
  private void pair(int i) {
    int q = record(i - 1);
    int r = record(i);
    int lowLength = (int) table[q + LENGTH];
    int highLength = (int) table[r + LENGTH];
    int shorter = Math.min(lowLength, highLength);
    int from = -2;
    // HEAD, NEXT and THIRD are the record's first three numbers: bytes 0-7, 8-15 and 16-23.
    for (int w = 0; w < 3; w++) {
      long difference = table[q + w] ^ table[r + w];
      if (difference != 0) {
        // The recorded bytes are the keys' with zeros past their ends: bytes that differ there
        // past the shorter key's end mean the shorter key is a prefix of the other.
        from = Math.min(8 * w + Long.numberOfLeadingZeros(difference) / 8, shorter);
        break;
      }
    }
    if (from == -2) {
      from = shorter > RECORDED_BYTES ? Arrays.mismatch(keys[i - 1], keys[i])
          : lowLength == highLength ? -1 : shorter;
    }
    table[r + PARTING] = from;
    if (from >= 0) {
      table[r + LOW_WORD] = Double.doubleToRawLongBits(unsigned(recordedWord(i - 1, from)));
      table[r + HIGH_WORD] = Double.doubleToRawLongBits(unsigned(recordedWord(i, from)));
    }
  }

  /**
   * Key {@code i}'s eight bytes from {@code from} on ({@link KeyWords#word}): from its record when
   * they lie within the recorded bytes, else from the key.
   */
  private long recordedWord(int i, int from) {
    if (from + 8 > RECORDED_BYTES) {
      return KeyWords.word(keys[i], from, keys[i].length);
    }
    int w = record(i) + from / 8;
    return spliced(table[w] ^ Long.MIN_VALUE, from % 8 == 0 ? 0 : table[w + 1] ^ Long.MIN_VALUE, from);
  }

  /**
   * The eight bytes from {@code from} on of a key whose bytes from {@code from}'s multiple of
   * eight on are the words {@code first} and {@code second}.
   */
  private static long spliced(long first, long second, int from) {
    int shift = (from & 7) * 8;
    return shift == 0 ? first : first << shift | second >>> (64 - shift);
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
      this.head = KeyWords.signedWord(key, 0, key.length);
      this.next = KeyWords.signedWord(key, 8, key.length);
      this.third = KeyWords.signedWord(key, 16, key.length);
      this.firstOfTies = key.length == 0 || key.length <= 8 && key[key.length - 1] != 0;
      return this;
    }

    /** The key's eight bytes from {@code from} on, as {@link KeyWords#word} reads them. */
    long word(int from) {
      if (from >= 16) {
        return from == 16 ? third ^ Long.MIN_VALUE : KeyWords.word(key, from, key.length);
      }
      return spliced((from < 8 ? head : next) ^ Long.MIN_VALUE, (from < 8 ? next : third) ^ Long.MIN_VALUE, from);
    }
  }
}
