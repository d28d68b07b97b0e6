package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.rules.RuleContext;

/** The planner's result for the schema of a lint run, computed once and shared by the access rules. */
final class AccessPlans {

  private AccessPlans() {}

  static TablePlans of(RuleContext context) {
    return context.shared(TablePlans.class.getName(), () -> Planner.plan(context.schema(), context.codec()));
  }

  /** Why the key range ends where it does, from the planner's step for that segment: "rowkey[0] user: not bound". */
  static String keyEnd(AccessPlan plan) {
    String head = "rowkey[" + plan.keyEnd() + "] ";
    return plan.steps().stream().filter(s -> s.startsWith(head)).findFirst()
        .map(s -> s.replace(": the key range ends here", ""))
        .orElse("the rowkey");
  }

  /** {@code access[1] (all-users-month-total, 1/h)}. */
  static String name(AccessPlan plan) {
    return "access[" + plan.index() + "] (" + plan.name() + ", " + rate(plan.pattern().ratePerSecond()) + ")";
  }

  static String rate(double perSecond) {
    return Quantities.formatRate(perSecond);
  }

  static String rows(long n) {
    return Quantities.formatCount(n);
  }
}
