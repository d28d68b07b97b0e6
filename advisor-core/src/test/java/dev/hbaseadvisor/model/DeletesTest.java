package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code workload.deletes} and {@code workload.puts.overwrite}: rows deleted, cells overwritten. */
class DeletesTest {

  private static final String HEAD = """
      table: entities
      fields:
        id: {type: string, cardinality: 1000000}
      rowkey:
        - field: id
      families:
        - name: d
      workload:
        writes: 30/s
        duration: 10d
      """;

  private static Workload load(String lines) throws SchemaException {
    return SchemaLoader.parse(HEAD + lines, Path.of("t.yaml"), "t.yaml").workload();
  }

  @Test
  void deletesOfTheOldestRowsAfterADay_leaveNineDaysOfRowsDeleted() throws SchemaException {
    Workload w = load("  deletes: {rate: 30/s, of: oldest, after: 1d}\n");
    assertEquals(new Deletes(30, Deletes.Of.OLDEST, 86_400), w.deletes());
    assertEquals(30 * 86_400, w.liveRows());
    assertEquals(Deletes.Of.OLDEST, load("  deletes: {rate: 1/s}\n").deletes().of());
    assertEquals(Deletes.NONE, SchemaLoader.parse(HEAD, Path.of("t.yaml"), "t.yaml").workload().deletes());
  }

  @Test
  void overwritingPuts_carryTheCellsTheyWriteAgain() throws SchemaException {
    Workload w = load("  puts: {rate: 330/s, to: any, overwrite: 2}\n");
    assertTrue(w.puts().overwrites());
    assertEquals(2, w.puts().overwriteCells());
    // 300 overwriting puts a second, each writing 2 of a row's 4 cells of a 400-byte row.
    assertEquals(300 * 200.0, w.overwriteBytesPerSecond(400, 4), 1e-9);
    assertTrue(!load("  puts: {rate: 330/s, to: any}\n").puts().overwrites());
  }

  @Test
  void wrongDeletesAreReportedWhereTheyStand() {
    String problems = assertThrows(SchemaException.class, () -> load("  deletes: {rate: 40/s}\n")).getMessage();
    assertTrue(problems.contains("t.yaml:11:19: 'deletes.rate' must be at most the 30/s rows written"), problems);
    problems = assertThrows(SchemaException.class, () -> load("  deletes: {of: any}\n")).getMessage();
    assertTrue(problems.contains("t.yaml:11:12: 'deletes' needs 'rate'"), problems);
    problems = assertThrows(SchemaException.class, () -> load("  deletes: {rate: 1/s, of: newest}\n")).getMessage();
    assertTrue(problems.contains("t.yaml:11:28: 'of' must be one of oldest, any, found 'newest'"), problems);
    problems = assertThrows(SchemaException.class, () -> load("  puts: {rate: 100/s, overwrite: 0}\n")).getMessage();
    assertTrue(problems.contains("t.yaml:11:34: 'overwrite' must be between 1 and"), problems);
  }
}
