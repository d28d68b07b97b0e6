package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Puts;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/** Flags a table declared immutable (Phoenix IMMUTABLE_ROWS) whose workload puts cells into existing rows. */
public final class ImmutableRowsUpdatedCheck implements Rule {

  @Override
  public String id() {
    return "immutable-rows-updated";
  }

  @Override
  public void check(RuleContext context) {
    Puts puts = context.schema().workload().puts();
    if (!context.schema().immutableRows() || puts.onePerRow()) {
      return;
    }
    // Every put but the one that creates a row goes into a row that exists.
    double intoRows = context.schema().workload().putsPerSecond()
        - context.schema().workload().effectiveWritesPerSecond();
    String what = puts.overwrites() ? "overwrite " + puts.overwriteCells() + " cell" + (puts.overwriteCells() == 1
        ? "" : "s") + " of" : "add cells to";
    String which = puts.to() == Puts.Target.ANY ? "any existing row"
        : "rows written within the last " + Quantities.formatDuration(puts.withinSeconds());
    context.report("workload.puts", "the table is declared immutable (immutableRows, Phoenix IMMUTABLE_ROWS=true)"
        + " but " + Quantities.formatRate(intoRows) + " puts " + what + " " + which + ": Phoenix does not check the"
        + " promise, so a secondary index of the table keeps the entries of values a row no longer holds");
  }
}
