package dev.hbaseadvisor.live;

import java.util.List;
import org.apache.hadoop.hbase.client.TableDescriptor;

/**
 * What a live table looks like from the client: its descriptor, its regions with their metrics,
 * and the cluster's live region servers.
 *
 * @param descriptor the table descriptor (families and table settings)
 * @param regions the regions in key order
 * @param servers the names of the cluster's live region servers, sorted
 * @param sampleKeys the first rowkey of some regions, in key order (real keys to show the user)
 * @param defaultMaxFileSize the client configuration's {@code hbase.hregion.max.filesize}
 * @param defaultSplitPolicy the client configuration's {@code hbase.regionserver.region.split.policy}
 */
record LiveTable(
    TableDescriptor descriptor,
    List<Region> regions,
    List<String> servers,
    List<byte[]> sampleKeys,
    long defaultMaxFileSize,
    String defaultSplitPolicy) {

  /**
   * One region and its load, from the region server's {@code RegionMetrics}.
   *
   * @param start the start key (empty for the first region)
   * @param end the end key (empty for the last region)
   * @param server the name of the server that hosts it, or {@code "-"} when unassigned
   * @param storeFiles the number of its store files
   * @param storeBytes the size of its store files ({@code RegionMetrics.getStoreFileSize}, which the
   *     region server reports in whole megabytes)
   * @param memstoreBytes the size of its memstores
   * @param reads read requests since the region opened
   * @param writes write requests since the region opened
   */
  record Region(byte[] start, byte[] end, String server, int storeFiles, long storeBytes, long memstoreBytes,
      long reads, long writes) {

    /**
     * Whether the region holds nothing and took no write: no store file, an empty memstore. Reads
     * do not count: inspect's own first-key scans are reads.
     */
    boolean empty() {
      return storeFiles == 0 && memstoreBytes == 0 && writes == 0;
    }

    /** Reads and writes together. */
    long requests() {
      return reads + writes;
    }
  }

  /** The index of a server in {@link #servers()}, or -1. */
  int serverIndex(String name) {
    return servers.indexOf(name);
  }
}
