package dev.hbaseadvisor.live;

import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.List;

/**
 * The commands that talk to a running HBase ({@code inspect}, {@code sample}, {@code apply}). The
 * implementation lives in advisor-live's own jar with the HBase client, loaded through a
 * {@link java.util.ServiceLoader} only when one of these commands runs, so no other command loads
 * the HBase client.
 */
public interface LiveTables {

  /**
   * Where the cluster is: the client settings of {@code hbase-site.xml}, overridden by the options.
   *
   * @param zookeeper the ZooKeeper quorum {@code HOST:PORT[,HOST:PORT...]}, or null to take it from the config
   * @param znode the parent znode ({@code zookeeper.znode.parent}), or null for the config's ({@code /hbase})
   * @param config an {@code hbase-site.xml} to read first, or null
   */
  record Endpoint(String zookeeper, String znode, Path config) {}

  /**
   * What {@code inspect} learned, rendered three ways.
   *
   * @param text the human report: families, regions, servers, findings
   * @param json the same as JSON, regions in the structure {@code simulate --format json} uses
   * @param skeleton a schema file in the advisor's format for the table
   */
  record Inspection(String text, String json, String skeleton) {}

  /**
   * Reads a live table's descriptor, regions and region metrics, and lints what can be linted
   * from them alone.
   *
   * @param sampleKeys how many real rowkeys to show beside the skeleton's rowkey (first keys of regions)
   */
  Inspection inspect(Endpoint endpoint, String table, int sampleKeys);

  /**
   * Samples about {@code keys} rowkeys of a live table: one key-only scan per region, run in
   * parallel, each region server keeping a row with a probability ({@code RandomRowFilter}); the
   * client keeps the {@code keys} of them with the smallest hash seeded by {@code seed}, whatever
   * the table's size, so the same returned keys and seed give the same sample.
   *
   * @return the sampled keys, sorted unsigned
   */
  List<byte[]> sample(Endpoint endpoint, String table, int keys, long seed);

  /**
   * Creates a table with the schema's families and settings and these split keys; refuses an
   * existing table.
   */
  void create(Endpoint endpoint, TableSchema schema, List<byte[]> splits);

  /** A failure the user can act on (no such table, cluster unreachable); its message is printed as is. */
  final class LiveException extends RuntimeException {

    /** A failure with the message to print. */
    public LiveException(String message) {
      super(message);
    }

    /** A failure with the message to print and its cause. */
    public LiveException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
