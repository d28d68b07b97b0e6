package dev.hbaseadvisor.live;

import dev.hbaseadvisor.live.LiveTables.LiveException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
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
 * of sampled rows cross the network. The client keeps the {@code keys} returned keys of smallest
 * seeded hash (a bottom-k sample), so its memory is bounded whatever the table's size, and the keys
 * it keeps depend only on the set of keys the servers returned and the seed, not on the order in
 * which the parallel scans deliver them.
 *
 * <p>The chance is estimated so that about twice the wanted keys come back: the table's store and
 * memstore bytes (region metrics) divided by the bytes of its first rows. Compression makes the
 * estimate of rows low and the chance high, which costs traffic, not accuracy; the bottom-k then
 * keeps a uniform subset. When fewer rows than wanted come back, the table is scanned again with
 * the chance those rows call for, at most {@link #MAX_PASSES} times in all.
 *
 * <p>Reproducible only when the chance is 1 (a table of up to about twice the wanted rows): below
 * that, which rows each server returns is drawn by {@code RandomRowFilter}'s own unseeded
 * generator, so two runs return different keys from the same distribution.
 */
final class KeySampler {

  /** Rows read to estimate the bytes of a row. */
  static final int PROBE_ROWS = 100;
  /** The most bytes one result of the probe holds ({@code Scan.setMaxResultSize}). */
  static final long PROBE_RESULT_BYTES = 1L << 20;
  /** Scans running at once. */
  static final int PARALLEL_SCANS = 8;
  /** Scans of the table at most: a second (and third) with a higher chance when too few rows came back. */
  static final int MAX_PASSES = 3;

  private final int capacity;
  private final long seed;
  /** The kept keys, the largest hash on top, so that a smaller one replaces it. */
  private final PriorityQueue<Keyed> kept = new PriorityQueue<>(Comparator.reverseOrder());
  private long seen;

  /** A key with its seeded hash; ordered by hash, then by key, so that no two keys tie. */
  private record Keyed(long hash, byte[] key) implements Comparable<Keyed> {
    @Override
    public int compareTo(Keyed other) {
      int byHash = Long.compareUnsigned(hash, other.hash);
      return byHash != 0 ? byHash : Arrays.compareUnsigned(key, other.key);
    }
  }

  /** An empty sample of at most {@code capacity} keys. */
  KeySampler(int capacity, long seed) {
    this.capacity = capacity;
    this.seed = seed;
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
      // rows seen call for (and room to spare), into an empty sample.
      chance = (float) Math.min(1.0, chance * 2.0 * keys / Math.max(1, sampler.seen));
      sampler.kept.clear();
      sampler.seen = 0;
    }
    return sampler.sorted();
  }

  /** The kept keys, sorted unsigned. */
  synchronized List<byte[]> sorted() {
    List<byte[]> sorted = new ArrayList<>(kept.size());
    kept.forEach(k -> sorted.add(k.key()));
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

  /** Offers one returned key: kept when its hash is among the {@code capacity} smallest so far. */
  synchronized void offer(byte[] key) {
    seen++;
    Keyed keyed = new Keyed(hash(seed, key), key);
    if (kept.size() < capacity) {
      kept.add(keyed);
    } else if (keyed.compareTo(kept.peek()) < 0) {
      kept.poll();
      kept.add(keyed);
    }
  }

  /** A seeded 64-bit hash of a key: FNV-1a over its bytes, then SplitMix64's finalizer to spread the bits. */
  static long hash(long seed, byte[] key) {
    long h = 0xcbf29ce484222325L ^ seed;
    for (byte b : key) {
      h = (h ^ (b & 0xFF)) * 0x100000001b3L;
    }
    h = (h ^ (h >>> 30)) * 0xbf58476d1ce4e5b9L;
    h = (h ^ (h >>> 27)) * 0x94d049bb133111ebL;
    return h ^ (h >>> 31);
  }

  /** The chance that brings back about twice the wanted keys; 1 for a table too small to tell. */
  private static float chance(Connection connection, TableName name, LiveTable live, int keys) throws IOException {
    long bytes = live.regions().stream().mapToLong(r -> r.storeBytes() + r.memstoreBytes()).sum();
    if (bytes == 0) {
      return 1f;
    }
    long rows = 0;
    long rowBytes = 0;
    // Partial results of at most PROBE_RESULT_BYTES each: a row of a million cells is measured
    // without being held whole.
    Scan probe = new Scan().setLimit(PROBE_ROWS).setCacheBlocks(false).setAllowPartialResults(true)
        .setMaxResultSize(PROBE_RESULT_BYTES);
    try (Table table = connection.getTable(name); ResultScanner scanner = table.getScanner(probe)) {
      byte[] last = null;
      for (Result part : scanner) {
        if (last == null || !Arrays.equals(last, part.getRow())) {
          rows++;
          last = part.getRow();
        }
        for (var cell : part.rawCells()) {
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
