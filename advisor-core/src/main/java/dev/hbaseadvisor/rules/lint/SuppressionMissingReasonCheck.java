package dev.hbaseadvisor.rules.lint;

import dev.hbaseadvisor.model.Suppression;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.List;

/** Flags inline suppressions that give no reason. */
public final class SuppressionMissingReasonCheck implements Rule {

  @Override
  public String id() {
    return "suppression-missing-reason";
  }

  @Override
  public void check(RuleContext context) {
    List<Suppression> suppressions = context.schema().suppressions();
    for (int i = 0; i < suppressions.size(); i++) {
      Suppression s = suppressions.get(i);
      if (s.reason() == null || s.reason().isBlank()) {
        context.report(s.path(), "suppression of '" + s.rule()
            + "' has no reason, so it does not apply: say why the finding does not hold for this table");
      }
    }
  }
}
