package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldSpec;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;

/**
 * The natural bytes of field values, hashed by salts, buckets over text and hash segments:
 * UTF-8 for text, {@code Bytes.toBytes(long)} for long and timestamp, {@code Bytes.toBytes(int)}
 * for int, and raw bytes for bytes fields.
 */
public final class ValueBytes {

  private ValueBytes() {}

  /** The bytes of one value. */
  public static byte[] of(FieldSpec spec, Object value) {
    if (value == null) {
      throw new IllegalArgumentException("record has no value for field '" + spec.name() + "'");
    }
    return switch (spec.type()) {
      case LONG, TIMESTAMP -> Bytes.toBytes(((Number) value).longValue());
      case INT -> Bytes.toBytes(((Number) value).intValue());
      case BYTES -> (byte[]) value;
      default -> Bytes.toBytes(value.toString());
    };
  }

  /** The bytes of several fields' values, concatenated in order. */
  public static byte[] concat(List<FieldSpec> specs, Map<String, Object> record) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (FieldSpec spec : specs) {
      out.writeBytes(of(spec, record.get(spec.name())));
    }
    return out.toByteArray();
  }
}
