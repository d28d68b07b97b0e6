package dev.hbaseadvisor.codec;

/** How a segment's bytes sort relative to the values of the field it encodes. */
public enum SortOrder {
  /** Bytes sort as the values do: a range of values is a contiguous range of keys. */
  ASCENDING,
  /** Bytes sort opposite to the values (reverse timestamps). */
  DESCENDING,
  /** No relation (hashes, salts, unpadded numbers): a range of values scatters. */
  NONE
}
