package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * The regions due for a periodic flush ({@code PeriodicMemStoreFlusher}), soonest first and, at
 * the same time, in the order they were scheduled: a binary heap holding each region once, whose
 * place in it the region keeps ({@link Region#flushSlot}), so that scheduling a region again moves
 * its entry and a flush that empties its memstores takes it out, rather than leaving outdated
 * entries for every later poll to sift past.
 */
final class FlushQueue {

  private Region[] regions = new Region[16];
  private double[] due = new double[16];
  private long[] order = new long[16];
  private int size;

  /** Whether no region is due. */
  boolean isEmpty() {
    return size == 0;
  }

  /** When the soonest region is due; only when not empty. */
  double nextDue() {
    return due[0];
  }

  /** Schedules {@code r} at {@code when}, {@code sequence} ordering it among regions due at once; replaces its entry. */
  void schedule(Region r, double when, long sequence) {
    int i = r.flushSlot;
    if (i < 0) {
      if (size == regions.length) {
        regions = Arrays.copyOf(regions, size * 2);
        due = Arrays.copyOf(due, size * 2);
        order = Arrays.copyOf(order, size * 2);
      }
      i = size++;
      regions[i] = r;
      r.flushSlot = i;
    }
    due[i] = when;
    order[i] = sequence;
    up(i);
    down(r.flushSlot);
  }

  /** Takes {@code r}'s entry out, if it has one. */
  void remove(Region r) {
    int i = r.flushSlot;
    if (i < 0) {
      return;
    }
    r.flushSlot = -1;
    int last = --size;
    if (i != last) {
      Region moved = regions[last];
      move(last, i);
      up(i);
      down(moved.flushSlot);
    }
    regions[last] = null;
  }

  /** Takes out and returns the soonest region; only when not empty. */
  Region poll() {
    Region r = regions[0];
    remove(r);
    return r;
  }

  private boolean before(int a, int b) {
    return due[a] != due[b] ? due[a] < due[b] : order[a] < order[b];
  }

  private void up(int i) {
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!before(i, parent)) {
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
      if (left < size && before(left, least)) {
        least = left;
      }
      if (left + 1 < size && before(left + 1, least)) {
        least = left + 1;
      }
      if (least == i) {
        return;
      }
      swap(i, least);
      i = least;
    }
  }

  private void move(int from, int to) {
    regions[to] = regions[from];
    due[to] = due[from];
    order[to] = order[from];
    regions[to].flushSlot = to;
  }

  private void swap(int a, int b) {
    Region r = regions[a];
    double d = due[a];
    long o = order[a];
    move(b, a);
    regions[b] = r;
    due[b] = d;
    order[b] = o;
    r.flushSlot = b;
  }
}
