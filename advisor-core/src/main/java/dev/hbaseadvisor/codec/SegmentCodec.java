package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.Segment;
import java.io.ByteArrayOutputStream;
import java.util.Collection;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A compiled rowkey segment: writes its bytes for a record and states the facts the rules and the
 * planner reason with.
 */
public abstract sealed class SegmentCodec permits SaltCodec, BucketCodec, HashCodec, FieldCodec, LiteralCodec,
    BitsCodec {

  private final int index;

  SegmentCodec(int index) {
    this.index = index;
  }

  /** The position of the segment in the rowkey, from 0. */
  public int index() {
    return index;
  }

  /** The segment as declared. */
  public abstract Segment segment();

  /** Appends this segment's bytes for a record; {@code random} serves random salts. */
  public abstract void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out);

  /** The byte strings the segment can produce. */
  public abstract SegmentShape shape();

  /** How the bytes sort relative to the source field's values; salts, buckets and hashes keep no order. */
  public SortOrder order() {
    return SortOrder.NONE;
  }

  /** How the bytes move as records arrive in write order; only field values can move steadily. */
  public Monotonicity monotonicity() {
    return Monotonicity.NONE;
  }

  /** The number of distinct byte strings the segment produces over the data, at most. */
  public abstract long distinctValues();

  /** Whether a reader who knows these fields can compute the segment's bytes. */
  public boolean computableFrom(Collection<String> boundFields) {
    return boundFields.containsAll(segment().sourceFields());
  }

  /** The fixed width in bytes, or -1 when the width varies. */
  public int fixedWidth() {
    SegmentShape shape = shape();
    return shape.fixedWidth() ? shape.minWidth() : -1;
  }
}
