package dev.hbaseadvisor.model;

import java.util.List;

/**
 * A salt prefix: {@code hash(from) mod buckets} when deterministic (as Phoenix's
 * {@code SaltingUtil.getSaltingByte}), or a random bucket per write ("Salting" in the reference
 * guide's "Hotspotting" section).
 *
 * @param buckets the number of distinct salt values, 1 or more
 * @param from the fields hashed to choose the bucket; empty when random
 * @param random whether the bucket is drawn at random for every write
 * @param encoding how the bucket number is written
 * @param overKey whether the hash runs over every key byte that follows the salt, as written
 *     (Phoenix's salted table, {@code PTableImpl.newKey}); {@code from} then lists the fields of
 *     those segments
 */
public record SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding, boolean overKey)
    implements Segment {

  /** A salt over its {@code from} fields' default encodings, or a random one. */
  public SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding) {
    this(buckets, from, random, encoding, false);
  }

  @Override
  public List<String> sourceFields() {
    return from;
  }

  @Override
  public String describe() {
    return "salt(" + buckets + (random ? ", random" : overKey ? " of the key" : " of " + String.join("+", from)) + ")";
  }
}
