package dev.hbaseadvisor.model;

/**
 * The cluster a table lives on, with the HBase defaults of {@code hbase-default.xml}:
 * {@code hbase.hregion.max.filesize} 10 GiB, {@code hbase.hregion.memstore.flush.size} 128 MiB,
 * and {@code SteppingSplitPolicy} as the default split policy since HBase 2.0.
 *
 * @param regionServers number of region servers
 * @param maxFileSize region size that triggers a split, in bytes
 * @param flushSize memstore flush size, in bytes
 * @param splitPolicy the region split policy
 * @param prefixLength key prefix length for the key-prefix policy, or 0
 * @param delimiter delimiter for the delimited-key-prefix policy, or null
 * @param compactionThroughput bytes per second a region server compacts: the lower bound of
 *     {@code PressureAwareCompactionThroughputController}
 *     ({@code hbase.hstore.compaction.throughput.lower.bound}, 50 MiB/s)
 * @param dischargeSeconds how often compacted files are removed, in seconds
 *     ({@code hbase.hfile.compaction.discharger.interval}, 2 minutes, {@code CompactedHFilesDischarger});
 *     a split daughter cannot split again before its compacted reference files are gone
 * @param majorCompactionSeconds {@code hbase.hregion.majorcompaction}: a store whose oldest file is
 *     older than this (with the jitter) is major compacted (7 days; 0 turns periodic major
 *     compactions off)
 * @param majorCompactionJitter {@code hbase.hregion.majorcompaction.jitter}: 0.5, the period drawn
 *     per store within {@code [1 - jitter, 1 + jitter]} times its length
 *     ({@code SortedCompactionPolicy.getNextMajorCompactTime})
 * @param compactionCheckSeconds how often a region server's {@code CompactionChecker} looks at every
 *     store for a compaction or a major compaction due: {@code hbase.regionserver.compaction.check.period}
 *     (the chore's period, {@code hbase.server.thread.wakefrequency} by default: 10,000 ms) times
 *     {@code hbase.server.compactchecker.interval.multiplier} (1000), 10,000 s
 *     ({@code HRegionServer.CompactionChecker}, {@code HStore.getCompactionCheckMultiplier})
 * @param normalizer the region normalizer as it treats the table
 * @param compactionEnabled the table's {@code COMPACTION_ENABLED} (true): when false no region of the
 *     table compacts ({@code CompactSplit.requestCompactionInternal} returns at once), so store files
 *     pile up, expired files stay, and a split daughter keeps its reference files and never splits
 *     again ({@code RegionSplitPolicy.canSplit} needs every store free of references)
 * @param dateTiered the date-tiered compaction settings, read by the families whose
 *     {@code compactionPolicy} is {@code date-tiered}
 */
public record Cluster(
    int regionServers,
    long maxFileSize,
    long flushSize,
    SplitPolicy splitPolicy,
    int prefixLength,
    String delimiter,
    long compactionThroughput,
    double dischargeSeconds,
    long majorCompactionSeconds,
    double majorCompactionJitter,
    double compactionCheckSeconds,
    Normalizer normalizer,
    boolean compactionEnabled,
    DateTiered dateTiered) {

  /** {@code hbase.hstore.compaction.throughput.lower.bound}'s default: 50 MiB/s. */
  public static final long DEFAULT_COMPACTION_THROUGHPUT = 50L << 20;
  /** {@code hbase.hfile.compaction.discharger.interval}'s default: 2 minutes. */
  public static final double DEFAULT_DISCHARGE_SECONDS = 120;
  /** {@code hbase.hregion.majorcompaction}'s default: 604,800,000 ms, 7 days ({@code CompactionConfiguration}). */
  public static final long DEFAULT_MAJOR_COMPACTION_SECONDS = 7 * 86_400L;
  /** {@code hbase.hregion.majorcompaction.jitter}'s default: 0.5 ({@code CompactionConfiguration}). */
  public static final double DEFAULT_MAJOR_COMPACTION_JITTER = 0.5;
  /**
   * The {@code CompactionChecker}'s default interval: {@code hbase.server.thread.wakefrequency}
   * (10,000 ms) times {@code hbase.server.compactchecker.interval.multiplier} (1000), 10,000 s.
   */
  public static final double DEFAULT_COMPACTION_CHECK_SECONDS = 10_000;

  /** Three region servers with HBase's default sizes and policy. */
  public static final Cluster DEFAULT =
      new Cluster(3, 10L << 30, 128L << 20, SplitPolicy.STEPPING, 0, null);

  public Cluster {
    if (compactionThroughput < 1) {
      throw new IllegalArgumentException("compaction throughput must be positive");
    }
    if (!(dischargeSeconds >= 0)) {
      throw new IllegalArgumentException("the discharger interval must not be negative");
    }
    if (majorCompactionSeconds < 0 || !(majorCompactionJitter >= 0 && majorCompactionJitter <= 1)) {
      throw new IllegalArgumentException("the major compaction period must not be negative, its jitter in [0, 1]");
    }
    if (!(compactionCheckSeconds > 0)) {
      throw new IllegalArgumentException("the compaction check interval must be positive");
    }
    if (normalizer == null) {
      throw new IllegalArgumentException("the normalizer settings are required");
    }
    if (dateTiered == null) {
      throw new IllegalArgumentException("the date-tiered compaction settings are required");
    }
  }

  /** A cluster with HBase's default date-tiered compaction settings. */
  public Cluster(int regionServers, long maxFileSize, long flushSize, SplitPolicy splitPolicy, int prefixLength,
      String delimiter, long compactionThroughput, double dischargeSeconds, long majorCompactionSeconds,
      double majorCompactionJitter, double compactionCheckSeconds, Normalizer normalizer,
      boolean compactionEnabled) {
    this(regionServers, maxFileSize, flushSize, splitPolicy, prefixLength, delimiter, compactionThroughput,
        dischargeSeconds, majorCompactionSeconds, majorCompactionJitter, compactionCheckSeconds, normalizer,
        compactionEnabled, DateTiered.DEFAULT);
  }

  /**
   * A cluster with HBase's default major compaction period, jitter, compaction check and
   * normalizer, whose table compacts ({@code COMPACTION_ENABLED} true, HBase's default).
   */
  public Cluster(int regionServers, long maxFileSize, long flushSize, SplitPolicy splitPolicy, int prefixLength,
      String delimiter, long compactionThroughput, double dischargeSeconds) {
    this(regionServers, maxFileSize, flushSize, splitPolicy, prefixLength, delimiter, compactionThroughput,
        dischargeSeconds, DEFAULT_MAJOR_COMPACTION_SECONDS, DEFAULT_MAJOR_COMPACTION_JITTER,
        DEFAULT_COMPACTION_CHECK_SECONDS, Normalizer.DEFAULT, true);
  }

  /** A cluster with HBase's default compaction throughput and discharger interval. */
  public Cluster(int regionServers, long maxFileSize, long flushSize, SplitPolicy splitPolicy, int prefixLength,
      String delimiter) {
    this(regionServers, maxFileSize, flushSize, splitPolicy, prefixLength, delimiter, DEFAULT_COMPACTION_THROUGHPUT,
        DEFAULT_DISCHARGE_SECONDS);
  }

  /** HBase's region split policies ({@code hbase-server/.../regionserver/*RegionSplitPolicy.java}). */
  public enum SplitPolicy {
    STEPPING, INCREASING_TO_UPPER_BOUND, CONSTANT_SIZE, KEY_PREFIX, DELIMITED_KEY_PREFIX, DISABLED;

    /** The schema spelling, such as {@code increasing-to-upper-bound}. */
    public String yamlName() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
  }
}
