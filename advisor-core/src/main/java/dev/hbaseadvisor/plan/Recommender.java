package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.CandidateSpace.Choice;
import dev.hbaseadvisor.plan.CandidateSpace.Kind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Searches for rowkeys that serve every access pattern of a schema at once: a beam search that
 * builds keys from the left out of the {@link CandidateSpace}'s blocks, completes each partial key
 * with the remaining key fields, plans and {@link Score scores} it, and keeps the best partial keys
 * at each length. The best keys are then checked as files ({@link CandidateCheck}); keys
 * with lint errors drop behind clean ones, keys that plan every pattern alike are checked and shown once, and the best clean key without a full table scan is
 * always among the first two (a full scan costs more as the table grows, while the workload's
 * row count is a snapshot).
 */
public final class Recommender {

  /** Partial keys kept at each length. */
  static final int BEAM = 8;
  /** The most candidates loaded and linted after the search. */
  static final int LINT_BUDGET = 12;

  private final TableSchema schema;
  private final CandidateSpace space;
  private final CandidateCheck check;
  private final Map<Segment, SegmentFacts> facts = new IdentityHashMap<>();
  private final Map<String, Candidate> pool = new HashMap<>();

  private Recommender(TableSchema schema, CandidateCheck check) {
    this.schema = schema;
    this.space = new CandidateSpace(schema);
    this.check = check;
  }

  /** The best {@code top} rowkeys for a schema; {@code check} loads and lints the ones shown. */
  public static Recommendation recommend(TableSchema schema, int top, CandidateCheck check) {
    return new Recommender(schema, check).run(top);
  }

  private Recommendation run(int top) {
    Candidate current = evaluate(schema.rowkey()).withLintErrors(check.current());
    String currentSignature = Candidate.signature(current.rowkey());
    search();
    List<Candidate> ranked = pool.entrySet().stream()
        .filter(e -> !e.getKey().equals(currentSignature))
        .sorted(Comparator.comparingDouble((Map.Entry<String, Candidate> e) -> e.getValue().score().total())
            .thenComparing(Map.Entry::getKey))
        .map(Map.Entry::getValue)
        .toList();
    List<Candidate> chosen = choose(ranked, top, current.score().total()).stream().map(this::detailed).toList();
    return new Recommendation(detailed(current), chosen, pool.size());
  }

  private void search() {
    List<List<Choice>> beam = List.of(List.of());
    int depth = space.fields().size() + 2;
    for (int d = 0; d < depth && !beam.isEmpty(); d++) {
      Set<List<Choice>> seen = new HashSet<>();
      List<Map.Entry<List<Choice>, Candidate>> children = new ArrayList<>();
      for (List<Choice> state : beam) {
        for (Choice choice : allowed(state)) {
          List<Choice> child = new ArrayList<>(state);
          child.add(choice);
          if (seen.add(child)) {
            Candidate complete = complete(child);
            if (complete != null) {
              children.add(Map.entry(child, complete));
            }
          }
        }
      }
      children.sort(Comparator.comparingDouble((Map.Entry<List<Choice>, Candidate> e) -> e.getValue().score().total())
          .thenComparing(e -> Candidate.signature(e.getValue().rowkey())));
      beam = children.stream().limit(BEAM).map(Map.Entry::getKey).toList();
    }
  }

  /** The blocks that may follow a partial key: a lead only first (or after a leading date prefix), one date prefix. */
  private List<Choice> allowed(List<Choice> state) {
    List<Choice> result = new ArrayList<>();
    boolean hasLead = state.stream().anyMatch(c -> c.kind() == Kind.LEAD);
    boolean hasDate = state.stream().anyMatch(c -> c.kind() == Kind.DATE);
    boolean leadPosition = state.isEmpty() || state.size() == 1 && state.get(0).kind() == Kind.DATE;
    if (!hasLead && leadPosition) {
      result.addAll(space.leads());
    }
    if (!hasDate) {
      result.addAll(space.dates());
    }
    Set<String> used = new HashSet<>();
    state.stream().filter(c -> c.kind() == Kind.FIELD).forEach(c -> used.add(c.field()));
    for (String field : space.fields()) {
      if (!used.contains(field)) {
        result.addAll(space.variants(field));
      }
    }
    return result;
  }

