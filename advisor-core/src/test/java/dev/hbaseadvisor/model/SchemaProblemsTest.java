package dev.hbaseadvisor.model;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Malformed schema files: every problem has an exact message at an exact line and column. */
class SchemaProblemsTest {

  private static final String HOST = "  host: {type: string}\n";
  private static final String TS = "  ts: {type: timestamp, order: increasing}\n";

  @Test
  void yamlSyntaxError_namesPosition() {
    assertEquals("test.yaml:2:4: YAML syntax error: mapping values are not allowed here",
        problems("table: t\n  x: [\n"));
  }

  @Test
  void yamlTabIndentation_namesTheCharacter() {
    assertEquals("test.yaml:2:1: YAML syntax error: found character '\\t(TAB)' that cannot start any token. "
        + "(Do not use \\t(TAB) for indentation) (while scanning for the next token)", problems("a:\n\t- b\n"));
  }

  @Test
  void unknownKey_suggestsClosest() {
    String yaml = "table: t\nfields:\n" + HOST + "rowkey:\n  - field: host\nfamlies:\n  - name: d\n";
    assertEquals("test.yaml:1:1: missing required key 'families'\n"
        + "test.yaml:6:1: unknown key 'famlies' (did you mean 'families'?)", problems(yaml));
  }

  @Test
  void unknownKeyInSegment_suggestsClosest() {
    assertEquals("test.yaml:6:5: unknown key 'widht' (did you mean 'width'?)",
        problems(minimal(HOST, "  - field: host\n    widht: 4\n")));
  }

  @Test
  void wrongType_saysWhatWasFound() {
    assertEquals("test.yaml:4:15: 'versions': 'many' is not a count (examples: 2000, 2e6, 2M, 1B)",
        problems("table: t\nfamilies:\n  - name: d\n    versions: many\nfields:\n" + HOST
            + "rowkey:\n  - field: host\n"));
  }

