package dev.hbaseadvisor.splits;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plans of the examples, auto selection, salt alignment and the validation findings. */
class PresplitsTest {

  private static List<String> keys(PresplitPlan plan) {
    return plan.splits().stream().map(Bytes::toStringBinary).toList();
  }

  private static List<byte[]> bytes(String... binary) {
    List<byte[]> out = new ArrayList<>();
    for (String s : binary) {
      out.add(Bytes.toBytesBinary(s));
    }
    return out;
  }

  @Test
  void opentsdbSalted_saltAlgorithm_splitsAtEachSaltByte() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("opentsdb-salted.yaml"));
    assertEquals(Presplit.Algorithm.SALT, plan.algorithm());
    assertEquals(20, plan.regionCount());
    assertEquals("\\x01", keys(plan).get(0));
    assertEquals("\\x13", keys(plan).get(18));
    assertEquals(List.of(), plan.unreachable());
    assertTrue(plan.salt().orElseThrow().aligned());
    assertEquals(java.util.Collections.nCopies(20, 1L), plan.salt().orElseThrow().bucketsPerRegion());
  }

  @Test
  void consumptionPartitionPrefix_decimalSalt_givesTheSeedsKeys001To119() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("consumption-partition-prefix.yaml"));
    assertEquals(120, plan.regionCount());
    assertEquals("001", keys(plan).get(0));
    assertEquals("119", keys(plan).get(118));
    assertEquals(List.of(), plan.unreachable());
  }

  @Test
  void consumptionMonthPartitions_explicitKeys_allRegionsReachable() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("consumption-month-partitions.yaml"));
    assertEquals(Presplit.Algorithm.EXPLICIT, plan.algorithm());
    assertEquals(120, plan.regionCount());
    assertEquals(List.of(), plan.unreachable());
    assertEquals(List.of(), plan.warnings());
  }

  @Test
  void logDataBucketed_explicitBucketKeys_areAlignedWithTenBucketsEach() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("log-data-bucketed-timestamp.yaml"));
    SaltAlignment salt = plan.salt().orElseThrow();
    assertEquals(100, salt.buckets());
    assertTrue(salt.aligned());
    assertEquals(java.util.Collections.nCopies(10, 10L), salt.bucketsPerRegion());
    for (Region region : plan.regions()) {
      assertEquals(0.1, region.expectedShare(), 0.01);
    }
  }

  @Test
  void gameFocusMd5_hexAlgorithm_reachesAllSixteenRegionsEvenly() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("game-focus-md5.yaml"));
    assertEquals("10000000", keys(plan).get(0));
    assertEquals(List.of(), plan.unreachable());
    // The digest spreads distinct keys evenly, but the keys repeat: the most popular game (zipf:1.1
    // over 500, about 19 %) with the most popular user (zipf over 2M, about 6.5 %) is 1.2 % of all
    // rows in one region, so a region's share may sit that far, plus sampling noise, from 1/16.
    for (Region region : plan.regions()) {
      assertEquals(1 / 16.0, region.expectedShare(), 0.015);
    }
  }

  @Test
  void auto_choosesFromTheLeadingSegment() {
    assertEquals(Presplit.Algorithm.SALT, auto("opentsdb-salted.yaml"));
    assertEquals(Presplit.Algorithm.SALT, auto("log-data-bucketed-timestamp.yaml"));
    assertEquals(Presplit.Algorithm.HEX, auto("game-focus-md5.yaml"));
    assertEquals(Presplit.Algorithm.UNIFORM, auto("order-table-hashed-key.yaml"));
    assertEquals(Presplit.Algorithm.SAMPLE, auto("log-data-host-lead.yaml"));
  }

  private static Presplit.Algorithm auto(String example) {
    return Presplits.chooseAuto(RowKeyCodec.compile(Schemas.loadExample(example)));
  }

  @Test
  void autoSample_onAHostLedKey_givesEvenSharesOfTheGeneratedWrites() {
    TableSchema schema = Schemas.loadExample("log-data-host-lead.yaml");
    PresplitPlan plan = Presplits.plan(schema,
        SplitRequest.of(schema).withAlgorithm(Presplit.Algorithm.AUTO).withRegions(8).withSampleKeys(20_000));
    assertTrue(plan.automatic());
    assertEquals(Presplit.Algorithm.SAMPLE, plan.algorithm());
    assertEquals(8, plan.regionCount());
    assertEquals(List.of(), plan.unreachable());
    for (Region region : plan.regions()) {
      // Zipf-popular hosts make some keys repeat, so regions are equal only up to one host's share.
      assertEquals(0.125, region.expectedShare(), 0.06, "region " + region.index());
    }
  }

  @Test
  void sample_fromAKeyFile_streamsIt(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("keys.txt");
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      text.append(String.format("row%04d\r\n", i));
    }
    text.append("\n\\x00binary\n");
    Files.writeString(file, text);
    TableSchema schema = Schemas.parse(minimal("  id: {type: string, length: 7}\n", "  - field: id\n"));
    PresplitPlan plan = Presplits.plan(schema, SplitRequest.of(schema).withAlgorithm(Presplit.Algorithm.SAMPLE)
        .withRegions(4).withKeysFile(file).withSampleKeys(100));
    // 1001 keys, "\x00binary" first: the quarters start at sorted keys 250, 500 and 750.
    assertEquals(List.of("row0249", "row0499", "row0749"), keys(plan));
  }

  @Test
  void validateExplicit_namesTheIndexOfEachBadKey() {
    List<PresplitProblem> problems = Presplits.validateExplicit(bytes("b", "a", "", "c", "b"));
    assertEquals(List.of(PresplitProblem.Kind.NOT_INCREASING, PresplitProblem.Kind.EMPTY_KEY,
        PresplitProblem.Kind.DUPLICATE_KEY), problems.stream().map(PresplitProblem::kind).toList());
    assertEquals(List.of(1, 2, 4), problems.stream().map(PresplitProblem::index).toList());
    assertEquals(List.of(false, true, true), problems.stream().map(PresplitProblem::fatal).toList());
    assertEquals("presplit.splits[4]", problems.get(2).path());
    assertEquals("split key 4 'b' repeats split key 0; HBase refuses equal split keys", problems.get(2).message());
  }

  @Test
  void validate_reportsFatalInputWithThePresplitKeyAtFault() {
    TableSchema salted = Schemas.loadExample("opentsdb-salted.yaml");
    List<PresplitProblem> tooMany = Presplits.validate(salted, SplitRequest.of(salted).withRegions(21));
    assertEquals(1, tooMany.size());
    assertEquals("presplit.regions", tooMany.get(0).path());
    assertTrue(tooMany.get(0).fatal());

    TableSchema md5 = Schemas.loadExample("game-focus-md5.yaml");
    PresplitException e = assertThrows(PresplitException.class, () -> Presplits.plan(md5,
        SplitRequest.of(md5).withAlgorithm(Presplit.Algorithm.BYTES)));
    assertEquals("presplit.start", e.problems().get(0).path());

    List<PresplitProblem> noSalt = Presplits.validate(md5, SplitRequest.of(md5).withAlgorithm(Presplit.Algorithm.SALT));
    assertEquals("presplit.algorithm", noSalt.get(0).path());
    List<PresplitProblem> noRegions = Presplits.validate(md5, SplitRequest.of(md5).withRegions(0));
    assertEquals(PresplitProblem.Kind.MISSING_REGIONS, noRegions.get(0).kind());
  }

  @Test
  void uniformSplits_onASaltedKey_areFlaggedWhereTheyCutASaltValue() {
    TableSchema schema = Schemas.parse(minimal("""
          host: {type: string, cardinality: 1000, length: 4-8, charset: lower}
          raw: {type: bytes, length: 4}
        """, """
          - salt: {buckets: 26, from: [host]}
          - field: raw
        """));
    List<byte[]> uniform = new UniformSplit(null, null).split(10);
    SaltAlignment salt = Presplits.saltAlignment(schema, uniform).orElseThrow();
    assertFalse(salt.aligned());
    // \x19\x99... falls inside salt value 25's keys (any raw bytes follow the salt byte);
    // 0x33 and above are beyond the 26 values, so they cut nothing but leave regions empty.
    assertEquals(1, salt.misaligned().size());
    assertEquals(0, salt.misaligned().get(0).splitIndex());
    assertEquals(25, salt.misaligned().get(0).bucket());
    List<Region> regions = Presplits.regions(schema, uniform, 1, 1000);
    assertEquals(List.of(true, true, false), regions.subList(0, 3).stream().map(Region::reachable).toList());
  }

  /**
   * A {@code bits} key led by partition bits (JanusGraph's 5 low bits of the vertex id on top) is
   * split like a salt, on partition boundaries, as JanusGraph pre-splits it. Before, {@code auto}
   * took a key sample, whose cuts fell inside partitions and left some regions three partitions'
   * growing tails (issue 26 A.3).
   */
  @Test
  void bitsLedByPartitionBits_autoSplitsOnPartitionBoundaries() {
    TableSchema schema = Schemas.parse(Schemas.minimal("""
          vertex_id: {type: long, order: increasing, min: 1}
        """, """
          - bits:
              parts:
                - { field: vertex_id, bits: 5 }
                - { field: vertex_id, shift: 5, bits: 56 }
                - { value: 0, bits: 3 }
        """));
    assertEquals(Presplit.Algorithm.SALT, Presplits.chooseAuto(RowKeyCodec.compile(schema)));
    PresplitPlan plan = Presplits.plan(schema, SplitRequest.of(schema).withAlgorithm(Presplit.Algorithm.AUTO)
        .withRegions(4));
    assertEquals(List.of("@", "\\x80", "\\xC0"), plan.splits().stream().map(Bytes::toStringBinary).toList());
    assertEquals(32, Presplits.plan(schema, SplitRequest.of(schema).withAlgorithm(Presplit.Algorithm.SALT)
        .withRegions(0)).regionCount());
    // Bits led by a field's top bits rise with it: no partitions, a key sample.
    TableSchema rising = Schemas.parse(Schemas.minimal("""
          ts: {type: long, order: increasing, min: 1}
        """, """
          - bits:
              parts:
                - { field: ts, shift: 59, bits: 5 }
                - { random: true, bits: 3 }
        """));
    assertEquals(Presplit.Algorithm.SAMPLE, Presplits.chooseAuto(RowKeyCodec.compile(rising)));
  }

  @Test
  void generatingOnlyTheRowkeyFields_givesTheKeysOfTheFullGenerator() {
    TableSchema schema = Schemas.loadExample("every-key.yaml");
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    RecordGenerator full = new RecordGenerator(schema, 42);
    RecordGenerator lean = new RecordGenerator(schema, 42, WorkloadKeys.rowkeyFields(schema));
    SplittableRandom a = new SplittableRandom(42);
    SplittableRandom b = new SplittableRandom(42);
    for (int i = 0; i < 20; i++) {
      assertEquals(Bytes.toStringBinary(codec.encode(full.next(), a)), Bytes.toStringBinary(codec.encode(lean.next(), b)));
    }
  }

  @Test
  void noPresplit_isOneRegion() {
    PresplitPlan plan = Presplits.plan(Schemas.loadExample("log-data-timestamp-lead.yaml"));
    assertEquals(Presplit.Algorithm.NONE, plan.algorithm());
    assertEquals(1, plan.regionCount());
    assertTrue(plan.regions().get(0).reachable());
  }

  @Test
  void horizon_sharesDescribeTheFirstSeconds_whileSplitKeysComeFromTheWholeWorkload() {
    // A sample pre-split of a key whose lower segments hold a timestamp: the first 5 s of writes
    // (100,000 at 20,000/s) sit lower inside each host than the whole two hours do.
    TableSchema schema = Schemas.loadExample("log-data-host-lead.yaml");
    PresplitPlan whole = Presplits.plan(schema);
    PresplitPlan first = Presplits.plan(schema, SplitRequest.of(schema).withHorizon(5));
    assertEquals(whole.splits().stream().map(Bytes::toStringBinary).toList(),
        first.splits().stream().map(Bytes::toStringBinary).toList());
    assertTrue(whole.wholeWorkload());
    assertEquals(7200, whole.shareSeconds());
    assertFalse(first.wholeWorkload());
    assertEquals(5, first.shareSeconds());

    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed());
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    SplittableRandom salt = new SplittableRandom(schema.workload().seed());
    long[] written = new long[whole.regionCount()];
    for (int i = 0; i < 100_000; i++) {
      written[Presplits.regionOf(whole.splits(), codec.encode(generator.next(), salt))]++;
    }
    double wholeError = 0;
    double horizonError = 0;
    for (int r = 0; r < written.length; r++) {
      double real = written[r] / 100_000.0;
      wholeError = Math.max(wholeError, Math.abs(whole.regions().get(r).expectedShare() - real));
      horizonError = Math.max(horizonError, Math.abs(first.regions().get(r).expectedShare() - real));
    }
    assertTrue(horizonError < 0.01, "--horizon 5s: off by " + horizonError);
    assertTrue(wholeError > 2 * horizonError, "whole workload: off by " + wholeError + ", horizon " + horizonError);
  }
}
