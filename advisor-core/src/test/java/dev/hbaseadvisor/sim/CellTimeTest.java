package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.testing.Schemas;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The cells' timestamp taken from a key field (issue 26 A.8: Phoenix's {@code ROW_TIMESTAMP}, an
 * application's {@code Put(row, ts)}). What an HBase expert expects, written before the code:
 *
 * <ul>
 *   <li>A cell's TTL counts from its timestamp ({@code ScanQueryMatcher.preCheck},
 *       {@code ColumnTracker.isDone}: a timestamp before now minus the TTL), so cells whose timestamp is already past the
 *       TTL when written are dropped by the first compaction that takes them: the share of bytes
 *       the run expires is the share of rows {@code cell-timestamp-expired} says are written
 *       expired, when nothing else expires within the run. Written with the field's own write
 *       clock ({@code order: increasing}), nothing changes.
 *   <li>A read bounded on the field is a time range on the cells, and a store file whose
 *       {@code TIMERANGE} misses it is not opened ({@code StoreFileScanner.shouldUseScanner},
 *       {@code StoreFileReader.passesTimerangeFilter}); a read that does not bind the field opens
 *       every file (no TTL here). Files cut by time (date-tiered compaction) let it skip more of
 *       them than files merged across the day (the exploring policy).
 * </ul>
 */
class CellTimeTest {

  /**
   * Device events keyed by device and event time, the event time the cells' timestamp, drawn
   * over the 30 days before the clock's start (December 2025) under a 7-day TTL, for one day:
   * one region on one server, flushes at 4 MiB, majors every 6 hours.
   */
  static TableSchema lateEvents(String eventTime) {
    return Schemas.parse("table: device_events\nfields:\n  device: {type: string, cardinality: 1000}\n"
        + "  at: {type: timestamp, " + eventTime + ", cellTimestamp: true}\n"
        + "rowkey:\n  - field: device\n    terminator: \"\\x00\"\n  - field: at\n"
        + "families:\n  - name: d\n    ttl: 7d\n    columns:\n      - { qualifier: v, size: 1KiB }\n"
        + "workload: {writes: 20/s, duration: 1d, seed: 5}\n"
        + "cluster:\n  regionServers: 1\n  flushSize: 4MiB\n  maxFileSize: 100GiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 6h\n  majorCompactionJitter: 0\n");
  }

  private static final String DECEMBER = "min: 1764547200000, cardinality: 2592000";

  static SimulationResult run(TableSchema schema) {
    return new Simulator(schema, SimulationSettings.of(schema)).run(SimulationListener.NONE);
  }

  /** The share of rows {@code cell-timestamp-expired} reports, in percent. */
  private static double lintShare(TableSchema schema) {
    for (Finding f : Linter.builtIn(LintConfig.DEFAULT).lint(schema)) {
      if (f.rule().equals("cell-timestamp-expired")) {
        Matcher m = Pattern.compile("([0-9.]+) % of rows are older than the TTL").matcher(f.message());
        assertTrue(m.find(), f.message());
        return Double.parseDouble(m.group(1));
      }
    }
    throw new AssertionError("no cell-timestamp-expired finding");
  }

