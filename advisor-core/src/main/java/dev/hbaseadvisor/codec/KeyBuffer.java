package dev.hbaseadvisor.codec;

import java.util.Arrays;

/**
 * A reusable, growable byte buffer for one key at a time: the simulator writes every generated
 * rowkey into the same buffer, so the hot loop allocates nothing per write.
 */
public final class KeyBuffer {

  private static final byte[] HEX_LOWER = {
      '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};

  private byte[] bytes;
  private int length;

  /** An empty buffer with room for 64 bytes. */
  public KeyBuffer() {
    this.bytes = new byte[64];
  }

  /** Empties the buffer, keeping its room. */
  public void clear() {
    length = 0;
  }

  /** The backing array; only the first {@link #length()} bytes are the key. */
  public byte[] array() {
    return bytes;
  }

  /** The number of bytes written since the last {@link #clear()}. */
  public int length() {
    return length;
  }

  /** A copy of the key. */
  public byte[] toByteArray() {
    return Arrays.copyOf(bytes, length);
  }

  /** Appends one byte. */
  public void write(int b) {
    ensure(1);
    bytes[length++] = (byte) b;
  }

  /** Appends all of {@code src}. */
  public void write(byte[] src) {
    write(src, 0, src.length);
  }

  /** Appends a slice. */
  public void write(byte[] src, int offset, int count) {
    ensure(count);
    System.arraycopy(src, offset, bytes, length, count);
    length += count;
  }

  /** Appends eight bytes, big-endian ({@code Bytes.toBytes(long)}). */
  public void writeLong(long value) {
    ensure(8);
    byte[] b = bytes;
    int at = length;
    for (int i = 7; i >= 0; i--) {
      b[at + i] = (byte) value;
      value >>>= 8;
    }
    length = at + 8;
  }

  /** Appends four bytes, big-endian ({@code Bytes.toBytes(int)}). */
  public void writeInt(int value) {
    ensure(4);
    byte[] b = bytes;
    int at = length;
    b[at] = (byte) (value >>> 24);
    b[at + 1] = (byte) (value >>> 16);
    b[at + 2] = (byte) (value >>> 8);
    b[at + 3] = (byte) value;
    length = at + 4;
  }

  /** Appends two lowercase hex characters per byte of a slice, as {@link Bytes#toHex} writes them. */
  public void writeHex(byte[] src, int offset, int count) {
    ensure(2 * count);
    byte[] b = bytes;
    int at = length;
    for (int i = offset; i < offset + count; i++) {
      b[at++] = HEX_LOWER[(src[i] >> 4) & 0xF];
      b[at++] = HEX_LOWER[src[i] & 0xF];
    }
    length = at;
  }

  /** Reverses the bytes written from {@code from} to the end. */
  void reverseFrom(int from) {
    for (int i = from, j = length - 1; i < j; i++, j--) {
      byte t = bytes[i];
      bytes[i] = bytes[j];
      bytes[j] = t;
    }
  }

  /** Room for {@code more} bytes: one comparison inlined into every write, the copy kept out of line. */
  private void ensure(int more) {
    if (more > bytes.length - length) {
      grow(more);
    }
  }

  private void grow(int more) {
    bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
  }
}
