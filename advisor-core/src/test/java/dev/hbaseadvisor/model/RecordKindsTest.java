package dev.hbaseadvisor.model;

import static dev.hbaseadvisor.testing.Schemas.parse;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Several record kinds in one table (issue 26 A.4): loading, problems, and each kind's view. */
class RecordKindsTest {

  /** OpenTSDB's tsdb-uid: name rows, UID rows and the counter row, one family each but the counter's. */
  static final String UID = """
      table: tsdb-uid
      fields:
        name: {type: string, cardinality: 2M, length: 3-60}
        kind: {type: enum, values: [metrics, tagk, tagv]}
        uid: {type: int, order: increasing, min: 1}
      families:
        - name: id
          columns:
            - {qualifierFrom: kind, perRow: 1-3, size: 3}
        - name: name
          columns:
            - {qualifierFrom: kind, perRow: 1-3, size: 3-60}
      kinds:
        - name: names
          rowkey:
            - field: name
          families: [id]
          writes: 1
          access:
            - {name: name-to-uid, type: get, equals: [name], rate: 50/s}
        - name: uids
          rowkey:
            - field: uid
          families: [name]
          writes: 1
          access:
            - {name: uid-to-name, type: get, equals: [uid], rate: 50/s}
        - name: counter
          rowkey:
            - literal: "\\x00"
          families: [id]
          writes: 2
      workload:
        writes: 8/s
      """;

  @Test
  void kinds_loadWithTheFirstKindsKeyAndEveryKindsReads() {
    TableSchema s = parse(UID);
    assertTrue(s.multiKind());
    assertEquals(List.of("names", "uids", "counter"), s.kinds().stream().map(RecordKind::name).toList());
    assertEquals(s.kinds().get(0).rowkey(), s.rowkey());
    assertEquals(List.of("name-to-uid", "uid-to-name"), s.access().stream().map(AccessPattern::name).toList());
    assertEquals(List.of(1), s.kinds().get(1).families());
    assertEquals(0.5, s.kinds().get(2).share(s.kinds()));
    assertEquals(1, s.kindOfAccess(1));
    // The table's own paths stand where the file writes them.
    assertEquals(s.locate("kinds[0].rowkey[0]"), s.locate("rowkey[0]"));
    assertEquals(s.locate("kinds[1].access[0]"), s.locate("access[1]"));
    assertEquals("kinds[1].access[0].equals", s.sourcePath("access[1].equals"));
  }

  @Test
  void aKindsView_isATableOfItsOwnRowsFieldsFamiliesAndShare() {
    TableSchema s = parse(UID);
    TableSchema uids = s.kind(1);
    assertFalse(uids.multiKind());
    assertEquals("uids", uids.viewedKind().name());
    assertEquals(List.of("name"), uids.families().stream().map(Family::name).toList());
    assertEquals(List.of("kind", "uid"), List.copyOf(uids.fields().keySet()));
    assertEquals(2.0, uids.workload().writesPerSecond());
    assertEquals(List.of("uid-to-name"), uids.access().stream().map(AccessPattern::name).toList());
    assertEquals("kinds[1].rowkey[0]", uids.sourcePath("rowkey[0]"));
    assertEquals("kinds[1].access[0]", uids.sourcePath("access[0]"));
    assertEquals("families[1].name", uids.sourcePath("families[0].name"));
    assertEquals("fields.uid", uids.sourcePath("fields.uid"));
    assertEquals(s.locate("kinds[1].rowkey[0]"), uids.locate("rowkey[0]"));
    assertEquals(s.locate("families[1]"), uids.locate("families[0]"));
    // The counter names no field: its records are one row.
    assertEquals(List.of("kind"), List.copyOf(s.kind(2).fields().keySet()));
  }

  @Test
  void aFileWithoutKinds_isOneKindAsBefore() {
    TableSchema s = parse("table: t\nfields:\n  a: {type: string}\nrowkey:\n  - field: a\nfamilies:\n  - name: d\n");
    assertFalse(s.multiKind());
    assertTrue(s.kinds().isEmpty());
    assertEquals("rowkey[0]", s.sourcePath("rowkey[0]"));
  }

  @Test
  void rowkeyOrAccessBesideKinds_isAProblemAtEach() {
    String yaml = UID.replace("families:\n  - name: id", "rowkey:\n  - field: name\naccess: []\nfamilies:\n  - name: id");
    assertEquals("test.yaml:7:3: 'rowkey' cannot stand beside 'kinds': each record kind states its own rowkey and"
        + " access patterns\n"
        + "test.yaml:8:9: 'access' cannot stand beside 'kinds': each record kind states its own rowkey and access"
        + " patterns", problems(yaml));
  }

  @Test
  void aKindsMistakes_areReportedAtTheirLineAndColumn() {
    String yaml = UID.replace("families: [name]", "families: [nmae]")
        .replace("  - name: counter", "  - name: names")
        .replace("writes: 2", "writes: -1\n    rowky: []")
        .replace("{name: uid-to-name,", "{name: name-to-uid,");
    assertEquals("""
        test.yaml:24:15: unknown family 'nmae' (did you mean 'name'?)
        test.yaml:27:16: access pattern 'name-to-uid' is also a pattern of an earlier kind (at 20:16); names are\
         unique across the table's kinds
        test.yaml:28:11: duplicate record kind 'names' (first defined at 14:11)
        test.yaml:32:13: 'writes' of a record kind must be a positive number, its share of the table's writes\
         relative to the other kinds' (1 and 3: a quarter and three quarters), found -1
        test.yaml:33:5: unknown key 'rowky' (did you mean 'rowkey'?)""", problems(yaml));
  }

  @Test
  void kindsMustBeAListOfKindsWithARowkey() {
    String base = "table: t\nfields:\n  a: {type: string}\nfamilies:\n  - name: d\nkinds:";
    assertEquals("test.yaml:6:8: 'kinds' must be a list, found a map", problems(base + " {a: 1}\n"));
    assertEquals("test.yaml:6:8: 'kinds' needs at least one kind", problems(base + " []\n"));
    assertEquals("test.yaml:7:5: missing required key 'rowkey' in record kind", problems(base + "\n  - name: k\n"));
    assertEquals("test.yaml:8:15: a record kind writes at least one family",
        problems(base + "\n  - name: k\n    families: []\n    rowkey:\n      - field: a\n"));
  }
}