  /** A partial key completed with the identity fields it lacks, planned and scored; null if it writes no field. */
  private Candidate complete(List<Choice> partial) {
    List<Choice> all = new ArrayList<>(partial);
    Set<String> used = new HashSet<>();
    partial.stream().filter(c -> c.kind() == Kind.FIELD).forEach(c -> used.add(c.field()));
    for (String field : space.completionOrder()) {
      if (!used.contains(field)) {
        all.add(space.variants(field).get(0));
      }
    }
    if (all.stream().noneMatch(c -> c.kind() == Kind.FIELD)) {
      return null;
    }
    List<Segment> rowkey = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      rowkey.add(i == all.size() - 1 ? all.get(i).last() : all.get(i).segment());
    }
    return evaluate(rowkey);
  }

  private Candidate evaluate(List<Segment> rowkey) {
    String signature = Candidate.signature(rowkey);
    Candidate known = pool.get(signature);
    if (known != null) {
      return known;
    }
    List<SegmentFacts> key = rowkey.stream().map(this::facts).toList();
    TablePlans plans = new Planner(schema, key, false).planAll();
    Candidate candidate = new Candidate(List.copyOf(rowkey), Score.of(key, plans), plans, List.of(), null);
    if (rowkey != schema.rowkey()) {
      pool.put(signature, candidate);
    }
    return candidate;
  }

  /** The candidate with its plans in full (steps, start and stop rows), for the output. */
  private Candidate detailed(Candidate c) {
    TablePlans plans = new Planner(schema, c.rowkey().stream().map(this::facts).toList()).planAll();
    return new Candidate(c.rowkey(), c.score(), plans, c.lintErrors(), c.note());
  }

  private SegmentFacts facts(Segment segment) {
    return facts.computeIfAbsent(segment,
        s -> SegmentFacts.of(RowKeyCodec.compile(withRowkey(schema, List.of(s))).segments().get(0)));
  }

  /** A schema with another rowkey, for compiling segments; its positions still point into the original file. */
  static TableSchema withRowkey(TableSchema schema, List<Segment> rowkey) {
    return new TableSchema(schema.source(), schema.table(), schema.description(), schema.fields(), rowkey,
        schema.families(), schema.access(), schema.workload(), schema.cluster(), schema.presplit(),
        schema.suppressions(), schema.locations());
  }

  /**
   * The first {@code top} clean candidates in score order, the best clean one without a full
   * table scan moved up to second place when it is not among the first two and still scores
   * better than the current design, and candidates with lint errors after them when too few are
   * clean.
   */
  private List<Candidate> choose(List<Candidate> ranked, int top, double currentScore) {
    List<Candidate> clean = new ArrayList<>();
    List<Candidate> dirty = new ArrayList<>();
    Set<String> profiles = new HashSet<>();
    Candidate fullScanFree = null;
    int budget = LINT_BUDGET;
    for (Candidate c : ranked) {
      boolean needMore = clean.size() < top;
      if (!needMore && fullScanFree != null || budget == 0) {
        break;
      }
      if (!needMore && (!c.fullScanFree() || c.score().total() >= currentScore) || !profiles.add(profile(c))) {
        continue;
      }
      budget--;
      Candidate checked = check(c);
      if (checked == null) {
        continue;
      }
      if (!checked.lintErrors().isEmpty()) {
        dirty.add(checked);
        continue;
      }
      if (needMore) {
        clean.add(checked);
      }
      if (fullScanFree == null && checked.fullScanFree()) {
        fullScanFree = checked;
      }
    }
    List<Candidate> result = new ArrayList<>(clean);
    int at = result.indexOf(fullScanFree);
    if (fullScanFree != null && at != 0 && at != 1 && fullScanFree.score().total() < currentScore) {
      result.remove(fullScanFree);
      result.add(Math.min(1, result.size()), fullScanFree.withNote(Candidate.FULL_SCAN_FREE));
    }
    for (Candidate c : dirty) {
      if (result.size() >= top) {
        break;
      }
      result.add(c);
    }
    return List.copyOf(result.subList(0, Math.min(top, result.size())));
  }

  /** The plan kind and scans of every pattern: candidates that plan alike show once, the best of them. */
  private static String profile(Candidate c) {
    StringBuilder sb = new StringBuilder();
    for (AccessPlan p : c.plans().plans()) {
      sb.append(p.kind()).append(' ').append(p.scans()).append(';');
    }
    return sb.toString();
  }

  /** The candidate with the lint errors of the schema it makes, or null when that schema does not load. */
  private Candidate check(Candidate c) {
    List<String> errors = check.candidate(c.rowkey());
    return errors == null ? null : c.withLintErrors(errors);
  }
}
