package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The scenarios of issue 6 on the examples: what the reference guide says about monotonic keys,
 * salting, pre-splits and split policies, shown by simulation.
 */
class SimulatorScenarioTest {

  private static final long KIB = 1L << 10;
  private static final long MIB = 1L << 20;

  /** A minute and a quarter of the example's 20,000 writes per second: one whole window. */
  private static final long ONE_WINDOW = 1_500_000;

  @Test
  void timestampLead_onTenServers_sendsNearlyEveryWriteOfAWindowToOneServer() {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    SimulationResult result = Designs.run(schema, ONE_WINDOW);
    SimulationSummary s = result.summary();
    assertEquals(10, schema.cluster().regionServers());
    // After the first split (at 38.8 s, in window 0), every write goes to the last region.
    Window second = result.windows().get(1);
    assertEquals(second.writes(), second.busiestRegions().get(0).writes(), "all to one region");
    assertEquals(1, second.busiestRegions().size());
    assertTrue(s.peakServerShare() > 0.9, "peak " + s.peakServerShare());
    assertTrue(s.medianServerShare() > 0.9, "median " + s.medianServerShare());
    assertEquals(-1, s.spreadSeconds(), "writes never reach every server");
  }

  @Test
  void timestampLead_saltedSixteenAndPresplit_keepsThePeakUnderOneFifth() {
    TableSchema salted = Designs.salted(Schemas.loadExample("log-data-timestamp-lead.yaml"), 16);
    SimulationResult result = Designs.run(salted, ONE_WINDOW);
    SimulationSummary s = result.summary();
    assertEquals(16, s.initialRegions());
    assertEquals(0, s.emptyRegions());
    assertTrue(s.peakServerShare() < 0.2, "peak " + s.peakServerShare());
    assertEquals(0.0, s.spreadSeconds(), "every server takes writes from the first window");
    assertEquals(List.of(), result.notes());
  }

  /** The reference guide's example: 16 lowercase hex characters, pre-split over the byte range of their text. */
  private static TableSchema guideSchema(String algorithm) {
    return Schemas.parse("table: hex\nfields:\n"
        + "  id: { type: string, charset: hex, length: 16 }\n"
        + "rowkey:\n  - field: id\nfamilies:\n  - name: d\n    columns:\n      - { qualifier: v, size: 100 }\n"
        + "cluster:\n  regionServers: 10\npresplit:\n  algorithm: " + algorithm + "\n  regions: 10\n"
        + "  start: '0000000000000000'\n  end: 'ffffffffffffffff'\n");
  }

  @Test
  void guideBytesSplitPresplit_leavesR0AndR3ToR7WithoutAWrite() {
    TableSchema schema = guideSchema("bytes");
    SimulationResult result = Designs.run(schema, 200_000);
    List<RegionState> regions = result.regions();
    assertEquals(10, regions.size());
    assertEquals("0000000000000000", Bytes.toStringBinary(regions.get(1).start()), "Bytes.split includes the start");
    assertEquals("ffffffffffffffff", Bytes.toStringBinary(regions.get(9).start()), "and the end");
    int[] empty = IntStream.range(0, 10).filter(i -> regions.get(i).writes() == 0).toArray();
    // R0 and R3-R7 lie where no hex digit reaches; R9 holds only the key ffffffffffffffff.
    assertArrayEquals(new int[] {0, 3, 4, 5, 6, 7, 9}, empty);
    assertTrue(result.summary().emptyRegions() >= 6);
    // First char 0-6, 7-9 and a-f: 7/16, 3/16 and 6/16 of the writes.
    assertEquals(7 / 16.0, regions.get(1).writes() / 200_000.0, 0.01);
    assertEquals(3 / 16.0, regions.get(2).writes() / 200_000.0, 0.01);
    assertEquals(6 / 16.0, regions.get(8).writes() / 200_000.0, 0.01);
  }

  @Test
  void guideBoundsWithHexStringSplit_writeEveryRegion() {
    SimulationResult result = Designs.run(guideSchema("hex"), 200_000);
    List<RegionState> regions = result.regions();
    assertEquals(10, regions.size());
    assertEquals("1999999999999999", Bytes.toStringBinary(regions.get(1).start()));
    for (RegionState r : regions) {
      assertEquals(0.1, r.writes() / 200_000.0, 0.01, Bytes.toStringBinary(r.start()));
    }
    assertEquals(0, result.summary().emptyRegions());
  }

