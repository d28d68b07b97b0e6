package dev.hbaseadvisor.splits;

/**
 * HBase's {@code RegionSplitter.DecimalStringSplit}: decimal keys, default bounds
 * {@code 00000000 .. 99999999}.
 */
public final class DecimalStringSplit extends NumberStringSplit {

  /** {@code DecimalStringSplit.DEFAULT_MIN_DEC}. */
  public static final String DEFAULT_FIRST = "00000000";
  /** {@code DecimalStringSplit.DEFAULT_MAX_DEC}. */
  public static final String DEFAULT_LAST = "99999999";

  /** The algorithm over {@code first .. last}; null bounds take the defaults. */
  public DecimalStringSplit(String first, String last) {
    super(first == null ? DEFAULT_FIRST : first, last == null ? DEFAULT_LAST : last, 10);
  }

  @Override
  public String name() {
    return "decimal";
  }
}
