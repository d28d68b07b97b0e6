package dev.hbaseadvisor.sim;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * One region of the simulated table: its key range {@code [start, end)} (an empty end is the end
 * of the table), its server, a memstore and a store-file size per column family, its store files
 * ({@link StoreFile}) with a bounded sample of the rows in each and in the memstore, the rows it
 * holds, and its counters for the current time window.
 */
final class Region {

  /**
   * The heap a memstore spends on each cell beyond its bytes: its entry in the memstore's
   * skip list and the cell object ({@code Segment.heapSizeChange}: {@code indexEntryOnHeapSize}
   * plus {@code Cell.heapSize()}, aligned). Measured on the HBase 2.6.4 mini cluster (JDK 17,
   * MSLAB on): flushes of 541 cells logged a heap size 41,162 bytes above their data size, 76 a
   * cell (docs/fidelity.md).
   */
  static final long CELL_HEAP_OVERHEAD = 76;

  final byte[] start;
  final byte[] end;
  final long[] memstore;
  final long[] store;
  /** The memstore's key sample; a flush turns it into a store file. */
  KeySample sample;
  /** The store files, oldest first (HBase orders them by sequence id). */
  final Files files = new Files();
  /** The {@link Files#version} {@link #merge} last merged, to know when to merge again. */
  private int mergedVersion = -1;
  private SampleRanks merged = SampleRanks.EMPTY;
  private double mergedBytes;
  /** Where a range's ends fall in the merged and the memstore sample ({@link SampleRanks#belowBoth}). */
  private int[] below;
  /**
   * The {@link Files#version} at which {@link #earliestNewest} was worked out, or -1: the checks
   * for files wholly past the TTL, at every flush and every {@code CompactionChecker} round, then
   * read one number while the files stay the same.
   */
  int expiryVersion = -1;
  /**
   * Of the files that may be dropped whole as expired, the earliest time their newest bytes were
   * written ({@link Ages#newest}), or infinity when none has ages.
   */
  double earliestNewest;
  /** The compaction under way, or null. */
  Compactions.Compaction compacting;
  /**
   * The {@link Files#version} of the files at the last minor selection that took none: the same
   * files select none again ({@link Compactions#select} reads only their sizes and whether any is a
   * reference), so a request then reads none of them. {@code Integer.MIN_VALUE} before any.
   */
  int selectedNoneAt = Integer.MIN_VALUE;
  /** When compacted reference files are discharged; the region cannot split before. */
  double referencesGoneAt;
  /** Split or otherwise gone from the table: its pending compaction no longer applies. */
  boolean closed;
  int server;
  /** The split policy's size limit for this region, drawn when it opened. */
  long limit;
  /** The memstores' cell bytes. */
  long memstoreTotal;
  /** The cells in the memstores: each costs {@link #CELL_HEAP_OVERHEAD} of heap beyond its bytes. */
  long memstoreCells;
  /** Bytes held: memstores plus store files. */
  long bytes;
  /** Rows held, counting the estimated share inherited from split parents. */
  long rows;
  /** Writes received by this region itself. */
  long writesReceived;
  boolean unsplittableReported;
  /** When a flush began waiting for a compaction (too many store files), or -1. */
  double flushBlockedSince = -1;
  /** After a refused split, the size at which to try again. */
  long retrySplitAtBytes;
  /** When the region opened (its region id): the normalizer merges only regions old enough. */
  double openedAt;
  /** When its memstores last flushed (or it opened): the periodic flusher waits an hour after it. */
  double lastFlushAt;
  /** When the oldest edit in its memstores arrived, or -1 when they are empty. */
  double oldestEditAt = -1;
  /** Its place in the periodic flush queue ({@link FlushQueue}), or -1 when it has none. */
  int flushSlot = -1;
  /**
   * The draw in [0, 1) of its store's major compaction jitter: HBase seeds it from the store's
   * files ({@code StoreUtils.getDeterministicRandomSeed}), so it is drawn again when they change.
   */
  double majorDraw;
  /**
   * Whether a compaction dropped every cell of its files: HBase then keeps the empty file it wrote
   * ({@code Compactor}, HBASE-6059), which the region's reported store-file size counts.
   */
  boolean emptyFile;
  /**
   * Whether the region came of a merge and still has the merge qualifiers in {@code hbase:meta}: it
   * cannot merge again before a {@code CatalogJanitor} run after its references are gone.
   */
  boolean mergeQualifiers;
  /** The memstores' bytes by when they were written, or null when no family expires. */
  Ages memAges;
  /**
   * The time range of the memstores' cells, in simulated seconds (the memstore's
   * {@code TimeRangeTracker}): the range of the file they flush to ({@link StoreFile#minTime}).
   */
  double memMinTime = Double.POSITIVE_INFINITY;
  /** The newest cell's timestamp in the memstores ({@link #memMinTime}). */
  double memMaxTime = Double.NEGATIVE_INFINITY;

