package dev.hbaseadvisor.sim;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The regions at the end of a run ({@link RegionState}), kept as arrays of numbers and made as
 * they are read: a table of a million pre-split regions holds a few numbers per region, not a
 * record each (docs/limits.md). A region's end is the next region's start, and the last one's is
 * the empty key.
 */
final class RegionStates extends AbstractList<RegionState> implements RandomAccess {

  private static final byte[] END_OF_TABLE = new byte[0];

  private final byte[][] starts;
  private final int[] servers;
  private final long[] rows;
  private final long[] bytes;
  private final long[] writes;

  /** The state of {@code regions}, which tile the table in key order. */
  RegionStates(List<Region> regions) {
    int n = regions.size();
    starts = new byte[n][];
    servers = new int[n];
    rows = new long[n];
    bytes = new long[n];
    writes = new long[n];
    for (int i = 0; i < n; i++) {
      Region r = regions.get(i);
      starts[i] = r.start;
      servers[i] = r.server;
      rows[i] = r.rows;
      bytes[i] = r.bytes;
      writes[i] = r.writesReceived;
    }
  }

  @Override
  public RegionState get(int i) {
    Objects.checkIndex(i, starts.length);
    byte[] end = i + 1 < starts.length ? starts[i + 1] : END_OF_TABLE;
    return new RegionState(starts[i], end, servers[i], rows[i], bytes[i], writes[i]);
  }

  @Override
  public int size() {
    return starts.length;
  }
}
