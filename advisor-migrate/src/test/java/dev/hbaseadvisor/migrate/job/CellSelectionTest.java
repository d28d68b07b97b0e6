package dev.hbaseadvisor.migrate.job;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;

/**
 * The cells the backfill carries and the verification expects: within the NEW family's TTL, and
 * the newest VERSIONS of each column, the newest MIN_VERSIONS past the TTL too; and the
 * cell-by-cell comparison of a sampled row.
 */
class CellSelectionTest {

  private static final long NOW = 1_800_000_000_000L;
  private static final long HOUR = 3_600_000L;

  private static TableSchema design(String families) throws Exception {
    return SchemaLoader.parse("table: t\nfields:\n  id: { type: string, length: 4 }\nrowkey:\n  - field: id\n"
        + "families:\n" + families, Path.of("new.yaml"), "new.yaml");
  }

  private static KeyValue cell(String family, String qualifier, long ts, String value) {
    return new KeyValue(Bytes.toBytes("row1"), Bytes.toBytes(family), Bytes.toBytes(qualifier), ts,
        Bytes.toBytes(value));
  }

  @Test
  void keepsTheNewestVersionsOfEachColumnWithinTheNewTtl() throws Exception {
    TableSchema neu = design("  - name: d\n    versions: 2\n    ttl: 1d\n  - name: e\n");
    // As HBase returns a row: by family, then qualifier, newest first.
    Result row = Result.create(List.of(
        cell("d", "a", NOW - HOUR, "a1"), cell("d", "a", NOW - 2 * HOUR, "a2"), cell("d", "a", NOW - 3 * HOUR, "a3"),
        cell("d", "b", NOW - 2 * HOUR, "b1"), cell("d", "b", NOW - 25 * HOUR, "b-expired"),
        cell("e", "a", NOW - 400 * 24 * HOUR, "e-kept")));
    CellSelection.Tally tally = new CellSelection.Tally();
    List<Cell> kept = new CellSelection(neu, NOW).select(row, tally);
    assertEquals(List.of("d:a a1", "d:a a2", "d:b b1", "e:a e-kept"), kept.stream()
        .map(c -> Bytes.toString(CellUtil.cloneFamily(c)) + ":" + Bytes.toString(CellUtil.cloneQualifier(c)) + " "
            + Bytes.toString(CellUtil.cloneValue(c))).toList());
    assertEquals(1, tally.expired, "d:b's version past the 1-day TTL");
    assertEquals(1, tally.overVersions, "d:a's third version");
  }

  @Test
  void keepsTheNewestMinVersionsPastTheTtl() throws Exception {
    TableSchema neu = design("  - name: d\n    versions: 3\n    minVersions: 2\n    ttl: 1d\n");
    Result row = Result.create(List.of(
        cell("d", "a", NOW - 30 * HOUR, "a1"), cell("d", "a", NOW - 40 * HOUR, "a2"),
        cell("d", "a", NOW - 50 * HOUR, "a3-expired"), cell("d", "a", NOW - 60 * HOUR, "a4-expired"),
        cell("d", "b", NOW - HOUR, "b1"), cell("d", "b", NOW - 2 * HOUR, "b2"), cell("d", "b", NOW - 26 * HOUR, "b3")));
    CellSelection.Tally tally = new CellSelection.Tally();
    List<Cell> kept = new CellSelection(neu, NOW).select(row, tally);
    assertEquals(List.of("d:a a1", "d:a a2", "d:b b1", "d:b b2"), kept.stream()
        .map(c -> Bytes.toString(CellUtil.cloneFamily(c)) + ":" + Bytes.toString(CellUtil.cloneQualifier(c)) + " "
            + Bytes.toString(CellUtil.cloneValue(c))).toList());
    // HBase stops at d:a's third version, expired beyond MIN_VERSIONS (SEEK_NEXT_COL): the fourth goes with it.
    assertEquals(3, tally.expired, "d:a's third and fourth versions and d:b's third");
    assertEquals(0, tally.overVersions);
  }

  @Test
  void comparesASampledRowCellByCell() throws Exception {
    List<Cell> expected = List.of(cell("d", "a", NOW, "x"), cell("d", "a", NOW - 1, "y"));
    assertEquals(null, VerifyMapper.compare(expected, Result.create(List.of(cell("d", "a", NOW, "x"),
        cell("d", "a", NOW - 1, "y")))));
    assertEquals("missing d:a@" + (NOW - 1), VerifyMapper.compare(expected,
        Result.create(List.of(cell("d", "a", NOW, "x")))));
    assertEquals("value of d:a@" + NOW + " differs", VerifyMapper.compare(expected,
        Result.create(List.of(cell("d", "a", NOW, "z"), cell("d", "a", NOW - 1, "y")))));
    assertEquals("expected d:a@" + (NOW - 1) + ", read d:b@" + (NOW - 1), VerifyMapper.compare(expected,
        Result.create(List.of(cell("d", "a", NOW, "x"), cell("d", "b", NOW - 1, "y")))));
  }
}
