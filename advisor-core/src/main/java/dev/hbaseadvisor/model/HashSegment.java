package dev.hbaseadvisor.model;

import java.util.List;

/**
 * A one-way hash of one or more fields ("Hashing" in the guide's "Hotspotting" section; the
 * MD5 composite keys of the "Log Data" and "Customer/Order" case studies).
 *
 * @param from the fields hashed, their encoded bytes concatenated in this order
 * @param algorithm the digest
 * @param length the digest bytes kept (a prefix of the digest)
 * @param encoding raw bytes or lowercase hex (two characters per byte)
 * @param seed the seed of {@code murmur3} (Guava's {@code Hashing.murmur3_128(int seed)}; Metron's
 *     {@code EnrichmentKey} uses {@code 0xDEADBEEF}), 0 otherwise
 */
public record HashSegment(List<String> from, HashAlgorithm algorithm, int length, HashEncoding encoding, int seed)
    implements Segment {

  /** A digest without a seed. */
  public HashSegment(List<String> from, HashAlgorithm algorithm, int length, HashEncoding encoding) {
    this(from, algorithm, length, encoding, 0);
  }

  /** The number of key bytes the segment occupies. */
  public int width() {
    return encoding == HashEncoding.HEX ? 2 * length : length;
  }

  /** The seed as the schema file writes it, {@code seed: 0xDEADBEEF}. */
  public String seedOption() {
    return String.format(java.util.Locale.ROOT, "seed: 0x%X", seed & 0xFFFFFFFFL);
  }

  @Override
  public List<String> sourceFields() {
    return from;
  }

  @Override
  public String describe() {
    return algorithm.yamlName() + "(" + String.join("+", from) + ")";
  }
}
