package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.Puts;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The existing rows that puts adding cells go to ({@code workload.puts.to}), kept as a bounded
 * sample of the keys created so far: for {@code recent}, every s-th key of the rows created within
 * {@code within}, so the sample spans that age however many rows it holds; for {@code any}, a
 * uniform reservoir over every row created (Vitter's algorithm R). A pick is uniform over the
 * sample, so over the rows it stands for.
 */
final class PutTargets {

  /** The most keys kept. */
  static final int MAX_KEYS = 4096;
  /** The most key bytes kept, so 32,000-byte keys keep 262 of them, not 128 MiB. */
  static final long MAX_KEY_BYTES = 8L << 20;

  private final Puts.Target target;
  private final byte[][] keys;
  /** Each kept key's cell time in simulated seconds, or NaN for the write time ({@code Simulator.cellTime}). */
  private final double[] times;
  /** The place of the last key picked. */
  private int picked;
  private final long stride;
  private final SplittableRandom random;
  private long created;
  private int filled;
  private int next;
  /** Whether kept keys share their copies (a row taking several places), so none may be reused. */
  private boolean shared;

  /**
   * @param puts the workload's puts
   * @param rowsPerSecond rows created per second
   * @param maxKeyLength the longest rowkey, to bound the bytes kept
   * @param random the choices of the reservoir and of each pick
   */
  PutTargets(Puts puts, double rowsPerSecond, int maxKeyLength, SplittableRandom random) {
    this.target = puts.to();
    this.random = random;
    int capacity = (int) Math.max(16, Math.min(MAX_KEYS, MAX_KEY_BYTES / Math.max(1, maxKeyLength)));
    if (target == Puts.Target.RECENT) {
      double window = Math.max(1, rowsPerSecond * puts.withinSeconds());
      this.stride = Math.max(1, (long) Math.ceil(window / capacity));
      capacity = (int) Math.max(1, Math.min(capacity, Math.ceil(window / stride)));
    } else {
      this.stride = 1;
    }
    this.keys = new byte[capacity][];
    this.times = new double[capacity];
  }

  /**
   * Records a replayed row just created, standing for {@code weight} rows: for {@code recent} it
   * takes one place for each stride it covers (so the kept keys still span {@code within}), for
   * {@code any} it joins the reservoir with the chance of that many rows. {@code time} is the
   * row's cell time, which a later put into it keeps ({@link #pickedTime}).
   */
  void created(byte[] key, int length, long weight, double time) {
    long seen = created;
    created += weight;
    if (target == Puts.Target.RECENT) {
      long places = Math.min(keys.length, Math.floorDiv(seen + weight - 1, stride) - Math.floorDiv(seen - 1, stride));
      // One copy serves every place a row takes; once places share copies, none is written over.
      shared |= places > 1;
      byte[] kept = places > 1 ? Arrays.copyOf(key, length) : null;
      for (long i = 0; i < places; i++) {
        keys[next] = kept != null ? kept : copy(shared ? null : keys[next], key, length);
        times[next] = time;
        next = (next + 1) % keys.length;
        filled = Math.min(filled + 1, keys.length);
      }
    } else if (filled < keys.length) {
      keys[filled] = copy(null, key, length);
      times[filled] = time;
      filled++;
    } else {
      long slot = random.nextLong(seen + weight);
      if (slot < keys.length * weight) {
        int at = (int) (slot / weight);
        keys[at] = copy(shared ? null : keys[at], key, length);
        times[at] = time;
      }
    }
  }

  /** A row to put cells into, or null before any row exists. */
  byte[] pick() {
    if (filled == 0) {
      return null;
    }
    picked = random.nextInt(filled);
    return keys[picked];
  }

  /** The cell time the row last picked was created with ({@link #created}), NaN before any pick. */
  double pickedTime() {
    return filled == 0 ? Double.NaN : times[picked];
  }

  private static byte[] copy(byte[] reuse, byte[] key, int length) {
    if (reuse != null && reuse.length == length) {
      System.arraycopy(key, 0, reuse, 0, length);
      return reuse;
    }
    return Arrays.copyOf(key, length);
  }
}
