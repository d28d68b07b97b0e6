package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitException;
import dev.hbaseadvisor.splits.SplitRequest;
import java.util.List;

/**
 * The regions a table is created with, as the pre-split generator computes them
 * ({@link Presplits#plan(TableSchema, SplitRequest)}, {@code docs/presplit.md}): every algorithm
 * (hex, decimal, uniform, bytes, salt, sample, explicit, auto) gives exactly the split keys
 * {@code hbase-advisor splits} prints for the same schema and seed. A pre-split HBase would
 * refuse (an empty or repeated key, a salt without a salt segment) leaves one region, with a note.
 */
public final class PresplitRegions implements InitialRegions {

  @Override
  public Splits splitKeys(TableSchema schema, long seed) {
    SplitRequest request = SplitRequest.of(schema).withSeed(seed);
    if (!samples(schema, request)) {
      // Only the sample algorithm cuts generated keys; the others need none for their split keys.
      request = request.withSampleKeys(0);
    }
    try {
      return Splits.of(Presplits.plan(schema, request).splits());
    } catch (PresplitException | SplitException e) {
      return new Splits(List.of(), "presplit not followed: " + e.getMessage() + "; the table starts with one region");
    }
  }

  private static boolean samples(TableSchema schema, SplitRequest request) {
    Presplit.Algorithm algorithm = request.algorithm();
    if (algorithm == Presplit.Algorithm.AUTO) {
      algorithm = Presplits.chooseAuto(dev.hbaseadvisor.codec.RowKeyCodec.compile(schema));
    }
    return algorithm == Presplit.Algorithm.SAMPLE;
  }
}
