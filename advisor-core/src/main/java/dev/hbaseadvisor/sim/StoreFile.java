package dev.hbaseadvisor.sim;

import java.util.Arrays;
import java.util.List;

/**
 * One simulated HFile of a region: its bytes and a sorted, byte-weighted sample of its rows
 * (every kept row stands for {@code bytes / size()} bytes), written by a flush, rewritten by
 * a compaction, or, after a split, a reference to the half of a parent's file on one side of the
 * split row ({@code io/Reference.java}, {@code HalfStoreFileReader}).
 *
 * <p>The sample is held as runs of copies of one row ({@link SampleRuns}): in a sampled replay
 * a file's sample is mostly copies of a few rows, each replayed row standing for many.
 */
final class StoreFile {

  /** The key of each run of sampled rows, in key order. */
  private final byte[][] keys;
  /** For each run, the number of sampled rows up to and including it. */
  private final int[] ends;
  /** The number of sampled rows. */
  private final int rows;
  /**
   * The bytes of {@link #keys} together, kept rather than summed again by every compaction that
   * takes the file (what {@link #compacted} bounds by {@link KeySample#MAX_SAMPLE_BYTES}).
   */
  private final long keyBytes;
  /** The keys as a split searches them ({@link #countBelow}), made when first asked. */
  private SampleRanks ranks;
  final long bytes;
  /** A split daughter's half of a parent file; the daughter cannot split while it holds one. */
  final boolean reference;
  /**
   * When the file was written, in simulated seconds: what {@code StoreUtils.getLowestTimestamp}
   * compares with the major compaction period.
   */
  double created;
  /** Written by a compaction of all the store's files ({@code HStoreFile.isMajorCompactionResult}). */
  boolean major;
  /** Moved in by a bulk load ({@code HStoreFile.isBulkLoadResult}). */
  boolean bulkLoaded;
  /**
   * The time range of its cells' timestamps, in simulated seconds: what HBase keeps in the file's
   * {@code TIMERANGE} file info ({@code TimeRangeTracker}, {@code HStoreFile.getMinimumTimestamp} and
   * {@code getMaximumTimestamp}). A flush takes its memstore's range, a compaction the range of all
   * it took, a reference its parent file's. Empty (infinity, minus infinity) until set.
   */
  double minTime = Double.POSITIVE_INFINITY;
  /** The newest cell's timestamp, in simulated seconds ({@link #minTime}). */
  double maxTime = Double.NEGATIVE_INFINITY;
  /** Its bytes by when they were written, or null when no family expires ({@link Ages}). */
  Ages ages;
  /**
   * Of its bytes, the garbage a major compaction drops: versions superseded by overwriting puts
   * beyond what the family keeps, deleted cells and delete markers (kept by the simulator's minor
   * compactions; see {@code Simulator}'s garbage accounting).
   */
  long garbage;
  /** {@link #newest()} once asked; its ages are set before the file joins a region and not changed after. */
  private double newest;
  private boolean newestKnown;

  private StoreFile(byte[][] keys, int[] ends, long keyBytes, long bytes, boolean reference) {
    this.keys = keys;
    this.ends = ends;
    this.rows = ends.length == 0 ? 0 : ends[ends.length - 1];
    this.keyBytes = keyBytes;
    this.bytes = bytes;
    this.reference = reference;
  }

  /**
   * A file of runs {@code [from, to)} of {@code keys} and {@code ends}, whose rows it counts from
   * the run before and whose key bytes it sums.
   */
  private static StoreFile of(byte[][] keys, int[] ends, int from, int to, long bytes, boolean reference) {
    int before = from == 0 ? 0 : ends[from - 1];
    byte[][] runKeys = Arrays.copyOfRange(keys, from, to);
    int[] runEnds = new int[to - from];
    long keyBytes = 0;
    for (int i = 0; i < runEnds.length; i++) {
      runEnds[i] = ends[from + i] - before;
      keyBytes += (long) runKeys[i].length * SampleRuns.copies(ends, from + i);
    }
    return new StoreFile(runKeys, runEnds, keyBytes, bytes, reference);
  }

  /** The file a flush writes from a memstore's key sample. */
  static StoreFile flushed(KeySample memstore, long bytes) {
    SampleRuns runs = memstore.runs();
    return new StoreFile(runs.keys(), runs.ends(), memstore.keyBytes(), bytes, false);
  }

