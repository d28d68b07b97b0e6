package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reference guide's hex example ("Relationship Between RowKeys and Region Splits";
 * hbase-facts §2): {@code Bytes.split} over {@code 0000000000000000 .. ffffffffffffffff} leaves
 * regions that no lowercase hex key can reach, while {@code HexStringSplit} on the same bounds
 * leaves none.
 */
class GuideExampleTest {

  static TableSchema guideSchema() throws Exception {
    return SchemaLoader.load(Path.of(GuideExampleTest.class.getResource("guide-hex-bytes.yaml").toURI()));
  }

  @Test
  void bytesAlgorithm_givesTheGuidesNineKeys() {
    List<byte[]> keys = new BytesSplit(Bytes.toBytes("0000000000000000"), Bytes.toBytes("ffffffffffffffff")).split(10);
    // Verbatim from HBase 2.6.4's Bytes.split (shared/hbase-oracle.md §2).
    assertEquals(List.of(
        "30303030303030303030303030303030",
        "36f6f6f6f6f6f6f6f6f6f6f6f6f6f6f6",
        "3dbdbdbdbdbdbdbdbdbdbdbdbdbdbdbc",
        "44848484848484848484848484848482",
        "4b4b4b4b4b4b4b4b4b4b4b4b4b4b4b48",
        "5212121212121212121212121212120e",
        "58d8d8d8d8d8d8d8d8d8d8d8d8d8d8d4",
        "5f9f9f9f9f9f9f9f9f9f9f9f9f9f9f9a",
        "66666666666666666666666666666666"), keys.stream().map(Bytes::toHex).toList());
    assertEquals("06=DKRX_f", keys.stream().map(k -> String.valueOf((char) k[0])).reduce("", String::concat));
  }

  @Test
  void bytesPresplit_ofHexKeys_leavesR0AndR3ToR7Unreachable() throws Exception {
    PresplitPlan plan = Presplits.plan(guideSchema());
    assertEquals(Presplit.Algorithm.BYTES, plan.algorithm());
    assertEquals(10, plan.regionCount());
    assertEquals(List.of(0, 3, 4, 5, 6, 7), plan.unreachable().stream().map(Region::index).toList());
    // R9 [ffffffffffffffff, +inf) is reachable, by the single key ffffffffffffffff.
    assertTrue(plan.regions().get(9).reachable());
    // The guide's shares: first character 0-6 (7/16), 7-9 (3/16), a-f (6/16).
    assertEquals(0.4375, plan.regions().get(1).expectedShare(), 0.01);
    assertEquals(0.1875, plan.regions().get(2).expectedShare(), 0.01);
    assertEquals(0.375, plan.regions().get(8).expectedShare(), 0.01);
    assertEquals(0, plan.regions().get(9).sampleKeys());
  }

  @Test
  void hexPresplit_onTheSameBounds_reachesEveryRegion() throws Exception {
    TableSchema schema = guideSchema();
    PresplitPlan plan = Presplits.plan(schema, SplitRequest.of(schema).withAlgorithm(Presplit.Algorithm.HEX));
    assertEquals(10, plan.regionCount());
    assertEquals(List.of(), plan.unreachable());
    assertEquals("1999999999999999", Bytes.toStringBinary(plan.splits().get(0)));
    for (Region region : plan.regions()) {
      assertEquals(0.1, region.expectedShare(), 0.01, "region " + region.index());
    }
  }

  @Test
  void hexStringSplit_onUppercaseHexKeys_leavesTheLowercaseRegionsEmpty() {
    TableSchema schema = dev.hbaseadvisor.testing.Schemas.parse(dev.hbaseadvisor.testing.Schemas.minimal(
        "  id: { type: string, charset: hex-upper, length: 8 }\n", "  - field: id\n"));
    PresplitPlan plan = Presplits.plan(schema, SplitRequest.of(schema).withAlgorithm(Presplit.Algorithm.HEX)
        .withRegions(16).withSampleKeys(20_000));
    // HexStringSplit prints lowercase: A-F (0x41-0x46) sort before a-f, so [90000000, a0000000)
    // takes every key that starts with A-F (hbase-facts §1, "Gotcha").
    assertEquals(List.of(10, 11, 12, 13, 14, 15), plan.unreachable().stream().map(Region::index).toList());
    assertEquals(7 / 16.0, plan.regions().get(9).expectedShare(), 0.02);
  }
}
