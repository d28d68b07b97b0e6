package dev.hbaseadvisor.codec;

/** How a segment's bytes move as records arrive: the cause of write hotspots. */
public enum Monotonicity {
  /** Every new key sorts after the last: all writes land in the last region. */
  INCREASING,
  /** Every new key sorts before the last: all writes land in the first region. */
  DECREASING,
  /** No steady direction. */
  NONE
}
