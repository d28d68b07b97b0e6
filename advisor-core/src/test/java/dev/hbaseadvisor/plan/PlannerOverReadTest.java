package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/**
 * A bound value whose end nothing marks is no exact prefix: customer {@code 12} written as digits
 * and followed by the order also takes in customer {@code 123}, so the plan is a filter scan.
 */
class PlannerOverReadTest {

  private static final String CUSTOMER_ORDER = """
      table: t
      fields:
        customer: {type: long, min: 1, max: 999999}
        order: {type: long, min: 1, max: 999999}
      rowkey:
        - field: customer
          encoding: decimal
          %s
        - field: order
      families: [{name: d}]
      access:
        - {name: orders-of-customer, equals: [customer]}
      workload: {writes: 100/s, duration: 1h}
      """;

  @Test
  void unpaddedCustomerNumber_beforeTheOrder_overReads_andSaysWhy() {
    AccessPlan plan = Planner.plan(Schemas.parse(CUSTOMER_ORDER.formatted(""))).plans().get(0);
    assertEquals(PlanKind.FILTER_SCAN, plan.kind());
    assertTrue(plan.steps().get(0).contains("customer 12 takes in 123"), plan.steps().get(0));
    assertTrue(plan.steps().get(0).contains("a terminator or zero padding makes it exact"), plan.steps().get(0));
  }

  @Test
  void zeroPaddedCustomerNumber_isAnExactPrefix() {
    AccessPlan plan = Planner.plan(Schemas.parse(CUSTOMER_ORDER.formatted("width: 6"))).plans().get(0);
    assertEquals(PlanKind.PREFIX_SCAN, plan.kind());
    assertEquals("rowkey[0] customer: bound", plan.steps().get(0));
  }

  @Test
  void terminatedHost_isAnExactPrefix_unterminatedHostIsNot() {
    String yaml = """
        table: t
        fields:
          host: {type: string, cardinality: 2000, length: 4-20}
          ts: {type: timestamp, order: increasing}
        rowkey:
          - field: host
            %s
          - field: ts
        families: [{name: d}]
        access:
          - {name: host-events, equals: [host]}
        workload: {writes: 100/s, duration: 1h}
        """;
    assertEquals(PlanKind.PREFIX_SCAN, Planner.plan(Schemas.parse(yaml.formatted("terminator: \"\\\\x00\"")))
        .plans().get(0).kind());
    assertEquals(PlanKind.FILTER_SCAN, Planner.plan(Schemas.parse(yaml.formatted("")))
        .plans().get(0).kind());
  }
}
