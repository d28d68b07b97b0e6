package dev.hbaseadvisor.sim;

/**
 * The writes one region took in a window.
 *
 * @param start the region's start key
 * @param server its server (at the end of the window, or when it split)
 * @param writes the writes it took in the window
 */
public record RegionLoad(byte[] start, int server, long writes) {}
