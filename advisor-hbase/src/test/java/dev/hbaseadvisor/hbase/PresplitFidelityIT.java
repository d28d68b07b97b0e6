package dev.hbaseadvisor.hbase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.PresplitRegions;
import dev.hbaseadvisor.sim.RegionState;
import dev.hbaseadvisor.sim.SimulationResult;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pre-split tables in real HBase and in the simulator: the split keys of the splits module make
 * the same regions, and the same generated writes land in them in the same numbers, region by
 * region (docs/fidelity.md, "Pre-split write distribution").
 */
class PresplitFidelityIT extends MiniClusterTest {

  /** Writes per design: enough for every region of the examples to take some thousands. */
  static final int WRITES = 20_000;
  static final long SEED = 1;


  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"opentsdb-salted.yaml", "game-focus-md5.yaml", "log-data-hashed-host-event.yaml",
      "log-data-host-lead.yaml", "guide-lumpy-bytes.yaml"})
  void presplitTable_takesTheSimulatorsWritesRegionByRegion(String design) throws Exception {
    TableSchema schema = Workloads.load(design);
    List<byte[]> splits = new PresplitRegions().splitKeys(schema, SEED).keys();
    TableName name = TableName.valueOf(schema.table() + "_" + Math.abs(design.hashCode()));
    byte[] family = Bytes.toBytes(schema.families().get(0).name());
    hbase.create(TableDescriptorBuilder.newBuilder(name)
        .setColumnFamily(ColumnFamilyDescriptorBuilder.of(family)).build(), splits);
    List<byte[]> keys = Workloads.keys(schema, SEED, WRITES);
    hbase.write(name, keys, family, Bytes.toBytes("q"), 1, 1 << 20, 0);

    List<RegionInfo> regions = hbase.regions(name);
    long[] real = hbase.writeRequests(name);
    SimulationResult sim = Workloads.simulate(schema, SEED, WRITES);
    List<RegionState> simulated = sim.regions();
    assertEquals(splits.size() + 1, regions.size(), "HBase made the regions asked for");
    assertEquals(regions.size(), simulated.size(), "the simulator made as many");
    long[] expected = new long[simulated.size()];
    for (int i = 0; i < regions.size(); i++) {
      assertArrayEquals(regions.get(i).getStartKey(), simulated.get(i).start(), "region " + i + "'s start key");
      expected[i] = simulated.get(i).writes();
    }
    assertArrayEquals(expected, real, "writes per region: simulator vs HBase");
    Report.line("presplit", design, "regions " + regions.size() + ", writes per region identical: "
        + java.util.Arrays.toString(real));
  }
}
