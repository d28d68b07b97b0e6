package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.DateTiered;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * HBase 2.6's date-tiered compaction ({@code hbase-server/src/main/java/org/apache/hadoop/hbase/
 * regionserver/compactions/DateTieredCompactionPolicy.java} with the default
 * {@code ExponentialCompactionWindowFactory.java}, {@code rel/2.6.4}): windows of the cells'
 * timestamps from now back, each tier's windows {@code windowsPerTier} times the previous tier's;
 * a minor compaction merges the files of one window, a major compaction writes one file per
 * window.
 *
 * <p>Times are milliseconds, as HBase's cell timestamps are: the simulator's clock starts at 0,
 * which the windows take as the epoch, so a run starts on a window boundary.
 */
final class DateTieredPolicy {

  /**
   * One window of timestamps, {@code [windowMillis * divPosition, windowMillis * (divPosition + 1))}
   * ({@code ExponentialCompactionWindowFactory.Window}); windows start no tier older than
   * {@code maxTierAgeCutoff}.
   */
  record Window(long windowMillis, long divPosition, long maxTierAgeCutoff, int windowsPerTier) {

    /** 0 when {@code timestamp} lies in the window, -1 when after it, 1 when before it ({@code compareToTimestamp}). */
    int compareToTimestamp(long timestamp) {
      if (timestamp < 0) {
        timestamp = timestamp < Long.MIN_VALUE + (windowMillis - 1) ? Long.MIN_VALUE : timestamp - (windowMillis - 1);
      }
      long pos = timestamp / windowMillis;
      return divPosition == pos ? 0 : divPosition < pos ? -1 : 1;
    }

    /**
     * The window before this one: of the next tier when this one starts a tier's group of windows
     * and the bigger window would not start before the maximum tier age ({@code nextEarlierWindow}).
     */
    Window nextEarlierWindow() {
      if (divPosition % windowsPerTier > 0
          || startMillis() - windowMillis * windowsPerTier < maxTierAgeCutoff) {
        return new Window(windowMillis, divPosition - 1, maxTierAgeCutoff, windowsPerTier);
      }
      return new Window(windowMillis * windowsPerTier, divPosition / windowsPerTier - 1, maxTierAgeCutoff,
          windowsPerTier);
    }

    /** The window's first millisecond, or {@code Long.MIN_VALUE} on overflow. */
    long startMillis() {
      try {
        return Math.multiplyExact(windowMillis, divPosition);
      } catch (ArithmeticException e) {
        return Long.MIN_VALUE;
      }
    }

    /** The millisecond after the window, or {@code Long.MAX_VALUE} on overflow. */
    long endMillis() {
      try {
        return Math.multiplyExact(windowMillis, divPosition + 1);
      } catch (ArithmeticException e) {
        return Long.MAX_VALUE;
      }
    }
  }

  /**
   * A compaction's files (oldest first) and its output boundaries: ascending, the first
   * {@code Long.MIN_VALUE}; the cells from each boundary to the next go to one file.
   */
  record Selection(List<StoreFile> files, long[] boundaries) {}

  private final long baseWindowMillis;
  private final int windowsPerTier;
  private final int incomingWindowMin;
  private final long maxAgeMillis;
  private final boolean singleOutputForMinor;
  private final int blockingFiles;

  DateTieredPolicy(DateTiered settings, int blockingFiles) {
    this.baseWindowMillis = settings.baseWindowSeconds() * 1000;
    this.windowsPerTier = settings.windowsPerTier();
    this.incomingWindowMin = settings.incomingWindowMin();
    this.maxAgeMillis = settings.maxStoreFileAgeMillis();
    this.singleOutputForMinor = settings.singleOutputForMinor();
    this.blockingFiles = blockingFiles;
  }

  /** A simulated time in seconds as HBase's {@code EnvironmentEdgeManager.currentTime()} would give it. */
  static long millis(double seconds) {
    return (long) Math.floor(seconds * 1000);
  }

  /** {@code now - age}, or {@code Long.MIN_VALUE} when it would overflow ({@code LongMath.checkedSubtract}). */
  private static long before(long now, long age) {
    try {
      return Math.subtractExact(now, age);
    } catch (ArithmeticException e) {
      return Long.MIN_VALUE;
    }
  }

  /**
   * The newest window, the base window holding {@code now} ({@code newIncomingWindow}); the maximum
   * tier age is the maximum store-file age, {@code max.tier.age.millis}'s default.
   */
  Window incomingWindow(long now) {
    return new Window(baseWindowMillis, now / baseWindowMillis, before(now, maxAgeMillis), windowsPerTier);
  }

