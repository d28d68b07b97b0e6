package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * {@code lint --simulate}: the three rules that cite a short simulation append its figures on the
 * examples of issue 6, the simulation runs once per schema and only when a citing rule reports,
 * and without it every message stays as it was.
 */
class SimulatedFiguresTest {

  /** The reference guide's {@code Bytes.split} over a hex keyspace (hbase-facts §2). */
  private static final String GUIDE_HEX = "table: t\nfields:\n  id: {type: string, charset: hex, length: 16}\n"
      + "rowkey:\n  - field: id\nfamilies:\n  - name: d\n"
      + "presplit:\n  regions: 10\n  algorithm: bytes\n  start: \"0000000000000000\"\n  end: \"ffffffffffffffff\"\n";

  private static final SimulationEvidence ONE_MILLION = SimulationEvidence.simulating(Simulator.QUICK_WRITES);

  private static Finding only(String rule, TableSchema schema, SimulationEvidence evidence) {
    List<Finding> findings = Linter.builtIn(LintConfig.DEFAULT, evidence).lint(schema).stream()
        .filter(f -> f.rule().equals(rule)).toList();
    assertEquals(1, findings.size(), () -> "findings: " + findings);
    return findings.get(0);
  }

  /** The message with the option is the message without it plus the measured sentence. */
  private static String measured(String rule, TableSchema schema) {
    String plain = only(rule, schema, SimulationEvidence.NONE).message();
    String cited = only(rule, schema, ONE_MILLION).message();
    assertFalse(plain.contains("simulated"), plain);
    assertTrue(cited.startsWith(plain + "; "), cited);
    return cited.substring(plain.length() + 2);
  }

  @Test
  void monotonicLead_citesTheServerThatTookEveryWrite() {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    assertEquals("in a simulated 1,000,000 writes (50s at 20,000/s), one of the 10 region servers took 100.0% of "
        + "them, and at peak 100.0% of the writes in one 1m window", measured("monotonic-rowkey-lead", schema));
    SimulatedLoad load = ONE_MILLION.measure(schema).orElseThrow();
    assertEquals(10, load.servers());
    assertTrue(load.summary().peakServerShare() > 0.9, "peak " + load.summary().peakServerShare());
  }

  @Test
  void guideHexPresplit_measuresTheUnreachableRegionsEmpty() {
    TableSchema schema = Schemas.parse(GUIDE_HEX);
    // R0 and R3-R7 cannot be reached; R9 holds only ffffffffffffffff, which no write drew.
    assertEquals("in a simulated 1,000,000 writes (16m40s at 1,000/s), 7 of the 10 regions received none and R1 "
        + "took 43.7% of them", measured("presplit-unreachable-regions", schema));
    SimulatedLoad load = ONE_MILLION.measure(schema).orElseThrow();
    assertEquals(10, load.summary().initialRegions());
    assertEquals(0, load.summary().splits());
    List<Integer> empty = IntStream.range(0, 10).filter(i -> load.regionWrites().get(i) == 0).boxed().toList();
    assertEquals(List.of(0, 3, 4, 5, 6, 7, 9), empty);
  }

  @Test
  void aRegionThatSplitDuringTheRun_countsItsDaughtersWrites() {
    // every-key.yaml's hex pre-split of 16 regions: every key falls in R0, which splits.
    TableSchema schema = Schemas.loadExample("every-key.yaml");
    SimulatedLoad load = ONE_MILLION.measure(schema).orElseThrow();
    assertTrue(load.summary().splits() > 0, "splits " + load.summary().splits());
    assertEquals(16, load.regionWrites().size());
    assertEquals(1_000_000L, load.regionWrites().get(0));
    assertEquals("in a simulated 1,000,000 writes (50s at 20,000/s), 15 of the 16 regions received none and R0 "
        + "took 100.0% of them", measured("presplit-unreachable-regions", schema));
  }

  @Test
  void presplitMissing_citesTheOneServerAndTheSplitThatNeverCame() {
    assertEquals("in a simulated 1,000,000 writes (6m at 2,777.8/s), one of the 5 region servers took 100.0% of "
        + "them, and at peak 100.0% of the writes in one 1m window; the table did not split",
        measured("presplit-missing", Schemas.loadExample("customer-order-customer-record.yaml")));
  }

