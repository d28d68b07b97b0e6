package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.Bytes;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A simulation as JSON. The headline names come first, in the order issue 6 fixed them and
 * which stay stable: {@code finalRegions}, {@code splits}, {@code emptyRegions},
 * {@code peakServerShare}, {@code medianServerShare}, {@code serverSkew}, {@code regionGini},
 * {@code timeToFirstSplit}, {@code accessPatterns}, {@code windows}, {@code heatmap}; further
 * fields follow them. Keys are printed with {@code Bytes.toStringBinary}, fractions rounded to
 * four places, times as {@link Durations}.
 */
public final class SimulationJson {

  private static final JsonMapper MAPPER = JsonMapper.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
      .build();

  /**
   * The most regions the {@code regions} array lists; a table with more lists those that took the
   * most writes, in key order, and {@code regionsNotListed} counts the others. A million regions
   * as a tree of JSON nodes took more than a 512 MiB heap (docs/limits.md).
   */
  public static final int MAX_LISTED_REGIONS = 100_000;

  private SimulationJson() {}

  /** One run. */
  public static String of(SimulationResult result) {
    return write(node(result));
  }

  /** Several designs under the same workload: {@code {"designs": [...]}}. */
  public static String compare(List<SimulationResult> results) {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode designs = root.putArray("designs");
    for (SimulationResult r : results) {
      designs.add(node(r));
    }
    return write(root);
  }

  private static String write(ObjectNode node) {
    DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
        .withArrayIndenter(DefaultPrettyPrinter.FixedSpaceIndenter.instance());
    return MAPPER.writer().with(printer).writeValueAsString(node) + "\n";
  }

  private static ObjectNode node(SimulationResult r) {
    SimulationSummary s = r.summary();
    ObjectNode o = MAPPER.createObjectNode();
    o.put("finalRegions", s.finalRegions());
    o.put("splits", s.splits());
    o.put("emptyRegions", s.emptyRegions());
    o.put("peakServerShare", fraction(s.peakServerShare()));
    o.put("medianServerShare", fraction(s.medianServerShare()));
    o.put("serverSkew", fraction(s.serverSkew()));
    o.put("regionGini", fraction(s.regionGini()));
    o.put("timeToFirstSplit", Durations.format(s.firstSplitSeconds()));
    ArrayNode access = o.putArray("accessPatterns");
    for (AccessStats a : r.accessPatterns()) {
      ObjectNode p = access.addObject();
      p.put("name", a.name());
      p.put("scans", a.scans());
      p.put("rowsRead", fraction(a.rowsRead()));
      p.put("gets", a.gets());
      p.put("reads", a.reads());
      p.put("plan", a.plan());
      p.put("regionScans", a.regionScans());
      if (a.countsFiles()) {
        p.put("storeFilesOpened", a.storeFilesOpened());
        p.put("storeFilesSkipped", a.storeFilesSkipped());
      }
    }
    ArrayNode windows = o.putArray("windows");
    for (Window w : r.windows()) {
      windows.add(window(w));
    }
    o.set("heatmap", heatmap(r.heatmap()));
    o.put("table", r.table());
    o.put("design", r.design());
    o.put("rowkey", r.rowkey());
    o.put("writes", s.writes());
    o.put("writesPerSecond", fraction(r.writesPerSecond()));
    o.put("simulatedSeconds", fraction(r.seconds()));
    o.put("seed", r.settings().seed());
    o.put("windowSeconds", r.settings().windowSeconds());
    o.put("servers", r.servers());
    o.put("splitPolicy", r.splitPolicy());
    o.put("initialRegions", s.initialRegions());
    o.put("busiestServerShare", fraction(s.busiestServerShare()));
    o.put("timeToSpread", Durations.format(s.spreadSeconds()));
    o.put("bytesWritten", r.bytesWritten());
    ArrayNode life = o.putArray("life");
    for (LifePoint p : r.life()) {
      ObjectNode n = life.addObject();
      n.put("time", Durations.format(p.seconds()));
      n.put("regions", p.regions());
      n.put("emptyRegions", p.emptyRegions());
      n.put("storedBytes", p.storedBytes());
      n.put("bytesPerRegion", p.bytesPerRegion());
      n.put("bytesPerServer", p.bytesPerServer(r.servers()));
      n.put("busiestServerBytes", p.busiestServerBytes());
      n.put("milestone", p.milestone());
    }
    o.put("steadyState", r.steadySeconds() < 0 ? null : Durations.format(r.steadySeconds()));
    ArrayNode splits = o.putArray("splitEvents");
    for (SplitEvent e : r.splitEvents()) {
      ObjectNode n = splits.addObject();
      n.put("time", Durations.format(e.seconds()));
      n.put("key", Bytes.toStringBinary(e.key()));
      n.put("parentStart", Bytes.toStringBinary(e.parentStart()));
      n.put("parentEnd", Bytes.toStringBinary(e.parentEnd()));
      n.put("server", e.server());
    }
    ArrayNode refused = o.putArray("unsplittable");
    for (Unsplittable u : r.unsplittable()) {
      ObjectNode n = refused.addObject();
      n.put("time", Durations.format(u.seconds()));
      n.put("start", Bytes.toStringBinary(u.start()));
      n.put("end", Bytes.toStringBinary(u.end()));
      n.put("bytes", u.bytes());
      n.put("reason", u.reason());
    }
    ArrayNode regions = o.putArray("regions");
    List<RegionState> all = r.regions();
    int[] listed = listedRegions(all);
    if (listed.length < all.size()) {
      o.put("regionsNotListed", all.size() - listed.length);
    }
    for (int i : listed) {
      RegionState g = all.get(i);
      ObjectNode n = regions.addObject();
      n.put("start", Bytes.toStringBinary(g.start()));
      n.put("end", Bytes.toStringBinary(g.end()));
      n.put("server", g.server());
      n.put("rows", g.rows());
      n.put("bytes", g.bytes());
      n.put("writes", g.writes());
    }
    ArrayNode notes = o.putArray("notes");
    r.notes().forEach(notes::add);
    return o;
  }

