package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Reads follow the planner: its kind and scans become Gets and Scans with rows encoded from the record. */
class PlannedReadsTest {

  private static final String SCHEMA_TEXT = """
      table: t
      fields:
        host: { type: string, cardinality: 100 }
        event: { type: enum, values: [login, logout] }
        ts: { type: timestamp, order: increasing }
      rowkey:
        - salt: { buckets: 4, from: [host] }
        - field: host
          terminator: "\\x00"
        - field: event
          terminator: "\\x00"
        - field: ts
      families:
        - name: d
      access:
        - { name: exact, type: get, equals: [host, event, ts] }
        - { name: host-event-minute, equals: [host, event], range: ts, span: 1m }
        - { name: by-host, equals: [host] }
        - { name: host-hour, equals: [host], range: ts, span: 1h }
        - { name: by-event, equals: [event] }
      """;
  private static final TableSchema HASHED_SALT = Schemas.parse(SCHEMA_TEXT);

  private static final String RANDOM_SALT_TEXT = """
      table: t
      fields:
        host: { type: string, cardinality: 100 }
        ts: { type: timestamp, order: increasing }
      rowkey:
        - salt: { buckets: 4, random: true }
        - field: host
          terminator: "\\x00"
        - field: ts
      families:
        - name: d
      access:
        - { name: exact, type: get, equals: [host, ts] }
        - { name: host-minute, equals: [host], range: ts, span: 1m }
      """;
  private static final TableSchema RANDOM_SALT = Schemas.parse(RANDOM_SALT_TEXT);

  /** {@code Arrays.hashCode("web01") = 141632756}, bucket 0 of 4 (docs/schema-format.md). */
  private static final Map<String, Object> WEB01 = Map.of("host", "web01", "event", "login", "ts", 5L);

  private static AccessPattern pattern(TableSchema schema, String name) {
    return schema.access().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
  }

  private static ReadPlanner.Plan plan(TableSchema schema, String name) {
    return new PlannedReads(schema).plan(pattern(schema, name));
  }

  /** The ranges of one execution as {@code start .. stop} in {@code Bytes.toStringBinary} form, a Get as its row. */
  private static List<String> ranges(TableSchema schema, String name, Map<String, Object> record) {
    List<KeyRange> out = new ArrayList<>();
    plan(schema, name).ranges(record, new SplittableRandom(1), out);
    return out.stream().map(r -> r.isGet() ? Bytes.toStringBinary(r.start())
        : Bytes.toStringBinary(r.start()) + " .. " + Bytes.toStringBinary(r.stop())).toList();
  }

  @Test
  void get_readsTheRecordsFullKey() {
    assertEquals("GET", plan(HASHED_SALT, "exact").describe());
    assertEquals(List.of("\\x00web01\\x00login\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05"),
        ranges(HASHED_SALT, "exact", WEB01));
  }

  @Test
  void multiGet_readsTheKeyOncePerRandomSaltValue() {
    assertEquals("MULTI_GET", plan(RANDOM_SALT, "exact").describe());
    List<String> gets = ranges(RANDOM_SALT, "exact", WEB01);
    assertEquals(List.of("\\x00web01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05",
        "\\x01web01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05", "\\x02web01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05",
        "\\x03web01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05"), gets);
  }

  @Test
  void rangeScan_runsFromTheRecordsValueToItPlusTheSpan() {
    assertEquals("RANGE_SCAN", plan(HASHED_SALT, "host-event-minute").describe());
    // 5 + 60,000 ms = 0xEA65.
    assertEquals(List.of("\\x00web01\\x00login\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05"
            + " .. \\x00web01\\x00login\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\xEAe"),
        ranges(HASHED_SALT, "host-event-minute", WEB01));
  }