  @Test
  void lopsidedSaltPresplit_citesTheHotRegionsMeasuredShare() {
    // 40 zipf hosts in 16 buckets: the pre-split's R9 holds the bucket of the most popular host.
    TableSchema schema = Schemas.parse("""
        table: t
        fields:
          host: {type: string, cardinality: 40, length: 6-12, distribution: zipf}
          ts: {type: timestamp, order: increasing}
        rowkey:
          - salt: {buckets: 16, from: [host]}
          - {field: host, terminator: "\\x00"}
          - field: ts
        families: [{name: d}]
        presplit: {algorithm: salt}
        workload: {writes: 1000/s, duration: 1h, seed: 42}
        """);
    String cited = measured("presplit-lopsided", schema);
    assertTrue(cited.startsWith("in a simulated 1,000,000 writes (16m40s at 1,000/s), R"), cited);
    SimulatedLoad load = ONE_MILLION.measure(schema).orElseThrow();
    assertEquals(load.busiestRegionShare(), Presplits.regions(schema, Presplits.plan(schema).splits(), 42, 20_000)
        .stream().mapToDouble(dev.hbaseadvisor.splits.Region::expectedShare).max().orElseThrow(), 0.02,
        "the simulated hot region takes what the generated keys predict");
  }

  @Test
  void sameSeed_sameFigures() {
    TableSchema schema = Schemas.parse(GUIDE_HEX);
    SimulationEvidence evidence = SimulationEvidence.simulating(100_000);
    assertEquals(evidence.measure(schema), evidence.measure(schema));
  }

  @Test
  void aWorkloadSmallerThanTheRun_isSimulatedWhole() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: {type: timestamp, order: increasing}\n"
        + "rowkey:\n  - field: ts\nfamilies:\n  - name: d\nworkload:\n  rows: 30000\n  duration: 1m\n");
    assertEquals(30_000, ONE_MILLION.measure(schema).orElseThrow().summary().writes());
    assertTrue(only("monotonic-rowkey-lead", schema, ONE_MILLION).message()
        .contains("; in a simulated 30,000 writes (1m at 500/s), "));
  }

  /** Counts the schemas it is asked to measure. */
  private static final class Counting implements SimulationEvidence {
    final AtomicInteger calls = new AtomicInteger();

    @Override
    public Optional<SimulatedLoad> measure(TableSchema schema) {
      calls.incrementAndGet();
      return SimulationEvidence.simulating(50_000).measure(schema);
    }
  }

  @Test
  void twoCitingRules_shareOneSimulation() {
    // A timestamp lead under the guide's hex pre-split: monotonic-rowkey-lead and
    // presplit-unreachable-regions both cite the run.
    TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: {type: timestamp, order: increasing}\n"
        + "rowkey:\n  - field: ts\nfamilies:\n  - name: d\npresplit:\n  algorithm: explicit\n  splits: [a, b]\n");
    Counting evidence = new Counting();
    List<Finding> cited = Linter.builtIn(LintConfig.DEFAULT, evidence).lint(schema).stream()
        .filter(f -> f.message().contains("in a simulated 50,000 writes")).toList();
    assertEquals(List.of("monotonic-rowkey-lead", "presplit-unreachable-regions"),
        cited.stream().map(Finding::rule).sorted().toList());
    assertEquals(1, evidence.calls.get());
  }

  @Test
  void noCitingFinding_noSimulation() {
    Counting evidence = new Counting();
    Linter.builtIn(LintConfig.DEFAULT, evidence).lint(Schemas.loadExample("log-data-host-lead.yaml"));
    assertEquals(0, evidence.calls.get());
  }

  @Test
  void aWorkloadThatWritesNothing_citesNothing() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: {type: timestamp, order: increasing}\n"
        + "rowkey:\n  - field: ts\nfamilies:\n  - name: d\nworkload:\n  writes: 0/s\n");
    assertEquals(Optional.empty(), ONE_MILLION.measure(schema));
    assertEquals(only("monotonic-rowkey-lead", schema, SimulationEvidence.NONE).message(),
        only("monotonic-rowkey-lead", schema, ONE_MILLION).message());
  }
}
