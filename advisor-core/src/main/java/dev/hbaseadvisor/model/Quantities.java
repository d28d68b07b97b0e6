package dev.hbaseadvisor.model;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the value syntaxes of the schema format: counts ({@code 2M}), sizes ({@code 64KiB}),
 * durations ({@code 30d}), rates ({@code 50/s}) and ranges ({@code 8-30}, {@code 1KiB-4MiB}).
 *
 * <p>Sizes use binary multiples for both {@code KB} and {@code KiB}, as HBase's own size
 * settings do ({@code hbase-common} {@code PrettyPrinter} and {@code hbase-default.xml}).
 */
public final class Quantities {

  /** The duration HBase calls FOREVER ({@code HConstants.FOREVER = Integer.MAX_VALUE} seconds). */
  public static final long FOREVER_SECONDS = Integer.MAX_VALUE;

  private static final Pattern COUNT = Pattern.compile("([0-9]+(?:\\.[0-9]+)?(?:[eE][+]?[0-9]+)?)([KMBT]?)");
  private static final Pattern SIZE =
      Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(B|KB|KiB|MB|MiB|GB|GiB|TB|TiB|PB|PiB|EB|EiB)?");
  private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(ms|s|m|min|h|d|w)?");
  private static final Pattern RATE = Pattern.compile("(.+?)\\s*/\\s*(s|sec|min|m|h|d)");

  private Quantities() {}

