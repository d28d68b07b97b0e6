package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.SaltAlignment;
import java.util.ArrayList;
import java.util.List;

/** Reports split keys that fall inside a leading salt or bucket value instead of between values. */
public final class PresplitMisalignedSaltCheck implements Rule {

  private static final int LISTED = 5;

  @Override
  public String id() {
    return "presplit-misaligned-salt";
  }

  @Override
  public void check(RuleContext context) {
    PresplitPlan plan = PresplitAnalysis.plan(context).orElse(null);
    if (plan == null || plan.salt().isEmpty() || plan.salt().get().aligned()) {
      return;
    }
    SaltAlignment salt = plan.salt().get();
    List<String> cuts = new ArrayList<>();
    for (SaltAlignment.Cut cut : salt.misaligned().subList(0, Math.min(LISTED, salt.misaligned().size()))) {
      cuts.add("split #" + cut.splitIndex() + " " + Bytes.toStringBinary(cut.key()) + " inside value " + cut.bucket());
    }
    String more = salt.misaligned().size() > LISTED ? ", and " + (salt.misaligned().size() - LISTED) + " more" : "";
    String path = context.schema().written("presplit.splits") ? "presplit.splits" : "presplit";
    context.report(path, salt.misaligned().size() + " of " + plan.splits().size() + " split keys cut through a value of "
        + "the leading " + salt.segment() + " (" + salt.buckets() + " values): " + String.join("; ", cuts) + more);
  }
}
