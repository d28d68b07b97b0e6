package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.plan.Planner;
import dev.hbaseadvisor.plan.TablePlans;
import dev.hbaseadvisor.sim.Heatmap;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.SimulationSummary;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.Region;
import dev.hbaseadvisor.splits.SplitRequest;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The HTML design report of one schema ({@code templates/report/design.html.ftlh}, HTML auto-escaped): the rowkey's
 * anatomy, sample keys, lint findings with fixes, the plan of every access pattern, pre-split
 * regions with their reachability and share, a short simulation with its heat map of writes over
 * key space and time, families, in one self-contained page.
 */
public final class DesignReport {

  private static final int SAMPLE_KEYS = 8;
  private static final int SAMPLE_SPLIT_KEYS = 5_000;
  private static final long SIMULATED_WRITES = 5_000_000;
  private static final int HEAT_ROWS = 32;
  private static final int HEAT_COLUMNS = 60;

  private DesignReport() {}

  /** Renders the report; {@code fileName} is how the schema file is named on the page. */
  public static String render(TableSchema schema, String fileName, List<Finding> findings, RuleCatalog catalog) {
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("file", fileName);
    model.put("table", schema.table());
    model.put("description", schema.description() == null ? "" : schema.description());
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    model.put("keyMin", codec.minLength());
    model.put("keyMax", codec.maxLength());
    model.put("segments", segments(codec));
    model.put("samples", samples(schema, codec));
    model.put("findings", findings(findings, catalog));
    Summary summary = Summary.of(List.of(new FileFindings(fileName, findings)));
    model.put("errors", summary.count(Severity.ERROR));
    model.put("warnings", summary.count(Severity.WARNING));
    model.put("infos", summary.count(Severity.INFO));
    model.put("fields", fields(schema));
    model.put("families", families(schema));
    model.put("access", access(schema, Planner.plan(schema, codec)));
    model.put("presplit", presplit(schema));
    model.put("simulation", simulation(schema));
    model.put("workload", String.format(Locale.ROOT, "%s rows (%s writes/s for %s), seed %d",
        count(schema.workload().totalRows()), count(Math.round(schema.workload().effectiveWritesPerSecond())),
        Quantities.formatDuration(schema.workload().durationSeconds()), schema.workload().seed()));
    model.put("cluster", String.format(Locale.ROOT, "%d region servers, regions split at %s, flush at %s, %s policy",
        schema.cluster().regionServers(), Quantities.formatSize(schema.cluster().maxFileSize()), Quantities.formatSize(schema.cluster().flushSize()),
        schema.cluster().splitPolicy().yamlName()));
    return Templates.render("report/design.html.ftlh", model);
  }

  private static List<Map<String, Object>> segments(RowKeyCodec codec) {
    List<Map<String, Object>> result = new ArrayList<>();
    int total = Math.max(1, codec.maxLength());
    for (SegmentCodec s : codec.segments()) {
      SegmentShape shape = s.shape();
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("index", s.index());
      m.put("kind", s.segment().getClass().getSimpleName().replace("Segment", "").toLowerCase(Locale.ROOT));
      m.put("label", s.segment().describe());
      m.put("width", shape.fixedWidth() ? shape.minWidth() + " B" : shape.minWidth() + "-" + shape.maxWidth() + " B");
      m.put("percent", String.format(Locale.ROOT, "%.1f", Math.max(4.0, 100.0 * shape.maxWidth() / total)));
      m.put("order", s.order().name().toLowerCase(Locale.ROOT));
      m.put("monotonic", s.monotonicity().name().toLowerCase(Locale.ROOT));
      m.put("first", shape.positions().isEmpty() ? "" : shape.positions().get(0).toString());
      m.put("distinct", s.distinctValues() == Long.MAX_VALUE ? "unbounded" : count(s.distinctValues()));
      result.add(m);
    }
    return result;
  }

