package dev.hbaseadvisor.codec;

import static dev.hbaseadvisor.testing.Schemas.minimal;
import static dev.hbaseadvisor.testing.Schemas.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Times cut to a unit and written as numbers (issue 26 A.2): OpenTSDB's 4-byte base hour, a
 * descending top-of-day long, a count of weeks since the epoch; their bytes, what the decoder reads
 * back, and how the planner serves a time range over them.
 */
class TimeScaleTest {

  private static final String FIELDS = """
        metric: {type: bytes, length: 3, cardinality: 500}
        ts: {type: timestamp, order: increasing}
      """;
  /** 2026-01-01T05:13:20Z, within the timestamp's default range. */
  private static final long TS = 1_767_244_400_000L;

  private static RowKeyCodec codec(String rowkey) {
    return RowKeyCodec.compile(Schemas.parse(minimal(FIELDS, rowkey)));
  }

  private static byte[] key(String rowkey) {
    return codec(rowkey).encode(Map.of("metric", new byte[] {1, 2, 3}, "ts", TS), new SplittableRandom(1));
  }

  @Test
  void baseHour_isTheHoursEpochSecondsInFourBytes_asOpenTsdbWritesIt() {
    byte[] key = key("  - field: ts\n    truncate: 1h\n    unit: 1s\n    encoding: int\n");
    // OpenTSDB: base_time = timestamp - (timestamp % Const.MAX_TIMESPAN), in seconds.
    long seconds = TS / 1000;
    assertEquals(4, key.length);
    assertEquals(seconds - seconds % 3600, ByteBuffer.wrap(key).getInt());
  }

  @Test
  void topOfDayDescending_isLongMaxMinusTheDaysFirstMillisecond() {
    byte[] key = key("  - field: ts\n    truncate: 1d\n    order: descending\n");
    long day = TS - TS % 86_400_000L;
    assertEquals(Long.MAX_VALUE - day, ByteBuffer.wrap(key).getLong());
  }

  @Test
  void weeksSinceTheEpoch_countWholeWeeks() {
    byte[] key = key("  - field: ts\n    unit: 7d\n    encoding: int\n");
    assertEquals(TS / 604_800_000L, ByteBuffer.wrap(key).getInt());
  }

  @Test
  void decoder_readsBackTheFirstInstantOfTheUnit() {
    RowKeyCodec codec = codec("  - field: ts\n    truncate: 1h\n    unit: 1s\n    encoding: int\n");
    byte[] key = codec.encode(Map.of("metric", new byte[] {1, 2, 3}, "ts", TS), new SplittableRandom(1));
    DecodedSegment ts = new RowKeyDecoder(codec).decode(key).segments().get(0);
    assertEquals("2026-01-01T05:00Z", ts.text());
  }

  @Test
  void aTimeRangeOverABaseHour_isARangeOfItsHours_andAnHourIsOneValue() {
    TableSchema schema = Schemas.parse(minimal(FIELDS, """
          - field: metric
            width: 3
          - field: ts
            truncate: 1h
            unit: 1s
            encoding: int
        """) + """
        access:
          - {name: six-hours, equals: [metric], range: ts, span: 6h}
          - {name: one-hour, equals: [metric], range: ts, span: 1h}
        """);
    List<AccessPlan> plans = Planner.plan(schema).plans();
    assertEquals(PlanKind.RANGE_SCAN, plans.get(0).kind());
    assertEquals("rowkey[1] ts: scanned as a range over 6 of its values", plans.get(0).steps().get(1));
    assertEquals("rowkey[1] ts: the 1h range is one value of it", plans.get(1).steps().get(1));
  }

  @Test
  void cutsApplyToTimestampsWrittenAsNumbers_andTheStepIsWholeUnits() {
    assertEquals("test.yaml:7:15: 'truncate' and 'unit' apply to timestamp fields written as numbers, without"
        + " 'format'", problems(minimal(FIELDS, "  - field: metric\n    truncate: 1h\n")));
    assertEquals("test.yaml:7:15: 'truncate' must be a whole number of 'unit's",
        problems(minimal(FIELDS, "  - field: ts\n    truncate: 90m\n    unit: 1h\n")));
  }
}
