package dev.hbaseadvisor.model;

import java.util.Arrays;

/**
 * A column family's store and life-cycle options beside its sizes: the block cache, the
 * replication scope, the compaction policy, whether the application creates the family lazily,
 * and what its versions are kept for. Defaults are HBase's ({@code ColumnFamilyDescriptorBuilder}:
 * {@code DEFAULT_BLOCKCACHE = true}, {@code DEFAULT_REPLICATION_SCOPE = 0}; the default store
 * engine's {@code ExploringCompactionPolicy}).
 *
 * @param blockCache whether the family's data blocks go into the block cache ({@code BLOCKCACHE});
 *     index and bloom blocks are cached either way
 * @param replicationScope {@code REPLICATION_SCOPE}: 0 (local) or 1 (replicated to the peers)
 * @param compactionPolicy the store engine's compaction policy
 *     ({@code hbase.hstore.defaultengine.compactionpolicy.class} in the family's {@code CONFIGURATION})
 * @param lazy whether the application adds the family to the table when it first needs it
 *     (JanusGraph's {@code HBaseStoreManager.ensureColumnFamilyExists}), so that a deployment which
 *     never uses it holds it empty, or not at all
 * @param versionsFor what the versions beyond the newest are kept for
 */
public record FamilyOptions(
    boolean blockCache,
    int replicationScope,
    CompactionPolicy compactionPolicy,
    boolean lazy,
    VersionsUse versionsFor) {

  /** HBase's defaults: block cache on, local scope, exploring compactions, created with the table. */
  public static final FamilyOptions DEFAULT =
      new FamilyOptions(true, 0, CompactionPolicy.EXPLORING, false, VersionsUse.HISTORY);

  public FamilyOptions {
    if (replicationScope < 0 || replicationScope > 1) {
      throw new IllegalArgumentException("the replication scope is 0 or 1");
    }
  }

  /**
   * A store engine's compaction policy, with the class {@code hbase.hstore.defaultengine.compactionpolicy.class}
   * names ({@code hbase-server/.../regionserver/compactions/}).
   */
  public enum CompactionPolicy {
    /** {@code ExploringCompactionPolicy}, the default: minor compactions merge files, majors all of them. */
    EXPLORING("exploring", "org.apache.hadoop.hbase.regionserver.compactions.ExploringCompactionPolicy"),
    /**
     * {@code FIFOCompactionPolicy}: never merges files; a compaction only deletes files whose cells
     * have all expired (after a split it compacts the reference files as the exploring policy does).
     */
    FIFO("fifo", "org.apache.hadoop.hbase.regionserver.compactions.FIFOCompactionPolicy"),
    /**
     * {@code DateTieredCompactionPolicy}: merges files within time windows of the cells' timestamps;
     * set, as the reference guide does, by its store engine ({@code hbase.hstore.engine.class}
     * {@code DateTieredStoreEngine}), which brings the policy and the compactor that writes a file
     * per window.
     */
    DATE_TIERED("date-tiered", "org.apache.hadoop.hbase.regionserver.compactions.DateTieredCompactionPolicy");

    /** The family {@code CONFIGURATION} key of the default store engine's policy class. */
    public static final String CONFIGURATION_KEY = "hbase.hstore.defaultengine.compactionpolicy.class";
    /** The family {@code CONFIGURATION} key of the store engine class ({@code StoreEngine}). */
    public static final String ENGINE_KEY = "hbase.hstore.engine.class";
    /** The store engine of date-tiered compaction. */
    public static final String DATE_TIERED_ENGINE = "org.apache.hadoop.hbase.regionserver.DateTieredStoreEngine";
    /** {@code hbase.hstore.blockingStoreFiles}, which HBase's sanity check asks to be 1,000 or more under FIFO. */
    public static final String BLOCKING_FILES_KEY = "hbase.hstore.blockingStoreFiles";
    /** The blocking store file count written with FIFO ({@code TableDescriptorChecker}'s minimum). */
    public static final int FIFO_BLOCKING_FILES = 1000;
    /**
     * {@code hbase.hstore.blockingStoreFiles}'s default, 16 ({@code HStore.DEFAULT_BLOCKING_STOREFILE_COUNT}):
     * a region with more store files delays its flushes ({@code MemStoreFlusher.flushRegion}).
     */
    public static final int DEFAULT_BLOCKING_FILES = 16;
    /** {@code hbase.hstore.blockingWaitTime}'s default, 90,000 ms: the longest a flush waits for a compaction. */
    public static final int BLOCKING_WAIT_SECONDS = 90;

    private final String yamlName;
    private final String hbaseClass;

    CompactionPolicy(String yamlName, String hbaseClass) {
      this.yamlName = yamlName;
      this.hbaseClass = hbaseClass;
    }

    /** The name the schema format uses. */
    public String yamlName() {
      return yamlName;
    }

    /** The HBase class the family's configuration names. */
    public String hbaseClass() {
      return hbaseClass;
    }

    /** The policy whose HBase class is {@code className} (full or simple name), or null. */
    public static CompactionPolicy ofClass(String className) {
      return Arrays.stream(values())
          .filter(p -> p.hbaseClass.equals(className) || p.hbaseClass.endsWith("." + className))
          .findFirst().orElse(null);
    }
  }

  /** What a family's versions beyond the newest are for. */
  public enum VersionsUse {
    /** A history the application reads back (older values of a cell). */
    HISTORY("history"),
    /**
     * The application's own bookkeeping: versions held until a coprocessor folds them (YARN's flow
     * run aggregation) or for its metadata's point-in-time reads (Phoenix's system tables).
     */
    BOOKKEEPING("bookkeeping");

    private final String yamlName;

    VersionsUse(String yamlName) {
      this.yamlName = yamlName;
    }

    /** The name the schema format uses. */
    public String yamlName() {
      return yamlName;
    }
  }
}
