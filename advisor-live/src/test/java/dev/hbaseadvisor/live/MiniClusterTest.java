package dev.hbaseadvisor.live;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A test class with one mini cluster of its own, started before its first test and stopped after its last. */
abstract class MiniClusterTest {

  static MiniCluster cluster;

  @BeforeAll
  static void startCluster() throws Exception {
    cluster = MiniCluster.start();
  }

  @AfterAll
  static void stopCluster() throws Exception {
    if (cluster != null) {
      cluster.close();
      cluster = null;
    }
  }
}
