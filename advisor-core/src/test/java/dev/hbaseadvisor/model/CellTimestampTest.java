package dev.hbaseadvisor.model;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A field that is its cells' timestamp and a table of immutable rows (issue 26 A.8) as the loader
 * reads them, and what Phoenix refuses of a ROW_TIMESTAMP column reported at its line and column.
 */
class CellTimestampTest {

  private static final String HOST = "  host: {type: string, cardinality: 300}\n";
  private static final String KEY = "  - field: host\n    terminator: \"\\x00\"\n  - field: ts\n";

  private static TableSchema load(String text) {
    try {
      return SchemaLoader.parse(text, Path.of("test.yaml"), "test.yaml");
    } catch (SchemaException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  @Test
  void cellTimestampField_isTheFlaggedKeyField_andImmutableRowsIsTheTableFlag() {
    TableSchema schema = load("immutableRows: true\n"
        + minimal(HOST + "  ts: {type: timestamp, order: increasing, cellTimestamp: true}\n", KEY));
    assertEquals("ts", schema.cellTimestampField().name());
    assertTrue(schema.immutableRows());
    assertFalse(schema.field("host").cellTimestamp());
    TableSchema plain = load(minimal(HOST + "  ts: {type: long}\n", KEY));
    assertNull(plain.cellTimestampField());
    assertFalse(plain.immutableRows());
    // A descending long of epoch milliseconds is a ROW_TIMESTAMP Phoenix accepts (DESC ROW_TIMESTAMP).
    assertEquals("ts", load(minimal(HOST + "  ts: {type: long, cellTimestamp: true}\n",
        "  - field: host\n    terminator: \"\\x00\"\n  - field: ts\n    order: descending\n"))
        .cellTimestampField().name());
  }

  @Test
  void whatPhoenixRefuses_isAProblemAtTheFlag() {
    assertEquals("test.yaml:5:33: 'cellTimestamp' applies to timestamp and long fields, and 'n' is int: a cell's"
        + " timestamp is a long of epoch milliseconds, and Phoenix takes ROW_TIMESTAMP only on DATE, TIME, TIMESTAMP,"
        + " BIGINT and UNSIGNED_LONG columns",
        problems(minimal(HOST + "  ts: {type: timestamp}\n  n: {type: int, cellTimestamp: true}\n",
            KEY + "  - field: n\n")));
    assertEquals("test.yaml:4:25: field 'ts' is its cells' timestamp ('cellTimestamp'), which cannot be negative"
        + " (HBase refuses a put with a negative timestamp, Phoenix a negative ROW_TIMESTAMP value): 'min' is -5,"
        + " make it 0 or more",
        problems(minimal(HOST + "  ts: {type: long, min: -5, cellTimestamp: true}\n", KEY)));
    assertEquals("test.yaml:3:40: field 'host' is its cells' timestamp ('cellTimestamp') but no rowkey holds it"
        + " whole in a 'field' segment (without 'format', 'truncate' or 'unit'): Phoenix allows ROW_TIMESTAMP only"
        + " on a primary key column, and a row whose key does not hold the time would take cells of many timestamps",
        problems(minimal("  host: {type: long, cardinality: 300, cellTimestamp: true}\n  ts: {type: timestamp}\n",
            "  - hash: { from: [host], length: 4 }\n  - field: ts\n")));
    assertEquals("test.yaml:5:25: fields 'ts' and 'at' are both 'cellTimestamp': a cell has one timestamp, and"
        + " Phoenix allows one ROW_TIMESTAMP column a table",
        problems(minimal(HOST + "  ts: {type: timestamp, cellTimestamp: true}\n"
            + "  at: {type: timestamp, cellTimestamp: true}\n", KEY + "  - field: at\n")));
    // A key that holds the hour only (OpenTSDB's base time) gives a row cells of many timestamps.
    assertTrue(problems(minimal(HOST + "  ts: {type: timestamp, cellTimestamp: true}\n",
        "  - field: host\n    terminator: \"\\x00\"\n  - field: ts\n    truncate: 1h\n"))
        .contains("no rowkey holds it whole"));
    assertEquals("test.yaml:1:16: 'immutableRows' must be true or false, found 'yes'",
        problems("immutableRows: yes\n" + minimal(HOST + "  ts: {type: timestamp}\n", KEY)));
  }
}
