package dev.hbaseadvisor.sim;

import java.util.List;

/**
 * The load of one time window.
 *
 * @param index the window's number from 0
 * @param start its first simulated second
 * @param seconds its length (the last window may be shorter)
 * @param writes rows written
 * @param reads region requests by reads (a Get, or a scan of one region)
 * @param bytes bytes written
 * @param scannedRows rows read
 * @param regions regions at the window's end
 * @param regionsWritten regions that received at least one write
 * @param busiestServerShare the busiest server's share of the window's writes
 * @param regionGini the Gini coefficient of writes over the regions of the window
 * @param serverWrites writes per server
 * @param serverReads region requests by reads per server
 * @param serverBytes bytes written per server
 * @param serverScannedRows rows read per server
 * @param splits the splits in the window
 * @param busiestRegions the regions that took the most writes, at most three, most first
 */
public record Window(int index, double start, double seconds, long writes, long reads, long bytes, long scannedRows,
    int regions, int regionsWritten, double busiestServerShare, double regionGini, long[] serverWrites,
    long[] serverReads, long[] serverBytes, long[] serverScannedRows, List<SplitEvent> splits,
    List<RegionLoad> busiestRegions) {}