  @Test
  void tildeIsNull_asYamlsCoreSchemaSays() {
    // Issue 30 (noticed): the JSON schema read `~` as the string "~", so a file of only `~` was "a
    // string" and `table: ~` named a table "~"; quoted, it stays a string.
    assertEquals("test.yaml:1:1: a schema file must be a map, found null", problems("~\n"));
    assertEquals("test.yaml:1:8: 'table' is null; it needs a value",
        problems(minimal(HOST, "  - field: host\n").replaceFirst("table: [^\n]*", "table: ~")));
    TableSchema quoted = org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> SchemaLoader.parse(
        minimal(HOST, "  - field: host\n").replaceFirst("table: [^\n]*", "table: '~'"), Path.of("test.yaml"),
        "test.yaml"));
    assertEquals("~", quoted.table());
  }

  @Test
  void bareBackslashInAByteString_isAnError() {
    // Issue 26 A.9: '\+' and "\x5C+" both passed, though only \xNN may follow a backslash.
    assertEquals("test.yaml:6:14: 'literal': a backslash at character 1 does not start \\xNN; write a backslash"
        + " as \\x5C", problems(minimal(HOST, "  - field: host\n  - literal: '\\+'\n")));
    assertEquals("test.yaml:6:14: 'literal': a backslash at character 1 does not start \\xNN; write a backslash"
        + " as \\x5C", problems(minimal(HOST, "  - field: host\n  - literal: \"\\x5C+\"\n")));
    TableSchema escaped = org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> SchemaLoader.parse(
        minimal(HOST, "  - field: host\n  - literal: '\\x5C+'\n"), Path.of("test.yaml"), "test.yaml"));
    assertEquals(2, ((LiteralSegment) escaped.rowkey().get(1)).bytes().length);
  }

  @Test
  void characterAboveLatin1InAByteString_isAnError() {
    assertEquals("test.yaml:6:14: 'literal': character 2 is U+20AC, above U+00FF; write its UTF-8 bytes as \\xNN"
        + " escapes", problems(minimal(HOST, "  - field: host\n  - literal: 'a\u20ac'\n")));
  }

  @Test
  void wrongContainerType() {
    assertEquals("test.yaml:4:9: 'rowkey' must be a list, found a map",
        problems("table: t\nfields:\n" + HOST + "rowkey: {field: host}\nfamilies:\n  - name: d\n"));
  }

  @Test
  void unknownFieldReference_suggestsClosest() {
    assertEquals("test.yaml:5:12: unknown field 'hots' (did you mean 'host'?)",
        problems(minimal(HOST, "  - field: hots\n")));
  }

  @Test
  void unknownFieldInSaltFrom() {
    assertEquals("test.yaml:5:31: unknown field 'user'",
        problems(minimal(HOST, "  - salt: {buckets: 4, from: [user]}\n  - field: host\n")));
  }

  @Test
  void emptyRowkey() {
    assertEquals("test.yaml:4:9: the rowkey must have at least one segment",
        problems("table: t\nfields:\n" + HOST + "rowkey: []\nfamilies:\n  - name: d\n"));
  }

  @Test
  void duplicateFamily_pointsAtBoth() {
    assertEquals("test.yaml:8:11: duplicate family 'd' (first defined at 7:11)",
        problems("table: t\nfields:\n" + HOST + "rowkey:\n  - field: host\nfamilies:\n  - name: d\n  - name: d\n"));
  }

  @Test
  void saltOverKey_takesNoFromAndNeedsSegmentsAfterIt() {
    assertEquals("test.yaml:5:44: a salt 'over: key' hashes the key bytes after it; it takes neither 'from' nor"
        + " 'random'", problems(minimal(HOST, "  - salt: {buckets: 4, from: [host], over: key}\n  - field: host\n")));
    assertEquals("test.yaml:5:5: a salt 'over: key' needs field segments after it to hash",
        problems(minimal(HOST, "  - salt: {buckets: 4, over: key}\n")));
  }

  @Test
  void sortableLong_refusesDescending() {
    assertEquals("test.yaml:7:12: 'order: descending' does not combine with sortable-long; Phoenix's DESC of a"
        + " non-negative number is encoding long with order: descending, the same bytes",
        problems(minimal(TS, "  - field: ts\n    encoding: sortable-long\n    order: descending\n")));
  }

  @Test
  void saltOfZeroBuckets() {
    assertEquals("test.yaml:5:21: 'buckets' must be between 1 and 256, got 0",
        problems(minimal(HOST, "  - salt: {buckets: 0, from: [host]}\n")));
  }

  @Test
  void negativeWidth() {
    assertEquals("test.yaml:6:12: 'width' must be between 1 and 32767, got -4",
        problems(minimal(HOST, "  - field: host\n    width: -4\n")));
  }

  @Test
  void bucketOfZero() {
    assertEquals("test.yaml:5:33: 'modulo' must be between 1 and 2147483647, got 0",
        problems(minimal(TS, "  - bucket: {field: ts, modulo: 0}\n")));
  }

  @Test
  void hashLongerThanDigest() {
    assertEquals("test.yaml:5:34: 'length' must be between 1 and 16, got 20",
        problems(minimal(HOST, "  - hash: {from: [host], length: 20}\n")));
  }

  @Test
  void segmentWithTwoKinds() {
    assertEquals("test.yaml:5:5: a rowkey segment has exactly one of salt, bucket, hash, field, literal, bits; found "
        + "field, literal", problems(minimal(HOST, "  - field: host\n    literal: x\n")));
  }

  @Test
  void segmentWithNoKind() {
    assertEquals("test.yaml:5:5: unknown key 'feild' (did you mean 'field'?)\n"
        + "test.yaml:5:5: a rowkey segment needs one of the keys salt, bucket, hash, field, literal, bits",
        problems(minimal(HOST, "  - feild: host\n")));
  }

  @Test
  void saltNeedsFromOrRandom() {
    assertEquals("test.yaml:5:11: a salt needs 'from: [fields]' or 'random: true'",
        problems(minimal(HOST, "  - salt: {buckets: 4}\n  - field: host\n")));
  }

  @Test
  void badEnumValue_suggests() {
    assertEquals("test.yaml:3:16: 'type' must be one of string, long, int, timestamp, enum, uuid, domain, bytes, "
        + "found 'strng' (did you mean 'string'?)",
        problems("table: t\nfields:\n  host: {type: strng}\nrowkey:\n  - literal: x\nfamilies:\n  - name: d\n"));
  }

  @Test
  void badNumberSyntax() {
    assertEquals("test.yaml:3:37: 'cardinality': '2X' is not a count (examples: 2000, 2e6, 2M, 1B)",
        problems(minimal("  host: {type: string, cardinality: 2X}\n", "  - field: host\n")));
  }

  @Test
  void encodingMustSuitType() {
    assertEquals("test.yaml:6:15: 'encoding' must be one of string, found 'long'",
        problems(minimal(HOST, "  - field: host\n    encoding: long\n")));
  }

  @Test
  void descendingNeedsNumberOrBytes_andTextInvertedIsNotReversed() {
    assertEquals("test.yaml:6:12: 'order: descending' applies to numbers encoded as long, int, decimal or hex,"
        + " and to text and bytes (every byte inverted, Phoenix's DESC)",
        problems(minimal("  n: {type: long}\n", "  - field: n\n    order: descending\n    encoding: string\n")));
    assertEquals("test.yaml:7:12: 'order: descending' inverts the bytes of text; it does not combine with 'reverse'",
        problems(minimal(HOST, "  - field: host\n    reverse: chars\n    order: descending\n")));
  }

  @Test
  void majorCompactionJitterAboveOne() {
    assertEquals("test.yaml:8:34: 'majorCompactionJitter' must be a number from 0 to 1 such as 0.5, found 1.5",
        problems(minimal(HOST, "  - field: host\n") + "cluster: {majorCompactionJitter: 1.5}\n"));
  }

  @Test
  void targetRegionSizeBelowAMegabyte() {
    assertEquals("test.yaml:8:42: 'targetRegionSize' must be at least 1MiB: HBase takes whole megabytes"
        + " (NORMALIZER_TARGET_REGION_SIZE_MB), got 512000 bytes",
        problems(minimal(HOST, "  - field: host\n") + "cluster: {normalizer: {targetRegionSize: 500KiB}}\n"));
  }

  @Test
  void compactionCheckIntervalOfNothing() {
    assertEquals("test.yaml:8:36: 'compactionCheckInterval' must be between 1 and 315360000, got 0",
        problems(minimal(HOST, "  - field: host\n") + "cluster: {compactionCheckInterval: 0}\n"));
  }

  @Test
  void normalizerUnknownKey_isAnError() {
    assertEquals("test.yaml:8:24: unknown key 'minRegions'",
        problems(minimal(HOST, "  - field: host\n") + "cluster: {normalizer: {minRegions: 2}}\n"));
  }

  @Test
  void writesAndRowsTogether() {
    assertEquals("test.yaml:8:31: give either 'writes' (a rate) or 'rows' (a total), not both",
        problems(minimal(HOST, "  - field: host\n") + "workload: {writes: 5/s, rows: 10}\n"));
  }

  @Test
  void accessReferencesUnknownFamily() {
    assertEquals("test.yaml:9:41: unknown family 'x'",
        problems(minimal(HOST, "  - field: host\n") + "access:\n  - {name: a, equals: [host], families: [x]}\n"));
  }

  @Test
  void fixedQualifierNeedsAValueSize() {
    assertEquals("test.yaml:9:9: a column with a 'qualifier' needs 'field' or 'size' to know its value size",
        problems("table: t\nfields:\n" + HOST + "rowkey:\n  - field: host\nfamilies:\n  - name: d\n    columns:\n"
            + "      - {qualifier: q}\n"));
  }

  @Test
  void duplicateYamlKey() {
    assertEquals("test.yaml:2:1: duplicate key 'table'", problems("table: t\ntable: u\n"));
  }

  @Test
  void everyProblemIsReported_inPositionOrder() {
    String text = problems(minimal(HOST, "  - salt: {buckets: 0, from: [host]}\n  - field: nope\n  - field: host\n"
        + "    width: -1\n"));
    assertEquals(3, text.lines().count());
    assertTrue(text.startsWith("test.yaml:5:"));
  }

  @Test
  void missingFile() {
    SchemaException e = org.junit.jupiter.api.Assertions.assertThrows(SchemaException.class,
        () -> SchemaLoader.load(Path.of("no/such.yaml")));
    assertEquals("no/such.yaml:1:1: no such file", e.getMessage());
  }

  private static String access(String pattern) {
    return minimal(HOST + TS, "  - field: host\n    terminator: \"\\x00\"\n  - field: ts\n") + "access:\n" + pattern;
  }

  @Test
  void inList_eachProblemAtItsKeyOrValue() {
    // Issue 26 A.7: a field fixed to a list of values, with the list's length.
    assertEquals("test.yaml:12:20: unknown field 'hots' (did you mean 'host'?)\n"
        + "test.yaml:12:33: 'in.ts': 'many' is not a count (examples: 2000, 2e6, 2M, 1B)",
        problems(access("  - {name: a, in: {hots: 3, ts: many}}\n")));
    assertEquals("test.yaml:12:36: field 'host' is both in 'in' and in 'equals'",
        problems(access("  - {name: a, equals: [host], in: {host: 3}}\n")));
    assertEquals("test.yaml:12:19: 'in' (each field with the number of values in its list) must be a map,"
        + " found a list", problems(access("  - {name: a, in: [host]}\n")));
    TableSchema ok = org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> SchemaLoader.parse(
        access("  - {name: a, type: get, in: {host: 3}, equals: [ts]}\n"), Path.of("test.yaml"), "test.yaml"));
    assertEquals(java.util.Map.of("host", 3L), ok.access().get(0).in());
    assertEquals(java.util.List.of("ts", "host"), ok.access().get(0).fixed());
  }

  @Test
  void listsStartsWithAndBatch_areCheckedAtTheirKeys() {
    assertEquals("test.yaml:12:38: field 'host' is both in 'lists' and in 'equals'",
        problems(access("  - {name: a, equals: [host], lists: host}\n")));
    assertEquals("test.yaml:12:27: 'startsWith' scans a text field by the first characters of its value;"
        + " 'ts' is a timestamp", problems(access("  - {name: a, startsWith: ts}\n")));
    assertEquals("test.yaml:12:22: 'chars' needs a 'startsWith' field",
        problems(access("  - {name: a, chars: 3}\n")));
    assertEquals("test.yaml:12:33: 'lists' describes a scan; a get reads rows by their full keys\n"
        + "test.yaml:12:46: 'batch' describes a scan; a get reads rows by their full keys",
        problems(access("  - {name: a, type: get, lists: host, batch: true}\n")));
    TableSchema ok = org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> SchemaLoader.parse(
        access("  - {name: a, startsWith: host, chars: 2, batch: true}\n  - {name: b, lists: host}\n"),
        Path.of("test.yaml"), "test.yaml"));
    assertEquals("host", ok.access().get(0).startsWith());
    assertEquals(2, ok.access().get(0).startChars());
    assertTrue(ok.access().get(0).batch());
    assertEquals("host", ok.access().get(1).lists());
    assertEquals(java.util.List.of("host"), ok.access().get(1).keptReadable());
  }
}
