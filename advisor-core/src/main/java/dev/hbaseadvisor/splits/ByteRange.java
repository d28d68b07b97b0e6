package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.Bytes;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * HBase's {@code Bytes.split(a, b, inclusive, num)} and {@code Bytes.iterateOnSplits}
 * ({@code hbase-common/src/main/java/org/apache/hadoop/hbase/util/Bytes.java}), byte for byte:
 * pad the shorter bound with zero bytes, read both as unsigned numbers behind a {@code 01 00}
 * header, cut the difference into {@code num + 1} floor-divided steps, and add a zero byte to
 * both bounds while the range is narrower than the steps (hbase-facts §2).
 */
public final class ByteRange {

  private ByteRange() {}

  /**
   * {@code num + 2} keys: {@code a}, {@code num} interior keys, {@code b}; when the range had to
   * be widened, the first and last are the widened bounds, as in HBase.
   *
   * @param inclusive whether {@code b} counts as part of the range (UniformSplit) or not (createTable)
   * @throws SplitException when {@code b <= a} after padding or {@code num < 1}
   */
  public static List<byte[]> split(byte[] a, byte[] b, boolean inclusive, int num) {
    int length = Math.max(a.length, b.length);
    byte[] aPadded = Arrays.copyOf(a, length);
    byte[] bPadded = Arrays.copyOf(b, length);
    if (Bytes.compare(aPadded, bPadded) >= 0) {
      throw new SplitException("end", "end " + Bytes.toStringBinary(b) + " must sort after start " + Bytes.toStringBinary(a)
          + " (compared after padding the shorter with \\x00 bytes)");
    }
    if (num <= 0) {
      throw new SplitException("regions", "the number of interior keys must be at least 1, got " + num);
    }
    BigInteger start = withHeader(aPadded);
    BigInteger stop = withHeader(bPadded);
    BigInteger diff = stop.subtract(start);
    if (inclusive) {
      diff = diff.add(BigInteger.ONE);
    }
    BigInteger steps = BigInteger.valueOf(num + 1L);
    if (diff.compareTo(steps) < 0) {
      // Too narrow: one more byte of resolution, and the returned ends are the widened bounds.
      return split(Arrays.copyOf(aPadded, length + 1), Arrays.copyOf(bPadded, length + 1), inclusive, num);
    }
    BigInteger interval = diff.divide(steps);
    List<byte[]> keys = new ArrayList<>(num + 2);
    keys.add(a);
    for (int i = 1; i <= num; i++) {
      byte[] value = start.add(interval.multiply(BigInteger.valueOf(i))).toByteArray();
      // Drop the 01 header and, as HBase does, the 00 after it when present.
      int drop = value[1] == 0 ? 2 : 1;
      keys.add(Arrays.copyOfRange(value, drop, value.length));
    }
    keys.add(b);
    return keys;
  }

  private static BigInteger withHeader(byte[] bytes) {
    byte[] header = new byte[bytes.length + 2];
    header[0] = 1;
    System.arraycopy(bytes, 0, header, 2, bytes.length);
    return new BigInteger(header);
  }
}
