package dev.hbaseadvisor.live;

import dev.hbaseadvisor.live.LiveTables.LiveException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.ClusterMetrics;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.HRegionLocation;
import org.apache.hadoop.hbase.RegionMetrics;
import org.apache.hadoop.hbase.ServerMetrics;
import org.apache.hadoop.hbase.ServerName;
import org.apache.hadoop.hbase.Size;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;

/**
 * Reads a {@link LiveTable}: the descriptor ({@code Admin.getDescriptor}), the regions and where
 * they are ({@code RegionLocator.getAllRegionLocations}), and each region's metrics from the
 * cluster metrics of the live servers ({@code Admin.getClusterMetrics(LIVE_SERVERS)}: every
 * server's {@code RegionMetrics}, one call for the whole cluster). The region servers report
 * their metrics every {@code hbase.regionserver.msginterval} (3 s by default), so the figures can
 * be that old.
 */
final class TableReader {

  private TableReader() {}

  /** Reads the table; {@code sampleKeys} first keys of regions spread over the table are fetched. */
  static LiveTable read(Connection connection, TableName name, int sampleKeys) throws IOException {
    Admin admin = connection.getAdmin();
    if (!admin.tableExists(name)) {
      throw new LiveException("no table '" + name.getNameAsString() + "' on this cluster");
    }
    var descriptor = admin.getDescriptor(name);
    List<HRegionLocation> locations;
    try (RegionLocator locator = connection.getRegionLocator(name)) {
      locations = new ArrayList<>(locator.getAllRegionLocations());
    }
    locations.sort(Comparator.comparing(l -> l.getRegion().getStartKey(), Arrays::compareUnsigned));
    ClusterMetrics cluster = admin.getClusterMetrics(EnumSet.of(ClusterMetrics.Option.LIVE_SERVERS));
    Map<String, RegionMetrics> metrics = new HashMap<>();
    List<String> servers = new ArrayList<>();
    for (Map.Entry<ServerName, ServerMetrics> server : cluster.getLiveServerMetrics().entrySet()) {
      servers.add(server.getKey().getServerName());
      for (RegionMetrics m : server.getValue().getRegionMetrics().values()) {
        metrics.put(RegionInfo.encodeRegionName(m.getRegionName()), m);
      }
    }
    servers.sort(null);
    List<LiveTable.Region> regions = new ArrayList<>();
    for (HRegionLocation location : locations) {
      RegionInfo info = location.getRegion();
      RegionMetrics m = metrics.get(info.getEncodedName());
      regions.add(new LiveTable.Region(info.getStartKey(), info.getEndKey(),
          location.getServerName() == null ? "-" : location.getServerName().getServerName(),
          m == null ? 0 : m.getStoreFileCount(), m == null ? 0 : bytes(m.getStoreFileSize()), m == null ? 0 : bytes(m.getMemStoreSize()),
          m == null ? 0 : m.getReadRequestCount(), m == null ? 0 : m.getWriteRequestCount()));
    }
    List<byte[]> keys = firstKeys(connection, name, regions, sampleKeys);
    var conf = connection.getConfiguration();
    return new LiveTable(descriptor, regions, servers, keys,
        conf.getLong(HConstants.HREGION_MAX_FILESIZE, HConstants.DEFAULT_MAX_FILE_SIZE),
        conf.get("hbase.regionserver.region.split.policy", "org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy"));
  }

  /** The first row of up to {@code count} regions spread evenly over the table (key-only, one row each). */
  private static List<byte[]> firstKeys(Connection connection, TableName name, List<LiveTable.Region> regions,
      int count) throws IOException {
    List<byte[]> keys = new ArrayList<>();
    if (count <= 0 || regions.isEmpty()) {
      return keys;
    }
    int take = Math.min(count, regions.size());
    try (Table table = connection.getTable(name)) {
      for (int i = 0; i < take; i++) {
        LiveTable.Region region = regions.get((int) ((long) i * regions.size() / take));
        Scan scan = new Scan().withStartRow(region.start()).withStopRow(region.end()).setLimit(1)
            .setFilter(new FilterList(new FirstKeyOnlyFilter(), new KeyOnlyFilter())).setCaching(1);
        try (ResultScanner scanner = table.getScanner(scan)) {
          Result first = scanner.next();
          if (first != null) {
            keys.add(first.getRow());
          }
        }
      }
    }
    return keys;
  }

  private static long bytes(Size size) {
    return (long) size.get(Size.Unit.BYTE);
  }
}
