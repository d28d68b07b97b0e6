package dev.hbaseadvisor.plan;

import java.util.List;

/**
 * What a short replay of a design through the region simulator measured ({@code simulate}'s
 * figures, {@code docs/simulator.md}): how evenly the writes fell on the servers, and what each
 * access pattern read.
 *
 * @param peakServerShare the highest, over windows, of the busiest server's share of the window's writes
 * @param serverSkew writes of the busiest server over the mean per server, whole run
 * @param servers region servers
 * @param writesPerWindow writes in one measurement window, for the sampling noise of the shares
 * @param rowsRead rows read per execution of each access pattern, in {@code access:} order
 */
public record Replay(double peakServerShare, double serverSkew, int servers, double writesPerWindow,
    List<Double> rowsRead) {

  public Replay {
    rowsRead = List.copyOf(rowsRead);
  }

  /** The share of the writes each server takes when they are spread evenly. */
  public double evenShare() {
    return 1.0 / Math.max(1, servers);
  }

  /**
   * How far the writes are from even, 0 (every server its share) to 1 (one server takes all):
   * the peak share's excess over the even share, or the skew's over 1, whichever is larger.
   */
  public double imbalance() {
    if (servers <= 1) {
      return 0;
    }
    double even = evenShare();
    double peak = Math.max(0, (peakServerShare - even) / (1 - even));
    double skew = Math.max(0, (serverSkew - 1) / (servers - 1));
    return Math.min(1, Math.max(peak, skew));
  }

  /**
   * How far above the even share the busiest server's share in one window lies by chance when a
   * hash spreads the writes evenly: the expected maximum of the servers' binomial shares,
   * {@code sigma sqrt(2 ln servers)} (the largest of {@code servers} normal deviates), plus two
   * standard errors for its spread, where {@code sigma = sqrt(p (1 - p) / n)}, {@code p} the even
   * share and {@code n} the window's writes. A key that deals writes out in turn (a bucket over
   * millisecond timestamps) measures exactly even; a hash measures this much higher without
   * being any worse, so differences in peak share below this are noise.
   */
  public double shareNoise() {
    return shareNoise(servers, writesPerWindow);
  }

  /** {@link #shareNoise()} of a run over {@code servers} servers with {@code writesPerWindow} writes a window. */
  public static double shareNoise(int servers, double writesPerWindow) {
    double p = 1.0 / Math.max(1, servers);
    double sigma = Math.sqrt(p * (1 - p) / Math.max(1, writesPerWindow));
    return sigma * (Math.sqrt(2 * Math.log(Math.max(1, servers))) + 2);
  }
}
