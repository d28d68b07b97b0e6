package dev.hbaseadvisor.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Region placement as HBase's master does it at minimum (hbase-facts §5): a new table's regions
 * are striped round-robin from a random server ({@code BaseLoadBalancer.roundRobinAssignment}),
 * split daughters open on their parent's server ({@code SplitTableRegionProcedure}), and every
 * {@code hbase.balancer.period} (300 s) the balancer evens out the region count per server.
 *
 * <p>The default {@code StochasticLoadBalancer} weighs many costs, but region-count skew
 * dominates them (weight 500, against 35 for table skew and 5 for each load cost, in
 * {@code StochasticLoadBalancer}'s defaults), so the simulator models only that: while the
 * fullest server holds two or more regions more than the emptiest,
 * a randomly chosen region of the fullest (lowest-numbered on ties) moves to the emptiest. The
 * load-based costs (read and write request counts, weight 5 each) are ignored, which is why a hot
 * region is not chased around the cluster.
 */
final class Balancer {

  /** {@code hbase.balancer.period}'s default, in seconds. */
  static final long PERIOD_SECONDS = 300;

  private Balancer() {}

  /** Stripes regions, in key order, over the servers from a random one. */
  static void assignRoundRobin(List<Region> regions, Servers servers, RandomGenerator random) {
    int offset = random.nextInt(servers.count);
    for (int i = 0; i < regions.size(); i++) {
      Region r = regions.get(i);
      r.server = (i + offset) % servers.count;
      servers.regions[r.server]++;
    }
  }

  /** Evens out region counts; calls {@code reopened} for every region moved. */
  static int balance(List<Region> regions, Servers servers, RandomGenerator random,
      java.util.function.Consumer<Region> reopened) {
    int moves = 0;
    while (true) {
      int most = 0;
      int least = 0;
      for (int s = 1; s < servers.count; s++) {
        if (servers.regions[s] > servers.regions[most]) {
          most = s;
        }
        if (servers.regions[s] < servers.regions[least]) {
          least = s;
        }
      }
      if (servers.regions[most] - servers.regions[least] <= 1) {
        return moves;
      }
      List<Region> candidates = new ArrayList<>();
      for (Region r : regions) {
        if (r.server == most) {
          candidates.add(r);
        }
      }
      Region moved = candidates.get(random.nextInt(candidates.size()));
      servers.move(moved, least);
      reopened.accept(moved);
      moves++;
    }
  }
}
