package dev.hbaseadvisor.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Synthetic records draw related fields as stated (issue 26 A.6): determined, per-entity and shared values. */
class RelatedFieldsTest {

  private static final int RECORDS = 20_000;

  private static List<Map<String, Object>> records(String fields, String key, long seed) {
    TableSchema schema = Schemas.parse(Schemas.minimal(fields, key));
    RecordGenerator generator = new RecordGenerator(schema, seed);
    List<Map<String, Object>> records = new ArrayList<>();
    for (int i = 0; i < RECORDS; i++) {
      records.add(generator.next());
    }
    return records;
  }

  @Test
  void determinedField_hasOneValuePerDeterminingValue_andItsOwnDistribution() {
    // The service type is listed before the application it follows: the draw order is the relation's.
    String fields = "  kind: {type: enum, values: [a, b, c, d], distribution: zipf:1.5, determinedBy: app}\n"
        + "  app: {type: string, cardinality: 500}\n";
    List<Map<String, Object>> records = records(fields, "  - field: app\n", 7);
    Map<Object, Object> kindOf = new HashMap<>();
    Map<Object, Integer> apps = new HashMap<>();
    for (Map<String, Object> r : records) {
      Object before = kindOf.putIfAbsent(r.get("app"), r.get("kind"));
      assertTrue(before == null || before.equals(r.get("kind")), "one kind per app: " + r);
    }
    for (Object kind : kindOf.values()) {
      apps.merge(kind, 1, Integer::sum);
    }
    // zipf:1.5 over 4 values gives the first about 64 % of the applications (1 / (1 + 2^-1.5 + 3^-1.5 + 4^-1.5)).
    double first = apps.getOrDefault("a", 0) / (double) kindOf.size();
    assertTrue(first > 0.55 && first < 0.73, "share of applications of kind a: " + first);
    assertEquals(records, records(fields, "  - field: app\n", 7), "the same seed gives the same records");
  }

  @Test
  void perEntitySequence_increasesWithinEachEntityAtItsShareOfTheRecords() {
    String fields = "  agent: {type: string, cardinality: 50}\n"
        + "  seq: {type: long, order: increasing, per: agent, min: 1}\n";
    Map<Object, Long> last = new HashMap<>();
    Map<Object, Long> records = new HashMap<>();
    for (Map<String, Object> r : records(fields, "  - field: agent\n  - field: seq\n", 3)) {
      long seq = (Long) r.get("seq");
      Long before = last.put(r.get("agent"), seq);
      assertTrue(before == null ? seq >= 1 : seq > before, "increasing within the agent: " + r);
      records.merge(r.get("agent"), 1L, Long::sum);
    }
    assertEquals(50, last.size());
    // 20,000 records over 50 agents: each agent's counter ends near its 400 records, not near 20,000.
    for (Map.Entry<Object, Long> e : last.entrySet()) {
      long count = records.get(e.getKey());
      assertTrue(Math.abs(e.getValue() - count) < 80, e.getKey() + ": " + e.getValue() + " after " + count);
    }
  }

