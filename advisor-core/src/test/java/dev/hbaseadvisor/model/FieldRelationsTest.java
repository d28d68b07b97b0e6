package dev.hbaseadvisor.model;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The relations between fields (issue 26 A.6) as the loader reads them, and each problem at its line and column. */
class FieldRelationsTest {

  private static final String APP = "  app: {type: string, cardinality: 300}\n";
  private static final String KEY = "  - field: app\n";

  private static TableSchema load(String fields) {
    try {
      return SchemaLoader.parse(minimal(fields, KEY), Path.of("test.yaml"), "test.yaml");
    } catch (SchemaException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  @Test
  void determinedBy_capsTheCardinalityAtTheDeterminingField() {
    TableSchema schema = load(APP + "  kind: {type: enum, values: [a, b, c], determinedBy: app}\n"
        + "  tier: {type: string, determinedBy: kind}\n");
    assertEquals("app", schema.field("kind").relations().determinedBy());
    assertEquals(3, schema.field("kind").cardinality());
    // The default 1M values of a string is more than the 3 of the field that determines it.
    assertEquals(3, schema.field("tier").cardinality());
    assertTrue(schema.determinedBy("tier", "app"), "through kind");
    assertFalse(schema.determinedBy("app", "tier"));
    assertTrue(schema.field("app").relations().none());
  }

  @Test
  void determinedBy_problems() {
    assertEquals("test.yaml:4:56: 'cardinality' 500 of field 'kind' is above the 300 values of 'app', which"
        + " determines it: a function of a field has at most that field's values",
        problems(minimal(APP + "  kind: {type: string, determinedBy: app, cardinality: 500}\n", KEY)));
    assertEquals("test.yaml:4:38: unknown field 'ap' (did you mean 'app'?)",
        problems(minimal(APP + "  kind: {type: string, determinedBy: ap}\n", KEY)));
    assertEquals("test.yaml:3:55: 'determinedBy' of field 'app' names the field itself; it relates a field to another one",
        problems(minimal("  app: {type: string, cardinality: 300, determinedBy: app}\n", KEY)));
    assertEquals("test.yaml:3:37: field 'app' is determined by 'kind', which is itself determined by 'app':"
        + " a value cannot be a function of itself",
        problems(minimal("  app: {type: string, determinedBy: kind}\n  kind: {type: string, determinedBy: app}\n",
            KEY)));
    assertEquals("test.yaml:4:54: field 'seq' has 'order: increasing', so its values follow the write order,"
        + " not another field: leave out 'determinedBy' or the order",
        problems(minimal(APP + "  seq: {type: long, order: increasing, determinedBy: app}\n", KEY)));
  }

  @Test
  void per_makesASequenceIncreaseWithinEachEntity() {
    TableSchema schema = load(APP + "  seq: {type: long, order: increasing, per: app}\n");
    FieldSpec seq = schema.field("seq");
    assertEquals("app", seq.relations().per());
    assertTrue(seq.increasing());
    assertNull(load(APP + "  seq: {type: long, order: increasing}\n").field("seq").relations().per());
  }

  @Test
  void per_problems() {
    assertEquals("test.yaml:4:26: 'per' names the entity an 'order: increasing' field counts within;"
        + " field 'seq' is not increasing", problems(minimal(APP + "  seq: {type: long, per: app}\n", KEY)));
    assertEquals("test.yaml:4:49: 'per' applies to long and int sequences (a counter per entity); field 'ts' is a"
        + " timestamp, whose values follow the write order across the table",
        problems(minimal(APP + "  ts: {type: timestamp, order: increasing, per: app}\n", KEY)));
    assertEquals("test.yaml:5:45: 'per' names the entity a sequence counts within; 'ts' is itself increasing,"
        + " so 'seq' would increase across the table: leave out 'per'",
        problems(minimal(APP + "  ts: {type: timestamp, order: increasing}\n"
            + "  seq: {type: long, order: increasing, per: ts}\n", KEY)));
  }

  @Test
  void shared_readsTheGroupSizeAndTheEntity() {
    TableSchema schema = load(APP + "  ts: {type: timestamp, order: increasing, shared: {records: 1-3, within: app}}\n");
    FieldRelations.Shared shared = schema.field("ts").relations().shared();
    assertEquals(new FieldRelations.Shared(1, 3, "app"), shared);
    assertEquals(2.0, shared.meanRecords());
    assertNull(load(APP + "  ts: {type: timestamp, shared: {records: 4}}\n").field("ts").relations().shared()
        .within());
  }

  @Test
  void shared_problems() {
    assertEquals("test.yaml:4:33: missing required key 'records' in 'shared' of field 'ts'",
        problems(minimal(APP + "  ts: {type: timestamp, shared: {within: app}}\n", KEY)));
    assertEquals("test.yaml:4:43: 'records' must be between 1 and 1000000, got 0",
        problems(minimal(APP + "  ts: {type: timestamp, shared: {records: 0-3}}\n", KEY)));
    assertEquals("test.yaml:4:54: unknown field 'user'",
        problems(minimal(APP + "  ts: {type: timestamp, shared: {records: 2, within: user}}\n", KEY)));
    assertEquals("test.yaml:4:33: missing required key 'records' in 'shared' of field 'ts'\n"
        + "test.yaml:4:34: unknown key 'record' (did you mean 'records'?)",
        problems(minimal(APP + "  ts: {type: timestamp, shared: {record: 2}}\n", KEY)));
    assertEquals("test.yaml:4:51: field 'kind' takes its value from 'app'; records share it when they share"
        + " 'app': leave out 'shared'",
        problems(minimal(APP + "  kind: {type: string, determinedBy: app, shared: {records: 2}}\n", KEY)));
  }
}
