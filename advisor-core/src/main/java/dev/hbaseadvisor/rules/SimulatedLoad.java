package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.sim.Durations;
import dev.hbaseadvisor.sim.RegionState;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSummary;
import dev.hbaseadvisor.splits.Presplits;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The figures of a short simulation that rules cite ("in a simulated 1,000,000 writes, one of
 * the 10 region servers took 100.0% of them"), with the sentences they share.
 *
 * @param writesPerSecond the workload's write rate
 * @param seconds simulated time
 * @param windowSeconds the length of a measurement window
 * @param servers region servers
 * @param regionWrites writes per region the table was created with, in key order (a region that
 *     split counts its own and its daughters')
 * @param summary the simulator's headline figures
 */
public record SimulatedLoad(double writesPerSecond, double seconds, long windowSeconds, int servers,
    List<Long> regionWrites, SimulationSummary summary) {

  public SimulatedLoad {
    regionWrites = List.copyOf(regionWrites);
  }

  /** The figures of a run of a table created with {@code splits} (strictly increasing split keys). */
  public static SimulatedLoad of(SimulationResult result, List<byte[]> splits) {
    long[] writes = new long[splits.size() + 1];
    for (RegionState region : result.regions()) {
      // Splits only cut regions, so a region at the end lies inside the one it started in. Its
      // rows, not its own writes, count: daughters share their parent's rows, and every
      // simulated write is a new row, so the rows of a created region's daughters add up to the
      // writes it received.
      writes[Presplits.regionOf(splits, region.start())] += region.rows();
    }
    return new SimulatedLoad(result.writesPerSecond(), result.seconds(), result.settings().windowSeconds(),
        result.servers(), Arrays.stream(writes).boxed().toList(), result.summary());
  }

  /** How many of the regions the table was created with received no write. */
  public int regionsWithoutWrites() {
    return (int) regionWrites.stream().filter(w -> w == 0).count();
  }

  /** The index of the region (as created) that received the most writes; the first of equals. */
  public int busiestRegion() {
    int busiest = 0;
    for (int i = 1; i < regionWrites.size(); i++) {
      if (regionWrites.get(i) > regionWrites.get(busiest)) {
        busiest = i;
      }
    }
    return busiest;
  }

  /** The share of all writes taken by {@link #busiestRegion()}. */
  public double busiestRegionShare() {
    return summary.writes() == 0 ? 0 : (double) regionWrites.get(busiestRegion()) / summary.writes();
  }

  /** {@code in a simulated 1,000,000 writes (50s at 20,000/s)}. */
  public String run() {
    return "in a simulated " + Quantities.formatCount(summary.writes()) + " writes (" + Durations.format(seconds)
        + " at " + Quantities.formatRate(writesPerSecond) + ")";
  }

  /**
   * How the writes fell on the servers: {@code one of the 10 region servers took 92.0% of them,
   * and at peak 100.0% of the writes in one 1m window}.
   */
  public String serverShares() {
    if (servers == 1) {
      return "the only region server took all of them";
    }
    return "one of the " + servers + " region servers took " + percent(summary.busiestServerShare())
        + " of them, and at peak " + percent(summary.peakServerShare()) + " of the writes in one "
        + Durations.format(windowSeconds) + " window";
  }

  /** {@code the table did not split} or {@code the first of 2 splits came after 38.8s}. */
  public String splits() {
    if (summary.splits() == 0) {
      return "the table did not split";
    }
    return (summary.splits() == 1 ? "its one split" : "the first of its " + summary.splits() + " splits")
        + " came after " + Durations.format(summary.firstSplitSeconds());
  }

  /** A share as a percentage with one decimal: {@code 92.3%}. */
  public static String percent(double share) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * share);
  }
}