  /**
   * When its newest bytes were written at the latest ({@link Ages#newest}), or NaN when it has no
   * ages or they hold nothing: read from the file itself, since every flush and every
   * {@code CompactionChecker} round asks it of all the region's files.
   */
  double newest() {
    if (!newestKnown) {
      newest = ages == null ? Double.NaN : ages.newest();
      newestKnown = true;
    }
    return newest;
  }

  /** The number of sampled rows. */
  int size() {
    return rows;
  }

  /** The number of runs of copies of one sampled row ({@link SampleRuns}). */
  int runs() {
    return keys.length;
  }

  /** The bytes each sampled row stands for. */
  double weight() {
    return rows == 0 ? 0 : (double) bytes / rows;
  }

  /**
   * The file a compaction writes from {@code files}: their rows merged in key order and thinned
   * to at most {@code capacity} by taking one row every {@code bytes / capacity} bytes
   * (systematic resampling keeps the byte quantiles), and fewer when their keys together would
   * hold more than {@link KeySample#MAX_SAMPLE_BYTES}, as a memstore's sample does.
   *
   * <p>Each file's rows are sorted already, so they are merged as sorted runs, rows that are
   * equal taken in the order of the files (as a stable sort of the files' rows one after another
   * would take them).
   */
  static StoreFile compacted(List<StoreFile> files, int capacity) {
    int runs = files.size();
    int n = 0;
    int entries = 0;
    long bytes = 0;
    long keyBytes = 0;
    double minTime = Double.POSITIVE_INFINITY;
    double maxTime = Double.NEGATIVE_INFINITY;
    for (StoreFile f : files) {
      n += f.rows;
      entries += f.keys.length;
      bytes += f.bytes;
      keyBytes += f.keyBytes;
      minTime = Math.min(minTime, f.minTime);
      maxTime = Math.max(maxTime, f.maxTime);
    }
    if (keyBytes > KeySample.MAX_SAMPLE_BYTES) {
      capacity = (int) Math.max(2, Math.min(capacity, n * KeySample.MAX_SAMPLE_BYTES / keyBytes));
    }
    byte[][][] runKeys = new byte[runs][][];
    double[] runWeights = new double[runs];
    RepeatedSum sum = new RepeatedSum(0);
    for (int r = 0; r < runs; r++) {
      StoreFile f = files.get(r);
      runKeys[r] = f.keys;
      runWeights[r] = f.weight();
      // Summed row by row in the files' order, as the rows' weights always were (to the bit).
      sum.add(runWeights[r], f.rows);
    }
    double total = sum.sum();
    Merge merge = new Merge(runKeys);
    boolean all = n <= capacity;
    Output kept = new Output(Math.min(entries, all ? n : capacity));
    long keptBytes = all ? keyBytes : 0;
    double step = total / capacity;
    // The byte position of the next row to keep: step / 2, then one step further for each row kept.
    RepeatedSum next = new RepeatedSum(step / 2);
    RepeatedSum cumulative = new RepeatedSum(0);
    while (kept.rows < (all ? n : capacity) && merge.hasNext()) {
      // The rows of one file that come next together: only the rows kept are read.
      int r = merge.run();
      StoreFile f = files.get(r);
      int from = merge.position();
      int to = merge.takeStretch();
      if (all) {
        for (int e = from; e < to; e++) {
          kept.add(f.keys[e], SampleRuns.copies(f.ends, e));
        }
        continue;
      }
      double w = runWeights[r];
      // Run by run: the run's rows' weights added to the running sum one by one (to the bit, in
      // steps), and the run's key kept once for each step the sum passed. A row by row resampling
      // keeps each step's row as the first whose running sum is past it: a row of this run for
      // exactly the steps this run's rows carried the sum past, all copies of one key.
      for (int e = from; e < to && kept.rows < capacity; e++) {
        cumulative.add(w, SampleRuns.copies(f.ends, e));
        int copies = (int) next.addUntilAbove(step, capacity - kept.rows, Math.nextDown(cumulative.sum()));
        if (copies > 0) {
          byte[] row = f.keys[e];
          kept.add(row, copies);
          keptBytes += (long) copies * row.length;
        }
      }
    }
    StoreFile out = new StoreFile(kept.keys(), kept.ends(), keptBytes, bytes, false);
    out.timeRange(minTime, maxTime);
    return out;
  }

  /** A compaction's kept rows as runs: a row kept right after a copy of itself lengthens its run. */
  private static final class Output {

