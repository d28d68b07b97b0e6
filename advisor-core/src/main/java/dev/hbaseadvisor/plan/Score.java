package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.Monotonicity;
import dev.hbaseadvisor.model.AccessPattern;
import java.util.List;

/**
 * What {@code recommend} minimises for a rowkey, in row reads per second (lower is better): the
 * reads its plans cost at their rates, the client-side sort of a read whose order the key does
 * not serve, the cost of writes piling onto one server, and a charge for long keys, which every
 * cell stores again. The write term is estimated from the key while searching and measured by a
 * replay ({@link #measured}) for the short-list. {@code docs/planner.md} discusses the constants.
 *
 * @param reads the sum over patterns of rate x (scans x {@link #SEEK_ROWS} + rows read)
 * @param order the sum over newest-first patterns the key does not serve in order of rate x
 *     ({@link #SEEK_ROWS} + rows read): the client reads the whole range and sorts it
 * @param hotspot the write penalty: {@link #fullPenalty} times the replay's imbalance, or, before a
 *     replay, the full penalty when the first varying segment is monotonic
 * @param keyLength the charge for the mean key length
 * @param noise the replay's sampling noise in score units, 0 before a replay
 * @param measured whether {@code hotspot} comes from a replay
 */
public record Score(double reads, double order, double hotspot, double keyLength, double noise, boolean measured) {

  /** What one scan or Get costs before it reads a row: an RPC and a seek, about a thousand cached rows' worth. */
  static final double SEEK_ROWS = 1_000;
  /** What one write costs when every write lands on the same server: it queues behind all the others. */
  static final double HOT_WRITE_ROWS = 1_000;
  /** The write rate, per second, at which a hot spot costs half its full penalty. */
  static final double HIGH_WRITES = 1_000;
  /** The share added to all row traffic per key byte (keys are stored with every cell). */
  static final double BYTE_COST = 0.005;

  /** The total, lower is better. */
  public double total() {
    return reads + order + hotspot + keyLength;
  }

  /**
   * The score of a rowkey serving a schema's patterns with the given plans, its write term
   * estimated. In a tall {@code layout} rows read count in rows of the current layout (the same
   * cells: {@link Candidate#rowsRead}), writes are the current layout's records, and each key byte
   * is charged with the bytes {@code qualifierBytes} the layout adds to (or saves from) every
   * cell's qualifier, since HBase stores both with every cell.
   */
  public static Score of(List<SegmentFacts> key, TablePlans plans, CandidateLayout layout, double qualifierBytes) {
    double reads = 0;
    double order = 0;
    for (AccessPlan plan : plans.plans()) {
      AccessPattern p = plan.pattern();
      double rows = plan.rowsRead() / layout.perRow();
      reads += p.ratePerSecond() * (plan.scans() * SEEK_ROWS + rows);
      if (p.newestFirst() && !plan.orderServed()) {
        order += p.ratePerSecond() * (SEEK_ROWS + rows);
      }
    }
    double writes = plans.stats().writesPerSecond() / layout.perRow();
    double hotspot = monotonicLead(key) ? fullPenalty(writes) : 0;
    double bytes = qualifierBytes;
    for (SegmentFacts s : key) {
      bytes += (s.minWidth() + s.maxWidth()) / 2.0;
    }
    return new Score(reads, order, hotspot, bytes * BYTE_COST * (reads + writes), 0, false);
  }

  /**
   * This score with the write term measured by a replay at {@code writes} rows per second: the
   * full penalty times the replay's imbalance. A monotonic lead keeps its full penalty: a short
   * replay on regions fitted to the workload's keys cannot see the hot spot that starts when the
   * next hour, day or id sorts after every split point, which is where its writes go from then on.
   */
  public Score measured(Replay replay, double writes) {
    double full = fullPenalty(writes);
    double noiseShare = replay.servers() <= 1 ? 0 : replay.shareNoise() / (1 - replay.evenShare());
    return new Score(reads, order, Math.max(hotspot, full * replay.imbalance()), keyLength, full * noiseShare, true);
  }

  /**
   * What writes cost when they all land on one server: {@code W x 1,000 x W / (W + 1,000)} at W
   * writes per second. The factor keeps a slow table free (1.6 writes/s costs 2.6) and makes a
   * fast one pay nearly in full (20,000/s costs 19 million).
   */
  static double fullPenalty(double writes) {
    return writes * HOT_WRITE_ROWS * writes / (writes + HIGH_WRITES);
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
