package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.Monotonicity;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import dev.hbaseadvisor.codec.SortOrder;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.Segment;
import java.util.Collection;
import java.util.List;

/**
 * The facts of one compiled rowkey segment that the planner reads, computed once: the codec
 * derives some of them (the distinct values of a date pattern) anew on every call.
 *
 * @param codec the compiled segment
 * @param minWidth fewest bytes, terminator included
 * @param maxWidth most bytes, terminator included
 * @param order how its bytes sort against the field's values
 * @param monotonicity how its bytes move in write order
 * @param distinctValues how many byte strings it produces over the data, at most
 */
public record SegmentFacts(SegmentCodec codec, int minWidth, int maxWidth, SortOrder order,
    Monotonicity monotonicity, long distinctValues) {

  /** The facts of one compiled segment. */
  public static SegmentFacts of(SegmentCodec codec) {
    SegmentShape shape = codec.shape();
    return new SegmentFacts(codec, shape.minWidth(), shape.maxWidth(), codec.order(), codec.monotonicity(),
        codec.distinctValues());
  }

  /** The facts of every segment of a compiled rowkey, in key order. */
  public static List<SegmentFacts> of(RowKeyCodec codec) {
    return codec.segments().stream().map(SegmentFacts::of).toList();
  }

  /** The segment as declared. */
  public Segment segment() {
    return codec.segment();
  }

  /** Whether every value has the same width. */
  public boolean fixedWidth() {
    return minWidth == maxWidth;
  }

  /** The field a field segment writes, or null for other segments. */
  public FieldSpec field() {
    return codec instanceof FieldCodec f ? f.field() : null;
  }

  /** The field segment as declared, or null. */
  public FieldSegment fieldSegment() {
    return segment() instanceof FieldSegment f ? f : null;
  }

  /** Whether a reader who knows these fields can compute the segment's bytes. */
  public boolean computableFrom(Collection<String> bound) {
    return codec.computableFrom(bound);
  }

  /** The value's width without the terminator, or -1 when it varies. */
  public int valueWidth() {
    FieldSegment f = fieldSegment();
    int terminator = f == null ? 0 : f.terminator().length;
    return fixedWidth() ? minWidth - terminator : -1;
  }
}
