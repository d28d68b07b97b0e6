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
 */
public record SaltSegment(int buckets, List<String> from, boolean random, NumberEncoding encoding, boolean overKey,
    SaltHash hash, int byteStart, int byteEnd, int group) implements Segment {

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
    return new SaltSegment(buckets, fields, random, encoding, overKey, hash, byteStart, byteEnd, group);
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
    return !random && hash == SaltHash.PHOENIX && !byteRange() && !grouped();
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
    return options;
  }

  @Override
  public List<String> sourceFields() {
    return from;
  }

  @Override
  public String describe() {
    String over = random ? ", random" : overKey ? " of the key" + (byteRange() ? " bytes " + byteStart + "-"
        + (byteEnd < 0 ? "end" : String.valueOf(byteEnd - 1)) : "") : " of " + String.join("+", from);
    String groupText = grouped() ? ", " + group + " per key" : "";
    return "salt(" + buckets + over + groupText + ")";
  }
}
