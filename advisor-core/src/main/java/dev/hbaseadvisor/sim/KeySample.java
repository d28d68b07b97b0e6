package dev.hbaseadvisor.sim;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A bounded sample of the keys written to one memstore, weighted by bytes: each kept key stands
 * for the same number of bytes (the stride), so a flush leaves a store file whose sorted sample
 * gives its rows' byte quantiles ({@link StoreFile}, {@link MidKey}) without storing every key.
 *
 * <p>Stratified sampling with doubling: the region's byte stream is cut into strata of
 * {@code stride} bytes, and one random byte position is chosen in each; the key whose cell bytes
 * cover that position is kept. When the sample is full, adjacent pairs are merged by keeping one
 * of each at random and the stride doubles. Cost per write: one addition and one comparison;
 * memory: {@code capacity} keys, allocated when the first key is kept, so that a table of a million
 * pre-split regions that few writes reach holds a million empty samples of a few dozen bytes each
 * (docs/limits.md).
 *
 * <p>The kept keys are held as runs of copies of one key ({@link #runKeys}) until a read first asks
 * for the sorted view, then one entry each: in a sampled replay a memstore holds a few replayed rows,
 * each covering many strata, so its sample is a few runs, and a write, a halving or a flush works
 * on its runs rather than on every copy. The keys kept and the draws made are the same either way.
 */
final class KeySample {

  private static final byte[][] NONE = new byte[0][];
  private static final int[] NO_PLACES = new int[0];

  /**
   * The most bytes of keys a sample holds before it halves, as it does when it holds
   * {@code capacity} keys: 128 keys of up to 2 KiB on average fit, and a sample of longer keys
   * keeps fewer, so that a sample of 32,767-byte keys holds 256 KiB rather than 4 MiB
   * (docs/limits.md).
   */
  static final long MAX_SAMPLE_BYTES = 256 * 1024;

  private final int capacity;
  /** The bytes of the kept keys, a key kept for several strata counted once for each. */
  private int keptBytes;
  /**
   * Whether the kept keys are held as runs ({@link #runKeys}, {@link #runCounts},
   * {@link #runLengths}) rather than in {@link #keys}: until {@link #ranks} makes the sorted view.
   */
  private boolean asRuns;
  /** The key of each run of copies of one key, in the order they joined; adjacent runs differ. */
  private byte[][] runKeys = NONE;
  /** The copies in each run. */
  private int[] runCounts = NO_PLACES;
  /** The length of each run's key. */
  private int[] runLengths = NO_PLACES;
  private int runCount;
  /** The kept keys in the order they joined, one entry each, once not held as runs; else empty. */
  private byte[][] keys = NONE;
  private int size;
  /**
   * Room for where each key's place goes when the sample halves ({@link SampleRanks#retain});
   * empty until the first key is kept.
   */
  private int[] places = NO_PLACES;
  /**
   * The length of each kept key, beside them, so that halving sums the kept bytes without reading
   * every key; empty until the first key is kept.
   */
  private int[] lengths = NO_PLACES;
  /** The kept keys sorted, for {@link #below}; null until a read first asks. */
  private SampleRanks sortedKeys;
  /**
   * Whether a read used the sorted view since a key last joined it: when none did, the next key
   * to join drops the view instead, and the next read sorts again. A memstore that many writes
   * reach between reads then sorts once per read rather than searching and shifting once per key.
   * The view is the same either way: equal keys are the same bytes.
   */
  private boolean viewRead;
  /** The key joining the sorted view, prepared for its search: one probe, not one per key. */
  private SampleRanks.Probe joining;
  private long stride;
  /** Bytes offered since the current stratum began. */
  private long position;
  /** The offset within the current stratum whose covering key is kept. */
  private long pick;

  /** Where the arrays come from when the first key is kept, and go back to after a flush; or null. */
  private final Spares spares;

  KeySample(int capacity, long stride, RandomGenerator random) {
    this(capacity, stride, random, null);
  }

  /**
   * A sample that takes its arrays from {@code spares} when it keeps its first key, rather than
   * allocating them (the same arrays either way: their contents are written before they are read).
   */
  KeySample(int capacity, long stride, RandomGenerator random, Spares spares) {
    this(capacity, stride, random, spares, true);
  }

  /**
   * A sample holding its keys as runs until a read asks for the sorted view when {@code asRuns},
   * else one entry each from the start (what it keeps and draws is the same either way).
   */
  KeySample(int capacity, long stride, RandomGenerator random, Spares spares, boolean asRuns) {
    this.asRuns = asRuns;
    if (capacity < 2 || (capacity & 1) != 0) {
      throw new IllegalArgumentException("sample capacity must be even and at least 2");
    }
    this.capacity = capacity;
    this.stride = Math.max(1, stride);
    this.pick = pickIn(random);
    this.spares = spares;
  }

  /**
   * Arrays of flushed samples, for the next sample to keep a key: a busy table flushes a memstore
   * for every few replayed rows in a long sampled replay, and each new sample would otherwise
   * allocate (and the collector clear) three arrays of {@code capacity}. Holds a few sets, so a
   * region keeps arrays only while its memstore holds keys (docs/limits.md).
   */
  static final class Spares {

    /** Sets of {@link #keys}, {@link #places} and {@link #lengths}. */
    private final ArraySets entries = new ArraySets();
    /** Sets of {@link #runKeys}, {@link #runCounts} and {@link #runLengths}. */
    private final ArraySets runs = new ArraySets();
  }

  /** A few sets of a key array and two int arrays, given by flushed samples for new ones to take. */
  private static final class ArraySets {

    private static final int MOST = 8;
    private final byte[][][] keys = new byte[MOST][][];
    private final int[][] first = new int[MOST][];
    private final int[][] second = new int[MOST][];
    private int count;

    boolean hasRoom() {
      return count < MOST;
    }

    boolean isEmpty() {
      return count == 0;
    }

    /** Keeps a set, its keys cleared; only when there is room. */
    void give(byte[][] setKeys, int[] setFirst, int[] setSecond) {
      keys[count] = setKeys;
      first[count] = setFirst;
      second[count++] = setSecond;
    }

    /** The last set given's arrays, until {@link #drop}; only when not empty. */
    byte[][] keys() {
      return keys[count - 1];
    }

    int[] first() {
      return first[count - 1];
    }

    int[] second() {
      return second[count - 1];
    }

    /** Lets go of the last set given, taken by a sample. */
    void drop() {
      count--;
      keys[count] = null;
      first[count] = null;
      second[count] = null;
    }
  }

  /** The runs a sample first makes room for: a few replayed rows. */
  private static final int FIRST_RUNS = 8;

  /**
   * Gives its arrays to its spares, emptied of keys, when it has any and there is room: the sample
   * must not be used after (its memstore was flushed and a new sample replaces it).
   */
  void recycle() {
    releaseRuns();
    if (spares == null || keys.length == 0 || !spares.entries.hasRoom()) {
      return;
    }
    Arrays.fill(keys, 0, size, null);
    spares.entries.give(keys, places, lengths);
    keys = NONE;
    places = NO_PLACES;
    lengths = NO_PLACES;
    size = 0;
    sortedKeys = null;
  }

  /** Offers the key of one write of {@code bytes} bytes. */
  void offer(byte[] key, int length, long bytes, RandomGenerator random) {
    if (size == 0 && position + bytes > stride * capacity) {
      // A write covering more strata than an empty sample holds (a replayed row standing for many)
      // would fill it with its own key and halve it again and again: the stride it would end at is
      // taken at once, a stratum starting with the write.
      while (position + bytes > stride * capacity) {
        stride *= 2;
      }
      pick = pickIn(random);
    }
    long end = position + bytes;
    // A write longer than the stride covers the picks of several strata and is kept once for
    // each: one copy of its key serves them all (kept keys are never changed), and they join the
    // sorted view together.
    byte[] kept = null;
    while (end > pick) {
      if (size == capacity || size >= 2 && keptBytes + length > MAX_SAMPLE_BYTES) {
        halve(random);
        end = position + bytes;
        if (end <= pick) {
          break;
        }
      }
      if (kept == null) {
        kept = Arrays.copyOf(key, length);
        if (asRuns) {
          if (runKeys.length == 0) {
            takeRunArrays();
          }
        } else {
          takeEntryArrays();
        }
      }
      int first = size;
      do {
        append(kept, length, 1);
        // The next stratum starts where this one ends.
        long stratumEnd = (pick / stride + 1) * stride;
        // The strata that end at or before the write's end keep its key whatever their picks are:
        // they are kept at once and their draws passed over, a write standing for many rows
        // covering a run of them (the draws and the keys are those of one stratum at a time; a
        // pick below a power-of-two stride is one draw, none for a stride of 1).
        long whole = end - stratumEnd >= stride && (stride & (stride - 1)) == 0
            && SkippingRandom.oneStepDraws(random)
            ? Math.min((end - stratumEnd) / stride, capacity - size) : 0;
        if (whole > 0) {
          append(kept, length, (int) whole);
          SkippingRandom.skip(random, stride == 1 ? 0 : whole);
          stratumEnd += whole * stride;
        }
        pick = stratumEnd + pickIn(random);
      } while (end > pick && size < capacity);
      if (sortedKeys != null && !viewRead) {
        sortedKeys = null;
      } else if (sortedKeys != null) {
        viewRead = false;
        if (joining == null) {
          joining = new SampleRanks.Probe();
        }
        sortedKeys.insert(sortedKeys.below(joining.set(kept)), kept, first, size - first);
      }
    }
    position = end;
    if (position >= stride && pick >= stride) {
      long strata = Math.min(position, pick) / stride;
      position -= strata * stride;
      pick -= strata * stride;
    }
  }

  /** Keeps {@code copies} more copies of {@code key}, of {@code length} bytes, after the kept keys. */
  private void append(byte[] key, int length, int copies) {
    if (asRuns) {
      if (runCount > 0 && runKeys[runCount - 1] == key) {
        runCounts[runCount - 1] += copies;
      } else {
        addRun(key, length, copies);
      }
    } else if (copies == 1) {
      lengths[size] = length;
      keys[size] = key;
    } else {
      copiesOf(key, size, size + copies);
      Arrays.fill(lengths, size, size + copies, length);
    }
    size += copies;
    keptBytes += copies * length;
  }

  /** Adds a run after the others, making room when there is none. */
  private void addRun(byte[] key, int length, int copies) {
    if (runCount == runKeys.length) {
      int room = Math.max(FIRST_RUNS, runCount * 2);
      runKeys = Arrays.copyOf(runKeys, room);
      runCounts = Arrays.copyOf(runCounts, room);
      runLengths = Arrays.copyOf(runLengths, room);
    }
    runKeys[runCount] = key;
    runCounts[runCount] = copies;
    runLengths[runCount++] = length;
  }

  /** Gives its run arrays to its spares when there is room, and holds no runs after. */
  private void releaseRuns() {
    if (spares != null && runKeys.length > 0 && spares.runs.hasRoom()) {
      Arrays.fill(runKeys, 0, runCount, null);
      spares.runs.give(runKeys, runCounts, runLengths);
    }
    runKeys = NONE;
    runCounts = NO_PLACES;
    runLengths = NO_PLACES;
    runCount = 0;
  }

  /** Makes room for {@code capacity} entries, from the spares when they have a set, unless there is. */
  private void takeEntryArrays() {
    if (keys.length > 0) {
      return;
    }
    if (spares != null && !spares.entries.isEmpty()) {
      keys = spares.entries.keys();
      places = spares.entries.first();
      lengths = spares.entries.second();
      spares.entries.drop();
    } else {
      keys = new byte[capacity][];
      places = new int[capacity];
      lengths = new int[capacity];
    }
  }

  /** Takes run arrays from the spares, or leaves them to {@link #addRun} to make. */
  private void takeRunArrays() {
    if (spares != null && !spares.runs.isEmpty()) {
      runKeys = spares.runs.keys();
      runCounts = spares.runs.first();
      runLengths = spares.runs.second();
      spares.runs.drop();
    }
  }

  /**
   * Puts {@code key} in {@code keys[from, to)} by copying the copies made so far: the copies are
   * block moves, not one stored reference (and one garbage collector's write barrier) each.
   */
  private void copiesOf(byte[] key, int from, int to) {
    keys[from] = key;
    for (int made = 1; from + made < to; made *= 2) {
      System.arraycopy(keys, from, keys, from + made, Math.min(made, to - from - made));
    }
  }

  private long pickIn(RandomGenerator random) {
    return stride == 1 ? 0 : random.nextLong(stride);
  }

  /**
   * Merges adjacent pairs (one kept at random) and doubles the stride; restarts the stratum. The
   * sorted view keeps the kept keys in their order rather than sorting again.
   */
  private void halve(RandomGenerator random) {
    if (asRuns) {
      halveRuns(random);
      return;
    }
    // Where each key's place goes (-1: dropped), for the sorted view to follow.
    Arrays.fill(places, 0, size, -1);
    int kept = 0;
    // A pair of one key kept twice (a write covering two strata) keeps it whichever is drawn: with
    // no sorted view to follow the places, its draw is passed over rather than made.
    boolean pass = sortedKeys == null && SkippingRandom.oneStepDraws(random);
    long passed = 0;
    for (int i = 0; i + 1 < size; i += 2) {
      int chosen;
      if (pass && keys[i] == keys[i + 1]) {
        passed++;
        chosen = i;
      } else {
        if (passed > 0) {
          SkippingRandom.skip(random, passed);
          passed = 0;
        }
        chosen = i + (random.nextBoolean() ? 1 : 0);
      }
      places[chosen] = kept;
      lengths[kept] = lengths[chosen];
      keys[kept++] = keys[chosen];
    }
    if ((size & 1) == 1) {
      places[size - 1] = kept;
      lengths[kept] = lengths[size - 1];
      keys[kept++] = keys[size - 1];
    }
    SkippingRandom.skip(random, passed);
    Arrays.fill(keys, kept, size, null);
    size = kept;
    keptBytes = 0;
    for (int i = 0; i < size; i++) {
      keptBytes += lengths[i];
    }
    if (sortedKeys != null) {
      sortedKeys.retain(places);
    }
    stride *= 2;
    position = 0;
    pick = pickIn(random);
  }

  /**
   * {@link #halve} of a sample held as runs: the pairs within a run keep its key whichever is
   * drawn, so their draws are passed over together (made one by one for a generator that cannot
   * skip them, as {@link #halve} makes them); a pair across two runs draws which it keeps. The
   * runs are those the same halving of one entry per key gives.
   */
  private void halveRuns(RandomGenerator random) {
    boolean pass = SkippingRandom.oneStepDraws(random);
    long passed = 0;
    byte[][] oldKeys = runKeys;
    int[] oldCounts = runCounts;
    int[] oldLengths = runLengths;
    int oldRuns = runCount;
    runKeys = new byte[Math.max(FIRST_RUNS, oldRuns)][];
    runCounts = new int[runKeys.length];
    runLengths = new int[runKeys.length];
    runCount = 0;
    int rows = size;
    size = 0;
    keptBytes = 0;
    int start = 0;
    for (int j = 0; j < oldRuns; j++) {
      int end = start + oldCounts[j];
      // The first pair starting in this run, and the pairs wholly within it.
      int first = (start & 1) == 0 ? start : start + 1;
      int within = first < end ? (end - first) / 2 : 0;
      if (within > 0) {
        if (pass) {
          passed += within;
        } else {
          for (int i = 0; i < within; i++) {
            random.nextBoolean();
          }
        }
        append(oldKeys[j], oldLengths[j], within);
      }
      if (first + 2 * within < end) {
        // The run's last copy: paired with the next run's first, or the odd one at the end.
        if (end < rows) {
          if (passed > 0) {
            SkippingRandom.skip(random, passed);
            passed = 0;
          }
          int chosen = random.nextBoolean() ? j + 1 : j;
          append(oldKeys[chosen], oldLengths[chosen], 1);
        } else {
          append(oldKeys[j], oldLengths[j], 1);
        }
      }
      start = end;
    }
    SkippingRandom.skip(random, passed);
    stride *= 2;
    position = 0;
    pick = pickIn(random);
  }

  /**
   * Holds the kept keys one entry each from now on, as the sorted view needs (its places are
   * those of the entries).
   */
  private void expand() {
    if (!asRuns) {
      return;
    }
    asRuns = false;
    if (size > 0) {
      takeEntryArrays();
      laidOut(keys, lengths);
    }
    releaseRuns();
  }

  /** Writes each run's copies, in order, into {@code into} and their lengths into {@code lengthsInto}. */
  private void laidOut(byte[][] into, int[] lengthsInto) {
    int at = 0;
    for (int j = 0; j < runCount; j++) {
      int to = at + runCounts[j];
      Arrays.fill(into, at, to, runKeys[j]);
      if (lengthsInto != null) {
        Arrays.fill(lengthsInto, at, to, runLengths[j]);
      }
      at = to;
    }
  }

  /** The kept keys in the order they joined (a copy). */
  byte[][] joined() {
    if (asRuns) {
      byte[][] joined = new byte[size][];
      laidOut(joined, null);
      return joined;
    }
    return Arrays.copyOf(keys, size);
  }

  /** The most keys it keeps before it halves. */
  int capacity() {
    return capacity;
  }

  /** The bytes each kept key stands for. */
  long stride() {
    return stride;
  }

  /** The number of keys kept. */
  int size() {
    return size;
  }

  /** The bytes of the kept keys, a key kept for several strata counted once for each. */
  long keyBytes() {
    return keptBytes;
  }

  /**
   * The kept keys, sorted (a copy): those of the sorted view when reads made one, else sorted
   * (equal keys are the same bytes, so either gives the same array).
   */
  byte[][] sorted() {
    return runs().rows();
  }

  /**
   * The kept keys, sorted, as runs of copies of one key: what a flush writes
   * ({@link StoreFile#flushed}). Those of the sorted view when reads made one, else the runs
   * sorted ({@link SampleRuns#sorted}): either way the rows are those of a stable sort.
   */
  SampleRuns runs() {
    if (sortedKeys != null) {
      return SampleRuns.ofRows(sortedKeys.keys(), sortedKeys.size());
    }
    if (asRuns) {
      return SampleRuns.sorted(runKeys, runCounts, runCount);
    }
    // One entry each: their runs of copies (a write covering several strata), in the order they joined.
    byte[][] heads = new byte[size][];
    int[] counts = new int[size];
    int runs = 0;
    for (int i = 0; i < size; runs++) {
      int end = runEnd(i);
      heads[runs] = keys[i];
      counts[runs] = end - i;
      i = end;
    }
    return SampleRuns.sorted(heads, counts, runs);
  }

  /**
   * Where the run of copies of {@code keys[i]} ends: a gallop then a binary search. The copies of
   * one key are together: one write keeps them for consecutive strata, and halving keeps the
   * order.
   */
  private int runEnd(int i) {
    byte[] head = keys[i];
    int low = i;
    int high = i + 1;
    for (int gap = 2; high < size && keys[high] == head; gap *= 2) {
      low = high;
      high = Math.min(size, i + gap);
    }
    // keys[low] is a copy; keys[high] is not, or high is the end.
    while (high - low > 1) {
      int mid = (low + high) >>> 1;
      if (keys[mid] == head) {
        low = mid;
      } else {
        high = mid;
      }
    }
    return high;
  }

  /**
   * How many kept keys sort below {@code key}: a search of the sorted view, which is kept current
   * as keys join (one shift rather than a new sort) and sorted again only after the sample halves.
   */
  int below(byte[] key) {
    return ranks().below(key);
  }

  /**
   * The kept keys in {@code [start, stop)}, interpolated between kept keys ({@link SampleRanks}),
   * or from {@code start} to the end when {@code toEnd}; {@code startBelow} and {@code stopBelow}
   * kept keys sort below either end ({@link #ranks}).
   */
  double estimateIn(int startBelow, SampleRanks.Probe start, int stopBelow, SampleRanks.Probe stop,
      boolean toEnd) {
    SampleRanks ranks = ranks();
    double to = toEnd ? size : ranks.rank(stopBelow, stop);
    return Math.max(0, to - ranks.rank(startBelow, start));
  }

  /** The kept keys, sorted, as reads search them: made when first asked, then kept current. */
  SampleRanks ranks() {
    if (sortedKeys == null) {
      expand();
      sortedKeys = SampleRanks.ofJoined(keys, size, capacity);
    }
    viewRead = true;
    return sortedKeys;
  }
}