  /** Keys spread evenly over the whole workload, so time-ordered segments show their range. */
  private static List<Map<String, Object>> samples(TableSchema schema, RowKeyCodec codec) {
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed());
    SplittableRandom random = new SplittableRandom(schema.workload().seed());
    List<Map<String, Object>> result = new ArrayList<>();
    // A prime offset keeps the samples off round multiples of any bucket or time unit.
    long gap = Math.max(0, schema.workload().totalRows() / SAMPLE_KEYS - 7_919);
    for (int i = 0; i < SAMPLE_KEYS; i++) {
      byte[] key = codec.encode(generator.next(), random);
      generator.skip(gap);
      result.add(Map.of("key", Bytes.toStringBinary(key), "length", key.length));
    }
    return result;
  }

  private static List<Map<String, Object>> findings(List<Finding> findings, RuleCatalog catalog) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (Finding f : findings) {
      RuleMeta meta = catalog.get(f.rule());
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("rule", f.rule());
      m.put("title", meta == null ? f.rule() : meta.title());
      m.put("severity", f.severity().label());
      m.put("where", f.line() + ":" + f.column() + " " + f.path());
      m.put("message", f.message());
      m.put("fix", f.fix() == null ? "" : f.fix());
      m.put("suggestion", f.suggestion() == null ? "" : f.suggestion());
      m.put("rationale", meta == null ? "" : meta.rationale());
      result.add(m);
    }
    return result;
  }

  private static List<Map<String, Object>> fields(TableSchema schema) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (FieldSpec f : schema.fields().values()) {
      result.add(Map.of("name", f.name(), "type", f.type().name().toLowerCase(Locale.ROOT),
          "cardinality", f.boundedCardinality() ? count(f.cardinality()) : "unbounded",
          "distribution", f.increasing() ? "increasing" : f.distribution().toString()));
    }
    return result;
  }

  private static List<Map<String, Object>> families(TableSchema schema) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (Family f : schema.families()) {
      List<String> columns = new ArrayList<>();
      for (Column c : f.columns()) {
        columns.add(c.dynamic() ? "<" + c.qualifierFrom() + "> x" + c.minPerRow() + "-" + c.maxPerRow() : c.qualifier());
      }
      result.add(Map.of("name", String.valueOf(f.name()), "versions", f.versions(),
          "ttl", f.ttlForever() ? "forever" : Quantities.formatDuration(f.ttlSeconds()),
          "compression", f.compression(), "bloom", f.bloomFilter(), "encoding", f.dataBlockEncoding(),
          "columns", String.join(", ", columns)));
    }
    return result;
  }

  private static List<Map<String, Object>> access(TableSchema schema, TablePlans plans) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (AccessPlan plan : plans.plans()) {
      AccessPattern a = plan.pattern();
      String bound = String.join(", ", a.equals()) + (a.range() == null ? "" : (a.equals().isEmpty() ? "" : "; ")
          + "range " + a.range());
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", String.valueOf(a.name()));
      m.put("bound", bound.isEmpty() ? "nothing" : bound);
      m.put("rate", Quantities.formatRate(a.ratePerSecond()));
      m.put("plan", plan.kind().name());
      m.put("bad", plan.kind() == PlanKind.FULL_SCAN || plan.kind() == PlanKind.FILTER_SCAN);
      m.put("scans", plan.scans());
      m.put("read", count(Math.round(plan.rowsRead())));
      m.put("returned", count(Math.round(plan.rowsReturned())));
      m.put("start", plan.start());
      m.put("stop", plan.stop());
      m.put("order", a.newestFirst() ? (plan.orderServed() ? "newest first, served" : "newest first, NOT served")
          : "ascending");
      result.add(m);
    }
    return result;
  }

  /** The pre-split regions with reachability and expected share, or null when the table starts unsplit. */
  private static Map<String, Object> presplit(TableSchema schema) {
    if (schema.presplit().algorithm() == Presplit.Algorithm.NONE) {
      return null;
    }
    PresplitPlan plan;
    try {
      plan = Presplits.plan(schema, SplitRequest.of(schema).withSampleKeys(SAMPLE_SPLIT_KEYS));
    } catch (RuntimeException e) {
      return Map.of("error", String.valueOf(e.getMessage()), "regions", List.of(), "algorithm", "", "max", "0");
    }
    double max = plan.regions().stream().mapToDouble(r -> r.expectedShare() == null ? 0 : r.expectedShare())
        .max().orElse(0);
    List<Map<String, Object>> regions = new ArrayList<>();
    for (Region r : plan.regions()) {
      double share = r.expectedShare() == null ? 0 : r.expectedShare();
      regions.add(Map.of("index", r.index(), "start", Bytes.toStringBinary(r.start()),
          "end", Bytes.toStringBinary(r.end()), "reachable", !r.unreachable(),
          "share", String.format(Locale.ROOT, "%.1f%%", 100 * share),
          "bar", String.format(Locale.ROOT, "%.1f", max == 0 ? 0 : 100 * share / max)));
    }
    return Map.of("error", "", "algorithm", plan.algorithm().yamlName(), "regions", regions,
        "unreachable", plan.unreachable().size(), "max", String.format(Locale.ROOT, "%.1f%%", 100 * max));
  }

  /**
   * A short simulation of the workload's first writes: the headline figures and a heat map of
   * writes over key space (rows, first key of each band) and time (columns).
   */
  private static Map<String, Object> simulation(TableSchema schema) {
    long writes = Math.min(schema.workload().totalRows(), SIMULATED_WRITES);
    double seconds = writes / schema.workload().effectiveWritesPerSecond();
    SimulationSettings settings = SimulationSettings.of(schema).withWrites(writes).withoutReads()
        .withWindowSeconds(Math.max(1, Math.round(seconds / HEAT_COLUMNS)));
    SimulationResult result = new Simulator(schema, settings).run(SimulationListener.NONE);
    SimulationSummary s = result.summary();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("writes", count(s.writes()));
    m.put("seconds", Quantities.formatDuration(Math.round(result.seconds())));
    m.put("servers", result.servers());
    m.put("regions", s.initialRegions() + " → " + s.finalRegions());
    m.put("splits", s.splits());
    m.put("empty", s.emptyRegions());
    m.put("busiest", percent(s.busiestServerShare()));
    m.put("peak", percent(s.peakServerShare()));
    m.put("firstSplit", s.firstSplitSeconds() < 0 ? "none" : Quantities.formatDuration(Math.round(s.firstSplitSeconds())));
    m.put("hot", s.peakServerShare() > 0.5);
    Heatmap heat = result.heatmap();
    int bands = Math.min(HEAT_ROWS, heat.bucketStarts().size());
    int columns = Math.min(HEAT_COLUMNS, heat.writes().size());
    long[][] grid = new long[bands][columns];
    long max = 0;
    for (int c = 0; c < heat.writes().size(); c++) {
      long[] column = heat.writes().get(c);
      for (int b = 0; b < column.length; b++) {
        int row = (int) ((long) b * bands / column.length);
        int col = (int) ((long) c * columns / heat.writes().size());
        grid[row][col] += column[b];
        max = Math.max(max, grid[row][col]);
      }
    }
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int r = 0; r < bands; r++) {
      List<String> cells = new ArrayList<>();
      for (int c = 0; c < columns; c++) {
        cells.add(String.format(Locale.ROOT, "%.2f", max == 0 ? 0 : Math.sqrt((double) grid[r][c] / max)));
      }
      String start = Bytes.toStringBinary(heat.bucketStarts().get((int) ((long) r * heat.bucketStarts().size() / bands)));
      rows.add(Map.of("key", start.length() > 32 ? start.substring(0, 32) + "…" : start, "cells", cells));
    }
    m.put("heat", rows);
    return m;
  }

  private static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f%%", 100 * share);
  }

  /** 2000 as 2K, 2000000 as 2M, as the schema format writes counts. */
  static String count(long n) {
    if (n >= 1_000_000_000L && n % 1_000_000_000L == 0) {
      return n / 1_000_000_000L + "B";
    } else if (n >= 1_000_000 && n % 1_000_000 == 0) {
      return n / 1_000_000 + "M";
    } else if (n >= 1000 && n % 1000 == 0) {
      return n / 1000 + "K";
    }
    return Long.toString(n);
  }
}
