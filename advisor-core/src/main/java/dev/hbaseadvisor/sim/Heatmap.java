package dev.hbaseadvisor.sim;

import java.util.List;

/**
 * Writes over key space and time: the key space cut into buckets of equal write count (over the
 * whole run), time into columns of one or more windows.
 *
 * @param bucketStarts the first key of each bucket, the first being the empty key
 * @param columnSeconds the simulated seconds each column covers
 * @param writes per column (time), the writes per bucket (key space)
 */
public record Heatmap(List<byte[]> bucketStarts, double columnSeconds, List<long[]> writes) {}
