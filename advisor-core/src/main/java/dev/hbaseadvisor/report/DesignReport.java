package dev.hbaseadvisor.report;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.DecodedKey;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.RowKeyDecoder;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.codec.SegmentShape;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.AccessPlan;
import dev.hbaseadvisor.plan.PlanKind;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.rules.Severity;
import dev.hbaseadvisor.rules.SimulatedLoad;
import dev.hbaseadvisor.sim.Durations;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.SimulationSummary;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.splits.PresplitPlan;
import dev.hbaseadvisor.splits.Region;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The HTML design report of one analysed schema ({@code templates/report/design.html.ftlh}, HTML
 * auto-escaped): a verdict sentence, the rowkey's anatomy, sample keys, lint findings with fixes,
 * a short simulation with its heat map of writes over key ranges and time ({@link HeatMapView}),
 * the plan of every access pattern, the pre-split regions with their reachability and share,
 * fields and families, and where the page came from, in one self-contained page.
 */
public final class DesignReport {

  private static final int SAMPLE_KEYS = 8;
  /** Regions listed in the open; a longer pre-split table folds into a {@code <details>}. */
  static final int OPEN_REGIONS = 20;
  /** Time windows of the heat map. */
  static final int HEAT_WINDOWS = 60;
  /** The longest start key read into segments in the pre-split table, in characters. */
  private static final int READ_CHARS = 48;
  /**
   * The most regions a shares chart and its table list. A table of more regions (a pre-split or a
   * live table may have up to 1,000,000) lists the ones with the largest shares, in key order, and
   * a sentence says how many others there are and what they hold together: a page of a million
   * rows would take hundreds of MiB to build and no reader could use it (docs/limits.md).
   */
  static final int MAX_LISTED_REGIONS = 1_000;
  /** The height of the shares chart in its own units (its width is 100). */
  static final double CHART_HEIGHT = 30;

  /**
   * Where the page came from, printed at its foot.
   *
   * @param version the tool's version line ({@code hbase-advisor 0.1.0})
   * @param file the schema file as the user named it
   * @param generated the date the page was generated ({@code SOURCE_DATE_EPOCH} when set)
   * @param rulesUrl the address of {@code docs/rules.md}, to which each rule id links as {@code #id}
   */
  public record Provenance(String version, String file, LocalDate generated, String rulesUrl) {

    /** Refuses a rules URL that is neither an http or https URL nor a relative reference ({@link Links}). */
    public Provenance {
      Links.require(rulesUrl, true);
    }
  }

  private DesignReport() {}

  /**
   * Rows the report's simulation replays at most: half of {@code lint --simulate}'s
   * {@link Simulator#QUICK_WRITES}, which keeps the whole command within 3 s on two cores
   * (docs/performance.md) and still fills 60 windows with about 8,000 replayed rows each.
   */
  static final long SIMULATED_WRITES = Simulator.QUICK_WRITES / 2;

  /**
   * The simulation the report shows: the workload's whole life, writes only, with its seed and
   * pre-split, in {@value #HEAT_WINDOWS} windows. Every row is replayed up to
   * {@link #SIMULATED_WRITES}; a longer workload is replayed as a sample whose k grows with the table
   * up to the k that replays {@link #SIMULATED_WRITES} rows ({@link SimulationSettings#sampled(long, long)}),
   * so the life chart, the heat map and the state at 1 day, 30 days and 1 year cover the workload's
   * duration, and the simulation's notes state k.
   */
  public static SimulationSettings simulationSettings(TableSchema schema) {
    long writes = schema.workload().totalRows();
    double seconds = writes / schema.workload().effectiveWritesPerSecond();
    return SimulationSettings.of(schema).withWrites(writes).withoutReads()
        .withWindowSeconds(Math.max(1, (long) Math.ceil(seconds / HEAT_WINDOWS)))
        .sampled(SIMULATED_WRITES, SIMULATED_WRITES);
  }

  /** Renders the report of a design, with its simulation when it has one. */
  public static String render(AnalysedDesign design, List<Finding> findings, RuleCatalog catalog,
      Provenance provenance) {
    return render(design, findings, catalog, provenance, null);
  }

