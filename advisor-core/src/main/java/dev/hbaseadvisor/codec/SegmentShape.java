package dev.hbaseadvisor.codec;

import java.util.List;

/**
 * The byte strings a segment can produce: its width range and the set of bytes possible at each
 * position (a position at or beyond {@code minWidth} may be absent).
 *
 * @param minWidth fewest bytes
 * @param maxWidth most bytes
 * @param positions one set per position, {@code maxWidth} of them
 */
public record SegmentShape(int minWidth, int maxWidth, List<ByteSet> positions) {

  /** Whether every value has the same width. */
  public boolean fixedWidth() {
    return minWidth == maxWidth;
  }

  /** A shape of exactly the given bytes. */
  public static SegmentShape exactly(byte[] bytes) {
    List<ByteSet> positions = new java.util.ArrayList<>();
    for (byte b : bytes) {
      positions.add(ByteSet.empty().add(b & 0xFF));
    }
    return new SegmentShape(bytes.length, bytes.length, List.copyOf(positions));
  }

  /** A fixed-width shape with the same set at every position. */
  public static SegmentShape uniform(int width, ByteSet set) {
    return new SegmentShape(width, width, java.util.Collections.nCopies(width, set));
  }
}