  @Test
  void dateInThePrefix_isTheHourOfEachRecordsValue_withItsTerminator_asOneRepeatedPlanReadsIt() {
    TableSchema hourly = Schemas.parse("""
        table: t
        fields:
          host: { type: string, cardinality: 100 }
          ts: { type: timestamp, order: increasing }
        rowkey:
          - field: ts
            format: "yyyyMMddHH"
            terminator: "|"
          - field: host
        families:
          - name: d
        access:
          - { name: in-hour, equals: [ts] }
        """);
    ReadPlanner.Plan plan = plan(hourly, "in-hour");
    List<String> seen = new ArrayList<>();
    // The last millisecond of hour 0, the first of hour 1, hour 0 again, and 64 hours later (the
    // same line of the plan's cache as hour 0).
    for (long ts : new long[] {3_599_999L, 3_600_000L, 0L, 64 * 3_600_000L}) {
      List<KeyRange> out = new ArrayList<>();
      plan.ranges(Map.of("host", "web01", "ts", ts), new SplittableRandom(1), out);
      seen.add(Bytes.toStringBinary(out.get(0).start()) + " .. " + Bytes.toStringBinary(out.get(0).stop()));
    }
    assertEquals(List.of("1970010100| .. 1970010100}", "1970010101| .. 1970010101}", "1970010100| .. 1970010100}",
        "1970010316| .. 1970010316}"), seen);
  }

  @Test
  void prefixScan_stopsAtTheClosestRowAfterThePrefix() {
    assertEquals("PREFIX_SCAN", plan(HASHED_SALT, "by-host").describe());
    assertEquals(List.of("\\x00web01\\x00 .. \\x00web01\\x01"), ranges(HASHED_SALT, "by-host", WEB01));
  }

  @Test
  void skipScan_sendsOneRangePerValueOfTheEnumItSkips() {
    // host, then the two events, then the hour: one range per event, from the record's time to an hour on.
    assertEquals("PARALLEL_SCAN", plan(HASHED_SALT, "host-hour").describe());
    assertEquals(List.of(
            "\\x00web01\\x00login\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05"
                + " .. \\x00web01\\x00login\\x00\\x00\\x00\\x00\\x00\\x006\\xEE\\x85",
            "\\x00web01\\x00logout\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x05"
                + " .. \\x00web01\\x00logout\\x00\\x00\\x00\\x00\\x00\\x006\\xEE\\x85"),
        ranges(HASHED_SALT, "host-hour", WEB01));
  }

  @Test
  void filterScan_readsTheKeyRangeTheFilterNarrows() {
    // The same key with free text where the enum was: its values are unknown, so the range stops at the host.
    TableSchema text = Schemas.parse(SCHEMA_TEXT.replace("event: { type: enum, values: [login, logout] }",
        "event: { type: string, cardinality: 50 }"));
    assertEquals("FILTER_SCAN", plan(text, "host-hour").describe());
    assertEquals(List.of("\\x00web01\\x00 .. \\x00web01\\x01"), ranges(text, "host-hour", WEB01));
  }

  @Test
  void fullScan_readsTheWholeTableOnce() {
    assertEquals("FULL_SCAN", plan(HASHED_SALT, "by-event").describe());
    assertEquals(List.of(" .. "), ranges(HASHED_SALT, "by-event", WEB01));
  }

  @Test
  void parallelScan_scansTheRangeBehindEverySaltValue() {
    assertEquals("PARALLEL_SCAN", plan(RANDOM_SALT, "host-minute").describe());
    List<String> scans = ranges(RANDOM_SALT, "host-minute", WEB01);
    assertEquals(4, scans.size());
    for (int salt = 0; salt < 4; salt++) {
      String prefix = "\\x0" + salt + "web01\\x00\\x00\\x00\\x00\\x00\\x00\\x00";
      assertEquals(prefix + "\\x00\\x05 .. " + prefix + "\\xEAe", scans.get(salt));
    }
  }

