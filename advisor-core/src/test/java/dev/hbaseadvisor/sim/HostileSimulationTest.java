package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Legal schemas whose numbers once made a simulation or a key run without end (issue 30,
 * hostile input round two): the work each does is bounded by the limits, not by the numbers.
 */
class HostileSimulationTest {

  private static final String BODY = "table: t\nfields:\n  a: {type: string}\n  ts: {type: timestamp, order: increasing}\n"
      + "rowkey: [{field: ts}, {field: a}]\nfamilies: [{name: d}]\n";

  @Test
  void readRates_replayAtMostTheBoundOfReads() {
    TableSchema schema = Schemas.parse(BODY + "access: [{name: x, range: ts, rate: 1T/s}, {name: y, equals: [a],"
        + " range: ts, rate: 1T/s}]\n");
    double seconds = ReadReplay.replayedSeconds(schema, 20);
    assertEquals(ReadReplay.MAX_REPLAYED_READS / 2e12, seconds, 1e-15);
    TableSchema calm = Schemas.parse(BODY + "access: [{name: x, range: ts, rate: 50/s}]\n");
    assertEquals(7200, ReadReplay.replayedSeconds(calm, 7200), "a workload below the bound replays every read");
  }

  @Test
  void aRunLongerThanTenYears_isRefused_beforeItsWindowsAreMade() {
    TableSchema schema = Schemas.parse(BODY + "workload: {writes: 0.000000000000000000001/s}\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Simulator(schema, SimulationSettings.of(schema).withWrites(20_000)).run(SimulationListener.NONE));
    assertTrue(e.getMessage().contains("more than the 315360000 s a simulation may cover"), e.getMessage());
  }

  @Test
  void aHundredThousandPresplitRegions_simulateInTheSuitesSmallHeap() {
    // Each region held a 2 KiB empty rank table and a 1.5 KiB empty key sample, and every window
    // made a record per region: 100,000 regions needed more than this suite's 256 MiB heap, and
    // 1,000,000 (the documented bound) more than 512 MiB (issue 30, RC10).
    TableSchema schema = Schemas.parse(BODY + "presplit: {algorithm: hex, regions: 100000}\n");
    SimulationResult result = new Simulator(schema, SimulationSettings.of(schema).withWrites(20_000))
        .run(SimulationListener.NONE);
    assertEquals(100_000, result.summary().initialRegions());
    assertEquals(100_000, result.regions().size());
    assertEquals(20_000, result.regions().stream().mapToLong(RegionState::writes).sum(),
        "the compact region list still holds every region's writes");
    for (Window w : result.windows()) {
      assertTrue(w.busiestRegions().size() <= Simulator.BUSIEST_REGIONS);
      for (int i = 1; i < w.busiestRegions().size(); i++) {
        assertTrue(w.busiestRegions().get(i - 1).writes() >= w.busiestRegions().get(i).writes());
      }
    }
  }

  @Test
  void keysOf32000Bytes_keepSamplesBoundedInBytes() {
    // A sample of 128 keys, and a heat-map column of 1,024, held 4 MiB and 32 MiB of such keys;
    // report on a 32,000-byte key ran out of a 512 MiB heap (issue 30, RC14).
    SplittableRandom random = new SplittableRandom(3);
    KeySample sample = new KeySample(128, 64, random);
    HeatMapBuilder heat = new HeatMapBuilder(1024);
    byte[] key = new byte[32_000];
    for (int i = 0; i < 5_000; i++) {
      random.nextBytes(key);
      sample.offer(key, key.length, 40_000, random);
      heat.offer(key, key.length, 1, random);
    }
    long sampled = 0;
    for (byte[] k : sample.sorted()) {
      sampled += k.length;
    }
    assertTrue(sample.size() >= 2, "a sample keeps at least two keys");
    assertTrue(sampled <= KeySample.MAX_SAMPLE_BYTES, sampled + " bytes in a key sample");
    heat.closeColumn();
    long column = heat.build(16, 1).samples().get(0).keys().stream().mapToLong(k -> k.length).sum();
    assertTrue(column <= HeatMapBuilder.MAX_COLUMN_BYTES + key.length, column + " bytes in a heat-map column");
    StoreFile merged = StoreFile.compacted(java.util.List.of(StoreFile.flushed(sample, 1 << 30),
        StoreFile.flushed(sample, 1 << 30), StoreFile.flushed(sample, 1 << 30)), 128);
    long compacted = 0;
    for (int i = 0; i < merged.size(); i++) {
      compacted += merged.key(i).length;
    }
    assertTrue(compacted <= KeySample.MAX_SAMPLE_BYTES, compacted + " bytes in a compacted file's sample");
  }

  @Test
  void simulationJson_listsAtMostItsBoundOfRegions_andCountsTheOthers() {
    java.util.List<RegionState> regions = new java.util.ArrayList<>();
    for (int i = 0; i <= SimulationJson.MAX_LISTED_REGIONS; i++) {
      regions.add(new RegionState(new byte[] {(byte) (i >> 16), (byte) (i >> 8), (byte) i}, new byte[0], 0, 0, 0,
          i == 7 ? 0 : 1));
    }
    int[] listed = SimulationJson.listedRegions(regions);
    assertEquals(SimulationJson.MAX_LISTED_REGIONS, listed.length);
    assertEquals(0, listed[0]);
    assertEquals(8, listed[7], "the region that took no write is the one left out");
  }

  @Test
  void shortKeys_keepWholeSamples_asBeforeTheByteBound() {
    SplittableRandom random = new SplittableRandom(3);
    KeySample sample = new KeySample(128, 64, random);
    HeatMapBuilder heat = new HeatMapBuilder(1024);
    byte[] key = new byte[512];
    for (int i = 0; i < 5_000; i++) {
      random.nextBytes(key);
      sample.offer(key, key.length, 600, random);
      heat.offer(key, 128, 1, random);
    }
    assertTrue(sample.size() > 64, "keys of 512 bytes fill the sample as before: " + sample.size());
    heat.closeColumn();
    assertEquals(1024, heat.build(16, 1).samples().get(0).keys().size());
  }

  @Test
  void formattedTimestampsFromLongMinValue_compileInBoundedWork() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  ts: {type: timestamp, min: -9223372036854775808, max: 0}\n"
        + "rowkey:\n  - field: ts\n    format: yyyy\nfamilies: [{name: d}]\n");
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    assertTrue(codec.maxLength() <= 11, "a year of up to ten digits and its sign: " + codec.maxLength());
  }
}