  /**
   * Renders the report of a design and, unless {@code live} is null, a section with a live
   * table's requests per region and server beside the shares the design predicts ({@code report --live}).
   */
  public static String render(AnalysedDesign design, List<Finding> findings, RuleCatalog catalog,
      Provenance provenance, LiveLoad live) {
    TableSchema schema = design.schema();
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("file", provenance.file());
    model.put("version", provenance.version());
    model.put("generated", provenance.generated().toString());
    model.put("seed", schema.workload().seed());
    model.put("rulesUrl", provenance.rulesUrl());
    model.put("table", schema.table());
    model.put("description", schema.description() == null ? "" : schema.description());
    RowKeyCodec codec = design.codec();
    model.put("keyBytes", codec.minLength() == codec.maxLength() ? Quantities.plural(codec.minLength(), "byte")
        : codec.minLength() + "–" + Quantities.plural(codec.maxLength(), "byte"));
    model.put("segmentCount", Quantities.plural(codec.segments().size(), "rowkey segment"));
    model.put("segments", segments(codec));
    RowKeyDecoder decoder = new RowKeyDecoder(codec);
    model.put("samples", samples(schema, codec, decoder));
    List<Finding> sorted = sorted(findings);
    model.put("findings", findings(sorted, catalog));
    int errors = count(sorted, Severity.ERROR);
    int warnings = count(sorted, Severity.WARNING);
    int infos = count(sorted, Severity.INFO);
    model.put("errors", errors);
    model.put("warnings", warnings);
    model.put("infos", infos);
    model.put("counts", List.of(
        badge(errors, "error", Severity.ERROR), badge(warnings, "warning", Severity.WARNING),
        badge(infos, "info", Severity.INFO)));
    model.put("fields", fields(schema));
    model.put("families", families(schema));
    List<Map<String, Object>> access = access(design);
    model.put("access", access);
    model.put("workload", String.format(Locale.ROOT, "%s (%s writes/s for %s), seed %d",
        Quantities.plural(schema.workload().totalRows(), "row"),
        Quantities.formatCount(Math.round(schema.workload().effectiveWritesPerSecond())),
        Quantities.formatDuration(schema.workload().durationSeconds()), schema.workload().seed()));
    model.put("cluster", String.format(Locale.ROOT, "%s, regions split at %s, flush at %s, %s policy",
        Quantities.plural(schema.cluster().regionServers(), "region server"),
        Quantities.formatSize(schema.cluster().maxFileSize()), Quantities.formatSize(schema.cluster().flushSize()),
        schema.cluster().splitPolicy().yamlName()));
    Map<String, Object> simulation = design.simulation().map(r -> simulation(design, r, decoder)).orElse(null);
    if (simulation != null) {
      model.put("simulation", simulation);
    }
    Map<String, Object> presplit = presplit(design, decoder);
    if (presplit != null) {
      model.put("presplit", presplit);
    }
    if (live != null) {
      model.put("live", LiveView.of(schema, live));
    }
    model.put("verdict", Verdict.sentence(sorted, catalog, design, access));
    return Templates.render("report/design.html.ftlh", model);
  }

  /** Findings by severity (errors first), then by where they are in the file. */
  static List<Finding> sorted(List<Finding> findings) {
    return findings.stream().sorted(Comparator.comparing(Finding::severity).thenComparingInt(Finding::line)
        .thenComparingInt(Finding::column).thenComparing(Finding::rule)).toList();
  }

  private static int count(List<Finding> findings, Severity severity) {
    return (int) findings.stream().filter(f -> f.severity() == severity).count();
  }

  private static Map<String, Object> badge(int count, String noun, Severity severity) {
    return Map.of("count", count, "text", noun.equals("info") ? count + " info" : Quantities.plural(count, noun),
        "severity", severity.label());
  }

