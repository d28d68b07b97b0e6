package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * The result of {@code recommend} on a table of several record kinds: each kind's key searched in
 * turn as if its rows were alone in the table ({@link Recommender#recommendEachKind}),
 * and the whole table replayed with the current keys and with every kind's advised key together,
 * since the kinds share one key space, its regions and its servers.
 *
 * @param table the table as written
 * @param kinds one recommendation per kind, in {@code kinds:} order, each on the kind's view
 * @param current the table as written, linted and replayed
 * @param advised the table with every kind's advised key ({@link Recommendation#top()}), linted and
 *     replayed; the same as {@code current} when every kind keeps its key
 */
public record KindsRecommendation(TableSchema table, List<Recommendation> kinds, Checked current, Checked advised) {

  public KindsRecommendation {
    kinds = List.copyOf(kinds);
  }

  /** Whether some kind's key changes. */
  public boolean changesAKey() {
    return kinds.stream().anyMatch(Recommendation::recommended);
  }

  /**
   * What the table as advised does worse than as written, with every kind's key in place: a lint
   * error or warning it did not have, a higher replayed peak server share beyond the replays'
   * sampling noise ({@link Replay#shareNoise()}); empty when no key changes.
   */
  public List<String> losses() {
    List<String> out = new ArrayList<>();
    if (!changesAKey()) {
      return out;
    }
    for (String rule : advised.newRules(current)) {
      out.add("lint: " + rule + ", which the table as written does not have");
    }
    Replay mine = advised.replay();
    Replay theirs = current.replay();
    double noise = Math.max(mine.shareNoise(), theirs.shareNoise());
    if (mine.peakServerShare() > theirs.peakServerShare() + noise) {
      out.add(String.format(java.util.Locale.ROOT,
          "replay: the busiest server took %.1f%% of a window's writes instead of %.1f%%",
          100 * mine.peakServerShare(), 100 * theirs.peakServerShare()));
    }
    return out;
  }

  /** Whether the table is re-keyed: some kind's key changes and the whole table loses nothing by it. */
  public boolean recommended() {
    return changesAKey() && losses().isEmpty();
  }

  /** The advised rowkey of each kind, in {@code kinds:} order: its first candidate when recommended, else its own. */
  public List<List<Segment>> advisedKeys() {
    return advisedKeys(kinds);
  }

  static List<List<Segment>> advisedKeys(List<Recommendation> kinds) {
    return kinds.stream().map(r -> r.top().rowkey()).toList();
  }
}
