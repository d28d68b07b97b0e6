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
 * @param overKey whether the hash runs over the key bytes that follow the salt, as written
 *     (Phoenix's salted table, {@code PTableImpl.newKey}; HBaseWD's {@code RowKeyDistributorByHashPrefix});
 *     {@code from} then lists the fields of the segments whose bytes the hash can reach
 * @param hash how the hash becomes a bucket
 * @param byteStart with {@code overKey}, the first key byte after the salt that is hashed
 * @param byteEnd with {@code overKey}, the key byte after the salt where hashing stops
 *     (exclusive; a shorter key stops at its end), or -1 for the whole key: Pinpoint's
 *     {@code RangeOneByteSimpleHash(start, end, buckets)}
 * @param group the buckets each key owns, 1 unless a group salt: the hash picks the first,
 *     a random offset below {@code group} the one a write uses ({@code (first + offset) mod buckets},
 *     Pinpoint's {@code RangeDoubleHash}), so writers of one entity spread over {@code group}
 *     buckets and its readers scan those {@code group}
 * @param per the field whose value picks the key's run of shards, or null: Apache Kylin gives each
 *     cuboid the shards from its base shard ({@code ShardingHash.getShard(cuboidId, buckets)}) on,
 *     as many as {@code shards} gives it, and the hash of the rest picks one of them
 *     (apache/kylin core-cube/src/main/java/org/apache/kylin/cube/kv/RowKeyEncoder.java @ 312eaae,
 *     {@code calculateShard}; {@code ShardingHash.normalize})
 * @param shards with {@code per}, how many shards each of its values owns; null otherwise
 */
public record SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding, boolean overKey,
    SaltHash hash, int byteStart, int byteEnd, int group, String per, ShardRuns shards) implements Segment {

  /** A salt with no run of shards per value. */
  public SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding, boolean overKey,
      SaltHash hash, int byteStart, int byteEnd, int group) {
    this(buckets, from, random, encoding, overKey, hash, byteStart, byteEnd, group, null, null);
  }

  /** A salt over its {@code from} fields' default encodings, or a random one. */
  public SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding) {
    this(buckets, from, random, encoding, false);
  }

  /** A Phoenix salt over fields or over the whole key after it, or a random one. */
  public SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding, boolean overKey) {
    this(buckets, from, random, encoding, overKey, SaltHash.PHOENIX, 0, -1, 1);
  }

  /** The same salt hashing other fields (a rename, or the fields a loaded key reaches). */
  public SaltSegment withFrom(List<String> fields) {
    return new SaltSegment(buckets, fields, random, encoding, overKey, hash, byteStart, byteEnd, group, per, shards);
  }

  /** The same salt with its {@code per} field renamed. */
  public SaltSegment withPer(String field) {
    return new SaltSegment(buckets, from, random, encoding, overKey, hash, byteStart, byteEnd, group, field, shards);
  }

  /** Whether each value of the {@link #per} field owns its own run of shards (Kylin's cuboids). */
  public boolean ranged() {
    return per != null;
  }

  /**
   * Whether a read that binds {@code bound} knows the key's run of buckets but not the bucket in
   * it: a group salt's hashed fields (the run is the group), or a ranged salt's {@code per} field
   * without the hashed fields (the run is the value's shards).
   */
  public boolean runKnown(java.util.Collection<String> bound) {
    if (ranged()) {
      return bound.contains(per) && !bound.containsAll(from);
    }
    return grouped() && bound.containsAll(from);
  }

  /**
   * The buckets such a read takes: a group salt's {@code group}, or the most shards a value of the
   * {@code per} field owns (the planner does not know which value the read binds).
   */
  public int runLength() {
    return ranged() ? shards.largest() : group;
  }

  /** Whether the hash covers only a byte range of the key after the salt. */
  public boolean byteRange() {
    return overKey && (byteStart > 0 || byteEnd >= 0);
  }

  /** Whether each key owns {@link #group} buckets and a write picks one at random. */
  public boolean grouped() {
    return group > 1;
  }

  /** Whether a write draws the bucket, or a group salt's offset, at random: the same record may land apart. */
  public boolean drawsAtRandom() {
    return random || grouped();
  }

  /** Whether this is Phoenix's salt over fields or the key, one bucket per key. */
  public boolean phoenixLike() {
    return !random && hash == SaltHash.PHOENIX && !byteRange() && !grouped() && !ranged();
  }

  /**
   * The options beyond buckets, source and encoding that differ from Phoenix's salt, as the schema
   * file writes them ({@code hash: pinpoint}, {@code bytes: 32-39}, {@code group: 4}).
   */
  public List<String> variantOptions() {
    List<String> options = new java.util.ArrayList<>();
    if (hash != SaltHash.PHOENIX) {
      options.add("hash: " + hash.yamlName());
    }
    if (byteRange()) {
      options.add("bytes: " + byteStart + "-" + (byteEnd < 0 ? RowkeyReader.MAX_ROW_LENGTH - 1 : byteEnd - 1));
    }
    if (grouped()) {
      options.add("group: " + group);
    }
    if (ranged()) {
      options.add("per: " + per);
      options.add("shards: " + shards.yaml());
    }
    return options;
  }

  /** The hashed fields, then a ranged salt's {@code per} field when it is not one of them. */
  @Override
  public List<String> sourceFields() {
    if (per == null || from.contains(per)) {
      return from;
    }
    List<String> fields = new java.util.ArrayList<>(from);
    fields.add(per);
    return List.copyOf(fields);
  }

  @Override
  public String describe() {
    String over = random ? ", random" : overKey ? " of the key" + (byteRange() ? " bytes " + byteStart + "-"
        + (byteEnd < 0 ? "end" : String.valueOf(byteEnd - 1)) : "") : " of " + String.join("+", from);
    String groupText = grouped() ? ", " + group + " per key" : "";
    String runText = ranged() ? ", " + (shards.counts().isEmpty() ? String.valueOf(shards.byDefault())
        : "up to " + shards.largest()) + " per " + per : "";
    return "salt(" + buckets + over + groupText + runText + ")";
  }
}