  @Test
  void prefixScansOverASalt_stopAfterTheirOwnSalt_whereverTheSaltSitsInThePrefix() {
    // Salt first: each stop raises the host's terminator, after the salt. Salt last in the prefix:
    // each stop raises the salt byte itself, so every scan stops before the next salt's rows.
    String byHost = RANDOM_SALT_TEXT.replace("buckets: 4", "buckets: 3") + "  - { name: by-host, equals: [host] }\n";
    TableSchema saltFirst = Schemas.parse(byHost);
    assertEquals(List.of("\\x00web01\\x00 .. \\x00web01\\x01", "\\x01web01\\x00 .. \\x01web01\\x01",
        "\\x02web01\\x00 .. \\x02web01\\x01"), ranges(saltFirst, "by-host", WEB01));
    TableSchema saltAfterHost = Schemas.parse(byHost.replace(
        "  - salt: { buckets: 3, random: true }\n  - field: host\n    terminator: \"\\x00\"\n",
        "  - field: host\n    terminator: \"\\x00\"\n  - salt: { buckets: 3, random: true }\n"));
    assertEquals(List.of("web01\\x00\\x00 .. web01\\x00\\x01", "web01\\x00\\x01 .. web01\\x00\\x02",
        "web01\\x00\\x02 .. web01\\x00\\x03"), ranges(saltAfterHost, "by-host", WEB01));
  }

  @Test
  void bucketedTimestamp_rangeOfFiveMinutes_scansAllHundredBuckets() {
    TableSchema schema = Schemas.loadExample("log-data-bucketed-timestamp.yaml");
    List<String> scans = ranges(schema, "events-in-time-range", Map.of("ts", 1_000L, "hostname", "h", "event", "e"));
    assertEquals(100, scans.size());
    // Bucket j, then the range from 1,000 ms to 301,000 ms (0x497C8).
    assertEquals("\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x03\\xE8 .. \\x00\\x00\\x00\\x00\\x00\\x00\\x04\\x97\\xC8",
        scans.get(0));
    assertTrue(scans.get(99).startsWith("c\\x00\\x00"), scans.get(99));
  }

  @Test
  void bucketOfTheRange_narrowerThanItsModulo_scansOnlyTheBucketsTheRangeReaches() {
    TableSchema schema = Schemas.parse("""
        table: t
        fields:
          seq: { type: long, order: increasing }
        rowkey:
          - bucket: { field: seq, modulo: 16 }
          - field: seq
        families:
          - name: d
        access:
          - { name: window, range: seq, span: 3 }
        """);
    assertEquals("PARALLEL_SCAN", plan(schema, "window").describe());
    List<String> scans = ranges(schema, "window", Map.of("seq", 30L));
    // Values 30 to 33 fall in buckets 14, 15, 0 and 1.
    assertEquals(List.of("\\x0E", "\\x0F", "\\x00", "\\x01"), scans.stream().map(s -> s.substring(0, 4)).toList());
  }

  @Test
  void reversedDomainRange_readsTheRecordsSite() {
    TableSchema schema = Schemas.loadExample("webtable-reversed-domain.yaml");
    assertEquals("RANGE_SCAN", plan(schema, "site-hosts").describe());
    assertEquals(List.of("com.example. .. com.example/"),
        ranges(schema, "site-hosts", Map.of("domain", "www.example.com")));
  }

  @Test
  void unorderedWeekPrefix_readsOneScanPerWeekTheRangeCovers() {
    // yyyyww breaks order at year ends, so two weeks are two prefixes (issue 26 B.1).
    TableSchema schema = Schemas.parse(Schemas.minimal(
        "  user: {type: string, cardinality: 1000}\n  ts: {type: timestamp, order: increasing}\n",
        "  - field: ts\n    format: yyyyww\n  - field: user\n")
        + "access:\n  - {name: two-weeks, range: ts, span: 14d}\n");
    assertEquals("PARALLEL_SCAN", plan(schema, "two-weeks").describe());
    // 2026-12-20, a Sunday: week 52 of 2026, then the week holding 1 January 2027 (week 01).
    assertEquals(List.of("202652 .. 202653", "202601 .. 202602"),
        ranges(schema, "two-weeks", Map.of("ts", 1_797_724_800_000L)));
  }

