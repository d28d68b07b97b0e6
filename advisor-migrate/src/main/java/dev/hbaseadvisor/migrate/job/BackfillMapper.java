package dev.hbaseadvisor.migrate.job;

import dev.hbaseadvisor.migrate.Rekeyer;
import java.io.IOException;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.io.ImmutableBytesWritable;
import org.apache.hadoop.hbase.mapreduce.TableMapper;

/**
 * Re-keys the rows of one region of the OLD table's snapshot: each row's NEW key from its OLD key
 * ({@link Rekeyer}), and each cell the NEW table keeps ({@link CellSelection}) under it with its
 * family, qualifier, timestamp and value; or, when cells move between rows and qualifiers (tall
 * and wide), each cell under its own NEW row and qualifier ({@link Placed}). {@code HFileOutputFormat2}'s partitioner then sends every
 * cell to the reducer of the NEW region that holds its key. A row whose key the OLD design cannot
 * read (or a cell that belongs to no OLD column) is counted and left out; the client then refuses
 * to load anything.
 */
public final class BackfillMapper extends TableMapper<ImmutableBytesWritable, KeyValue> {

  /** The job's counters, read by the client after the job. */
  public enum Counter { ROWS_READ, CELLS_READ, CELLS_WRITTEN, CELLS_EXPIRED, CELLS_OVER_VERSIONS, UNDECODABLE_ROWS }

  /** How many undecodable keys a task logs; the rest are only counted. */
  private static final int LOGGED = 10;

  private Rekeyer rekeyer;
  private CellSelection selection;
  private final CellSelection.Tally tally = new CellSelection.Tally();
  private int logged;

  @Override
  protected void setup(Context context) {
    rekeyer = Rekeyer.of(Designs.old(context.getConfiguration()), Designs.neu(context.getConfiguration()));
    selection = new CellSelection(Designs.neu(context.getConfiguration()), Designs.now(context.getConfiguration()));
  }

  @Override
  protected void map(ImmutableBytesWritable row, Result value, Context context)
      throws IOException, InterruptedException {
    context.getCounter(Counter.ROWS_READ).increment(1);
    context.getCounter(Counter.CELLS_READ).increment(value.rawCells().length);
    byte[] oldKey = value.getRow();
    long written = 0;
    try {
      if (!rekeyer.movesCells()) {
        byte[] newKey = rekeyer.rekey(oldKey, Placed.values(value));
        ImmutableBytesWritable key = new ImmutableBytesWritable(newKey);
        for (Cell cell : selection.select(value, tally)) {
          context.write(key, new KeyValue(newKey, CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell),
              cell.getTimestamp(), KeyValue.Type.Put, CellUtil.cloneValue(cell)));
          written++;
        }
      } else {
        for (Placed placed : Placed.cells(rekeyer, value, selection.select(value, tally))) {
          context.write(new ImmutableBytesWritable(CellUtil.cloneRow(placed.cell())), placed.cell());
          written++;
        }
      }
    } catch (Rekeyer.UndecodableKeyException e) {
      context.getCounter(Counter.UNDECODABLE_ROWS).increment(1);
      if (logged++ < LOGGED) {
        System.err.println("hbase-advisor backfill: " + e.getMessage());
      }
      return;
    }
    context.getCounter(Counter.CELLS_WRITTEN).increment(written);
  }

  @Override
  protected void cleanup(Context context) {
    context.getCounter(Counter.CELLS_EXPIRED).increment(tally.expired);
    context.getCounter(Counter.CELLS_OVER_VERSIONS).increment(tally.overVersions);
  }
}