    private final byte[][] keys;
    private final int[] ends;
    private int size;
    int rows;

    Output(int most) {
      keys = new byte[most][];
      ends = new int[most];
    }

    void add(byte[] key, int copies) {
      rows += copies;
      if (size > 0 && keys[size - 1] == key) {
        ends[size - 1] = rows;
      } else {
        keys[size] = key;
        ends[size++] = rows;
      }
    }

    byte[][] keys() {
      return size == keys.length ? keys : Arrays.copyOf(keys, size);
    }

    int[] ends() {
      return size == ends.length ? ends : Arrays.copyOf(ends, size);
    }
  }

  /** Sets its time range to the cells' from {@code min} to {@code max} seconds ({@link #minTime}). */
  void timeRange(double min, double max) {
    minTime = min;
    maxTime = max;
  }

  /**
   * {@code HStoreFile.getMinimumTimestamp} in milliseconds, or {@code fallback} when the file has
   * no time range (HBase's {@code OptionalLong.empty()}).
   */
  long minMillis(long fallback) {
    return minTime <= maxTime ? (long) Math.floor(minTime * 1000) : fallback;
  }

  /** {@code HStoreFile.getMaximumTimestamp} in milliseconds, or {@code fallback} when it has no time range. */
  long maxMillis(long fallback) {
    return minTime <= maxTime ? (long) Math.floor(maxTime * 1000) : fallback;
  }

  /**
   * Sorted runs of keys merged into one sorted sequence: a heap of the runs by their next key,
   * the earlier run first on a tie. Each run's next key's first eight bytes are kept as a number
   * ({@link KeyWords#signedWord}), so that most comparisons read no key.
   */
  private static final class Merge {

    private final byte[][][] runs;
    /** The next position in each run. */
    private final int[] at;
    /** The first eight bytes of each run's next key, sign-flipped. */
    private final long[] heads;
    /** The runs not yet exhausted, as a binary heap by their next key. */
    private final int[] heap;
    private int size;

    Merge(byte[][][] runs) {
      this.runs = runs;
      this.at = new int[runs.length];
      this.heads = new long[runs.length];
      this.heap = new int[runs.length];
      for (int r = 0; r < runs.length; r++) {
        if (runs[r].length > 0) {
          heads[r] = KeyWords.signedWord(runs[r][0], 0, runs[r][0].length);
          heap[size] = r;
          up(size++);
        }
      }
    }

    boolean hasNext() {
      return size > 0;
    }

    /** The run the next key comes from. */
    int run() {
      return heap[0];
    }

    /** The position of the next key in its run. */
    int position() {
      return at[heap[0]];
    }

    /**
     * Takes the keys of the next key's run that come before any other run's next key, and returns
     * where they end in that run. A gallop then a binary search over the run, so that a stretch
     * of many keys reads few of them.
     */
    int takeStretch() {
      int r = heap[0];
      byte[][] run = runs[r];
      int from = at[r];
      int to;
      if (size == 1) {
        to = run.length;
      } else {
        int s = size == 2 || before(heap[1], heap[2]) ? heap[1] : heap[2];
        byte[] bound = runs[s][at[s]];
        boolean tiesFirst = r < s;
        // The run's next key comes before bound (it heads the heap): so does every copy of it, a
        // key kept for several strata of a memstore's sample, with no comparison.
        byte[] head = run[from];
        // The first key from 'from' on that does not come before bound: known to be past 'from'.
        int low = from;
        int gap = 1;
        int high = from + 1;
        while (high < run.length && (run[high] == head || comesBefore(run[high], bound, tiesFirst))) {
          low = high;
          gap *= 2;
          high = Math.min(run.length, from + gap);
        }
        // Keys up to 'low' come before bound; those from 'high' on do not (or high is the end).
        while (high - low > 1) {
          int mid = (low + high) >>> 1;
          if (run[mid] == head || comesBefore(run[mid], bound, tiesFirst)) {
            low = mid;
          } else {
            high = mid;
          }
        }
        to = high;
      }
      at[r] = to;
      if (to == run.length) {
        heap[0] = heap[--size];
      } else {
        heads[r] = KeyWords.signedWord(run[to], 0, run[to].length);
      }
      if (size > 1) {
        down(0);
      }
      return to;
    }

    /** Whether {@code key} comes before {@code bound}, or ties with it when {@code tiesFirst}. */
    private static boolean comesBefore(byte[] key, byte[] bound, boolean tiesFirst) {
      int c = Arrays.compareUnsigned(key, bound);
      return c < 0 || c == 0 && tiesFirst;
    }

