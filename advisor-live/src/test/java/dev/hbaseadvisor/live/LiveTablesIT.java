package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.hadoop.hbase.KeepDeletedCells;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.regionserver.BloomType;
import org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * apply, inspect and sample against a real HBase 2.6.4 (one mini cluster for the class): apply
 * creates exactly the families, table settings and regions of the schema and refuses an existing table; inspect
 * reads them back, with the request counts of the writes; sample's keys are real keys spread over
 * every region, and pre-split a new table on the written keys' quartiles; a table small enough to
 * read whole samples the same on every run.
 */
class LiveTablesIT extends MiniClusterTest {

  private static final String SCHEMA = """
      version: 1
      table: orders
      fields:
        id: { type: string, length: 8 }
      rowkey:
        - field: id
      families:
        - name: d
          versions: 3
          ttl: 7d
          keepDeletedCells: true
          bloomFilter: rowcol
          blockSize: 32KiB
        - name: averyveryverylongfamilyname
      presplit:
        algorithm: explicit
        splits: ['g', 'n', 't']
      """;

  private static final LiveTables LIVE = new HBaseLiveTables();

  private static TableSchema schema(String text) throws Exception {
    return SchemaLoader.parse(text, Path.of("orders.yaml"), "orders.yaml");
  }

  private static List<byte[]> splits(TableSchema schema) {
    return Presplits.plan(schema, SplitRequest.of(schema)).splits();
  }

  @Test
  void apply_createsFamiliesTableSettingsAndRegions_thenRefusesTheExistingTable() throws Exception {
    TableSchema schema = schema(SCHEMA.replace("orders", "applied") + """
        cluster:
          maxFileSize: 256MiB
          flushSize: 64MiB
          splitPolicy: key-prefix
          prefixLength: 3
          regionServers: 4
        """);
    LIVE.create(cluster.endpoint(), schema, splits(schema));

    try (Admin admin = cluster.connection().getAdmin()) {
      TableDescriptor table = admin.getDescriptor(TableName.valueOf("applied"));
      assertEquals(256L << 20, table.getMaxFileSize());
      assertEquals(64L << 20, table.getMemStoreFlushSize());
      assertEquals(KeyPrefixRegionSplitPolicy.class.getName(), table.getRegionSplitPolicyClassName());
      assertEquals("3", table.getValue(KeyPrefixRegionSplitPolicy.PREFIX_LENGTH_KEY));
      ColumnFamilyDescriptor d = table.getColumnFamily(new byte[] {'d'});
      assertEquals(3, d.getMaxVersions());
      assertEquals(7 * 86_400, d.getTimeToLive());
      assertEquals(KeepDeletedCells.TRUE, d.getKeepDeletedCells());
      assertEquals(BloomType.ROWCOL, d.getBloomFilterType());
      assertEquals(32 * 1024, d.getBlocksize());
      List<String> starts = admin.getRegions(TableName.valueOf("applied")).stream()
          .map(r -> new String(r.getStartKey(), StandardCharsets.ISO_8859_1)).sorted().toList();
      assertEquals(List.of("", "g", "n", "t"), starts);
    }
    LiveTables.LiveException refused = assertThrows(LiveTables.LiveException.class,
        () -> LIVE.create(cluster.endpoint(), schema, List.of()));
    assertTrue(refused.getMessage().startsWith("table 'applied' exists"), refused.getMessage());
  }

  @Test
  void inspect_readsBoundariesSettingsAndRequests_andItsSkeletonLoads() throws Exception {
    TableSchema schema = schema(SCHEMA);
    LIVE.create(cluster.endpoint(), schema, splits(schema));
    TableName table = TableName.valueOf("orders");
    // 900 keys under 'g' (R0), 100 in [n, t) (R2), none in R1 or R3.
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 900; i++) {
      keys.add(String.format(Locale.ROOT, "a%05d", i).getBytes(StandardCharsets.US_ASCII));
    }
    for (int i = 0; i < 100; i++) {
      keys.add(String.format(Locale.ROOT, "p%05d", i).getBytes(StandardCharsets.US_ASCII));
    }
    cluster.write(table, keys);
    cluster.flush(table);

    LiveTables.Inspection inspection = awaitWrites(1000);
    JsonNode json = Json.read(inspection.json());
    assertEquals(4, json.get("finalRegions").asInt());
    assertEquals(2, json.get("emptyRegions").asInt());
    List<Long> writes = new ArrayList<>();
    json.get("regions").forEach(r -> writes.add(r.get("writes").asLong()));
    assertEquals(List.of(900L, 0L, 100L, 0L), writes);
    assertEquals(List.of("", "g", "n", "t"), starts(json));
    assertEquals(0, json.get("hottestRegions").get(0).asInt());
    assertTrue(inspection.text().contains("empty regions: R1, R3 hold no data and took no writes"), inspection.text());
    assertTrue(inspection.text().contains("hot region: R0 took 90.0% of the table's writes (an even share is 25.0%)"), inspection.text());
    assertTrue(inspection.text().contains("long-family-name"), inspection.text());

