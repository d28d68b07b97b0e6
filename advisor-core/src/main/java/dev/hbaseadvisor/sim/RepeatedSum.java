package dev.hbaseadvisor.sim;

/**
 * A running sum of doubles to which one number is added many times over, giving to the bit what
 * adding it one at a time gives (IEEE 754 addition, rounding to nearest, ties to even), in a few
 * steps rather than one per addition: while the sum stays within one binade its doubles are the
 * multiples of one ulp, and adding {@code w} moves it by the same multiple each time, unless
 * {@code w} lies exactly halfway between two multiples (then it is added one at a time). A
 * compaction weighs each of a file's sampled rows by the same bytes ({@link StoreFile#compacted}),
 * and the sums it always made row by row are made this way.
 */
final class RepeatedSum {

  private static final long BINADE = 1L << 53;
  /** Additions made one at a time before the steps are worked out. */
  private static final int ONE_AT_A_TIME = 8;

  private double sum;

  RepeatedSum(double start) {
    this.sum = start;
  }

  /** The sum. */
  double sum() {
    return sum;
  }

  /** Adds {@code w} {@code count} times. */
  void add(double w, long count) {
    addUntilAbove(w, count, Double.POSITIVE_INFINITY);
  }

  /**
   * Adds {@code w} up to {@code count} times, stopping as soon as the sum is above {@code limit}
   * (before any addition when it is already); returns the additions made.
   */
  long addUntilAbove(double w, long count, double limit) {
    long done = 0;
    // The first few one at a time: a short run costs less so than a step's set-up.
    while (done < count && done < ONE_AT_A_TIME && !(sum > limit)) {
      sum += w;
      done++;
    }
    while (done < count && !(sum > limit)) {
      long take = sameSteps(w, count - done, limit);
      if (take == 0) {
        sum += w;
        done++;
      } else {
        done += take;
      }
    }
    return done;
  }

  /**
   * Makes at once the next additions of {@code w} that each move the sum by the same multiple of
   * its ulp and keep it within its binade, at most {@code most} and none after the sum is above
   * {@code limit}; returns how many (0 when none can be made this way).
   */
  private long sameSteps(double w, long most, double limit) {
    if (!(sum >= Double.MIN_NORMAL && w > 0 && sum < Double.MAX_VALUE / 4 && w < Double.MAX_VALUE / 4)) {
      return 0;
    }
    double ulp = Math.ulp(sum);
    long x = (long) (sum / ulp);
    double q = w / ulp;
    if (q >= BINADE) {
      return 0;
    }
    double whole = Math.floor(q);
    double frac = q - whole;
    if (frac == 0.5) {
      // A tie rounds to the even multiple, which alternates.
      return 0;
    }
    long d = (long) whole + (frac > 0.5 ? 1 : 0);
    if (d == 0) {
      // Less than half an ulp: the sum never moves, nor passes the limit.
      return most;
    }
    // Sums x + i d up to the binade's last multiple, 2^53 - 1.
    long allowed = x <= BINADE - 1 - d ? (BINADE - 1 - d - x) / d + 1 : 0;
    long take = Math.min(most, allowed);
    double l = limit / ulp;
    if (l < BINADE) {
      // The first i with x + i d above the limit: x + i d > floor(l).
      long above = ((long) Math.floor(l) - x) / d + 1;
      take = Math.min(take, above);
    }
    if (take > 0) {
      sum = (x + take * d) * ulp;
    }
    return take;
  }
}