  /** Widens the memstores' time range to a cell written with timestamp {@code time} (seconds). */
  void addCellTime(double time) {
    if (time < memMinTime) {
      memMinTime = time;
    }
    if (time > memMaxTime) {
      memMaxTime = time;
    }
  }

  /** Empties the memstores' time range, once every memstore has been flushed or loaded away. */
  void clearCellTimes() {
    memMinTime = Double.POSITIVE_INFINITY;
    memMaxTime = Double.NEGATIVE_INFINITY;
  }
  /**
   * Garbage whose superseding versions or delete markers are still in the memstores: it becomes the
   * garbage of the file they flush to ({@link StoreFile#garbage}), since a major compaction reads
   * files only.
   */
  long memGarbage;
  /** Older versions of overwritten cells that the families keep ({@code VERSIONS} above 1). */
  long history;
  /** Rows written into it, deleted ones included (split daughters take their share of the parent's). */
  long rowsArrived;
  /**
   * The workload's count of rows written when it last took a new row (a daughter inherits its
   * parent's): once the oldest-first deletes pass it, every row it holds is deleted.
   */
  long lastRowAt;

  // The current window's counters, and the part of them already credited to a server.
  long windowWrites;
  long windowBytes;
  long windowReads;
  long windowScannedRows;
  long creditedWrites;
  long creditedBytes;
  long creditedReads;
  long creditedScannedRows;

  Region(byte[] start, byte[] end, int families, KeySample sample) {
    this.start = start;
    this.end = end;
    this.memstore = new long[families];
    this.store = new long[families];
    this.sample = sample;
  }

  /** Whether the key lies in {@code [start, end)}. */
  boolean contains(byte[] key, int length) {
    return Arrays.compareUnsigned(start, 0, start.length, key, 0, length) <= 0
        && (end.length == 0 || Arrays.compareUnsigned(key, 0, length, end, 0, end.length) < 0);
  }

  /** The largest store's file bytes: what HBase 2.x compares with the split size. */
  long largestStore() {
    long max = 0;
    for (long s : store) {
      max = Math.max(max, s);
    }
    return max;
  }

  /**
   * Whether the region holds reference files, or compacted ones not yet discharged: HBase's
   * {@code HStore.hasReferences} counts both, and a region with references cannot split
   * ({@code HRegion.checkSplit}, {@code ConstantSizeRegionSplitPolicy.shouldSplit}).
   */
  boolean hasReferences(double seconds) {
    if (seconds < referencesGoneAt) {
      return true;
    }
    for (StoreFile f : files) {
      if (f.reference) {
        return true;
      }
    }
    return false;
  }

  /** The largest store file (the first on ties), or null when there is none. */
  StoreFile largestFile() {
    StoreFile largest = null;
    for (StoreFile f : files) {
      if (largest == null || f.bytes > largest.bytes) {
        largest = f;
      }
    }
    return largest;
  }

  /**
   * The share of the region's bytes in {@code [from, to)} by its files' and memstore's samples,
   * interpolated between sample keys ({@link SampleRanks}); with {@code toEnd}, from {@code from}
   * to the end of the table.
   */
  double shareIn(SampleRanks.Probe from, SampleRanks.Probe to, boolean toEnd) {
    merge();
    SampleRanks files = mergedBytes > 0 ? merged : null;
    SampleRanks recent = sample.size() > 0 && memstoreTotal > 0 ? sample.ranks() : null;
    if (below == null) {
      below = new int[4];
    }
    SampleRanks.belowBoth(files, recent, from, to, below);
    double all = mergedBytes;
    double in = 0;
    if (files != null) {
      in = (toEnd ? all : files.weightBelow(below[1], to)) - files.weightBelow(below[0], from);
    }
    if (recent != null) {
      in += memstoreTotal * sample.estimateIn(below[2], from, below[3], to, toEnd) / sample.size();
      all += memstoreTotal;
    }
    return all == 0 ? 0 : in / all;
  }

