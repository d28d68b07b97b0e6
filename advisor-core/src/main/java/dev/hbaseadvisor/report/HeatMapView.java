package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.codec.DecodedKey;
import dev.hbaseadvisor.codec.RowKeyDecoder;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.sim.Durations;
import dev.hbaseadvisor.sim.Heatmap;
import dev.hbaseadvisor.sim.RegionState;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SplitEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The report's heat map of simulated writes, drawn the way Bigtable's Key Visualizer draws one
 * (cloud.google.com/bigtable/docs/keyvis-overview, keyvis-patterns): fixed key ranges down the
 * side, time windows across, each cell coloured by the writes per second its range took in its
 * window, with split events marked and the pattern named in words.
 *
 * <p>Each range is labelled by its start key decoded into the rowkey's segments
 * ({@code salt 3 · host=web01 · ts≥2026-01-02T03:00Z}, {@link RowKeyDecoder}), the raw key in its
 * tooltip, as Key Visualizer labels rows with decoded key prefixes.
 *
 * <p>The key ranges are the table's regions at the end of the run when there are at least
 * {@value #MIN_REGION_ROWS} of them (merged in runs of equal length down to {@value #MAX_ROWS}),
 * so a hot range shows as a bright band; otherwise key-space quantiles of the whole run's writes.
 * The colour scale is sequential and anchored to the even share (the window's writes divided
 * evenly over the ranges), never to the hottest cell, so an even field stays one calm colour and
 * only a range taking several times its share turns dark.
 */
final class HeatMapView {

  /** The most key ranges drawn. */
  static final int MAX_ROWS = 40;
  /** Fewer regions than this at the end of a run are too coarse to show where writes land. */
  static final int MIN_REGION_ROWS = 8;
  /** Rows of key-space quantiles when the regions are too few. */
  static final int QUANTILE_ROWS = 32;
  /** Upper bounds of the colour classes, as multiples of the even share; the last class is open. */
  static final double[] CLASS_BOUNDS = {0.25, 0.5, 2, 4, 8, 16};
  /** The colour of each class: no writes, then light to dark (a sequential scale). */
  static final String[] COLOURS = {"#eef1f5", "#fff3c4", "#fee391", "#fec44f", "#fe9929", "#ec7014", "#cc4c02",
      "#7a2a06"};
  /** Drawing units: the label gutter, a cell, the axis band. */
  private static final int LABEL_WIDTH = 284;
  private static final int PLOT_WIDTH = 720;
  private static final int ROW_HEIGHT = 14;
  private static final int AXIS_HEIGHT = 34;
  private static final int TOP = 6;
  /** Characters of a label that fit the label gutter in 10-unit monospace; the title holds all of it. */
  private static final int LABEL_CHARS = 46;

  private HeatMapView() {}

  /** The view model of the heat map of {@code result}, for {@code templates/report/design.html.ftlh}. */
  static Map<String, Object> of(SimulationResult result, RowKeyDecoder decoder) {
    Heatmap heat = result.heatmap();
    List<byte[]> starts = rowStarts(result);
    boolean regions = starts != null;
    if (!regions) {
      starts = quantileStarts(heat.bucketStarts());
    }
    List<long[]> columns = heat.over(starts);
    int rows = starts.size();
    int cols = columns.size();
    double[] seconds = new double[cols];
    for (int c = 0; c < cols; c++) {
      double start = c * heat.columnSeconds();
      seconds[c] = Math.max(1e-9, Math.min(heat.columnSeconds(), result.seconds() - start));
    }
    double even = result.writesPerSecond() / rows;
    double cellWidth = (double) PLOT_WIDTH / Math.max(1, cols);
    List<Map<String, Object>> cells = new ArrayList<>();
    String[] labels = new String[rows];
    String[] full = new String[rows];
    for (int r = 0; r < rows; r++) {
      DecodedKey decoded = decoder.decode(starts.get(r));
      labels[r] = quoted(decoded.label(LABEL_CHARS));
      full[r] = starts.get(r).length == 0 ? "\"\" (the start of the table)"
          : decoded.full() + "\nkey " + Bytes.toStringBinary(starts.get(r));
    }
    double max = 0;
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        double rate = columns.get(c)[r] / seconds[c];
        max = Math.max(max, rate);
        Map<String, Object> cell = new LinkedHashMap<>();
        cell.put("x", fmt(LABEL_WIDTH + c * cellWidth));
        cell.put("y", TOP + r * ROW_HEIGHT);
        cell.put("w", fmt(cellWidth));
        cell.put("fill", COLOURS[colourClass(rate, even)]);
        cell.put("title", String.format(Locale.ROOT, "%s writes/s from %s to %s, keys from %s", rate(rate),
            Durations.format(c * heat.columnSeconds()), Durations.format(c * heat.columnSeconds() + seconds[c]),
            labels[r]));
        cells.add(cell);
      }
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("width", LABEL_WIDTH + PLOT_WIDTH + 8);
    int plotHeight = rows * ROW_HEIGHT;
    m.put("height", TOP + plotHeight + AXIS_HEIGHT);
    m.put("plotX", LABEL_WIDTH);
    m.put("plotY", TOP);
    m.put("plotWidth", PLOT_WIDTH);
    m.put("plotHeight", plotHeight);
    m.put("cells", cells);
    m.put("rowLabels", rowLabels(labels, full));
    m.put("ticks", ticks(result.seconds(), heat.columnSeconds(), cols, cellWidth, TOP + plotHeight));
    m.put("splits", splitMarks(result.splitEvents(), starts, heat.columnSeconds(), cols, cellWidth, decoder));
    m.put("splitCount", result.splitEvents().size());
    m.put("legend", legend(even));
    m.put("rows", rows);
    m.put("windows", cols);
    m.put("windowLength", Durations.format(heat.columnSeconds()));
    m.put("axisLabel", "time since the first write, in windows of " + Durations.format(heat.columnSeconds()));
    m.put("byRegions", regions);
    m.put("rowsAre", regions
        ? Quantities.plural(result.regions().size(), "region") + " of the table at the end of the run"
            + (result.regions().size() > rows ? ", merged into " + rows + " ranges of equal count" : "")
        : rows + " key ranges holding equal shares of the run's writes (quantiles of the written keys)");
    m.put("even", rate(even));
    m.put("max", rate(max));
    m.put("pattern", HeatPattern.describe(columns, labels, regions));
    return m;
  }

  /** The start keys of the end regions, merged down to {@link #MAX_ROWS}; null when there are too few. */
  private static List<byte[]> rowStarts(SimulationResult result) {
    List<RegionState> regions = result.regions();
    if (regions.size() < MIN_REGION_ROWS) {
      return null;
    }
    int per = (regions.size() + MAX_ROWS - 1) / MAX_ROWS;
    List<byte[]> starts = new ArrayList<>();
    for (int i = 0; i < regions.size(); i += per) {
      starts.add(regions.get(i).start());
    }
    return starts;
  }

  /** Every k-th quantile start, down to {@link #QUANTILE_ROWS}, the first always the empty key. */
  private static List<byte[]> quantileStarts(List<byte[]> buckets) {
    int per = Math.max(1, (buckets.size() + QUANTILE_ROWS - 1) / QUANTILE_ROWS);
    List<byte[]> starts = new ArrayList<>();
    for (int i = 0; i < buckets.size(); i += per) {
      starts.add(buckets.get(i));
    }
    return starts;
  }

  /** The class of a rate against the even share: 0 for no writes, then {@link #CLASS_BOUNDS}. */
  static int colourClass(double rate, double even) {
    if (rate <= 0) {
      return 0;
    }
    double ratio = rate / even;
    for (int i = 0; i < CLASS_BOUNDS.length; i++) {
      if (ratio < CLASS_BOUNDS[i]) {
        return i + 1;
      }
    }
    return CLASS_BOUNDS.length + 1;
  }

  private static List<Map<String, Object>> legend(double even) {
    List<Map<String, Object>> legend = new ArrayList<>();
    legend.add(Map.of("fill", COLOURS[0], "label", "no writes", "note", ""));
    for (int i = 0; i <= CLASS_BOUNDS.length; i++) {
      String label;
      if (i == 0) {
        label = "under " + rate(even * CLASS_BOUNDS[0]);
      } else if (i == CLASS_BOUNDS.length) {
        label = rate(even * CLASS_BOUNDS[i - 1]) + " and more";
      } else {
        label = rate(even * CLASS_BOUNDS[i - 1]) + " to " + rate(even * CLASS_BOUNDS[i]);
      }
      String note = i == 2 ? "about the even share" : i == CLASS_BOUNDS.length ? "hot" : "";
      legend.add(Map.of("fill", COLOURS[i + 1], "label", label, "note", note));
    }
    return legend;
  }

  /** One label per row: the decoded start key, its segments in full and the raw key in the title. */
  private static List<Map<String, Object>> rowLabels(String[] labels, String[] full) {
    List<Map<String, Object>> result = new ArrayList<>();
    for (int r = 0; r < labels.length; r++) {
      result.add(Map.of("y", TOP + r * ROW_HEIGHT + ROW_HEIGHT - 4, "text", labels[r], "full", full[r]));
    }
    return result;
  }

  private static List<Map<String, Object>> ticks(double total, double columnSeconds, int cols, double cellWidth,
      int y) {
    List<Map<String, Object>> ticks = new ArrayList<>();
    int count = Math.min(6, cols);
    Set<Integer> seen = new LinkedHashSet<>();
    for (int i = 0; i <= count; i++) {
      int col = (int) Math.round((double) i * cols / count);
      if (!seen.add(col)) {
        continue;
      }
      double seconds = Math.min(total, col * columnSeconds);
      String anchor = i == 0 ? "start" : i == count ? "end" : "middle";
      ticks.add(Map.of("x", fmt(LABEL_WIDTH + col * cellWidth), "y", y, "label", Durations.format(seconds),
          "anchor", anchor));
    }
    return ticks;
  }

  /** One mark per range and window that saw a split, titled with the splits it stands for. */
  private static List<Map<String, Object>> splitMarks(List<SplitEvent> events, List<byte[]> starts,
      double columnSeconds, int cols, double cellWidth, RowKeyDecoder decoder) {
    Map<String, List<SplitEvent>> byCell = new LinkedHashMap<>();
    for (SplitEvent e : events) {
      int col = (int) Math.min(cols - 1, Math.floor(e.seconds() / columnSeconds));
      int row = rowOf(starts, e.key());
      byCell.computeIfAbsent(row + ":" + col, k -> new ArrayList<>()).add(e);
    }
    List<Map<String, Object>> marks = new ArrayList<>();
    for (Map.Entry<String, List<SplitEvent>> entry : byCell.entrySet()) {
      String[] at = entry.getKey().split(":");
      int row = Integer.parseInt(at[0]);
      int col = Integer.parseInt(at[1]);
      SplitEvent first = entry.getValue().get(0);
      String title = entry.getValue().size() == 1
          ? "split at " + Durations.format(first.seconds()) + " at " + keyText(first.key(), decoder)
          : entry.getValue().size() + " splits from " + Durations.format(first.seconds()) + ", the first at "
              + keyText(first.key(), decoder);
      marks.add(Map.of("cx", fmt(LABEL_WIDTH + (col + 0.5) * cellWidth), "cy", TOP + row * ROW_HEIGHT + ROW_HEIGHT / 2,
          "title", title));
    }
    return marks;
  }

  private static int rowOf(List<byte[]> starts, byte[] key) {
    int row = 0;
    for (int i = 1; i < starts.size(); i++) {
      if (Arrays.compareUnsigned(starts.get(i), key) <= 0) {
        row = i;
      }
    }
    return row;
  }

  /** A key decoded, then raw: {@code host=web01 · ts=2026-01-02T03:00Z (key web01\x00...)}. */
  static String keyText(byte[] key, RowKeyDecoder decoder) {
    return key.length == 0 ? "\"\"" : decoder.decode(key).full() + " (key " + Bytes.toStringBinary(key) + ")";
  }

  /** A key as the report quotes it: {@code ""} for the empty key, as HBase's shell does. */
  static String quoted(String key) {
    return key.isEmpty() ? "\"\"" : key;
  }

  /** A rate in writes per second: thousands separators, one decimal under 10. */
  static String rate(double perSecond) {
    if (perSecond >= 10 || perSecond == 0) {
      return Quantities.formatCount(Math.round(perSecond));
    }
    return String.format(Locale.ROOT, "%.1f", perSecond);
  }

  /** A drawing coordinate to the hundredth, without trailing zeros: {@code 236}, {@code 248.5}. */
  static String fmt(double v) {
    long hundredths = Math.round(v * 100);
    long whole = hundredths / 100;
    int rest = (int) Math.abs(hundredths % 100);
    if (rest == 0) {
      return Long.toString(whole);
    }
    String sign = hundredths < 0 && whole == 0 ? "-" : "";
    return sign + whole + "." + (rest % 10 == 0 ? Integer.toString(rest / 10) : String.format(Locale.ROOT, "%02d", rest));
  }
}
