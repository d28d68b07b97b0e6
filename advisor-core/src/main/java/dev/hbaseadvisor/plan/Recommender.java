package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.CandidateSpace.Choice;
import dev.hbaseadvisor.plan.CandidateSpace.Kind;
import dev.hbaseadvisor.plan.CandidateSpace.Marker;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Searches for rowkeys that serve every access pattern of a schema at once, in two stages.
 *
 * <ol>
 *   <li>A beam search builds keys from the left out of the {@link CandidateSpace}'s blocks,
 *       completes each partial key with the remaining key fields (and the record-type literals of
 *       the current key), plans it at the table's size at a horizon and {@link Score scores} it
 *       by plan cost, the write term estimated from the key. The search runs once per column
 *       layout ({@link CandidateLayout}): the schema's own, and the tall one for each field that
 *       names qualifiers and that a pattern reads, moved into the key; both are scored on the same
 *       patterns over the same cells.
 *   <li>A short-list ({@link #SHORT_LIST}: the best keys by plan cost that plan differently,
 *       then the best key of each way of spreading writes) is checked as files
 *       ({@link CandidateCheck}: loaded with its own pre-split, linted and replayed through the
 *       region simulator, as {@code simulate --compare} runs it); the write term becomes the
 *       measured one, and each candidate is compared with the current design pattern by pattern.
 * </ol>
 *
 * <p>Candidates that serve everything at least as well as the current design come first, by
 * score; the rest follow with what they lose. {@code docs/planner.md} explains the score.
 */
public final class Recommender {

  /** Partial keys kept at each length. */
  static final int BEAM = 8;
  /** The most candidates checked and replayed after the search. */
  static final int SHORT_LIST = 12;
  /** Of the short-list, how many are the best by plan cost; the rest are the best of each write spread. */
  static final int BY_PLAN_COST = 6;
  /** Rows read above the current design's that count as reading more: estimates, not counts. */
  static final double ROWS_TOLERANCE = 0.05;
  /**
   * Replayed rows read above the current design's that count as reading more: the simulator
   * estimates a range that cuts a region from the region's 128-key sample, so a few-row range
   * differs by half between two designs by sampling alone.
   */
  static final double REPLAY_ROWS_TOLERANCE = 1.5;

  /**
   * The lint rules that fault a pre-split which recomputing it for the key fixes: split points
   * that leave one region most of the writes, that a salt's buckets do not align with, or that
   * no key reaches. Every candidate is replayed with its pre-split recomputed, so when the current
   * design has one of these, its key is replayed that way too.
   */
  static final Set<String> PRESPLIT_RULES = Set.of("presplit-lopsided", "presplit-misaligned-salt",
      "presplit-unreachable-regions");

  /** The rules of {@link #PRESPLIT_RULES} a checked design's lint reports, sorted. */
  public static Set<String> presplitFaults(Checked checked) {
    Set<String> faults = new TreeSet<>(checked.ruleIds());
    faults.retainAll(PRESPLIT_RULES);
    return faults;
  }

  private final TableSchema schema;
  private final Variant base;
  private final List<Variant> variants = new ArrayList<>();
  private final CandidateCheck check;
  /** The current design's rows at the horizon, which a tall layout multiplies by its rows per wide row. */
  private final long currentRows;
  private final Map<Segment, SegmentFacts> facts = new IdentityHashMap<>();
  private final Map<String, Candidate> pool = new HashMap<>();

  private Recommender(TableSchema schema, CandidateCheck check) {
    this.schema = schema;
    this.base = new Variant(CandidateLayout.AS_WRITTEN, schema, new CandidateSpace(schema));
    this.check = check;
    variants.add(base);
    currentRows = TableStats.atHorizon(schema, schema.rowkey().stream().map(this::facts).toList()).rows();
    for (CandidateLayout layout : CandidateLayout.tall(schema)) {
      // The current key with the moved field written after it, as the search's starting point:
      // its fields are the identity every tall key writes, in the variants the search uses.
      List<Segment> key = new ArrayList<>(schema.rowkey());
      key.set(key.size() - 1, base.space().terminated(key.get(key.size() - 1)));
      key.add(CandidateSpace.plain(schema.field(layout.moved()), false));
      TableSchema tall = layout.apply(schema, key);
      variants.add(new Variant(layout, tall, new CandidateSpace(tall)));
    }
  }

  /**
   * A column layout the search builds keys for: the schema in that layout (its families,
   * workload, and a rowkey that writes the moved field) and the blocks its keys are built from.
   */
  private record Variant(CandidateLayout layout, TableSchema schema, CandidateSpace space) {}

  /** The best {@code top} rowkeys for a schema; {@code check} loads, lints and replays the short-list. */
  public static Recommendation recommend(TableSchema schema, int top, CandidateCheck check) {
    return new Recommender(target(schema), check).run(top);
  }

  /**
   * The best {@code top} rowkeys for each record kind of a table of several ({@code kinds:}), each
   * kind searched in turn on its view ({@link TableSchema#kind}: as if its rows were alone in the
   * table, with its share of the writes, its families and its reads), then the whole table checked
   * with every kind's advised key together, against the table as written.
   */
  public static KindsRecommendation recommendEachKind(TableSchema schema, int top, KindChecks checks) {
    if (!schema.multiKind()) {
      throw new IllegalArgumentException("not a table of several record kinds: " + schema.source());
    }
    List<Recommendation> kinds = new ArrayList<>();
    for (int k = 0; k < schema.kinds().size(); k++) {
      kinds.add(new Recommender(schema.kind(k), checks.kind(k)).run(top));
    }
    Checked current = checks.table(schema);
    if (kinds.stream().noneMatch(Recommendation::recommended)) {
      return new KindsRecommendation(schema, kinds, current, current);
    }
    TableSchema advised = schema.withKindRowkeys(KindsRecommendation.advisedKeys(kinds));
    // The table's pre-split is cut on its first kind's key (Presplits): a new first key brings its own.
    Recommendation first = kinds.get(0);
    if (first.recommended()) {
      advised = advised.withPresplit(first.top().checked().design().presplit());
    }
    return new KindsRecommendation(schema, kinds, current, checks.table(advised));
  }

  /**
   * The design {@link #recommend(TableSchema, int, CandidateCheck)} searches keys for: the schema,
   * or for a table of several record kinds its first kind, as if its rows were alone in the table
   * (its share of the writes, its families and reads); {@link #recommendEachKind}
   * searches every kind's.
   */
  public static TableSchema target(TableSchema schema) {
    return schema.multiKind() ? schema.kind(0) : schema;
  }

  /**
   * One rowkey of a schema planned, checked and scored as {@code recommend} scores its candidates,
   * with its losses against the current design of {@code r}.
   */
  public static Candidate assess(TableSchema schema, List<Segment> rowkey, CandidateCheck check, Recommendation r) {
    return assess(schema, rowkey, CandidateLayout.AS_WRITTEN, check, r);
  }

  /**
   * One rowkey in one of the column layouts the search tries, assessed as
   * {@link #assess(TableSchema, List, CandidateCheck, Recommendation)} does.
   */
  public static Candidate assess(TableSchema schema, List<Segment> rowkey, CandidateLayout layout,
      CandidateCheck check, Recommendation r) {
    Recommender recommender = new Recommender(schema, check);
    Variant v = recommender.variants.stream().filter(x -> x.layout().equals(layout)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("not a layout recommend tries: " + layout));
    Checked checked = check.candidate(rowkey, layout);
    if (checked == null) {
      throw new IllegalArgumentException("the rowkey does not load: " + rowkey);
    }
    return recommender.detailed(recommender.measure(recommender.evaluate(rowkey, v), checked, r.current()));
  }

  private Recommendation run(int top) {
    Candidate written = measure(evaluate(schema.rowkey(), base), check.current(), null);
    Candidate resplit = resplit(written);
    Candidate current = resplit == null ? written : resplit;
    String currentSignature = current.signature();
    variants.forEach(this::search);
    List<Candidate> ranked = pool.entrySet().stream()
        .filter(e -> !e.getKey().equals(currentSignature))
        .sorted(Comparator.comparingDouble((Map.Entry<String, Candidate> e) -> e.getValue().score().total())
            .thenComparing(Map.Entry::getKey))
        .map(Map.Entry::getValue)
        .toList();
    List<Candidate> shortList = shortList(ranked, current);
    // Each check is independent and deterministic: run them on every core, keep the list's order.
    List<Checked> checks = shortList.parallelStream().map(c -> check.candidate(c.rowkey(), c.layout())).toList();
    List<Candidate> measured = new ArrayList<>();
    for (int i = 0; i < shortList.size(); i++) {
      if (checks.get(i) != null) {
        measured.add(measure(shortList.get(i), checks.get(i), current));
      }
    }
    measured.sort(Comparator.comparing((Candidate c) -> !c.safe())
        .thenComparingDouble(c -> c.score().total())
        .thenComparing(Candidate::signature));
    List<Candidate> chosen = measured.stream().limit(top).map(this::detailed).toList();
    boolean recommended = !chosen.isEmpty() && chosen.get(0).safe()
        && chosen.get(0).score().total() < current.score().total() - noise(schema, chosen.get(0), current);
    KeySaving keyOnly = chosen.isEmpty() ? null : keyOnly(chosen.get(0), current);
    if (keyOnly != null && !keyOnly.worthIt()) {
      recommended = false;
    }
    return new Recommendation(detailed(current), chosen, pool.size(), measured.size() + (resplit == null ? 1 : 2),
        current.plans().stats().rows(), recommended, keyOnly, resplit == null ? null : detailed(written));
  }

  /**
   * The current key checked with the pre-split every candidate gets ({@link CandidateCheck#candidate}:
   * recomputed for the key, the table's other settings as written), when the design as written
   * has a pre-split that lint faults ({@link #PRESPLIT_RULES}) and that pre-split is what its replay
   * measures: the re-split key replays lower by more than the two replays' noise. Candidates are
   * then compared with the key, not with a pre-split none of them keeps; else null.
   */
  private Candidate resplit(Candidate written) {
    if (presplitFaults(written.checked()).isEmpty()) {
      return null;
    }
    Checked checked = check.candidate(schema.rowkey(), CandidateLayout.AS_WRITTEN);
    if (checked == null) {
      return null;
    }
    Candidate resplit = measure(evaluate(schema.rowkey(), base), checked, null);
    double noise = shareNoise(schema, resplit, written);
    return resplit.checked().replay().peakServerShare() < written.checked().replay().peakServerShare() - noise
        ? resplit : null;
  }

  /**
   * The storage a candidate saves when a shorter key is all it gains: in the current layout, with
   * every read costing what it costs now (rows and scans, order) and no better write spread than
   * the replay's noise; null when it gains more than that.
   */
  private KeySaving keyOnly(Candidate c, Candidate current) {
    if (c.layout().changed()) {
      return null;
    }
    Score mine = c.score();
    Score theirs = current.score();
    double readsBefore = theirs.reads() + theirs.order();
    boolean readsBetter = mine.reads() + mine.order() < readsBefore * (1 - ROWS_TOLERANCE);
    boolean writesBetter = mine.hotspot() < theirs.hotspot() - noise(schema, c, current);
    // A pick that clears a lint error or warning of the current design (records that overwrite
    // each other, say) gains more than a key length; rowkey-too-long is the key length itself, and
    // the pre-split rules judge the pre-split recommend computes for every candidate, which the
    // current key could be given as well.
    Set<String> cleared = new TreeSet<>(current.checked().newRules(c.checked()));
    cleared.remove("rowkey-too-long");
    cleared.removeIf(rule -> rule.startsWith("presplit-"));
    boolean clearsFindings = !cleared.isEmpty();
    if (readsBetter || writesBetter || clearsFindings || mine.keyLength() >= theirs.keyLength()) {
      return null;
    }
    return KeySaving.of(schema, c, current.plans().stats().rows());
  }

  /**
   * How far apart two checked designs' scores can be by replay luck alone: the write penalty
   * times the share noise of {@link #shareNoise}, relative to the most a share can exceed the
   * even one.
   */
  public static double noise(TableSchema schema, Candidate a, Candidate b) {
    Replay ra = a.checked().replay();
    double full = Score.fullPenalty(a.writesPerSecond());
    return ra.servers() <= 1 ? 0 : full * shareNoise(schema, a, b) / (1 - ra.evenShare());
  }

  /**
   * How far apart two designs' replayed peak shares can be by chance: the larger sampling noise
   * of the two ({@link Replay#shareNoise()}), plus the smaller of their heaviest lumps
   * ({@link WriteLumps}): when both keep the writes of one popular value together, which server
   * that value lands on is placement luck; when one design breaks every lump up, its low peak is real.
   */
  public static double shareNoise(TableSchema schema, Candidate a, Candidate b) {
    return Math.max(a.checked().replay().shareNoise(), b.checked().replay().shareNoise())
        + Math.min(WriteLumps.of(schema, a.rowkey()), WriteLumps.of(schema, b.rowkey()));
  }

  /**
   * The keys worth a replay, {@link #SHORT_LIST} of them, keys that plan alike counted once: the
   * best {@link #BY_PLAN_COST} by plan cost among those that plan no pattern worse than the
   * current key; then, for each lead that spreads writes another way (a salt over other fields,
   * a hash, a bucket), its best such key; then the best of the rest. Plan cost alone would never
   * short-list a salt whose only gain is the write spread a replay measures, nor prefer the
   * variant of a lead that keeps every read as good.
   */
  private List<Candidate> shortList(List<Candidate> ranked, Candidate current) {
    List<Candidate> list = new ArrayList<>();
    Set<String> profiles = new HashSet<>();
    List<Candidate> planSafe = ranked.stream().filter(c -> planLosses(c, current).isEmpty()).toList();
    for (Candidate c : planSafe) {
      if (list.size() == BY_PLAN_COST) {
        break;
      }
      if (profiles.add(profile(c))) {
        list.add(c);
      }
    }
    Set<String> leads = new HashSet<>();
    list.forEach(c -> leads.add(lead(c)));
    for (Candidate c : planSafe) {
      if (list.size() == SHORT_LIST) {
        break;
      }
      if (!leads.contains(lead(c)) && profiles.add(profile(c))) {
        leads.add(lead(c));
        list.add(c);
      }
    }
    for (Candidate c : ranked) {
      if (list.size() == SHORT_LIST) {
        break;
      }
      if (profiles.add(profile(c))) {
        list.add(c);
      }
    }
    return list;
  }

  /**
   * How a key spreads writes: the kind and fields of a salt (a group salt apart, by its group: it
   * splits one value's writes that many ways), hash or bucket in front, or its first field.
   */
  private static String lead(Candidate c) {
    Segment first = c.rowkey().get(0);
    String kind = first instanceof SaltSegment salt ? (salt.grouped() ? "group " + salt.group() + " salt" : "salt")
        : first instanceof HashSegment ? "hash"
        : first instanceof BucketSegment ? "bucket" : "field";
    return kind + first.sourceFields();
  }

  /** The plan kind, scans and order of every pattern, and the lead: keys alike in all show once, the best. */
  private static String profile(Candidate c) {
    StringBuilder sb = new StringBuilder(c.layout().signature()).append(lead(c)).append('|');
    for (AccessPlan p : c.plans().plans()) {
      sb.append(p.kind()).append(' ').append(p.scans()).append(' ').append(p.orderServed()).append(';');
    }
    return sb.toString();
  }

  /** A candidate with its measured score and, against {@code current} (null for the current design), its losses. */
  private Candidate measure(Candidate c, Checked checked, Candidate current) {
    Score score = c.score().measured(checked.replay(), c.writesPerSecond());
    Candidate measured = c.checked(checked, score, List.of());
    return current == null ? measured : measured.checked(checked, score, losses(schema, measured, current));
  }

  /**
   * What a candidate does worse than the current design: a pattern planned a worse way (a Get
   * becoming a scan, a scan a filter or a full scan), losing the newest-first order, sending more
   * scans (unless the replay measured a better write spread, which is what the extra scans buy),
   * reading more rows (planned or replayed); a lint error or warning the current design lacks;
   * a higher replayed peak server share.
   */
  static List<String> losses(TableSchema schema, Candidate c, Candidate current) {
    List<String> out = new ArrayList<>(planLosses(c, current));
    Replay mine = c.checked().replay();
    Replay theirs = current.checked().replay();
    double noise = shareNoise(schema, c, current);
    boolean spreadsBetter = mine.peakServerShare() < theirs.peakServerShare() - noise;
    for (int i = 0; i < c.plans().plans().size(); i++) {
      AccessPlan p = c.plans().plans().get(i);
      AccessPlan q = current.plans().plans().get(i);
      if (p.scans() > q.scans() && !spreadsBetter) {
        out.add(p.name() + ": " + p.scans() + " scans instead of " + q.scans() + " without a better write spread");
      }
      double replayed = c.replayedRows(i);
      double before = current.replayedRows(i);
      if (replayed > before * REPLAY_ROWS_TOLERANCE + 2) {
        out.add(String.format(Locale.ROOT, "%s: %.1f rows read per execution in the replay instead of %.1f%s",
            p.name(), replayed, before, c.layout().changed() ? " (in rows of the current layout)" : ""));
      }
    }
    for (String rule : c.checked().newRules(current.checked())) {
      out.add("lint: " + rule + ", which the current design does not have");
    }
    if (mine.peakServerShare() > theirs.peakServerShare() + noise) {
      out.add(String.format(Locale.ROOT,
          "replay: the busiest server took %.1f%% of a window's writes instead of %.1f%%",
          100 * mine.peakServerShare(), 100 * theirs.peakServerShare()));
    }
    return out;
  }

  /** What the plans alone show a candidate doing worse: a worse plan kind, a lost order, more rows read. */
  static List<String> planLosses(Candidate c, Candidate current) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < c.plans().plans().size(); i++) {
      AccessPlan p = c.plans().plans().get(i);
      AccessPlan q = current.plans().plans().get(i);
      if (rank(p.kind()) > rank(q.kind())) {
        out.add(p.name() + ": " + p.kind() + " instead of " + q.kind());
      }
      if (p.pattern().newestFirst() && q.orderServed() && !p.orderServed()) {
        out.add(p.name() + ": newest first no longer served by the key");
      }
      if (c.rowsRead(i) > current.rowsRead(i) * (1 + ROWS_TOLERANCE) + 1) {
        out.add(p.name() + ": ~" + Math.round(c.rowsRead(i)) + " rows read instead of ~"
            + Math.round(current.rowsRead(i)) + (c.layout().changed() ? " (in rows of the current layout)" : ""));
      }
    }
    return out;
  }

  /** Plan kinds from best to worst; a salt's parallel scans count as scans, not as a worse kind. */
  static int rank(PlanKind kind) {
    return switch (kind) {
      case GET, MULTI_GET -> 0;
      case PREFIX_SCAN, RANGE_SCAN, PARALLEL_SCAN, SKIP_SCAN -> 1;
      case FILTER_SCAN -> 2;
      case FULL_SCAN -> 3;
    };
  }

  private void search(Variant v) {
    CandidateSpace space = v.space();
    List<List<Choice>> beam = List.of(List.of());
    int depth = space.fields().size() + 2;
    for (int d = 0; d < depth && !beam.isEmpty(); d++) {
      Set<List<Choice>> seen = new HashSet<>();
      List<Map.Entry<List<Choice>, Candidate>> children = new ArrayList<>();
      for (List<Choice> state : beam) {
        for (Choice choice : allowed(state, space)) {
          List<Choice> child = new ArrayList<>(state);
          child.add(choice);
          if (seen.add(child)) {
            Candidate complete = complete(child, v);
            if (complete != null) {
              children.add(Map.entry(child, complete));
            }
          }
        }
      }
      children.sort(Comparator.comparingDouble((Map.Entry<List<Choice>, Candidate> e) -> e.getValue().score().total())
          .thenComparing(e -> e.getValue().signature()));
      beam = children.stream().limit(BEAM).map(Map.Entry::getKey).toList();
    }
    // The expert's first move on a key that reads well but writes badly: the same key behind a
    // salt or bucket (OpenTSDB 2.2 salts its 2.0 key; Phoenix salts the whole primary key), or
    // without the lead it has. The beam, which builds keys from the left, can prune these.
    List<Segment> body = new ArrayList<>(v.schema().rowkey());
    boolean led = body.get(0) instanceof SaltSegment || body.get(0) instanceof BucketSegment;
    if (led) {
      body.remove(0);
      evaluate(body, v);
    } else if (v != base) {
      evaluate(body, v);
    }
    for (Choice lead : space.leads()) {
      List<Segment> key = new ArrayList<>();
      key.add(lead.segment());
      key.addAll(body);
      evaluate(key, v);
    }
  }

  /**
   * The blocks that may follow a partial key: a lead only first (or after a leading date prefix), one
   * date prefix, one Z-order block.
   */
  private List<Choice> allowed(List<Choice> state, CandidateSpace space) {
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
    if (state.stream().noneMatch(c -> c.kind() == Kind.ZORDER)) {
      result.addAll(space.zOrders());
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

  /**
   * A partial key completed with the identity fields it lacks and the current key's record-type
   * literals (each after the field it followed, or after the leads), planned and scored; null if
   * it writes no field.
   */
  private Candidate complete(List<Choice> partial, Variant v) {
    CandidateSpace space = v.space();
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
    int leads = 0;
    while (leads < all.size() && all.get(leads).kind() != Kind.FIELD && all.get(leads).kind() != Kind.ZORDER) {
      leads++;
    }
    for (int i = 0; i < all.size(); i++) {
      Choice c = all.get(i);
      if (i == leads) {
        space.markers().stream().filter(m -> m.after() == null).forEach(m -> rowkey.add(m.literal()));
      }
      List<Segment> after = new ArrayList<>();
      for (Marker m : space.markers()) {
        if (c.kind() == Kind.FIELD && c.field().equals(m.after())) {
          after.add(m.literal());
        }
      }
      rowkey.add(i == all.size() - 1 && after.isEmpty() ? c.last() : c.segment());
      rowkey.addAll(after);
    }
    return evaluate(rowkey, v);
  }

  /** A rowkey in a variant's layout planned at the horizon and scored, pooled unless it is the current design. */
  private Candidate evaluate(List<Segment> rowkey, Variant v) {
    String signature = v.layout().signature() + Candidate.signature(rowkey);
    Candidate known = pool.get(signature);
    if (known != null) {
      return known;
    }
    List<SegmentFacts> key = rowkey.stream().map(this::facts).toList();
    TableSchema design = v.layout().apply(schema, rowkey);
    TablePlans plans = new Planner(design, key, false, stats(v.layout(), design, key)).planAll();
    Candidate candidate = new Candidate(List.copyOf(rowkey), v.layout(),
        Score.of(key, plans, v.layout(), v.layout().qualifierBytes(schema)), plans, null, List.of());
    if (rowkey != schema.rowkey()) {
      pool.put(signature, candidate);
    }
    return candidate;
  }

  /** The candidate with its plans in full (steps, start and stop rows), for the output. */
  private Candidate detailed(Candidate c) {
    List<SegmentFacts> key = c.rowkey().stream().map(this::facts).toList();
    TableSchema design = c.layout().apply(schema, c.rowkey());
    return c.withPlans(new Planner(design, key, true, stats(c.layout(), design, key)).planAll());
  }

  private TableStats stats(CandidateLayout layout, TableSchema design, List<SegmentFacts> key) {
    return layout.stats(TableStats.atHorizon(design, key), currentRows);
  }

  private SegmentFacts facts(Segment segment) {
    return facts.computeIfAbsent(segment,
        s -> SegmentFacts.of(RowKeyCodec.compile(schema.withRowkey(List.of(s))).segments().get(0)));
  }
}
