package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run's access-pattern figures agree with the planner's plans. */
class SimulatorReadsTest {

  @Test
  void bucketedTimestamp_timeRange_isAParallelScanOfAHundredScansPerRead() {
    TableSchema schema = Schemas.loadExample("log-data-bucketed-timestamp.yaml");
    // Two minutes at 20,000 writes/s: reads at 0 and 60 s of the 1/min pattern.
    SimulationResult result = Designs.run(schema, 2_400_000);
    assertEquals(10, result.summary().finalRegions(), "no split: every region stays small");
    AccessStats range = result.accessPatterns().get(0);
    assertEquals("events-in-time-range", range.name());
    assertEquals("PARALLEL_SCAN", range.plan());
    assertEquals(2, range.reads());
    assertEquals(200, range.scans());
    assertEquals(0, range.gets());
    assertEquals(200, range.regionScans(), "each bucket's range lies in one region");
    AccessStats host = result.accessPatterns().get(1);
    assertEquals("FILTER_SCAN", host.plan());
    assertEquals(100 * host.reads(), host.scans());
    AccessStats latest = result.accessPatterns().get(2);
    assertEquals("FULL_SCAN", latest.plan());
    assertEquals(latest.reads(), latest.scans());
    assertEquals(10 * latest.reads(), latest.regionScans(), "a full scan visits all ten regions");
  }

  @Test
  void timestampLead_fullScanNotServingNewestFirst_readsEveryRowWritten() {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    SimulationResult result = Designs.run(schema, 20_000);
    AccessStats latest = result.accessPatterns().get(2);
    assertEquals("FULL_SCAN", latest.plan());
    // 50 reads in the run's second; the j-th, at j / 50 s, reads every row written before it.
    assertEquals(50, latest.reads());
    double rows = 0;
    for (int j = 0; j < 50; j++) {
      rows += Math.ceil(j / 50.0 * 20_000);
    }
    assertEquals(rows, latest.rowsRead(), 1e-6);
    assertEquals(400 * (49 * 50 / 2), rows, 10);
  }

  @Test
  void everyExample_sendsThePlannersScansOrGetsPerRead() {
    int checked = 0;
    for (String name : List.of("articles-two-families.yaml", "consumption-month-partitions.yaml",
        "customer-order-order-record.yaml", "game-focus-wide.yaml", "log-data-hashed-host-event.yaml",
        "opentsdb-salted.yaml", "order-table-hashed-key.yaml", "webtable-reversed-domain.yaml")) {
      TableSchema schema = Schemas.loadExample(name);
      List<AccessPlan> plans = Planner.plan(schema).plans();
      SimulationResult result = Designs.run(schema, 2_000);
      for (int i = 0; i < plans.size(); i++) {
        AccessPlan plan = plans.get(i);
        AccessStats stats = result.accessPatterns().get(i);
        long perRead = plan.kind() == PlanKind.FULL_SCAN ? 1 : plan.scans();
        assertEquals(plan.kind().name(), stats.plan(), name + " " + plan.name());
        assertEquals(perRead * stats.reads(), stats.gets() + stats.scans(), name + " " + plan.name());
        boolean gets = plan.kind() == PlanKind.GET || plan.kind() == PlanKind.MULTI_GET;
        assertEquals(0, gets ? stats.scans() : stats.gets(), name + " " + plan.name());
        assertTrue(stats.reads() > 0, name + " " + plan.name());
        checked++;
      }
    }
    assertTrue(checked >= 20, checked + " patterns");
  }

  @Test
  void inListsListingPrefixAndBatchReads_replayAsPlanned() {
    // Issue 26 A.7: the new read kinds run through the replay (the simulator must not fail on them).
    TableSchema schema = Schemas.parse("""
        table: t
        fields:
          metric: { type: string, cardinality: 500, length: 5-40, charset: lower }
          host:   { type: string, cardinality: 200, length: 8-20 }
          ts:     { type: timestamp, order: increasing }
        rowkey:
          - salt: { buckets: 4, random: true }
          - { field: metric, terminator: "\\x00" }
          - { field: host, terminator: "\\x00" }
          - field: ts
        families: [{name: d, columns: [{qualifier: v, size: 8}]}]
        access:
          - {name: points, type: get, in: {metric: 3, host: 4}, equals: [ts], rate: 10/s}
          - {name: hosts, equals: [metric], in: {host: 5}, range: ts, span: 1m, rate: 10/s}
          - {name: metrics, lists: metric, rate: 1/s}
          - {name: suggest, startsWith: metric, chars: 2, limit: 25, rate: 10/s}
          - {name: export, batch: true, rate: 1/s}
        workload: {writes: 1K/s, duration: 1h}
        """);
    List<AccessPlan> plans = Planner.plan(schema).plans();
    SimulationResult result = Designs.run(schema, 20_000);
    AccessStats points = result.accessPatterns().get(0);
    assertEquals("MULTI_GET", points.plan());
    assertEquals(48, plans.get(0).scans(), "3 x 4 keys, each in one of 4 random buckets");
    assertEquals(48 * points.reads(), points.gets(), "a Get per listed key and bucket");
    AccessStats hosts = result.accessPatterns().get(1);
    assertEquals("SKIP_SCAN", hosts.plan());
    assertEquals(4 * 5 * hosts.reads(), hosts.scans(), "each bucket seeks to each of the 5 hosts");
    AccessStats metrics = result.accessPatterns().get(2);
    assertEquals("SKIP_SCAN", metrics.plan());
    assertEquals(4 * metrics.reads(), metrics.scans());
    assertTrue(metrics.rowsRead() <= plans.get(2).rowsRead() * metrics.reads(),
        "one row per metric and bucket at most: " + metrics.rowsRead());
    AccessStats suggest = result.accessPatterns().get(3);
    assertEquals("PARALLEL_SCAN", suggest.plan());
    assertEquals(4 * suggest.reads(), suggest.scans(), "one prefix scan per bucket");
    assertTrue(suggest.rowsRead() <= 4 * 25 * suggest.reads(), "each scan stops at the limit");
    AccessStats export = result.accessPatterns().get(4);
    assertEquals("FULL_SCAN", export.plan());
    assertEquals(export.reads(), export.scans());
    assertEquals(20, export.reads());
  }
}
