package dev.hbaseadvisor.migrate.job;

import dev.hbaseadvisor.migrate.Rekeyer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * A cell of an OLD row placed under the NEW design when cells move between rows and qualifiers:
 * the OLD cell and the NEW cell (row and qualifier from {@link Rekeyer#place}, the same family,
 * timestamp and value). The backfill writes the NEW cells and the verification expects them.
 *
 * @param old the cell as the snapshot holds it
 * @param cell the cell the NEW table must hold
 */
record Placed(Cell old, KeyValue cell) {

  /** The NEW cells of one OLD row's selected cells, sorted as HBase sorts them. */
  static List<Placed> cells(Rekeyer rekeyer, Result row, List<Cell> selected) throws Rekeyer.UndecodableKeyException {
    byte[] oldKey = row.getRow();
    Map<String, Object> fields = rekeyer.fields(oldKey, values(row));
    List<Placed> out = new ArrayList<>(selected.size());
    for (Cell c : selected) {
      byte[] family = CellUtil.cloneFamily(c);
      Rekeyer.Placement p = rekeyer.place(oldKey, fields, Bytes.toString(family), CellUtil.cloneQualifier(c));
      out.add(new Placed(c, new KeyValue(p.row(), family, p.qualifier(), c.getTimestamp(), KeyValue.Type.Put,
          CellUtil.cloneValue(c))));
    }
    out.sort((a, b) -> CellComparator.getInstance().compare(a.cell(), b.cell()));
    return out;
  }

  /** A row's cells as the rekeyer reads them: each column's newest value (HBase returns versions newest first). */
  static Rekeyer.CellValues values(Result row) {
    return (family, qualifier) -> row.getValue(Bytes.toBytes(family), qualifier);
  }
}
