package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whatever the design, policy and seed: the regions tile the key space with no gap or overlap,
 * their bytes and rows add up to what was written, every split row lies strictly inside its
 * parent and the split rows of one lineage increase, and the same seed gives the same result,
 * byte for byte.
 */
class SimulatorPropertyTest {

  private static final long KIB = 1L << 10;

  static Stream<Arguments> runs() {
    List<Arguments> runs = new ArrayList<>();
    String[] examples = {"log-data-timestamp-lead.yaml", "log-data-hashed-host-event.yaml",
        "webtable-reversed-domain.yaml", "opentsdb-salted.yaml", "articles-two-families.yaml",
        "consumption-month-user.yaml", "game-focus-tall.yaml"};
    Cluster.SplitPolicy[] policies = Cluster.SplitPolicy.values();
    for (int i = 0; i < examples.length; i++) {
      for (long seed : new long[] {1, 99}) {
        runs.add(Arguments.of(examples[i], policies[(i + (int) seed) % policies.length], seed));
      }
    }
    return runs.stream();
  }

  private static TableSchema design(String example, Cluster.SplitPolicy policy) {
    TableSchema schema = Schemas.loadExample(example);
    Cluster c = schema.cluster();
    int prefix = c.prefixLength() > 0 ? c.prefixLength() : 3;
    String delimiter = c.delimiter() != null ? c.delimiter() : ".";
    return Designs.withCluster(schema, new Cluster(c.regionServers(), 512 * KIB, 64 * KIB, policy, prefix, delimiter,
        Cluster.DEFAULT_COMPACTION_THROUGHPUT, Designs.SCALED_DISCHARGE_SECONDS));
  }

  private static long writes(TableSchema schema) {
    return 12_000;
  }

  private static SimulationResult run(TableSchema schema, long seed) {
    return new Simulator(schema, SimulationSettings.of(schema).withWrites(writes(schema)).withSeed(seed)).run(SimulationListener.NONE);
  }

  @ParameterizedTest
  @MethodSource("runs")
  void regions_tileTheKeySpace_holdEveryByteWritten_andRepeatWithTheSeed(String example, Cluster.SplitPolicy policy,
      long seed) {
    TableSchema schema = design(example, policy);
    SimulationResult result = run(schema, seed);
    assertEquals(SimulationJson.of(result), SimulationJson.of(run(schema, seed)), "same seed, same bytes");
    long writes = writes(schema);
    List<RegionState> regions = result.regions();
    assertEquals(0, regions.get(0).start().length, "the first region starts at the empty key");
    assertEquals(0, regions.get(regions.size() - 1).end().length, "the last region ends at the empty key");
    for (int i = 0; i + 1 < regions.size(); i++) {
      assertArrayEquals(regions.get(i).end(), regions.get(i + 1).start(), "no gap, no overlap");
      assertTrue(Arrays.compareUnsigned(regions.get(i).start(), regions.get(i).end()) < 0, "start below end");
    }
    assertEquals(result.bytesWritten(), regions.stream().mapToLong(RegionState::bytes).sum());
    assertEquals(writes, regions.stream().mapToLong(RegionState::rows).sum());
    assertEquals(writes, result.windows().stream().mapToLong(Window::writes).sum(), "every write in one window");
    assertEquals(result.summary().initialRegions() + result.summary().splits(), regions.size());
    assertEquals(policy != Cluster.SplitPolicy.DISABLED, result.summary().splits() > 0, "splits unless disabled");
    for (SplitEvent e : result.splitEvents()) {
      assertTrue(Arrays.compareUnsigned(e.parentStart(), e.key()) < 0);
      assertTrue(e.parentEnd().length == 0 || Arrays.compareUnsigned(e.key(), e.parentEnd()) < 0);
    }
  }

  @Test
  void anotherSeed_givesAnotherRun() {
    TableSchema schema = design("log-data-hashed-host-event.yaml", Cluster.SplitPolicy.STEPPING);
    assertNotEquals(SimulationJson.of(run(schema, 1)), SimulationJson.of(run(schema, 2)));
  }

  @Test
  void longerRun_beginsAsTheShorterOne() {
    TableSchema schema = design("log-data-timestamp-lead.yaml", Cluster.SplitPolicy.CONSTANT_SIZE);
    SimulationSettings settings = SimulationSettings.of(schema);
    List<SplitEvent> shorter = new Simulator(schema, settings.withWrites(60_000)).run(SimulationListener.NONE)
        .splitEvents();
    List<SplitEvent> longer = new Simulator(schema, settings.withWrites(120_000)).run(SimulationListener.NONE)
        .splitEvents();
    // The shorter run's final flush and settling split after its last write; the longer run goes on writing.
    double end = 60_000 / schema.workload().effectiveWritesPerSecond();
    shorter = shorter.stream().filter(e -> e.seconds() < end).toList();
    assertTrue(shorter.size() >= 3 && longer.size() > shorter.size(), shorter.size() + " / " + longer.size());
    for (int i = 0; i < shorter.size(); i++) {
      assertEquals(shorter.get(i).seconds(), longer.get(i).seconds());
      assertArrayEquals(shorter.get(i).key(), longer.get(i).key());
    }
  }
}
