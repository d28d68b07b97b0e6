package dev.hbaseadvisor.report;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.LiveLoad.LiveRegion;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.Region;
import dev.hbaseadvisor.splits.SplitRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's "live table" section: a live table's write and read requests per region and per
 * server ({@link LiveLoad}), drawn as the pre-split chart draws expected shares, beside the share
 * of the design's generated keys that falls in each live region, so a review sees at once where
 * the cluster's load differs from what the schema predicts.
 */
final class LiveView {

  private LiveView() {}

  /** The section's model for a design's schema and a live table's load. */
  static Map<String, Object> of(TableSchema schema, LiveLoad live) {
    List<LiveRegion> regions = live.regions();
    List<Region> expected = Presplits.regions(schema, live.splitKeys(), schema.workload().seed(),
        SplitRequest.DEFAULT_SAMPLE_KEYS);
    long writes = live.writes();
    long reads = live.reads();
    double[] writeShare = new double[regions.size()];
    double[] readShare = new double[regions.size()];
    double[] expectedShare = new double[regions.size()];
    double max = 0;
    int busiest = 0;
    for (int i = 0; i < regions.size(); i++) {
      writeShare[i] = writes == 0 ? 0 : (double) regions.get(i).writes() / writes;
      readShare[i] = reads == 0 ? 0 : (double) regions.get(i).reads() / reads;
      Double e = expected.get(i).expectedShare();
      expectedShare[i] = e == null ? 0 : e;
      max = Math.max(max, Math.max(writeShare[i], expectedShare[i]));
      if (writeShare[i] > writeShare[busiest]) {
        busiest = i;
      }
    }
    double height = DesignReport.CHART_HEIGHT;
    int[] listed = DesignReport.listedRegions(writeShare);
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i : listed) {
      LiveRegion r = regions.get(i);
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("index", i);
      row.put("start", HeatMapView.quoted(Bytes.toStringBinary(r.start())));
      row.put("end", HeatMapView.quoted(Bytes.toStringBinary(r.end())));
      row.put("server", live.servers().get(r.server()));
      row.put("writes", Quantities.formatCount(r.writes()));
      row.put("reads", Quantities.formatCount(r.reads()));
      row.put("size", Quantities.formatSize(r.bytes()));
      row.put("writeShare", DesignReport.percent1(writeShare[i]));
      row.put("readShare", DesignReport.percent1(readShare[i]));
      row.put("expectedShare", DesignReport.percent1(expectedShare[i]));
      DesignReport.chartBar(row, i, regions.size(), writeShare[i], max);
      // The design's share, a mark on the same scale.
      double expectedY = max == 0 ? height : height - height * expectedShare[i] / max;
      row.put("ey", String.format(Locale.ROOT, "%.3f", Math.min(height - 0.3, expectedY)));
      rows.add(row);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("table", live.table().isEmpty() ? schema.table() : live.table());
    m.put("regionCount", Quantities.plural(regions.size(), "region"));
    m.put("serverCount", Quantities.plural(live.servers().size(), "region server"));
    m.put("writes", Quantities.plural(writes, "write request"));
    m.put("reads", Quantities.plural(reads, "read request"));
    m.put("regions", rows);
    m.put("lastIndex", regions.size() - 1);
    m.put("unlisted", DesignReport.unlisted(writeShare, listed, "of the write requests"));
    m.put("listed", Quantities.formatCount(listed.length));
    m.put("open", regions.size() <= DesignReport.OPEN_REGIONS);
    m.put("servers", servers(live, writes, reads));
    m.put("sentence", sentence(live, writes, busiest, writeShare[busiest], expectedShare[busiest]));
    m.put("max", DesignReport.percent1(max));
    return m;
  }

  /** One line per region server: its share of the write and read requests, with a bar to scale. */
  private static List<Map<String, Object>> servers(LiveLoad live, long writes, long reads) {
    int n = live.servers().size();
    long[] w = new long[n];
    long[] r = new long[n];
    for (LiveRegion region : live.regions()) {
      w[region.server()] += region.writes();
      r[region.server()] += region.reads();
    }
    long most = 0;
    for (long x : w) {
      most = Math.max(most, x);
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      double share = writes == 0 ? 0 : (double) w[i] / writes;
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("name", live.servers().get(i));
      s.put("writeShare", DesignReport.percent1(share));
      s.put("readShare", DesignReport.percent1(reads == 0 ? 0 : (double) r[i] / reads));
      s.put("shareValue", String.format(Locale.ROOT, "%.6f", share));
      s.put("bar", String.format(Locale.ROOT, "%.3f", most == 0 ? 0 : 100.0 * w[i] / most));
      out.add(s);
    }
    return out;
  }

  /** What the live load says about the design, in one sentence. */
  private static String sentence(LiveLoad live, long writes, int busiest, double share, double expected) {
    if (writes == 0) {
      return "The live table has taken no write requests since its regions opened, so its load cannot be compared"
          + " with the design yet.";
    }
    double even = 1.0 / live.regions().size();
    String verdict;
    if (share > 2 * Math.max(expected, even)) {
      verdict = "more than twice what the design's keys put there: the live keys or their popularity differ"
          + " from the schema's description, or a hot spot the design does not predict has formed";
    } else if (expected > 2 * even && share > 2 * even) {
      verdict = "as the design's keys predict: the hot spot is the design's own";
    } else {
      verdict = "close to what the design's keys put there";
    }
    return String.format(Locale.ROOT, "Region R%d took %s of the %s, where the design's generated keys put %s and an"
        + " even split gives %s: %s.", busiest, DesignReport.percent1(share), Quantities.plural(writes, "write request"),
        DesignReport.percent1(expected), DesignReport.percent1(even), verdict);
  }
}
