package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/**
 * One region per salt (or bucket) value, or per equal group of values: for {@code N} values and
 * {@code R} regions, the keys are the values {@code floor(i * N / R)}, {@code i = 1 .. R-1},
 * written in the segment's encoding, so every boundary falls between two buckets. With
 * {@code R = N} this is Phoenix's {@code SaltingUtil.getSalteByteSplitPoints} ({@code \x01 ..
 * \x(N-1)}, hbase-facts §6).
 *
 * <p>When the salt's fields have fewer values than buckets, only the buckets some value hashes
 * to are ever written ({@code workload/SaltShares}); unless more regions are asked for, the values
 * counted are then those buckets alone, so no boundary cuts off a region that can never hold a
 * row. Asked for more regions than written buckets ({@code regions: 256} for Phoenix's
 * {@code SALT_BUCKETS=256}), every bucket counts, as Phoenix splits, and the regions no key
 * reaches are left for {@code presplit-unreachable-regions} to report.
 */
public final class SaltSplit implements SplitAlgorithm {

  private final long buckets;
  private final LongFunction<byte[]> bucketBytes;
  private final String segment;
  private final long[] written;

  /**
   * @param buckets the number of salt or bucket values
   * @param bucketBytes the key bytes of one value
   * @param segment the segment, for messages ({@code salt(16 of hostname)})
   * @param written the values some key hashes to, in order, or null when every value is written
   */
  public SaltSplit(long buckets, LongFunction<byte[]> bucketBytes, String segment, long[] written) {
    this.buckets = buckets;
    this.bucketBytes = bucketBytes;
    this.segment = segment;
    this.written = written;
  }

  @Override
  public String name() {
    return "salt";
  }

  @Override
  public String describe() {
    String range = Bytes.toStringBinary(bucketBytes.apply(0)) + " .. " + Bytes.toStringBinary(bucketBytes.apply(buckets - 1));
    if (written == null) {
      return "one region per group of " + segment + " values " + range;
    }
    return "one region per group of the " + written.length + " of " + buckets + " " + segment
        + " values that some key hashes to (" + range + ")";
  }

  /** The number of salt values. */
  public long buckets() {
    return buckets;
  }

  @Override
  public List<byte[]> split(int regions) {
    if (regions > buckets) {
      throw new SplitException("regions", "the leading " + segment + " has " + buckets + " values, so at most " + buckets
          + " regions can start on a value boundary; got " + regions);
    }
    long count = written == null ? buckets : written.length;
    int cut = (int) Math.min(regions, count);
    List<byte[]> keys = new ArrayList<>(Math.max(0, cut - 1));
    for (int i = 1; i < cut; i++) {
      long at = BigInteger.valueOf(i).multiply(BigInteger.valueOf(count))
          .divide(BigInteger.valueOf(cut)).longValueExact();
      keys.add(bucketBytes.apply(written == null ? at : written[(int) at]));
    }
    return keys;
  }
}
