package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.TableSchema;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The bytes one written row costs in each column family: one cell per fixed column and
 * {@code perRow} cells per dynamic column, each sized by {@link CellSizes} as HBase's
 * {@code KeyValue} lays it out
 * ({@code hbase-common/src/main/java/org/apache/hadoop/hbase/KeyValue.java},
 * {@code getKeyValueDataStructureSize}; hbase-facts §4):
 *
 * <pre>
 *   key length (4) + value length (4)
 *   + row length (2) + row (r) + family length (1) + family (f) + qualifier (q)
 *   + timestamp (8) + type (1) + value (v)
 *   = 20 + r + f + q + v
 * </pre>
 *
 * <p>So long rowkeys, family names and qualifiers cost what they cost in HBase: they are repeated
 * in every cell. Not counted: tags (none without ACLs or visibility labels), the MVCC
 * sequence id HFiles add per cell (1 to 9 bytes), block headers, indexes and Bloom filters, and
 * compression and data block encoding, which HBase's size check sees through compressed file
 * sizes; the simulated sizes are the uncompressed cell bytes.
 */
final class CellSizer {

  private final FamilyCost[] families;
  private final RandomGenerator random;
  /** The cells of the row {@link #next} drew last. */
  private long cells;
  /** The families the next rows write (those of one record kind), or null for all. */
  private boolean[] only;

  CellSizer(TableSchema schema, RandomGenerator random) {
    this.random = random;
    List<Family> list = schema.families();
    this.families = new FamilyCost[list.size()];
    long rows = Math.max(1, schema.workload().totalRows());
    for (int i = 0; i < families.length; i++) {
      families[i] = new FamilyCost(schema, list.get(i), rows);
    }
  }

  /** The number of families. */
  int families() {
    return families.length;
  }

  /** Makes the next rows write only the families marked in {@code written} (a record kind's), or all for null. */
  void only(boolean[] written) {
    this.only = written;
  }

  /** Draws one row's bytes per family into {@code perFamily} for a key of {@code rowLength} bytes; returns the total. */
  long next(int rowLength, long[] perFamily) {
    long total = 0;
    long rowCells = 0;
    for (int i = 0; i < families.length; i++) {
      FamilyCost family = families[i];
      if (only != null && !only[i]) {
        perFamily[i] = 0;
        continue;
      }
      long bytes = family.next(rowLength, random);
      perFamily[i] = bytes;
      total += bytes;
      rowCells += family.cells;
    }
    cells = rowCells;
    return total;
  }

  /** The number of cells of the row drawn last by {@link #next}. */
  long cells() {
    return cells;
  }

  /** The cells of one family. */
  private static final class FamilyCost {
    private final int familyLength;
    private final double presence;
    private final int[] qualifierLength;
    private final long[] minValue;
    private final long[] valueSpan;
    private final boolean[] dynamic;
    private final long[] minCells;
    private final long[] cellSpan;
    private final double[] meanDynamicBytes;
    /** The cells of the row drawn last. */
    long cells;

    FamilyCost(TableSchema schema, Family family, long rows) {
      this.familyLength = CellSizes.familyBytes(family.name());
      this.presence = family.rows() <= 0 ? 1.0 : Math.min(1.0, (double) family.rows() / rows);
      List<Column> columns = family.columns();
      int n = Math.max(1, columns.size());
      qualifierLength = new int[n];
      minValue = new long[n];
      valueSpan = new long[n];
      dynamic = new boolean[n];
      minCells = new long[n];
      cellSpan = new long[n];
      meanDynamicBytes = new double[n];
      // A family without columns still holds one cell per row: an empty qualifier and value.
      for (int c = 0; c < columns.size(); c++) {
        Column column = columns.get(c);
        dynamic[c] = column.dynamic();
        minCells[c] = column.minPerRow();
        cellSpan[c] = column.maxPerRow() - column.minPerRow();
        if (dynamic[c]) {
          long[] qualifier = CellSizes.qualifierBytes(schema, column);
          meanDynamicBytes[c] = (qualifier[0] + qualifier[1]) / 2.0 + column.meanSize();
        } else {
          qualifierLength[c] = (int) CellSizes.qualifierBytes(schema, column)[0];
          minValue[c] = column.minSize();
          valueSpan[c] = column.maxSize() - column.minSize();
        }
      }
    }

    long next(int rowLength, RandomGenerator random) {
      if (presence < 1.0 && random.nextDouble() >= presence) {
        cells = 0;
        return 0;
      }
      long perCell = CellSizes.keyValueBytes(rowLength, familyLength, 0, 0);
      long bytes = 0;
      long drawn = 0;
      for (int c = 0; c < dynamic.length; c++) {
        if (dynamic[c]) {
          // Many cells per row: their qualifier and value bytes at the mean rather than drawn one by one.
          long count = minCells[c] + (cellSpan[c] > 0 ? random.nextLong(cellSpan[c] + 1) : 0);
          bytes += count * perCell + Math.round(count * meanDynamicBytes[c]);
          drawn += count;
        } else {
          long value = minValue[c] + (valueSpan[c] > 0 ? random.nextLong(valueSpan[c] + 1) : 0);
          bytes += perCell + qualifierLength[c] + value;
          drawn++;
        }
      }
      this.cells = drawn;
      return bytes;
    }
  }
}
