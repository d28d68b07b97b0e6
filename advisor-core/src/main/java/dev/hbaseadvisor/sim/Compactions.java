package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The region servers' compactions: which files a compaction takes, and when it ends.
 *
 * <p>Selection follows HBase 2.x's default {@code ExploringCompactionPolicy}
 * ({@code hbase-server/.../regionserver/compactions/ExploringCompactionPolicy.java},
 * {@code applyCompactionPolicy}): among runs of 3 ({@code hbase.hstore.compaction.min}) to 10
 * ({@code hbase.hstore.compaction.max}) consecutive files by age, those whose total is below
 * {@code hbase.hstore.compaction.min.size} (128 MiB) or where no file is larger than 1.2
 * ({@code hbase.hstore.compaction.ratio}) times the others together; the most files wins, then the
 * fewest bytes. A store holding reference files (a split daughter) compacts all of them at once
 * ({@code SortedCompactionPolicy.selectCompaction}: references force a major compaction). A region
 * has one compaction at a time. Each server has HBase's two compaction threads, one for small
 * and one for large compactions ({@code hbase.regionserver.thread.compaction.small} and
 * {@code .large}, one each); a compaction of more than 2.5 GiB is large
 * ({@code hbase.regionserver.thread.compaction.throttle}, {@code CompactSplit}), and the large
 * thread takes small compactions when it is idle ({@code CompactSplit}'s {@code StealJobQueue}).
 * Each thread runs its compactions one after another at {@code cluster.compactionThroughput}
 * bytes per second.
 *
 * <p>A table whose compactions are off ({@link Mode#NONE}, {@code COMPACTION_ENABLED => false})
 * never compacts: {@code CompactSplit.requestCompactionInternal} returns at once. Under
 * {@code FIFOCompactionPolicy} ({@link Mode#FIFO}) a compaction never merges files; it only deletes
 * the wholly expired ones (the simulator's expired-file drop), except that a store holding
 * reference files after a split is compacted as the exploring policy does
 * ({@code FIFOCompactionPolicy.selectCompaction}: "Split detected, delegate selection to the parent
 * policy"), and it never major compacts ({@code shouldPerformMajorCompaction} is false).
 *
 * <p>Under {@code DateTieredCompactionPolicy} ({@link Mode#DATE_TIERED}) a minor compaction takes
 * the files of one time window, chosen by {@link DateTieredPolicy}, and a major compaction (or the
 * compaction of a split daughter's references, which HBase makes a major one) writes one file per
 * window ({@code DateTieredCompactor}).
 *
 * <p>Both sizes are fixed by {@code hbase-default.xml}, not derived from a table's flush size:
 * with a scaled-down {@code MEMSTORE_FLUSHSIZE} every selection lies below 128 MiB, so each
 * compaction takes all the store's files (up to 10), and a region stays mostly one file.
 * Deriving them from the flush size made a time-ordered region split at the middle of its older,
 * compacted file instead, 17 regions where HBase made 12 to 15 (docs/fidelity.md).
 */
final class Compactions {

  /** {@code hbase.hstore.compaction.min}: the fewest files a minor compaction takes. */
  static final int MIN_FILES = 3;
  /** {@code hbase.hstore.compaction.max}: the most files a minor compaction takes. */
  static final int MAX_FILES = 10;
  /** {@code hbase.hstore.compaction.ratio}. */
  static final double RATIO = 1.2;
  /**
   * {@code hbase.hstore.compaction.min.size}: a selection smaller than this is taken whatever its
   * ratio. {@code hbase-default.xml} sets it to 128 MiB, so {@code CompactionConfiguration}'s
   * fallback to the store's flush size never applies: it is 128 MiB whatever a table's
   * {@code MEMSTORE_FLUSHSIZE}.
   */
  static final long MIN_COMPACT_SIZE = 128L << 20;
  /**
   * {@code hbase.regionserver.thread.compaction.throttle}: a compaction of more bytes is large.
   * {@code hbase-default.xml} sets it to 2.5 GiB ({@code 2 * 10 * 128 MiB}), whatever the flush size.
   */
  static final long THROTTLE_POINT = 2684354560L;

  /** How the table's stores compact. */
  enum Mode {
    /** {@code ExploringCompactionPolicy} (and the families the simulator compacts as it does). */
    EXPLORING,
    /** {@code FIFOCompactionPolicy} on every family. */
    FIFO,
    /** {@code DateTieredCompactionPolicy} on every family ({@code DateTieredStoreEngine}). */
    DATE_TIERED,
    /** {@code COMPACTION_ENABLED => false}: no compaction at all. */
    NONE;

    /**
     * The table's mode: {@link #NONE} when its compactions are off, {@link #FIFO} or
     * {@link #DATE_TIERED} when every family uses that policy (a region's files stand for all its
     * families), else {@link #EXPLORING}.
     */
    static Mode of(TableSchema schema) {
      if (!schema.cluster().compactionEnabled()) {
        return NONE;
      }
      if (all(schema, FamilyOptions.CompactionPolicy.FIFO)) {
        return FIFO;
      }
      return all(schema, FamilyOptions.CompactionPolicy.DATE_TIERED) ? DATE_TIERED : EXPLORING;
    }

    private static boolean all(TableSchema schema, FamilyOptions.CompactionPolicy policy) {
      return !schema.families().isEmpty()
          && schema.families().stream().allMatch(f -> f.options().compactionPolicy() == policy);
    }
  }

  /** One compaction under way. */
  static final class Compaction {
    final Region region;
    final List<StoreFile> files;
    final double end;
    final long order;
    /** Whether it took all the store's files: its output is a major compaction's. */
    final boolean allFiles;
    /**
     * Under date-tiered compaction, where its output is cut into files: ascending timestamps in
     * milliseconds, the first {@code Long.MIN_VALUE} ({@link DateTieredPolicy.Selection}); else null,
     * one file.
     */
    final long[] boundaries;

    Compaction(Region region, List<StoreFile> files, double end, long order, boolean allFiles,
        long[] boundaries) {
      this.region = region;
      this.files = files;
      this.end = end;
      this.order = order;
      this.allFiles = allFiles;
      this.boundaries = boundaries;
    }
  }

  private final Mode mode;
  /** The date-tiered policy under {@link Mode#DATE_TIERED}, else null. */
  private final DateTieredPolicy dateTiered;
  private final double throughput;
  private final long throttlePoint;
  /** When each server's small ({@code [s][0]}) and large ({@code [s][1]}) compaction thread is free. */
  private final double[][] busyUntil;
  private final PriorityQueue<Compaction> pending = new PriorityQueue<>(
      (a, b) -> a.end != b.end ? Double.compare(a.end, b.end) : Long.compare(a.order, b.order));
  private long requests;

  Compactions(int servers, long throughput) {
    this(servers, throughput, Mode.EXPLORING);
  }

  Compactions(int servers, long throughput, Mode mode) {
    this(servers, throughput, mode, null);
  }

  /** Compactions in {@code mode}, with the date-tiered policy {@link Mode#DATE_TIERED} needs. */
  Compactions(int servers, long throughput, Mode mode, DateTieredPolicy dateTiered) {
    if (mode == Mode.DATE_TIERED && dateTiered == null) {
      throw new IllegalArgumentException("date-tiered compactions need the date-tiered policy");
    }
    this.mode = mode;
    this.dateTiered = dateTiered;
    this.throughput = throughput;
    this.throttlePoint = THROTTLE_POINT;
    this.busyUntil = new double[servers][2];
  }

  /**
   * Asks for a compaction of the region at {@code seconds}, as a flush or a daughter's opening
   * does; nothing happens when one is under way or there is nothing to select.
   */
  void request(Region r, double seconds) {
    request(r, seconds, false);
  }

  /**
   * Asks for a compaction, of all the region's files when {@code major} (a major compaction the
   * {@code CompactionChecker} found due: {@code RatioBasedCompactionPolicy.shouldPerformMajorCompaction}).
   */
  void request(Region r, double seconds, boolean major) {
    if (r.compacting != null || mode == Mode.NONE || mode == Mode.FIFO && !hasReferences(r.files)) {
      return;
    }
    List<StoreFile> selected;
    long[] boundaries = null;
    if (mode == Mode.DATE_TIERED) {
      long now = DateTieredPolicy.millis(seconds);
      if (major || hasReferences(r.files)) {
        // SortedCompactionPolicy.selectCompaction: references make it a major compaction.
        selected = List.copyOf(r.files);
        boundaries = dateTiered.majorBoundaries(selected, now);
      } else {
        DateTieredPolicy.Selection s = dateTiered.selectMinor(r.files, now);
        selected = s == null ? List.of() : s.files();
        boundaries = s == null ? null : s.boundaries();
      }
    } else if (major) {
      selected = List.copyOf(r.files);
    } else {
      int version = r.files.version();
      if (r.selectedNoneAt == version) {
        return;
      }
      selected = select(r.files);
      if (selected.isEmpty()) {
        r.selectedNoneAt = version;
      }
    }
    if (selected.isEmpty()) {
      return;
    }
    long bytes = 0;
    for (StoreFile f : selected) {
      bytes += f.bytes;
    }
    double[] thread = busyUntil[r.server];
    int pool = bytes > throttlePoint ? 1 : 0;
    if (pool == 0 && thread[1] < thread[0]) {
      // The large-compaction thread takes small compactions when it is idle (StealJobQueue).
      pool = 1;
    }
    double start = Math.max(seconds, thread[pool]);
    double end = start + bytes / throughput;
    thread[pool] = end;
    Compaction c = new Compaction(r, selected, end, requests++, selected.size() == r.files.size(), boundaries);
    r.compacting = c;
    pending.add(c);
  }

  private static boolean hasReferences(List<StoreFile> files) {
    for (StoreFile f : files) {
      if (f.reference) {
        return true;
      }
    }
    return false;
  }

  /** How the table compacts. */
  Mode mode() {
    return mode;
  }

  /** The date-tiered policy, or null when the table does not compact by date tiers. */
  DateTieredPolicy dateTiered() {
    return dateTiered;
  }

  /** The files a compaction of {@code files} (oldest first) takes, or none. */
  List<StoreFile> select(List<StoreFile> files) {
    for (StoreFile f : files) {
      if (f.reference) {
        return List.copyOf(files);
      }
    }
    return explore(files, MIN_FILES);
  }

  /**
   * {@code ExploringCompactionPolicy.applyCompactionPolicy} over {@code files} (oldest first) with
   * at least {@code minFiles} files a selection: the most files, then the fewest bytes, among runs
   * in ratio or below the minimum compaction size; none when there is no such run.
   */
  static List<StoreFile> explore(List<StoreFile> files, int minFiles) {
    int n = files.size();
    if (n < minFiles) {
      return List.of();
    }
    int bestStart = -1;
    int bestCount = 0;
    long bestSize = Long.MAX_VALUE;
    long[] sizes = new long[n];
    for (int i = 0; i < n; i++) {
      sizes[i] = files.get(i).bytes;
    }
    for (int start = 0; start < n; start++) {
      // The window's size and largest file, grown by one file as its end moves.
      long size = 0;
      long largest = 0;
      for (int i = start; i < start + minFiles - 1 && i < n; i++) {
        size += sizes[i];
        largest = Math.max(largest, sizes[i]);
      }
      for (int end = start + minFiles; end <= n && end - start <= MAX_FILES; end++) {
        size += sizes[end - 1];
        largest = Math.max(largest, sizes[end - 1]);
        if (size >= MIN_COMPACT_SIZE && largest > (size - largest) * RATIO) {
          continue;
        }
        int count = end - start;
        if (count > bestCount || (count == bestCount && size < bestSize)) {
          bestStart = start;
          bestCount = count;
          bestSize = size;
        }
      }
    }
    return bestStart < 0 ? List.of() : new ArrayList<>(files.subList(bestStart, bestStart + bestCount));
  }

  /** When the next compaction ends, in simulated seconds, or infinity. */
  double nextEnd() {
    Compaction c = pending.peek();
    return c == null ? Double.POSITIVE_INFINITY : c.end;
  }

  /** Takes the next compaction to end. */
  Compaction poll() {
    return pending.poll();
  }

  /** Whether any compaction is under way. */
  boolean isEmpty() {
    return pending.isEmpty();
  }
}
