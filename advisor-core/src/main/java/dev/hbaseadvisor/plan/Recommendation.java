package dev.hbaseadvisor.plan;

import java.util.List;

/**
 * The result of {@code recommend}: the current design and the best alternatives, best first.
 *
 * @param current the schema's own rowkey, scored, checked and replayed the same way
 * @param candidates the proposed rowkeys: those that serve everything at least as well as the
 *     current design first, by score, then the trade-offs, by score
 * @param evaluated how many rowkeys the search scored
 * @param replayed how many rowkeys were checked and replayed (the current one included)
 * @param horizonRows the table's rows the estimates are made at
 * @param recommended whether the first candidate serves everything at least as well as the
 *     current design and scores better by more than the two designs' noise ({@link Recommender#noise}),
 *     and, when a shorter key is all it gains, saves enough storage to be worth re-keying for
 * @param keyOnly what the first candidate saves when a shorter key is all it gains (its plans and
 *     write spread no better than the current design's), else null
 * @param asWritten the current design as written, when its pre-split is what its replay measures
 *     (a lint fault that a pre-split recomputed for the key removes): {@code current} is then the
 *     current key with the pre-split every candidate gets, and candidates are compared with it;
 *     else null
 */
public record Recommendation(Candidate current, List<Candidate> candidates, int evaluated, int replayed,
    long horizonRows, boolean recommended, KeySaving keyOnly, Candidate asWritten) {

  public Recommendation {
    candidates = List.copyOf(candidates);
  }

  /** A recommendation whose current design is compared as written. */
  public Recommendation(Candidate current, List<Candidate> candidates, int evaluated, int replayed,
      long horizonRows, boolean recommended, KeySaving keyOnly) {
    this(current, candidates, evaluated, replayed, horizonRows, recommended, keyOnly, null);
  }

  /** A recommendation whose first candidate gains more than a shorter key, or that has none. */
  public Recommendation(Candidate current, List<Candidate> candidates, int evaluated, int replayed,
      long horizonRows, boolean recommended) {
    this(current, candidates, evaluated, replayed, horizonRows, recommended, null, null);
  }

  /** The design {@code recommend} advises: the first candidate when recommended, else the current one. */
  public Candidate top() {
    return recommended() ? candidates.get(0) : current;
  }
}
