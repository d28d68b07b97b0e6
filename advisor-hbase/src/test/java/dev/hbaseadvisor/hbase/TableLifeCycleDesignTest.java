package dev.hbaseadvisor.hbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.SimulationResult;
import java.util.Map;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;

/**
 * The design of {@link TableLifeCycleFidelityIT} without a cluster: the HBase settings its
 * sections become, and how little its simulated figures hang on the compaction throughput, which
 * that test does not calibrate.
 */
class TableLifeCycleDesignTest {

  private final TableSchema design = load();

  private static TableSchema load() {
    try {
      return Workloads.load(TableLifeCycleFidelityIT.DESIGN);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void theDesign_becomesTheClustersAndTheTablesSettings() {
    Map<String, String> server = TableLifeCycleFidelityIT.serverSettings(design.cluster());
    assertEquals("1000", server.get("hbase.regionserver.compaction.check.period"));
    assertEquals("1000", server.get("hbase.hfile.compaction.discharger.interval"));
    assertEquals("10000", server.get("hbase.normalizer.period"));
    assertEquals("false", server.get("hbase.normalizer.split.enabled"));
    TableDescriptor table = TableLifeCycleFidelityIT.descriptor(design).build();
    assertEquals(15, table.getColumnFamily(Bytes.toBytes("d")).getTimeToLive());
    assertEquals(8L << 20, table.getMaxFileSize());
    assertEquals(1L << 20, table.getMemStoreFlushSize());
    assertEquals("1", table.getValue("hbase.server.compactchecker.interval.multiplier"));
    assertEquals("10000", table.getValue("hbase.hregion.majorcompaction"));
    assertEquals("0.0", table.getValue("hbase.hregion.majorcompaction.jitter"));
    assertTrue(table.isNormalizationEnabled());
    assertEquals(2, table.getNormalizerTargetRegionSize());
    assertEquals("0", table.getValue("hbase.normalizer.merge.min_region_age.days"));
    assertEquals("3", table.getValue("hbase.normalizer.merge.min.region.count"));
  }

  /**
   * From 5 MiB/s of compaction up to the design's 50 MiB/s, at the write rates the real client
   * reaches (850 to 1,000 a second), the simulated regions, empty regions and merges stay within
   * the IT's tolerances of the design's own figures. (Below 3 MiB/s the compactions of the region
   * being written fall behind, its splits wait, and the table ends with half the regions.)
   */
  @Test
  void theSimulatedLifeCycle_hardlyDependsOnTheCompactionThroughputFromFiveMegabytesUp() {
    for (double rate : new double[] {850, 1000}) {
      SimulationResult stated = simulate(design.cluster(), rate);
      for (long mib : new long[] {5, 10, 20}) {
        Cluster c = design.cluster();
        SimulationResult slower = simulate(new Cluster(c.regionServers(), c.maxFileSize(), c.flushSize(),
            c.splitPolicy(), c.prefixLength(), c.delimiter(), mib << 20, c.dischargeSeconds(),
            c.majorCompactionSeconds(), c.majorCompactionJitter(), c.compactionCheckSeconds(), c.normalizer(),
            c.compactionEnabled()), rate);
        String at = mib + " MiB/s, " + rate + " writes/s";
        int regions = stated.regions().size();
        int empty = TableLifeCycleFidelityIT.empty(stated);
        long merges = TableLifeCycleFidelityIT.simulatedMerges(stated);
        assertTrue(Math.abs(slower.regions().size() - regions)
            <= TableLifeCycleFidelityIT.tolerance(regions, TableLifeCycleFidelityIT.REGION_SPREAD), at);
        assertTrue(Math.abs(TableLifeCycleFidelityIT.empty(slower) - empty)
            <= TableLifeCycleFidelityIT.tolerance(empty, TableLifeCycleFidelityIT.EMPTY_SPREAD), at);
        assertTrue(Math.abs(TableLifeCycleFidelityIT.simulatedMerges(slower) - merges)
            <= TableLifeCycleFidelityIT.tolerance((int) merges, TableLifeCycleFidelityIT.MERGE_SPREAD), at);
      }
    }
  }

  private SimulationResult simulate(Cluster cluster, double rate) {
    return Workloads.simulate(Workloads.with(design, cluster, rate), TableLifeCycleFidelityIT.SEED,
        design.workload().totalRows());
  }
}
