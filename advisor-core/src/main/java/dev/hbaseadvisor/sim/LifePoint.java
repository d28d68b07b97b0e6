package dev.hbaseadvisor.sim;

/**
 * The table at one moment of a run: how many regions, how many of them empty, and the bytes they
 * hold, in all and on the server holding the most.
 *
 * @param seconds simulated time
 * @param regions regions of the table
 * @param emptyRegions regions holding no bytes
 * @param storedBytes bytes held (written, less what expired)
 * @param busiestServerBytes bytes held by the regions of the server holding the most
 * @param milestone whether it is one of the states a run reports: 1 day, 30 days, 1 year, the end
 */
public record LifePoint(double seconds, int regions, int emptyRegions, long storedBytes, long busiestServerBytes,
    boolean milestone) {

  /** The mean bytes a region holds. */
  public long bytesPerRegion() {
    return regions == 0 ? 0 : storedBytes / regions;
  }

  /** The mean bytes a server holds, over {@code servers}. */
  public long bytesPerServer(int servers) {
    return servers == 0 ? 0 : storedBytes / servers;
  }
}
