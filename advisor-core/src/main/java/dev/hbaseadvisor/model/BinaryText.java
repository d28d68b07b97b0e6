package dev.hbaseadvisor.model;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The {@code Bytes.toStringBinary} text form of bytes that schema files use for literals,
 * terminators, pads and split keys, read back as HBase's {@code Bytes.toBytesBinary} does
 * ({@code hbase-common/src/main/java/org/apache/hadoop/hbase/util/Bytes.java}).
 */
public final class BinaryText {

  private BinaryText() {}

  /**
   * Parses the {@code toStringBinary} form back to bytes: {@code \xNN} is one byte, as is any
   * character up to U+00FF; characters above U+00FF, which HBase would truncate to their low
   * byte, are written as UTF-8 instead.
   */
  public static byte[] toBytes(String text) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (escapeAt(text, i)) {
        out.write(hexValue(text.charAt(i + 2)) << 4 | hexValue(text.charAt(i + 3)));
        i += 3;
      } else if (c <= 0xFF) {
        out.write(c);
      } else {
        byte[] utf8 = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        out.write(utf8, 0, utf8.length);
      }
    }
    return out.toByteArray();
  }

  /**
   * What makes a schema file's byte string wrong, or null when it is right: a backslash that does
   * not start {@code \xNN} (write a backslash as {@code \x5C}), or a character above U+00FF.
   */
  public static String problem(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        if (escapeAt(text, i)) {
          i += 3;
          continue;
        }
        return "a backslash at character " + (i + 1) + " does not start \\xNN; write a backslash as \\x5C";
      }
      if (c > 0xFF) {
        return String.format(java.util.Locale.ROOT, "character %d is U+%04X, above U+00FF; write its UTF-8 bytes"
            + " as \\xNN escapes", i + 1, (int) c);
      }
    }
    return null;
  }

  /** Whether the four characters at {@code i} are an {@code \xNN} escape. */
  private static boolean escapeAt(String text, int i) {
    return text.charAt(i) == '\\' && i + 3 < text.length() && text.charAt(i + 1) == 'x'
        && hexValue(text.charAt(i + 2)) >= 0 && hexValue(text.charAt(i + 3)) >= 0;
  }

  private static int hexValue(char c) {
    return Character.digit(c, 16);
  }
}