  @Test
  void perEntitySequence_movesOnWithTheRecordsASampleSkips() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  agent: {type: string, cardinality: 50}\n"
        + "  seq: {type: long, order: increasing, per: agent}\n", "  - field: agent\n  - field: seq\n"));
    RecordGenerator generator = new RecordGenerator(schema, 3);
    long[] slots = new long[2];
    boolean[] draw = {true, true};
    long highest = 0;
    for (int i = 0; i < 2_000; i++) {
      generator.nextSlots(slots, draw);
      generator.skip(99);
      highest = Math.max(highest, slots[1]);
    }
    // Each draw stands for 100 records: 200,000 over 50 agents, about 4,000 each.
    assertTrue(highest > 3_600 && highest < 4_800, "highest count " + highest);
  }

  @Test
  void sharedValue_holdsForGroupsOfConsecutiveRecordsOfOneEntity() {
    String fields = "  entity: {type: uuid}\n"
        + "  ts: {type: timestamp, order: increasing, shared: {records: 1-3, within: entity}}\n"
        + "  action: {type: enum, values: [c, u, d]}\n";
    List<Map<String, Object>> records = records(fields, "  - field: entity\n  - field: ts\n", 5);
    Set<List<Object>> keys = new HashSet<>();
    int run = 1;
    int longest = 1;
    for (int i = 0; i < records.size(); i++) {
      Map<String, Object> r = records.get(i);
      keys.add(List.of(r.get("entity"), r.get("ts")));
      if (i > 0 && r.get("ts").equals(records.get(i - 1).get("ts"))) {
        assertEquals(records.get(i - 1).get("entity"), r.get("entity"), "a group shares its entity");
        run++;
        longest = Math.max(longest, run);
      } else {
        run = 1;
      }
    }
    assertEquals(3, longest, "groups of up to 3 records");
    // Groups of 1 to 3 records, 2 on average: about half as many distinct keys as records.
    double distinct = keys.size() / (double) RECORDS;
    assertTrue(distinct > 0.48 && distinct < 0.52, "distinct (entity, ts) per record: " + distinct);
    Set<Object> actions = new HashSet<>();
    records.forEach(r -> actions.add(r.get("action")));
    assertEquals(3, actions.size(), "the other fields are drawn per record");
  }

  @Test
  void slotsOfOnlyTheDeterminedField_drawTheFieldItFollows() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  app: {type: string, cardinality: 500}\n"
        + "  kind: {type: enum, values: [a, b, c, d], determinedBy: app}\n", "  - field: kind\n"));
    RecordGenerator all = new RecordGenerator(schema, 9);
    RecordGenerator slots = new RecordGenerator(schema, 9);
    long[] values = new long[2];
    boolean[] draw = {false, true};
    for (int i = 0; i < 1000; i++) {
      Map<String, Object> record = all.next();
      slots.nextSlots(values, draw);
      assertEquals(record.get("kind"), slots.value(1, values[1]));
    }
  }

  @Test
  void aSaltOverADeterminedField_writesTheBucketsOfTheDeterminingValuesOnly() {
    String fields = "  app: {type: string, cardinality: 3}\n"
        + "  kind: {type: enum, values: [a, b, c, d, e, f, g, h]%s}\n";
    String key = "  - salt: {buckets: 64, from: [app, kind]}\n  - field: app\n    terminator: \"\\x00\"\n"
        + "  - field: kind\n";
    TableSchema independent = Schemas.parse(Schemas.minimal(fields.formatted(""), key));
    TableSchema determined = Schemas.parse(Schemas.minimal(fields.formatted(", determinedBy: app"), key));
    dev.hbaseadvisor.model.SaltSegment salt = (dev.hbaseadvisor.model.SaltSegment) determined.rowkey().get(0);
    SaltShares shares = SaltShares.of(determined, salt);
    assertEquals(3, shares.combinations());
    assertTrue(shares.writtenBuckets() <= 3, "buckets " + shares.writtenBuckets());
    assertEquals(24, SaltShares.of(independent, (dev.hbaseadvisor.model.SaltSegment) independent.rowkey().get(0))
        .combinations());
    // The buckets the records write are the buckets the estimate says are written.
    dev.hbaseadvisor.codec.RowKeyCodec codec = dev.hbaseadvisor.codec.RowKeyCodec.compile(determined);
    RecordGenerator generator = new RecordGenerator(determined, determined.workload().seed());
    Set<Integer> hit = new HashSet<>();
    for (int i = 0; i < 2_000; i++) {
      hit.add(codec.encode(generator.next(), new SplitMix64(i))[0] & 0xFF);
    }
    for (int bucket : hit) {
      assertTrue(shares.written(bucket), "bucket " + bucket + " is written but not estimated");
    }
    assertEquals(shares.writtenBuckets(), hit.size());
  }
}
