package dev.hbaseadvisor.model;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Malformed bits segments and boxes (issue 26 A.3): each problem at its exact line and column. */
class BitsProblemsTest {

  private static final String NUMBERS = "  n: {type: long}\n  x: {type: long, min: 0, max: 1000}\n"
      + "  host: {type: string}\n  ts: {type: timestamp}\n";

  private static String rowkey(String bits) {
    return problems(minimal(NUMBERS, "  - bits: " + bits + "\n"));
  }

  @Test
  void partsWiderThanTheSegment() {
    assertEquals("test.yaml:8:19: the parts take 68 bits, more than the 64 bits of 8 bytes",
        rowkey("{parts: [{field: n, bits: 60}, {value: 0, bits: 8}]}"));
    assertEquals("test.yaml:8:29: the parts take 12 bits, more than the 8 bits of 1 byte",
        rowkey("{width: 1, parts: [{field: n, bits: 12}]}"));
  }

  @Test
  void partWithTwoKinds() {
    assertEquals("test.yaml:8:20: a bits part has exactly one of field, random, value, interleave; found field, value",
        rowkey("{parts: [{field: n, value: 1, bits: 3}]}"));
  }

  @Test
  void constantTooLargeForItsBits() {
    assertEquals("test.yaml:8:28: 'value' must be between 0 and 7, got 9", rowkey("{parts: [{value: 9, bits: 3}]}"));
  }

  @Test
  void textFieldBits() {
    assertEquals("test.yaml:8:28: field 'host' is string; a bits part takes the bits of a long, int or timestamp"
        + " field", rowkey("{parts: [{field: host, bits: 8}]}"));
  }

  @Test
  void interleavedFieldWithoutARange() {
    assertEquals("test.yaml:8:37: field 'n' needs 'min' and 'max' to be interleaved: the dimension is normalised"
        + " over them", rowkey("{parts: [{interleave: [x, n], bits: 8}]}"));
  }

  @Test
  void unitWithoutAPeriod_andAPeriodOnANumber() {
    assertEquals("test.yaml:8:55: 'unit' counts the offset inside a 'period'; it needs 'period'",
        rowkey("{parts: [{interleave: [x, {field: ts, unit: 1s}], bits: 8}]}"));
    assertEquals("test.yaml:8:56: 'period' applies to timestamp fields: the offset inside each period",
        rowkey("{parts: [{interleave: [x, {field: x, period: 7d}], bits: 8}]}"));
  }

  @Test
  void oneDimensionIsNoInterleave() {
    assertEquals("test.yaml:8:33: 'interleave' needs at least 2 dimensions; one field's bits are a 'field' part",
        rowkey("{parts: [{interleave: [x], bits: 8}]}"));
  }

  @Test
  void boxOnTextOrUnknownFields() {
    String yaml = minimal(NUMBERS, "  - field: x\n")
        + "access:\n  - {name: a, type: scan, box: {host: 10, xx: 5, x: 0}}\n";
    assertEquals("test.yaml:12:39: 'box' bounds number fields; 'host' is a string\n"
        + "test.yaml:12:43: unknown field 'xx' (did you mean 'x'?)\n"
        + "test.yaml:12:53: 'box.x' must be at least 1, got 0", problems(yaml));
  }
}
