package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.RecordKind;
import dev.hbaseadvisor.model.TableSchema;
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
    TableSchema schema = context.schema();
    List<Family> families = schema.families();
    if (families.size() < 2) {
      return;
    }
    CellSizes sizes = context.cellSizes();
    long[] rows = new long[families.size()];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = rows(schema, sizes, i);
    }
    for (int i = 0; i < families.size(); i++) {
      // Only families of one row set skew: rows of another record kind are other rows, in their own keys.
      int largest = -1;
      for (int j = 0; j < families.size(); j++) {
        if (sameRows(schema, i, j) && (largest < 0 || rows[j] > rows[largest])) {
          largest = j;
        }
      }
      long most = rows[largest];
      Family family = families.get(i);
      if (rows[i] <= 0 || (double) most / rows[i] < context.threshold("minRatio")) {
        continue;
      }
      String name = families.get(largest).name();
      String path = "families[" + i + "]";
      context.report(schema.written(path + ".rows") ? path + ".rows" : path + ".name",
          "family '" + family.name() + "' holds " + Quantities.formatCount(rows[i]) + " rows and family '"
              + name + "' " + Quantities.formatCount(most) + " (" + Quantities.formatCount(Math.round((double) most / rows[i]))
              + "x): regions are sized by '" + name + "', so a scan of '" + family.name()
              + "' visits all of them for a little data in each");
    }
  }

  /**
   * The rows holding family {@code i}: its {@code rows}; else, in a table of several record kinds,
   * the rows of the kinds that write it (their share of the writes); else every row.
   */
  private static long rows(TableSchema schema, CellSizes sizes, int i) {
    Family family = schema.families().get(i);
    if (family.rows() > 0 || !schema.multiKind()) {
      return sizes.familyRows(family);
    }
    double share = 0;
    for (RecordKind kind : schema.kinds()) {
      if (kind.families().contains(i)) {
        share += kind.share(schema.kinds());
      }
    }
    return Math.round(schema.workload().totalRows() * share);
  }

  /** Whether families {@code i} and {@code j} are written by one record kind (always, in a table of one kind). */
  private static boolean sameRows(TableSchema schema, int i, int j) {
    if (!schema.multiKind()) {
      return true;
    }
    return schema.kinds().stream().anyMatch(k -> k.families().contains(i) && k.families().contains(j));
  }
}
