package dev.hbaseadvisor.hbase;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Normalizer;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.SimulationResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.regionserver.HRegion;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The table's life cycle in real HBase and in the simulator (issue 29): a timestamp-led
 * (monotonic) table with a TTL of seconds takes a minute of throttled writes while it splits, its
 * regions stop taking writes one after the other, major compactions by age (every 10 s, found by a
 * compaction check every second) drop their expired cells, and the normalizer (every 10 s, no
 * minimum age, a 2 MB target size, no split plans) merges them. At the end of the writes the table's regions, the
 * empty ones among them (holding no cell) and the merges done are compared with the simulator's for
 * the same design, replayed at the rate the client achieved. The simulator runs the design's
 * compaction throughput (HBase's 50 MiB/s throttle bound, as the design states none), not one
 * measured on the cluster: {@link MiniHBase#measure} gave 0.7 to 10 MB/s on the loaded shared
 * machine from one run to the next while the real table split alike, and the simulated figures
 * hardly move from 5 MB/s up (docs/fidelity.md).
 *
 * <p>Every setting comes from {@code fidelity/ts-lead-ttl.yaml}: the region server's and master's
 * settings from its {@code cluster} section ({@link #serverSettings}), the table's from its family
 * and cluster sections ({@link #descriptor}). Real runs of the same settings differ (splits,
 * compactions and the normalizer's chore race the writes), so the comparisons have tolerances, set
 * as {@link OrganicSplitFidelityIT}'s counts have: each figure within two, a fifth of the real
 * figure, or the spread of identical real runs (their largest figure less their smallest), whichever
 * is largest ({@link #tolerance}; docs/fidelity.md, "Table life cycle"); and at least one merge on
 * both sides.
 */
class TableLifeCycleFidelityIT {

  static final String DESIGN = "ts-lead-ttl.yaml";
  static final long SEED = 1;
  /** The client's write buffer, well below the flush size (as in {@link OrganicSplitFidelityIT}). */
  static final long CLIENT_BUFFER = 64L << 10;
  /** How often the real table's state is recorded while the writes go on. */
  static final int SAMPLE_SECONDS = 5;
  /**
   * The spreads of the real figures over four runs of this design on 2026-11-27 (docs/fidelity.md):
   * regions 8 to 13, empty regions 6 to 9, merges 3 to 6.
   */
  static final int REGION_SPREAD = 5;
  static final int EMPTY_SPREAD = 3;
  static final int MERGE_SPREAD = 3;

  private static final Pattern MERGES = Pattern.compile("normalizer: ([\\d,]+) merges of ([\\d,]+) regions");

  private static MiniHBase hbase;
  private static TableSchema design;

  @BeforeAll
  static void startCluster() throws Exception {
    design = Workloads.load(DESIGN);
    hbase = MiniHBase.start(serverSettings(design.cluster()));
    hbase.admin().normalizerSwitch(true);
  }

  @AfterAll
  static void stopCluster() throws Exception {
    if (hbase != null) {
      hbase.close();
      hbase = null;
    }
  }

  /**
   * The region server's and the master's settings a design's cluster section states, as
   * {@code hbase-site.xml} keys: the period of the compaction check's chore, the discharger, and
   * the normalizer's chore and switches. What HBase also takes per table is set on the table
   * ({@link #descriptor}), so that the calibration table and {@code hbase:meta} keep the defaults.
   */
  static Map<String, String> serverSettings(Cluster c) {
    Normalizer n = c.normalizer();
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("hbase.regionserver.compaction.check.period", millis(c.compactionCheckSeconds()));
    settings.put("hbase.hfile.compaction.discharger.interval", millis(c.dischargeSeconds()));
    settings.put("hbase.normalizer.period", millis(n.periodSeconds()));
    settings.put("hbase.normalizer.split.enabled", Boolean.toString(n.split()));
    settings.put("hbase.normalizer.merge.enabled", Boolean.toString(n.merge()));
    return settings;
  }

  private static String millis(double seconds) {
    return Long.toString(Math.round(seconds * 1000));
  }

  /**
   * The table as the design states it: its family's TTL and block size, its sizes and policy, and
   * the settings HBase takes from a table's {@code CONFIGURATION} or values: the compaction check's
   * multiplier (1, so that the check runs at the chore's period), periodic major compactions
   * ({@code CompactionConfiguration} reads the store's configuration), and the normalizer's
   * enablement, target size and merge bounds ({@code SimpleRegionNormalizer}'s per-table values).
   */
  static TableDescriptorBuilder descriptor(TableSchema schema) {
    Family family = schema.families().get(0);
    Cluster c = schema.cluster();
    Normalizer n = c.normalizer();
    if (n.mergeMinRegionAgeSeconds() % 86_400 != 0) {
      throw new IllegalArgumentException("HBase takes the normalizer's minimum region age in whole days"
          + " (hbase.normalizer.merge.min_region_age.days), not " + n.mergeMinRegionAgeSeconds() + " s");
    }
    TableDescriptorBuilder table = TableDescriptorBuilder.newBuilder(TableName.valueOf(schema.table()))
        .setColumnFamily(ColumnFamilyDescriptorBuilder.newBuilder(Bytes.toBytes(family.name()))
            .setBlocksize((int) family.blockSize()).setTimeToLive((int) family.ttlSeconds()).build())
        .setMaxFileSize(c.maxFileSize()).setMemStoreFlushSize(c.flushSize())
        .setRegionSplitPolicyClassName("org.apache.hadoop.hbase.regionserver."
            + dev.hbaseadvisor.sim.SplitPolicies.of(c).hbaseClass())
        .setValue("hbase.server.compactchecker.interval.multiplier", "1")
        .setValue("hbase.hregion.majorcompaction", millis(c.majorCompactionSeconds()))
        .setValue("hbase.hregion.majorcompaction.jitter", Double.toString(c.majorCompactionJitter()))
        .setNormalizationEnabled(n.enabled())
        .setValue("hbase.normalizer.merge.min.region.count", Integer.toString(n.minRegionCount()))
        .setValue("hbase.normalizer.merge.min_region_age.days", Long.toString(n.mergeMinRegionAgeSeconds() / 86_400))
        .setValue("hbase.normalizer.merge.min_region_size.mb", Long.toString(n.mergeMinRegionSizeMb()));
    if (n.targetRegionSizeMb() > 0) {
      table.setNormalizerTargetRegionSize(n.targetRegionSizeMb());
    }
    return table;
  }

  @Test
  void ttlMajorCompactionsAndTheNormalizer_emptyAndMergeRegionsAsInTheSimulator() throws Exception {
    TableName name = TableName.valueOf(design.table());
    hbase.create(descriptor(design).build(), List.of());
    Family family = design.families().get(0);
    byte[] familyName = Bytes.toBytes(family.name());
    byte[] qualifier = Bytes.toBytes(family.columns().get(0).qualifier());
    int valueBytes = (int) family.columns().get(0).maxSize();
    double rate = design.workload().writesPerSecond();
    int writes = (int) design.workload().totalRows();
    List<byte[]> keys = Workloads.keys(design, SEED, writes);

    int step = (int) Math.round(rate * SAMPLE_SECONDS);
    StringBuilder timeline = new StringBuilder();
    long start = System.nanoTime();
    for (int from = 0; from < writes; from += step) {
      int to = Math.min(writes, from + step);
      hbase.write(name, keys.subList(from, to), familyName, qualifier, valueBytes, CLIENT_BUFFER, rate);
      timeline.append(String.format(Locale.ROOT, "%s%.0fs %s", timeline.length() == 0 ? "" : "; ",
          (System.nanoTime() - start) / 1e9, state(name)));
    }
    double achieved = writes / ((System.nanoTime() - start) / 1e9);
    List<HRegion> regions = hbase.onlineRegions(name);
    int real = regions.size();
    int realEmpty = (int) regions.stream().filter(r -> MiniHBase.cells(r) == 0).count();
    long realMerges = hbase.merges(name);

    SimulationResult sim = Workloads.simulate(Workloads.with(design, design.cluster(), achieved), SEED, writes);
    int simulated = sim.regions().size();
    int simEmpty = empty(sim);
    long simMerges = simulatedMerges(sim);

    Report.line("life cycle", DESIGN, "real regions at the end (cells/store-file bytes/files): " + regionsText(regions));
    int regionTolerance = tolerance(real, REGION_SPREAD);
    int emptyTolerance = tolerance(realEmpty, EMPTY_SPREAD);
    int mergeTolerance = tolerance((int) realMerges, MERGE_SPREAD);
    Report.line("life cycle", DESIGN, String.format(Locale.ROOT, "%.0f writes/s; regions real %d,"
        + " simulator %d (tolerance +-%d); empty real %d, simulator %d (+-%d); merges real %d (%d plans), simulator %d"
        + " (+-%d); real while writing: %s", achieved, real, simulated, regionTolerance, realEmpty, simEmpty,
        emptyTolerance, realMerges, hbase.mergePlans(), simMerges, mergeTolerance, timeline));
    assertTrue(Math.abs(simulated - real) <= regionTolerance, "regions: real " + real + ", simulator " + simulated);
    assertTrue(Math.abs(simEmpty - realEmpty) <= emptyTolerance,
        "empty regions: real " + realEmpty + ", simulator " + simEmpty);
    assertTrue(realMerges > 0 && simMerges > 0 && Math.abs(simMerges - realMerges) <= mergeTolerance,
        "merges: real " + realMerges + ", simulator " + simMerges);
  }

  private static String regionsText(List<HRegion> regions) {
    StringBuilder b = new StringBuilder();
    for (HRegion r : regions) {
      long bytes = r.getStores().stream().mapToLong(org.apache.hadoop.hbase.regionserver.HStore::getStorefilesSize).sum();
      int files = r.getStores().stream().mapToInt(org.apache.hadoop.hbase.regionserver.HStore::getStorefilesCount).sum();
      b.append(b.length() == 0 ? "" : " ").append(MiniHBase.cells(r)).append('/').append(bytes).append('/').append(files);
    }
    return b.toString();
  }

  /**
   * How far a simulated figure may lie from the real one: two, a fifth of the real figure, or the
   * spread of identical real runs, whichever is largest (as {@link OrganicSplitFidelityIT#regionTolerance}).
   */
  static int tolerance(int real, int realSpread) {
    return OrganicSplitFidelityIT.regionTolerance(real, realSpread);
  }

  /** The real table now: regions, the empty ones, merges done. */
  private static String state(TableName name) {
    List<HRegion> regions = hbase.onlineRegions(name);
    long empty = regions.stream().filter(r -> MiniHBase.cells(r) == 0).count();
    return regions.size() + " regions, " + empty + " empty, " + hbase.merges(name) + " merges";
  }

  /** The simulated regions holding no byte at the end. */
  static int empty(SimulationResult sim) {
    return (int) sim.regions().stream().filter(r -> r.bytes() == 0).count();
  }

  /** The merges the simulator's normalizer made, from its note ({@code normalizer: N merges of M regions}). */
  static long simulatedMerges(SimulationResult sim) {
    for (String note : sim.notes()) {
      Matcher m = MERGES.matcher(note);
      if (m.find()) {
        return Long.parseLong(m.group(1).replace(",", ""));
      }
    }
    throw new AssertionError("the simulator ran no normalizer: " + sim.notes());
  }
}
