package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/** A read bound to a salt's fields reads one written bucket: a sixth of the table for a 6-value field. */
class PlannerSaltTest {

  /** Six kinds salted into 64 buckets, with the rest of the key and one read bound to a kind. */
  private static final String SIX_KINDS = """
      table: t
      fields:
        kind: {type: enum, values: [click, view, buy, share, like, skip]}
        ts: {type: timestamp, order: increasing}
      rowkey:
        - salt: {buckets: 64, from: [kind]}
      %s
      families: [{name: d}]
      access:
        - %s
      workload: {writes: 1000/s, duration: 10h, seed: 42}
      """;

  @Test
  void boundSaltOverSixValues_readsASixthOfTheTable_notA64th() {
    AccessPlan plan = Planner.plan(Schemas.parse(SIX_KINDS.formatted("  - field: kind\n  - field: ts",
        "{name: kind-all, equals: [kind]}"))).plans().get(0);
    assertEquals(PlanKind.PREFIX_SCAN, plan.kind());
    assertEquals(6_000_000, plan.rowsRead(), "the kind pins a sixth of 36M rows");
  }

  @Test
  void saltOverSixValues_notPinnedByTheKey_isASixthToo_andExplainSaysWhy() {
    AccessPlan plan = Planner.plan(Schemas.parse(SIX_KINDS.formatted("  - field: ts",
        "{name: kind-hour, equals: [kind], range: ts, span: 1h}"))).plans().get(0);
    assertEquals(600_000, plan.rowsRead(), "an hour is 3.6M of the 36M rows, and the kind's bucket a sixth of those");
    assertTrue(plan.steps().get(0).contains("only 6 of its 64 buckets are ever written"), plan.steps().get(0));
  }
}
