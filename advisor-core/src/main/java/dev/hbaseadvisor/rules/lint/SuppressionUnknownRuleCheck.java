package dev.hbaseadvisor.rules.lint;

import dev.hbaseadvisor.model.Suppression;
import dev.hbaseadvisor.rules.BuiltInRules;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.List;

/** Flags suppressions that name no rule of the catalog (a typo hides nothing). */
public final class SuppressionUnknownRuleCheck implements Rule {

  @Override
  public String id() {
    return "suppression-unknown-rule";
  }

  @Override
  public void check(RuleContext context) {
    List<String> known = BuiltInRules.ids();
    List<Suppression> suppressions = context.schema().suppressions();
    for (int i = 0; i < suppressions.size(); i++) {
      String rule = suppressions.get(i).rule();
      if (!known.contains(rule)) {
        context.report(suppressions.get(i).path() + ".rule", "suppression names rule '" + rule + "', which does not exist"
            + dev.hbaseadvisor.model.Suggestions.closest(rule, known));
      }
    }
  }
}
