package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.NumberEncoding;
import java.io.ByteArrayOutputStream;

/** Writes small non-negative numbers (salt and bucket values) in a {@link NumberEncoding}. */
final class NumberText {

  private NumberText() {}

  /** The width in bytes of values {@code 0..count-1}. */
  static int width(NumberEncoding encoding, long count) {
    return encoding.width(count);
  }

  static void write(NumberEncoding encoding, long value, int width, ByteArrayOutputStream out) {
    switch (encoding) {
      case BYTE -> out.write((int) value);
      case SHORT -> {
        out.write((int) (value >>> 8));
        out.write((int) value);
      }
      case INT -> out.writeBytes(Bytes.toBytes((int) value));
      case DECIMAL -> out.writeBytes(Bytes.toBytes(zeroPad(Long.toString(value), width)));
      case HEX -> out.writeBytes(Bytes.toBytes(zeroPad(Long.toHexString(value), width)));
    }
  }

  static String zeroPad(String digits, int width) {
    return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
  }

  /** The shape of values {@code 0..count-1}: exact, by enumerating them when there are few. */
  static SegmentShape shape(NumberEncoding encoding, long count) {
    int width = width(encoding, count);
    java.util.List<ByteSet> positions = new java.util.ArrayList<>();
    for (int i = 0; i < width; i++) {
      positions.add(ByteSet.empty());
    }
    long enumerated = Math.min(count, 1 << 20);
    ByteArrayOutputStream out = new ByteArrayOutputStream(width);
    for (long v = 0; v < enumerated; v++) {
      out.reset();
      write(encoding, v, width, out);
      byte[] bytes = out.toByteArray();
      for (int i = 0; i < width; i++) {
        positions.get(i).add(bytes[i] & 0xFF);
      }
    }
    return new SegmentShape(width, width, java.util.List.copyOf(positions));
  }
}
