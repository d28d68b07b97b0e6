package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;

/**
 * Flags families whose dynamic qualifiers can make one row nearly as large as a region: HBase
 * splits regions only between rows, so such a row never splits. A row's bytes are its cells'
 * {@code KeyValue} sizes ({@link CellSizes}) at the largest {@code perRow}.
 */
public final class WideRowTooWideCheck implements Rule {

  /**
   * {@code hbase.table.max.rowsize}: 1 GiB, the most a region server reads of one row for a Get or
   * an unbatched Scan before it throws {@code RowTooBigException} (hbase-default.xml, HBase 2.6).
   */
  static final long MAX_ROW_READ_BYTES = 1L << 30;

  @Override
  public String id() {
    return "wide-row-too-wide";
  }

  @Override
  public void check(RuleContext context) {
    long regionBytes = context.schema().cluster().maxFileSize();
    CellSizes sizes = context.cellSizes();
    List<Family> families = context.schema().families();
    for (int i = 0; i < families.size(); i++) {
      Family family = families.get(i);
      double rowBytes = 0;
      int widest = -1;
      double widestBytes = 0;
      for (int j = 0; j < family.columns().size(); j++) {
        Column c = family.columns().get(j);
        double columnBytes = (double) c.maxPerRow() * sizes.maxCellBytes(family, c);
        rowBytes += columnBytes;
        if (c.dynamic() && columnBytes > widestBytes) {
          widest = j;
          widestBytes = columnBytes;
        }
      }
      if (widest < 0 || rowBytes < context.threshold("regionFraction") * regionBytes) {
        continue;
      }
      Column c = family.columns().get(widest);
      Severity severity = rowBytes >= regionBytes ? Severity.ERROR : Severity.WARNING;
      context.report(severity, "families[" + i + "].columns[" + widest + "]", "family " + family.name()
          + " can hold " + c.maxPerRow() + " qualifiers named by " + c.qualifierFrom() + " in one row, up to "
          + Quantities.formatSize(rowBytes) + " per row against a region size (cluster.maxFileSize) of "
          + Quantities.formatSize(regionBytes) + ": regions split only between rows, so such a row never splits"
          + (rowBytes > MAX_ROW_READ_BYTES ? "; and a Get, or a Scan without setBatch, of a row above "
              + Quantities.formatSize(MAX_ROW_READ_BYTES) + " fails with RowTooBigException (hbase.table.max.rowsize)" : ""),
          context.meta().fix().strip(), null);
    }
  }
}
