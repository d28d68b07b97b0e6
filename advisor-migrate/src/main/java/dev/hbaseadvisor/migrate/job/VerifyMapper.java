package dev.hbaseadvisor.migrate.job;

import dev.hbaseadvisor.migrate.Rekeyer;
import dev.hbaseadvisor.splits.Presplits;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.io.ImmutableBytesWritable;
import org.apache.hadoop.hbase.mapreduce.TableMapper;
import org.apache.hadoop.hbase.mapreduce.TableSnapshotInputFormat;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.io.Text;

/**
 * Counts the rows and cells of one region, by the NEW region each row belongs to, as lines of
 * {@code kind|region} and {@code rows cells}: on the OLD side (a region of the snapshot) the rows
 * and cells the backfill carries ({@code expected}) and those it read ({@code read|OLD region's start
 * key});
 * on the NEW side ({@code actual}) what the table holds up to the snapshot's time. On the OLD side
 * a seeded sample of rows is also read through the NEW key and compared cell by cell; each
 * difference is a {@code mismatch|OLD key} line. When cells move between rows and qualifiers (tall
 * and wide), the OLD side counts cells only, and a sampled row is compared with the columns it feeds
 * in each NEW row it feeds.
 */
public final class VerifyMapper extends TableMapper<Text, Text> {

  static final String SIDE = "hbase.advisor.migrate.verify.side";
  static final String SPLITS = "hbase.advisor.migrate.verify.splits";
  static final String SAMPLE_RATE = "hbase.advisor.migrate.verify.sample.rate";
  static final String SEED = "hbase.advisor.migrate.verify.seed";
  static final String SNAPSHOT_TIME = "hbase.advisor.migrate.verify.snapshot.time";

  /** The counters of the sample. */
  public enum Counter { SAMPLED_ROWS, MISMATCHED_ROWS }

  private boolean oldSide;
  private List<byte[]> splits;
  private long[] rows;
  private long[] cells;
  private long readRows;
  private long readCells;
  private Rekeyer rekeyer;
  private CellSelection selection;
  private final CellSelection.Tally tally = new CellSelection.Tally();
  private double sampleRate;
  private long seed;
  private long snapshotTime;
  private Connection connection;
  private Table newTable;

  @Override
  protected void setup(Context context) throws IOException {
    Configuration conf = context.getConfiguration();
    oldSide = "old".equals(conf.get(SIDE));
    splits = decodeSplits(conf.getStrings(SPLITS, new String[0]));
    rows = new long[splits.size() + 1];
    cells = new long[splits.size() + 1];
    if (oldSide) {
      rekeyer = Rekeyer.of(Designs.old(conf), Designs.neu(conf));
      selection = new CellSelection(Designs.neu(conf), Designs.now(conf));
      sampleRate = conf.getDouble(SAMPLE_RATE, 0);
      seed = conf.getLong(SEED, 0);
      snapshotTime = conf.getLong(SNAPSHOT_TIME, Long.MAX_VALUE - 1);
      if (sampleRate > 0) {
        connection = ConnectionFactory.createConnection(conf);
        newTable = connection.getTable(TableName.valueOf(Designs.neu(conf).table()));
      }
    }
  }

  @Override
  protected void map(ImmutableBytesWritable row, Result value, Context context)
      throws IOException, InterruptedException {
    if (!oldSide) {
      int region = Presplits.regionOf(splits, value.getRow());
      rows[region]++;
      cells[region] += value.rawCells().length;
      return;
    }
    readRows++;
    readCells += value.rawCells().length;
    List<Cell> expected = selection.select(value, tally);
    boolean sample = sampleRate > 0 && sampled(value.getRow());
    String difference;
    byte[] newKey = null;
    try {
      if (rekeyer.movesCells()) {
        difference = placeCells(value, expected, sample);
      } else {
        newKey = rekeyer.rekey(value.getRow(), Placed.values(value));
        if (!expected.isEmpty()) {
          int region = Presplits.regionOf(splits, newKey);
          rows[region]++;
          cells[region] += expected.size();
        }
        difference = sample ? compare(expected, read(newKey, null)) : null;
      }
    } catch (Rekeyer.UndecodableKeyException e) {
      context.write(new Text("mismatch|" + Bytes.toStringBinary(value.getRow())), new Text(e.getMessage()));
      context.getCounter(Counter.MISMATCHED_ROWS).increment(1);
      return;
    }
    if (sample) {
      context.getCounter(Counter.SAMPLED_ROWS).increment(1);
      if (difference != null) {
        context.getCounter(Counter.MISMATCHED_ROWS).increment(1);
        context.write(new Text("mismatch|" + Bytes.toStringBinary(value.getRow())), new Text(
            (newKey == null ? "" : "NEW key " + Bytes.toStringBinary(newKey) + ": ") + difference));
      }
    }
  }

