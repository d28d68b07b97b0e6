package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.LiteralSegment;
import java.io.ByteArrayOutputStream;
import java.util.Map;
import java.util.random.RandomGenerator;

/** Constant bytes. */
public final class LiteralCodec extends SegmentCodec {

  private final LiteralSegment segment;

  LiteralCodec(int index, LiteralSegment segment) {
    super(index);
    this.segment = segment;
  }

  @Override
  public LiteralSegment segment() {
    return segment;
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    out.writeBytes(segment.bytes());
  }

  @Override
  public SegmentShape shape() {
    return SegmentShape.exactly(segment.bytes());
  }

  @Override
  public SortOrder order() {
    return SortOrder.ASCENDING;
  }

  @Override
  public long distinctValues() {
    return 1;
  }
}
