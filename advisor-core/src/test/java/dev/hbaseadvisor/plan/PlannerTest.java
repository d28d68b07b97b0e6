package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The planner's rules one at a time, on small schemas. */
class PlannerTest {

  private static final String LOG_FIELDS = """
      fields:
        hostname: { type: string, cardinality: 2000, length: 8-30 }
        event:    { type: enum, values: [login, logout, error, deploy] }
        ts:       { type: timestamp, order: increasing }
      """;

  /** A month prefix, a host, then the full timestamp, read over a range of span {@code %s}. */
  private static final String MONTH_HOST_TS = "table: t\n" + LOG_FIELDS + """
      rowkey:
        - { field: ts, format: "yyyy-MM" }
        - { field: hostname, terminator: "\\x00" }
        - field: ts
      families: [{name: d}]
      access:
        - {name: all-hosts, range: ts, span: %s}
      workload: {writes: 100/s, duration: 365d}
      """;

  private static AccessPlan only(String yaml) {
    return Planner.plan(Schemas.parse(yaml)).plans().get(0);
  }

  @Test
  void saltComputedFromBoundFields_isNoFanOut_theRangeFollows() {
    AccessPlan plan = only("table: t\n" + LOG_FIELDS + """
        rowkey:
          - salt: { buckets: 16, from: [hostname] }
          - { field: hostname, terminator: "\\x00" }
          - { field: event, terminator: "\\x00" }
          - { field: ts, order: descending }
        families: [{name: d}]
        access:
          - {name: recent, equals: [hostname, event], range: ts, span: 1h, order: newest-first, limit: 100}
          - {name: one, type: get, equals: [hostname, event, ts]}
        workload: {writes: 20K/s, duration: 2h}
        """);
    assertEquals(PlanKind.RANGE_SCAN, plan.kind());
    assertEquals(1, plan.scans());
    assertEquals("<salt(hostname):1><hostname>\\x00<event>\\x00<desc(ts.to):8>", plan.start(),
        "descending time: the newer end of the range starts the scan");
    assertEquals("<salt(hostname):1><hostname>\\x00<event>\\x00<desc(ts.from):8>", plan.stop());
    assertTrue(plan.orderServed());
    assertEquals(100, plan.rowsRead(), "the limit stops the scan");
  }

  @Test
  void everySegmentComputable_isOneGet_aRandomSaltMakesOneGetPerBucket() {
    String schema = "table: t\n" + LOG_FIELDS + """
        rowkey:
          - %s
          - { field: hostname, terminator: "\\x00" }
          - field: ts
        families: [{name: d}]
        access:
          - {name: one, type: get, equals: [hostname, ts]}
        """;
    AccessPlan get = only(schema.formatted("salt: { buckets: 8, from: [hostname] }"));
    assertEquals(PlanKind.GET, get.kind());
    assertEquals(get.start(), get.stop());
    AccessPlan multi = only(schema.formatted("salt: { buckets: 8, random: true }"));
    assertEquals(PlanKind.MULTI_GET, multi.kind());
    assertEquals(8, multi.scans());
    assertEquals("<salt:1=0..7><hostname>\\x00<ts:8>", multi.start());
  }

  @Test
  void monthPrefix_twoMonthsOfSpan_isARangeOverTwoOfItsValues() {
    AccessPlan plan = only(MONTH_HOST_TS.formatted("60d"));
    assertEquals(PlanKind.RANGE_SCAN, plan.kind());
    assertEquals("<yyyy-MM(ts.from):7>", plan.start());
    assertTrue(plan.steps().get(0).endsWith("scanned as a range over 2 of its values"), plan.steps().toString());
  }

  @Test
  void dayWithinAMonthPrefix_readsTheMonth_andFiltersTheDay() {
    AccessPlan plan = only(MONTH_HOST_TS.formatted("1d"));
    assertEquals(PlanKind.FILTER_SCAN, plan.kind());
    assertEquals(List.of("ts"), plan.filtered());
    assertEquals(86_400 * 100, plan.rowsReturned());
    assertTrue(plan.rowsRead() > 30 * plan.rowsReturned(), "a month is read for one day: " + plan.rowsRead());
  }

