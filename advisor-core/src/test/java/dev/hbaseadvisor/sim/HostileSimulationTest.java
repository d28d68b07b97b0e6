package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import org.junit.jupiter.api.Test;

/**
 * Legal schemas whose numbers once made a simulation or a key run without end (issue 30,
 * hostile input round two): the work each does is bounded by the limits, not by the numbers.
 */
class HostileSimulationTest {

  private static final String BODY = "table: t\nfields:\n  a: {type: string}\n  ts: {type: timestamp, order: increasing}\n"
      + "rowkey: [{field: ts}, {field: a}]\nfamilies: [{name: d}]\n";

  @Test
  void readRates_replayAtMostTheBoundOfReads() {
    TableSchema schema = Schemas.parse(BODY + "access: [{name: x, range: ts, rate: 1T/s}, {name: y, equals: [a],"
        + " range: ts, rate: 1T/s}]\n");
    double seconds = ReadReplay.replayedSeconds(schema, 20);
    assertEquals(ReadReplay.MAX_REPLAYED_READS / 2e12, seconds, 1e-15);
    TableSchema calm = Schemas.parse(BODY + "access: [{name: x, range: ts, rate: 50/s}]\n");
    assertEquals(7200, ReadReplay.replayedSeconds(calm, 7200), "a workload below the bound replays every read");
  }

  @Test
  void aRunLongerThanTenYears_isRefused_beforeItsWindowsAreMade() {
    TableSchema schema = Schemas.parse(BODY + "workload: {writes: 0.000000000000000000001/s}\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Simulator(schema, SimulationSettings.of(schema).withWrites(20_000)).run(SimulationListener.NONE));
    assertTrue(e.getMessage().contains("more than the 315360000 s a simulation may cover"), e.getMessage());
  }

  @Test
  void formattedTimestampsFromLongMinValue_compileInBoundedWork() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: {type: timestamp, min: -9223372036854775808, max: 0}\n"
        + "rowkey:\n  - field: ts\n    format: yyyy\nfamilies: [{name: d}]\n");
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    assertTrue(codec.maxLength() <= 11, "a year of up to ten digits and its sign: " + codec.maxLength());
  }
}
