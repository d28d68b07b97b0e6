package dev.hbaseadvisor.splits;

/**
 * HBase's {@code RegionSplitter.HexStringSplit}: lowercase hex keys, default bounds
 * {@code 00000000 .. FFFFFFFF} (so 8 characters).
 */
public final class HexStringSplit extends NumberStringSplit {

  /** {@code HexStringSplit.DEFAULT_MIN_HEX}. */
  public static final String DEFAULT_FIRST = "00000000";
  /** {@code HexStringSplit.DEFAULT_MAX_HEX}. */
  public static final String DEFAULT_LAST = "FFFFFFFF";

  /** The algorithm over {@code first .. last}; null bounds take the defaults. */
  public HexStringSplit(String first, String last) {
    super(first == null ? DEFAULT_FIRST : first, last == null ? DEFAULT_LAST : last, 16);
  }

  @Override
  public String name() {
    return "hex";
  }
}
