package dev.hbaseadvisor.model;

/**
 * The write workload to simulate.
 *
 * @param writesPerSecond new rows per second, or 0 when {@code rows} is given
 * @param rows total rows to write, or 0 when a rate is given
 * @param durationSeconds simulated time
 * @param seed the seed of every random choice, so runs repeat byte for byte
 */
public record Workload(double writesPerSecond, long rows, long durationSeconds, long seed) {

  /** One hour at 1000 writes per second, seed 1. */
  public static final Workload DEFAULT = new Workload(1000, 0, 3600, 1);

  /** The number of rows the workload writes. */
  public long totalRows() {
    return rows > 0 ? rows : Math.round(writesPerSecond * durationSeconds);
  }

  /** The write rate, derived from rows and duration when only rows are given. */
  public double effectiveWritesPerSecond() {
    return writesPerSecond > 0 ? writesPerSecond : (double) rows / Math.max(1, durationSeconds);
  }
}
