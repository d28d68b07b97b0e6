package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * inspect, sample and apply without a cluster: apply --dry-run prints what splits --format shell
 * prints, a missing HBase client jar, a missing endpoint, too many keys or a table attribute HBase
 * cannot hold is an exit-2 message, and the command
 * line itself carries no HBase class. advisor-live's LiveTablesIT runs them against a mini cluster.
 */
class LiveCommandsTest {

  @Test
  void applyDryRun_printsTheShellCommandOfSplits() {
    String file = CliRun.example("opentsdb-salted.yaml");
    CliRun apply = CliRun.run("apply", file, "--dry-run");
    CliRun splits = CliRun.run("splits", file, "--format", "shell");
    assertEquals(0, apply.exitCode(), apply.err());
    assertEquals(splits.out(), apply.out());
    assertTrue(apply.out().contains("create 'tsdb',"), apply.out());
  }

  @Test
  void inspect_withoutTheClientJar_exits2WithHowToBuildIt() {
    String before = System.getProperty(LiveLoader.PROPERTY);
    System.setProperty(LiveLoader.PROPERTY, "/nonexistent/hbase-advisor-live.jar");
    try {
      CliRun r = CliRun.run("inspect", "t", "--zookeeper", "localhost:2181");
      assertEquals(2, r.exitCode());
      assertTrue(r.err().startsWith("hbase-advisor inspect: the HBase client is not built "
          + "(no /nonexistent/hbase-advisor-live.jar); build it with"), r.err());
    } finally {
      if (before == null) {
        System.clearProperty(LiveLoader.PROPERTY);
      } else {
        System.setProperty(LiveLoader.PROPERTY, before);
      }
    }
  }

  @Test
  void sample_withoutAnEndpoint_exits2() {
    CliRun r = CliRun.run("sample", "t", "--keys", "10");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor sample: give --zookeeper HOST:PORT or --config hbase-site.xml\n", r.err());
  }

  @Test
  void sample_refusesMoreKeysThanSplitsHoldsInMemory_beforeAskingTheCluster() {
    CliRun r = CliRun.run("sample", "t", "--zookeeper", "localhost:1", "--keys", "1000001");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor sample: --keys must be between 1 and 1000000, got 1000001\n", r.err());
  }

  @Test
  void applyDryRun_ofAPolicyWithAnUnprintableDelimiter_exits2WithTheReason(@org.junit.jupiter.api.io.TempDir
      java.nio.file.Path dir) throws java.io.IOException {
    java.nio.file.Path schema = java.nio.file.Files.writeString(dir.resolve("t.yaml"), """
        version: 1
        table: t
        fields:
          id: { type: string, length: 8 }
        rowkey:
          - field: id
        families:
          - name: d
        cluster:
          splitPolicy: delimited-key-prefix
          delimiter: '\\x00'
        """);
    CliRun r = CliRun.run("apply", schema.toString(), "--dry-run");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().startsWith("hbase-advisor apply: cluster.delimiter '\\x00' is not printable ASCII"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void inspect_refusesToWriteOverItsConfigFile_beforeAskingTheCluster(@org.junit.jupiter.api.io.TempDir
      java.nio.file.Path dir) throws java.io.IOException {
    java.nio.file.Path site = java.nio.file.Files.writeString(dir.resolve("hbase-site.xml"), "<configuration/>\n");
    CliRun r = CliRun.run("inspect", "t", "--config", site.toString(), "-o", site.toString());
    assertEquals(2, r.exitCode());
    // OutputFiles words the refusal (it changes on main); that it names the file and refuses is what counts here.
    assertTrue(r.err().startsWith(site + ":") && r.err().contains("refusing to"), r.err());
    assertEquals("<configuration/>\n", java.nio.file.Files.readString(site));
  }

  @Test
  void theCommandLine_carriesNoHBaseClass() {
    assertThrows(ClassNotFoundException.class,
        () -> Class.forName("org.apache.hadoop.hbase.client.ConnectionFactory", false,
            LiveCommandsTest.class.getClassLoader()));
  }
}
