package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.importer.ImportedTable;
import dev.hbaseadvisor.importer.ShellScriptReader;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.KeepDeletedCells;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.io.compress.Compression;
import org.apache.hadoop.hbase.util.CompressionTest;
import org.junit.jupiter.api.Test;

/**
 * Every table of the HBase shell corpus ({@code examples/import/shell/}), imported by
 * {@link ShellScriptReader} and created through {@code apply}'s path ({@link HBaseLiveTables#create}
 * with the pre-split {@code splits} computes) on a real HBase 2.6.4: the descriptor and regions read
 * back hold every family, every family setting and every split the imported schema states, which
 * {@code ShellCorpusTest} holds equal to what each source states. A compression codec the test
 * cluster cannot load (LZO is GPL and never on HBase's class path) makes its region unopenable, so
 * such a family is created with NONE and its codec's name is checked on the schema alone.
 */
class ShellImportIT extends MiniClusterTest {

  private static final LiveTables LIVE = new HBaseLiveTables();

  @Test
  void corpus_everyImportedTableAppliesWithItsSettingsAndRegions() throws Exception {
    Path dir = Path.of(System.getProperty("advisor.projectRoot", "..")).resolve("examples/import/shell");
    List<Path> files;
    try (Stream<Path> list = Files.list(dir)) {
      files = list.sorted().toList();
    }
    int tables = 0;
    List<String> substituted = new ArrayList<>();
    for (int f = 0; f < files.size(); f++) {
      Path file = files.get(f);
      for (ImportedTable imported : new ShellScriptReader().read(file.toString(), Files.readString(file))) {
        TableSchema stated = SchemaLoader.parse(imported.schemaYaml(), Path.of("s.yaml"), "s.yaml");
        // One name per file and table: two files of the corpus create tables of one name.
        String name = "f" + f + "_" + stated.table().replace(':', '_');
        String yaml = imported.schemaYaml().replaceFirst("(?m)^table: .*$", "table: '" + name + "'");
        for (Family family : stated.families()) {
          if (!loadable(family.compression())) {
            yaml = yaml.replace("compression: " + family.compression() + "\n", "compression: none\n");
            substituted.add(name + "." + family.name() + " " + family.compression());
          }
        }
        TableSchema applied = SchemaLoader.parse(yaml, Path.of("s.yaml"), "s.yaml");
        List<byte[]> splits = Presplits.plan(applied, SplitRequest.of(applied)).splits();
        LIVE.create(cluster.endpoint(), applied, splits);
        check(stated, applied, TableName.valueOf(name), splits);
        tables++;
      }
    }
    assertEquals(36, tables, "the corpus's tables");
    System.out.println("ShellImportIT: " + tables + " tables applied; compression created as NONE for " + substituted);
  }

