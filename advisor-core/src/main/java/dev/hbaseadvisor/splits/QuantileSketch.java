package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Approximate quantiles of a stream of keys in bounded memory: a KLL sketch (Karnin, Lang and
 * Liberty, "Optimal Quantile Approximation in Streams", FOCS 2016). Level {@code h} holds keys of
 * weight {@code 2^h}; a full level is sorted and every other key, from a random offset, moves up
 * with twice the weight, so the total weight stays exactly the number of keys added. Capacities
 * shrink by 2/3 per level below the top, so the sketch keeps about {@code 3k} keys whatever the
 * stream's length, and a rank is off by about {@code 1.4 n / k} keys (one standard deviation).
 * Until {@code k} keys have arrived nothing is compacted and the quantiles are exact. The random
 * offsets come from a seed, so the same stream gives the same quantiles.
 */
public final class QuantileSketch {

  /** The default accuracy parameter: about 0.004 % rank error, about 100,000 keys kept. */
  public static final int DEFAULT_K = 1 << 15;

  private static final double DECAY = 2.0 / 3.0;

  private final int k;
  private final SplittableRandom random;
  private final List<List<byte[]>> levels = new ArrayList<>();
  private long count;
  private int retained;
  private int capacity;

  /** A sketch with accuracy parameter {@code k} (at least 8) and a seed for its coin flips. */
  public QuantileSketch(int k, long seed) {
    if (k < 8) {
      throw new IllegalArgumentException("k must be at least 8, got " + k);
    }
    this.k = k;
    this.random = new SplittableRandom(seed);
    levels.add(new ArrayList<>());
    capacity = totalCapacity();
  }

  /** Adds one key (the array is kept, not copied). */
  public void add(byte[] key) {
    levels.get(0).add(key);
    count++;
    retained++;
    if (retained >= capacity) {
      compress();
    }
  }

  /** The number of keys added. */
  public long count() {
    return count;
  }

  /** The number of keys held now. */
  public int retained() {
    return retained;
  }

  private int levelCapacity(int level) {
    int depth = levels.size() - 1 - level;
    return Math.max(2, (int) Math.ceil(k * Math.pow(DECAY, depth)));
  }

  private int totalCapacity() {
    int total = 0;
    for (int h = 0; h < levels.size(); h++) {
      total += levelCapacity(h);
    }
    return total;
  }

  /** Compacts the lowest level at or over its capacity. */
  private void compress() {
    for (int h = 0; h < levels.size(); h++) {
      if (levels.get(h).size() >= levelCapacity(h)) {
        if (h + 1 == levels.size()) {
          levels.add(new ArrayList<>());
        }
        compact(h);
        break;
      }
    }
    capacity = totalCapacity();
  }

  private void compact(int h) {
    List<byte[]> level = levels.get(h);
    byte[][] items = level.toArray(new byte[0][]);
    Arrays.sort(items, Bytes::compare);
    level.clear();
    int usable = items.length;
    if (usable % 2 == 1) {
      // An odd key out stays at this level, so the total weight is unchanged.
      level.add(items[usable - 1]);
      usable--;
    }
    List<byte[]> up = levels.get(h + 1);
    for (int i = random.nextBoolean() ? 1 : 0; i < usable; i += 2) {
      up.add(items[i]);
    }
    retained -= usable / 2;
  }

  /**
   * The keys at ranks {@code floor(i * n / parts)} (from 0) for {@code i = 1 .. parts-1}, each with
   * the largest held key below it (or null), so that callers can shorten the boundary.
   */
  public List<Boundary> boundaries(int parts) {
    List<Weighted> all = new ArrayList<>(retained);
    for (int h = 0; h < levels.size(); h++) {
      for (byte[] key : levels.get(h)) {
        all.add(new Weighted(key, 1L << h));
      }
    }
    all.sort((a, b) -> Bytes.compare(a.key, b.key));
    List<Boundary> result = new ArrayList<>();
    long total = 0;
    for (Weighted w : all) {
      total += w.weight;
    }
    // below[j]: the index of the largest key smaller than key j, or -1.
    int[] below = new int[all.size()];
    for (int j = 0; j < all.size(); j++) {
      below[j] = j == 0 ? -1 : Bytes.compare(all.get(j - 1).key, all.get(j).key) < 0 ? j - 1 : below[j - 1];
    }
    int index = 0;
    long before = 0;
    for (int i = 1; i < parts; i++) {
      long rank = Math.min(BigInteger.valueOf(i).multiply(BigInteger.valueOf(total))
          .divide(BigInteger.valueOf(parts)).longValueExact(), total - 1);
      while (index < all.size() && before + all.get(index).weight <= rank) {
        before += all.get(index).weight;
        index++;
      }
      if (index >= all.size()) {
        break;
      }
      byte[] key = all.get(index).key;
      byte[] smaller = below[index] < 0 ? null : all.get(below[index]).key;
      result.add(new Boundary(key, smaller));
    }
    return result;
  }

  /**
   * A quantile key and the largest held key that sorts before it.
   *
   * @param key the key at the quantile's rank
   * @param below the largest smaller key held, or null when there is none
   */
  public record Boundary(byte[] key, byte[] below) {}

  private record Weighted(byte[] key, long weight) {}
}