  /**
   * The regions {@code regions} lists, in key order: all of them, or when there are more than
   * {@link #MAX_LISTED_REGIONS}, that many that took the most writes (the first on ties).
   */
  static int[] listedRegions(List<RegionState> regions) {
    int n = regions.size();
    if (n <= MAX_LISTED_REGIONS) {
      return java.util.stream.IntStream.range(0, n).toArray();
    }
    long[] writes = new long[n];
    for (int i = 0; i < n; i++) {
      writes[i] = regions.get(i).writes();
    }
    return java.util.stream.IntStream.range(0, n).boxed()
        .sorted((a, b) -> Long.compare(writes[b], writes[a]))
        .limit(MAX_LISTED_REGIONS).mapToInt(Integer::intValue).sorted().toArray();
  }

  private static ObjectNode window(Window w) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("index", w.index());
    n.put("start", Durations.format(w.start()));
    n.put("seconds", fraction(w.seconds()));
    n.put("writes", w.writes());
    n.put("reads", w.reads());
    n.put("bytes", w.bytes());
    n.put("scannedRows", w.scannedRows());
    n.put("regions", w.regions());
    n.put("regionsWritten", w.regionsWritten());
    n.put("busiestServerShare", fraction(w.busiestServerShare()));
    n.put("regionGini", fraction(w.regionGini()));
    longs(n.putArray("serverWrites"), w.serverWrites());
    longs(n.putArray("serverReads"), w.serverReads());
    longs(n.putArray("serverBytes"), w.serverBytes());
    longs(n.putArray("serverScannedRows"), w.serverScannedRows());
    ArrayNode splits = n.putArray("splits");
    for (SplitEvent e : w.splits()) {
      ObjectNode s = splits.addObject();
      s.put("time", Durations.format(e.seconds()));
      s.put("key", Bytes.toStringBinary(e.key()));
    }
    ArrayNode busiest = n.putArray("busiestRegions");
    for (RegionLoad load : w.busiestRegions()) {
      ObjectNode b = busiest.addObject();
      b.put("start", Bytes.toStringBinary(load.start()));
      b.put("server", load.server());
      b.put("writes", load.writes());
    }
    return n;
  }

  private static ObjectNode heatmap(Heatmap h) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("keyBuckets", h.bucketStarts().size());
    n.put("columnSeconds", fraction(h.columnSeconds()));
    ArrayNode starts = n.putArray("bucketStarts");
    h.bucketStarts().forEach(k -> starts.add(Bytes.toStringBinary(k)));
    ArrayNode rows = n.putArray("writes");
    for (long[] row : h.writes()) {
      longs(rows.addArray(), row);
    }
    return n;
  }

  private static void longs(ArrayNode array, long[] values) {
    for (long v : values) {
      array.add(v);
    }
  }

  /** Rounded to four places, trailing zeros dropped, never in exponent form. */
  private static BigDecimal fraction(double value) {
    BigDecimal rounded = BigDecimal.valueOf(value).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
    return rounded.scale() < 0 ? rounded.setScale(0) : rounded;
  }
}
