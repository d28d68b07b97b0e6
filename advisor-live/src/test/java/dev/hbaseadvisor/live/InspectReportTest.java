package dev.hbaseadvisor.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.TableAttributes;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.junit.jupiter.api.Test;

/**
 * The inspect report of tables made up here, no cluster: the skeleton keeps binary and quoted
 * boundaries byte for byte, and the notes name empty, lopsided and hot regions with their shares.
 */
class InspectReportTest {

  private static final TableDescriptor DESCRIPTOR = TableDescriptorBuilder.newBuilder(TableName.valueOf("ns:t"))
      .setColumnFamily(ColumnFamilyDescriptorBuilder.of("d")).build();

  private static LiveTable table(List<LiveTable.Region> regions) {
    return new LiveTable(DESCRIPTOR, regions, List.of("rs1,16020,1"), List.of(new byte[] {0, '\'', (byte) 0xFF}),
        10L << 30, "org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy");
  }

  private static LiveTable.Region region(byte[] start, byte[] end, int files, long bytes, long reads, long writes) {
    return new LiveTable.Region(start, end, "rs1,16020,1", files, bytes, 0, reads, writes);
  }

  @Test
  void skeleton_proposesTheRowkeyFromSampledKeys() throws Exception {
    List<byte[]> sampled = new java.util.ArrayList<>();
    for (int i = 0; i < 200; i++) {
      byte[] host = ("host" + (i % 37)).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      byte[] ts = java.nio.ByteBuffer.allocate(8).putLong(1_767_225_600_000L + 7_919L * i).array();
      byte[] key = java.util.Arrays.copyOf(host, host.length + 9);
      System.arraycopy(ts, 0, key, host.length + 1, 8);
      sampled.add(key);
    }
    String skeleton = Skeleton.of(table(List.of(region(new byte[0], new byte[0], 1, 1, 0, 0))), sampled);
    TableSchema schema = SchemaLoader.parse(skeleton, Path.of("s.yaml"), "s.yaml");
    assertEquals(List.of("s1", "ts1"), schema.rowkey().stream().map(s -> s.sourceFields().get(0)).toList());
    assertEquals("timestamp", schema.field("ts1").type().name().toLowerCase(java.util.Locale.ROOT));
    assertTrue(skeleton.contains("proposed from 200 sampled keys"), skeleton);
  }

  @Test
  void skeleton_tooFewSampledKeys_leavesTheRowkeyAsBytes() throws Exception {
    String skeleton = Skeleton.of(table(List.of(region(new byte[0], new byte[0], 1, 1, 0, 0))),
        List.of(new byte[] {1}, new byte[] {2}));
    assertTrue(skeleton.contains("  - field: key\n"), skeleton);
  }

  @Test
  void skeleton_keepsBinaryAndQuotedBoundaries_andLoads() throws Exception {
    byte[] a = {0, '\'', '\\', (byte) 0xFF};
    byte[] b = {'x', '"', 'y'};
    LiveTable live = table(List.of(region(new byte[0], a, 1, 1, 0, 0), region(a, b, 1, 1, 0, 0),
        region(b, new byte[0], 1, 1, 0, 0)));
    TableSchema schema = SchemaLoader.parse(Skeleton.of(live), Path.of("s.yaml"), "s.yaml");
    assertEquals("ns:t", schema.table());
    assertEquals(Presplit.Algorithm.EXPLICIT, schema.presplit().algorithm());
    assertEquals(2, schema.presplit().splits().size());
    assertEquals(List.of(a, b).stream().map(java.util.Arrays::toString).toList(),
        schema.presplit().splits().stream().map(java.util.Arrays::toString).toList());
    assertEquals(3, schema.field("key").maxLength());
  }

