package dev.hbaseadvisor.codec;

import java.util.Arrays;

/** A set of byte values 0x00 to 0xFF: the bytes that can occur at one key position. */
public final class ByteSet {

  private final long[] bits = new long[4];

  /** The empty set. */
  public static ByteSet empty() {
    return new ByteSet();
  }

  /** Every byte. */
  public static ByteSet all() {
    return range(0x00, 0xFF);
  }

  /** The bytes from {@code low} to {@code high} inclusive (unsigned). */
  public static ByteSet range(int low, int high) {
    ByteSet set = new ByteSet();
    for (int b = low; b <= high; b++) {
      set.add(b);
    }
    return set;
  }

  /** The bytes of the characters of a string of single-byte characters. */
  public static ByteSet of(String chars) {
    ByteSet set = new ByteSet();
    for (int i = 0; i < chars.length(); i++) {
      set.add(chars.charAt(i) & 0xFF);
    }
    return set;
  }

  /** Adds an unsigned byte value. */
  public ByteSet add(int b) {
    bits[(b & 0xFF) >>> 6] |= 1L << (b & 63);
    return this;
  }

  /** Adds every byte of another set. */
  public ByteSet addAll(ByteSet other) {
    for (int i = 0; i < 4; i++) {
      bits[i] |= other.bits[i];
    }
    return this;
  }

  public boolean contains(int b) {
    return (bits[(b & 0xFF) >>> 6] & (1L << (b & 63))) != 0;
  }

  public int size() {
    int n = 0;
    for (long word : bits) {
      n += Long.bitCount(word);
    }
    return n;
  }

  public boolean isEmpty() {
    return size() == 0;
  }

  /** The smallest byte at or above {@code from}, or -1. */
  public int next(int from) {
    for (int b = Math.max(0, from); b <= 0xFF; b++) {
      if (contains(b)) {
        return b;
      }
    }
    return -1;
  }

  /** The smallest byte, or -1 when empty. */
  public int min() {
    return next(0);
  }

  /** The largest byte, or -1 when empty. */
  public int max() {
    for (int b = 0xFF; b >= 0; b--) {
      if (contains(b)) {
        return b;
      }
    }
    return -1;
  }

  public ByteSet copy() {
    return new ByteSet().addAll(this);
  }

  /** The set of every byte inverted ({@code b ^ 0xFF}): the bytes of Phoenix's {@code SortOrder.invert}. */
  public ByteSet inverted() {
    ByteSet out = new ByteSet();
    for (int b = 0; b <= 0xFF; b++) {
      if (contains(b)) {
        out.add(b ^ 0xFF);
      }
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ByteSet other && Arrays.equals(bits, other.bits);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bits);
  }

  /** Ranges in {@code toStringBinary} form, e.g. {@code [0-9a-f]} or {@code [\x00-\x0F]}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    int b = 0;
    while (b <= 0xFF) {
      if (!contains(b)) {
        b++;
        continue;
      }
      int end = b;
      while (end + 1 <= 0xFF && contains(end + 1)) {
        end++;
      }
      sb.append(Bytes.toStringBinary(new byte[] {(byte) b}));
      if (end > b) {
        sb.append('-').append(Bytes.toStringBinary(new byte[] {(byte) end}));
      }
      b = end + 1;
    }
    return sb.append(']').toString();
  }
}
