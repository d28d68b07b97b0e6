package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.regionserver.DelimitedKeyPrefixRegionSplitPolicy;
import org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy;
import org.apache.hadoop.hbase.regionserver.RegionSplitPolicy;
import org.junit.jupiter.api.Test;

/**
 * The table attributes of a schema's cluster section, as the HBase shell script writes them: the
 * keys are HBase's own constants, only written keys become attributes, a split policy's own key
 * goes under METADATA, and what is left to the cluster is said in a comment.
 */
class TableAttributesTest {

  private static final String SCHEMA = """
      version: 1
      table: orders
      fields:
        id: { type: string, length: 8 }
      rowkey:
        - field: id
      families:
        - name: d
      presplit:
        algorithm: explicit
        splits: ['g', 'n']
      """;

  private static TableSchema schema(String cluster) throws Exception {
    return SchemaLoader.parse(SCHEMA + cluster, Path.of("orders.yaml"), "orders.yaml");
  }

  /** Table {@code orders}, one family, split at g and n, with this {@code cluster} section. */
  static TableSchema withPolicy(String cluster) throws Exception {
    return schema(cluster);
  }

  private static String shell(TableSchema schema) {
    return SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.SHELL, SplitOutput.Options.of(schema));
  }

  @Test
  void keys_areHBasesOwnConstants() {
    assertEquals(org.apache.hadoop.hbase.HConstants.MAJOR_COMPACTION_PERIOD, TableAttributes.MAJOR_COMPACTION);
    assertEquals(org.apache.hadoop.hbase.HConstants.MAJOR_COMPACTION_JITTER, TableAttributes.MAJOR_COMPACTION_JITTER);
    assertEquals(TableDescriptorBuilder.MAX_FILESIZE, TableAttributes.MAX_FILESIZE);
    assertEquals(TableDescriptorBuilder.MEMSTORE_FLUSHSIZE, TableAttributes.MEMSTORE_FLUSHSIZE);
    assertEquals(TableDescriptorBuilder.SPLIT_POLICY, TableAttributes.SPLIT_POLICY);
    assertEquals(KeyPrefixRegionSplitPolicy.PREFIX_LENGTH_KEY, TableAttributes.PREFIX_LENGTH);
    assertEquals(DelimitedKeyPrefixRegionSplitPolicy.DELIMITER_KEY, TableAttributes.DELIMITER);
    assertEquals(TableDescriptorBuilder.NORMALIZATION_ENABLED, TableAttributes.NORMALIZATION_ENABLED);
    assertEquals(TableDescriptorBuilder.NORMALIZER_TARGET_REGION_SIZE_MB,
        TableAttributes.NORMALIZER_TARGET_REGION_SIZE_MB);
  }

  private static final String NORMALIZED = """
      cluster:
        majorCompaction: 1d
        majorCompactionJitter: 0
        normalizer:
          enabled: true
          period: 10m
          merge: true
          minRegionCount: 5
          mergeMinRegionAge: 2d
          targetRegionSize: 4GiB
      """;

  @Test
  void normalizer_writesTheTableSettings_andNamesWhatOnlyTheMasterSets() throws Exception {
    TableSchema schema = schema(NORMALIZED);
    assertEquals(List.of(
        new TableAttributes.Attribute("hbase.hregion.majorcompaction", "86400000", true, "cluster.majorCompaction"),
        new TableAttributes.Attribute("hbase.hregion.majorcompaction.jitter", "0.0", true,
            "cluster.majorCompactionJitter"),
        new TableAttributes.Attribute("NORMALIZATION_ENABLED", "true", false, "cluster.normalizer.enabled"),
        new TableAttributes.Attribute("NORMALIZER_TARGET_REGION_SIZE_MB", "4096", true,
            "cluster.normalizer.targetRegionSize"),
        new TableAttributes.Attribute("hbase.normalizer.merge.enabled", "true", true, "cluster.normalizer.merge"),
        new TableAttributes.Attribute("hbase.normalizer.merge.min.region.count", "5", true,
            "cluster.normalizer.minRegionCount"),
        new TableAttributes.Attribute("hbase.normalizer.merge.min_region_age.days", "2", true,
            "cluster.normalizer.mergeMinRegionAge")), TableAttributes.of(schema));
    String shell = shell(schema);
    assertTrue(shell.contains("""
        # To set on the master (a table cannot carry them):
        #   hbase.normalizer.period = 600000 (ms; the schema's 10m)
        #   the normalizer switch on (HBase shell: normalizer_switch true), or no table is normalized
        create 'orders',
        """), shell);
    assertTrue(shell.contains("""
          NORMALIZATION_ENABLED => 'true',
          METADATA => {'hbase.hregion.majorcompaction' => '86400000', 'hbase.hregion.majorcompaction.jitter' => '0.0', \
        'NORMALIZER_TARGET_REGION_SIZE_MB' => '4096', 'hbase.normalizer.merge.enabled' => 'true', \
        'hbase.normalizer.merge.min.region.count' => '5', 'hbase.normalizer.merge.min_region_age.days' => '2'},
        """), shell);
    String java = SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.JAVA, SplitOutput.Options.of(schema));
    assertTrue(java.contains("        .setNormalizationEnabled(true)\n"
        + "        .setValue(\"hbase.hregion.majorcompaction\", \"86400000\")\n"
        + "        .setValue(\"hbase.hregion.majorcompaction.jitter\", \"0.0\")\n"
        + "        .setValue(\"NORMALIZER_TARGET_REGION_SIZE_MB\", \"4096\")\n"), java);
  }

  @Test
  void normalizer_readBackByTheShellImport_isTheSameNormalizer() throws Exception {
    TableSchema schema = schema(NORMALIZED);
    String yaml = new dev.hbaseadvisor.importer.ShellScriptReader().read("orders.hbase", shell(schema)).get(0)
        .schemaYaml();
    TableSchema back = SchemaLoader.parse(yaml, Path.of("orders.yaml"), "orders.yaml");
    assertEquals(86_400, back.cluster().majorCompactionSeconds(), yaml);
    assertEquals(0.0, back.cluster().majorCompactionJitter(), yaml);
    // Everything but the period, which is the master's and not in the script.
    assertEquals(schema.cluster().normalizer(), new dev.hbaseadvisor.model.Normalizer(
        back.cluster().normalizer().enabled(), 600, back.cluster().normalizer().split(),
        back.cluster().normalizer().merge(), back.cluster().normalizer().minRegionCount(),
        back.cluster().normalizer().mergeMinRegionAgeSeconds(), back.cluster().normalizer().mergeMinRegionSizeMb(),
        back.cluster().normalizer().targetRegionSizeMb()), yaml);
  }

  @Test
  void normalizerAgeInHours_isRefused_forHBaseTakesWholeDays() throws Exception {
    TableSchema schema = schema(NORMALIZED.replace("mergeMinRegionAge: 2d", "mergeMinRegionAge: 36h"));
    SplitException e = assertThrows(SplitException.class, () -> TableAttributes.of(schema));
    assertEquals("cluster.normalizer.mergeMinRegionAge 36h is not a whole number of days; HBase takes the"
        + " normalizer's minimum region age in days (hbase.normalizer.merge.min_region_age.days), so write it as"
        + " 2d", e.getMessage());
  }

  @Test
  void everyPolicy_namesAnHBaseSplitPolicyClass_andReadsBack() throws Exception {
    for (Cluster.SplitPolicy policy : Cluster.SplitPolicy.values()) {
      String name = "org.apache.hadoop.hbase.regionserver." + TableAttributes.policyClass(policy);
      Class<?> type = Class.forName(name, false, getClass().getClassLoader());
      assertTrue(RegionSplitPolicy.class.isAssignableFrom(type), name);
      assertEquals(policy, TableAttributes.policyOf(name));
    }
    assertEquals(null, TableAttributes.policyOf("com.example.MySplitPolicy"));
  }

  @Test
  void keyPrefixPolicy_shellCarriesSizesPolicyAndPrefixLengthUnderMetadata() throws Exception {
    TableSchema schema = schema("""
        cluster:
          maxFileSize: 20GiB
          flushSize: 64MiB
          splitPolicy: key-prefix
          prefixLength: 4
          regionServers: 5
        """);
    assertEquals("""
        # Generated by hbase-advisor splits from orders.yaml (algorithm explicit, 3 regions); do not edit.
        # Regenerate: hbase-advisor splits orders.yaml --format shell
        create 'orders',
          {NAME => 'd', VERSIONS => 1, MIN_VERSIONS => 0, TTL => 2147483647, KEEP_DELETED_CELLS => 'FALSE', \
        COMPRESSION => 'NONE', BLOOMFILTER => 'ROW', DATA_BLOCK_ENCODING => 'NONE', BLOCKSIZE => 65536, \
        IN_MEMORY => 'false'},
          MAX_FILESIZE => '21474836480',
          MEMSTORE_FLUSHSIZE => '67108864',
          SPLIT_POLICY => 'org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy',
          METADATA => {'KeyPrefixRegionSplitPolicy.prefix_length' => '4'},
          SPLITS => [
            'g',
            'n'
          ]
        """, shell(schema));
  }

  @Test
  void delimitedPolicyWithoutSplits_endsOnTheMetadata_andLeavesTheUnwrittenSizesToTheCluster() throws Exception {
    TableSchema schema = SchemaLoader.parse(SCHEMA.replace("presplit:\n  algorithm: explicit\n  splits: ['g', 'n']\n",
        "") + """
        cluster:
          splitPolicy: delimited-key-prefix
          delimiter: '|'
        """, Path.of("orders.yaml"), "orders.yaml");
    assertEquals(List.of(
        new TableAttributes.Attribute("SPLIT_POLICY",
            "org.apache.hadoop.hbase.regionserver.DelimitedKeyPrefixRegionSplitPolicy", false, "cluster.splitPolicy"),
        new TableAttributes.Attribute("DelimitedKeyPrefixRegionSplitPolicy.delimiter", "|", true,
            "cluster.delimiter")), TableAttributes.of(schema));
    String shell = shell(schema);
    assertTrue(shell.contains("""
        # Left to the cluster's hbase-site.xml (the schema's cluster section does not set them):
        #   hbase.hregion.max.filesize (the advisor assumed 10 GiB)
        #   hbase.hregion.memstore.flush.size (the advisor assumed 128 MiB)
        create 'orders',
        """), shell);
    assertTrue(shell.endsWith("""
        IN_MEMORY => 'false'},
          SPLIT_POLICY => 'org.apache.hadoop.hbase.regionserver.DelimitedKeyPrefixRegionSplitPolicy',
          METADATA => {'DelimitedKeyPrefixRegionSplitPolicy.delimiter' => '|'}
        """), shell);
  }

  @Test
  void noClusterSection_setsNoTableAttribute() throws Exception {
    TableSchema schema = schema("");
    assertEquals(List.of(), TableAttributes.of(schema));
    assertEquals(3, TableAttributes.leftToCluster(schema).size());
    assertTrue(shell(schema).contains("IN_MEMORY => 'false'},\n  SPLITS => [\n"), shell(schema));
  }

  @Test
  void unprintableDelimiter_isRefusedWithTheReason() throws Exception {
    TableSchema schema = schema("""
        cluster:
          splitPolicy: delimited-key-prefix
          delimiter: '\\x00'
        """);
    SplitException e = assertThrows(SplitException.class, () -> TableAttributes.of(schema));
    assertTrue(e.getMessage().startsWith("cluster.delimiter '\\x00' is not printable ASCII"), e.getMessage());
  }
}
