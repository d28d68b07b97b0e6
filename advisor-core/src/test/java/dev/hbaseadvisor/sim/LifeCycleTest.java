package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Normalizer;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The table's life after its writes: cells past the TTL dropped at compactions, major compactions
 * by age, regions left empty behind a time-keyed table, and the normalizer merging them.
 */
class LifeCycleTest {

  /**
   * A time-keyed table of 100-byte cells at 20 rows a second for 10 days (17.28 million rows, about
   * 2.1 GB), regions split at 16 MiB, a TTL of 2 days, major compactions every day without jitter.
   */
  private static TableSchema timeKeyed(String normalizer) {
    return Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
        + "  host: { type: string, cardinality: 100, length: 12 }\n"
        + "rowkey:\n  - field: ts\n  - field: host\nfamilies:\n  - name: d\n    ttl: 2d\n    columns:\n"
        + "      - { qualifier: v, size: 100 }\n"
        + "workload: { writes: 20/s, duration: 10d, seed: 7 }\n"
        + "cluster:\n  regionServers: 4\n  flushSize: 1MiB\n  maxFileSize: 16MiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 1d\n  majorCompactionJitter: 0\n" + normalizer);
  }

  private static SimulationResult run(TableSchema schema) {
    return new Simulator(schema, SimulationSettings.of(schema).withoutReads()).run(SimulationListener.NONE);
  }

  private static long empty(SimulationResult result) {
    return result.regions().stream().filter(r -> r.bytes() == 0).count();
  }

  @Test
  void ttlOnATimeKeyedTable_leavesTheRegionsOfExpiredDaysEmpty() {
    SimulationResult result = run(timeKeyed(""));
    long held = result.regions().stream().mapToLong(RegionState::bytes).sum();
    // The last two days (and at most a day more, until the next major compaction) stay: about 3 of
    // the 10 days' bytes.
    double kept = (double) held / result.bytesWritten();
    assertTrue(kept > 0.2 && kept < 0.32, "kept " + kept);
    assertEquals(result.summary().emptyRegions(), empty(result));
    // 303 regions of about 8 MiB (a time-keyed region stops taking writes at its split, half of
    // maxFileSize) hold the 10 days; the 70 that hold the last 2 to 3 days keep their bytes.
    assertEquals(303, result.regions().size());
    assertEquals(233, empty(result), "regions of the expired days");
    assertEquals(result.summary().finalRegions(), result.regions().size());
    assertTrue(result.notes().stream().anyMatch(n -> n.startsWith("TTL: ")), result.notes().toString());
  }

  @Test
  void theRun_reportsTheStateAfterADayAndAtTheEnd_andWhereTheSteadyStateBegins() {
    SimulationResult result = run(timeKeyed(""));
    List<LifePoint> milestones = result.milestones();
    assertEquals(List.of(86_400.0, 864_000.0), milestones.stream().map(LifePoint::seconds).toList());
    LifePoint day = milestones.get(0);
    assertEquals(30, day.regions());
    assertEquals(0, day.emptyRegions(), "nothing expires in the first day");
    assertEquals(result.bytesWritten() / 10, day.storedBytes(), result.bytesWritten() / 1000);
    LifePoint end = milestones.get(1);
    assertEquals(233, end.emptyRegions());
    assertEquals(303, end.regions());
    // A TTL of 2 days, then at most a day (majorCompaction 1d, no jitter) until the compaction.
    assertEquals(3 * 86_400.0, result.steadySeconds());
    String text = SimulationText.of(result);
    assertTrue(text.contains("  life     after 24h: "), text);
    assertTrue(text.contains("  steady   the TTL's steady state begins after 72h"), text);
    String json = SimulationJson.of(result);
    assertTrue(json.contains("\"steadyState\" : \"72h\""), json.substring(0, 200));
    assertTrue(json.contains("\"time\" : \"240h\",\n    \"regions\" : 303,\n    \"emptyRegions\" : 233,"),
        "the end state in life[]");
  }

  @Test
  void theNormalizer_mergesTheEmptyRegions() {
    TableSchema schema = timeKeyed("  normalizer: { enabled: true, split: false, mergeMinRegionAge: 1d }\n");
    assertEquals(new Normalizer(true, 300, false, true, 3, 86_400, 0, 0), schema.cluster().normalizer());
    SimulationResult without = run(timeKeyed(""));
    SimulationResult with = run(schema);
    // Each empty run joins the region before it; the merged region is new and waits a day
    // (mergeMinRegionAge), so what is left empty is what emptied within the last day or so: about
    // 30 regions' worth of writes a day expire.
    // An emptied region counts as 1 MB (its empty store file), so a run of them merges while the
    // sum stays within the mean; with regions of up to 16 MiB that is still most runs.
    assertEquals(18, empty(with), "regions emptied since the last merges");
    assertEquals(88, with.regions().size());
    assertEquals(303, without.regions().size());
    assertTrue(with.notes().stream().anyMatch(n -> n.startsWith("normalizer: ")), with.notes().toString());
  }

  /**
   * A time-keyed table of regions below a megabyte, a TTL of an hour, major compactions every hour
   * found by a check every minute, the normalizer every 5 minutes with no minimum age.
   */
  private static TableSchema smallRegions(String normalizer) {
    return Schemas.parse("table: t\nfields:\n  ts: { type: timestamp, order: increasing }\n"
        + "  host: { type: string, cardinality: 100, length: 12 }\n"
        + "rowkey:\n  - field: ts\n  - field: host\nfamilies:\n  - name: d\n    ttl: 1h\n    columns:\n"
        + "      - { qualifier: v, size: 100 }\n"
        + "workload: { writes: 50/s, duration: 6h, seed: 7 }\n"
        + "cluster:\n  regionServers: 2\n  flushSize: 128KiB\n  maxFileSize: 512KiB\n  splitPolicy: constant-size\n"
        + "  majorCompaction: 1h\n  majorCompactionJitter: 0\n  compactionCheckInterval: 60s\n"
        + "  normalizer: { enabled: true, split: false, mergeMinRegionAge: 0" + normalizer + " }\n");
  }

  @Test
  void theNormalizer_seesEveryRegionWithAFileAsAMegabyteAtLeast() {
    TableSchema schema = smallRegions("");
    assertEquals(60.0, schema.cluster().compactionCheckSeconds());
    // Every region reports 1 MB, the empty ones too (the empty file their last compaction wrote),
    // so the mean is 1 and no two neighbours fit within it, as HBase's roundSize has it.
    SimulationResult alone = run(schema);
    assertTrue(empty(alone) > 100, "regions emptied by the TTL: " + empty(alone));
    assertEquals(0, merges(alone));
    // A 2 MB target size lets pairs merge.
    TableSchema target = smallRegions(", targetRegionSize: 2MiB");
    assertEquals(2, target.cluster().normalizer().targetRegionSizeMb());
    SimulationResult merged = run(target);
    assertTrue(merges(merged) > 50, "merges: " + merges(merged));
    assertTrue(merged.regions().size() < alone.regions().size());
  }

  private static long merges(SimulationResult result) {
    for (String note : result.notes()) {
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("normalizer: ([\\d,]+) merges").matcher(note);
      if (m.find()) {
        return Long.parseLong(m.group(1).replace(",", ""));
      }
    }
    throw new AssertionError("no normalizer note: " + result.notes());
  }

  @Test
  void minVersions_keepsRowsWrittenOnce() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  ts: { type: timestamp, order: increasing }\n",
        "  - field: ts\n").replace("  - name: d\n", "  - name: d\n    ttl: 1h\n    minVersions: 1\n")
        + "workload: { writes: 100/s, duration: 6h }\n");
    SimulationResult result = run(schema);
    assertEquals(result.bytesWritten(), result.regions().stream().mapToLong(RegionState::bytes).sum());
  }
}
