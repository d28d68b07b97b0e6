package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 A.3: a bounding box and a time window read over a Z-order segment (GeoMesa's Z3 index)
 * is planned as scans over the key ranges the box decomposes into, not as a full scan; without a
 * Z-order segment the box is a filter.
 */
class PlannerZOrderTest {

  /** Shard, week, Z3(lon, lat, seconds into the week), id; 1.728 G rows over a day. */
  private static final String Z3 = """
      table: t
      fields:
        fid: { type: uuid }
        dtg: { type: timestamp, order: increasing }
        lon: { type: long, min: -180000000, max: 180000000 }
        lat: { type: long, min: -90000000, max: 90000000 }
      rowkey:
        - salt: { buckets: 4, from: [fid] }
        - { field: dtg, encoding: short, unit: 7d }
        - bits: { parts: [ { interleave: [lon, lat, { field: dtg, period: 7d, unit: 1s }], bits: 21 } ] }
        - field: fid
      families: [{name: d, columns: [{qualifier: d, size: 100}]}]
      access:
        - %s
      workload: {writes: 20K/s, duration: 1d}
      """;

  private static AccessPlan plan(String pattern) {
    return Planner.plan(Schemas.parse(Z3.formatted(pattern))).plans().get(0);
  }

  @Test
  void boxAndWeek_overTheZ3Value_isOneScanPerShard_overItsZRanges() {
    AccessPlan p = plan("{name: bbox, range: dtg, span: 7d, box: {lon: 1000000, lat: 1000000}}");
    assertEquals(PlanKind.PARALLEL_SCAN, p.kind());
    assertEquals(4, p.scans());
    String step = p.steps().get(2);
    assertTrue(step.startsWith("rowkey[2] bits(z(lon, lat, dtg mod 1w; 21 bits each)): the read bounds lon to"
        + " 0.28%, lat to 0.56% of its range: the Z-order box decomposes into ~64 key ranges per scan"), step);
    // A 1-degree box: 1/360 x 1/180 of the rows; the ranges, 7 levels deep, read 16 times that.
    assertEquals(26_667, p.rowsReturned());
    assertEquals(421_875, p.rowsRead());
    assertTrue(p.filtered().isEmpty(), p.filtered().toString());
  }

  @Test
  void aShorterWindow_narrowsTheTimeDimensionToo() {
    AccessPlan week = plan("{name: bbox, range: dtg, span: 7d, box: {lon: 1000000, lat: 1000000}}");
    AccessPlan hour = plan("{name: bbox, range: dtg, span: 1h, box: {lon: 1000000, lat: 1000000}}");
    assertEquals(PlanKind.PARALLEL_SCAN, hour.kind());
    assertEquals(4, hour.scans());
    assertTrue(hour.rowsRead() < week.rowsRead(), hour.rowsRead() + " vs " + week.rowsRead());
    assertTrue(hour.steps().get(2).contains("dtg mod 1w to 0.6%"), hour.steps().get(2));
  }

  @Test
  void aBoxWithoutAZOrderSegment_isFiltered() {
    String plain = Z3.replace(
        "  - bits: { parts: [ { interleave: [lon, lat, { field: dtg, period: 7d, unit: 1s }], bits: 21 } ] }\n", "");
    AccessPlan p = Planner.plan(Schemas.parse(plain.formatted(
        "{name: bbox, range: dtg, span: 7d, box: {lon: 1000000, lat: 1000000}}"))).plans().get(0);
    assertEquals(PlanKind.FILTER_SCAN, p.kind());
    assertEquals(java.util.List.of("lon", "lat"), p.filtered());
  }

  /**
   * A box without a time window over a leading Z2(lon, lat): the box alone decomposes the code into
   * key ranges. Before, a read with no {@code range} threw a NullPointerException here (the planner
   * asked whether the Z-order fields contain the read's null range field).
   */
  @Test
  void aBoxWithoutATimeRange_overALeadingZ2_isOneScanOverItsZRanges() {
    String z2 = """
        table: t
        fields:
          id: { type: uuid }
          lon: { type: long, min: -180000000, max: 180000000 }
          lat: { type: long, min: -90000000, max: 90000000 }
        rowkey:
          - bits: { parts: [ { interleave: [lon, lat], bits: 31 } ] }
          - field: id
        families: [{name: d, columns: [{qualifier: d, size: 100}]}]
        access:
          - {name: bbox, type: scan, box: {lon: 1000000, lat: 1000000}}
        workload: {writes: 2K/s, duration: 30d}
        """;
    AccessPlan p = Planner.plan(Schemas.parse(z2)).plans().get(0);
    assertEquals(PlanKind.PREFIX_SCAN, p.kind(), p.steps().toString());
    assertEquals(1, p.scans());
    assertTrue(p.steps().get(0).contains("the Z-order box decomposes into"), p.steps().get(0));
    assertTrue(p.rowsRead() < p.rowsReturned() * 100, p.rowsRead() + " read for " + p.rowsReturned());
  }
}