  @Test
  void monotonicKey_underStepping_splitsRepeatedlyAndAlwaysAtTheTail() {
    TableSchema schema = Designs.small(Schemas.loadExample("log-data-timestamp-lead.yaml"), 256 * KIB, 4 * MIB,
        Cluster.SplitPolicy.STEPPING);
    SimulationResult result = Designs.run(schema, 300_000);
    List<SplitEvent> splits = result.splitEvents();
    assertTrue(splits.size() >= 10, splits.size() + " splits");
    byte[] previous = new byte[0];
    for (SplitEvent e : splits) {
      assertTrue(e.atTail(), "split of the last region");
      assertArrayEquals(previous, e.parentStart(), "the tail is the previous split's upper daughter");
      assertTrue(Arrays.compareUnsigned(previous, e.key()) < 0, "split keys increase");
      previous = e.key();
    }
    assertEquals(splits.size() + 1, result.summary().finalRegions());
  }

  @Test
  void monotonicKey_whenSplitsTakeTime_splitsLessTheFasterItIsWritten() {
    // The hot daughter keeps taking writes while its references are compacted and discharged: the
    // faster the writes, the larger it grows before it can split again (issue 11).
    int[] regions = new int[2];
    int[] rates = {1_000, 4_000};
    for (int i = 0; i < rates.length; i++) {
      TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
          + "  host: { type: string, cardinality: 100, length: 12 }\n"
          + "rowkey:\n  - field: ts\n  - field: host\nfamilies:\n  - name: d\n    blockSize: 16KiB\n    columns:\n"
          + "      - { qualifier: v, size: 100 }\n"
          + "workload: { writes: " + rates[i] + "/s, duration: 1h, seed: 3 }\n"
          + "cluster:\n  regionServers: 1\n  flushSize: 64KiB\n  maxFileSize: 512KiB\n  splitPolicy: constant-size\n"
          + "  dischargeInterval: 1s\n  compactionThroughput: 1MiB\n");
      regions[i] = Designs.run(schema, 40_000).summary().finalRegions();
    }
    assertTrue(regions[0] > regions[1] + 3, java.util.Arrays.toString(regions) + " regions at 1,000 and 4,000 writes/s");
  }

  @Test
  void oneRowOnly_cannotSplit_andIsReported() {
    TableSchema schema = Designs.small(Schemas.parse(Schemas.minimal(
        "  k: { type: enum, values: [the-only-row] }\n", "  - field: k\n")), 64 * KIB, 1 * MIB,
        Cluster.SplitPolicy.STEPPING);
    SimulationResult result = Designs.run(schema, 50_000);
    assertEquals(0, result.summary().splits());
    assertEquals(1, result.unsplittable().size());
    assertTrue(result.unsplittable().get(0).reason().contains("cannot split a row"));
  }

  @Test
  void keyPrefixPolicy_keepsSplitRowsOnPrefixBoundaries() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n"
        + "  host: { type: string, cardinality: 50, length: 4, charset: lower }\n"
        + "  ts: { type: timestamp, order: increasing }\n"
        + "rowkey:\n  - field: host\n  - field: ts\nfamilies:\n  - name: d\n    columns:\n"
        + "      - { qualifier: v, size: 200 }\n"
        + "cluster:\n  regionServers: 4\n  flushSize: 64KiB\n  maxFileSize: 1MiB\n  dischargeInterval: 1s\n"
        + "  splitPolicy: key-prefix\n  prefixLength: 4\n");
    SimulationResult result = Designs.run(schema, 100_000);
    assertTrue(result.summary().splits() >= 5, result.summary().splits() + " splits");
    for (SplitEvent e : result.splitEvents()) {
      assertTrue(e.key().length <= 4, Bytes.toStringBinary(e.key()));
    }
  }

  @Test
  void delimitedKeyPrefixPolicy_cutsSplitRowsBeforeTheDelimiter() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n"
        + "  game: { type: string, cardinality: 40, length: 3-9, charset: lower }\n"
        + "  user: { type: string, cardinality: 100000 }\n"
        + "rowkey:\n  - field: game\n  - literal: $\n  - field: user\nfamilies:\n  - name: d\n    columns:\n"
        + "      - { qualifier: v, size: 200 }\n"
        + "cluster:\n  regionServers: 4\n  flushSize: 64KiB\n  maxFileSize: 1MiB\n  dischargeInterval: 1s\n"
        + "  splitPolicy: delimited-key-prefix\n  delimiter: $\n");
    SimulationResult result = Designs.run(schema, 100_000);
    assertTrue(result.summary().splits() >= 5, result.summary().splits() + " splits");
    for (SplitEvent e : result.splitEvents()) {
      assertTrue(Bytes.toStringBinary(e.key()).indexOf('$') < 0, Bytes.toStringBinary(e.key()));
    }
  }

  @Test
  void disabledPolicy_keepsTheRegionsTheTableWasCreatedWith() {
    TableSchema schema = Designs.small(Schemas.loadExample("log-data-host-lead.yaml"), 64 * KIB, 256 * KIB,
        Cluster.SplitPolicy.DISABLED);
    SimulationSummary s = Designs.run(schema, 50_000).summary();
    assertEquals(10, s.initialRegions(), "presplit regions: 10, sampled");
    assertEquals(10, s.finalRegions());
    assertEquals(-1, s.firstSplitSeconds());
  }

  @Test
  void balancer_evensRegionCountsOutAcrossServers() {
    // Random keys split everywhere, and daughters open on their parent's server, until the
    // balancer runs at 300 s; the run ends with the write right after it, then settles.
    TableSchema schema = Schemas.parse("table: t\nfields:\n  id: { type: long }\n"
        + "rowkey:\n  - field: id\nfamilies:\n  - name: d\n    columns:\n      - { qualifier: v, size: 100 }\n"
        + "workload:\n  writes: 200/s\n"
        + "cluster:\n  regionServers: 7\n  flushSize: 16KiB\n  maxFileSize: 192KiB\n  dischargeInterval: 1s\n");
    SimulationResult result = Designs.run(schema, 200 * Balancer.PERIOD_SECONDS + 1);
    int[] perServer = new int[result.servers()];
    result.regions().forEach(r -> perServer[r.server()]++);
    // Splits after the balancer's run (the final flush's) add a region each to their server.
    result.splitEvents().stream().filter(e -> e.seconds() >= Balancer.PERIOD_SECONDS)
        .forEach(e -> perServer[e.server()]--);
    assertTrue(result.summary().splits() > 3 * result.servers(), result.summary().splits() + " splits");
    assertTrue(Arrays.stream(perServer).max().orElseThrow() - Arrays.stream(perServer).min().orElseThrow() <= 1,
        Arrays.toString(perServer));
  }

  @Test
  void heatmap_ofATimestampLead_isADiagonal_andOfASaltedKey_spansTheKeySpace() {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    SimulationSettings settings = SimulationSettings.of(schema).withWrites(600_000).withWindowSeconds(5);
    Heatmap lead = new Simulator(schema, settings).run(SimulationListener.NONE).heatmap();
    assertEquals(6, lead.writes().size(), "30 s in 5 s windows");
    int buckets = lead.bucketStarts().size();
    assertEquals(256, buckets);
    int previous = -1;
    for (long[] column : lead.writes()) {
      assertEquals(100_000, Arrays.stream(column).sum(), buckets, "a column holds its window's writes");
      int hottest = IntStream.range(0, buckets).reduce((a, b) -> column[b] > column[a] ? b : a).orElseThrow();
      assertTrue(hottest >= previous, "the hot band moves up the key space");
      previous = hottest;
      assertTrue(Arrays.stream(column).filter(w -> w > 0).count() <= buckets / 6 + 3, "a sixth of the key space");
    }
    TableSchema salted = Designs.salted(schema, 16);
    Heatmap flat = new Simulator(salted, settings).run(SimulationListener.NONE).heatmap();
    int n = flat.bucketStarts().size();
    for (long[] column : flat.writes()) {
      // Every salt's slice of the key space takes writes in every window.
      int[] hot = IntStream.range(0, n).filter(b -> column[b] > 0).toArray();
      assertTrue(hot.length >= 16 && hot[0] < n / 16 && hot[hot.length - 1] >= n - n / 16, Arrays.toString(hot));
    }
  }

  @Test
  void quick_givesLintRulesTheHeadlineFigures() {
    SimulationSummary lead = Simulator.quick(Schemas.loadExample("log-data-timestamp-lead.yaml"), 100_000);
    assertEquals(100_000, lead.writes());
    assertEquals(1.0, lead.busiestServerShare(), "every write on one server");
    SimulationSummary bucketed = Simulator.quick(Schemas.loadExample("log-data-bucketed-timestamp.yaml"), 100_000);
    assertEquals(10, bucketed.initialRegions(), "pre-split at every tenth bucket");
    assertEquals(0, bucketed.emptyRegions());
    assertTrue(bucketed.busiestServerShare() < 0.15, "ten regions, one per server: " + bucketed.busiestServerShare());
  }

  @Test
  void yearLongRun_widensItsWindows_toKeepTheirNumberBounded() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  k: { type: string }\n", "  - field: k\n")
        + "workload:\n  rows: 500\n  duration: 365d\n");
    SimulationResult result = Designs.run(schema, 500);
    assertTrue(result.windows().size() <= Simulator.MAX_WINDOWS, result.windows().size() + " windows");
    assertEquals(60 * 365, result.settings().windowSeconds(), "a year of minutes is 365 times too many");
    // A row every 17.5 hours sits alone in the memstore until the hourly periodic flush.
    assertEquals(List.of("windows of 6h5m, not 1m, keep a run of 8760h to 1,440 windows", "499 periodic flushes of"
        + " memstores holding an edit older than an hour (hbase.regionserver.optionalcacheflushinterval)"),
        result.notes());
  }
}
