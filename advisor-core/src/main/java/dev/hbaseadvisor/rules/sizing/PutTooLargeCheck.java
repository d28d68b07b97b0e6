package dev.hbaseadvisor.rules.sizing;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.Workload;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.util.List;

/**
 * Flags a put larger than a region server accepts ({@code hbase.ipc.max.request.size}, 256 MiB in
 * {@code hbase-server/.../ipc/RpcServer.java}): a whole row when rows are written in one put, else
 * the row's largest bytes over the puts per row ({@code workload.puts}), never less than its
 * largest cell. Cells are sized as {@code KeyValue} lays them out ({@link CellSizes}).
 */
public final class PutTooLargeCheck implements Rule {

  @Override
  public String id() {
    return "put-too-large";
  }

  @Override
  public void check(RuleContext context) {
    CellSizes sizes = context.cellSizes();
    List<Family> families = context.schema().families();
    double rowBytes = 0;
    double largestCell = 0;
    String widestPath = null;
    double widestBytes = -1;
    for (int i = 0; i < families.size(); i++) {
      Family family = families.get(i);
      for (int j = 0; j < family.columns().size(); j++) {
        Column c = family.columns().get(j);
        long cell = sizes.maxCellBytes(family, c);
        double columnBytes = (double) c.maxPerRow() * cell;
        rowBytes += columnBytes;
        largestCell = Math.max(largestCell, cell);
        if (columnBytes > widestBytes) {
          widestBytes = columnBytes;
          widestPath = "families[" + i + "].columns[" + j + "]";
        }
      }
    }
    Workload workload = context.schema().workload();
    double putsPerRow = workload.putsPerRow();
    boolean whole = putsPerRow <= 1;
    double put = whole ? rowBytes : Math.max(largestCell, rowBytes / putsPerRow);
    double limit = context.threshold("maxRequestMiB") * (1 << 20);
    if (widestPath == null || put <= limit) {
      return;
    }
    String message = whole
        ? "each row is written whole by one put (workload.puts is not stated), and a row holds up to "
            + Quantities.formatSize(rowBytes) + ", more than the " + Quantities.formatSize(limit)
            + " a region server accepts in one request (hbase.ipc.max.request.size): HBase refuses the put"
        : String.format(java.util.Locale.ROOT, "a row of up to %s over %,.1f puts (workload.puts) still puts %s at"
            + " once, more than the %s a region server accepts in one request (hbase.ipc.max.request.size)",
            Quantities.formatSize(rowBytes), putsPerRow, Quantities.formatSize(put), Quantities.formatSize(limit));
    context.report(Severity.ERROR, whole ? widestPath : "workload.puts", message, context.meta().fix().strip(), null);
  }
}