  @Test
  void skeleton_ofATableWithItsOwnSettings_appliesThemAgain_andOneWithoutLeavesThemToTheCluster() throws Exception {
    TableDescriptor own = TableDescriptorBuilder.newBuilder(DESCRIPTOR).setMaxFileSize(256L << 20)
        .setMemStoreFlushSize(64L << 20)
        .setRegionSplitPolicyClassName("org.apache.hadoop.hbase.regionserver.DelimitedKeyPrefixRegionSplitPolicy")
        .setValue(TableAttributes.DELIMITER, "|").build();
    LiveTable live = new LiveTable(own, List.of(region(new byte[0], new byte[0], 1, 1, 0, 0)), List.of("rs1,16020,1"),
        List.of(), 10L << 30, "org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy");
    TableSchema schema = SchemaLoader.parse(Skeleton.of(live), Path.of("s.yaml"), "s.yaml");
    assertEquals(List.of("MAX_FILESIZE=268435456", "MEMSTORE_FLUSHSIZE=67108864",
        "SPLIT_POLICY=org.apache.hadoop.hbase.regionserver.DelimitedKeyPrefixRegionSplitPolicy",
        "DelimitedKeyPrefixRegionSplitPolicy.delimiter=|"),
        TableAttributes.of(schema).stream().map(a -> a.key() + "=" + a.value()).toList());
    assertEquals(InspectReport.tableSettings(own).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .toList(), TableAttributes.of(schema).stream().map(a -> a.key() + "=" + a.value()).toList());

    String plain = Skeleton.of(table(List.of(region(new byte[0], new byte[0], 1, 1, 0, 0))));
    assertEquals(List.of(), TableAttributes.of(SchemaLoader.parse(plain, Path.of("s.yaml"), "s.yaml")));
    assertTrue(plain.contains("  # maxFileSize: 10737418240      # not set on the table"), plain);
    assertTrue(plain.contains("  # splitPolicy: stepping      # not set on the table"), plain);
    assertEquals(Map.of(), InspectReport.tableSettings(DESCRIPTOR));
  }

  @Test
  void notes_nameEmptyLopsidedAndHotRegions() {
    LiveTable live = table(List.of(
        region(new byte[0], new byte[] {'g'}, 3, 700, 10, 800),
        region(new byte[] {'g'}, new byte[] {'n'}, 0, 0, 1, 0),
        region(new byte[] {'n'}, new byte[] {'t'}, 1, 200, 10, 150),
        region(new byte[] {'t'}, new byte[0], 1, 100, 80, 50)));
    assertEquals(List.of(
        "empty regions: R1 holds no data and took no writes; the data goes elsewhere (its boundaries miss the keys, "
            + "or the table was pre-split on a guess)",
        "lopsided: R0 holds 70.0% of the table's store files (an even share is 25.0%)",
        "hot region: R0 took 80.0% of the table's writes (an even share is 25.0%)",
        "hot region: R3 took 79.2% of the table's reads (an even share is 25.0%)"),
        InspectReport.notes(live));
  }

  @Test
  void notes_nameARegionAboveTheSplitSizeTimesItsFamilies() {
    TableDescriptor two = TableDescriptorBuilder.newBuilder(DESCRIPTOR).setMaxFileSize(100)
        .setColumnFamily(ColumnFamilyDescriptorBuilder.of("e")).build();
    LiveTable live = new LiveTable(two, List.of(region(new byte[0], new byte[] {'m'}, 2, 190, 0, 0),
        region(new byte[] {'m'}, new byte[0], 2, 210, 0, 0)), List.of("rs1,16020,1"), List.of(), 10L << 30,
        "org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy");
    assertEquals(List.of("oversized: R1 holds 210 B, more than 2 x the split size of 100 B (the table's "
        + "MAX_FILESIZE), yet has not split: splits disabled, no split point (one huge row, or a key prefix the "
        + "whole region shares), or compactions behind"), InspectReport.notes(live));
  }

  @Test
  void notes_sayNothingOfAnEvenTable() {
    LiveTable live = table(List.of(region(new byte[0], new byte[] {'m'}, 1, 100, 10, 100),
        region(new byte[] {'m'}, new byte[0], 1, 120, 12, 110)));
    assertEquals(List.of(), InspectReport.notes(live));
  }
}
