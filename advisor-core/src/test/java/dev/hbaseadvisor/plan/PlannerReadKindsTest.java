package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 26 A.7: IN-lists, listing a key part's values, a prefix of a field and batch jobs, planned. */
class PlannerReadKindsTest {

  /** Metric, host, time; 86.4 M rows over a day; {@code %s} is the salt segment or nothing. */
  private static final String METRICS = """
      table: t
      fields:
        metric: { type: string, cardinality: 5000, length: 5-40, charset: lower }
        host:   { type: string, cardinality: 2000, length: 8-20 }
        ts:     { type: timestamp, order: increasing }
      rowkey:
      %s  - { field: metric, terminator: "\\x00" }
        - { field: host, terminator: "\\x00" }
        - field: ts
      families: [{name: d, columns: [{qualifier: v, size: 8}]}]
      access:
        - %s
      workload: {writes: 1K/s, duration: 1d}
      """;

  private static AccessPlan plan(String salt, String pattern) {
    return Planner.plan(Schemas.parse(METRICS.formatted(salt, pattern))).plans().get(0);
  }

  private static AccessPlan plan(String pattern) {
    return plan("", pattern);
  }

  @Test
  void getWithInLists_isABatchOfGets_onePerCombination() {
    AccessPlan p = plan("{name: a, type: get, in: {metric: 3, host: 4}, equals: [ts]}");
    assertEquals(PlanKind.MULTI_GET, p.kind());
    assertEquals(12, p.scans());
    assertEquals(12, p.rowsRead());
    assertTrue(p.steps().contains("rowkey[1] host: one of 4 listed values: 4 key prefixes"), p.steps().toString());
    assertTrue(p.steps().get(p.steps().size() - 1).startsWith("12 Gets, sent as one batch"), p.steps().toString());
  }

  @Test
  void scanWithAnInList_isOneSkipScan_seekingPerValue() {
    AccessPlan p = plan("{name: a, equals: [metric], in: {host: 20}, range: ts, span: 1h}");
    assertEquals(PlanKind.SKIP_SCAN, p.kind());
    assertEquals(1, p.scans());
    // 3.6 M rows an hour, of one metric in 5,000 and 20 hosts in 2,000.
    assertEquals(7, p.rowsRead());
    assertEquals(7, p.rowsReturned());
    assertTrue(p.orderServed());
  }

  @Test
  void anInListBehindARandomSalt_isOneSkipScanPerBucket() {
    AccessPlan p = plan("  - salt: { buckets: 8, random: true }\n", "{name: a, in: {metric: 10}}");
    assertEquals(PlanKind.SKIP_SCAN, p.kind());
    assertEquals(8, p.scans());
    assertEquals(172_800, p.rowsRead(), "10 metrics of 5,000: 86.4 M / 500");
  }

  @Test
  void anInListOnAFieldAfterAFreeSegment_isFiltered() {
    AccessPlan p = plan("{name: a, in: {host: 20}}");
    assertEquals(PlanKind.FULL_SCAN, p.kind());
    assertEquals(List.of("host"), p.filtered());
    assertEquals(864_000, p.rowsReturned(), "20 hosts of 2,000");
  }

  @Test
  void listingTheLeadingField_seeksFromOneValueToTheNext() {
    AccessPlan p = plan("{name: a, lists: metric}");
    assertEquals(PlanKind.SKIP_SCAN, p.kind());
    assertEquals(1, p.scans());
    assertEquals(5000, p.rowsRead(), "one row per metric");
    assertEquals(5000, p.rowsReturned());
  }

  @Test
  void listingAfterARandomSalt_seeksInEachBucket() {
    AccessPlan p = plan("  - salt: { buckets: 8, random: true }\n", "{name: a, lists: metric}");
    assertEquals(PlanKind.SKIP_SCAN, p.kind());
    assertEquals(8, p.scans());
    assertEquals(40_000, p.rowsRead(), "every bucket holds every metric");
    assertEquals(5000, p.rowsReturned());
  }

  @Test
  void listingAfterWhatTheReadFixes_isASkipScanOfThatPrefix() {
    AccessPlan p = plan("{name: a, equals: [metric], lists: host}");
    assertEquals(PlanKind.SKIP_SCAN, p.kind());
    assertEquals(2000, p.rowsRead());
    assertEquals("<metric>\\x00", p.start());
  }

  @Test
  void listingAFieldThatDoesNotFollow_readsEveryRow() {
    AccessPlan p = plan("{name: a, lists: host}");
    assertEquals(PlanKind.FULL_SCAN, p.kind());
    assertEquals(86_400_000, p.rowsRead());
    assertEquals(2000, p.rowsReturned());
  }

  @Test
  void aPrefixOfTheLeadingText_isARange_overTheValuesThatStartWithIt() {
    AccessPlan p = plan("{name: a, startsWith: metric, chars: 2, limit: 25}");
    assertEquals(PlanKind.RANGE_SCAN, p.kind());
    assertEquals("<metric.prefix:2>", p.start());
    assertEquals("<metric.prefix+1:2>", p.stop());
    assertEquals(25, p.rowsRead(), "the limit stops the scan");
    AccessPlan all = plan("{name: a, startsWith: metric, chars: 2}");
    // Two of 36 characters: 1 value in 1,296 starts with them.
    assertEquals(66_667, all.rowsRead());
  }

  @Test
  void aPrefixOfAFieldTheKeyDoesNotLead_isFiltered() {
    AccessPlan p = plan("{name: a, startsWith: host}");
    assertEquals(PlanKind.FULL_SCAN, p.kind());
    assertEquals(List.of("host"), p.filtered());
    assertEquals(null, p.fuzzyKey(), "no FuzzyRowFilter checks a prefix of a field");
  }

  @Test
  void aBatchJob_isAFullScanSplitByRegion() {
    AccessPlan p = plan("{name: a, batch: true, rate: 1/h}");
    assertEquals(PlanKind.FULL_SCAN, p.kind());
    assertTrue(p.steps().contains("a batch job: TableInputFormat splits the scan at region boundaries, one map task"
        + " per region (TableInputFormatBase.getSplits)"), p.steps().toString());
  }
}
