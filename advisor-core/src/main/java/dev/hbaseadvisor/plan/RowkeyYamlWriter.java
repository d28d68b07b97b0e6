package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes rowkey segments back in the schema format ({@code docs/schema-format.md}, "rowkey"), as a
 * pasteable {@code rowkey:} YAML block or as maps for JSON, leaving out every option that has its
 * default, so that the text loads back into the same segments.
 */
public final class RowkeyYamlWriter {

  private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*");
  private static final List<String> YAML_WORDS = List.of("y", "n", "yes", "no", "on", "off", "true", "false",
      "null");

  private RowkeyYamlWriter() {}

  /** The {@code rowkey:} block, list items indented by two spaces, ending in a newline. */
  public static String block(List<Segment> rowkey, Map<String, FieldSpec> fields) {
    StringBuilder sb = new StringBuilder("rowkey:\n");
    for (Segment segment : rowkey) {
      sb.append(item(segment, fields, "  "));
    }
    return sb.toString();
  }

  /** One list item: flow maps for salt, bucket and hash, one key per line for fields. */
  static String item(Segment segment, Map<String, FieldSpec> fields, String indent) {
    Map<String, Object> map = toMap(segment, fields);
    Map.Entry<String, Object> first = map.entrySet().iterator().next();
    if (!(segment instanceof FieldSegment)) {
      return indent + "- " + first.getKey() + ": " + scalar(first.getValue()) + "\n";
    }
    StringBuilder sb = new StringBuilder();
    String lead = indent + "- ";
    for (Map.Entry<String, Object> e : map.entrySet()) {
      sb.append(lead).append(e.getKey()).append(": ").append(scalar(e.getValue())).append('\n');
      lead = indent + "  ";
    }
    return sb.toString();
  }

  /**
   * A segment as the schema format writes it: {@code {field: ts, order: descending}},
   * {@code {salt: {buckets: 16, from: [hostname]}}}. Byte strings are in
   * {@code Bytes.toStringBinary} form; values are String, Long, Boolean, List or Map.
   */
  public static Map<String, Object> toMap(Segment segment, Map<String, FieldSpec> fields) {
    Map<String, Object> map = new LinkedHashMap<>();
    Map<String, Object> body = new LinkedHashMap<>();
    if (segment instanceof SaltSegment s) {
      body.put("buckets", (long) s.buckets());
      if (s.random()) {
        body.put("random", true);
      } else {
        body.put("from", s.from());
      }
      if (s.encoding() != NumberEncoding.BYTE) {
        body.put("encoding", lower(s.encoding()));
      }
      map.put("salt", body);
    } else if (segment instanceof BucketSegment b) {
      body.put("field", b.field());
      body.put("modulo", b.modulo());
      NumberEncoding fallback = b.modulo() > 256 ? NumberEncoding.INT : NumberEncoding.BYTE;
      if (b.encoding() != fallback) {
        body.put("encoding", lower(b.encoding()));
      }
      map.put("bucket", body);
    } else if (segment instanceof HashSegment h) {
      body.put("from", h.from());
      body.put("algorithm", h.algorithm().yamlName());
      if (h.length() != h.algorithm().digestLength()) {
        body.put("length", (long) h.length());
      }
      if (h.encoding() != HashEncoding.BINARY) {
        body.put("encoding", lower(h.encoding()));
      }
      map.put("hash", body);
    } else if (segment instanceof LiteralSegment l) {
      map.put("literal", Bytes.toStringBinary(l.bytes()));
    } else {
      FieldSegment f = (FieldSegment) segment;
      fieldMap(f, fields.get(f.field()), map);
    }
    return map;
  }

  private static void fieldMap(FieldSegment f, FieldSpec spec, Map<String, Object> map) {
    map.put("field", f.field());
    if (f.format() != null) {
      map.put("format", f.format());
    } else if (f.encoding() != defaultEncoding(spec)) {
      map.put("encoding", f.encoding().yamlName());
    }
    if (f.width() > 0) {
      map.put("width", (long) f.width());
      if (f.pad() != 0) {
        map.put("pad", Bytes.toStringBinary(new byte[] {f.pad()}));
      }
    }
    if (f.reverse() != FieldSegment.Reverse.NONE) {
      map.put("reverse", lower(f.reverse()));
    }
    if (f.descending()) {
      map.put("order", "descending");
    }
    if (f.terminator().length > 0) {
      map.put("terminator", Bytes.toStringBinary(f.terminator()));
    }
  }

  /** The encoding a field segment gets when none is written (schema-format.md, "Types"). */
  static FieldEncoding defaultEncoding(FieldSpec spec) {
    return switch (spec.type()) {
      case LONG, TIMESTAMP -> FieldEncoding.LONG;
      case INT -> FieldEncoding.INT;
      case BYTES -> FieldEncoding.BINARY;
      default -> FieldEncoding.STRING;
    };
  }

  private static String lower(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }

  /** A YAML value: plain when safe, single-quoted otherwise; lists and maps in flow style. */
  private static String scalar(Object value) {
    if (value instanceof Map<?, ?> m) {
      StringBuilder sb = new StringBuilder("{ ");
      String sep = "";
      for (Map.Entry<?, ?> e : m.entrySet()) {
        sb.append(sep).append(e.getKey()).append(": ").append(scalar(e.getValue()));
        sep = ", ";
      }
      return sb.append(" }").toString();
    }
    if (value instanceof List<?> list) {
      return "[" + String.join(", ", list.stream().map(RowkeyYamlWriter::scalar).toList()) + "]";
    }
    if (value instanceof String s) {
      boolean plain = PLAIN.matcher(s).matches() && !YAML_WORDS.contains(s.toLowerCase(Locale.ROOT));
      return plain ? s : "'" + s.replace("'", "''") + "'";
    }
    return String.valueOf(value);
  }
}
