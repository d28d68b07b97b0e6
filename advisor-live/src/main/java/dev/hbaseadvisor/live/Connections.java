package dev.hbaseadvisor.live;

import dev.hbaseadvisor.live.LiveTables.Endpoint;
import dev.hbaseadvisor.live.LiveTables.LiveException;
import java.io.IOException;
import java.nio.file.Files;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;

/**
 * Opens a client connection to the cluster of an {@link Endpoint}. A command-line tool should
 * fail within seconds when the cluster is down, not after the client's default 15 retries with
 * backoff (about 20 minutes, {@code hbase.client.retries.number} in {@code hbase-default.xml}), so
 * the retries and timeouts are shortened; an {@code hbase-site.xml} given with {@code --config}
 * can set them back. That file is read with Hadoop's restricted parser, which refuses a DTD and
 * with it any external entity.
 */
final class Connections {

  private Connections() {}

  /** The client configuration: quick-failing defaults, then the config file, then the options. */
  static Configuration configuration(Endpoint endpoint) {
    Configuration conf = HBaseConfiguration.create();
    conf.setInt(HConstants.HBASE_CLIENT_RETRIES_NUMBER, 2);
    conf.setInt(HConstants.HBASE_CLIENT_OPERATION_TIMEOUT, 60_000);
    conf.setInt(HConstants.HBASE_RPC_TIMEOUT_KEY, 20_000);
    conf.setInt("zookeeper.recovery.retry", 1);
    conf.setInt("zookeeper.session.timeout", 10_000);
    if (endpoint.config() != null) {
      if (!Files.isRegularFile(endpoint.config())) {
        throw new LiveException(endpoint.config() + ": no such file (--config)");
      }
      // A restricted parser: no DTD, so no external entity reads a local file into a setting.
      try {
        conf.addResource(new org.apache.hadoop.fs.Path(endpoint.config().toAbsolutePath().toUri()), true);
        conf.size(); // parses now, so a refused file fails here, with its name
      } catch (RuntimeException e) {
        Throwable cause = e.getCause() == null ? e : e.getCause();
        throw new LiveException(endpoint.config() + ": cannot read the HBase configuration (--config; DTDs and"
            + " entities are not allowed): " + String.valueOf(cause.getMessage()).lines().findFirst().orElse(""), e);
      }
    }
    if (endpoint.zookeeper() != null) {
      int colon = endpoint.zookeeper().lastIndexOf(':');
      boolean onePort = colon > 0 && endpoint.zookeeper().indexOf(',') < 0;
      if (onePort) {
        conf.set(HConstants.ZOOKEEPER_QUORUM, endpoint.zookeeper().substring(0, colon));
        conf.set(HConstants.ZOOKEEPER_CLIENT_PORT, endpoint.zookeeper().substring(colon + 1));
      } else {
        conf.set(HConstants.ZOOKEEPER_QUORUM, endpoint.zookeeper());
      }
    }
    if (endpoint.znode() != null) {
      conf.set(HConstants.ZOOKEEPER_ZNODE_PARENT, endpoint.znode());
    }
    return conf;
  }

  /** A connection to the endpoint's cluster. */
  static Connection open(Endpoint endpoint) {
    try {
      return ConnectionFactory.createConnection(configuration(endpoint));
    } catch (IOException e) {
      throw new LiveException("cannot connect to HBase at " + where(endpoint) + ": " + e.getMessage(), e);
    }
  }

  /** The endpoint as the user gave it, for messages. */
  static String where(Endpoint endpoint) {
    return (endpoint.zookeeper() == null ? "the configured quorum" : endpoint.zookeeper())
        + (endpoint.znode() == null ? "" : endpoint.znode());
  }
}