    // report --live reads this JSON back region by region, as the cluster counted.
    dev.hbaseadvisor.report.LiveLoad load = dev.hbaseadvisor.report.LiveLoad.parse(inspection.json(),
        Path.of("orders.json"));
    assertEquals(List.of(900L, 0L, 100L, 0L), load.regions().stream()
        .map(dev.hbaseadvisor.report.LiveLoad.LiveRegion::writes).toList());
    assertEquals(List.of("g", "n", "t"), load.splitKeys().stream()
        .map(k -> new String(k, StandardCharsets.ISO_8859_1)).toList());

    TableSchema skeleton = SchemaLoader.parse(inspection.skeleton(), Path.of("skeleton.yaml"), "skeleton.yaml");
    assertEquals("orders", skeleton.table());
    assertEquals(Presplit.Algorithm.EXPLICIT, skeleton.presplit().algorithm());
    assertEquals(List.of("g", "n", "t"), skeleton.presplit().splits().stream()
        .map(k -> new String(k, StandardCharsets.ISO_8859_1)).toList());
    // HBase keeps families sorted by name.
    assertEquals(schema.families().stream().sorted(java.util.Comparator.comparing(
        dev.hbaseadvisor.model.Family::name)).toList(), skeleton.families());
    assertTrue(inspection.skeleton().contains("  #   a00000\n"), inspection.skeleton());
  }

  /** Inspects until the region servers have reported {@code writes} write requests (they report every second). */
  private static LiveTables.Inspection awaitWrites(long writes) throws InterruptedException {
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (true) {
      LiveTables.Inspection inspection = LIVE.inspect(cluster.endpoint(), "orders", 5);
      long seen = 0;
      for (JsonNode r : Json.read(inspection.json()).get("regions")) {
        seen += r.get("writes").asLong();
      }
      if (seen >= writes || System.nanoTime() > deadline) {
        return inspection;
      }
      Thread.sleep(500);
    }
  }

  private static List<String> starts(JsonNode json) {
    List<String> starts = new ArrayList<>();
    json.get("regions").forEach(r -> starts.add(r.get("start").asString()));
    return starts;
  }

  @Test
  void sample_keepsAtMostNRealKeysFromEveryRegion_andPresplitsOnTheirQuartiles(@TempDir Path dir) throws Exception {
    TableSchema schema = schema(SCHEMA.replace("orders", "events").replace("['g', 'n', 't']", "['4', '8', 'c']"));
    LIVE.create(cluster.endpoint(), schema, splits(schema));
    TableName table = TableName.valueOf("events");
    List<byte[]> keys = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      keys.add(String.format(Locale.ROOT, "%04x-%d", (i * 40503) & 0xFFFF, i).getBytes(StandardCharsets.US_ASCII));
    }
    cluster.write(table, keys);
    cluster.flush(table);
    Set<String> written = keys.stream().map(k -> new String(k, StandardCharsets.ISO_8859_1))
        .collect(Collectors.toCollection(HashSet::new));

    List<byte[]> sampled = LIVE.sample(cluster.endpoint(), "events", 500, 1);
    assertEquals(500, sampled.size());
    for (int i = 1; i < sampled.size(); i++) {
      assertTrue(Arrays.compareUnsigned(sampled.get(i - 1), sampled.get(i)) < 0, "sorted and distinct");
    }
    assertTrue(sampled.stream().allMatch(k -> written.contains(new String(k, StandardCharsets.ISO_8859_1))));
    List<RegionInfo> regions = cluster.connection().getAdmin().getRegions(table);
    for (RegionInfo region : regions) {
      assertTrue(sampled.stream().anyMatch(region::containsRow), "a key from " + region.getRegionNameAsString());
    }

    // A table of fewer rows than twice the keys asked for is read whole (chance 1): every key, the
    // same on every run.
    List<byte[]> all = LIVE.sample(cluster.endpoint(), "events", 100_000, 1);
    assertEquals(keys.stream().map(k -> new String(k, StandardCharsets.ISO_8859_1)).sorted().toList(),
        all.stream().map(k -> new String(k, StandardCharsets.ISO_8859_1)).toList());
    assertEquals(all.stream().map(Arrays::toString).toList(),
        LIVE.sample(cluster.endpoint(), "events", 100_000, 2).stream().map(Arrays::toString).toList());

    Path keyFile = dir.resolve("events.keys");
    Files.write(keyFile, sampled.stream().map(dev.hbaseadvisor.codec.Bytes::toStringBinary).toList());
    List<byte[]> quartiles = Presplits.plan(null,
        SplitRequest.of(Presplit.Algorithm.SAMPLE, 4, null, null).withKeysFile(keyFile)).splits();
    assertEquals(3, quartiles.size());
    int[] counts = new int[4];
    for (byte[] key : keys) {
      counts[Presplits.regionOf(quartiles, key)]++;
    }
    for (int count : counts) {
      assertTrue(count > 20_000 * 0.18 && count < 20_000 * 0.32, Arrays.toString(counts));
    }
  }
}
