package dev.hbaseadvisor.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The table as HBase's {@code hbase:meta} sees it: regions sorted by start key that tile the key
 * space, the first starting at the empty key and the last ending at it, found by binary search
 * over the start keys.
 */
final class RegionTable {

  private final List<Region> regions = new ArrayList<>();
  private byte[][] starts = new byte[0][];
  /**
   * The first eight bytes of each start key ({@link KeyWords#word}) with the sign bit flipped, so that
   * their signed order is the keys' unsigned order.
   */
  private long[] prefixes = new long[0];
  private Region[] byIndex = new Region[0];

  /** A table of the given regions, which must already tile the key space in order. */
  RegionTable(List<Region> tiling) {
    regions.addAll(tiling);
    reindex();
    checkTiling();
  }

  /** The regions in key order (a read-only view). */
  List<Region> regions() {
    return Collections.unmodifiableList(regions);
  }

  int size() {
    return regions.size();
  }

  Region get(int index) {
    return byIndex[index];
  }

  /** The region holding a key. */
  Region locate(byte[] key, int length) {
    return byIndex[indexOf(key, length)];
  }

  /**
   * The index of the region holding a key: the last start key at or below it. A binary search
   * over the first eight bytes of the start keys as unsigned longs, the whole keys compared only
   * when those are equal: random keys (hashes, salts) make a cache of the last region useless,
   * and a search over longs costs little more than checking one region's bounds.
   */
  int indexOf(byte[] key, int length) {
    long head = KeyWords.signedWord(key, 0, length);
    long[] heads = prefixes;
    // How many starts' first eight bytes sort at or below the key's, by conditional moves: a
    // random key makes every step a coin toss, which a jump would mispredict half the time.
    int base = 0;
    int n = heads.length;
    while (n > 1) {
      int half = n >>> 1;
      base = heads[base + half - 1] <= head ? base + half : base;
      n -= half;
    }
    int last = heads[base] <= head ? base : base - 1;
    if (last <= 0 || heads[last] != head
        || Arrays.compareUnsigned(starts[last], 0, starts[last].length, key, 0, length) <= 0) {
      return last;
    }
    // Starts that tie with the key's first eight bytes are compared whole, by a search of their run:
    // a year of time-keyed splits under one hashed prefix leaves hundreds of them. The start before
    // the run (or the first region's empty start) sorts at or below the key; starts[last] above it.
    int below = last;
    int step = 1;
    while (below > 0 && heads[below] == head) {
      below = Math.max(0, below - step);
      step <<= 1;
    }
    int above = last;
    while (above - below > 1) {
      int mid = (below + above) >>> 1;
      if (heads[mid] != head
          || Arrays.compareUnsigned(starts[mid], 0, starts[mid].length, key, 0, length) <= 0) {
        below = mid;
      } else {
        above = mid;
      }
    }
    return below;
  }

  /**
   * Whether region {@code index} starts at or after {@code key}: by the first eight bytes, which
   * the table keeps beside the regions, and by the whole keys only when those tie.
   */
  boolean startsAtOrAfter(int index, byte[] key) {
    long head = KeyWords.signedWord(key, 0, key.length);
    long start = prefixes[index];
    return start != head ? start > head : Arrays.compareUnsigned(key, starts[index]) <= 0;
  }

  /**
   * The index of the last region a range {@code [.., stop)} that starts in region {@code first}
   * reaches, and never before {@code first}; an empty stop is the end. A stop within the first
   * region (the common case of a narrow scan) is answered without a search.
   */
  int lastIndexFrom(int first, byte[] stop) {
    if (stop.length == 0) {
      return regions.size() - 1;
    }
    byte[] firstEnd = byIndex[first].end;
    if (firstEnd.length == 0 || Arrays.compareUnsigned(stop, firstEnd) <= 0) {
      return first;
    }
    int i = indexOf(stop, stop.length);
    return Math.max(first, Arrays.equals(starts[i], stop) && i > 0 ? i - 1 : i);
  }

  /** Replaces a split parent by its two daughters. */
  void replace(Region parent, Region lower, Region upper) {
    int i = indexOfRegion(parent);
    regions.set(i, lower);
    regions.add(i + 1, upper);
    reindex(i, 1, 2);
  }

  /** Replaces consecutive regions, {@code members} in key order, by the region they merged into. */
  void replace(List<Region> members, Region merged) {
    int i = indexOfRegion(members.get(0));
    regions.subList(i, i + members.size()).clear();
    regions.add(i, merged);
    reindex(i, members.size(), 1);
  }

  /** The index of a region of the table: found by its start key, as a key's region is. */
  private int indexOfRegion(Region r) {
    int i = indexOf(r.start, r.start.length);
    return i >= 0 && byIndex[i] == r ? i : regions.indexOf(r);
  }

  /**
   * Brings the index up to date after the {@code removed} regions from {@code from} on were
   * replaced by {@code added} regions: the others' entries are moved, not worked out again (a
   * year of splits at 10,000 regions would read every start key at each).
   */
  private void reindex(int from, int removed, int added) {
    int n = regions.size();
    byte[][] newStarts = new byte[n][];
    long[] newPrefixes = new long[n];
    Region[] newByIndex = new Region[n];
    int after = from + added;
    int tail = n - after;
    System.arraycopy(starts, 0, newStarts, 0, from);
    System.arraycopy(prefixes, 0, newPrefixes, 0, from);
    System.arraycopy(byIndex, 0, newByIndex, 0, from);
    System.arraycopy(starts, from + removed, newStarts, after, tail);
    System.arraycopy(prefixes, from + removed, newPrefixes, after, tail);
    System.arraycopy(byIndex, from + removed, newByIndex, after, tail);
    for (int i = from; i < after; i++) {
      Region r = regions.get(i);
      newByIndex[i] = r;
      newStarts[i] = r.start;
      newPrefixes[i] = KeyWords.signedWord(r.start, 0, r.start.length);
    }
    starts = newStarts;
    prefixes = newPrefixes;
    byIndex = newByIndex;
  }

  private void reindex() {
    starts = new byte[regions.size()][];
    prefixes = new long[starts.length];
    byIndex = regions.toArray(new Region[0]);
    for (int i = 0; i < starts.length; i++) {
      starts[i] = regions.get(i).start;
      prefixes[i] = KeyWords.signedWord(starts[i], 0, starts[i].length);
    }
  }

  /**
   * Checks that the regions tile the key space: the first starts at the empty key, each ends
   * where the next starts, each start is below its end, and the last ends at the empty key.
   */
  void checkTiling() {
    if (regions.isEmpty() || regions.get(0).start.length != 0) {
      throw new IllegalStateException("the first region must start at the empty key");
    }
    for (int i = 0; i < regions.size(); i++) {
      Region r = regions.get(i);
      boolean lastRegion = i == regions.size() - 1;
      if (lastRegion != (r.end.length == 0)) {
        throw new IllegalStateException("only the last region may end at the empty key (region " + i + ")");
      }
      if (!lastRegion && Arrays.compareUnsigned(r.start, r.end) >= 0) {
        throw new IllegalStateException("region " + i + " starts at or after its end");
      }
      if (!lastRegion && !Arrays.equals(r.end, regions.get(i + 1).start)) {
        throw new IllegalStateException("a gap or overlap between regions " + i + " and " + (i + 1));
      }
    }
  }
}
