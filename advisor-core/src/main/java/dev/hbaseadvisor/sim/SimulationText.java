package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Quantities;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** A simulation for people: the headline figures, the reads, the splits; or designs side by side. */
public final class SimulationText {

  /** Split events listed before the rest is summed up. */
  static final int SPLITS_SHOWN = 20;

  private SimulationText() {}

  /** One run. */
  public static String of(SimulationResult r) {
    SimulationSummary s = r.summary();
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "%s (%s): %,d writes over %s at %s/s, seed %d%n", r.table(), r.design(),
        s.writes(), Durations.format(r.seconds()), number(r.writesPerSecond()), r.settings().seed()));
    line(out, "rowkey", r.rowkey());
    line(out, "cluster", String.format(Locale.ROOT, "%s, %s split policy", plural(r.servers(), "region server"),
        r.splitPolicy()));
    String splits = s.splits() == 0 ? "no split"
        : plural(s.splits(), "split") + " (the first after " + Durations.format(s.firstSplitSeconds()) + ")";
    line(out, "regions", String.format(Locale.ROOT, "%d at creation, %d at the end, %s, %d empty",
        s.initialRegions(), s.finalRegions(), splits, s.emptyRegions()));
    line(out, "writes", String.format(Locale.ROOT,
        "the busiest server took %s of a window's writes at peak, %s at the median", percent(s.peakServerShare()),
        percent(s.medianServerShare())));
    line(out, "", String.format(Locale.ROOT, "%s of all writes; skew %.2f (busiest / mean); region Gini %.2f",
        percent(s.busiestServerShare()), s.serverSkew(), s.regionGini()));
    line(out, "spread", s.spreadSeconds() < 0 ? "writes never reached every server"
        : "every server took its share of writes from " + Durations.format(s.spreadSeconds()));
    line(out, "bytes", String.format(Locale.ROOT, "%s written", size(r.bytesWritten())));
    boolean first = true;
    for (LifePoint p : r.milestones()) {
      line(out, first ? "life" : "", String.format(Locale.ROOT, "%s: %s (%d empty), %s stored, %s a region, %s a server"
          + " (the fullest %s)", p.seconds() >= r.seconds() ? "at the end, " + Durations.format(p.seconds())
          : "after " + Durations.format(p.seconds()), plural(p.regions(), "region"), p.emptyRegions(),
          size(p.storedBytes()), size(p.bytesPerRegion()), size(p.bytesPerServer(r.servers())),
          size(p.busiestServerBytes())));
      first = false;
    }
    if (r.steadySeconds() >= 0) {
      line(out, "steady", "the TTL's steady state begins after " + Durations.format(r.steadySeconds())
          + ": the first cells have expired and a major compaction has dropped them");
    }
    first = true;
    for (AccessStats a : r.accessPatterns()) {
      line(out, first ? "reads" : "", String.format(Locale.ROOT, "%s: %s; %,d reads, %s, %s rows%s", a.name(),
          a.plan(), a.reads(), requests(a), rows(a.rowsRead()), files(a)));
      first = false;
    }
    first = true;
    for (SplitEvent e : r.splitEvents().subList(0, Math.min(SPLITS_SHOWN, r.splitEvents().size()))) {
      line(out, first ? "splits" : "", String.format(Locale.ROOT, "%s at %s%s", Durations.format(e.seconds()),
          Bytes.toStringBinary(e.key()), e.atTail() ? " (the last region)" : ""));
      first = false;
    }
    if (r.splitEvents().size() > SPLITS_SHOWN) {
      line(out, "", String.format(Locale.ROOT, "... and %,d more", r.splitEvents().size() - SPLITS_SHOWN));
    }
    for (Unsplittable u : r.unsplittable()) {
      line(out, "stuck", String.format(Locale.ROOT, "%s: region from %s (%s) could not split: %s",
          Durations.format(u.seconds()), Bytes.toStringBinary(u.start()), size(u.bytes()), u.reason()));
    }
    for (String note : r.notes()) {
      line(out, "note", note);
    }
    return out.toString();
  }

  /** Designs side by side, one column each. */
  public static String compare(List<SimulationResult> results) {
    List<String[]> rows = new ArrayList<>();
    rows.add(row("", results, SimulationResult::design));
    rows.add(row("regions at creation", results, r -> Integer.toString(r.summary().initialRegions())));
    rows.add(row("regions at the end", results, r -> Integer.toString(r.summary().finalRegions())));
    rows.add(row("splits", results, r -> Integer.toString(r.summary().splits())));
    rows.add(row("first split", results, r -> Durations.format(r.summary().firstSplitSeconds())));
    rows.add(row("empty regions", results, r -> Integer.toString(r.summary().emptyRegions())));
    rows.add(row("peak server share", results, r -> percent(r.summary().peakServerShare())));
    rows.add(row("median server share", results, r -> percent(r.summary().medianServerShare())));
    rows.add(row("busiest server, all writes", results, r -> percent(r.summary().busiestServerShare())));
    rows.add(row("server skew (max/mean)", results, r -> String.format(Locale.ROOT, "%.2f", r.summary().serverSkew())));
    rows.add(row("region Gini", results, r -> String.format(Locale.ROOT, "%.2f", r.summary().regionGini())));
    rows.add(row("writes on every server from", results, r -> Durations.format(r.summary().spreadSeconds())));
    int patterns = results.get(0).accessPatterns().size();
    for (int p = 0; p < patterns; p++) {
      int i = p;
      String name = results.get(0).accessPatterns().get(p).name();
      rows.add(row(name + ": plan", results, r -> r.accessPatterns().get(i).plan()));
      rows.add(row(name + ": gets or scans", results, r -> {
        AccessStats a = r.accessPatterns().get(i);
        return String.format(Locale.ROOT, "%,d", a.gets() + a.scans());
      }));
      rows.add(row(name + ": region requests", results, r -> {
        AccessStats a = r.accessPatterns().get(i);
        return String.format(Locale.ROOT, "%,d", a.gets() + a.regionScans());
      }));
      rows.add(row(name + ": rows read", results, r -> rows(r.accessPatterns().get(i).rowsRead())));
    }
    SimulationResult first = results.get(0);
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "%s: %,d writes over %s at %s/s on %s, seed %d%n%n",
        first.table(), first.summary().writes(), Durations.format(first.seconds()), number(first.writesPerSecond()),
        plural(first.servers(), "region server"), first.settings().seed()));
    int nameWidth = results.stream().mapToInt(r -> r.design().length()).max().orElse(0);
    for (SimulationResult r : results) {
      out.append(pad(r.design(), nameWidth)).append("  ").append(r.rowkey()).append('\n');
    }
    out.append('\n');
    int[] widths = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int c = 0; c < row.length; c++) {
        widths[c] = Math.max(widths[c], row[c].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.length; c++) {
        line.append(c == 0 ? pad(row[c], widths[c]) : "  " + padLeft(row[c], widths[c]));
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    for (SimulationResult r : results) {
      for (String note : r.notes()) {
        out.append(String.format(Locale.ROOT, "note (%s): %s%n", r.design(), note));
      }
    }
    return out.toString();
  }

  /** The requests of a pattern: its Gets, or its scans and the region requests they made. */
  private static String requests(AccessStats a) {
    if (a.scans() == 0) {
      return plural(a.gets(), "get");
    }
    String scans = plural(a.scans(), "scan");
    return (a.gets() > 0 ? plural(a.gets(), "get") + ", " : "") + scans + " (" + plural(a.regionScans(), "region scan")
        + ")";
  }

  /**
   * The store files a pattern's reads opened, a read on average, and those they skipped by time
   * range or TTL; empty when the run did not count them ({@link AccessStats#countsFiles}).
   */
  private static String files(AccessStats a) {
    if (!a.countsFiles() || a.reads() == 0) {
      return "";
    }
    return String.format(Locale.ROOT, "; %.2f store files a read (%.2f skipped by time range or TTL)",
        (double) a.storeFilesOpened() / a.reads(), (double) a.storeFilesSkipped() / a.reads());
  }

  private static String[] row(String label, List<SimulationResult> results, Function<SimulationResult, String> cell) {
    String[] row = new String[results.size() + 1];
    row[0] = label;
    for (int i = 0; i < results.size(); i++) {
      row[i + 1] = cell.apply(results.get(i));
    }
    return row;
  }

  private static void line(StringBuilder out, String label, String text) {
    out.append(String.format(Locale.ROOT, "  %-8s %s%n", label, text));
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(width - s.length());
  }

  private static String padLeft(String s, int width) {
    return " ".repeat(width - s.length()) + s;
  }

  private static String plural(long n, String word) {
    return Quantities.plural(n, word);
  }

  static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
  }

  /**
   * Rows read, whole, with thousands separators: the replay estimates a scan that cuts a region
   * from its samples' share, so the sum has a fraction no reader should see as a count.
   */
  static String rows(double value) {
    return Quantities.formatCount(Math.round(value));
  }

  /** A whole number with thousands separators, or one decimal for a fraction. */
  static String number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e18
        ? String.format(Locale.ROOT, "%,d", (long) value) : String.format(Locale.ROOT, "%,.1f", value);
  }

  /** Bytes in binary units, as HBase's settings are written and every output prints them ({@link Quantities#formatSize}). */
  static String size(long bytes) {
    return Quantities.formatSize(bytes);
  }
}
