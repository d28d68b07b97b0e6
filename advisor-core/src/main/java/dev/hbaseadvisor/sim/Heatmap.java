package dev.hbaseadvisor.sim;

import java.util.List;

/**
 * Writes over key space and time: the key space cut into buckets of equal write count (over the
 * whole run), time into columns of one or more windows.
 *
 * @param bucketStarts the first key of each bucket, the first being the empty key
 * @param columnSeconds the simulated seconds each column covers
 * @param writes per column (time), the writes per bucket (key space)
 * @param samples per column, its writes and a uniform sample of the keys written in it
 */
public record Heatmap(List<byte[]> bucketStarts, double columnSeconds, List<long[]> writes,
    List<ColumnSample> samples) {

  /**
   * The writes of one time column and a uniform sample of its keys.
   *
   * @param writes the rows written in the column
   * @param keys the sampled keys, at most the sample's capacity
   */
  public record ColumnSample(long writes, List<byte[]> keys) {}

  /**
   * The same writes over other fixed key ranges, those starting at {@code starts} (sorted, the
   * first the empty key): per column, each range's writes estimated from the column's sample.
   */
  public List<long[]> over(List<byte[]> starts) {
    return HeatMapBuilder.spread(samples, starts);
  }
}