  private static List<Map<String, Object>> segments(RowKeyCodec codec) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (SegmentCodec s : codec.segments()) {
      SegmentShape shape = s.shape();
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("index", s.index());
      m.put("kind", s.segment().getClass().getSimpleName().replace("Segment", "").toLowerCase(Locale.ROOT));
      m.put("label", s.segment().describe());
      m.put("width", shape.fixedWidth() ? Quantities.plural(shape.minWidth(), "byte")
          : shape.minWidth() + "–" + Quantities.plural(shape.maxWidth(), "byte"));
      // The strip's flex weight: the widest the segment can be, and never less than one byte's.
      m.put("grow", Math.max(1, shape.maxWidth()));
      m.put("order", s.order().name().toLowerCase(Locale.ROOT));
      m.put("monotonic", s.monotonicity().name().toLowerCase(Locale.ROOT));
      m.put("first", shape.positions().isEmpty() ? "" : shape.positions().get(0).toString());
      m.put("distinct", s.distinctValues() == Long.MAX_VALUE ? "unbounded" : Quantities.formatCount(s.distinctValues()));
      result.add(m);
    }
    return result;
  }

  /** Keys spread evenly over the whole workload, so time-ordered segments show their range. */
  private static List<Map<String, Object>> samples(TableSchema schema, RowKeyCodec codec, RowKeyDecoder decoder) {
    RecordGenerator generator = new RecordGenerator(schema, schema.workload().seed());
    SplittableRandom random = new SplittableRandom(schema.workload().seed());
    List<Map<String, Object>> result = new ArrayList<>();
    // A prime offset keeps the samples off round multiples of any bucket or time unit.
    long gap = Math.max(0, schema.workload().totalRows() / SAMPLE_KEYS - 7_919);
    for (int i = 0; i < SAMPLE_KEYS; i++) {
      byte[] key = codec.encode(generator.next(), random);
      generator.skip(gap);
      result.add(Map.of("key", Bytes.toStringBinary(key), "length", Quantities.plural(key.length, "byte"),
          "decoded", decoder.decode(key).full()));
    }
    return result;
  }

  private static List<Map<String, Object>> findings(List<Finding> findings, RuleCatalog catalog) {
    List<Map<String, Object>> result = new ArrayList<>();
    Map<Severity, Integer> seen = new LinkedHashMap<>();
    for (Finding f : findings) {
      RuleMeta meta = catalog.get(f.rule());
      int n = seen.merge(f.severity(), 1, Integer::sum);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", f.severity().label() + "-" + n);
      m.put("rule", f.rule());
      m.put("title", meta == null ? f.rule() : meta.title());
      m.put("severity", f.severity().label());
      m.put("where", f.line() + ":" + f.column());
      m.put("path", f.path());
      m.put("message", InlineCode.html(f.message()));
      m.put("fix", f.fix() == null ? "" : InlineCode.html(f.fix()));
      m.put("suggestion", f.suggestion() == null ? "" : f.suggestion());
      result.add(m);
    }
    return result;
  }

  private static List<Map<String, Object>> fields(TableSchema schema) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (FieldSpec f : schema.fields().values()) {
      result.add(Map.of("name", f.name(), "type", f.type().name().toLowerCase(Locale.ROOT),
          "cardinality", f.boundedCardinality() ? Quantities.formatCount(f.cardinality()) : "unbounded",
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

  private static List<Map<String, Object>> access(AnalysedDesign design) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (AccessPlan plan : design.plans().plans()) {
      AccessPattern a = plan.pattern();
      List<String> parts = new ArrayList<>();
      if (!a.equals().isEmpty()) {
        parts.add(String.join(", ", a.equals()));
      }
      a.in().forEach((f, n) -> parts.add(f + " in " + n + " values"));
      if (a.range() != null) {
        parts.add("range " + a.range());
      }
      if (a.startsWith() != null) {
        parts.add(a.startsWith() + " starts with " + a.startChars() + " known characters");
      }
      if (a.lists() != null) {
        parts.add("lists " + a.lists());
      }
      if (a.batch()) {
        parts.add("batch job");
      }
      String bound = String.join("; ", parts);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", String.valueOf(a.name()));
      m.put("bound", bound.isEmpty() ? "nothing" : bound);
      m.put("rate", Quantities.formatRate(a.ratePerSecond()));
      m.put("plan", plan.kind().name());
      m.put("full", plan.kind() == PlanKind.FULL_SCAN);
      m.put("bad", plan.kind() == PlanKind.FULL_SCAN || plan.kind() == PlanKind.FILTER_SCAN);
      m.put("scans", Quantities.formatCount(plan.scans()));
      m.put("multi", plan.scans() > 1);
      m.put("read", Quantities.formatCount(plan.rowsRead()));
      m.put("returned", Quantities.formatCount(plan.rowsReturned()));
      m.put("start", plan.start() == null ? "" : plan.start());
      m.put("stop", plan.stop() == null ? "" : plan.stop());
      m.put("order", a.newestFirst() ? (plan.orderServed() ? "newest first, served" : "newest first, NOT served")
          : "ascending");
      result.add(m);
    }
    return result;
  }

  /** The pre-split regions with reachability and expected share, or null when the table starts unsplit. */
  private static Map<String, Object> presplit(AnalysedDesign design, RowKeyDecoder decoder) {
    if (design.schema().presplit().algorithm() == Presplit.Algorithm.NONE) {
      return null;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    if (design.presplit().isEmpty()) {
      m.put("error", design.presplitProblem().orElse("the pre-split cannot be planned"));
      return m;
    }
    PresplitPlan plan = design.presplit().get();
    List<Region> all = plan.regions();
    int count = all.size();
    double[] shares = new double[count];
    double max = 0;
    for (int i = 0; i < count; i++) {
      Double share = all.get(i).expectedShare();
      shares[i] = share == null ? 0 : share;
      max = Math.max(max, shares[i]);
    }
    int[] listed = listedRegions(shares);
    List<Map<String, Object>> regions = new ArrayList<>();
    for (int i : listed) {
      Region r = all.get(i);
      double share = shares[i];
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("index", r.index());
      row.put("start", HeatMapView.quoted(Bytes.toStringBinary(r.start())));
      row.put("end", HeatMapView.quoted(Bytes.toStringBinary(r.end())));
      DecodedKey read = decoder.decode(r.start());
      // "—" when no segment reads the key: the bytes are already in the start key column.
      row.put("startRead", r.start().length > 0 && read.segments().isEmpty() ? "—"
          : HeatMapView.quoted(read.label(READ_CHARS)));
      row.put("startFull", read.segments().isEmpty() ? "" : read.full());
      row.put("reachable", !r.unreachable());
      row.put("share", percent1(share));
      chartBar(row, r.index(), count, share, max);
      regions.add(row);
    }
    m.put("lastIndex", count - 1);
    m.put("unlisted", unlisted(shares, listed, "of the keys"));
    m.put("listed", Quantities.formatCount(listed.length));
    m.put("error", "");
    m.put("algorithm", plan.algorithm().yamlName() + (plan.automatic() ? ", chosen by auto" : ""));
    m.put("regions", regions);
    m.put("regionCount", Quantities.plural(count, "region"));
    m.put("splitKeys", Quantities.plural(plan.splits().size(), "split key"));
    m.put("open", count <= OPEN_REGIONS);
    m.put("unreachable", plan.unreachable().size());
    m.put("unreachableText", Quantities.plural(plan.unreachable().size(), "region") + " no key can reach");
    m.put("max", percent1(max));
    m.put("even", percent1(1.0 / count));
    m.put("sampleKeys", Quantities.plural(plan.sampleKeys(), "key"));
    m.put("horizon", dev.hbaseadvisor.splits.SplitOutput.horizon(plan));
    return m;
  }

  /**
   * The regions a shares chart and table list, in key order: all of them, or when there are more
   * than {@link #MAX_LISTED_REGIONS}, that many with the largest shares (the first on ties).
   */
  static int[] listedRegions(double[] shares) {
    int count = shares.length;
    if (count <= MAX_LISTED_REGIONS) {
      int[] all = new int[count];
      for (int i = 0; i < count; i++) {
        all[i] = i;
      }
      return all;
    }
    Integer[] order = new Integer[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
    }
    // A stable sort: regions of equal share stay in key order.
    java.util.Arrays.sort(order, (a, b) -> Double.compare(shares[b], shares[a]));
    int[] listed = new int[MAX_LISTED_REGIONS];
    for (int i = 0; i < listed.length; i++) {
      listed[i] = order[i];
    }
    java.util.Arrays.sort(listed);
    return listed;
  }

  /**
   * The sentence that says which regions a chart and table leave out, and what they hold
   * together ({@code what}: "of the keys"), or "" when every region is listed.
   */
  static String unlisted(double[] shares, int[] listed, String what) {
    int others = shares.length - listed.length;
    if (others == 0) {
      return "";
    }
    double sum = 0;
    for (double s : shares) {
      sum += s;
    }
    double largest = 0;
    double listedSum = 0;
    for (int i : listed) {
      listedSum += shares[i];
    }
    boolean[] isListed = new boolean[shares.length];
    for (int i : listed) {
      isListed[i] = true;
    }
    for (int i = 0; i < shares.length; i++) {
      if (!isListed[i]) {
        largest = Math.max(largest, shares[i]);
      }
    }
    return String.format(Locale.ROOT, "The chart and the table list the %s with the largest shares of %s"
        + " (a report lists at most %s); the %s others hold %s %s together, none more than %s.",
        Quantities.plural(listed.length, "region"), Quantities.formatCount(shares.length),
        Quantities.formatCount(MAX_LISTED_REGIONS), Quantities.formatCount(others),
        percent1(Math.max(0, sum - listedSum)), what, percent1(largest));
  }

  /**
   * One region's bar in a shares chart ({@code x}, {@code w}, {@code y}, {@code h}: one bar per
   * region, height to scale against the largest share) and in a table ({@code bar}, the width, and
   * {@code shareValue}, which the browser test checks it against), for the pre-split and live charts.
   */
  static void chartBar(Map<String, Object> row, int index, int count, double share, double max) {
    double slot = 100.0 / count;
    row.put("shareValue", String.format(Locale.ROOT, "%.6f", share));
    row.put("bar", String.format(Locale.ROOT, "%.3f", max == 0 ? 0 : 100 * share / max));
    row.put("x", String.format(Locale.ROOT, "%.3f", index * slot));
    row.put("w", String.format(Locale.ROOT, "%.3f", Math.max(slot * 0.8, 0.05)));
    double height = max == 0 ? 0 : CHART_HEIGHT * share / max;
    row.put("y", String.format(Locale.ROOT, "%.3f", CHART_HEIGHT - height));
    row.put("h", String.format(Locale.ROOT, "%.3f", height));
  }

  /** The simulation's headline figures and heat map. */
  private static Map<String, Object> simulation(AnalysedDesign design, SimulationResult result,
      RowKeyDecoder decoder) {
    SimulationSummary s = result.summary();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("writes", Quantities.plural(s.writes(), "write"));
    m.put("seconds", Durations.format(result.seconds()));
    m.put("whole", coversWorkload(design, result));
    m.put("horizon", Quantities.formatDuration(design.schema().workload().durationSeconds()));
    SimulationSettings settings = result.settings();
    m.put("sampled", settings.growing() || settings.rowsPerReplayed() > 1);
    m.put("sampling", settings.growing() ? "replayed as a sample (the notes below give k)"
        : "replayed as a sample of " + Quantities.plural(settings.replayedRows(), "row") + ", each standing for "
            + Quantities.formatCount(settings.rowsPerReplayed()));
    m.put("servers", Quantities.plural(result.servers(), "region server"));
    m.put("regions", s.initialRegions() == s.finalRegions() ? Quantities.plural(s.finalRegions(), "region")
        : Quantities.formatCount(s.initialRegions()) + " → " + Quantities.plural(s.finalRegions(), "region"));
    m.put("splits", Quantities.plural(s.splits(), "split"));
    m.put("firstSplit", s.firstSplitSeconds() < 0 ? "" : Durations.format(s.firstSplitSeconds()));
    m.put("busiest", percent0(s.busiestServerShare()));
    m.put("peak", percent0(s.peakServerShare()));
    m.put("evenServer", percent0(1.0 / result.servers()));
    m.put("hot", s.peakServerShare() > 0.5);
    List<byte[]> splitKeys = design.splitKeys();
    if (!splitKeys.isEmpty()) {
      SimulatedLoad load = SimulatedLoad.of(result, splitKeys);
      m.put("idle", Quantities.plural(load.regionsWithoutWrites(), "region") + " of the "
          + Quantities.plural(splitKeys.size() + 1, "pre-split region") + " received no write");
    } else {
      m.put("idle", "");
    }
    m.put("notes", result.notes());
    m.put("heat", HeatMapView.of(result, decoder));
    m.put("life", LifeChartView.of(result));
    return m;
  }

  /** Whether the simulation wrote every row of the workload (sampled or not), not only its first ones. */
  static boolean coversWorkload(AnalysedDesign design, SimulationResult result) {
    return result.summary().writes() >= design.schema().workload().totalRows();
  }

  static String percent0(double share) {
    return String.format(Locale.ROOT, "%.0f%%", 100 * share);
  }

  static String percent1(double share) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * share);
  }
}
