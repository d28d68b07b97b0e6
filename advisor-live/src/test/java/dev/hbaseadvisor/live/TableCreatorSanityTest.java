package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.util.TableDescriptorChecker;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 A.8: the descriptor {@code apply} builds for the compaction options, held against HBase
 * 2.6.4's own table sanity checks ({@code TableDescriptorChecker.sanityCheck}, on by default): FIFO
 * with a TTL passes because the blocking store file count it needs is written with it; FIFO without
 * a TTL or with MIN_VERSIONS is refused, as the rule fifo-compaction-refused says.
 */
class TableCreatorSanityTest {

  /** FIFO with a TTL, date-tiered, the block cache off, replication on, compactions off. */
  static final String OPTIONS = "table: a8_options\nfields:\n  id: { type: string, length: 16 }\nrowkey:\n"
      + "  - field: id\nfamilies:\n  - name: raw\n    ttl: 7d\n    compactionPolicy: fifo\n    blockCache: false\n"
      + "    replicationScope: 1\n  - name: t\n    compactionPolicy: date-tiered\n"
      + "cluster:\n  compactionEnabled: false\n";

  private static void check(String yaml) throws Exception {
    TableSchema schema = SchemaLoader.parse(yaml, Path.of("s.yaml"), "s.yaml");
    Configuration conf = HBaseConfiguration.create();
    conf.setBoolean("hbase.table.sanity.checks", true);
    TableDescriptorChecker.sanityCheck(conf, TableCreator.descriptor(schema));
  }

  @Test
  void fifoWithATtl_passesHBasesChecks() throws Exception {
    check(OPTIONS);
  }

  @Test
  void fifoWithoutATtl_isRefused() {
    Exception e = assertThrows(IOException.class, () -> check(OPTIONS.replace("    ttl: 7d\n", "")));
    assertTrue(e.getMessage().contains("Default TTL is not supported for FIFO compaction"), e.getMessage());
  }

  @Test
  void fifoWithMinVersions_isRefused() {
    Exception e = assertThrows(IOException.class,
        () -> check(OPTIONS.replace("    ttl: 7d\n", "    ttl: 7d\n    minVersions: 1\n")));
    assertTrue(e.getMessage().contains("MIN_VERSION > 0 is not supported for FIFO compaction"), e.getMessage());
  }

  @Test
  void fifoWithoutTheBlockingCount_wouldBeRefused_soTheCreatorWritesIt() throws Exception {
    TableSchema schema = SchemaLoader.parse(OPTIONS, Path.of("s.yaml"), "s.yaml");
    var descriptor = TableCreator.descriptor(schema);
    var raw = org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder.newBuilder(descriptor.getColumnFamily(
        "raw".getBytes(java.nio.charset.StandardCharsets.UTF_8))).removeConfiguration("hbase.hstore.blockingStoreFiles")
        .build();
    var without = org.apache.hadoop.hbase.client.TableDescriptorBuilder.newBuilder(descriptor).modifyColumnFamily(raw)
        .build();
    Configuration conf = HBaseConfiguration.create();
    conf.setBoolean("hbase.table.sanity.checks", true);
    IOException e = assertThrows(IOException.class, () -> TableDescriptorChecker.sanityCheck(conf, without));
    assertTrue(e.getMessage().contains("is below recommended minimum of 1000"), e.getMessage());
  }

  @Test
  void normalizerSettings_areWhatHBasesDescriptorReads() throws Exception {
    TableSchema schema = SchemaLoader.parse(OPTIONS.replace("  compactionEnabled: false\n", "  normalizer:\n"
        + "    enabled: true\n    minRegionCount: 5\n    mergeMinRegionAge: 2d\n    targetRegionSize: 4GiB\n"),
        Path.of("s.yaml"), "s.yaml");
    var descriptor = TableCreator.descriptor(schema);
    assertTrue(descriptor.isNormalizationEnabled());
    org.junit.jupiter.api.Assertions.assertEquals(4096, descriptor.getNormalizerTargetRegionSize());
    // SimpleRegionNormalizer reads its per-table overrides with TableDescriptor.getValue.
    org.junit.jupiter.api.Assertions.assertEquals("5", descriptor.getValue("hbase.normalizer.merge.min.region.count"));
    org.junit.jupiter.api.Assertions.assertEquals("2",
        descriptor.getValue("hbase.normalizer.merge.min_region_age.days"));
    Configuration conf = HBaseConfiguration.create();
    conf.setBoolean("hbase.table.sanity.checks", true);
    TableDescriptorChecker.sanityCheck(conf, descriptor);
  }
}