  /**
   * Issue 26 A.8: FIFO and date-tiered families, the block cache off, replication on and compactions
   * off, as {@code apply} writes them, read back as stated (TableCreatorSanityTest holds them against
   * HBase's sanity checks, which this cluster turns off).
   */
  @Test
  void compactionAndCacheOptions_applyAsStated() throws Exception {
    TableSchema schema = SchemaLoader.parse(TableCreatorSanityTest.OPTIONS, Path.of("s.yaml"), "s.yaml");
    LIVE.create(cluster.endpoint(), schema, List.of());
    try (Admin admin = cluster.connection().getAdmin()) {
      TableDescriptor table = admin.getDescriptor(TableName.valueOf("a8_options"));
      assertEquals(false, table.isCompactionEnabled());
      ColumnFamilyDescriptor raw = table.getColumnFamily("raw".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      assertEquals("org.apache.hadoop.hbase.regionserver.compactions.FIFOCompactionPolicy",
          raw.getConfigurationValue("hbase.hstore.defaultengine.compactionpolicy.class"));
      assertEquals("1000", raw.getConfigurationValue("hbase.hstore.blockingStoreFiles"));
      assertEquals(false, raw.isBlockCacheEnabled());
      assertEquals(1, raw.getScope());
      ColumnFamilyDescriptor t = table.getColumnFamily("t".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      assertEquals("org.apache.hadoop.hbase.regionserver.DateTieredStoreEngine",
          t.getConfigurationValue("hbase.hstore.engine.class"));
    }
  }

  private static void check(TableSchema stated, TableSchema applied, TableName name, List<byte[]> splits)
      throws Exception {
    try (Admin admin = cluster.connection().getAdmin()) {
      TableDescriptor table = admin.getDescriptor(name);
      assertEquals(stated.families().size(), table.getColumnFamilyCount(), name + " families");
      for (int i = 0; i < stated.families().size(); i++) {
        Family want = stated.families().get(i);
        Family sent = applied.families().get(i);
        ColumnFamilyDescriptor got = table.getColumnFamily(want.name().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        String where = name + " family " + want.name();
        assertEquals(want.versions(), got.getMaxVersions(), where + " VERSIONS");
        assertEquals(want.minVersions(), got.getMinVersions(), where + " MIN_VERSIONS");
        assertEquals(want.ttlForever() ? HConstants.FOREVER : (int) want.ttlSeconds(), got.getTimeToLive(), where + " TTL");
        assertEquals(want.keepDeletedCells() ? KeepDeletedCells.TRUE : KeepDeletedCells.FALSE, got.getKeepDeletedCells(),
            where + " KEEP_DELETED_CELLS");
        assertEquals(sent.compression(), got.getCompressionType().getName().toLowerCase(Locale.ROOT),
            where + " COMPRESSION");
        assertEquals(want.bloomFilter(), got.getBloomFilterType().name().toLowerCase(Locale.ROOT), where + " BLOOMFILTER");
        assertEquals(want.dataBlockEncoding(), got.getDataBlockEncoding().name().toLowerCase(Locale.ROOT),
            where + " DATA_BLOCK_ENCODING");
        assertEquals(want.blockSize(), got.getBlocksize(), where + " BLOCKSIZE");
        assertEquals(want.inMemory(), got.isInMemory(), where + " IN_MEMORY");
        assertEquals(want.options().blockCache(), got.isBlockCacheEnabled(), where + " BLOCKCACHE");
        assertEquals(want.options().replicationScope(), got.getScope(), where + " REPLICATION_SCOPE");
      }
      if (stated.written("cluster.splitPolicy")) {
        assertEquals("org.apache.hadoop.hbase.regionserver."
            + dev.hbaseadvisor.splits.TableAttributes.policyClass(stated.cluster().splitPolicy()),
            table.getRegionSplitPolicyClassName(), name + " SPLIT_POLICY");
      }
      if (stated.written("cluster.maxFileSize")) {
        assertEquals(stated.cluster().maxFileSize(), table.getMaxFileSize(), name + " MAX_FILESIZE");
      }
      List<RegionInfo> regions = admin.getRegions(name);
      assertEquals(splits.size() + 1, regions.size(), name + " regions");
      List<String> starts = regions.stream().map(r -> Arrays.toString(r.getStartKey())).sorted().toList();
      List<String> expected = new ArrayList<>(splits.stream().map(Arrays::toString).toList());
      expected.add(Arrays.toString(new byte[0]));
      assertEquals(expected.stream().sorted().toList(), starts, name + " region start keys");
      if (stated.presplit().algorithm() == dev.hbaseadvisor.model.Presplit.Algorithm.EXPLICIT) {
        assertTrue(stated.presplit().splits().stream().map(Arrays::toString).toList()
            .containsAll(splits.stream().map(Arrays::toString).toList()), name + " splits are the source's");
      }
    }
  }

  /** Whether the test cluster can load a codec ({@code CompressionTest}, as a region's opening does). */
  private static boolean loadable(String compression) {
    try {
      CompressionTest.testCompression(Compression.Algorithm.valueOf(compression.toUpperCase(Locale.ROOT)));
      return true;
    } catch (Exception | LinkageError e) {
      return false;
    }
  }
}
