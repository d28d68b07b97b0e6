package dev.hbaseadvisor.sim;

import java.util.Arrays;

/**
 * One region of the simulated table: its key range {@code [start, end)} (an empty end is the end
 * of the table), its server, a memstore and a store-file size per column family, the rows it
 * holds, a bounded sample of its keys, and its counters for the current time window.
 */
final class Region {

  final byte[] start;
  final byte[] end;
  final long[] memstore;
  final long[] store;
  final KeySample sample;
  int server;
  /** The split policy's size limit for this region, drawn when it opened. */
  long limit;
  long memstoreTotal;
  /** Bytes held: memstores plus store files. */
  long bytes;
  /** Rows held, counting the estimated share inherited from split parents. */
  long rows;
  /** Writes received by this region itself. */
  long writesReceived;
  boolean unsplittableReported;
  /** After a refused split, the size at which to try again. */
  long retrySplitAtBytes;

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

  /** Moves every memstore into store files (a flush of all families). */
  void flushAll() {
    for (int f = 0; f < memstore.length; f++) {
      store[f] += memstore[f];
      memstore[f] = 0;
    }
    memstoreTotal = 0;
  }

  /** Clears the window counters when a window closes. */
  void resetWindow() {
    windowWrites = windowBytes = windowReads = windowScannedRows = 0;
    creditedWrites = creditedBytes = creditedReads = creditedScannedRows = 0;
  }
}