  @Test
  void newestOfEverySaltBucket_isAScanPerBucketStoppedAtTheLimit() {
    // Each bucket sorts newest first, so the client merges 8 scans of 100 rows (issue 26 B.2).
    TableSchema schema = Schemas.parse(Schemas.minimal(
        "  ts: {type: timestamp, order: increasing}\n  id: {type: uuid}\n",
        "  - salt: {buckets: 8, random: true}\n  - field: ts\n    order: descending\n  - field: id\n")
        + "access:\n  - {name: newest, order: newest-first, limit: 100}\n");
    ReadPlanner.Plan newest = plan(schema, "newest");
    assertEquals("FULL_SCAN", newest.describe());
    assertEquals(100.0, newest.rowsPerScan());
    List<String> ranges = ranges(schema, "newest", Map.of("ts", 1_767_225_600_000L, "id", "x"));
    assertEquals(8, ranges.size());
    assertEquals("\\x00 .. \\x01", ranges.get(0));
  }

  @Test
  void limit_stopsAScanOnlyWhenThePlanServesTheOrder() {
    // A reverse timestamp serves newest-first: 20 rows and the scan stops.
    assertEquals(20.0,
        plan(Schemas.loadExample("log-data-host-lead-reverse-timestamp.yaml"), "host-event-latest").rowsPerScan());
    // Ascending time under newest-first: the client sorts everything the scan reads.
    assertEquals(Double.POSITIVE_INFINITY,
        plan(Schemas.loadExample("log-data-host-lead.yaml"), "host-event-latest").rowsPerScan());
  }

  /** Every example's every pattern sends exactly the planner's Gets or scans per execution. */
  @Test
  void everyExample_sendsThePlannersRequestsPerExecution() throws IOException {
    List<Path> files;
    try (Stream<Path> list = Files.list(Schemas.projectRoot().resolve("examples"))) {
      files = list.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
    }
    int patterns = 0;
    for (Path file : files) {
      TableSchema schema = Schemas.loadExample(file.getFileName().toString());
      PlannedReads reads = new PlannedReads(schema);
      Map<String, Object> record = new RecordGenerator(schema, 7).next();
      for (AccessPlan p : reads.plans().plans()) {
        List<KeyRange> out = new ArrayList<>();
        reads.plan(p.pattern()).ranges(record, new SplittableRandom(1), out);
        String where = file.getFileName() + " " + p.name() + " " + p.kind();
        assertEquals(p.kind() == PlanKind.FULL_SCAN ? 1 : p.scans(), out.size(), where);
        boolean gets = p.kind() == PlanKind.GET || p.kind() == PlanKind.MULTI_GET;
        assertTrue(out.stream().allMatch(r -> r.isGet() == gets), where);
        if (p.kind() == PlanKind.FULL_SCAN) {
          assertEquals(0, out.get(0).start().length + out.get(0).stop().length, where);
        }
        // Read one by one, with keys written over between ranges, the same ranges as kept ones.
        List<String> handed = new ArrayList<>();
        reads.plan(p.pattern()).eachRange(record, new SplittableRandom(1), r -> handed.add(hex(r)));
        assertEquals(out.stream().map(PlannedReadsTest::hex).toList(), handed, where);
        patterns++;
      }
    }
    assertTrue(patterns >= 40, patterns + " patterns");
  }

  /** A range's keys in hex, as they are when this is called. */
  private static String hex(KeyRange range) {
    HexFormat hex = HexFormat.of();
    return hex.formatHex(range.start()) + (range.isGet() ? "" : " " + hex.formatHex(range.stop()));
  }
}
