package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.yaml.YamlScalars;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Old and new values as a schema file would write them ({@code 30d}, {@code 64KiB},
 * {@code '\x01'}, a segment in YAML flow style), so a reviewer can paste them back.
 */
final class Values {

  private static final long[] DURATION_UNITS = {86_400, 3_600, 60};
  private static final String[] DURATION_NAMES = {"d", "h", "m"};
  private static final long[] RATE_UNITS = {1, 60, 3_600, 86_400};
  private static final String[] RATE_NAMES = {"s", "min", "h", "d"};
  private static final String[] SIZE_NAMES = {"TiB", "GiB", "MiB", "KiB"};

  private Values() {}

  /** Seconds in the schema's duration syntax: {@code forever}, {@code 30d}, {@code 12h}, {@code 90m}, {@code 45s}. */
  static String duration(long seconds) {
    if (seconds >= Quantities.FOREVER_SECONDS) {
      return "forever";
    }
    for (int i = 0; i < DURATION_UNITS.length; i++) {
      if (seconds % DURATION_UNITS[i] == 0) {
        return seconds / DURATION_UNITS[i] + DURATION_NAMES[i];
      }
    }
    return seconds + "s";
  }

  /** Bytes in the schema's size syntax, with the largest binary unit that divides them. */
  static String size(long bytes) {
    for (int i = 0; i < SIZE_NAMES.length; i++) {
      long unit = 1L << (10 * (SIZE_NAMES.length - i));
      if (bytes != 0 && bytes % unit == 0) {
        return bytes / unit + SIZE_NAMES[i];
      }
    }
    return Long.toString(bytes);
  }

  /** A rate in the schema's syntax, in the first unit that makes it whole: {@code 50/s}, {@code 1/h}. */
  static String rate(double perSecond) {
    for (int i = 0; i < RATE_UNITS.length; i++) {
      double v = perSecond * RATE_UNITS[i];
      if (Math.abs(v - Math.rint(v)) < 1e-9 * Math.max(1, v)) {
        return (long) Math.rint(v) + "/" + RATE_NAMES[i];
      }
    }
    return java.math.BigDecimal.valueOf(perSecond).stripTrailingZeros().toPlainString() + "/s";
  }

  /** A byte string single-quoted in {@code Bytes.toStringBinary} form, as the schema reads it back. */
  static String bytes(byte[] bytes) {
    return quote(Bytes.toStringBinary(bytes));
  }

  /** Text single-quoted for YAML. */
  static String quote(String text) {
    return YamlScalars.quoted(text);
  }

  /** A list in YAML flow style. */
  static String list(List<String> items) {
    return "[" + String.join(", ", items) + "]";
  }

  static String lower(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  /** A segment in YAML flow style with its non-default options, e.g. {@code {field: ts, encoding: long}}. */
  static String segment(Segment segment) {
    List<String> parts = new ArrayList<>();
    if (segment instanceof SaltSegment s) {
      parts.add("buckets: " + s.buckets());
      parts.add(s.random() ? "random: true" : s.overKey() ? "over: key" : "from: " + list(s.from()));
      if (s.encoding() != NumberEncoding.BYTE) {
        parts.add("encoding: " + lower(s.encoding()));
      }
      parts.addAll(s.variantOptions());
      return "{salt: {" + String.join(", ", parts) + "}}";
    } else if (segment instanceof BucketSegment b) {
      parts.add("field: " + b.field());
      parts.add("modulo: " + b.modulo());
      parts.add("encoding: " + lower(b.encoding()));
      return "{bucket: {" + String.join(", ", parts) + "}}";
    } else if (segment instanceof HashSegment h) {
      parts.add("from: " + list(h.from()));
      parts.add("algorithm: " + h.algorithm().yamlName());
      if (h.length() != h.algorithm().digestLength()) {
        parts.add("length: " + h.length());
      }
      if (h.encoding() != HashEncoding.BINARY) {
        parts.add("encoding: " + lower(h.encoding()));
      }
      if (h.seed() != 0) {
        parts.add(h.seedOption());
      }
      return "{hash: {" + String.join(", ", parts) + "}}";
    } else if (segment instanceof FieldSegment f) {
      parts.add("field: " + f.field());
      parts.add("encoding: " + f.encoding().yamlName());
      if (f.width() > 0) {
        parts.add("width: " + f.width());
        parts.add("pad: " + bytes(new byte[] {f.pad()}));
      }
      if (f.reverse() != FieldSegment.Reverse.NONE) {
        parts.add("reverse: " + lower(f.reverse()));
      }
      if (f.descending()) {
        parts.add("order: descending");
      }
      if (f.format() != null) {
        parts.add("format: " + quote(f.format()));
      }
      if (f.terminator().length > 0) {
        parts.add("terminator: " + bytes(f.terminator()));
      }
      return "{" + String.join(", ", parts) + "}";
    } else if (segment instanceof dev.hbaseadvisor.model.BitsSegment bits) {
      return "{bits: " + bits.yaml(java.util.function.UnaryOperator.identity()) + "}";
    }
    return "{literal: " + bytes(((LiteralSegment) segment).bytes()) + "}";
  }
}
