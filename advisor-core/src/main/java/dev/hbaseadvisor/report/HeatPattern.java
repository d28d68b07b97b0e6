package dev.hbaseadvisor.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Names the pattern of a heat map in words, with the vocabulary of Key Visualizer's heatmap
 * patterns (cloud.google.com/bigtable/docs/keyvis-patterns; the diagonal from
 * cloud.google.com/datastore/docs/keyvis-patterns): a bright diagonal is a monotonic rowkey lead,
 * a bright horizontal band a hot key range, an even field a healthy spread.
 *
 * <p>The thresholds are the report's own reading of the picture, not HBase numbers: a window is
 * "held by one range" when one range took at least half of its writes; a diagonal is most windows
 * so held with the held range moving one way through the key space; a band is a quarter of the
 * ranges or fewer taking four fifths of all writes; an even field is most windows with no range
 * above twice its even share.
 */
final class HeatPattern {

  private HeatPattern() {}

  /** The pattern of {@code columns} (per time window, writes per key range) in one or two sentences. */
  static String describe(List<long[]> columns, String[] labels, boolean regions) {
    int rows = labels.length;
    long[] perRow = new long[rows];
    long total = 0;
    List<Integer> held = new ArrayList<>();
    int written = 0;
    int even = 0;
    for (long[] column : columns) {
      long sum = 0;
      int top = 0;
      for (int r = 0; r < rows; r++) {
        sum += column[r];
        perRow[r] += column[r];
        if (column[r] > column[top]) {
          top = r;
        }
      }
      if (sum == 0) {
        continue;
      }
      written++;
      total += sum;
      if (column[top] * 2 >= sum) {
        held.add(top);
      }
      if (column[top] <= 2.0 * sum / rows) {
        even++;
      }
    }
    if (written == 0) {
      return "No writes were simulated.";
    }
    String ranges = regions ? "region ranges" : "key ranges";
    int idle = 0;
    for (long w : perRow) {
      if (w == 0) {
        idle++;
      }
    }
    String idleNote = idle == 0 ? "" : String.format(Locale.ROOT, " %d of the %d %s received no write.", idle, rows,
        ranges);
    if (held.size() * 10 >= written * 6 && rows > 1) {
      int direction = direction(held);
      if (direction != 0 && distinct(held) >= Math.min(3, rows)) {
        return "Diagonal: in " + held.size() + " of " + written + " windows one narrow key range took at least half "
            + "of the writes, and that range moves steadily " + (direction > 0 ? "up" : "down") + " the key space "
            + "as time passes. That is the signature of a rowkey that leads with a value that only "
            + (direction > 0 ? "grows" : "shrinks") + " (a monotonic lead): all new writes land in one region, on "
            + "one server." + idleNote;
      }
      return "Bright band: in " + held.size() + " of " + written + " windows one key range took at least half of the "
          + "writes; the hottest starts at " + HeatMapView.quoted(labels[mostHeld(held, rows)])
          + ". A hot range: its region and its server take the load the others do not." + idleNote;
    }
    int[] order = byWrites(perRow);
    int k = 0;
    long top = 0;
    while (top * 5 < total * 4) {
      top += perRow[order[k++]];
    }
    if (rows >= 8 && k * 4 <= rows) {
      return String.format(Locale.ROOT, "Bright band: %s of the %d %s took %.0f%% of all writes; the hottest starts at "
          + "%s. A hot range: its regions and their servers take the load the others do not.",
          k == 1 ? "one" : Integer.toString(k), rows, ranges, 100.0 * top / total,
          HeatMapView.quoted(labels[order[0]])) + idleNote;
    }
    if (even * 10 >= written * 8) {
      return "Even field: in " + even + " of " + written + " windows no key range took more than twice its even "
          + "share of the writes. The writes spread over the key space, as a healthy design's do." + idleNote;
    }
    return "Uneven: in " + (written - even) + " of " + written + " windows some key range took more than twice its "
        + "even share, but no single range dominates; the hottest overall starts at "
        + HeatMapView.quoted(labels[order[0]]) + "." + idleNote;
  }

  /** +1 when the sequence never goes down, -1 when it never goes up (allowing one step back in ten), else 0. */
  private static int direction(List<Integer> rows) {
    int up = 0;
    int down = 0;
    for (int i = 1; i < rows.size(); i++) {
      if (rows.get(i) > rows.get(i - 1)) {
        up++;
      } else if (rows.get(i) < rows.get(i - 1)) {
        down++;
      }
    }
    if (up > 0 && down * 10 <= up) {
      return 1;
    }
    if (down > 0 && up * 10 <= down) {
      return -1;
    }
    return 0;
  }

  private static int distinct(List<Integer> rows) {
    return (int) rows.stream().distinct().count();
  }

  private static int mostHeld(List<Integer> held, int rows) {
    int[] counts = new int[rows];
    int best = held.get(0);
    for (int r : held) {
      counts[r]++;
      if (counts[r] > counts[best]) {
        best = r;
      }
    }
    return best;
  }

  private static int[] byWrites(long[] perRow) {
    return java.util.stream.IntStream.range(0, perRow.length).boxed()
        .sorted((a, b) -> Long.compare(perRow[b], perRow[a])).mapToInt(Integer::intValue).toArray();
  }
}
