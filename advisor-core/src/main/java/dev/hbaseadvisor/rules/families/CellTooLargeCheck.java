package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.RuleContext;

/** Flags columns whose largest cell exceeds the client's limit, or the MOB guideline. */
public final class CellTooLargeCheck extends FamilyCheck {

  @Override
  public String id() {
    return "cell-too-large";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    double limit = context.threshold(family.mob() ? "maxMobCellMiB" : "maxCellMiB") * (1 << 20);
    for (int j = 0; j < family.columns().size(); j++) {
      Column column = family.columns().get(j);
      long cell = context.cellSizes().maxCellBytes(family, column);
      if (cell <= limit) {
        continue;
      }
      String name = column.dynamic() ? "the columns named by '" + column.qualifierFrom() + "'" : "column '" + column.qualifier() + "'";
      context.report(path + ".columns[" + j + "]", name + " of family '" + family.name() + "' holds values up to "
          + Quantities.formatSize(column.maxSize()) + ", so its largest cell is " + Quantities.formatCount(cell)
          + " bytes, over " + Quantities.formatSize(limit) + (family.mob() ? ", the most the guide advises even with MOB"
              : " (hbase.client.keyvalue.maxsize): the client refuses the put"));
    }
  }
}
