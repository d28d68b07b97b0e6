package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.BinaryText;
import java.nio.charset.StandardCharsets;

/**
 * Byte helpers that behave exactly like their namesakes in HBase's
 * {@code hbase-common/src/main/java/org/apache/hadoop/hbase/util/Bytes.java}, and the stop row
 * of a prefix scan from {@code hbase-client}.
 */
public final class Bytes {

  private static final char[] HEX_UPPER = "0123456789ABCDEF".toCharArray();

  private Bytes() {}

  /**
   * Renders bytes as HBase users read them: ASCII letters, digits and the characters of
   * {@code `~!@#$%^&*()-_=+[]{}|;:'",.<>/?} and space as they are, everything else {@code \xNN}
   * with uppercase hex ({@code Bytes.toStringBinary}).
   */
  public static String toStringBinary(byte[] bytes) {
    return toStringBinary(bytes, 0, bytes.length);
  }

  /** {@link #toStringBinary(byte[])} over a slice. */
  public static String toStringBinary(byte[] bytes, int offset, int length) {
    char[] chars = new char[4 * length];
    return new String(chars, 0, writeStringBinary(bytes, offset, length, chars, 0));
  }

  /**
   * Writes the {@link #toStringBinary(byte[])} form of a slice into {@code out} from {@code at}
   * (room for four characters a byte is enough), for output written key by key; returns the
   * index after the last character written.
   */
  public static int writeStringBinary(byte[] bytes, int offset, int length, char[] out, int at) {
    for (int i = offset; i < offset + length; i++) {
      int ch = bytes[i] & 0xFF;
      if (PRINTED_AS_IS[ch]) {
        out[at++] = (char) ch;
      } else {
        out[at] = '\\';
        out[at + 1] = 'x';
        out[at + 2] = HEX_UPPER[ch >> 4];
        out[at + 3] = HEX_UPPER[ch & 0x0F];
        at += 4;
      }
    }
    return at;
  }

  /** The bytes {@code Bytes.toStringBinary} leaves unescaped, by unsigned value. */
  private static final boolean[] PRINTED_AS_IS = new boolean[256];

  static {
    for (int ch = 0; ch < 256; ch++) {
      PRINTED_AS_IS[ch] = (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')
          || " `~!@#$%^&*()-_=+[]{}|;:'\",.<>/?".indexOf(ch) >= 0;
    }
  }

  /** Parses the {@code toStringBinary} form back to bytes; see {@link BinaryText#toBytes(String)}. */
  public static byte[] toBytesBinary(String text) {
    return BinaryText.toBytes(text);
  }

  /** Compares as unsigned bytes, shorter first on a common prefix ({@code Bytes.compareTo}). */
  public static int compare(byte[] a, byte[] b) {
    return java.util.Arrays.compareUnsigned(a, b);
  }

  /** Eight bytes, big-endian ({@code Bytes.toBytes(long)}). */
  public static byte[] toBytes(long value) {
    byte[] b = new byte[8];
    for (int i = 7; i >= 0; i--) {
      b[i] = (byte) value;
      value >>>= 8;
    }
    return b;
  }

  /** Four bytes, big-endian ({@code Bytes.toBytes(int)}). */
  public static byte[] toBytes(int value) {
    return new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
  }

  /**
   * Whether every byte is printable ASCII (0x20 to 0x7E): bytes that a descriptor string or a SQL
   * literal holds unchanged.
   */
  public static boolean isPrintableAscii(byte[] bytes) {
    for (byte b : bytes) {
      if (b < 0x20 || b > 0x7E) {
        return false;
      }
    }
    return true;
  }

  /**
   * Inverts every byte in place ({@code b ^ 0xFF}), as Apache Phoenix writes a {@code DESC} key
   * column ({@code SortOrder.invert}); inverting twice gives the bytes back.
   */
  public static void invert(byte[] bytes) {
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) (bytes[i] ^ 0xFF);
    }
  }

  /** UTF-8 bytes of text ({@code Bytes.toBytes(String)}). */
  public static byte[] toBytes(String value) {
    return value.getBytes(StandardCharsets.UTF_8);
  }

  /** Lowercase hex of every byte, two characters each. */
  public static String toHex(byte[] bytes) {
    StringBuilder sb = new StringBuilder(bytes.length * 2);
    for (byte b : bytes) {
      sb.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
    }
    return sb.toString();
  }

  /**
   * The closest row after every row that starts with {@code prefix}: the prefix without its
   * trailing {@code 0xFF} bytes, last byte plus one; empty (the end of the table) for an empty or
   * all-{@code 0xFF} prefix. It is the stop row {@code Scan.setStartStopRowForPrefixScan} sets
   * ({@code ClientUtil.calculateTheClosestNextRowKeyForPrefix},
   * {@code hbase-client/src/main/java/org/apache/hadoop/hbase/client/ClientUtil.java}).
   */
  public static byte[] closestRowAfterPrefix(byte[] prefix) {
    int end = prefix.length;
    while (end > 0 && prefix[end - 1] == (byte) 0xFF) {
      end--;
    }
    if (end == 0) {
      return new byte[0];
    }
    byte[] next = java.util.Arrays.copyOf(prefix, end);
    next[end - 1]++;
    return next;
  }
}
