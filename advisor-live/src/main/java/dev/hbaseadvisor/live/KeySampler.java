package dev.hbaseadvisor.live;

import dev.hbaseadvisor.live.LiveTables.LiveException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.filter.RandomRowFilter;

/**
 * Samples rowkeys with the region servers doing the work: one scan per region, several at a time,
 * whose filters keep a row with probability {@code chance} ({@code RandomRowFilter}), only its
 * first cell ({@code FirstKeyOnlyFilter}) and no value ({@code KeyOnlyFilter}), so only the keys
 * of sampled rows cross the network. The client keeps a reservoir of at most {@code keys} keys
 * (Vitter's algorithm R), so its memory is bounded whatever the table's size.
 *
 * <p>The chance is estimated so that about twice the wanted keys come back: the table's store and
 * memstore bytes (region metrics) divided by the bytes of its first rows read whole. Compression
 * makes the estimate of rows low and the chance high, which costs traffic, not accuracy; the
 * reservoir then keeps a uniform subset. When fewer rows than wanted come back, the table is
 * scanned again with the chance those rows call for, at most {@link #MAX_PASSES} times in all.
 */
final class KeySampler {

  /** Rows read whole to estimate the bytes of a row. */
  static final int PROBE_ROWS = 100;
  /** Scans running at once. */
  static final int PARALLEL_SCANS = 8;
  /** Scans of the table at most: a second (and third) with a higher chance when too few rows came back. */
  static final int MAX_PASSES = 3;

  private final int capacity;
  private final SplittableRandom random;
  private final List<byte[]> reservoir = new ArrayList<>();
  private long seen;

  private KeySampler(int capacity, long seed) {
    this.capacity = capacity;
    this.random = new SplittableRandom(seed);
  }

  /** About {@code keys} keys of the table, sorted unsigned. */
  static List<byte[]> sample(Connection connection, TableName name, int keys, long seed) throws IOException {
    LiveTable live = TableReader.read(connection, name, 0);
    float chance = chance(connection, name, live, keys);
    KeySampler sampler = new KeySampler(keys, seed);
    for (int pass = 1; ; pass++) {
      sampler.run(connection, name, live, chance);
      if (sampler.seen >= keys || chance >= 1f || pass == MAX_PASSES) {
        break;
      }
      // Too few rows came back: the estimate of rows was high. Scan again, with the chance the
      // rows seen call for (and room to spare), into an empty reservoir.
      chance = (float) Math.min(1.0, chance * 2.0 * keys / Math.max(1, sampler.seen));
      sampler.reservoir.clear();
      sampler.seen = 0;
    }
    List<byte[]> sorted = new ArrayList<>(sampler.reservoir);
    sorted.sort(Arrays::compareUnsigned);
    return sorted;
  }

  /** The scan of one region's rows that a region server samples. */
  static Scan scan(LiveTable.Region region, float chance) {
    FilterList filters = new FilterList(FilterList.Operator.MUST_PASS_ALL,
        new RandomRowFilter(chance), new FirstKeyOnlyFilter(), new KeyOnlyFilter());
    return new Scan().withStartRow(region.start()).withStopRow(region.end()).setFilter(filters)
        .setCacheBlocks(false).setCaching(1000);
  }

  private void run(Connection connection, TableName name, LiveTable live, float chance) throws IOException {
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(PARALLEL_SCANS, live.regions().size())));
    try (Table table = connection.getTable(name)) {
      List<Future<?>> scans = new ArrayList<>();
      for (LiveTable.Region region : live.regions()) {
        scans.add(pool.submit(() -> {
          scan(table, region, chance);
          return null;
        }));
      }
      for (Future<?> scan : scans) {
        scan.get();
      }
    } catch (ExecutionException e) {
      throw new LiveException("sampling " + name.getNameAsString() + " failed: " + e.getCause().getMessage(),
          e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LiveException("sampling " + name.getNameAsString() + " was interrupted", e);
    } finally {
      pool.shutdownNow();
    }
  }

  private void scan(Table table, LiveTable.Region region, float chance) throws IOException {
    try (ResultScanner scanner = table.getScanner(scan(region, chance))) {
      for (Result row : scanner) {
        offer(row.getRow());
      }
    }
  }

  private synchronized void offer(byte[] key) {
    seen++;
    if (reservoir.size() < capacity) {
      reservoir.add(key);
      return;
    }
    long slot = random.nextLong(seen);
    if (slot < capacity) {
      reservoir.set((int) slot, key);
    }
  }

  /** The chance that brings back about twice the wanted keys; 1 for a table too small to tell. */
  private static float chance(Connection connection, TableName name, LiveTable live, int keys) throws IOException {
    long bytes = live.regions().stream().mapToLong(r -> r.storeBytes() + r.memstoreBytes()).sum();
    if (bytes == 0) {
      return 1f;
    }
    long rows = 0;
    long rowBytes = 0;
    try (Table table = connection.getTable(name);
        ResultScanner scanner = table.getScanner(new Scan().setLimit(PROBE_ROWS).setCacheBlocks(false))) {
      for (Result row : scanner) {
        rows++;
        for (var cell : row.rawCells()) {
          rowBytes += cell.getSerializedSize();
        }
      }
    }
    if (rows == 0 || rowBytes == 0) {
      return 1f;
    }
    double estimatedRows = (double) bytes / ((double) rowBytes / rows);
    return (float) Math.min(1.0, 2.0 * keys / estimatedRows);
  }
}
