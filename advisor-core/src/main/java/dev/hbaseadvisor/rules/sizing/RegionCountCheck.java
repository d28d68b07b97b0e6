package dev.hbaseadvisor.rules.sizing;

import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Flags a region size target, or a projected region count, far outside the guide's range: the
 * projected store-file bytes ({@link CellSizes#storedBytes()}: the live rows, the versions kept, and
 * the superseded versions and deleted rows that store files carry until a major compaction, since
 * a region splits on its store-file size) over {@code cluster.maxFileSize}.
 */
public final class RegionCountCheck implements Rule {

  private static final double GIB = 1L << 30;

  @Override
  public String id() {
    return "region-count";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    CellSizes sizes = context.cellSizes();
    double bytes = sizes.storedBytes();
    long maxFileSize = schema.cluster().maxFileSize();
    if (bytes <= maxFileSize) {
      return;
    }
    String path = firstWritten(schema, "cluster.maxFileSize", "cluster", "workload", "table");
    String projection = projection(schema, sizes, bytes);
    long regions = regions(bytes, maxFileSize);
    double minTarget = context.threshold("minRegionGiB") * GIB;
    double maxTarget = context.threshold("maxRegionGiB") * GIB;
    String range = Quantities.formatSize(minTarget) + " to " + Quantities.formatSize(maxTarget);
    if (maxFileSize < minTarget) {
      context.report(path, "maxFileSize " + Quantities.formatSize(maxFileSize) + " is below the guide's regions of "
          + range + ": " + projection + " splits into " + Quantities.formatCount(regions) + " regions",
          "Set cluster.maxFileSize to at least " + Quantities.formatSize(minTarget) + " ("
              + Quantities.formatCount(regions(bytes, minTarget)) + " regions).");
      return;
    }
    if (maxFileSize > maxTarget) {
      context.report(path, "maxFileSize " + Quantities.formatSize(maxFileSize) + " is above the guide's regions of "
          + range + ": " + projection + " makes " + Quantities.formatCount(regions)
          + " regions that are slow to compact, move and recover",
          "Set cluster.maxFileSize to at most " + Quantities.formatSize(maxTarget) + " ("
              + Quantities.formatCount(regions(bytes, maxTarget)) + " regions).");
      return;
    }
    int families = schema.families().size();
    long limit = (long) Math.floor(context.threshold("maxRegions") * 2 / Math.max(2, families));
    if (regions > limit) {
      context.report(path, projection + " over maxFileSize " + Quantities.formatSize(maxFileSize) + " gives "
          + Quantities.formatCount(regions) + " regions, far above the guide's 50 to 100 for one or two families (limit "
          + Quantities.formatCount(limit) + (families > 2 ? " for " + families + " families" : "") + ")",
          fix(bytes, limit, maxTarget));
    }
  }

  private static long regions(double bytes, double regionSize) {
    return CellSizes.regionsAt(bytes, regionSize);
  }

  private static String fix(double bytes, long limit, double maxTarget) {
    double target = Math.ceil(bytes / limit / GIB) * GIB;
    if (target <= maxTarget) {
      return "Set cluster.maxFileSize to " + Quantities.formatSize(target) + " (" + Quantities.formatCount(regions(bytes, target))
          + " regions).";
    }
    return "Even at " + Quantities.formatSize(maxTarget) + " the table needs " + Quantities.formatCount(regions(bytes, maxTarget))
        + " regions: set cluster.maxFileSize to " + Quantities.formatSize(maxTarget) + ", and shorten the TTL, keep fewer"
        + " versions, move large values out (MOB or HDFS) or split the data over several tables.";
  }

  /** The projected size and where it comes from: rows and bytes per row of each family. */
  private static String projection(TableSchema schema, CellSizes sizes, double bytes) {
    List<String> parts = new ArrayList<>();
    for (Family family : schema.families()) {
      parts.add(family.name() + " " + Quantities.formatCount(sizes.familyRows(family)) + " rows x "
          + Quantities.formatSize(sizes.familyBytesPerRow(family)));
    }
    String rows = "";
    if (schema.workload().liveRows() < schema.workload().totalRows()) {
      rows = ", " + Quantities.formatCount(schema.workload().liveRows()) + " of them live after the deletes";
    }
    double garbage = sizes.garbageBytes();
    double kept = bytes - garbage - sizes.liveBytes();
    String extra = "";
    if (kept >= 1) {
      extra += " + " + Quantities.formatSize(kept) + " of older versions kept";
    }
    if (garbage >= 1) {
      extra += " + " + Quantities.formatSize(garbage) + " of superseded versions and deleted rows that store files hold"
          + " until a major compaction";
    }
    return "the projected " + Quantities.formatSize(bytes) + " (" + String.join(", ", parts) + rows + extra + ")";
  }

  private static String firstWritten(TableSchema schema, String... paths) {
    for (String path : paths) {
      if (schema.written(path)) {
        return path;
      }
    }
    return paths[paths.length - 1];
  }
}
