package dev.hbaseadvisor.model;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean" hints for misspelt keys, field names and rule ids, by edit distance. */
public final class Suggestions {

  private Suggestions() {}

  /**
   * " (did you mean 'x'?)" when a candidate is close to the word, else "". A null candidate (a
   * family whose name the loader refused) is skipped.
   */
  public static String closest(String word, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      if (candidate == null) {
        continue;
      }
      int d = distance(word.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
    int allowed = Math.max(1, Math.min(3, word.length() / 3));
    return best != null && bestDistance <= allowed && bestDistance < word.length() ? " (did you mean '" + best + "'?)" : "";
  }

  /** Damerau-Levenshtein distance (optimal string alignment), so swapped letters cost one. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
