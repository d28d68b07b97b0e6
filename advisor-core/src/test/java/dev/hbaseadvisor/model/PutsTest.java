package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code workload.puts}: a row's cells arriving over many puts, and the rates derived from it. */
class PutsTest {

  private static final String HEAD = """
      table: tsdb
      fields:
        metric: {type: string, cardinality: 1000}
      rowkey:
        - field: metric
      families:
        - name: t
      workload:
        writes: 30/s
      """;

  private static Workload load(String puts) throws SchemaException {
    return SchemaLoader.parse(HEAD + "  puts: " + puts + "\n", Path.of("t.yaml"), "t.yaml").workload();
  }

  @Test
  void recentPutsFollowTheNewRows() throws SchemaException {
    Workload w = load("{rate: 100000/s, to: recent, within: 1h}");
    assertEquals(new Puts(100_000, Puts.Target.RECENT, 3600), w.puts());
    assertEquals(100_000 / 30.0, w.putsPerRow(), 1e-9);
    assertEquals(100_000, w.putsOnNewRowsPerSecond());
    assertEquals(100_000, w.putsPerSecond());
  }

  @Test
  void putsToAnyRowLeaveOnlyTheCreatingPutsOnTheNewRows() throws SchemaException {
    Workload w = load("{rate: 9000/s, to: any}");
    assertEquals(30, w.putsOnNewRowsPerSecond());
    assertEquals(9000, w.putsPerSecond());
  }

  @Test
  void withoutPutsEachRowIsOnePut() throws SchemaException {
    Workload w = SchemaLoader.parse(HEAD, Path.of("t.yaml"), "t.yaml").workload();
    assertTrue(w.puts().onePerRow());
    assertEquals(1.0, w.putsPerRow());
    assertEquals(30, w.putsOnNewRowsPerSecond());
  }

  @Test
  void wrongPutsAreReportedWhereTheyStand() {
    String problems = assertThrows(SchemaException.class, () -> load("{rate: 10/s, to: any}")).getMessage();
    assertTrue(problems.contains("t.yaml:10:16: 'puts.rate' counts every put, the 30/s that create rows included,"
        + " so it must be at least that; got 10/s"), problems);
    problems = assertThrows(SchemaException.class, () -> load("{rate: 100/s, to: recent}")).getMessage();
    assertTrue(problems.contains("t.yaml:10:9: 'to: recent' needs 'within'"), problems);
    problems = assertThrows(SchemaException.class, () -> load("{rate: 100/s, to: any, within: 1h}")).getMessage();
    assertTrue(problems.contains("'within' applies to 'to: recent'"), problems);
    problems = assertThrows(SchemaException.class, () -> load("{to: any}")).getMessage();
    assertTrue(problems.contains("'puts' needs 'rate'"), problems);
    problems = assertThrows(SchemaException.class, () -> load("{rate: 100/s, to: sometimes}")).getMessage();
    assertTrue(problems.contains("sometimes"), problems);
  }
}
