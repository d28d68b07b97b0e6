package dev.hbaseadvisor.model;

/**
 * The region normalizer as it treats one table: HBase 2.6's {@code SimpleRegionNormalizer}
 * ({@code hbase-server/.../master/normalizer/SimpleRegionNormalizer.java}) with its defaults, run by
 * the master's {@code RegionNormalizerChore} every {@code hbase.normalizer.period}.
 *
 * @param enabled the table's {@code NORMALIZATION_ENABLED} ({@code TableDescriptorBuilder}: false
 *     by default, so a table is normalized only when its descriptor says so)
 * @param periodSeconds {@code hbase.normalizer.period}: 300,000 ms
 * @param split {@code hbase.normalizer.split.enabled}: true; a region above twice the table's mean
 *     store-file size is split
 * @param merge {@code hbase.normalizer.merge.enabled}: true; neighbours whose sizes together stay
 *     within the mean are merged
 * @param minRegionCount {@code hbase.normalizer.merge.min.region.count}: 3; a table with fewer
 *     regions is not merged
 * @param mergeMinRegionAgeSeconds {@code hbase.normalizer.merge.min_region_age.days}: 3 days; a
 *     younger region is not merged
 * @param mergeMinRegionSizeMb {@code hbase.normalizer.merge.min_region_size.mb}: 0; a smaller
 *     region (in whole MB of store files) is not merged
 * @param targetRegionSizeMb the table's {@code NORMALIZER_TARGET_REGION_SIZE_MB}, or 0 when unset:
 *     when set, the size the normalizer holds regions to in place of the table's mean
 *     ({@code SimpleRegionNormalizer.getAverageRegionSizeMb}): above twice it a region is split,
 *     neighbours merge while their sizes together stay within it
 */
public record Normalizer(boolean enabled, long periodSeconds, boolean split, boolean merge, int minRegionCount,
    long mergeMinRegionAgeSeconds, long mergeMinRegionSizeMb, long targetRegionSizeMb) {

  /**
   * {@code hbase.normalizer.merge.merge_request_max_number_of_regions}: 100, the most regions one
   * merge plan takes.
   */
  public static final int MAX_REGIONS_PER_MERGE = 100;

  /** HBase 2.6's defaults, with the table's normalization off and no target region size. */
  public static final Normalizer DEFAULT = new Normalizer(false, 300, true, true, 3, 3 * 86_400L, 0, 0);

  public Normalizer {
    if (periodSeconds < 1) {
      throw new IllegalArgumentException("the normalizer period must be at least a second");
    }
    if (minRegionCount < 1 || mergeMinRegionAgeSeconds < 0 || mergeMinRegionSizeMb < 0 || targetRegionSizeMb < 0) {
      throw new IllegalArgumentException("normalizer bounds must not be negative");
    }
  }

  /** Whether the normalizer acts on the table at all: enabled, and splitting or merging. */
  public boolean active() {
    return enabled && (split || merge);
  }
}