    private boolean before(int a, int b) {
      long x = heads[a];
      long y = heads[b];
      if (x != y) {
        return x < y;
      }
      int c = Arrays.compareUnsigned(runs[a][at[a]], runs[b][at[b]]);
      return c != 0 ? c < 0 : a < b;
    }

    private void up(int i) {
      while (i > 0) {
        int parent = (i - 1) / 2;
        if (!before(heap[i], heap[parent])) {
          return;
        }
        swap(i, parent);
        i = parent;
      }
    }

    private void down(int i) {
      while (true) {
        int least = i;
        int left = 2 * i + 1;
        if (left < size && before(heap[left], heap[least])) {
          least = left;
        }
        if (left + 1 < size && before(heap[left + 1], heap[least])) {
          least = left + 1;
        }
        if (least == i) {
          return;
        }
        swap(i, least);
        i = least;
      }
    }

    private void swap(int i, int j) {
      int t = heap[i];
      heap[i] = heap[j];
      heap[j] = t;
    }
  }

  /**
   * The two reference files a split at {@code row} leaves: the rows below it and the rows at or
   * above it, each with the bytes its rows stand for. Either may be empty (null).
   */
  StoreFile[] cut(byte[] row) {
    int runsBelow = ranks().below(row);
    int below = runsBelow == 0 ? 0 : ends[runsBelow - 1];
    long lowerBytes = rows == 0 ? 0 : Math.round(bytes * (double) below / rows);
    StoreFile lower = below == 0 ? null : of(keys, ends, 0, runsBelow, lowerBytes, true);
    StoreFile upper = below == rows && below > 0 ? null
        : of(keys, ends, runsBelow, keys.length, bytes - lowerBytes, true);
    Ages left = ages == null ? null : ages.copy();
    for (StoreFile half : new StoreFile[] {lower, upper}) {
      if (half != null) {
        half.created = created;
        half.timeRange(minTime, maxTime);
        half.ages = left == null ? null : left.take(half.bytes);
        // Worked out while its ages are at hand, as a flushed or compacted file's is.
        half.newest();
      }
    }
    return new StoreFile[] {lower, upper};
  }

  /**
   * The file with {@code newBytes} left after a compaction expired cells: the same sampled rows,
   * each standing for its share of what is left.
   */
  StoreFile shrunk(long newBytes, Ages newAges) {
    StoreFile f = new StoreFile(keys, ends, keyBytes, newBytes, reference);
    f.created = created;
    f.major = major;
    f.bulkLoaded = bulkLoaded;
    f.timeRange(minTime, maxTime);
    f.ages = newAges;
    return f;
  }

  /** A merged region's reference to this file ({@code MergeTableRegionsProcedure}). */
  StoreFile asReference() {
    StoreFile f = new StoreFile(keys, ends, keyBytes, bytes, true);
    f.created = created;
    f.timeRange(minTime, maxTime);
    f.ages = ages == null ? null : ages.copy();
    f.newest = newest();
    f.newestKnown = true;
    return f;
  }

  /** The number of sampled rows below {@code key}. */
  int countBelow(byte[] key) {
    int runsBelow = ranks().below(key);
    return runsBelow == 0 ? 0 : ends[runsBelow - 1];
  }

  /** The runs' keys as a split searches them, made when first asked. */
  private SampleRanks ranks() {
    if (ranks == null) {
      ranks = SampleRanks.of(keys, keys.length);
    }
    return ranks;
  }

  /** The sampled row at an index, in key order. */
  byte[] key(int index) {
    return keys[runOf(index)];
  }

  /** The index of the first sampled row of the run that holds row {@code index}. */
  int runStart(int index) {
    int run = runOf(index);
    return run == 0 ? 0 : ends[run - 1];
  }

  /** The run that holds row {@code index}: the first whose end is past it. */
  private int runOf(int index) {
    if (index < 0 || index >= rows) {
      throw new ArrayIndexOutOfBoundsException(index);
    }
    int low = 0;
    int high = ends.length - 1;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (ends[mid] > index) {
        high = mid;
      } else {
        low = mid + 1;
      }
    }
    return low;
  }

  /** Puts its sampled rows, in key order, in {@code into} from {@code at} on; returns where they end. */
  int rowsInto(byte[][] into, int at) {
    return SampleRuns.layOut(keys, ends, into, at);
  }
}
