package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.Monotonicity;
import dev.hbaseadvisor.model.AccessPattern;
import java.util.List;

/**
 * What {@code recommend} minimises for a rowkey, in row reads per second (lower is better): the
 * reads its plans cost at their rates, a penalty for funnelling every write into one region, and
 * a charge for long keys, which every cell stores again. {@code docs/planner.md} discusses the
 * constants.
 *
 * @param reads the sum over patterns of rate x (scans x {@link #SEEK_ROWS} + rows read)
 * @param hotspot the write penalty of a monotonic lead, 0 without one
 * @param keyLength the charge for the mean key length
 */
public record Score(double reads, double hotspot, double keyLength) {

  /** What one scan or Get costs before it reads a row: an RPC and a seek, about a thousand cached rows' worth. */
  static final double SEEK_ROWS = 1_000;
  /** What one write costs when every write lands in the same region: it queues behind all the others. */
  static final double HOT_WRITE_ROWS = 1_000;
  /** The write rate, per second, at which a monotonic lead costs half its full penalty. */
  static final double HIGH_WRITES = 1_000;
  /** The share added to all row traffic per key byte (keys are stored with every cell). */
  static final double BYTE_COST = 0.005;

  /** The total, lower is better. */
  public double total() {
    return reads + hotspot + keyLength;
  }

  /** The score of a rowkey serving a schema's patterns with the given plans. */
  public static Score of(List<SegmentFacts> key, TablePlans plans) {
    double reads = 0;
    for (AccessPlan plan : plans.plans()) {
      AccessPattern p = plan.pattern();
      reads += p.ratePerSecond() * (plan.scans() * SEEK_ROWS + plan.rowsRead());
    }
    double writes = plans.stats().writesPerSecond();
    double hotspot = monotonicLead(key) ? writes * HOT_WRITE_ROWS * writes / (writes + HIGH_WRITES) : 0;
    double bytes = 0;
    for (SegmentFacts s : key) {
      bytes += (s.minWidth() + s.maxWidth()) / 2.0;
    }
    return new Score(reads, hotspot, bytes * BYTE_COST * (reads + writes));
  }

  /**
   * Whether the first segment that varies moves steadily in write order, so that every new row
   * lands at one end of the table (reference guide, "Monotonically Increasing Row Keys/Timeseries Data").
   */
  static boolean monotonicLead(List<SegmentFacts> key) {
    for (SegmentFacts s : key) {
      if (s.distinctValues() > 1) {
        return s.monotonicity() != Monotonicity.NONE;
      }
    }
    return false;
  }
}
