package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.Region;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.splits.SplitException;
import java.util.List;
import java.util.Optional;

/** The schema's pre-split plan, computed once per lint run and shared by the pre-split rules. */
final class PresplitAnalysis {

  private PresplitAnalysis() {}

  /**
   * The plan, or empty when the pre-split is invalid (reported by presplit-invalid) or absent.
   * Keys are generated only where the split points need them ({@code sample}, with as many keys
   * as {@code hbase-advisor splits}, so both name the same regions); the regions' shares come
   * from {@link #shares} when a rule has something to say about them.
   */
  static Optional<PresplitPlan> plan(RuleContext context) {
    return context.shared("presplit-plan", () -> {
      TableSchema schema = context.schema();
      if (schema.presplit().algorithm() == Presplit.Algorithm.NONE) {
        return Optional.<PresplitPlan>empty();
      }
      SplitRequest request = SplitRequest.of(schema);
      Presplit.Algorithm algorithm = request.algorithm() == Presplit.Algorithm.AUTO
          ? Presplits.chooseAuto(context.codec()) : request.algorithm();
      try {
        return Optional.of(Presplits.plan(schema,
            request.withSampleKeys(algorithm == Presplit.Algorithm.SAMPLE ? request.sampleKeys() : 0)));
      } catch (PresplitException | SplitException e) {
        return Optional.<PresplitPlan>empty();
      }
    });
  }

  /** The plan's regions with the share of {@code sampleKeys} keys generated with the workload's seed. */
  static List<Region> shares(RuleContext context, PresplitPlan plan, int sampleKeys) {
    return context.shared("presplit-shares-" + sampleKeys,
        () -> Presplits.regions(context.schema(), plan.splits(), context.schema().workload().seed(), sampleKeys));
  }

  /** A region bound as messages print it: {@code Bytes.toStringBinary}, or {@code open} for the empty key. */
  static String bound(byte[] key, String open) {
    return key.length == 0 ? open : Bytes.toStringBinary(key);
  }
}
