package dev.hbaseadvisor.splits;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Split keys that are zero-padded numbers as text, HBase's {@code RegionSplitter.NumberStringSplit}:
 * the inclusive range {@code first..last} is cut into equal steps of {@code floor((last - first + 1)
 * / regions)}, the last region taking the remainder, and each key is printed in lowercase digits
 * zero-padded to the length of {@code last} (hbase-facts §1).
 */
public abstract sealed class NumberStringSplit implements SplitAlgorithm permits HexStringSplit, DecimalStringSplit {

  private final String first;
  private final String last;
  private final BigInteger firstValue;
  private final BigInteger lastValue;
  private final int radix;

  NumberStringSplit(String first, String last, int radix) {
    this.first = first;
    this.last = last;
    this.radix = radix;
    this.firstValue = parse(first, "start");
    this.lastValue = parse(last, "end");
  }

  private BigInteger parse(String text, String what) {
    String digits = radix == 16 ? "hex" : "decimal";
    if (text.isEmpty() || !text.chars().allMatch(c -> Character.digit(c, radix) >= 0)) {
      throw new SplitException(what, what + " '" + text + "' is not a " + digits + " number, as " + getClass().getSimpleName()
          + " needs");
    }
    return new BigInteger(text, radix);
  }

  /** Reads a bound written as key bytes (each byte one character). */
  static String text(byte[] bound) {
    return new String(bound, StandardCharsets.ISO_8859_1);
  }

  @Override
  public String describe() {
    return "RegionSplitter." + getClass().getSimpleName() + " " + first + " .. " + last;
  }

  @Override
  public List<byte[]> split(int regions) {
    if (lastValue.compareTo(firstValue) <= 0) {
      throw new SplitException("end", "end " + last + " must be greater than start " + first);
    }
    // The last row is inclusive, hence + 1 (RegionSplitter.NumberStringSplit.split).
    BigInteger range = lastValue.subtract(firstValue).add(BigInteger.ONE);
    if (range.compareTo(BigInteger.valueOf(regions)) < 0) {
      throw new SplitException("regions", "cannot cut " + first + " .. " + last + " (" + range + " values) into " + regions
          + " regions");
    }
    BigInteger step = range.divide(BigInteger.valueOf(regions));
    List<byte[]> keys = new ArrayList<>(Math.max(0, regions - 1));
    if (lastValue.bitLength() < Long.SIZE - 1) {
      // Every key fits in a long (the default hex range does): no BigInteger per key.
      long from = firstValue.longValue();
      long by = step.longValue();
      for (int i = 1; i < regions; i++) {
        keys.add(padded(Long.toString(from + by * i, radix)));
      }
      return keys;
    }
    for (int i = 1; i < regions; i++) {
      keys.add(padded(firstValue.add(step.multiply(BigInteger.valueOf(i))).toString(radix)));
    }
    return keys;
  }

  /** The key bytes of lowercase digits, zero-padded on the left to the length of {@code last}. */
  private byte[] padded(String digits) {
    int width = Math.max(digits.length(), last.length());
    byte[] key = new byte[width];
    int pad = width - digits.length();
    java.util.Arrays.fill(key, 0, pad, (byte) '0');
    for (int i = 0; i < digits.length(); i++) {
      key[pad + i] = (byte) digits.charAt(i);
    }
    return key;
  }
}
