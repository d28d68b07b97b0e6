package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.SaltShares;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The salt pre-split puts boundaries only at the salt values some key hashes to. */
class SaltSplitTest {

  private static final String SIX_VALUES = """
      table: t
      fields:
        kind: {type: enum, values: [click, view, buy, share, like, skip]}
        ts: {type: timestamp, order: increasing}
      rowkey:
        - salt: {buckets: 64, from: [kind]}
        - field: ts
      families: [{name: d}]
      presplit: {algorithm: salt}
      workload: {writes: 1000/s, duration: 1h, seed: 42}
      """;

  @Test
  void saltOverSixValues_givesOneRegionPerWrittenBucket_noneEmpty() {
    TableSchema schema = Schemas.parse(SIX_VALUES);
    SaltShares shares = SaltShares.of(schema, (SaltSegment) schema.rowkey().get(0));
    PresplitPlan plan = Presplits.plan(schema, SplitRequest.of(schema).withSampleKeys(6000));
    assertEquals(shares.writtenBuckets(), plan.regionCount());
    for (Region r : plan.regions()) {
      assertTrue(r.expectedShare() > 0.1, "region " + r.index() + " holds a written bucket");
    }
    for (byte[] key : plan.splits()) {
      assertTrue(shares.written(key[0]), "split at a written bucket: " + Bytes.toStringBinary(key));
    }
  }

  @Test
  void fewerRegionsThanWrittenBuckets_groupTheWrittenOnes() {
    SaltSplit split = new SaltSplit(64, v -> new byte[] {(byte) v}, "salt(64 of kind)", new long[] {3, 9, 20, 41});
    List<byte[]> keys = split.split(2);
    assertEquals(1, keys.size());
    assertEquals(20, keys.get(0)[0]);
    assertEquals(3, split.split(64).size(), "at most one region per written bucket");
  }

  @Test
  void everyBucketWritten_keepsPhoenixSplitPoints() {
    SaltSplit split = new SaltSplit(4, v -> new byte[] {(byte) v}, "salt(4 of user)", null);
    List<byte[]> keys = split.split(4);
    assertEquals(List.of(1, 2, 3), keys.stream().map(k -> (int) k[0]).toList());
  }
}
