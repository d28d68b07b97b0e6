package dev.hbaseadvisor.splits;

import java.util.List;

/**
 * How split keys sit against a rowkey's leading salt or bucket segment: a split key is aligned
 * when it cuts no salt value's keys in two, so that each salt value lives in one region.
 *
 * @param segment the segment as described ({@code salt(16 of hostname)})
 * @param buckets the number of salt values
 * @param width the salt's width in bytes
 * @param misaligned the split keys that cut a salt value's keys across two regions
 * @param bucketsPerRegion for each region, how many salt values have their first key there
 *     (empty when the salt has more than 65,536 values)
 */
public record SaltAlignment(String segment, long buckets, int width, List<Cut> misaligned,
    List<Long> bucketsPerRegion) {

  /** Whether every split key falls between two salt values. */
  public boolean aligned() {
    return misaligned.isEmpty();
  }

  /**
   * A split key that divides one salt value's keys.
   *
   * @param splitIndex the index of the key in the plan's split keys
   * @param key the split key
   * @param bucket the salt value whose keys lie on both sides of it
   */
  public record Cut(int splitIndex, byte[] key, long bucket) {}
}
