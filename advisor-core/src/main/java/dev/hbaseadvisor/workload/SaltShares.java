package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.codec.ValueBytes;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.SaltHash;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.ShardRuns;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The share of writes each bucket of a salt takes: a salt over fields with fewer value
 * combinations than buckets can only ever write {@code min(buckets, combinations)} of them, and a
 * skewed field (zipf) carries its skew into the buckets, since every row of one value lands in
 * one bucket.
 *
 * <p>Where the combinations are few enough ({@link #ENUMERATION_LIMIT}), the shares are exact
 * for the values the workload writes: each combination's bytes (as {@code SaltCodec} hashes them)
 * go through Phoenix's salt hash ({@code SaltingUtil.hashCode}: {@code h = 31 h + b} from 1,
 * then {@code |h % buckets|}, hbase-facts §6), weighted by the product of each field's
 * probability ({@link IndexWeights}). Otherwise the buckets are taken as evenly used, and the
 * expected fraction of rows in one bucket is {@code q + (1 - q) / buckets}, with {@code q} the
 * chance that two rows share every salted value.
 *
 * @param buckets the salt's declared buckets
 * @param combinations the distinct combinations of the salted fields' values (saturating)
 * @param shares each bucket's share of writes when exact, else null
 * @param sameValue the chance that two rows share every salted value ({@code sum p^2})
 * @param group the buckets each key owns (a group salt's {@code group}, else 1)
 *
 * <p>The salt's own hash variant ({@link dev.hbaseadvisor.model.SaltHash}) picks each value's
 * bucket; a group salt spreads each value's rows evenly over its {@code group} consecutive buckets
 * (Pinpoint's {@code RangeDoubleHash} draws the offset uniformly). A salt over a byte range of the
 * key (or over the whole key) is taken as evenly used, over at most its value combinations: the
 * key's bytes are not the fields' bytes alone (literals, terminators and encodings come between
 * them), so which buckets its values hash to is not known from the fields.
 * A salted field determined by a salted field before it ({@code determinedBy}) adds no
 * combinations: each value of the determining field hashes with the one value records give the
 * determined field.
 */
public record SaltShares(int buckets, long combinations, double[] shares, double sameValue, int group) {

  /** The most value combinations enumerated for exact shares. */
  public static final int ENUMERATION_LIMIT = 1 << 16;

  private static final Map<Key, SaltShares> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Key, SaltShares> eldest) {
      return size() > 256;
    }
  };

  private record Key(long seed, List<FieldSpec> from, int buckets, SaltHash hash, int group, FieldSpec per,
      ShardRuns shards, boolean overKey) {}

  /** The shares of a salt of the schema (random salts spread evenly by construction). */
  public static SaltShares of(TableSchema schema, SaltSegment salt) {
    if (salt.random()) {
      return new SaltShares(salt.buckets(), Long.MAX_VALUE, null, 0, 1);
    }
    List<FieldSpec> from = salt.from().stream().map(schema::field).toList();
    boolean kylin = salt.hash().murmur();
    Key key = new Key(schema.workload().seed(), from, salt.buckets(), salt.overKey() && !kylin ? null : salt.hash(),
        salt.group(), salt.ranged() ? schema.field(salt.per()) : null, salt.shards(), kylin && salt.overKey());
    synchronized (CACHE) {
      SaltShares cached = CACHE.get(key);
      if (cached != null) {
        return cached;
      }
    }
    SaltShares computed = kylin ? kylin(schema, salt) : compute(schema, from, salt.buckets(), key.hash(), salt.group());
    synchronized (CACHE) {
      CACHE.put(key, computed);
    }
    return computed;
  }

  private static SaltShares compute(TableSchema schema, List<FieldSpec> from, int buckets, SaltHash hash,
      int group) {
    // A field determined by a salted field before it (determinedBy) adds no combinations: its value follows.
    int[] by = new int[from.size()];
    long combinations = 1;
    double same = 1;
    for (int k = 0; k < from.size(); k++) {
      by[k] = -1;
      for (int d = 0; d < k && by[k] < 0; d++) {
        by[k] = schema.determinedBy(from.get(k).name(), from.get(d).name()) ? d : -1;
      }
      FieldSpec f = from.get(k);
      if (by[k] < 0) {
        combinations = saturatedProduct(combinations, values(f));
        same *= values(f) == Long.MAX_VALUE ? 0 : IndexWeights.sumOfSquares(f.distribution(), f.cardinality());
      }
    }
    if (combinations > ENUMERATION_LIMIT || hash == null) {
      return new SaltShares(buckets, combinations, null, same, group);
    }
    boolean determined = java.util.Arrays.stream(by).anyMatch(d -> d >= 0);
    // Only a determined field needs the generator's draws; values by index need none.
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed(),
        determined ? from.stream().map(FieldSpec::name).toList() : List.of());
    List<byte[][]> bytes = new ArrayList<>();
    List<double[]> weights = new ArrayList<>();
    for (int k = 0; k < from.size(); k++) {
      FieldSpec f = from.get(k);
      int n = by[k] >= 0 ? 0 : (int) values(f);
      byte[][] b = new byte[n][];
      for (int i = 0; i < n; i++) {
        b[i] = ValueBytes.of(f, generator.valueOf(f, i));
      }
      bytes.add(b);
      weights.add(by[k] >= 0 ? null : IndexWeights.of(f.distribution(), n));
    }
    double[] shares = new double[buckets];
    new Spread(from, by, bytes, weights, generator, shares, hash, group).from(0, 1, 1.0);
    return new SaltShares(buckets, combinations, shares, same, group);
  }

  /**
   * The shares of Apache Kylin's shard ({@code hash: kylin}): each combination of the hashed
   * values goes to its murmur3 shard ({@code ShardingHash.getShard}); with {@code per}, inside the
   * run of shards of each value of that field, from the value's base shard on
   * ({@code RowKeyEncoder.calculateShard}). When the hashed combinations are too many to enumerate
   * (or the salt hashes the key's bytes), a value's rows spread evenly over its run, as murmur3
   * spreads many combinations; the shares stay exact in which shards are written as long as the
   * {@code per} field's values can be enumerated.
   */
  private static SaltShares kylin(TableSchema schema, SaltSegment salt) {
    int buckets = salt.buckets();
    List<FieldSpec> from = salt.from().stream().map(schema::field).toList();
    long combinations = 1;
    double same = 1;
    boolean related = false;
    for (int k = 0; k < from.size(); k++) {
      combinations = saturatedProduct(combinations, values(from.get(k)));
      same *= values(from.get(k)) == Long.MAX_VALUE ? 0
          : IndexWeights.sumOfSquares(from.get(k).distribution(), from.get(k).cardinality());
      for (int d = 0; d < k; d++) {
        related |= schema.determinedBy(from.get(k).name(), from.get(d).name());
      }
    }
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed(), List.of());
    // Each hashed combination's murmur3 and weight, when they can be listed.
    List<long[]> hashes = null;
    List<Double> hashWeights = null;
    if (!salt.overKey() && !related && combinations <= ENUMERATION_LIMIT) {
      hashes = new ArrayList<>();
      hashWeights = new ArrayList<>();
      combine(from, generator, 0, new byte[0], 1.0, hashes, hashWeights);
    }
    if (!salt.ranged()) {
      if (hashes == null) {
        return new SaltShares(buckets, combinations, null, same, 1);
      }
      double[] shares = new double[buckets];
      for (int i = 0; i < hashes.size(); i++) {
        shares[SaltHash.bucket(hashes.get(i)[0], buckets)] += hashWeights.get(i);
      }
      return new SaltShares(buckets, combinations, shares, same, 1);
    }
    FieldSpec per = schema.field(salt.per());
    long perValues = values(per);
    combinations = saturatedProduct(combinations, perValues);
    same *= perValues == Long.MAX_VALUE ? 0 : IndexWeights.sumOfSquares(per.distribution(), per.cardinality());
    if (perValues > ENUMERATION_LIMIT
        || hashes != null && saturatedProduct(perValues, hashes.size()) > (long) ENUMERATION_LIMIT * 16) {
      return new SaltShares(buckets, combinations, null, same, salt.runLength());
    }
    double[] shares = new double[buckets];
    double[] weights = IndexWeights.of(per.distribution(), (int) perValues);
    for (int v = 0; v < perValues; v++) {
      long value = ((Number) generator.valueOf(per, v)).longValue();
      int base = SaltHash.bucket(dev.hbaseadvisor.codec.Digests.kylinHash(value), buckets);
      int run = salt.shards().of(value);
      if (hashes == null) {
        for (int i = 0; i < run; i++) {
          shares[(base + i) % buckets] += weights[v] / run;
        }
        continue;
      }
      for (int i = 0; i < hashes.size(); i++) {
        shares[(base + SaltHash.bucket(hashes.get(i)[0], run)) % buckets] += weights[v] * hashWeights.get(i);
      }
    }
    return new SaltShares(buckets, combinations, shares, same, 1);
  }

  /** Every combination of the hashed fields' values from field {@code at} on, with its murmur3 and weight. */
  private static void combine(List<FieldSpec> from, RecordGenerator generator, int at, byte[] prefix, double weight,
      List<long[]> hashes, List<Double> weights) {
    if (at == from.size()) {
      hashes.add(new long[] {dev.hbaseadvisor.codec.Digests.kylinHash(prefix)});
      weights.add(weight);
      return;
    }
    FieldSpec f = from.get(at);
    int n = (int) values(f);
    double[] w = IndexWeights.of(f.distribution(), n);
    for (int i = 0; i < n; i++) {
      byte[] value = ValueBytes.of(f, generator.valueOf(f, i));
      byte[] bytes = java.util.Arrays.copyOf(prefix, prefix.length + value.length);
      System.arraycopy(value, 0, bytes, prefix.length, value.length);
      combine(from, generator, at + 1, bytes, weight * w[i], hashes, weights);
    }
  }

  /**
   * Every combination of the salted values with its weight, hashed into the buckets; a determined
   * field takes the one value its determining field's chosen value gives it, as records draw it.
   */
  private static final class Spread {
    private final List<FieldSpec> from;
    private final int[] by;
    private final List<byte[][]> bytes;
    private final List<double[]> weights;
    private final RecordGenerator generator;
    private final double[] shares;
    private final SaltHash variant;
    private final int group;
    private final long[] chosen;

    Spread(List<FieldSpec> from, int[] by, List<byte[][]> bytes, List<double[]> weights, RecordGenerator generator,
        double[] shares, SaltHash variant, int group) {
      this.from = from;
      this.by = by;
      this.bytes = bytes;
      this.weights = weights;
      this.generator = generator;
      this.shares = shares;
      this.variant = variant;
      this.group = group;
      this.chosen = new long[from.size()];
    }

    /** Adds every combination from field {@code at} on, with the hash and weight of the ones before. */
    void from(int at, int hash, double weight) {
      if (at == bytes.size()) {
        int first = variant.bucket(hash, shares.length);
        for (int i = 0; i < group; i++) {
          shares[(first + i) % shares.length] += weight / group;
        }
        return;
      }
      if (by[at] >= 0) {
        FieldSpec f = from.get(at);
        chosen[at] = generator.determinedSlot(generator.slotOf(f.name()), chosen[by[at]]);
        from(at + 1, hashed(hash, ValueBytes.of(f, generator.valueOf(f, chosen[at]))), weight);
        return;
      }
      byte[][] values = bytes.get(at);
      double[] w = weights.get(at);
      for (int i = 0; i < values.length; i++) {
        chosen[at] = i;
        from(at + 1, hashed(hash, values[i]), weight * w[i]);
      }
    }

    private static int hashed(int hash, byte[] value) {
      int h = hash;
      for (byte b : value) {
        h = 31 * h + b;
      }
      return h;
    }
  }

  /** The distinct values a field takes: its cardinality, unbounded for UUIDs and increasing fields. */
  private static long values(FieldSpec f) {
    if (f.type() == FieldType.UUID || f.increasing() || !f.boundedCardinality()) {
      return Long.MAX_VALUE;
    }
    return f.cardinality();
  }

  private static long saturatedProduct(long a, long b) {
    return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
  }

  /** Whether the shares were computed value by value. */
  public boolean exact() {
    return shares != null;
  }

  /** The buckets that can ever be written: those some value hashes to, or {@code min(buckets, combinations)}. */
  public int writtenBuckets() {
    if (shares == null) {
      return (int) Math.min(buckets, saturatedProduct(combinations, group));
    }
    int written = 0;
    for (double s : shares) {
      written += s > 0 ? 1 : 0;
    }
    return written;
  }

  /**
   * The buckets expected to be written: {@link #writtenBuckets} when exact; otherwise the values
   * hash to buckets as balls fall into bins, {@code N (1 - (1 - 1/N)^(C g))} for {@code C}
   * combinations each owning {@code g} buckets (200 Phoenix sequences fill about 139 of 256).
   */
  public double expectedWrittenBuckets() {
    return exact() ? writtenBuckets() : buckets * (1 - chanceNoneWritten(1));
  }

  /**
   * The chance that no value hashes into a given run of {@code width} buckets, when the shares are
   * not exact: {@code (1 - width/N)^(C g)}; 0 for unbounded combinations.
   */
  public double chanceNoneWritten(int width) {
    if (combinations == Long.MAX_VALUE || width >= buckets) {
      return 0;
    }
    return Math.pow(1 - (double) width / buckets, (double) combinations * group);
  }

  /** Whether a bucket can ever be written (every one can when the shares are not exact). */
  public boolean written(int bucket) {
    return shares == null || shares[bucket] > 0;
  }

  /** The bucket that takes the most writes (the lowest such), or -1 when not exact. */
  public int busiestBucket() {
    if (shares == null) {
      return -1;
    }
    int best = 0;
    for (int i = 1; i < shares.length; i++) {
      if (shares[i] > shares[best]) {
        best = i;
      }
    }
    return best;
  }

  /** The largest share one bucket takes: exact, or the even share of the written buckets. */
  public double largestShare() {
    return shares == null ? 1.0 / writtenBuckets() : shares[busiestBucket()];
  }

  /**
   * The expected fraction of the table in the bucket of one bound value, for reads that pick
   * values as the writes do: {@code sum share^2}, exact or as its expectation over the hash.
   */
  public double readFraction() {
    double one;
    if (shares == null) {
      one = sameValue + (1 - sameValue) / buckets;
    } else {
      one = 0;
      for (double s : shares) {
        one += s * s;
      }
    }
    // A group salt's reader scans the value's whole group: group buckets of the table's spread.
    return Math.min(1, group * one);
  }
}
