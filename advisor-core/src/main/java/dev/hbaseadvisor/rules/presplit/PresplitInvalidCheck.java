package dev.hbaseadvisor.rules.presplit;

import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.splits.PresplitProblem;
import dev.hbaseadvisor.splits.Presplits;

/** Reports pre-split sections HBase would refuse (errors) or silently change (warnings). */
public final class PresplitInvalidCheck implements Rule {

  @Override
  public String id() {
    return "presplit-invalid";
  }

  @Override
  public void check(RuleContext context) {
    boolean fatal = false;
    for (PresplitProblem problem : Presplits.validate(context.schema())) {
      Severity severity = problem.fatal() ? context.severity() : Severity.WARNING;
      context.report(severity, problem.path(), problem.message(), context.meta().fix().strip(), null);
      fatal |= problem.fatal();
    }
    if (!fatal) {
      PresplitAnalysis.failure(context).ifPresent(message ->
          context.report(context.severity(), "presplit.keys", message, context.meta().fix().strip(), null));
    }
  }
}
