package dev.hbaseadvisor.sim;

/**
 * A region that was big enough to split but could not, reported once per region.
 *
 * @param seconds simulated time of the first refusal
 * @param start the region's start key
 * @param end the region's end key (empty: the end of the table)
 * @param bytes the region's bytes at that time
 * @param reason why, in words
 */
public record Unsplittable(double seconds, byte[] start, byte[] end, long bytes, String reason) {}
