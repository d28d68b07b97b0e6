package dev.hbaseadvisor.codec;

import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * The rowkey of a schema compiled into an encoder from a record (field name to value) to the key
 * bytes an HBase application would write, plus the per-segment facts rules and the planner use.
 *
 * <p>Record values are {@code String} for text fields, {@code Long} (or any {@code Number}) for
 * long, int and timestamp fields, and {@code byte[]} for bytes fields.
 */
public final class RowKeyCodec {

  private final List<SegmentCodec> segments;

  private RowKeyCodec(List<SegmentCodec> segments) {
    this.segments = segments;
  }

  /** Compiles the rowkey of a loaded schema. */
  public static RowKeyCodec compile(TableSchema schema) {
    List<Segment> rowkey = schema.rowkey();
    SegmentCodec[] codecs = new SegmentCodec[rowkey.size()];
    // Back to front, so that a salt over the key holds the codecs of the segments after it.
    for (int index = rowkey.size() - 1; index >= 0; index--) {
      Segment segment = rowkey.get(index);
      if (segment instanceof SaltSegment s && s.overKey()) {
        codecs[index] = new SaltCodec(index, s, List.of(), Arrays.asList(codecs).subList(index + 1, codecs.length),
            s.ranged() ? schema.field(s.per()) : null);
      } else {
        codecs[index] = compile(schema, segment, index);
      }
    }
    return new RowKeyCodec(List.of(codecs));
  }

  private static SegmentCodec compile(TableSchema schema, Segment segment, int index) {
    if (segment instanceof SaltSegment s) {
      return new SaltCodec(index, s, s.from().stream().map(schema::field).toList(), List.of(),
          s.ranged() ? schema.field(s.per()) : null);
    } else if (segment instanceof BucketSegment b) {
      return new BucketCodec(index, b, schema.field(b.field()));
    } else if (segment instanceof HashSegment h) {
      return new HashCodec(index, h, h.from().stream().map(schema::field).toList());
    } else if (segment instanceof FieldSegment f) {
      return new FieldCodec(index, f, schema.field(f.field()));
    } else if (segment instanceof BitsSegment b) {
      java.util.Map<String, FieldSpec> fields = new java.util.LinkedHashMap<>();
      b.sourceFields().forEach(name -> fields.put(name, schema.field(name)));
      return new BitsCodec(index, b, fields);
    }
    return new LiteralCodec(index, (LiteralSegment) segment);
  }

  /** The compiled segments, in key order. */
  public List<SegmentCodec> segments() {
    return segments;
  }

  /** The key of a record; random salts draw from {@code random}. */
  public byte[] encode(Map<String, Object> record, RandomGenerator random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(64);
    for (SegmentCodec segment : segments) {
      segment.encode(record, random, out);
    }
    return out.toByteArray();
  }

  /** The sizes of a schema's cells, with its rowkey's shortest and longest key ({@link CellSizes#of}). */
  public static CellSizes cellSizes(TableSchema schema) {
    RowKeyCodec codec = compile(schema);
    return CellSizes.of(schema, codec.minLength(), codec.maxLength());
  }

  /** The shortest key, in bytes. */
  public int minLength() {
    return segments.stream().mapToInt(s -> s.shape().minWidth()).sum();
  }

  /** The longest key, in bytes. */
  public int maxLength() {
    return segments.stream().mapToInt(s -> s.shape().maxWidth()).sum();
  }

  /** The byte offset of a segment when every segment before it has a fixed width, else -1. */
  public int fixedOffset(int segmentIndex) {
    int offset = 0;
    for (int i = 0; i < segmentIndex; i++) {
      int width = segments.get(i).fixedWidth();
      if (width < 0) {
        return -1;
      }
      offset += width;
    }
    return offset;
  }

  /**
   * The bytes that can occur at each absolute key position, over every alignment the
   * variable-width segments allow; {@code limit} caps the positions computed.
   */
  public List<ByteSet> positionAlphabets(int limit) {
    int length = Math.min(limit, maxLength());
    List<ByteSet> result = new ArrayList<>();
    for (int i = 0; i < length; i++) {
      result.add(ByteSet.empty());
    }
    BitSet offsets = new BitSet();
    offsets.set(0);
    for (SegmentCodec segment : segments) {
      SegmentShape shape = segment.shape();
      BitSet next = new BitSet();
      for (int start = offsets.nextSetBit(0); start >= 0 && start < length; start = offsets.nextSetBit(start + 1)) {
        for (int i = 0; i < shape.maxWidth() && start + i < length; i++) {
          result.get(start + i).addAll(shape.positions().get(i));
        }
        for (int w = shape.minWidth(); w <= shape.maxWidth(); w++) {
          next.set(start + w);
        }
      }
      offsets = next;
    }
    return result;
  }
}
