package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.List;

/** Flags a family holding far fewer rows than another family of the same table. */
public final class FamilyCardinalitySkewCheck implements Rule {

  @Override
  public String id() {
    return "family-cardinality-skew";
  }

  @Override
  public void check(RuleContext context) {
    List<Family> families = context.schema().families();
    if (families.size() < 2) {
      return;
    }
    CellSizes sizes = context.cellSizes();
    Family largest = families.get(0);
    for (Family family : families) {
      if (sizes.familyRows(family) > sizes.familyRows(largest)) {
        largest = family;
      }
    }
    long most = sizes.familyRows(largest);
    for (int i = 0; i < families.size(); i++) {
      Family family = families.get(i);
      long rows = sizes.familyRows(family);
      if (rows <= 0 || (double) most / rows < context.threshold("minRatio")) {
        continue;
      }
      String path = "families[" + i + "]";
      context.report(context.schema().written(path + ".rows") ? path + ".rows" : path + ".name",
          "family '" + family.name() + "' holds " + Quantities.formatCount(rows) + " rows and family '"
              + largest.name() + "' " + Quantities.formatCount(most) + " (" + Quantities.formatCount(Math.round((double) most / rows))
              + "x): regions are sized by '" + largest.name() + "', so a scan of '" + family.name()
              + "' visits all of them for a little data in each");
    }
  }
}
