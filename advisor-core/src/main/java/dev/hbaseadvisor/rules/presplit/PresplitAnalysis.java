package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.splits.SplitException;
import java.util.Optional;

/** The schema's pre-split plan, computed once per lint run and shared by the pre-split rules. */
final class PresplitAnalysis {

  /** Keys generated for region shares when a rule has no threshold of its own. */
  static final int SAMPLE_KEYS = 2_000;

  private PresplitAnalysis() {}

  /** The plan, or empty when the pre-split is invalid (reported by presplit-invalid) or absent. */
  static Optional<PresplitPlan> plan(RuleContext context, int sampleKeys) {
    return context.shared("presplit-plan", () -> {
      if (context.schema().presplit().algorithm() == dev.hbaseadvisor.model.Presplit.Algorithm.NONE) {
        return Optional.<PresplitPlan>empty();
      }
      try {
        return Optional.of(Presplits.plan(context.schema(),
            SplitRequest.of(context.schema()).withSampleKeys(sampleKeys)));
      } catch (PresplitException | SplitException e) {
        return Optional.<PresplitPlan>empty();
      }
    });
  }
}