  @Test
  void dayWithinAMonthPrefix_thenTheFullTimestamp_isARangeScan() {
    AccessPlan plan = only("table: t\n" + LOG_FIELDS + """
        rowkey:
          - { field: ts, format: "yyyy-MM" }
          - field: ts
          - { field: hostname, terminator: "\\x00" }
        families: [{name: d}]
        access:
          - {name: one-day, range: ts, span: 1d}
        """);
    assertEquals(PlanKind.RANGE_SCAN, plan.kind());
    assertEquals("<yyyy-MM(ts):7><ts.from:8>", plan.start());
  }

  @Test
  void valueOnlyInADynamicQualifier_isNotInTheKey_everyRowIsRead() {
    AccessPlan plan = only("""
        table: t
        fields:
          user: { type: string, cardinality: 1M }
          game: { type: string, cardinality: 500 }
        rowkey:
          - field: user
        families:
          - name: d
            columns: [{ qualifierFrom: game, perRow: 1-5, size: 8 }]
        access:
          - {name: users-of-game, equals: [game]}
        """);
    assertEquals(PlanKind.FULL_SCAN, plan.kind());
    assertEquals(List.of("game"), plan.columns());
    assertEquals(List.of(), plan.filtered(), "the column is selected, not filtered row by row");
  }

  @Test
  void explicitAscendingOrder_overADescendingKey_isNotServed() {
    AccessPlan plan = only("table: t\n" + LOG_FIELDS + """
        rowkey:
          - { field: hostname, terminator: "\\x00" }
          - { field: ts, order: descending }
        families: [{name: d}]
        access:
          - {name: oldest-first, equals: [hostname], order: ascending}
        """);
    assertEquals(PlanKind.PREFIX_SCAN, plan.kind());
    assertFalse(plan.orderServed());
  }

  @Test
  void freeVariableWidthSegment_beforeTheFilteredField_leavesNoFuzzyRowFilter() {
    AccessPlan plan = only("table: t\n" + LOG_FIELDS + """
        rowkey:
          - field: ts
          - { field: event, terminator: "\\x00" }
          - field: hostname
        families: [{name: d}]
        access:
          - {name: host-hour, equals: [hostname], range: ts, span: 1h}
        """);
    assertEquals(PlanKind.FILTER_SCAN, plan.kind());
    assertNull(plan.fuzzyKey());
  }

  @Test
  void nothingBound_isAFullScan_withEmptyStartAndStop() {
    AccessPlan plan = only("table: t\n" + LOG_FIELDS + """
        rowkey:
          - { field: hostname, terminator: "\\x00" }
          - field: ts
        families: [{name: d}]
        access:
          - {name: all}
        workload: {rows: 5M}
        """);
    assertEquals(PlanKind.FULL_SCAN, plan.kind());
    assertEquals("", plan.start());
    assertEquals(5_000_000, plan.rowsRead());
  }

  @Test
  void keyTemplate_next_dropsTrailingFfBytes_andIncrementsTheLastOne() {
    assertEquals("a\\x02", new KeyTemplate().bytes(new byte[] {'a', 1, (byte) 0xFF}).next().render());
    assertEquals("\\xFF<x+1:4>", new KeyTemplate().bytes(new byte[] {(byte) 0xFF}).value("x", 4).next().render());
    assertEquals("b", new KeyTemplate().bytes(new byte[] {'a'}).bytes(new byte[] {(byte) 0xFF}).next().render());
    assertEquals("", new KeyTemplate().bytes(new byte[] {(byte) 0xFF}).next().render(), "the end of the table");
  }

  @Test
  void dateUnits_finestUnit_wholeSpans_andPrefixPatterns() {
    assertEquals(DateUnits.MONTH, DateUnits.finest("yyyy-MM"));
    assertEquals(0.001, DateUnits.finest("-dd HH:mm:ss SSS"));
    assertEquals(DateUnits.HOUR, DateUnits.finest("yyyyMMddHH"));
    assertEquals(1, DateUnits.units(30 * 86_400, DateUnits.MONTH), "30 days is one month");
    assertEquals(2, DateUnits.units(40 * 86_400, DateUnits.MONTH));
    assertEquals(24, DateUnits.units(86_400, DateUnits.HOUR));
    assertFalse(DateUnits.hasYear("MM"));
    assertTrue(DateUnits.hasYear("yyyy-MM"));
    assertFalse(DateUnits.hasYear("'year' MM"));
    assertEquals("yyyy-MM", DateUnits.prefixPattern(30 * 86_400));
    assertEquals("yyyy-MM-dd HH", DateUnits.prefixPattern(3_600));
    assertEquals("yyyy-MM-dd HH:mm", DateUnits.prefixPattern(300));
  }
}
