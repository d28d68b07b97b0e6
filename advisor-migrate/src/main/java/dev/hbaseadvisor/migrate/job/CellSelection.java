package dev.hbaseadvisor.migrate.job;

import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * The cells of an OLD row the NEW table keeps: per column, the newest {@code VERSIONS} of them (the
 * versions a read of the NEW table returns), less those past the NEW family's time to live (a cell
 * older than {@code now - TTL} is expired, {@code ScanQueryMatcher}'s rule, so copying it would only
 * hand the next compaction something to delete) beyond the newest {@code MIN_VERSIONS}, which HBase
 * keeps however old ({@code ScanWildcardColumnTracker.checkVersion}: a version is included while
 * the column's count is at most {@code minVersions} or the cell is not expired). The backfill copies exactly these, and the
 * verification expects exactly these.
 */
final class CellSelection {

  /** What a selection kept and left out. */
  static final class Tally {
    long expired;
    long overVersions;
  }

  private final Map<byte[], long[]> families = new TreeMap<>(Bytes.BYTES_COMPARATOR);

  CellSelection(TableSchema neu, long now) {
    for (Family f : neu.families()) {
      long oldest = f.ttlForever() ? Long.MIN_VALUE : now - f.ttlSeconds() * 1000;
      families.put(Bytes.toBytes(f.name()), new long[] {oldest, f.versions(), f.minVersions()});
    }
  }

  /** The cells of {@code row} (sorted as HBase returns them: by column, newest first) to carry. */
  List<Cell> select(Result row, Tally tally) {
    List<Cell> kept = new ArrayList<>();
    Cell column = null;
    long versions = 0;
    for (Cell cell : row.rawCells()) {
      long[] family = families.get(CellUtil.cloneFamily(cell));
      if (column == null || !CellUtil.matchingColumn(column, cell)) {
        column = cell;
        versions = 0;
      }
      if (versions >= family[1]) {
        tally.overVersions++;
      } else if (cell.getTimestamp() < family[0] && versions >= family[2]) {
        tally.expired++;
      } else {
        versions++;
        kept.add(cell);
      }
    }
    return kept;
  }
}
