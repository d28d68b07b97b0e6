package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.TableSchema;

/**
 * How long and how finely to simulate; the workload, cluster and pre-split come from the schema.
 *
 * @param writes rows to write
 * @param windowSeconds the length of a measurement window in simulated seconds (60: one minute)
 * @param seed the seed of every random choice (the workload's {@code seed} unless overridden)
 * @param sampleSize keys sampled per region for split points and read estimates
 * @param heatBuckets the most key buckets of the heat matrix
 * @param heatColumns the most time columns of the heat matrix; windows are merged beyond it
 * @param reads whether the access patterns read
 */
public record SimulationSettings(long writes, long windowSeconds, long seed, int sampleSize, int heatBuckets,
    int heatColumns, boolean reads) {

  /** The default window: one simulated minute. */
  public static final long DEFAULT_WINDOW_SECONDS = 60;
  /** Keys sampled per region. */
  public static final int DEFAULT_SAMPLE_SIZE = 128;
  /** Key buckets of the heat matrix, as the issue asks ("up to 256"). */
  public static final int DEFAULT_HEAT_BUCKETS = 256;
  /** Time columns of the heat matrix: eight hours of one-minute windows. */
  public static final int DEFAULT_HEAT_COLUMNS = 480;

  public SimulationSettings {
    if (writes < 0) {
      throw new IllegalArgumentException("writes must not be negative");
    }
    if (windowSeconds < 1) {
      throw new IllegalArgumentException("a window lasts at least one second");
    }
    if (sampleSize < 2 || sampleSize % 2 != 0) {
      throw new IllegalArgumentException("the sample size must be even and at least 2");
    }
    if (heatBuckets < 1 || heatColumns < 1) {
      throw new IllegalArgumentException("the heat matrix needs at least one bucket and one column");
    }
  }

  /** The schema's workload: its rows (or rate times duration) and seed, one-minute windows. */
  public static SimulationSettings of(TableSchema schema) {
    return new SimulationSettings(schema.workload().totalRows(), DEFAULT_WINDOW_SECONDS, schema.workload().seed(),
        DEFAULT_SAMPLE_SIZE, DEFAULT_HEAT_BUCKETS, DEFAULT_HEAT_COLUMNS, true);
  }

  /** The same settings writing {@code count} rows. */
  public SimulationSettings withWrites(long count) {
    return new SimulationSettings(count, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, reads);
  }

  /** The same settings with another seed. */
  public SimulationSettings withSeed(long newSeed) {
    return new SimulationSettings(writes, windowSeconds, newSeed, sampleSize, heatBuckets, heatColumns, reads);
  }

  /** The same settings with another window length. */
  public SimulationSettings withWindowSeconds(long seconds) {
    return new SimulationSettings(writes, seconds, seed, sampleSize, heatBuckets, heatColumns, reads);
  }

  /** The same settings with the access patterns left out: writes only. */
  public SimulationSettings withoutReads() {
    return new SimulationSettings(writes, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, false);
  }
}
