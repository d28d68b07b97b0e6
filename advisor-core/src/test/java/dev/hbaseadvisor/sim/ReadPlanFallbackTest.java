package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Without the planner, a pattern that can compute every key segment is a Get, and any other a
 * scan over its longest computable prefix.
 */
class ReadPlanFallbackTest {

  private static final TableSchema SCHEMA = Schemas.parse("""
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
        - { name: by-host, equals: [host], range: ts }
        - { name: by-event, equals: [event] }
      """);

  private static String describe(String name) {
    AccessPattern pattern = SCHEMA.access().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    return new ReadPlanFallback(SCHEMA).plan(pattern).describe();
  }

  @Test
  void everySegmentComputable_isAGet() {
    assertEquals("get", describe("exact"));
  }

  @Test
  void leadingComputableSegments_makeAPrefixScan() {
    assertEquals("prefix scan over salt(4 of host), host", describe("by-host"));
    List<KeyRange> ranges = new ArrayList<>();
    AccessPattern byHost = SCHEMA.access().get(1);
    new ReadPlanFallback(SCHEMA).plan(byHost).ranges(Map.of("host", "web01", "event", "login", "ts", 5L),
        new SplittableRandom(1), ranges);
    // Arrays.hashCode("web01") = 141632756, mod 4 = 0 (docs/schema-format.md).
    assertEquals("\\x00web01\\x00", Bytes.toStringBinary(ranges.get(0).start()));
    assertEquals("\\x00web01\\x01", Bytes.toStringBinary(ranges.get(0).stop()));
  }

  @Test
  void uncomputableLead_isAFullTableScan() {
    assertEquals("full table scan", describe("by-event"));
  }

  @Test
  void stopRow_dropsTrailingFFsAndIncrements() {
    assertEquals("ac", Bytes.toStringBinary(ReadPlanFallback.stopRowForPrefix(Bytes.toBytes("ab"))));
    assertEquals("b", Bytes.toStringBinary(ReadPlanFallback.stopRowForPrefix(Bytes.toBytesBinary("a\\xFF\\xFF"))));
    assertEquals("", Bytes.toStringBinary(ReadPlanFallback.stopRowForPrefix(Bytes.toBytesBinary("\\xFF"))));
    assertEquals("", Bytes.toStringBinary(ReadPlanFallback.stopRowForPrefix(new byte[0])));
  }
}
