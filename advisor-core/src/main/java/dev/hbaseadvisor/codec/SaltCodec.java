package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SaltSegment;
import java.io.ByteArrayOutputStream;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A salt: Phoenix's {@code |Arrays.hashCode(bytes of the from fields) % buckets|}, or a random
 * bucket per write.
 */
public final class SaltCodec extends SegmentCodec {

  private final SaltSegment segment;
  private final List<FieldSpec> from;
  /** The segments after the salt, whose bytes a salt over the key hashes; empty otherwise. */
  private final List<SegmentCodec> rest;
  private final int width;
  private final SegmentShape shape;

  /**
   * A salt over its {@code from} fields, or for {@code over: key} over the bytes of {@code rest},
   * the segments after it.
   */
  SaltCodec(int index, SaltSegment segment, List<FieldSpec> from, List<SegmentCodec> rest) {
    super(index);
    this.segment = segment;
    this.from = from;
    this.rest = List.copyOf(rest);
    this.width = NumberText.width(segment.encoding(), segment.buckets());
    this.shape = NumberText.shape(segment.encoding(), segment.buckets());
  }

  @Override
  public SaltSegment segment() {
    return segment;
  }

  /** The bucket of a record (random ones draw from {@code random}). */
  public int bucketOf(Map<String, Object> record, RandomGenerator random) {
    if (segment.random()) {
      return random.nextInt(segment.buckets());
    }
    if (segment.overKey()) {
      // Phoenix hashes the whole key after the salt byte (PTableImpl.newKey, SaltingUtil.getSaltingByte).
      ByteArrayOutputStream key = new ByteArrayOutputStream(64);
      for (SegmentCodec s : rest) {
        s.encode(record, random, key);
      }
      return Digests.saltBucket(key.toByteArray(), segment.buckets());
    }
    return Digests.saltBucket(ValueBytes.concat(from, record), segment.buckets());
  }

  /** The bytes of one bucket value. */
  public byte[] bucketBytes(int bucket) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(width);
    NumberText.write(segment.encoding(), bucket, width, out);
    return out.toByteArray();
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    NumberText.write(segment.encoding(), bucketOf(record, random), width, out);
  }

  @Override
  public SegmentShape shape() {
    return shape;
  }

  @Override
  public long distinctValues() {
    return segment.buckets();
  }

  @Override
  public boolean computableFrom(Collection<String> boundFields) {
    return !segment.random() && super.computableFrom(boundFields);
  }
}
