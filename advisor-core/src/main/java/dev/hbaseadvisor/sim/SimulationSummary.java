package dev.hbaseadvisor.sim;

/**
 * The figures a simulation is judged by, and what lint rules cite ("92 % of writes went to one
 * server").
 *
 * @param writes rows written
 * @param initialRegions regions at creation
 * @param finalRegions regions at the end
 * @param splits region splits
 * @param emptyRegions regions at the end holding no row
 * @param peakServerShare the highest, over windows, of the busiest server's share of the window's writes
 * @param medianServerShare the median of the same
 * @param busiestServerShare the busiest server's share of all writes
 * @param serverSkew writes of the busiest server over the mean per server, whole run
 * @param regionGini the mean, over windows, of the Gini coefficient of writes per region
 * @param firstSplitSeconds simulated seconds until the first split, or -1 when none
 * @param spreadSeconds simulated seconds until the first window in which every server took at
 *     least half its fair share of the writes, or -1 when none did
 */
public record SimulationSummary(long writes, int initialRegions, int finalRegions, int splits, int emptyRegions,
    double peakServerShare, double medianServerShare, double busiestServerShare, double serverSkew,
    double regionGini, double firstSplitSeconds, double spreadSeconds) {}
