package dev.hbaseadvisor.sim;

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
 * {@code hbase.hstore.compaction.min.size} (the flush size) or where no file is larger than 1.2
 * ({@code hbase.hstore.compaction.ratio}) times the others together; the most files wins, then the
 * fewest bytes. A store holding reference files (a split daughter) compacts all of them at once
 * ({@code SortedCompactionPolicy.selectCompaction}: references force a major compaction). A region
 * has one compaction at a time. Each server has HBase's two compaction threads, one for small
 * and one for large compactions ({@code hbase.regionserver.thread.compaction.small} and
 * {@code .large}, one each); a compaction of more than {@code 2 * 10 * flushSize} bytes is large
 * ({@code hbase.regionserver.thread.compaction.throttle}, {@code CompactSplit}). Each thread runs
 * its compactions one after another at {@code cluster.compactionThroughput} bytes per second.
 */
final class Compactions {

  /** {@code hbase.hstore.compaction.min}: the fewest files a minor compaction takes. */
  static final int MIN_FILES = 3;
  /** {@code hbase.hstore.compaction.max}: the most files a minor compaction takes. */
  static final int MAX_FILES = 10;
  /** {@code hbase.hstore.compaction.ratio}. */
  static final double RATIO = 1.2;

  /** One compaction under way. */
  static final class Compaction {
    final Region region;
    final List<StoreFile> files;
    final double end;
    final long order;

    Compaction(Region region, List<StoreFile> files, double end, long order) {
      this.region = region;
      this.files = files;
      this.end = end;
      this.order = order;
    }
  }

  private final double throughput;
  private final long minCompactSize;
  private final long throttlePoint;
  /** When each server's small ({@code [s][0]}) and large ({@code [s][1]}) compaction thread is free. */
  private final double[][] busyUntil;
  private final PriorityQueue<Compaction> pending = new PriorityQueue<>(
      (a, b) -> a.end != b.end ? Double.compare(a.end, b.end) : Long.compare(a.order, b.order));
  private long requests;

  Compactions(int servers, long throughput, long flushSize) {
    this.throughput = throughput;
    this.minCompactSize = flushSize;
    this.throttlePoint = 2L * MAX_FILES * flushSize;
    this.busyUntil = new double[servers][2];
  }

  /**
   * Asks for a compaction of the region at {@code seconds}, as a flush or a daughter's opening
   * does; nothing happens when one is under way or there is nothing to select.
   */
  void request(Region r, double seconds) {
    if (r.compacting != null) {
      return;
    }
    List<StoreFile> selected = select(r.files);
    if (selected.isEmpty()) {
      return;
    }
    long bytes = 0;
    for (StoreFile f : selected) {
      bytes += f.bytes;
    }
    double[] thread = busyUntil[r.server];
    int pool = bytes > throttlePoint ? 1 : 0;
    double start = Math.max(seconds, thread[pool]);
    double end = start + bytes / throughput;
    thread[pool] = end;
    Compaction c = new Compaction(r, selected, end, requests++);
    r.compacting = c;
    pending.add(c);
  }

  /** The files a compaction of {@code files} (oldest first) takes, or none. */
  List<StoreFile> select(List<StoreFile> files) {
    for (StoreFile f : files) {
      if (f.reference) {
        return List.copyOf(files);
      }
    }
    int n = files.size();
    if (n < MIN_FILES) {
      return List.of();
    }
    int bestStart = -1;
    int bestCount = 0;
    long bestSize = Long.MAX_VALUE;
    for (int start = 0; start < n; start++) {
      for (int end = start + MIN_FILES; end <= n && end - start <= MAX_FILES; end++) {
        long size = 0;
        long largest = 0;
        for (int i = start; i < end; i++) {
          size += files.get(i).bytes;
          largest = Math.max(largest, files.get(i).bytes);
        }
        if (size >= minCompactSize && largest > (size - largest) * RATIO) {
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
