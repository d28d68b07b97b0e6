package dev.hbaseadvisor.cli;

import dev.hbaseadvisor.live.LiveTables;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options that say where the cluster is, shared by inspect, sample and apply. */
final class LiveOptions {

  @Option(names = "--zookeeper", paramLabel = "HOST:PORT",
      description = "The ZooKeeper quorum (hbase.zookeeper.quorum, with the port of hbase.zookeeper.property"
          + ".clientPort); a list HOST,HOST,... takes the port from --config.")
  String zookeeper;

  @Option(names = "--znode", paramLabel = "PATH",
      description = "The cluster's parent znode (zookeeper.znode.parent; default /hbase).")
  String znode;

  @Option(names = "--config", paramLabel = "hbase-site.xml",
      description = "Client settings to read before the options above.")
  Path config;

  /** The endpoint; one of --zookeeper and --config is needed. */
  LiveTables.Endpoint endpoint(String command) {
    if (zookeeper == null && config == null) {
      throw new InputException("hbase-advisor " + command + ": give --zookeeper HOST:PORT or --config hbase-site.xml");
    }
    return new LiveTables.Endpoint(zookeeper, znode, config);
  }
}
