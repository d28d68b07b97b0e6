package dev.hbaseadvisor.sim;

/**
 * The region servers: how many of the table's regions each holds, and its load in the current
 * window and over the whole run. A region's window counters are credited to the server it is on
 * when it moves, splits, or the window closes.
 */
final class Servers {

  final int count;
  final int[] regions;
  final long[] windowWrites;
  final long[] windowBytes;
  final long[] windowReads;
  final long[] windowScannedRows;
  final long[] totalWrites;

  Servers(int count) {
    this.count = count;
    this.regions = new int[count];
    this.windowWrites = new long[count];
    this.windowBytes = new long[count];
    this.windowReads = new long[count];
    this.windowScannedRows = new long[count];
    this.totalWrites = new long[count];
  }

  /** Credits what a region did this window, and has not yet credited, to its server. */
  void credit(Region r) {
    int s = r.server;
    long writes = r.windowWrites - r.creditedWrites;
    windowWrites[s] += writes;
    totalWrites[s] += writes;
    windowBytes[s] += r.windowBytes - r.creditedBytes;
    windowReads[s] += r.windowReads - r.creditedReads;
    windowScannedRows[s] += r.windowScannedRows - r.creditedScannedRows;
    r.creditedWrites = r.windowWrites;
    r.creditedBytes = r.windowBytes;
    r.creditedReads = r.windowReads;
    r.creditedScannedRows = r.windowScannedRows;
  }

  /** Moves a region to another server, crediting its window so far to the old one. */
  void move(Region r, int to) {
    credit(r);
    regions[r.server]--;
    r.server = to;
    regions[to]++;
  }

  /** Clears the window counters when a window closes. */
  void resetWindow() {
    java.util.Arrays.fill(windowWrites, 0);
    java.util.Arrays.fill(windowBytes, 0);
    java.util.Arrays.fill(windowReads, 0);
    java.util.Arrays.fill(windowScannedRows, 0);
  }
}