  /**
   * Counts an OLD row's cells by the NEW region each lands in, when cells move between rows and
   * qualifiers (the rows fold together or split apart, so only cells are counted); for a sampled
   * row, reads each NEW row it feeds, just the columns it feeds, and returns the first difference.
   */
  private String placeCells(Result old, List<Cell> expected, boolean sample)
      throws IOException, Rekeyer.UndecodableKeyException {
    List<Placed> placed = Placed.cells(rekeyer, old, expected);
    for (Placed p : placed) {
      cells[Presplits.regionOf(splits, CellUtil.cloneRow(p.cell()))]++;
    }
    if (!sample) {
      return null;
    }
    for (int from = 0; from < placed.size(); ) {
      byte[] row = CellUtil.cloneRow(placed.get(from).cell());
      int to = from;
      List<Cell> want = new ArrayList<>();
      while (to < placed.size() && CellUtil.matchingRows(placed.get(to).cell(), placed.get(from).cell())) {
        want.add(placed.get(to++).cell());
      }
      String difference = compare(want, read(row, want));
      if (difference != null) {
        return "NEW row " + Bytes.toStringBinary(row) + ": " + difference;
      }
      from = to;
    }
    return null;
  }

  /** Every version of a NEW row up to the snapshot's time; only the columns of {@code columns} when given. */
  private Result read(byte[] row, List<Cell> columns) throws IOException {
    Get get = new Get(row).readAllVersions().setTimeRange(0, snapshotTime + 1);
    if (columns != null) {
      columns.forEach(c -> get.addColumn(CellUtil.cloneFamily(c), CellUtil.cloneQualifier(c)));
    }
    return newTable.get(get);
  }

  /** Whether a row is in the sample: a draw seeded by the seed and the row's key, so every run picks the same rows. */
  private boolean sampled(byte[] key) {
    long hash = 0xcbf29ce484222325L;
    for (byte b : key) {
      hash = (hash ^ (b & 0xff)) * 0x100000001b3L;
    }
    return new SplittableRandom(seed ^ hash).nextDouble() < sampleRate;
  }

  /** The first difference between the cells expected and those read, or null when they are the same. */
  static String compare(List<Cell> expected, Result actual) {
    Cell[] read = actual.rawCells();
    for (int i = 0; i < Math.max(expected.size(), read.length); i++) {
      if (i >= read.length) {
        return "missing " + describe(expected.get(i));
      }
      if (i >= expected.size()) {
        return "unexpected " + describe(read[i]);
      }
      Cell e = expected.get(i);
      Cell a = read[i];
      if (!CellUtil.matchingColumn(e, a) || e.getTimestamp() != a.getTimestamp()) {
        return "expected " + describe(e) + ", read " + describe(a);
      }
      if (!CellUtil.matchingValue(e, a)) {
        return "value of " + describe(e) + " differs";
      }
    }
    return null;
  }

  private static String describe(Cell c) {
    return Bytes.toStringBinary(CellUtil.cloneFamily(c)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(c))
        + "@" + c.getTimestamp();
  }

  @Override
  protected void cleanup(Context context) throws IOException, InterruptedException {
    String kind = oldSide ? "expected|" : "actual|";
    for (int i = 0; i < rows.length; i++) {
      if (rows[i] > 0 || cells[i] > 0) {
        context.write(new Text(kind + i), new Text(rows[i] + " " + cells[i]));
      }
    }
    if (oldSide) {
      byte[] start = context.getInputSplit() instanceof TableSnapshotInputFormat.TableSnapshotRegionSplit split
          ? split.getRegion().getStartKey() : new byte[0];
      context.write(new Text("read|" + Bytes.toStringBinary(start)), new Text(readRows + " " + readCells));
    }
    if (newTable != null) {
      newTable.close();
      connection.close();
    }
  }

  /** Split keys for the configuration. */
  static String[] encodeSplits(List<byte[]> splits) {
    return splits.stream().map(s -> Base64.getEncoder().encodeToString(s)).toArray(String[]::new);
  }

  static List<byte[]> decodeSplits(String[] encoded) {
    List<byte[]> out = new ArrayList<>();
    Arrays.stream(encoded).forEach(s -> out.add(Base64.getDecoder().decode(s)));
    return out;
  }
}
