package dev.hbaseadvisor.hbase;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.StartMiniClusterOption;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.BufferedMutatorParams;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.regionserver.HRegion;

/**
 * One HBase 2.6 mini cluster (a master, one region server, ZooKeeper, the local file system) for
 * a test class, with the settings that let splits happen in a short test
 * ({@code ../shared/hbase-oracle.md}): table sanity checks off (region sizes below 2 MiB), and the
 * compacted-file discharger every {@link #DISCHARGE_SECONDS} second instead of every two minutes.
 */
final class MiniHBase implements AutoCloseable {

  /** {@code hbase.hfile.compaction.discharger.interval} of the test cluster, in seconds. */
  static final int DISCHARGE_SECONDS = 1;

  private final HBaseTestingUtility util;

  private MiniHBase(HBaseTestingUtility util) {
    this.util = util;
  }

  /** Starts a cluster. */
  static MiniHBase start() throws Exception {
    return start(java.util.Map.of());
  }

  /** Starts a cluster with these settings on top of the test settings (a design's cluster section, say). */
  static MiniHBase start(java.util.Map<String, String> settings) throws Exception {
    Configuration conf = org.apache.hadoop.hbase.HBaseConfiguration.create();
    conf.setBoolean("hbase.table.sanity.checks", false);
    conf.setInt("hbase.hfile.compaction.discharger.interval", DISCHARGE_SECONDS * 1000);
    conf.setInt("hbase.regionserver.msginterval", 1000);
    conf.setInt("hbase.master.info.port", -1);
    conf.setInt("hbase.regionserver.info.port", -1);
    // The write-ahead log on the local file system, which has no hflush/hsync capability checks.
    conf.setBoolean("hbase.unsafe.stream.capability.enforce", false);
    settings.forEach(conf::set);
    HBaseTestingUtility util = new HBaseTestingUtility(conf);
    util.startMiniZKCluster();
    util.startMiniHBaseCluster(StartMiniClusterOption.builder().numMasters(1).numRegionServers(1).build());
    return new MiniHBase(util);
  }

  Admin admin() throws IOException {
    return util.getAdmin();
  }

  Connection connection() throws IOException {
    return util.getConnection();
  }

  /** Creates a table with the given split keys (none: one region). */
  void create(TableDescriptor descriptor, List<byte[]> splitKeys) throws IOException, InterruptedException {
    if (splitKeys.isEmpty()) {
      admin().createTable(descriptor);
    } else {
      admin().createTable(descriptor, splitKeys.toArray(new byte[0][]));
    }
    util.waitTableAvailable(descriptor.getTableName());
  }

  /**
   * Writes one cell per key through a {@link BufferedMutator} with a {@code bufferBytes} buffer,
   * at most {@code ratePerSecond} writes a second (0: as fast as the cluster takes them), and
   * returns the writes per second achieved.
   */
  double write(TableName table, List<byte[]> keys, byte[] family, byte[] qualifier, int valueBytes,
      long bufferBytes, double ratePerSecond) throws IOException, InterruptedException {
    byte[] value = new byte[valueBytes];
    Arrays.fill(value, (byte) 'v');
    long start = System.nanoTime();
    try (BufferedMutator mutator = connection().getBufferedMutator(
        new BufferedMutatorParams(table).writeBufferSize(bufferBytes))) {
      for (int i = 0; i < keys.size(); i++) {
        if (ratePerSecond > 0 && i % 50 == 0) {
          long due = start + (long) (i * 1e9 / ratePerSecond);
          long wait = due - System.nanoTime();
          if (wait > 0) {
            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
          }
        }
        mutator.mutate(new Put(keys.get(i)).addColumn(family, qualifier, value));
      }
      mutator.flush();
    }
    return keys.size() / ((System.nanoTime() - start) / 1e9);
  }

  /** The table's regions in key order, from {@code hbase:meta} (which leaves split parents out). */
  List<RegionInfo> regions(TableName table) throws IOException {
    List<RegionInfo> regions = new ArrayList<>(admin().getRegions(table));
    regions.sort(Comparator.comparing(RegionInfo::getStartKey, Arrays::compareUnsigned));
    return regions;
  }

  /** The write requests each online region of the table took, in key order (exact, in process). */
  long[] writeRequests(TableName table) {
    return onlineRegions(table).stream().mapToLong(HRegion::getWriteRequestsCount).toArray();
  }

