package dev.hbaseadvisor.rules.families;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags fixed qualifiers that are long, or longer than the values they name; Phoenix's empty
 * column, whose name Phoenix chooses ({@link Column#phoenixEmpty}), is not the design's to shorten.
 */
public final class LongQualifierNameCheck extends FamilyCheck {

  @Override
  public String id() {
    return "long-qualifier-name";
  }

  @Override
  protected void check(RuleContext context, Family family, String path) {
    for (int j = 0; j < family.columns().size(); j++) {
      Column column = family.columns().get(j);
      if (column.dynamic() || column.phoenixEmpty()) {
        continue;
      }
      long bytes = CellSizes.qualifierBytes(context.schema(), column)[0];
      if (bytes < context.threshold("minBytes")) {
        continue;
      }
      // As HBase's shell prints a qualifier's bytes: escapes, not raw control characters.
      String qualifier = Bytes.toStringBinary(column.qualifierBytes());
      String name = "qualifier '" + family.name() + ":" + qualifier + "' is " + bytes + " bytes";
      String at = path + ".columns[" + j + "].qualifier";
      if (bytes > context.threshold("maxBytes")) {
        context.report(at, name + ", longer than " + (long) context.threshold("maxBytes")
            + ", and is stored in the key of every cell of the column");
      } else if (bytes > column.meanSize()) {
        context.report(at, name + ", more than its values (" + Quantities.plural(Math.round(column.meanSize()), "byte")
            + " on average): the name costs more per cell than the data");
      }
    }
  }
}
