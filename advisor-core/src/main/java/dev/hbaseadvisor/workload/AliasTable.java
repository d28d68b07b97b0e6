package dev.hbaseadvisor.workload;

/**
 * Draws indexes {@code 0..n-1} from a fixed discrete distribution in constant time with one
 * 64-bit random number: Vose's alias method (M. D. Vose, "A linear algorithm for generating
 * random numbers with a given distribution", IEEE TSE 17(9), 1991).
 *
 * <p>The simulator's hot loop draws a zipfian index per field per write; commons-math3's
 * {@code ZipfDistribution.sample()} (rejection-inversion) costs several {@code pow}/{@code log}
 * calls per draw, an alias table two array reads. The table holds {@code n} ints twice, so it is
 * built only up to {@link IndexSampler#ALIAS_LIMIT} values; the distribution test checks it
 * against commons-math3's probabilities.
 */
final class AliasTable {

  /** 2^31: the scale of the 31-bit coin compared with a column's threshold. */
  private static final double COIN_SCALE = 0x1p31;

  private final int n;
  private final int[] alias;
  private final int[] threshold;

  private AliasTable(int n, int[] alias, int[] threshold) {
    this.n = n;
    this.alias = alias;
    this.threshold = threshold;
  }

  /**
   * Zipf tables already built, by size and exponent: a table is immutable, and {@code recommend}
   * builds a generator per replayed design (one table of a million values costs milliseconds).
   * Cleared past {@link #CACHED_ZIPF} entries, so memory stays bounded.
   */
  private static final java.util.Map<String, AliasTable> ZIPF = new java.util.concurrent.ConcurrentHashMap<>();
  private static final int CACHED_ZIPF = 16;

  /** A table for weights proportional to {@code 1 / (k+1)^exponent}, k = 0..n-1 (Zipf's law). */
  static AliasTable zipf(int n, double exponent) {
    if (ZIPF.size() > CACHED_ZIPF) {
      ZIPF.clear();
    }
    return ZIPF.computeIfAbsent(n + ":" + Double.doubleToLongBits(exponent), k -> buildZipf(n, exponent));
  }

  private static AliasTable buildZipf(int n, double exponent) {
    double[] weights = new double[n];
    for (int k = 0; k < n; k++) {
      weights[k] = Math.pow(k + 1, -exponent);
    }
    return of(weights);
  }

  /** A table for non-negative weights, not all zero. */
  static AliasTable of(double[] weights) {
    int n = weights.length;
    double sum = 0;
    for (double w : weights) {
      sum += w;
    }
    double[] scaled = new double[n];
    int[] small = new int[n];
    int[] large = new int[n];
    int smallCount = 0;
    int largeCount = 0;
    for (int i = 0; i < n; i++) {
      scaled[i] = weights[i] * n / sum;
      if (scaled[i] < 1.0) {
        small[smallCount++] = i;
      } else {
        large[largeCount++] = i;
      }
    }
    int[] alias = new int[n];
    int[] threshold = new int[n];
    while (smallCount > 0 && largeCount > 0) {
      int s = small[--smallCount];
      int l = large[--largeCount];
      threshold[s] = (int) Math.min(Integer.MAX_VALUE, Math.round(scaled[s] * COIN_SCALE));
      alias[s] = l;
      scaled[l] = (scaled[l] + scaled[s]) - 1.0;
      if (scaled[l] < 1.0) {
        small[smallCount++] = l;
      } else {
        large[largeCount++] = l;
      }
    }
    // What is left is full up to rounding: the column always answers itself.
    while (largeCount > 0) {
      int l = large[--largeCount];
      threshold[l] = Integer.MAX_VALUE;
      alias[l] = l;
    }
    while (smallCount > 0) {
      int s = small[--smallCount];
      threshold[s] = Integer.MAX_VALUE;
      alias[s] = s;
    }
    return new AliasTable(n, alias, threshold);
  }

  /** The index for one uniformly random long: the high 32 bits pick a column, the low 31 a side. */
  int sample(long random) {
    int column = (int) (((random >>> 32) * n) >>> 32);
    int coin = (int) (random & 0x7FFFFFFFL);
    return coin < threshold[column] ? column : alias[column];
  }

  /** The number of indexes. */
  int size() {
    return n;
  }
}