  /**
   * Flushes the table's memstores ({@code HBaseTestingUtility.flush}: {@code Admin.flush} can hang
   * on 2.6.4), then waits until the region count has not changed for {@code quietSeconds}, at
   * most {@code maxSeconds}; returns the settled regions.
   */
  List<RegionInfo> flushAndSettle(TableName table, int quietSeconds, int maxSeconds)
      throws IOException, InterruptedException {
    util.flush(table);
    long deadline = System.nanoTime() + maxSeconds * 1_000_000_000L;
    int count = regions(table).size();
    long stableSince = System.nanoTime();
    while (System.nanoTime() < deadline) {
      Thread.sleep(500);
      int now = regions(table).size();
      if (now != count) {
        count = now;
        stableSince = System.nanoTime();
      } else if (System.nanoTime() - stableSince >= quietSeconds * 1_000_000_000L) {
        break;
      }
    }
    return regions(table);
  }

  /** The table's online regions in key order, in process (the region server's own objects). */
  List<HRegion> onlineRegions(TableName table) {
    List<HRegion> regions = new ArrayList<>(util.getMiniHBaseCluster().getRegions(table));
    regions.sort(Comparator.comparing(r -> r.getRegionInfo().getStartKey(), Arrays::compareUnsigned));
    return regions;
  }

  /**
   * The cells of a region's store files (their entry counts, exact; compacted files waiting for
   * the discharger are not counted, as they no longer serve reads), plus one when its memstores
   * hold anything: 0 exactly when the region holds no cell.
   */
  static long cells(HRegion region) {
    long cells = 0;
    for (org.apache.hadoop.hbase.regionserver.HStore store : region.getStores()) {
      for (org.apache.hadoop.hbase.regionserver.HStoreFile f : store.getStorefiles()) {
        cells += f.getReader() == null ? 0 : f.getReader().getEntries();
      }
    }
    return cells + (region.getMemStoreDataSize() > 0 ? 1 : 0);
  }

  /** The merges of the table's regions the master carried out to the end ({@code MergeTableRegionsProcedure}). */
  long merges(TableName table) {
    return util.getMiniHBaseCluster().getMaster().getMasterProcedureExecutor().getProcedures().stream()
        .filter(p -> p instanceof org.apache.hadoop.hbase.master.assignment.MergeTableRegionsProcedure m
            && m.getTableName().equals(table) && p.isSuccess())
        .count();
  }

  /** The merge plans the master's normalizer has submitted so far, for every table. */
  long mergePlans() {
    return util.getMiniHBaseCluster().getMaster().getRegionNormalizerManager().getMergePlanCount();
  }

  /** The mini cluster's speeds, measured: what the simulator is told about this cluster. */
  record Speeds(long compactionBytesPerSecond, double splitSeconds) {}

  /**
   * Measures how fast this cluster compacts and splits: a major compaction of four flushed files
   * (about 8 MB, so that the fixed cost of a compaction weighs little) timed until one file is left, then a split of that region at its middle row timed
   * until both daughters are in {@code hbase:meta}.
   */
  Speeds measure() throws IOException, InterruptedException {
    TableName table = TableName.valueOf("CALIBRATION");
    byte[] family = org.apache.hadoop.hbase.util.Bytes.toBytes("d");
    create(org.apache.hadoop.hbase.client.TableDescriptorBuilder.newBuilder(table)
        .setColumnFamily(org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder.of(family))
        // Not DisabledRegionSplitPolicy, which refuses the manual split too: a limit nothing reaches.
        .setRegionSplitPolicyClassName("org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy")
        .setMaxFileSize(1L << 40).build(),
        List.of());
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 48_000; i++) {
      keys.add(org.apache.hadoop.hbase.util.Bytes.toBytes(String.format(java.util.Locale.ROOT, "row%08d", i)));
    }
    for (int part = 0; part < 4; part++) {
      write(table, keys.subList(part * 12_000, (part + 1) * 12_000), family, family, 150, 1 << 20, 0);
      util.flush(table);
    }
    HRegion region = util.getMiniHBaseCluster().getRegions(table).get(0);
    long bytes = region.getStores().get(0).getStorefilesSize();
    long start = System.nanoTime();
    admin().majorCompact(table);
    while (region.getStores().get(0).getStorefilesCount() > 1) {
      Thread.sleep(10);
    }
    double compaction = (System.nanoTime() - start) / 1e9;
    // The split is refused while the compacted files wait for the discharger.
    Thread.sleep(DISCHARGE_SECONDS * 1000L + 500);
    start = System.nanoTime();
    admin().split(table, keys.get(24_000));
    while (regions(table).size() < 2) {
      Thread.sleep(10);
    }
    double split = (System.nanoTime() - start) / 1e9;
    admin().disableTable(table);
    admin().deleteTable(table);
    return new Speeds(Math.max(1, Math.round(bytes / compaction)), split);
  }

  @Override
  public void close() throws IOException {
    util.shutdownMiniHBaseCluster();
    util.shutdownMiniZKCluster();
    util.cleanupTestDir();
  }
}