  @Test
  void aCellTimestampLaggingTheClock_expiresTheShareLintReports() {
    TableSchema schema = lateEvents(DECEMBER);
    double lint = lintShare(schema);
    assertEquals(81.9, lint, 1e-9);
    SimulationResult result = run(schema);
    // The run counts the bytes written already past the TTL from the same values.
    String note = result.notes().stream().filter(n -> n.startsWith("the cells' timestamp is field 'at'")).findFirst()
        .orElseThrow(() -> new AssertionError(result.notes().toString()));
    assertEquals("the cells' timestamp is field 'at' (cellTimestamp), not the write clock: store files' time ranges"
        + " and the TTL count from its value; 1.4 GiB of the 1.7 GiB written (81.6 %) were past the TTL when"
        + " written, readable by no one and dropped by the first compaction that takes them", note);
    // And compactions drop them: nothing else expires in a day under a 7-day TTL, so the bytes gone
    // by the end are those rows, less the ones no compaction has taken yet.
    LifePoint end = result.life().get(result.life().size() - 1);
    double expired = 1 - (double) end.storedBytes() / result.bytesWritten();
    assertEquals(lint / 100, expired, 0.01, "expired " + expired + " of the bytes written");
    assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("TTL: 1.4 GiB in 1,423,421 rows expired")),
        result.notes().toString());
  }

  @Test
  void theFieldAsTheWriteClock_expiresNothingInADay() {
    SimulationResult result = run(lateEvents("order: increasing"));
    assertTrue(result.notes().stream().noneMatch(n -> n.startsWith("TTL: ") || n.startsWith("the cells' timestamp")),
        result.notes().toString());
  }

  @Test
  void sameSeed_sameBytes() {
    TableSchema schema = lateEvents(DECEMBER);
    assertEquals(SimulationJson.of(run(schema)), SimulationJson.of(run(schema)));
  }

  /**
   * Metrics of 100 hosts keyed by host and time, the time the cells' timestamp and the write
   * clock, over {@code duration} in one region flushing at 512 KiB ({@code policy} the family's
   * compaction policy): an hour of one host from a time already written, and every point of one
   * host, once a minute each.
   */
  static TableSchema hostMetrics(String policy, boolean cellTimestamp, String duration) {
    return Schemas.parse("table: metrics\nfields:\n  host: {type: string, cardinality: 100, length: 8}\n"
        + "  ts: {type: timestamp, order: increasing" + (cellTimestamp ? ", cellTimestamp: true" : "") + "}\n"
        + "rowkey:\n  - field: host\n  - field: ts\n"
        + "families:\n  - name: d\n    compactionPolicy: " + policy + "\n    columns:\n"
        + "      - { qualifier: v, size: 200 }\n"
        + "access:\n  - {name: last-hour, type: scan, equals: [host], range: ts, span: 1h, rate: 1/min}\n"
        + "  - {name: all-points, type: scan, equals: [host], rate: 1/min}\n"
        + "workload: {writes: 20/s, duration: " + duration + ", seed: 11}\n"
        + "cluster:\n  regionServers: 1\n  flushSize: 512KiB\n  maxFileSize: 100GiB\n  splitPolicy: constant-size\n");
  }

  @Test
  void aReadBoundedOnTheCellTimestamp_skipsTheStoreFilesOutsideItsTimeRange() {
    SimulationResult tiered = run(hostMetrics("date-tiered", true, "12h"));
    AccessStats hour = tiered.accessPatterns().get(0);
    AccessStats all = tiered.accessPatterns().get(1);
    assertEquals(720, hour.reads());
    assertEquals(720, all.reads());
    // Both read the one region at the same times, so they meet the same files; only the hour's
    // reads carry a time range.
    assertEquals(hour.storeFilesOpened() + hour.storeFilesSkipped(), all.storeFilesOpened() + all.storeFilesSkipped());
    assertEquals(0, all.storeFilesSkipped());
    // Date-tiered files each hold a window of time: of the 3.5 files a read meets, an hour's read
    // opens 1.6 (1,173 of 2,517 over the 720 reads).
    assertEquals(1173, hour.storeFilesOpened());
    assertEquals(1344, hour.storeFilesSkipped());
    assertEquals(2517, all.storeFilesOpened());

    // The exploring policy merges files across windows: fewer files, and a file's range is wider,
    // so a smaller share of them misses the hour (480 of 1,337, against 1,344 of 2,517).
    SimulationResult exploring = run(hostMetrics("exploring", true, "12h"));
    AccessStats exploringHour = exploring.accessPatterns().get(0);
    AccessStats exploringAll = exploring.accessPatterns().get(1);
    assertEquals(0, exploringAll.storeFilesSkipped());
    assertEquals(1337, exploringAll.storeFilesOpened());
    assertEquals(857, exploringHour.storeFilesOpened());
    assertEquals(480, exploringHour.storeFilesSkipped());

    // Without a cell timestamp field the run counts no files, and its output says nothing of them.
    SimulationResult plain = run(hostMetrics("date-tiered", false, "1h"));
    assertFalse(plain.accessPatterns().get(0).countsFiles());
    assertFalse(SimulationJson.of(plain).contains("storeFiles"));
    assertTrue(SimulationJson.of(tiered).contains("\"storeFilesSkipped\" : 1344"));
  }
}
