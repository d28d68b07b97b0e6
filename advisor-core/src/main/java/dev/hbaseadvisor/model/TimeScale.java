package dev.hbaseadvisor.model;

/**
 * How a timestamp is cut before it is written as a number: floored to a multiple of
 * {@code truncateMillis} since the epoch (OpenTSDB's base hour, {@code ts - ts % 3600}; a
 * top-of-day time), then counted in {@code unitMillis} (seconds for OpenTSDB's 4-byte base hour,
 * a week for a count of weeks since the epoch). {@link #NONE} writes the milliseconds as they are.
 *
 * @param truncateMillis the step the time is floored to, or 0 for none
 * @param unitMillis the unit the written number counts, 1 for milliseconds
 */
public record TimeScale(long truncateMillis, long unitMillis) {

  /** Milliseconds, uncut. */
  public static final TimeScale NONE = new TimeScale(0, 1);

  /** Whether the time is written as it is. */
  public boolean none() {
    return truncateMillis == 0 && unitMillis == 1;
  }

  /** The number written for an instant in epoch milliseconds. */
  public long apply(long millis) {
    long floored = truncateMillis > 0 ? Math.floorDiv(millis, truncateMillis) * truncateMillis : millis;
    return Math.floorDiv(floored, unitMillis);
  }

  /** The first instant a written number stands for. */
  public long undo(long written) {
    return written * unitMillis;
  }

  /** How long one written value lasts, in milliseconds: the coarser of the step and the unit. */
  public long grainMillis() {
    return Math.max(truncateMillis, unitMillis);
  }
}
