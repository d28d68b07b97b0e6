package dev.hbaseadvisor.model;

/**
 * The write workload to simulate.
 *
 * @param writesPerSecond new rows per second, or 0 when {@code rows} is given
 * @param rows total rows to write, or 0 when a rate is given
 * @param durationSeconds simulated time
 * @param seed the seed of every random choice, so runs repeat byte for byte
 * @param puts how each row's cells arrive: whole in one put, or over many
 * @param bulkLoadSeconds 0 when rows arrive as puts; else the interval at which the table is
 *     bulk-loaded from HFiles, each load bringing the rows generated since the last
 * @param deletes the whole rows the application deletes, {@link Deletes#NONE} when none
 */
public record Workload(double writesPerSecond, long rows, long durationSeconds, long seed, Puts puts,
    long bulkLoadSeconds, Deletes deletes) {

  /** A workload that deletes nothing. */
  public Workload(double writesPerSecond, long rows, long durationSeconds, long seed, Puts puts, long bulkLoadSeconds) {
    this(writesPerSecond, rows, durationSeconds, seed, puts, bulkLoadSeconds, Deletes.NONE);
  }

  /** A workload whose rows are each written whole by one put. */
  public Workload(double writesPerSecond, long rows, long durationSeconds, long seed) {
    this(writesPerSecond, rows, durationSeconds, seed, Puts.ONE_PER_ROW);
  }

  /** A workload whose rows arrive as puts. */
  public Workload(double writesPerSecond, long rows, long durationSeconds, long seed, Puts puts) {
    this(writesPerSecond, rows, durationSeconds, seed, puts, 0);
  }

  /**
   * Whether the table is bulk-loaded from HFiles ({@code HFileOutputFormat2}, {@code BulkLoadHFiles}):
   * no WAL, no memstore, no region server takes a row as a put.
   */
  public boolean bulkLoaded() {
    return bulkLoadSeconds > 0;
  }

  /**
   * The most writes one simulation replays: 500 million, about one to four minutes on one core
   * at the simulator's 2.5 to 8 million writes a second ({@code docs/performance.md}). A larger
   * workload is simulated for its first 500 million writes, and {@code simulate} says so.
   */
  public static final long MAX_SIMULATED_WRITES = 500_000_000L;

  /**
   * The longest workload, and the most simulated time a run may cover: 10 years of 365 days. A run
   * keeps a window per time step, so {@code --ops} at a tiny rate (20,000 rows at 10^-21 a second)
   * ran out of memory before it was bounded.
   */
  public static final long MAX_DURATION_SECONDS = 10L * 365 * 86_400;

  /** One hour at 1000 writes per second, seed 1. */
  public static final Workload DEFAULT = new Workload(1000, 0, 3600, 1);

  /** The number of rows the workload writes. */
  public long totalRows() {
    return rows > 0 ? rows : Math.round(writesPerSecond * durationSeconds);
  }

  /**
   * The part of this workload one record kind takes ({@link RecordKind#share}): its rate or rows
   * scaled by {@code share} (at least one row); duration, seed, puts, bulk load and deletes stay.
   */
  public Workload share(double share) {
    return new Workload(writesPerSecond * share, rows > 0 ? Math.max(1, Math.round(rows * share)) : 0,
        durationSeconds, seed, puts, bulkLoadSeconds, deletes);
  }

  /** The write rate, derived from rows and duration when only rows are given. */
  public double effectiveWritesPerSecond() {
    return writesPerSecond > 0 ? writesPerSecond : (double) rows / Math.max(1, durationSeconds);
  }

  /** Every put per second, the ones that create rows included: at least the row rate. */
  public double putsPerSecond() {
    return Math.max(puts.perSecond(), effectiveWritesPerSecond());
  }

  /** The mean number of puts that bring one row its cells: 1 when rows are written whole. */
  public double putsPerRow() {
    double rows = effectiveWritesPerSecond();
    return rows > 0 ? putsPerSecond() / rows : 1;
  }

  /**
   * The puts per second that land where new rows land: all of them when the puts fill recent rows,
   * only the ones that create rows when the puts go to any row. This is the rate a hot spot on the
   * newest key takes.
   */
  public double putsOnNewRowsPerSecond() {
    if (bulkLoaded()) {
      return 0;
    }
    return puts.to() == Puts.Target.RECENT ? putsPerSecond() : effectiveWritesPerSecond();
  }

  /**
   * The bytes per second the puts that overwrite cells write ({@link Puts#overwrites}): the puts
   * after the creating ones, each carrying {@code overwriteCells} of a row's {@code cellsPerRow}
   * cells of {@code rowBytes}. Versions these supersede are garbage until a compaction drops them.
   */
  public double overwriteBytesPerSecond(double rowBytes, double cellsPerRow) {
    if (!puts.overwrites() || bulkLoaded()) {
      return 0;
    }
    double share = cellsPerRow <= 0 ? 1 : Math.min(1, puts.overwriteCells() / cellsPerRow);
    return Math.max(0, putsPerSecond() - effectiveWritesPerSecond()) * rowBytes * share;
  }

  /** The rows the table holds at the end: the rows written less the rows deleted. */
  public long liveRows() {
    return Math.max(0, totalRows() - Math.round(deletes.rowsDeletedBy(durationSeconds)));
  }
}
