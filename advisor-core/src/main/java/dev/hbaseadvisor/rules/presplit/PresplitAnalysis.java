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

  private static final String FAILURE = "presplit-plan-failure";

  private PresplitAnalysis() {}

  /**
   * The plan, or empty when the pre-split is invalid (reported by presplit-invalid) or absent.
   * Keys are generated only where the split points need them ({@code sample}, with as many keys
   * as {@code hbase-advisor splits}, so both name the same regions); the regions' shares come
   * from {@link #shares} when a rule has something to say about them.
   */
  static Optional<PresplitPlan> plan(RuleContext context) {
    return context.shared(RuleContext.PRESPLIT_PLAN, () -> {
      try {
        return compute(context);
      } catch (PresplitException | SplitException e) {
        return Optional.<PresplitPlan>empty();
      }
    });
  }

  /**
   * Why a valid request's plan could not be made: its key file failed while it was read (a line
   * over HBase's row limit). Only then is the plan computed a second time, to keep the message.
   */
  static Optional<String> failure(RuleContext context) {
    if (plan(context).isPresent()) {
      return Optional.empty();
    }
    return context.shared(FAILURE, () -> {
      try {
        compute(context);
        return Optional.<String>empty();
      } catch (PresplitException e) {
        return Optional.<String>empty();
      } catch (SplitException e) {
        return Optional.of(e.getMessage());
      }
    });
  }

  private static Optional<PresplitPlan> compute(RuleContext context) {
    TableSchema schema = context.schema();
    if (schema.presplit().algorithm() == Presplit.Algorithm.NONE) {
      return Optional.empty();
    }
    SplitRequest request = SplitRequest.of(schema);
    Presplit.Algorithm algorithm = request.algorithm() == Presplit.Algorithm.AUTO
        ? Presplits.chooseAuto(context.codec()) : request.algorithm();
    return Optional.of(Presplits.plan(schema,
        request.withSampleKeys(algorithm == Presplit.Algorithm.SAMPLE ? request.sampleKeys() : 0)));
  }

  /** The plan's regions with the share of {@code sampleKeys} keys generated with the workload's seed. */
  static List<Region> shares(RuleContext context, PresplitPlan plan, int sampleKeys) {
    return context.shared("presplit-shares-" + sampleKeys,
        () -> Presplits.regions(context.schema(), plan.splits(), context.schema().workload().seed(), sampleKeys));
  }

  /**
   * A region boundary as HBase's shell prints it: {@code Bytes.toStringBinary}, and {@code ""} for
   * the empty start key of the first region and the empty end key of the last.
   */
  static String bound(byte[] key) {
    return key.length == 0 ? "\"\"" : Bytes.toStringBinary(key);
  }
}
