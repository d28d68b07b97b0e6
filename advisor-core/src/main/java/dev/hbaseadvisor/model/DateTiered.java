package dev.hbaseadvisor.model;

/**
 * The settings of date-tiered compaction, with HBase 2.6's defaults
 * ({@code hbase-server/.../regionserver/compactions/CompactionConfiguration.java} and
 * {@code ExponentialCompactionWindowFactory.java} at {@code rel/2.6.4}): the
 * {@code hbase.hstore.compaction.date.tiered.*} keys a family under {@code DateTieredStoreEngine} reads.
 * The per-window policy ({@code window.policy.class}) is always {@code ExploringCompactionPolicy} and the
 * window factory ({@code window.factory.class}) always {@code ExponentialCompactionWindowFactory},
 * HBase's defaults; {@code max.tier.age.millis} is the maximum store-file age, its default.
 *
 * @param baseWindowSeconds {@code base.window.millis}: the newest windows' length, 6 hours
 * @param windowsPerTier {@code windows.per.tier}: 4; four windows of a tier make one of the next
 * @param incomingWindowMin {@code incoming.window.min}: 6, the fewest files the newest (incoming)
 *     window compacts; older windows take {@code hbase.hstore.compaction.min} (3)
 * @param maxStoreFileAgeSeconds {@code max.storefile.age.millis}: files whose newest cell is older are
 *     never compacted again (and windows stop growing there); {@link #UNBOUNDED} by default
 *     ({@code Long.MAX_VALUE} milliseconds)
 * @param singleOutputForMinor {@code single.output.for.minor.compaction}: true, a minor compaction
 *     writes one file; when false it writes one for its window and one for what lies before it
 */
public record DateTiered(long baseWindowSeconds, int windowsPerTier, int incomingWindowMin,
    long maxStoreFileAgeSeconds, boolean singleOutputForMinor) {

  /** No maximum store-file age. */
  public static final long UNBOUNDED = Long.MAX_VALUE;

  /** HBase 2.6's defaults: 6-hour base windows, 4 per tier, 6 files in the incoming window, no age limit. */
  public static final DateTiered DEFAULT = new DateTiered(6 * 3600L, 4, 6, UNBOUNDED, true);

  public DateTiered {
    if (baseWindowSeconds < 1 || windowsPerTier < 2 || incomingWindowMin < 2 || maxStoreFileAgeSeconds < 1) {
      throw new IllegalArgumentException("date-tiered windows need a base of a second or more, two or more"
          + " windows per tier, two or more files in the incoming window and a positive maximum age");
    }
  }

  /** {@code max.storefile.age.millis} in milliseconds, {@code Long.MAX_VALUE} when unbounded. */
  public long maxStoreFileAgeMillis() {
    return maxStoreFileAgeSeconds >= Long.MAX_VALUE / 1000 ? Long.MAX_VALUE : maxStoreFileAgeSeconds * 1000;
  }
}
