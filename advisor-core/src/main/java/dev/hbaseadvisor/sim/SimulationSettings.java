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
 * @param rowsPerReplayed the fewest rows each replayed row stands for (k): 1 replays every row; above 1
 *     the run replays every such row's worth as one whose bytes, cells and puts count that many
 *     times, and whose increasing fields advance as if all had been written
 * @param mostRowsPerReplayed the most rows a replayed row may stand for: equal to {@code rowsPerReplayed}
 *     for a constant k; above it, k grows with the table between the two, as fine as the regions about
 *     to split need ({@link #rowsPerReplayedFor})
 */
public record SimulationSettings(long writes, long windowSeconds, long seed, int sampleSize, int heatBuckets,
    int heatColumns, boolean reads, long rowsPerReplayed, long mostRowsPerReplayed) {

  /**
   * The most rows a sampled run replays: 20 million, about 15 to 40 s on one core at the
   * simulator's 2.5 to 8 million writes a second ({@code docs/performance.md}).
   */
  public static final long SAMPLED_REPLAY_ROWS = 20_000_000L;

  /** Settings that replay every row. */
  public SimulationSettings(long writes, long windowSeconds, long seed, int sampleSize, int heatBuckets,
      int heatColumns, boolean reads) {
    this(writes, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, reads, 1, 1);
  }

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
    if (rowsPerReplayed < 1) {
      throw new IllegalArgumentException("a replayed row stands for at least one row");
    }
    if (mostRowsPerReplayed < rowsPerReplayed) {
      throw new IllegalArgumentException("the most rows a replayed row stands for is below the fewest");
    }
  }

  /** Whether k may change during the run ({@link #mostRowsPerReplayed} above {@link #rowsPerReplayed}). */
  public boolean growing() {
    return mostRowsPerReplayed > rowsPerReplayed;
  }

  /**
   * The most rows the run replays: {@link #writes} over {@link #rowsPerReplayed}, rounded up (the
   * rows it replays when k stays at its least).
   */
  public long replayedRows() {
    return (writes + rowsPerReplayed - 1) / rowsPerReplayed;
  }

  /**
   * The same settings, sampled when they must be: every row is replayed up to
   * {@link dev.hbaseadvisor.model.Workload#MAX_SIMULATED_WRITES}; beyond it each replayed row stands
   * for k rows. k grows with the table: at most the k that replays {@link #SAMPLED_REPLAY_ROWS}
   * rows, and at every moment no more than the regions about to split allow, so that a region at
   * its split size holds {@link #sampleSize} replayed rows ({@link #rowsPerReplayedFor}): the split
   * point comes from that key sample ({@link MidKey}), so it is what sampling must not thin out. A
   * table of small regions (twice the flush size at the first split under the stepping and
   * increasing policies) is replayed finely, one whose regions split at {@code maxFileSize}
   * coarsely. k never falls below the least that keeps the replay within {@code MAX_SIMULATED_WRITES}
   * rows.
   */
  public SimulationSettings sampled(TableSchema schema) {
    return sampled(dev.hbaseadvisor.model.Workload.MAX_SIMULATED_WRITES, SAMPLED_REPLAY_ROWS);
  }

  /**
   * The same settings replaying every row up to {@code fullReplayRows}, and beyond it a sample whose
   * k grows with the table ({@link #sampled(TableSchema)}) up to the k that replays {@code replayRows}
   * rows: the report's whole-life run asks for fewer rows than {@code simulate}'s. k never falls below
   * the least that keeps the replay within {@link dev.hbaseadvisor.model.Workload#MAX_SIMULATED_WRITES}
   * rows, nor below 1.
   */
  public SimulationSettings sampled(long fullReplayRows, long replayRows) {
    if (writes <= fullReplayRows) {
      return withRowsPerReplayed(1);
    }
    long budget = ceilDiv(writes, replayRows);
    long floor = ceilDiv(writes, dev.hbaseadvisor.model.Workload.MAX_SIMULATED_WRITES);
    return new SimulationSettings(writes, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, reads, floor,
        Math.max(floor, budget));
  }

  /**
   * The most rows a replayed row may stand for while a region at its first split (the split
   * policy's {@link SplitPolicy#sizeToCheck} for one region on its server: twice the flush size
   * under the stepping, increasing and key-prefix policies, {@code maxFileSize} under
   * constant-size) still holds {@link #sampleSize} replayed rows of the schema's mean row size.
   */
  public long finestRowsPerReplayed(TableSchema schema) {
    // The policy's own size for a table's first region on its server: where it first splits.
    return rowsPerReplayedFor(SplitPolicies.of(schema.cluster()).sizeToCheck(schema.cluster().maxFileSize(), 1),
        meanRowBytes(schema));
  }

  /** The schema's mean row bytes, cells included ({@link dev.hbaseadvisor.model.CellSizes#tableBytes}). */
  static double meanRowBytes(TableSchema schema) {
    return Math.max(1, dev.hbaseadvisor.codec.RowKeyCodec.cellSizes(schema).tableBytes()
        / Math.max(1, schema.workload().totalRows()));
  }

  /**
   * The most rows a replayed row may stand for while a region splitting at {@code splitBytes} holds
   * {@link #sampleSize} replayed rows of {@code rowBytes} each: its split point's key sample.
   */
  public long rowsPerReplayedFor(long splitBytes, double rowBytes) {
    return Math.max(1, (long) (splitBytes / (sampleSize * Math.max(1, rowBytes))));
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }

  /** The same settings with each replayed row standing for {@code k} rows. */
  public SimulationSettings withRowsPerReplayed(long k) {
    return withRowsPerReplayed(k, k);
  }

  /** The same settings with each replayed row standing for {@code least} to {@code most} rows as the table grows. */
  public SimulationSettings withRowsPerReplayed(long least, long most) {
    return new SimulationSettings(writes, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, reads, least,
        most);
  }

  /** The schema's workload: its rows (or rate times duration) and seed, one-minute windows. */
  public static SimulationSettings of(TableSchema schema) {
    return new SimulationSettings(schema.workload().totalRows(), DEFAULT_WINDOW_SECONDS, schema.workload().seed(),
        DEFAULT_SAMPLE_SIZE, DEFAULT_HEAT_BUCKETS, DEFAULT_HEAT_COLUMNS, true);
  }

  /** The same settings writing {@code count} rows. */
  public SimulationSettings withWrites(long count) {
    return new SimulationSettings(count, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, reads, rowsPerReplayed,
        mostRowsPerReplayed);
  }

  /** The same settings with another seed. */
  public SimulationSettings withSeed(long newSeed) {
    return new SimulationSettings(writes, windowSeconds, newSeed, sampleSize, heatBuckets, heatColumns, reads, rowsPerReplayed,
        mostRowsPerReplayed);
  }

  /** The same settings with another window length. */
  public SimulationSettings withWindowSeconds(long seconds) {
    return new SimulationSettings(writes, seconds, seed, sampleSize, heatBuckets, heatColumns, reads, rowsPerReplayed,
        mostRowsPerReplayed);
  }

  /** The same settings with the access patterns left out: writes only. */
  public SimulationSettings withoutReads() {
    return new SimulationSettings(writes, windowSeconds, seed, sampleSize, heatBuckets, heatColumns, false, rowsPerReplayed,
        mostRowsPerReplayed);
  }
}
