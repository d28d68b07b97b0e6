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
 */
public final class SaltSplit implements SplitAlgorithm {

  private final long buckets;
  private final LongFunction<byte[]> bucketBytes;
  private final String segment;

  /**
   * @param buckets the number of salt or bucket values
   * @param bucketBytes the key bytes of one value
   * @param segment the segment, for messages ({@code salt(16 of hostname)})
   */
  public SaltSplit(long buckets, LongFunction<byte[]> bucketBytes, String segment) {
    this.buckets = buckets;
    this.bucketBytes = bucketBytes;
    this.segment = segment;
  }

  @Override
  public String name() {
    return "salt";
  }

  @Override
  public String describe() {
    return "one region per group of " + segment + " values " + Bytes.toStringBinary(bucketBytes.apply(0)) + " .. "
        + Bytes.toStringBinary(bucketBytes.apply(buckets - 1));
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
    List<byte[]> keys = new ArrayList<>(Math.max(0, regions - 1));
    for (int i = 1; i < regions; i++) {
      long bucket = BigInteger.valueOf(i).multiply(BigInteger.valueOf(buckets))
          .divide(BigInteger.valueOf(regions)).longValueExact();
      keys.add(bucketBytes.apply(bucket));
    }
    return keys;
  }
}
