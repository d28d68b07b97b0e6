package dev.hbaseadvisor.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A salt's per-bucket shares are the ones the generated writes land in: the Phoenix hash of every
 * value, weighted by the field's distribution, so a salt over few values writes few buckets.
 */
class SaltSharesTest {

  private static TableSchema salted(String field, int buckets) {
    return Schemas.parse("""
        table: t
        fields:
          %s
          ts: {type: timestamp, order: increasing}
        rowkey:
          - salt: {buckets: %d, from: [%s]}
          - field: ts
        families: [{name: d}]
        workload: {writes: 1000/s, duration: 1h, seed: 7}
        """.formatted(field, buckets, field.substring(0, field.indexOf(':'))));
  }

  private static SaltSegment salt(TableSchema schema) {
    return (SaltSegment) schema.rowkey().get(0);
  }

  @Test
  void sixValues_in64Buckets_writeAtMostSixBuckets_aBoundReadHoldsASixth() {
    TableSchema schema = salted("kind: {type: enum, values: [click, view, buy, share, like, skip]}", 64);
    SaltShares shares = SaltShares.of(schema, salt(schema));
    assertTrue(shares.exact());
    assertEquals(6, shares.combinations());
    assertTrue(shares.writtenBuckets() <= 6);
    assertEquals(1.0, Arrays.stream(shares.shares()).sum(), 1e-12);
    assertTrue(shares.readFraction() >= 1.0 / 6 - 1e-12, "at least a sixth, never 1/64");
  }

  @Test
  void shares_matchTheBucketsTheGeneratedWritesLandIn() {
    TableSchema schema = salted("host: {type: string, cardinality: 40, length: 6-12, distribution: zipf}", 16);
    SaltShares shares = SaltShares.of(schema, salt(schema));
    SaltCodec codec = (SaltCodec) RowKeyCodec.compile(schema).segments().get(0);
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed());
    int n = 200_000;
    long[] counts = new long[16];
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < n; i++) {
      Map<String, Object> record = generator.next();
      counts[codec.bucketOf(record, random)]++;
    }
    for (int b = 0; b < 16; b++) {
      assertEquals(shares.shares()[b], (double) counts[b] / n, 0.005, "bucket " + b);
      assertEquals(counts[b] > 0, shares.written(b), "bucket " + b);
    }
    assertEquals(shares.busiestBucket(), indexOfMax(counts));
  }

  @Test
  void manyValues_areNotEnumerated_andSpreadOverEveryBucket() {
    TableSchema schema = salted("user: {type: long, cardinality: 10000000}", 64);
    SaltShares shares = SaltShares.of(schema, salt(schema));
    assertFalse(shares.exact());
    assertEquals(64, shares.writtenBuckets());
    assertEquals(1e-7 + (1 - 1e-7) / 64, shares.readFraction(), 1e-15);
  }

  @Test
  void indexWeights_sumToOne_andFollowTheSampler() {
    for (String d : new String[] {"uniform", "zipf", "scrambled-zipf", "latest", "hotspot", "exponential", "normal"}) {
      double[] p = IndexWeights.of(Distribution.parse(d), 50);
      assertEquals(1.0, Arrays.stream(p).sum(), 1e-9, d);
    }
    double[] zipf = IndexWeights.of(Distribution.parse("zipf:1"), 3);
    assertEquals(1 / (1 + 0.5 + 1 / 3.0), zipf[0], 1e-12);
    double[] hot = IndexWeights.of(Distribution.parse("hotspot:0.2:0.8"), 10);
    assertEquals(0.4, hot[0], 1e-12);
    assertEquals(0.025, hot[9], 1e-12);
  }

  private static int indexOfMax(long[] counts) {
    int best = 0;
    for (int i = 1; i < counts.length; i++) {
      if (counts[i] > counts[best]) {
        best = i;
      }
    }
    return best;
  }
}
