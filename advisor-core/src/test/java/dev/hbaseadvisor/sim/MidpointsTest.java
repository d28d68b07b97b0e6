package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Split rows are HBase's shortened block-index keys ({@code HFileWriterImpl.getMinimumMidpointArray}). */
class MidpointsTest {

  private static String mid(String left, String right) {
    return Bytes.toStringBinary(Midpoints.shortestSeparator(Bytes.toBytesBinary(left), Bytes.toBytesBinary(right)));
  }

  @Test
  void differingByte_isIncrementedWhenThatStaysBelowTheRightRow() {
    assertEquals("user02", mid("user0123abc", "user0456def"), "the example of hbase-facts §3");
  }

  @Test
  void adjacentBytes_takeTheRightRowsPrefix() {
    assertEquals("ab2", mid("ab1zzz", "ab2aaa"));
    assertEquals("b", mid("a\\xFF", "b"));
  }

  @Test
  void leftPrefixOfRight_takesOneMoreByteOfTheRight() {
    assertEquals("abcd", mid("abc", "abcdef"));
  }

  @Test
  void separator_liesAboveTheLeftRowAndAtOrBelowTheRight() {
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 20_000; i++) {
      byte[] a = new byte[1 + random.nextInt(6)];
      byte[] b = new byte[1 + random.nextInt(6)];
      random.nextBytes(a);
      random.nextBytes(b);
      if (random.nextInt(4) == 0) {
        System.arraycopy(a, 0, b, 0, Math.min(a.length, b.length) - 1);
      }
      int c = Arrays.compareUnsigned(a, b);
      if (c == 0) {
        continue;
      }
      byte[] left = c < 0 ? a : b;
      byte[] right = c < 0 ? b : a;
      byte[] m = Midpoints.shortestSeparator(left, right);
      assertTrue(Arrays.compareUnsigned(left, m) < 0 && Arrays.compareUnsigned(m, right) <= 0,
          () -> Bytes.toStringBinary(left) + " < " + Bytes.toStringBinary(m) + " <= " + Bytes.toStringBinary(right));
    }
  }
}
