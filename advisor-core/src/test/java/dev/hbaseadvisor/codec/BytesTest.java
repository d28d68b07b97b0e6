package dev.hbaseadvisor.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code Bytes.toStringBinary} and {@code toBytesBinary} exactly as HBase renders keys. */
class BytesTest {

  @Test
  void toStringBinary_escapesWhatHBaseEscapes() {
    assertEquals("abc\\x00\\x0A\\xFF AZ09`~!@#$%^&*()-_=+[]{}|;:'\",.<>/?\\x5C",
        Bytes.toStringBinary(new byte[] {'a', 'b', 'c', 0, 10, (byte) 0xFF, ' ', 'A', 'Z', '0', '9', '`', '~', '!',
            '@', '#', '$', '%', '^', '&', '*', '(', ')', '-', '_', '=', '+', '[', ']', '{', '}', '|', ';', ':',
            '\'', '"', ',', '.', '<', '>', '/', '?', '\\'}));
  }

  @Test
  void toBytesBinary_roundTripsEveryByte() {
    byte[] all = new byte[256];
    for (int i = 0; i < 256; i++) {
      all[i] = (byte) i;
    }
    assertArrayEquals(all, Bytes.toBytesBinary(Bytes.toStringBinary(all)));
  }

  @Test
  void toBytesBinary_readsHexEscapesEitherCase() {
    assertArrayEquals(new byte[] {1, (byte) 0xAB, 'x'}, Bytes.toBytesBinary("\\x01\\xabx"));
  }

  @Test
  void compare_isUnsigned() {
    assertTrue(Bytes.compare(new byte[] {(byte) 0x80}, new byte[] {0x7F}) > 0);
    assertTrue(Bytes.compare(new byte[] {1}, new byte[] {1, 0}) < 0);
  }

  @Test
  void closestRowAfterPrefix_dropsTrailingFFsAndIncrements() {
    assertEquals("ac", Bytes.toStringBinary(Bytes.closestRowAfterPrefix(Bytes.toBytes("ab"))));
    assertEquals("b", Bytes.toStringBinary(Bytes.closestRowAfterPrefix(Bytes.toBytesBinary("a\\xFF\\xFF"))));
    assertEquals("", Bytes.toStringBinary(Bytes.closestRowAfterPrefix(Bytes.toBytesBinary("\\xFF"))));
    assertEquals("", Bytes.toStringBinary(Bytes.closestRowAfterPrefix(new byte[0])));
  }
}
