package dev.hbaseadvisor.model;

import java.util.List;

/**
 * A column family with the settings of HBase's {@code ColumnFamilyDescriptorBuilder}; defaults
 * are HBase's own ({@code DEFAULT_VERSIONS = 1}, {@code DEFAULT_MIN_VERSIONS = 0},
 * {@code DEFAULT_TTL = HConstants.FOREVER}, {@code DEFAULT_BLOCKSIZE = 64 KiB},
 * {@code DEFAULT_BLOOMFILTER = ROW}, MOB threshold 100 KiB).
 *
 * @param name the family name as written (judged by the naming rules)
 * @param versions maximum versions kept
 * @param minVersions minimum versions kept even past the TTL
 * @param ttlSeconds time to live in seconds ({@link Quantities#FOREVER_SECONDS} for forever)
 * @param keepDeletedCells whether deleted cells stay readable by time-range reads
 * @param compression the store file compression codec name ({@code none}, {@code snappy}, ...)
 * @param bloomFilter {@code none}, {@code row} or {@code rowcol}
 * @param dataBlockEncoding {@code none}, {@code prefix}, {@code diff}, {@code fast_diff} or {@code row_index_v1}
 * @param blockSize HFile block size in bytes
 * @param inMemory whether blocks get the in-memory priority in the block cache
 * @param rows how many rows hold this family, or 0 for every row of the table
 * @param mob whether values above the MOB threshold are stored as medium objects
 * @param mobThreshold the MOB threshold in bytes
 * @param columns the qualifiers written
 * @param options the block cache, replication scope, compaction policy, lazy creation and what
 *     the versions are for
 */
public record Family(
    String name,
    int versions,
    int minVersions,
    long ttlSeconds,
    boolean keepDeletedCells,
    String compression,
    String bloomFilter,
    String dataBlockEncoding,
    long blockSize,
    boolean inMemory,
    long rows,
    boolean mob,
    long mobThreshold,
    List<Column> columns,
    FamilyOptions options) {

  /** HBase's HFile block size, 64 KiB ({@code ColumnFamilyDescriptorBuilder.DEFAULT_BLOCKSIZE}). */
  public static final long DEFAULT_BLOCK_SIZE = 64 * 1024;

  /** A family with HBase's default options ({@link FamilyOptions#DEFAULT}). */
  public Family(String name, int versions, int minVersions, long ttlSeconds, boolean keepDeletedCells,
      String compression, String bloomFilter, String dataBlockEncoding, long blockSize, boolean inMemory, long rows,
      boolean mob, long mobThreshold, List<Column> columns) {
    this(name, versions, minVersions, ttlSeconds, keepDeletedCells, compression, bloomFilter, dataBlockEncoding,
        blockSize, inMemory, rows, mob, mobThreshold, columns, FamilyOptions.DEFAULT);
  }

  /** Whether cells never expire. */
  public boolean ttlForever() {
    return ttlSeconds >= Quantities.FOREVER_SECONDS;
  }
}
