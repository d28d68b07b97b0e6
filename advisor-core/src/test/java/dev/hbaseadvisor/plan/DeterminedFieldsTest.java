package dev.hbaseadvisor.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/**
 * A field determined by another (issue 26 A.6) adds no values to a key or a read that holds both:
 * Pinpoint's service type follows its application, so (application, service type) has the
 * application's 1,000 values, not 10,000.
 */
class DeterminedFieldsTest {

  private static TableSchema schema(String relation) {
    return schema(relation, "");
  }

  /** The table with {@code relation} on the service type and {@code more} key segments after it. */
  private static TableSchema schema(String relation, String more) {
    return Schemas.parse("""
        table: t
        fields:
          application: {type: string, cardinality: 1000}
          service_type: {type: enum, values: [A, B, C, D, E, F, G, H, I, J]%s}
          ts: {type: timestamp, order: increasing}
        rowkey:
          - field: application
            terminator: "\\x00"
          - field: service_type
        %s
        families:
          - name: d
        access:
          - {name: one-service, type: scan, equals: [application, service_type]}
        workload: {rows: 100M}
        """.formatted(relation, more));
  }

  @Test
  void theKeyHasTheDeterminingFieldsValues() {
    TableSchema independent = schema("");
    TableSchema determined = schema(", determinedBy: application");
    assertEquals(10_000, TableStats.atHorizon(independent, SegmentFacts.of(
        dev.hbaseadvisor.codec.RowKeyCodec.compile(independent))).rows());
    assertEquals(1_000, TableStats.atHorizon(determined, SegmentFacts.of(
        dev.hbaseadvisor.codec.RowKeyCodec.compile(determined))).rows());
  }

  @Test
  void aReadOfBothFieldsReturnsTheRowsOfOneApplication() {
    // 100M events: one application's 100,000, not a tenth of them.
    String ts = "  - field: ts";
    assertEquals(10_000, Planner.plan(schema("", ts)).plans().get(0).rowsReturned());
    assertEquals(100_000, Planner.plan(schema(", determinedBy: application", ts)).plans().get(0).rowsReturned());
  }
}
