package dev.hbaseadvisor.model;

/**
 * How often each of a field's values occurs, as YCSB names its request distributions
 * ({@code site.ycsb.generator}: UniformLongGenerator, ZipfianGenerator, ScrambledZipfianGenerator,
 * SkewedLatestGenerator, HotspotIntegerGenerator, ExponentialGenerator).
 *
 * @param kind the family of distribution
 * @param first its first parameter: the zipf exponent (default 0.99, YCSB's ZIPFIAN_CONSTANT),
 *     the hot-set fraction (default 0.2), or unused (NaN)
 * @param second its second parameter: the hot-operation fraction (default 0.8), or unused (NaN)
 */
public record Distribution(Kind kind, double first, double second) {

  /** The distributions the generator knows. */
  public enum Kind { UNIFORM, ZIPF, SCRAMBLED_ZIPF, LATEST, HOTSPOT, EXPONENTIAL, NORMAL }

  /** YCSB's default zipfian exponent ({@code ZipfianGenerator.ZIPFIAN_CONSTANT}). */
  public static final double DEFAULT_ZIPF_EXPONENT = 0.99;
  /** YCSB's default hot-set fraction ({@code CoreWorkload.HOTSPOT_DATA_FRACTION_DEFAULT}). */
  public static final double DEFAULT_HOT_SET = 0.2;
  /** YCSB's default hot-operation fraction ({@code CoreWorkload.HOTSPOT_OPN_FRACTION_DEFAULT}). */
  public static final double DEFAULT_HOT_OPS = 0.8;

  /** Every value equally likely. */
  public static final Distribution UNIFORM = new Distribution(Kind.UNIFORM, Double.NaN, Double.NaN);

  /** Parses {@code zipf}, {@code zipf:1.1}, {@code hotspot:0.1:0.9} and the other names. */
  public static Distribution parse(String text) {
    String[] parts = text.strip().split(":", -1);
    Kind kind = switch (parts[0]) {
      case "uniform" -> Kind.UNIFORM;
      case "zipf", "zipfian" -> Kind.ZIPF;
      case "scrambled-zipf", "scrambled-zipfian" -> Kind.SCRAMBLED_ZIPF;
      case "latest" -> Kind.LATEST;
      case "hotspot" -> Kind.HOTSPOT;
      case "exponential" -> Kind.EXPONENTIAL;
      case "normal" -> Kind.NORMAL;
      default -> throw new IllegalArgumentException("unknown distribution '" + parts[0]
          + "' (one of uniform, zipf, scrambled-zipf, latest, hotspot, exponential, normal)");
    };
    int maxParams = switch (kind) {
      case ZIPF, SCRAMBLED_ZIPF, LATEST -> 1;
      case HOTSPOT -> 2;
      default -> 0;
    };
    if (parts.length - 1 > maxParams) {
      throw new IllegalArgumentException("distribution '" + parts[0] + "' takes at most " + maxParams
          + " parameter" + (maxParams == 1 ? "" : "s"));
    }
    double first = parts.length > 1 ? number(parts[1]) : defaultFirst(kind);
    double second = parts.length > 2 ? number(parts[2]) : defaultSecond(kind);
    if ((kind == Kind.ZIPF || kind == Kind.SCRAMBLED_ZIPF || kind == Kind.LATEST) && !(first > 0)) {
      throw new IllegalArgumentException("the zipf exponent must be above 0");
    }
    if (kind == Kind.HOTSPOT && !(first > 0 && first < 1 && second > 0 && second < 1)) {
      throw new IllegalArgumentException("hotspot fractions must lie strictly between 0 and 1");
    }
    return new Distribution(kind, first, second);
  }

  private static double defaultFirst(Kind kind) {
    return switch (kind) {
      case ZIPF, SCRAMBLED_ZIPF, LATEST -> DEFAULT_ZIPF_EXPONENT;
      case HOTSPOT -> DEFAULT_HOT_SET;
      default -> Double.NaN;
    };
  }

  private static double defaultSecond(Kind kind) {
    return kind == Kind.HOTSPOT ? DEFAULT_HOT_OPS : Double.NaN;
  }

  private static double number(String text) {
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' is not a number");
    }
  }

  /** The schema spelling, such as {@code zipf:1.1}. */
  @Override
  public String toString() {
    String name = kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    if (!Double.isNaN(second)) {
      return name + ":" + first + ":" + second;
    }
    return Double.isNaN(first) ? name : name + ":" + first;
  }
}
