package dev.hbaseadvisor.live;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.StartMiniClusterOption;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;

/**
 * An HBase 2.6 mini cluster for one test class: a master and one region server on the local file
 * system, ZooKeeper on a free port, region metrics reported every second
 * ({@code hbase.regionserver.msginterval}) so that inspect sees fresh request counts
 * ({@code ../shared/hbase-oracle.md} for the settings).
 */
final class MiniCluster implements AutoCloseable {

  private final HBaseTestingUtility util;

  private MiniCluster(HBaseTestingUtility util) {
    this.util = util;
  }

  static MiniCluster start() throws Exception {
    Configuration conf = HBaseConfiguration.create();
    conf.setBoolean("hbase.table.sanity.checks", false);
    conf.setInt("hbase.regionserver.msginterval", 1000);
    conf.setInt("hbase.master.info.port", -1);
    conf.setInt("hbase.regionserver.info.port", -1);
    conf.setBoolean("hbase.unsafe.stream.capability.enforce", false);
    HBaseTestingUtility util = new HBaseTestingUtility(conf);
    util.startMiniZKCluster();
    util.startMiniHBaseCluster(StartMiniClusterOption.builder().numMasters(1).numRegionServers(1).build());
    return new MiniCluster(util);
  }

  /** The endpoint a command-line user would give: {@code --zookeeper localhost:PORT}. */
  LiveTables.Endpoint endpoint() {
    return new LiveTables.Endpoint("localhost:" + util.getZkCluster().getClientPort(), null, null);
  }

  Connection connection() throws IOException {
    return util.getConnection();
  }

  /** Writes one small cell per key in family {@code d}. */
  void write(TableName table, List<byte[]> keys) throws IOException {
    try (BufferedMutator mutator = connection().getBufferedMutator(table)) {
      List<org.apache.hadoop.hbase.client.Mutation> puts = new ArrayList<>();
      for (byte[] key : keys) {
        puts.add(new Put(key).addColumn(new byte[] {'d'}, new byte[] {'q'}, new byte[] {'v', 'a', 'l', 'u', 'e'}));
      }
      mutator.mutate(puts);
    }
  }

  /** Flushes the table's memstores to store files ({@code Admin.flush} can hang on 2.6.4). */
  void flush(TableName table) throws IOException {
    util.flush(table);
  }

  @Override
  public void close() throws IOException {
    util.shutdownMiniHBaseCluster();
    util.shutdownMiniZKCluster();
    util.cleanupTestDir();
  }
}
