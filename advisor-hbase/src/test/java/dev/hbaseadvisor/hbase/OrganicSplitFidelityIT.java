package dev.hbaseadvisor.hbase;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.RegionState;
import dev.hbaseadvisor.sim.SimulationResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Organic splits in real HBase and in the simulator: a table created with one region takes the
 * same generated writes under each split policy, for a timestamp-led (monotonic) and a hashed key,
 * at 2,000 writes a second, and under constant-size also at 1,000 a second. Both rates are
 * throttled: unthrottled, the rate and with it the real split count follow how busy the shared
 * machine is (from 8 to 14 regions for the same writes in the exploration); the simulator replays
 * them with the same scaled settings, the write rate the cluster achieved, and the compaction
 * throughput measured on this cluster before the runs (its split duration is measured and
 * reported too: writes wait while a split runs, so the simulator's splits take no writes' time).
 * Real runs of the same settings differ from one another (splits race the writes), so the
 * comparisons have tolerances, set from the spread of repeated real runs (docs/fidelity.md,
 * "Organic splits"):
 * <ul>
 *   <li>regions after the final flush and settling: within {@link #regionTolerance} of the real
 *       count;
 *   <li>the busiest region's share of the last tenth of the writes, over the regions as that tenth
 *       began: within 0.1. Over the regions at its end instead, a real split of a monotonic
 *       table's tail during the tenth, a race with the writes, put anything from half to all of it
 *       in the busiest region (0.843 in one run); the splits' timing is judged by the counts and
 *       boundaries below;
 *   <li>boundaries after settling, as quantiles of the written keys: every real boundary within
 *       0.1 of a simulated one and back, or within the largest distance between two real runs of
 *       the case where that is larger. Where the counts differ, the larger table's extra boundaries
 *       (as many as the difference, the farthest) are left out: they have no counterpart, and the
 *       count check has already judged them ({@link Workloads#distance}).
 * </ul>
 * On by default in {@code mvn -B verify}; {@code -Dfidelity.organic=false} skips this class for a
 * quick local run, {@code -DskipITs} every integration test.
 */
@DisabledIfSystemProperty(named = "fidelity.organic", matches = "false",
    disabledReason = "organic-split comparisons skipped with -Dfidelity.organic=false")
class OrganicSplitFidelityIT extends MiniClusterTest {

  /** Scaled settings: half of the exploration's 2 MiB regions, 256 KiB flushes, 64 KiB blocks (the schemas' blockSize). */
  static final long MAX_FILE_SIZE = 1L << 20;
  static final long FLUSH_SIZE = 128L << 10;
  static final int BLOCK_SIZE = 32 << 10;
  /** The client's write buffer, well below the flush size, or every flush is one client batch. */
  static final long CLIENT_BUFFER = 16L << 10;
  static final int WRITES = 40_000;
  static final int VALUE_BYTES = 100;
  static final long SEED = 1;
  static final double SHARE_TOLERANCE = 0.1;
  /** Below this many regions, shares and boundaries are compared only between equal region counts. */
  static final int SMALL_TABLE_REGIONS = 5;
  static final double QUANTILE_TOLERANCE = 0.1;

  private static MiniHBase.Speeds speeds;

  @BeforeAll
  static void measure() throws Exception {
    speeds = hbase.measure();
    Report.line("organic", "mini cluster", String.format(Locale.ROOT, "compacts %.1f MB/s, splits in %.2f s",
        speeds.compactionBytesPerSecond() / 1e6, speeds.splitSeconds()));
  }

  /**
   * How far the simulated count may lie from the real one: two regions or a fifth of the real
   * count, or more where identical real runs of the case spread wider ({@code realSpread}: their
   * largest count less their smallest, docs/fidelity.md). The simulator inside the real runs'
   * range can be that far from any one of them.
   */
  static int regionTolerance(int real, int realSpread) {
    return Math.max(realSpread, Math.max(2, (int) Math.round(real * 0.2)));
  }

  /**
   * The cases, each with the spread of its real runs: the settled region counts (largest less
   * smallest) and the largest boundary distance between two of them, from five or six runs of each
   * case on 2026-11-23 and eleven whole CI runs on 2026-11-26, all on the shared 2-core machine
   * (docs/fidelity.md, "Spread of identical real runs").
   */
  @ParameterizedTest(name = "{0}, {1}, {2}/s")
  @CsvSource({
      "ts-lead.yaml, CONSTANT_SIZE, 2000, 5, 0.11",
      "ts-lead.yaml, STEPPING, 2000, 2, 0.07",
      "ts-lead.yaml, INCREASING_TO_UPPER_BOUND, 2000, 0, 0.01",
      "hashed.yaml, CONSTANT_SIZE, 2000, 0, 0.03",
      "hashed.yaml, STEPPING, 2000, 3, 0.09",
      "hashed.yaml, INCREASING_TO_UPPER_BOUND, 2000, 1, 0.02",
      "ts-lead.yaml, CONSTANT_SIZE, 1000, 3, 0.04",
      "hashed.yaml, CONSTANT_SIZE, 1000, 0, 0.04"})
  void organicSplits_matchTheSimulator(String design, Cluster.SplitPolicy policy, int rate, int realCountSpread,
      double realBoundarySpread) throws Exception {
    TableSchema schema = Workloads.load(design);
    // Increasing-to-upper-bound splits at 2 x flush x n^3 below its cap: 256 KiB, 2 MiB, 6.75 MiB. At a
    // 4 MiB cap the hashed table's largest region ended inside the cap's jitter band, and real runs
    // split it or not (3 or 4 regions). At 8 MiB, 4 of 5 quiet runs ended with 3, but 6 of 11 whole
    // CI builds with 4 (docs/fidelity.md): their first region split again, at 0.18 of the keys. On a
    // table this small only the count is compared when the counts differ.
    long maxFileSize = policy == Cluster.SplitPolicy.INCREASING_TO_UPPER_BOUND ? 8 * MAX_FILE_SIZE : MAX_FILE_SIZE;
    Cluster cluster = new Cluster(1, maxFileSize, FLUSH_SIZE, policy, 0, null, speeds.compactionBytesPerSecond(),
        MiniHBase.DISCHARGE_SECONDS);
    TableName name = TableName.valueOf(String.format(Locale.ROOT, "%s_%s_%d", schema.table(), policy, rate));
    byte[] family = Bytes.toBytes("d");
    String policyClass = "org.apache.hadoop.hbase.regionserver."
        + dev.hbaseadvisor.sim.SplitPolicies.of(cluster).hbaseClass();
    hbase.create(TableDescriptorBuilder.newBuilder(name)
        .setColumnFamily(ColumnFamilyDescriptorBuilder.newBuilder(family).setBlocksize(BLOCK_SIZE).build())
        .setMaxFileSize(maxFileSize).setMemStoreFlushSize(FLUSH_SIZE).setRegionSplitPolicyClassName(policyClass)
        .build(), List.of());
    List<byte[]> keys = Workloads.keys(Workloads.with(schema, cluster, rate > 0 ? rate : 1000), SEED, WRITES);
    // The regions as the last tenth of the writes begins, which those writes are mapped to.
    int lastTenth = Workloads.lastTenthStart(keys.size());
    byte[] qualifier = Bytes.toBytes("m");
    double before = hbase.write(name, keys.subList(0, lastTenth), family, qualifier, VALUE_BYTES, CLIENT_BUFFER, rate);
    List<RegionInfo> atLastTenth = hbase.regions(name);
    double after = hbase.write(name, keys.subList(lastTenth, keys.size()), family, qualifier, VALUE_BYTES,
        CLIENT_BUFFER, rate);
    double achieved = keys.size() / (lastTenth / before + (keys.size() - lastTenth) / after);
    List<RegionInfo> endOfWrites = hbase.regions(name);
    int atEnd = endOfWrites.size();
    List<RegionInfo> settled = hbase.flushAndSettle(name, 5, 60);
    List<byte[]> realBoundaries = startKeys(settled);

    TableSchema replay = Workloads.with(schema, cluster, achieved);
    SimulationResult sim = Workloads.simulate(replay, SEED, WRITES);
    List<byte[]> simKeys = Workloads.keys(replay, SEED, WRITES);
    List<byte[]> simBoundaries = new ArrayList<>();
    List<RegionState> regions = sim.regions();
    for (int i = 1; i < regions.size(); i++) {
      simBoundaries.add(regions.get(i).start());
    }
    int real = settled.size();
    int simulated = regions.size();
    double realShare = Workloads.lastTenthBusiest(keys, startKeys(atLastTenth));
    double simShare =
        Workloads.lastTenthBusiest(simKeys, Workloads.boundariesBefore(sim, lastTenth / sim.writesPerSecond()));
    double[] realQ = Workloads.quantiles(realBoundaries, Workloads.sorted(keys));
    double[] simQ = Workloads.quantiles(simBoundaries, Workloads.sorted(simKeys));
    double distance = Workloads.distance(realQ, simQ);
    int countTolerance = regionTolerance(real, realCountSpread);
    double quantileTolerance = Math.max(QUANTILE_TOLERANCE, realBoundarySpread);
    Report.line("organic", String.format(Locale.ROOT, "%s %s %s", design, policy, rate == 0 ? "unthrottled" : rate + "/s"),
        String.format(Locale.ROOT, "%.0f writes/s; regions real %d at the end of the writes, %d settled; simulator %d"
            + " (tolerance +-%d); last-10%% busiest (regions as it began) real %.3f sim %.3f;"
            + " boundary distance %.3f (tolerance %.2f); real q %s; sim q %s",
            achieved, atEnd, real, simulated, countTolerance, realShare, simShare, distance, quantileTolerance, text(realQ),
            text(simQ)));
    assertTrue(Math.abs(simulated - real) <= countTolerance,
        "regions: real " + real + " (" + atEnd + " at the end of the writes), simulator " + simulated);
    // On a table of a few regions, one region more or fewer (identical real runs of the hashed
    // increasing-to-upper-bound case end with 3 or 4) moves the busiest share by about 1/(n(n+1))
    // and shifts every boundary: there the count is compared, and the shares and boundaries only
    // when both runs have the same number of regions.
    if (real != simulated && Math.min(real, simulated) < SMALL_TABLE_REGIONS) {
      Report.line("organic", design + " " + policy, "shares and boundaries not compared: " + real + " real regions, "
          + simulated + " simulated");
      return;
    }
    assertTrue(Math.abs(simShare - realShare) <= SHARE_TOLERANCE,
        String.format(Locale.ROOT, "last-10%% busiest region: real %.3f, simulator %.3f", realShare, simShare));
    assertTrue(distance <= quantileTolerance, String.format(Locale.ROOT,
        "boundaries as key quantiles: real %s, simulator %s", text(realQ), text(simQ)));
  }

  /** The split keys of regions in key order: every start key but the first. */
  private static List<byte[]> startKeys(List<RegionInfo> regions) {
    List<byte[]> keys = new ArrayList<>();
    for (int i = 1; i < regions.size(); i++) {
      keys.add(regions.get(i).getStartKey());
    }
    return keys;
  }

  private static String text(double[] q) {
    StringBuilder b = new StringBuilder();
    for (double x : q) {
      b.append(b.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.3f", x));
    }
    return b.toString();
  }
}
