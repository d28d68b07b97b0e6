package dev.hbaseadvisor.splits;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;

/**
 * Rowkeys generated from a schema's fields with its workload's distributions, spread evenly over
 * the workload's writes: the i-th key is the key of write {@code i * stride}, so a time-led key
 * covers the whole simulated duration, not just its first seconds. Random salts draw from a
 * {@code SplittableRandom} of the same seed, as {@code hbase-advisor keys} does.
 */
public final class WorkloadKeys implements Iterator<byte[]> {

  private final RecordGenerator generator;
  private final RowKeyCodec codec;
  private final SplittableRandom saltRandom;
  private final long stride;
  private final int count;
  private int produced;

  /** {@code count} keys of {@code schema} from {@code seed}. */
  public WorkloadKeys(TableSchema schema, long seed, int count) {
    this.generator = new RecordGenerator(schema, seed);
    this.codec = RowKeyCodec.compile(schema);
    this.saltRandom = new SplittableRandom(seed);
    this.stride = Math.max(1, schema.workload().totalRows() / Math.max(1, count));
    this.count = count;
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
    if (produced > 0) {
      generator.skip(stride - 1);
    }
    produced++;
    return codec.encode(generator.next(), saltRandom);
  }
}
