package dev.hbaseadvisor.rules.access;

import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Flags families whose dynamic qualifiers can make one row nearly as large as a region: HBase
 * splits regions only between rows, so such a row never splits (KeyValue size from
 * {@code hbase-common/.../KeyValue.java}: 20 + row + family + qualifier + value bytes per cell).
 */
public final class WideRowTooWideCheck implements Rule {

  private static final long KEYVALUE_OVERHEAD = 20;

  @Override
  public String id() {
    return "wide-row-too-wide";
  }

  @Override
  public void check(RuleContext context) {
    long regionBytes = context.schema().cluster().maxFileSize();
    int keyBytes = context.codec().maxLength();
    List<Family> families = context.schema().families();
    for (int i = 0; i < families.size(); i++) {
      Family family = families.get(i);
      long familyBytes = family.name().getBytes(StandardCharsets.UTF_8).length;
      double rowBytes = 0;
      int widest = -1;
      double widestBytes = 0;
      for (int j = 0; j < family.columns().size(); j++) {
        Column c = family.columns().get(j);
        double columnBytes = (double) c.maxPerRow()
            * (KEYVALUE_OVERHEAD + keyBytes + familyBytes + qualifierBytes(context, c) + c.maxSize());
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
          + size(rowBytes) + " per row against a region size (cluster.maxFileSize) of " + size(regionBytes)
          + ": regions split only between rows, so such a row never splits", context.meta().fix().strip(), null);
    }
  }

  private static long qualifierBytes(RuleContext context, Column c) {
    if (!c.dynamic()) {
      return c.qualifier().getBytes(StandardCharsets.ISO_8859_1).length;
    }
    FieldSpec field = context.schema().field(c.qualifierFrom());
    return field.type().isNumeric() ? (field.type() == FieldType.INT ? 4 : 8) : field.maxLength();
  }

  private static String size(double bytes) {
    String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (bytes >= 1024 && u < units.length - 1) {
      bytes /= 1024;
      u++;
    }
    return String.format(Locale.ROOT, u == 0 ? "%.0f %s" : "%.1f %s", bytes, units[u]);
  }
}
