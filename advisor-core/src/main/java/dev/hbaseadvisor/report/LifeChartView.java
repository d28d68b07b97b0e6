package dev.hbaseadvisor.report;

import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.sim.Durations;
import dev.hbaseadvisor.sim.LifePoint;
import dev.hbaseadvisor.sim.SimulationResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's chart of the table's life: regions (and empty regions) on the left scale and stored
 * bytes on the right, over the run's time, with a mark where the TTL's steady state begins; and the
 * table of its milestones (1 day, 30 days, 1 year, the end).
 */
final class LifeChartView {

  private static final int WIDTH = 720;
  private static final int HEIGHT = 220;
  private static final int LEFT = 56;
  private static final int RIGHT = 72;
  private static final int TOP = 10;
  private static final int AXIS = 34;

  private LifeChartView() {}

  /** The chart's figures for the template. */
  static Map<String, Object> of(SimulationResult result) {
    List<LifePoint> life = new ArrayList<>();
    life.add(new LifePoint(0, result.summary().initialRegions(), result.summary().initialRegions(), 0, 0, false));
    life.addAll(result.life());
    double seconds = Math.max(1, result.seconds());
    int maxRegions = Math.max(1, life.stream().mapToInt(LifePoint::regions).max().orElse(1));
    long maxBytes = Math.max(1, life.stream().mapToLong(LifePoint::storedBytes).max().orElse(1));
    double plotWidth = WIDTH - LEFT - RIGHT;
    double plotHeight = HEIGHT - TOP - AXIS;
    StringBuilder regions = new StringBuilder();
    StringBuilder empty = new StringBuilder();
    StringBuilder bytes = new StringBuilder();
    for (LifePoint p : life) {
      String move = regions.length() == 0 ? "M" : " L";
      double x = LEFT + plotWidth * p.seconds() / seconds;
      regions.append(point(move, x, TOP + plotHeight * (1 - (double) p.regions() / maxRegions)));
      empty.append(point(move, x, TOP + plotHeight * (1 - (double) p.emptyRegions() / maxRegions)));
      bytes.append(point(move, x, TOP + plotHeight * (1 - (double) p.storedBytes() / maxBytes)));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("width", WIDTH);
    m.put("height", HEIGHT);
    m.put("plotX", LEFT);
    m.put("plotY", TOP);
    m.put("plotWidth", fmt(plotWidth));
    m.put("plotHeight", fmt(plotHeight));
    m.put("right", fmt(LEFT + plotWidth));
    m.put("bottom", fmt(TOP + plotHeight));
    m.put("leftLabelX", fmt(LEFT - 4));
    m.put("rightLabelX", fmt(LEFT + plotWidth + 4));
    m.put("topLabelY", fmt(TOP + 8));
    m.put("timeLabelY", fmt(TOP + plotHeight + 14));
    m.put("steadyLabelY", fmt(TOP + 10));
    m.put("regionsPath", regions.toString());
    m.put("emptyPath", empty.toString());
    m.put("bytesPath", bytes.toString());
    m.put("maxRegions", Quantities.formatCount(maxRegions));
    m.put("maxBytes", Quantities.formatSize(maxBytes));
    m.put("end", Durations.format(result.seconds()));
    double steady = result.steadySeconds();
    m.put("steady", steady < 0 ? "" : Durations.format(steady));
    m.put("steadyX", steady < 0 ? "" : fmt(LEFT + plotWidth * steady / seconds));
    List<Map<String, String>> rows = new ArrayList<>();
    for (LifePoint p : result.milestones()) {
      Map<String, String> row = new LinkedHashMap<>();
      row.put("time", p.seconds() >= result.seconds() ? "end, " + Durations.format(p.seconds())
          : Durations.format(p.seconds()));
      row.put("regions", Quantities.formatCount(p.regions()));
      row.put("empty", Quantities.formatCount(p.emptyRegions()));
      row.put("stored", Quantities.formatSize(p.storedBytes()));
      row.put("perRegion", Quantities.formatSize(p.bytesPerRegion()));
      row.put("perServer", Quantities.formatSize(p.bytesPerServer(result.servers())));
      row.put("fullest", Quantities.formatSize(p.busiestServerBytes()));
      rows.add(row);
    }
    m.put("milestones", rows);
    return m;
  }

  private static String point(String move, double x, double y) {
    return move + fmt(x) + " " + fmt(y);
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
