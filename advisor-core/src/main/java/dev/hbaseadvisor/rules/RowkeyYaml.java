package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.yaml.YamlScalars;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Renders rowkey segments back to the schema format ({@code docs/schema-format.md}, "rowkey"):
 * the pasteable {@code rowkey:} block a finding suggests when its fix is a different key. Only
 * options that differ from their defaults are written, so that a suggestion reads like a
 * hand-written key; loading the text gives back the same segments.
 */
public final class RowkeyYaml {

  /** Plain words YAML 1.1 would read as booleans or null, which a field name may be. */
  private static final Set<String> RESERVED = Set.of("true", "false", "yes", "no", "on", "off", "null",
      "~");

  private RowkeyYaml() {}

  /** The {@code rowkey:} block of the segments; field segments need the schema's field types. */
  public static String render(TableSchema schema, List<Segment> rowkey) {
    StringBuilder out = new StringBuilder("rowkey:\n");
    for (Segment segment : rowkey) {
      out.append("  - ").append(item(schema, segment)).append('\n');
    }
    return out.toString();
  }

  private static String item(TableSchema schema, Segment segment) {
    if (segment instanceof SaltSegment s) {
      StringBuilder body = new StringBuilder("buckets: " + s.buckets());
      body.append(s.random() ? ", random: true" : s.overKey() ? ", over: key" : ", from: " + names(s.from()));
      if (s.encoding() != NumberEncoding.BYTE) {
        body.append(", encoding: ").append(lower(s.encoding()));
      }
      s.variantOptions().forEach(o -> body.append(", ").append(o));
      return "salt: { " + body + " }";
    } else if (segment instanceof BucketSegment b) {
      StringBuilder body = new StringBuilder("field: " + name(b.field()) + ", modulo: " + b.modulo());
      NumberEncoding fallback = b.modulo() > 256 ? NumberEncoding.INT : NumberEncoding.BYTE;
      if (b.encoding() != fallback) {
        body.append(", encoding: ").append(lower(b.encoding()));
      }
      return "bucket: { " + body + " }";
    } else if (segment instanceof HashSegment h) {
      StringBuilder body = new StringBuilder("from: " + names(h.from()));
      if (h.algorithm() != HashAlgorithm.MD5) {
        body.append(", algorithm: ").append(h.algorithm().yamlName());
      }
      if (h.length() != h.algorithm().digestLength()) {
        body.append(", length: ").append(h.length());
      }
      if (h.encoding() != HashEncoding.BINARY) {
        body.append(", encoding: ").append(lower(h.encoding()));
      }
      if (h.seed() != 0) {
        body.append(", ").append(h.seedOption());
      }
      return "hash: { " + body + " }";
    } else if (segment instanceof LiteralSegment l) {
      return "literal: " + byteString(l.bytes());
    } else if (segment instanceof dev.hbaseadvisor.model.BitsSegment bits) {
      return "bits: " + bits.yaml(RowkeyYaml::name);
    }
    return field(schema.field(((FieldSegment) segment).field()), (FieldSegment) segment);
  }

  private static String field(FieldSpec spec, FieldSegment f) {
    StringBuilder out = new StringBuilder("field: " + name(f.field()));
    String indent = "\n    ";
    if (f.encoding() != SchemaLoader.defaultEncoding(spec.type(), f.format() != null)) {
      out.append(indent).append("encoding: ").append(f.encoding().yamlName());
    }
    if (f.width() > 0) {
      out.append(indent).append("width: ").append(f.width());
    }
    if (f.pad() != 0) {
      out.append(indent).append("pad: ").append(byteString(new byte[] {f.pad()}));
    }
    if (f.reverse() != FieldSegment.Reverse.NONE) {
      out.append(indent).append("reverse: ").append(lower(f.reverse()));
    }
    if (f.descending()) {
      out.append(indent).append("order: descending");
    }
    if (f.format() != null) {
      out.append(indent).append("format: ").append(quoted(f.format()));
    }
    if (f.scale().truncateMillis() > 0) {
      out.append(indent).append("truncate: ").append(Quantities.formatDuration(f.scale().truncateMillis() / 1000));
    }
    if (f.scale().unitMillis() > 1) {
      out.append(indent).append("unit: ").append(Quantities.formatDuration(f.scale().unitMillis() / 1000));
    }
    if (f.terminator().length > 0) {
      out.append(indent).append("terminator: ").append(byteString(f.terminator()));
    }
    return out.toString();
  }

  private static String names(List<String> fields) {
    return "[" + String.join(", ", fields.stream().map(RowkeyYaml::name).toList()) + "]";
  }

  private static String name(String field) {
    return RESERVED.contains(field.toLowerCase(Locale.ROOT)) ? quoted(field) : field;
  }

  private static String lower(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  /** Text in YAML double quotes. */
  private static String quoted(String text) {
    return YamlScalars.doubleQuoted(text);
  }

  /**
   * A byte string in YAML double quotes: printable ASCII as itself, every other byte as the YAML
   * escape {@code \xNN} (which YAML turns into the character U+00NN, one byte to the loader), and
   * the backslash as {@code \\x5C}, which reaches the loader as the {@code Bytes.toBytesBinary}
   * escape.
   */
  static String byteString(byte[] bytes) {
    StringBuilder out = new StringBuilder("\"");
    for (byte b : bytes) {
      int c = b & 0xFF;
      if (c == '\\') {
        out.append("\\\\x5C");
      } else if (c == '"') {
        out.append("\\\"");
      } else if (c >= 0x20 && c < 0x7F) {
        out.append((char) c);
      } else {
        out.append(String.format(Locale.ROOT, "\\x%02X", c));
      }
    }
    return out.append('"').toString();
  }
}