  /**
   * Merges the store files' samples into one sorted array, each key weighted by the bytes it stands
   * for in its file, with the bytes below each key summed: one search per range end instead of one
   * per file. Rebuilt only when the files change (a flush, a compaction, a split), while reads ask
   * on every scan.
   */
  private void merge() {
    if (mergedVersion == files.version()) {
      return;
    }
    int n = 0;
    for (StoreFile f : files) {
      n += f.size();
    }
    byte[][] keys = new byte[n][];
    double[] weights = new double[n];
    int at = 0;
    for (StoreFile f : files) {
      int end = f.rowsInto(keys, at);
      Arrays.fill(weights, at, end, f.weight());
      at = end;
    }
    int[] order = KeyWords.sortingOrder(keys, n);
    byte[][] sorted = new byte[n][];
    double[] sortedWeights = new double[n];
    for (int i = 0; i < n; i++) {
      sorted[i] = keys[order[i]];
      sortedWeights[i] = weights[order[i]];
    }
    merged = SampleRanks.weighted(sorted, sortedWeights, n);
    mergedBytes = merged.totalWeight();
    mergedVersion = files.version();
  }

  /**
   * The memstores' heap size, which HBase compares with the flush size
   * ({@code HRegion.isFlushSize}: heap plus off-heap size above the flush size): the cell bytes
   * plus {@link #CELL_HEAP_OVERHEAD} a cell. So a flush writes less than the flush size: about
   * 70 % of it for cells of 170 bytes.
   */
  long memstoreHeap() {
    return memstoreTotal + memstoreCells * CELL_HEAP_OVERHEAD;
  }

  /** Moves every memstore into store files (a flush of all families). */
  void flushAll() {
    for (int f = 0; f < memstore.length; f++) {
      store[f] += memstore[f];
      memstore[f] = 0;
    }
    memstoreTotal = 0;
    memstoreCells = 0;
  }

  /** The garbage it holds, in its memstores and files, that a major compaction of all files would drop. */
  long garbage() {
    long g = memGarbage;
    for (StoreFile f : files) {
      g += f.garbage;
    }
    return g;
  }

  /** Clears the window counters when a window closes. */
  void resetWindow() {
    windowWrites = windowBytes = windowReads = windowScannedRows = 0;
    creditedWrites = creditedBytes = creditedReads = creditedScannedRows = 0;
  }

  /** A region's store files, which count their changes so that a read sees at once whether they changed. */
  static final class Files extends ArrayList<StoreFile> {

    private static final long serialVersionUID = 1L;

    /**
     * At most the earliest of the files' newest times ({@link StoreFile#newest}): lowered by each
     * file that joins, and raised only when {@link #resetNewestBound} is given the exact earliest.
     * A file that leaves can only raise the earliest, so the check for files wholly past the TTL
     * reads this one number until it says some file may be.
     */
    private double newestBound = Double.POSITIVE_INFINITY;

    /** Changes with every file added or removed ({@code ArrayList}'s structural modification count). */
    int version() {
      return modCount;
    }

    /** At most the earliest newest time of the files (NaN times, of files without ages, left out). */
    double newestBound() {
      return newestBound;
    }

    /** Sets the bound to the exact earliest newest time of the files, worked out by the caller. */
    void resetNewestBound(double earliest) {
      newestBound = earliest;
    }

    @Override
    public boolean add(StoreFile f) {
      lowerNewestBound(f);
      return super.add(f);
    }

    @Override
    public void add(int index, StoreFile f) {
      lowerNewestBound(f);
      super.add(index, f);
    }

    private void lowerNewestBound(StoreFile f) {
      double newest = f.newest();
      if (newest < newestBound) {
        newestBound = newest;
      }
    }
  }
}
