package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.diff.Change;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.report.Json;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The output formats of {@code migrate}: a plan to read, or the same plan as JSON for a pipeline. */
public enum MigrationFormat {
  TEXT, JSON;

  /** The plan in this format, ending in a newline. */
  public String render(MigrationPlan plan) {
    return this == TEXT ? text(plan) : json(plan);
  }

  private static String text(MigrationPlan p) {
    StringBuilder sb = new StringBuilder();
    sb.append("Migration of ").append(p.oldTable()).append(" (").append(p.oldFile()).append(") to ")
        .append(p.newTable()).append(" (").append(p.newFile()).append(")\n\n");
    sb.append("Why: diff classifies ").append(Quantities.plural(p.breaking().size(), "change"))
        .append(" as breaking-storage:\n");
    for (Change c : p.breaking()) {
      sb.append("  - ").append(c.id()).append(" at ").append(c.path()).append(": ").append(c.message()).append('\n');
    }
    sb.append("\nNEW key fields, each read back from the stored rows:\n");
    for (KeySources.Source s : p.sources()) {
      sb.append("  ").append(s.field()).append(": ").append(s.from() == KeySources.From.CELL ? "OLD cell "
          : "OLD ").append(s.detail()).append('\n');
    }
    if (p.sources().stream().anyMatch(s -> s.from() == KeySources.From.CELL)) {
      sb.append("  (a field read from a cell: the backfill reads the row's newest value of that column, in the "
          + "field's default encoding; a row without the cell stops the load)\n");
    }
    if (!p.moves().isEmpty()) {
      sb.append("\nCells move between rows and qualifiers (tall <-> wide), each OLD column into a NEW one:\n");
      for (CellMoves.Target t : p.moves()) {
        sb.append("  ").append(t.family()).append(':').append(CellMoves.name(t.old())).append(" -> ")
            .append(t.family()).append(':').append(CellMoves.name(t.neu())).append('\n');
      }
    }
    int n = 1;
    for (MigrationPlan.Step step : p.steps()) {
      sb.append('\n').append(n++).append(". ").append(step.title()).append(" [").append(step.name()).append("]\n");
      for (String command : step.commands()) {
        sb.append("   ").append(command.startsWith("#") ? "" : "$ ").append(command).append('\n');
      }
      for (String note : step.notes()) {
        sb.append("   ").append(note).append('\n');
      }
    }
    MigrationEstimate e = p.estimate();
    if (e != null) {
      sb.append("\nEstimate (--dry-run; the OLD table at its horizon, a year of writes or its shortest TTL, "
          + "uncompressed, one version per cell):\n");
      sb.append("  rows:              ").append(Quantities.formatCount(e.rows())).append('\n');
      sb.append("  bytes to read:     ").append(Quantities.formatSize(e.bytes())).append('\n');
      sb.append("  map tasks:         ").append(Quantities.formatCount(e.mapTasks()))
          .append(" (one per OLD region)\n");
      sb.append("  reducers:          ").append(Quantities.formatCount(e.newRegions()))
          .append(" (one per NEW region)\n");
      sb.append("  HFiles per region: ").append(Quantities.formatCount(e.hfilesPerRegion())).append('\n');
      sb.append("  time:              ").append(e.seconds() < 0 ? "give --throughput ROWS/s for a time"
          : time(e.seconds()) + " at " + Quantities.formatCount(Math.round(e.throughput())) + " rows/s"
              + (e.throughput() == Migrations.DEFAULT_THROUGHPUT ? " (the default: the backfill measured on a 2-core "
                  + "single-node mini cluster, docs/performance.md; give --throughput for your cluster)" : ""))
          .append('\n');
      for (String warning : warnings(e, p.newMaxFileSize())) {
        sb.append("  warning: ").append(warning).append('\n');
      }
    }
    return sb.toString();
  }

