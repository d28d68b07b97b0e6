package dev.hbaseadvisor.model;

import java.util.List;

/**
 * How the table is pre-split at creation ("Pre-Creating Regions" in the reference guide's
 * performance chapter; {@code RegionSplitter} algorithms).
 *
 * @param regions the number of regions, or 0 when not given
 * @param algorithm how split points are chosen
 * @param start lower bound of the key range for hex, decimal, uniform and bytes, or null
 * @param end upper bound, or null
 * @param splits explicit split keys (for {@code explicit}), as raw bytes
 * @param keysFile a file of sample keys (for {@code sample}), or null
 */
public record Presplit(
    int regions, Algorithm algorithm, byte[] start, byte[] end, List<byte[]> splits, String keysFile) {

  /** No pre-split: the table starts with one region. */
  /**
   * The most regions a pre-split may ask for: a million, far beyond the few thousand regions a
   * cluster carries, and the bound of both {@code presplit.regions} and {@code splits --regions}.
   */
  public static final int MAX_REGIONS = 1_000_000;

  public static final Presplit NONE = new Presplit(0, Algorithm.NONE, null, null, List.of(), null);

  /** The split point algorithms. */
  public enum Algorithm {
    HEX, DECIMAL, UNIFORM, BYTES, SALT, SAMPLE, EXPLICIT, NONE, AUTO;

    /** The lowercase schema spelling. */
    public String yamlName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }
}
