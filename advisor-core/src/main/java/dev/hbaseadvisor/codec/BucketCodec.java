package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldSpec;
import java.io.ByteArrayOutputStream;
import java.util.Map;
import java.util.random.RandomGenerator;

/** A bucket: {@code floorMod(value, modulo)} for numbers, of the Phoenix hash for text. */
public final class BucketCodec extends SegmentCodec {

  private final BucketSegment segment;
  private final FieldSpec field;
  private final int width;
  private final SegmentShape shape;

  BucketCodec(int index, BucketSegment segment, FieldSpec field) {
    super(index);
    this.segment = segment;
    this.field = field;
    this.width = NumberText.width(segment.encoding(), segment.modulo());
    this.shape = NumberText.shape(segment.encoding(), segment.modulo());
  }

  @Override
  public BucketSegment segment() {
    return segment;
  }

  /** The bucket of a value. */
  public long bucketOf(Object value) {
    long v = field.type().isNumeric()
        ? ((Number) value).longValue()
        : Digests.phoenixHash(ValueBytes.of(field, value));
    return Math.floorMod(v, segment.modulo());
  }

  /** The bytes of one bucket value. */
  public byte[] bucketBytes(long bucket) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(width);
    NumberText.write(segment.encoding(), bucket, width, out);
    return out.toByteArray();
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    NumberText.write(segment.encoding(), bucketOf(record.get(field.name())), width, out);
  }

  @Override
  public SegmentShape shape() {
    return shape;
  }

  @Override
  public long distinctValues() {
    return Math.min(segment.modulo(), field.cardinality());
  }
}
