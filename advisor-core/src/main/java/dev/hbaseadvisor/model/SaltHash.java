package dev.hbaseadvisor.model;

import java.util.Locale;

/**
 * How a deterministic salt turns its hash input into a bucket. The first three start from the same
 * hash, {@code h = 31 h + b} over the signed bytes from {@code h = 1} (Java's
 * {@code Arrays.hashCode(byte[])}); they differ in how they make it non-negative. Apache Kylin's
 * shard ({@link #KYLIN}) hashes with murmur3 instead.
 */
public enum SaltHash {
  /**
   * Phoenix: {@code |h % buckets|} ({@code SaltingUtil.getSaltingByte}, apache/phoenix
   * phoenix-core-client/.../schema/SaltingUtil.java).
   */
  PHOENIX,
  /**
   * HBaseWD's {@code OneByteSimpleHash}: {@code Math.abs(h) % buckets} (sematext/HBaseWD
   * src/main/java/com/sematext/hbase/wd/RowKeyDistributorByHashPrefix.java; Pinpoint's copy,
   * commons-hbase/.../wd/OneByteSimpleHash.java). It equals {@link #PHOENIX} except at
   * {@code h = Integer.MIN_VALUE}, where {@code Math.abs} stays negative; that one value is taken
   * {@code floorMod} here, where HBaseWD writes a byte outside {@code 0..buckets-1}.
   */
  HBASEWD,
  /**
   * Pinpoint's {@code RangeOneByteSimpleHash} and {@code RangeDoubleHash}:
   * {@code (h & 0x7fffffff) % buckets} ({@code MathUtils.fastAbs}, pinpoint-apm/pinpoint
   * commons/.../util/MathUtils.java), which differs from {@link #PHOENIX} for every negative {@code h}.
   */
  PINPOINT,
  /**
   * Apache Kylin's {@code ShardingHash.getShard(bytes, offset, length, n)}: the first long of
   * Guava's {@code Hashing.murmur3_128()} (seed 0; h1, its first 8 bytes little-endian, as
   * {@code HashCode.asLong}), then {@code hash % n}, plus {@code n} when negative: a floor modulo
   * (apache/kylin core-common/src/main/java/org/apache/kylin/common/util/ShardingHash.java
   * @ 526e319, {@code _getShard}). Its input hash is a {@code long}: see {@link #bucket(long, int)}.
   */
  KYLIN;

  /** The name written in the schema file. */
  public String yamlName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether the input is hashed with murmur3 into a {@code long} (Kylin), not {@code 31 h + b} into an {@code int}. */
  public boolean murmur() {
    return this == KYLIN;
  }

  /** The bucket, {@code 0..buckets-1}, of a hash {@code h = 31 h + b}. */
  public int bucket(int h, int buckets) {
    return switch (this) {
      case PHOENIX -> Math.abs(h % buckets);
      case HBASEWD -> Math.floorMod(Math.abs(h), buckets);
      case PINPOINT -> (h & Integer.MAX_VALUE) % buckets;
      case KYLIN -> throw new IllegalStateException("Kylin's shard hashes with murmur3 into a long, not 31 h + b");
    };
  }

  /**
   * Kylin's shard, {@code 0..buckets-1}, of a murmur3 hash ({@code ShardingHash._getShard}); one
   * bucket or none gives 0, as {@code getShard} returns for {@code totalShards <= 1}.
   */
  public static int bucket(long murmur, int buckets) {
    return buckets <= 1 ? 0 : (int) Math.floorMod(murmur, (long) buckets);
  }
}
