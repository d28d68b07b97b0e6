package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.RecordGenerator;
import dev.hbaseadvisor.model.Segment;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;

/**
 * Rowkeys generated from a schema's fields with its workload's distributions, spread evenly over
 * the workload's writes: the i-th key is the key of a random write among writes
 * {@code [i * stride, (i + 1) * stride)}, so a time-led key covers the whole simulated duration,
 * not just its first seconds. Random salts draw from a
 * {@code SplittableRandom} of the same seed, as {@code hbase-advisor keys} does.
 */
public final class WorkloadKeys implements Iterator<byte[]> {

  private final RecordGenerator generator;
  private final RowKeyCodec codec;
  private final SplittableRandom saltRandom;
  private final long stride;
  private final int count;
  private final SplittableRandom strideRandom;
  private int produced;
  private long position;

  /** {@code count} keys of {@code schema} from {@code seed}, spread over the whole workload. */
  public WorkloadKeys(TableSchema schema, long seed, int count) {
    this(schema, seed, count, schema.workload().totalRows());
  }

  /**
   * {@code count} keys of {@code schema} from {@code seed}, spread over the workload's first
   * {@code writes} writes (at most one key per write).
   */
  public WorkloadKeys(TableSchema schema, long seed, int count, long writes) {
    this.generator = new RecordGenerator(schema, seed, rowkeyFields(schema));
    this.codec = RowKeyCodec.compile(schema);
    this.saltRandom = new SplittableRandom(seed);
    this.strideRandom = new SplittableRandom(seed ^ 0x5DEECE66DL);
    this.count = (int) Math.min(count, Math.max(0, writes));
    this.stride = Math.max(1, writes / Math.max(1, this.count));
  }

  /** The fields the rowkey reads; only these are generated. */
  static Set<String> rowkeyFields(TableSchema schema) {
    Set<String> fields = new HashSet<>();
    for (Segment segment : schema.rowkey()) {
      fields.addAll(segment.sourceFields());
    }
    return fields;
  }

  /** How many writes of the workload each key stands for. */
  public long stride() {
    return stride;
  }

  @Override
  public boolean hasNext() {
    return produced < count;
  }

  @Override
  public byte[] next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    // Write i*stride + a random offset within its stride: an even spread that cannot alias with
    // a bucket modulo or a clock digit the way a fixed stride would.
    long target = produced * stride + (stride > 1 ? strideRandom.nextLong(stride) : 0);
    generator.skip(target - position);
    position = target + 1;
    produced++;
    return codec.encode(generator.next(), saltRandom);
  }
}