  /** A count: {@code 2000000}, {@code 2e6}, {@code 2M}, {@code 1B}, {@code 10K}. */
  public static long parseCount(String text) {
    Matcher m = COUNT.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + text + "' is not a count (examples: 2000, 2e6, 2M, 1B)");
    }
    BigDecimal value = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(countMultiplier(m.group(2))));
    try {
      return value.longValueExact();
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("'" + text + "' is not a whole number within range");
    }
  }

  /** A count as a double, so fractional rates such as {@code 0.5} are allowed. */
  public static double parseDecimalCount(String text) {
    Matcher m = COUNT.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + text + "' is not a number (examples: 50, 2.5, 20K)");
    }
    return Double.parseDouble(m.group(1)) * countMultiplier(m.group(2));
  }

  private static long countMultiplier(String suffix) {
    return switch (suffix) {
      case "K" -> 1_000L;
      case "M" -> 1_000_000L;
      case "B" -> 1_000_000_000L;
      case "T" -> 1_000_000_000_000L;
      default -> 1L;
    };
  }

  /** A size in bytes: {@code 8}, {@code 64KiB}, {@code 10GiB}, {@code 1.5MB}. */
  public static long parseSize(String text) {
    Matcher m = SIZE.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + text + "' is not a size (examples: 8, 64KiB, 10GiB)");
    }
    long unit = m.group(2) == null ? 1L : switch (m.group(2)) {
      case "KB", "KiB" -> 1L << 10;
      case "MB", "MiB" -> 1L << 20;
      case "GB", "GiB" -> 1L << 30;
      case "TB", "TiB" -> 1L << 40;
      case "PB", "PiB" -> 1L << 50;
      case "EB", "EiB" -> 1L << 60;
      default -> 1L;
    };
    BigDecimal bytes = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit));
    if (bytes.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
      throw new IllegalArgumentException("'" + text + "' is more than " + Long.MAX_VALUE + " bytes (8 EiB)");
    }
    return bytes.longValue();
  }

  /**
   * A size in bytes as {@link #parseSize} reads it back, in the largest binary unit that keeps the
   * number at 1 or more (up to EiB, so never above 1023), with one decimal where it is not whole:
   * {@code 512 B}, {@code 64 KiB}, {@code 17.4 TiB}, {@code 6.8 PiB}.
   */
  public static String formatSize(double bytes) {
    String[] units = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int unit = 0;
    double value = bytes;
    while (unit < units.length - 1 && value >= 1024) {
      value /= 1024;
      unit++;
    }
    String number = unit == 0 || Math.abs(value - Math.rint(value)) < 0.05
        ? Long.toString(Math.round(value)) : String.format(Locale.ROOT, "%.1f", value);
    return number + " " + units[unit];
  }

  /**
   * A duration in seconds as {@link #parseDurationSeconds} reads it back, in the largest unit that
   * divides it: {@code 30d}, {@code 2w}, {@code 90m}, {@code 45s}, {@code forever}.
   */
  public static String formatDuration(long seconds) {
    if (seconds >= FOREVER_SECONDS) {
      return "forever";
    }
    long[] sizes = {604_800, 86_400, 3_600, 60};
    String[] units = {"w", "d", "h", "m"};
    for (int i = 0; i < sizes.length; i++) {
      if (seconds > 0 && seconds % sizes[i] == 0) {
        return seconds / sizes[i] + units[i];
      }
    }
    return seconds + "s";
  }

  /**
   * A rate for messages, per second unless that is below 1, then in the first of minute, hour and
   * day that reaches 1, with one decimal where it is not whole and commas as in
   * {@link #formatCount}: {@code 20,000/s}, {@code 1.6/s}, {@code 1/min}, {@code 1/h}.
   */
  public static String formatRate(double perSecond) {
    double[] factors = {1, 60, 3_600, 86_400};
    String[] units = {"/s", "/min", "/h", "/d"};
    int unit = 0;
    while (unit < factors.length - 1 && perSecond > 0 && perSecond * factors[unit] < 1) {
      unit++;
    }
    double value = Math.round(perSecond * factors[unit] * 10) / 10.0;
    String number = value == Math.rint(value) ? formatCount((long) value) : String.format(Locale.ROOT, "%,.1f", value);
    return number + units[unit];
  }

  /**
   * A count and its noun, singular for exactly one and with thousands separators:
   * {@code 1 rowkey segment}, {@code 2 rowkey segments}, {@code 1,000 split keys}. The plural adds
   * {@code s}; {@link #plural(long, String, String)} takes another.
   */
  public static String plural(long count, String noun) {
    return plural(count, noun, noun + "s");
  }

  /** {@link #plural(long, String)} with an irregular plural: {@code plural(2, "entry", "entries")}. */
  public static String plural(long count, String singular, String plural) {
    return formatCount(count) + " " + (count == 1 ? singular : plural);
  }

  /**
   * A count with thousands separators, the same in every locale: {@code 144,000,000}; what
   * {@code String.format(Locale.ROOT, "%,d", count)} writes, without loading the JDK's locale data
   * (about 8 ms of a short command's start-up, by the class-load log).
   */
  public static String formatCount(long count) {
    String digits = Long.toString(count);
    int sign = count < 0 ? 1 : 0;
    int length = digits.length() - sign;
    if (length <= 3) {
      return digits;
    }
    StringBuilder out = new StringBuilder(digits.length() + length / 3);
    int first = sign + (length % 3 == 0 ? 3 : length % 3);
    out.append(digits, 0, first);
    for (int i = first; i < digits.length(); i += 3) {
      out.append(',').append(digits, i, i + 3);
    }
    return out.toString();
  }

  /** A duration in seconds: {@code 30d}, {@code 12h}, {@code 15m}, {@code 45s}, {@code forever}. */
  public static long parseDurationSeconds(String text) {
    String t = text.strip();
    if (t.equalsIgnoreCase("forever")) {
      return FOREVER_SECONDS;
    }
    Matcher m = DURATION.matcher(t);
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + text + "' is not a duration: a number of seconds, or of ms, s, m,"
          + " min, h, d or w (there is no unit for months or years: 365d is a year), or forever; examples: 3600,"
          + " 30d, 12h, 15m");
    }
    double seconds = Double.parseDouble(m.group(1)) * durationUnitSeconds(m.group(2));
    return Math.round(seconds);
  }

  private static double durationUnitSeconds(String unit) {
    if (unit == null) {
      return 1;
    }
    return switch (unit) {
      case "ms" -> 0.001;
      case "m", "min" -> 60;
      case "h" -> 3600;
      case "d" -> 86_400;
      case "w" -> 604_800;
      default -> 1;
    };
  }

  /** A rate in events per second: {@code 50/s}, {@code 3/min}, {@code 1/h}, {@code 20K/s}. */
  public static double parseRatePerSecond(String text) {
    Matcher m = RATE.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + text + "' is not a rate (examples: 50/s, 3/min, 1/h)");
    }
    double count = parseDecimalCount(m.group(1));
    return count / durationUnitSeconds(m.group(2).toLowerCase(Locale.ROOT).equals("sec") ? "s" : m.group(2));
  }

  /**
   * A range {@code low-high} or a single value, each part parsed by {@code part}; returns
   * {@code [low, high]}.
   */
  public static long[] parseRange(String text, java.util.function.ToLongFunction<String> part) {
    String t = text.strip();
    int dash = t.indexOf('-', 1);
    long low;
    long high;
    if (dash < 0) {
      low = high = part.applyAsLong(t);
    } else {
      low = part.applyAsLong(t.substring(0, dash));
      high = part.applyAsLong(t.substring(dash + 1));
    }
    if (low > high) {
      throw new IllegalArgumentException("range '" + text + "' has its low end above its high end");
    }
    return new long[] {low, high};
  }
}
