package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.SegmentFacts;
import dev.hbaseadvisor.plan.TableStats;

/**
 * What the backfill job will do, estimated from the OLD design at its horizon (the table
 * {@code recommend} judges: a year of writes, or the shortest time to live, capped by the keys the
 * rowkey can form; {@link TableStats#atHorizon}) with no cluster: the bytes it reads, its map tasks
 * (one per region of the OLD table, as {@code TableSnapshotInputFormat} makes one split per region
 * of the snapshot), the HFiles it writes per NEW region and its time at a throughput.
 *
 * <p>Bytes are the sizing rules' projection ({@link CellSizes}: uncompressed, one version per cell).
 * The OLD table's regions are its pre-split or, when more, its projected bytes over
 * {@code cluster.maxFileSize} ({@link CellSizes#regionsAt}). {@code HFileOutputFormat2} writes one
 * HFile per family for each region's reducer and rolls to another one when a file passes
 * {@code hbase.hregion.max.filesize}, which the job sets to the NEW design's {@code maxFileSize}.
 *
 * @param rows rows of the OLD table at the horizon
 * @param bytes bytes the job reads
 * @param mapTasks map tasks, one per OLD region
 * @param newRegions regions of the NEW table's pre-split, one reducer each
 * @param hfilesPerRegion HFiles the job writes into each NEW region
 * @param familyHFilesPerRegion the most of them of one family
 * @param throughput rows per second the time is estimated at, or 0 when none was given
 * @param seconds the time at that throughput, or -1 without one
 */
public record MigrationEstimate(long rows, double bytes, long mapTasks, int newRegions, long hfilesPerRegion,
    long familyHFilesPerRegion, double throughput, long seconds) {

  /**
   * The most HFiles {@code BulkLoadHFiles} loads into one region and family unless told more:
   * {@code hbase.mapreduce.bulkload.max.hfiles.perRegion.perFamily}, default 32
   * ({@code hbase-server/.../tool/LoadIncrementalHFiles.java}, {@code maxFilesPerRegionPerFamily}).
   */
  public static final int BULK_LOAD_MAX_FILES_PER_REGION_FAMILY = 32;

  /** The estimate for moving {@code old}'s table into {@code neu}'s pre-split of {@code newRegions} regions. */
  public static MigrationEstimate of(TableSchema old, int oldPresplitRegions, TableSchema neu, int newRegions,
      double throughput) {
    RowKeyCodec codec = RowKeyCodec.compile(old);
    long rows = TableStats.atHorizon(old, SegmentFacts.of(codec)).rows();
    CellSizes sizes = CellSizes.of(old, codec.minLength(), codec.maxLength());
    double bytes = 0;
    long hfiles = 0;
    long familyHFiles = 0;
    long newMaxFileSize = neu.cluster().maxFileSize();
    for (Family family : old.families()) {
      long familyRows = family.rows() > 0 ? Math.min(family.rows(), rows) : rows;
      double familyBytes = familyRows * sizes.familyBytesPerRow(family);
      bytes += familyBytes;
      long files = CellSizes.regionsAt(familyBytes / newRegions, newMaxFileSize);
      hfiles += files;
      familyHFiles = Math.max(familyHFiles, files);
    }
    long mapTasks = Math.max(oldPresplitRegions, CellSizes.regionsAt(bytes, old.cluster().maxFileSize()));
    long seconds = throughput > 0 ? (long) Math.ceil(rows / throughput) : -1;
    return new MigrationEstimate(rows, bytes, mapTasks, newRegions, hfiles, familyHFiles, throughput, seconds);
  }

  /** The bytes each NEW region receives. */
  public double regionBytes() {
    return bytes / newRegions;
  }
}
