package dev.hbaseadvisor.splits;

/**
 * One region of a pre-split table: the keys {@code start <= row < end}.
 *
 * @param index the region's position, from 0
 * @param start the first key, empty for the first region
 * @param end the key after the last, empty for the last region
 * @param reachable whether any key the schema can produce falls here (exact, from the segments'
 *     shapes; see {@link Reachability}), or null when no schema is known
 * @param sampleKeys how many of the plan's generated keys fell here (0 when no schema is known)
 * @param expectedShare the fraction of generated keys that fell here, or null when no schema is known
 */
public record Region(int index, byte[] start, byte[] end, Boolean reachable, long sampleKeys, Double expectedShare) {

  /** Whether the region is proven to receive no key. */
  public boolean unreachable() {
    return Boolean.FALSE.equals(reachable);
  }
}
