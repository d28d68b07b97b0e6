package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.TableSchema;

/**
 * What a shorter key saves in storage when it is all a candidate changes: its plans read as the
 * current key's do and its replay spreads writes no better. HBase stores the row key with every
 * cell (KeyValue layout, {@code hbase-common/.../KeyValue.java}), so the saving is the key bytes
 * times the cells at the workload's horizon, and is weighed against the whole table and against a
 * region.
 *
 * @param bytesPerRow mean key bytes saved per row
 * @param bytesAtHorizon stored bytes saved at the workload's horizon, uncompressed
 * @param shareOfTable that saving over the current design's stored bytes
 * @param regionBytes the size at which a region splits ({@code cluster.maxFileSize})
 */
public record KeySaving(double bytesPerRow, double bytesAtHorizon, double shareOfTable, long regionBytes) {

  /**
   * The least share of the table a key-length saving must reach for {@code recommend} to change a
   * key that reads and writes as well as the current one: re-keying a table rewrites every row, and
   * data block encoding (FAST_DIFF, PREFIX) already shares most of a repeated key's bytes on disk.
   * The saving must also reach one region's worth of data: less changes no region count.
   */
  public static final double WORTH_REKEYING = 0.10;

  /**
   * The saving of {@code candidate}'s key over the schema's own, in the schema's layout, at the
   * {@code horizonRows} rows {@code recommend} judges the table at.
   */
  static KeySaving of(TableSchema schema, Candidate candidate, long horizonRows) {
    CellSizes now = RowKeyCodec.cellSizes(schema);
    CellSizes then = RowKeyCodec.cellSizes(schema.withRowkey(candidate.rowkey()));
    double rows = Math.max(1, schema.workload().totalRows());
    double perRowNow = now.tableBytes() / rows;
    double perRowSaved = perRowNow - then.tableBytes() / rows;
    return new KeySaving(now.meanKeyBytes() - then.meanKeyBytes(), perRowSaved * horizonRows,
        perRowNow <= 0 ? 0 : perRowSaved / perRowNow, schema.cluster().maxFileSize());
  }

  /** Whether the saving is worth re-keying the table for: {@link #WORTH_REKEYING} of it, and a region's worth. */
  public boolean worthIt() {
    return shareOfTable >= WORTH_REKEYING && bytesAtHorizon >= regionBytes;
  }
}
