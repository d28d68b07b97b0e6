package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/** A digest of the from fields' bytes, cut to {@code length} bytes, raw or as lowercase hex. */
public final class HashCodec extends SegmentCodec {

  private final HashSegment segment;
  private final List<FieldSpec> from;

  HashCodec(int index, HashSegment segment, List<FieldSpec> from) {
    super(index);
    this.segment = segment;
    this.from = from;
  }

  @Override
  public HashSegment segment() {
    return segment;
  }

  @Override
  public void encode(Map<String, Object> record, RandomGenerator random, ByteArrayOutputStream out) {
    byte[] digest = Digests.digest(segment.algorithm(), ValueBytes.concat(from, record), segment.seed());
    byte[] kept = Arrays.copyOf(digest, segment.length());
    out.writeBytes(segment.encoding() == HashEncoding.HEX ? Bytes.toBytes(Bytes.toHex(kept)) : kept);
  }

  @Override
  public SegmentShape shape() {
    ByteSet set = segment.encoding() == HashEncoding.HEX ? ByteSet.of("0123456789abcdef") : ByteSet.all();
    return SegmentShape.uniform(segment.width(), set);
  }

  @Override
  public long distinctValues() {
    long product = 1;
    for (FieldSpec spec : from) {
      product = spec.boundedCardinality() ? Math.multiplyHigh(product, spec.cardinality()) == 0
          ? product * spec.cardinality() : Long.MAX_VALUE : Long.MAX_VALUE;
      if (product == Long.MAX_VALUE) {
        break;
      }
    }
    return product;
  }
}
