package dev.hbaseadvisor.hbase;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A test class with one mini cluster of its own, started before its first test and stopped after its last. */
abstract class MiniClusterTest {

  static MiniHBase hbase;

  @BeforeAll
  static void startCluster() throws Exception {
    hbase = MiniHBase.start();
  }

  @AfterAll
  static void stopCluster() throws Exception {
    if (hbase != null) {
      hbase.close();
      hbase = null;
    }
  }
}
