package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.SaltHash;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The digests of hash segments: MD5, SHA-1 and SHA-256 from the JDK, and MurmurHash3 x64 128-bit
 * (output as Guava's {@code Hashing.murmur3_128(seed).hashBytes(..).asBytes()}: h1 then h2, each
 * little-endian; Guava starts both from the {@code int} seed widened to a {@code long}, sign and all).
 */
public final class Digests {

  private Digests() {}

  /** The full digest of the bytes. */
  public static byte[] digest(HashAlgorithm algorithm, byte[] input) {
    return digest(algorithm, input, 0);
  }

  /** The full digest of the bytes, murmur3 from {@code seed}. */
  public static byte[] digest(HashAlgorithm algorithm, byte[] input, int seed) {
    return switch (algorithm) {
      case MD5 -> jdk("MD5", input);
      case SHA1 -> jdk("SHA-1", input);
      case SHA256 -> jdk("SHA-256", input);
      case MURMUR3 -> murmur3x64x128(input, seed);
    };
  }

  private static byte[] jdk(String name, byte[] input) {
    try {
      return MessageDigest.getInstance(name).digest(input);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks " + name, e);
    }
  }

  private static final long C1 = 0x87c37b91114253d5L;
  private static final long C2 = 0x4cf5ad432745937fL;

  /** MurmurHash3_x64_128 by Austin Appleby, seed 0. */
  static byte[] murmur3x64x128(byte[] data) {
    return murmur3x64x128(data, 0);
  }

  /** MurmurHash3_x64_128 from an {@code int} seed, widened as Guava's {@code Murmur3_128Hasher} does. */
  static byte[] murmur3x64x128(byte[] data, int seed) {
    return murmur3x64x128(data, data.length, seed);
  }

  /** MurmurHash3_x64_128 of the first {@code length} bytes of {@code data}. */
  private static byte[] murmur3x64x128(byte[] data, int length, int seed) {
    long h1 = seed;
    long h2 = seed;
    int blocks = length / 16;
    for (int i = 0; i < blocks; i++) {
      long k1 = littleEndianLong(data, i * 16);
      long k2 = littleEndianLong(data, i * 16 + 8);
      h1 ^= mixK1(k1);
      h1 = Long.rotateLeft(h1, 27) + h2;
      h1 = h1 * 5 + 0x52dce729;
      h2 ^= mixK2(k2);
      h2 = Long.rotateLeft(h2, 31) + h1;
      h2 = h2 * 5 + 0x38495ab5;
    }
    long k1 = 0;
    long k2 = 0;
    int tail = blocks * 16;
    int rest = length & 15;
    for (int i = rest - 1; i >= 8; i--) {
      k2 ^= (data[tail + i] & 0xFFL) << ((i - 8) * 8);
    }
    for (int i = Math.min(rest, 8) - 1; i >= 0; i--) {
      k1 ^= (data[tail + i] & 0xFFL) << (i * 8);
    }
    if (rest > 8) {
      h2 ^= mixK2(k2);
    }
    if (rest > 0) {
      h1 ^= mixK1(k1);
    }
    h1 ^= length;
    h2 ^= length;
    h1 += h2;
    h2 += h1;
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 += h2;
    h2 += h1;
    byte[] out = new byte[16];
    putLittleEndian(out, 0, h1);
    putLittleEndian(out, 8, h2);
    return out;
  }

  private static long mixK1(long k1) {
    return Long.rotateLeft(k1 * C1, 31) * C2;
  }

  private static long mixK2(long k2) {
    return Long.rotateLeft(k2 * C2, 33) * C1;
  }

  private static long fmix64(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    k ^= k >>> 33;
    k *= 0xc4ceb9fe1a85ec53L;
    k ^= k >>> 33;
    return k;
  }

  private static long littleEndianLong(byte[] b, int off) {
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = (v << 8) | (b[off + i] & 0xFFL);
    }
    return v;
  }

  private static void putLittleEndian(byte[] out, int off, long v) {
    for (int i = 0; i < 8; i++) {
      out[off + i] = (byte) (v >>> (8 * i));
    }
  }

  /**
   * Phoenix's salt hash ({@code SaltingUtil.hashCode}): h = 31·h + b over signed bytes from h = 1,
   * the same as {@code java.util.Arrays.hashCode(byte[])}.
   */
  public static int phoenixHash(byte[] bytes) {
    return java.util.Arrays.hashCode(bytes);
  }

  /** Phoenix's salt byte value for {@code buckets}: {@code |hash % buckets|}. */
  public static int saltBucket(byte[] bytes, int buckets) {
    return SaltHash.PHOENIX.bucket(phoenixHash(bytes), buckets);
  }

  /**
   * Apache Kylin's shard hash of bytes ({@code ShardingHash.getShard(bytes, offset, length, n)}):
   * Guava's {@code Hashing.murmur3_128().hashBytes(..).asLong()}, the first of the two longs of
   * MurmurHash3 x64 128 from seed 0 (h1; Guava's {@code HashCode.asLong} reads its first 8 bytes
   * little-endian).
   */
  public static long kylinHash(byte[] bytes) {
    return kylinHash(bytes, bytes.length);
  }

  /** {@link #kylinHash(byte[])} of the first {@code length} bytes, as a buffer holds them. */
  public static long kylinHash(byte[] bytes, int length) {
    return littleEndianLong(murmur3x64x128(bytes, length, 0), 0);
  }

  /**
   * Kylin's hash of a {@code long} ({@code ShardingHash.getShard(long, n)}, the base shard of a
   * cuboid id): Guava's {@code hashLong}, the murmur3 of the value's 8 bytes little-endian.
   */
  public static long kylinHash(long value) {
    byte[] bytes = new byte[8];
    putLittleEndian(bytes, 0, value);
    return kylinHash(bytes);
  }

  /**
   * The hash of bytes {@code [start, min(end, length))}, as HBaseWD's {@code hashBytes} and
   * Pinpoint's {@code WdUtils.hashBytes(bytes, offset, length)} (whose last argument is the end):
   * {@code h = 31 h + b} over signed bytes from 1; an empty range hashes to 1.
   */
  public static int rangeHash(byte[] bytes, int start, int end) {
    int stop = end < 0 ? bytes.length : Math.min(bytes.length, end);
    int h = 1;
    for (int i = start; i < stop; i++) {
      h = 31 * h + bytes[i];
    }
    return h;
  }
}
