package dev.hbaseadvisor.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * A date-tiered compaction's output cut into a file per time window, as HBase's
 * {@code DateTieredMultiFileWriter} ({@code hbase-server/.../regionserver/DateTieredMultiFileWriter.java},
 * {@code rel/2.6.4}) routes each cell by its timestamp to the file of the window it lies in.
 *
 * <p>The simulator keeps no timestamp per cell: a window's bytes are the compacted bytes written in
 * it when the files keep their bytes by write time ({@link Ages}, when a family expires), else
 * each input file's bytes spread evenly over its time range. A window's file samples the rows of
 * the input files whose time ranges reach into it.
 */
final class WindowedOutput {

  private WindowedOutput() {}

  /**
   * The files {@code out}, the compaction of {@code inputs}, becomes under {@code boundaries}
   * (ascending milliseconds, the first {@code Long.MIN_VALUE}; null or one boundary for one file),
   * oldest window first, windows with no bytes left out.
   */
  static List<StoreFile> cut(StoreFile out, List<StoreFile> inputs, long[] boundaries, int capacity) {
    if (boundaries == null || boundaries.length < 2) {
      return List.of(out);
    }
    int windows = boundaries.length;
    double[] starts = new double[windows + 1];
    for (int k = 0; k < windows; k++) {
      starts[k] = boundaries[k] == Long.MIN_VALUE ? Double.NEGATIVE_INFINITY : boundaries[k] / 1000.0;
    }
    starts[windows] = Double.POSITIVE_INFINITY;
    double[] weights = new double[windows];
    Ages[] ages = new Ages[windows];
    if (out.ages != null) {
      Ages rest = out.ages.copy();
      for (int k = 0; k < windows - 1; k++) {
        ages[k] = rest.takeBefore(starts[k + 1]);
        weights[k] = ages[k].total();
      }
      ages[windows - 1] = rest;
      weights[windows - 1] = rest.total();
    } else {
      for (StoreFile f : inputs) {
        for (int k = 0; k < windows; k++) {
          weights[k] += f.bytes * share(f, starts[k], starts[k + 1]);
        }
      }
    }
    double total = 0;
    for (double w : weights) {
      total += w;
    }
    if (!(total > 0)) {
      return List.of(out);
    }
    long[] bytes = new long[windows];
    long given = 0;
    int last = -1;
    for (int k = 0; k < windows; k++) {
      bytes[k] = Math.round(out.bytes * (weights[k] / total));
      given += bytes[k];
      if (weights[k] > 0) {
        last = k;
      }
    }
    bytes[last] += out.bytes - given;
    List<StoreFile> files = new ArrayList<>();
    long garbageLeft = out.garbage;
    long bytesLeft = out.bytes;
    for (int k = 0; k < windows; k++) {
      if (bytes[k] <= 0) {
        continue;
      }
      List<StoreFile> from = new ArrayList<>();
      for (StoreFile f : inputs) {
        if (f.maxTime >= starts[k] && f.minTime < starts[k + 1]) {
          from.add(f);
        }
      }
      StoreFile window = StoreFile.compacted(from.isEmpty() ? inputs : from, capacity).shrunk(bytes[k], ages[k]);
      double min = Math.max(window.minTime, starts[k]);
      double max = Math.min(window.maxTime, starts[k + 1] - 0.001);
      if (min <= max) {
        window.timeRange(min, max);
      }
      window.created = out.created;
      window.major = out.major;
      window.garbage = bytesLeft == bytes[k] ? garbageLeft : Math.round((double) out.garbage * bytes[k] / out.bytes);
      window.garbage = Math.min(window.garbage, garbageLeft);
      garbageLeft -= window.garbage;
      bytesLeft -= bytes[k];
      files.add(window);
    }
    return files;
  }

  /** The share of a file's bytes written in {@code [start, end)}, its bytes spread evenly over its time range. */
  static double share(StoreFile f, double start, double end) {
    if (!(f.minTime <= f.maxTime)) {
      return 0;
    }
    if (f.maxTime == f.minTime) {
      return f.minTime >= start && f.minTime < end ? 1 : 0;
    }
    double overlap = Math.min(f.maxTime, end) - Math.max(f.minTime, start);
    return overlap <= 0 ? 0 : overlap / (f.maxTime - f.minTime);
  }
}