  /** What the estimate tells a user to change before the backfill runs. */
  static java.util.List<String> warnings(MigrationEstimate e, long newMaxFileSize) {
    java.util.List<String> warnings = new java.util.ArrayList<>();
    if (e.regionBytes() > newMaxFileSize) {
      long regions = dev.hbaseadvisor.model.CellSizes.regionsAt(e.bytes(), newMaxFileSize);
      warnings.add("each NEW region receives about " + Quantities.formatSize(e.regionBytes()) + ", "
          + Quantities.formatCount(Math.round(e.regionBytes() / newMaxFileSize)) + " times NEW's maxFileSize of "
          + Quantities.formatSize(newMaxFileSize) + ": they split and compact right after the load, under the "
          + "readers; pre-split NEW into about " + Quantities.formatCount(regions) + " regions (presplit.regions)");
    }
    if (e.familyHFilesPerRegion() > MigrationEstimate.BULK_LOAD_MAX_FILES_PER_REGION_FAMILY) {
      warnings.add(Quantities.formatCount(e.familyHFilesPerRegion()) + " HFiles of one family per region are more "
          + "than BulkLoadHFiles loads by default (" + MigrationEstimate.BULK_LOAD_MAX_FILES_PER_REGION_FAMILY
          + ", hbase.mapreduce.bulkload.max.hfiles.perRegion.perFamily); backfill raises the limit to the files it "
          + "wrote");
    }
    return warnings;
  }

  /** A long time in the unit a reader plans in: {@code 24.4 hours}, {@code 3.2 days}, {@code 12 minutes}. */
  static String time(long seconds) {
    if (seconds >= 2 * 86_400) {
      return String.format(java.util.Locale.ROOT, "%.1f days", seconds / 86_400.0);
    }
    if (seconds >= 2 * 3_600) {
      return String.format(java.util.Locale.ROOT, "%.1f hours", seconds / 3_600.0);
    }
    if (seconds >= 120) {
      return Math.round(seconds / 60.0) + " minutes";
    }
    return Quantities.plural(seconds, "second");
  }

  private static String json(MigrationPlan p) {
    ObjectNode root = Json.object();
    root.putObject("old").put("file", p.oldFile()).put("table", p.oldTable());
    root.putObject("new").put("file", p.newFile()).put("table", p.newTable());
    root.put("snapshot", p.snapshot());
    ArrayNode breaking = root.putArray("breaking");
    for (Change c : p.breaking()) {
      breaking.addObject().put("id", c.id()).put("path", c.path()).put("message", c.message());
    }
    ArrayNode sources = root.putArray("keyFields");
    for (KeySources.Source s : p.sources()) {
      sources.addObject().put("field", s.field()).put("from", switch (s.from()) {
        case OLD_KEY -> "old-key";
        case QUALIFIER -> "qualifier";
        case CELL -> "cell";
      }).put("detail", s.detail());
    }
    ArrayNode moves = root.putArray("cellMoves");
    for (CellMoves.Target t : p.moves()) {
      moves.addObject().put("family", t.family()).put("from", CellMoves.name(t.old())).put("to", CellMoves.name(t.neu()));
    }
    ArrayNode steps = root.putArray("steps");
    for (MigrationPlan.Step step : p.steps()) {
      ObjectNode s = steps.addObject().put("name", step.name()).put("title", step.title());
      step.commands().forEach(s.putArray("commands")::add);
      step.notes().forEach(s.putArray("notes")::add);
    }
    MigrationEstimate e = p.estimate();
    if (e != null) {
      ObjectNode o = root.putObject("estimate");
      o.put("rows", e.rows()).put("bytes", Math.round(e.bytes())).put("mapTasks", e.mapTasks())
          .put("newRegions", e.newRegions()).put("hfilesPerRegion", e.hfilesPerRegion());
      if (e.seconds() >= 0) {
        o.put("throughputRowsPerSecond", e.throughput()).put("seconds", e.seconds());
      }
      warnings(e, p.newMaxFileSize()).forEach(o.putArray("warnings")::add);
    }
    return Json.write(root);
  }
}
