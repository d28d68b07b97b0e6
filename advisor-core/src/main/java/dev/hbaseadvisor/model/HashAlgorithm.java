package dev.hbaseadvisor.model;

/** The digests a hash segment can use, with their full output length in bytes. */
public enum HashAlgorithm {
  MD5(16), SHA1(20), SHA256(32), MURMUR3(16);

  private final int digestLength;

  HashAlgorithm(int digestLength) {
    this.digestLength = digestLength;
  }

  /** The full digest length in bytes; MURMUR3 is the 128-bit x64 variant. */
  public int digestLength() {
    return digestLength;
  }

  /** The lowercase schema spelling. */
  public String yamlName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
