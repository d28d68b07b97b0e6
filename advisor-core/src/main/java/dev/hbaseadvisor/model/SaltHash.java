package dev.hbaseadvisor.model;

import java.util.Locale;

/**
 * How a deterministic salt turns its hash input into a bucket. All three start from the same
 * hash, {@code h = 31 h + b} over the signed bytes from {@code h = 1} (Java's
 * {@code Arrays.hashCode(byte[])}); they differ in how they make it non-negative.
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
  PINPOINT;

  /** The name written in the schema file. */
  public String yamlName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The bucket, {@code 0..buckets-1}, of a hash. */
  public int bucket(int h, int buckets) {
    return switch (this) {
      case PHOENIX -> Math.abs(h % buckets);
      case HBASEWD -> Math.floorMod(Math.abs(h), buckets);
      case PINPOINT -> (h & Integer.MAX_VALUE) % buckets;
    };
  }
}