  /**
   * A minor compaction of {@code files} (oldest first, as HBase orders them by sequence id) at
   * {@code now}, or null ({@code selectMinorCompaction}). Each file counts with the newest timestamp
   * seen up to it, so out-of-order data joins the window of the files around it; from the newest
   * window back, the first window holding enough files (the incoming window
   * {@code incomingWindowMin}, older ones {@link Compactions#MIN_FILES}) whose exploring selection
   * is not empty is compacted, all its files when the store may be stuck (as many files as
   * {@code hbase.hstore.blockingStoreFiles}). Windows older than the maximum store-file age are
   * never compacted. At most {@link Compactions#MAX_FILES}, the oldest, are taken
   * ({@code SortedCompactionPolicy.removeExcessFiles}).
   */
  Selection selectMinor(List<StoreFile> files, long now) {
    int n = files.size();
    long oldestToCompact = before(now, maxAgeMillis);
    long[] seen = new long[n];
    long newest = Long.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      newest = Math.max(newest, files.get(i).maxMillis(Long.MIN_VALUE));
      seen[i] = newest;
    }
    boolean mayBeStuck = n >= blockingFiles;
    Window window = incomingWindow(now);
    int minThreshold = incomingWindowMin;
    int i = n - 1;
    while (i >= 0) {
      if (window.compareToTimestamp(oldestToCompact) < 0) {
        break;
      }
      if (window.compareToTimestamp(seen[i]) > 0) {
        window = window.nextEarlierWindow();
        minThreshold = Compactions.MIN_FILES;
        continue;
      }
      int newestInWindow = i;
      while (i >= 0 && window.compareToTimestamp(seen[i]) <= 0) {
        i--;
      }
      List<StoreFile> inWindow = files.subList(i + 1, newestInWindow + 1);
      if (inWindow.size() >= minThreshold) {
        List<StoreFile> selected = mayBeStuck ? new ArrayList<>(inWindow)
            : Compactions.explore(inWindow, minThreshold);
        if (!selected.isEmpty()) {
          boolean single = inWindow.size() != selected.size() || singleOutputForMinor;
          if (selected.size() > Compactions.MAX_FILES) {
            selected = new ArrayList<>(selected.subList(0, Compactions.MAX_FILES));
          }
          long[] boundaries = single ? new long[] {Long.MIN_VALUE}
              : new long[] {Long.MIN_VALUE, window.startMillis()};
          return new Selection(selected, boundaries);
        }
      }
    }
    return null;
  }

  /**
   * The boundaries of a major compaction of {@code files} at {@code now}: the start of every window
   * from the incoming one back to the one holding the oldest cell ({@code getCompactBoundariesForMajor}).
   */
  long[] majorBoundaries(List<StoreFile> files, long now) {
    long oldest = Long.MAX_VALUE;
    for (StoreFile f : files) {
      oldest = Math.min(oldest, f.minMillis(Long.MAX_VALUE));
    }
    List<Long> starts = new ArrayList<>();
    for (Window w = incomingWindow(now); w.compareToTimestamp(oldest) > 0; w = w.nextEarlierWindow()) {
      starts.add(w.startMillis());
    }
    long[] boundaries = new long[starts.size() + 1];
    boundaries[0] = Long.MIN_VALUE;
    for (int k = 0; k < starts.size(); k++) {
      boundaries[k + 1] = starts.get(starts.size() - 1 - k);
    }
    return boundaries;
  }

  /**
   * Whether a store whose oldest file is past its major compaction period needs one
   * ({@code shouldPerformMajorCompaction}, after its period check): a cell older than the TTL
   * ({@code ttlMillis}, {@code Long.MAX_VALUE} for none), a file not written by a major compaction
   * or bulk loaded, a file whose cells cross a window boundary, or two files in one window. (The
   * HDFS locality check is not modelled.)
   */
  boolean majorNeeded(List<StoreFile> files, long now, long ttlMillis) {
    long[] boundaries = majorBoundaries(files, now);
    boolean[] filled = new boolean[boundaries.length];
    for (StoreFile f : files) {
      boolean ranged = f.minTime <= f.maxTime;
      long oldest = ranged ? now - f.minMillis(0) : Long.MIN_VALUE;
      if (ttlMillis != Long.MAX_VALUE && oldest >= ttlMillis) {
        return true;
      }
      if (!f.major || f.bulkLoaded) {
        return true;
      }
      int lower = windowIndex(boundaries, f.minMillis(Long.MAX_VALUE));
      int upper = windowIndex(boundaries, f.maxMillis(Long.MAX_VALUE));
      if (lower != upper || filled[upper]) {
        return true;
      }
      filled[upper] = true;
    }
    return false;
  }

  /** The index of the boundary at or below {@code timestamp} ({@code Collections.binarySearch}, then HBase's fix-up). */
  private static int windowIndex(long[] boundaries, long timestamp) {
    int index = Arrays.binarySearch(boundaries, timestamp);
    return index < 0 ? Math.abs(index + 2) : index;
  }
}
