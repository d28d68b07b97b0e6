package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Candidate;
import dev.hbaseadvisor.plan.CandidateCheck;
import dev.hbaseadvisor.plan.Recommender;
import java.util.ArrayList;
import java.util.List;

/**
 * The best rowkeys of {@code recommend} ({@link Recommender}, {@code docs/planner.md}), each in
 * the schema as written with only the rowkey and the pre-split changed. The old split points
 * belong to the old key, so: a key that leads with a salt is pre-split one region per bucket
 * ({@code algorithm: salt}, as {@code recommend} lints it); any other key, when the schema as
 * written is pre-split, gets as many regions from {@code algorithm: auto}, which fits them to the
 * new key (hex or uniform under a hash, a key sample otherwise); else none. The comparison then
 * weighs keys, not the decision to pre-split.
 */
public final class RecommendedDesigns implements DesignAlternatives {

  private final int top;
  private final CandidateCheck check;

  /** The first {@code top} candidates, ranked with {@code check}'s lint errors as {@code recommend} ranks them. */
  public RecommendedDesigns(int top, CandidateCheck check) {
    if (top < 1) {
      throw new IllegalArgumentException("top must be at least 1");
    }
    this.top = top;
    this.check = check;
  }

  @Override
  public List<Design> alternatives(TableSchema schema) {
    List<Design> designs = new ArrayList<>();
    List<Candidate> candidates = Recommender.recommend(schema, top, check).candidates();
    int regions = schema.presplit().algorithm() == Presplit.Algorithm.NONE ? 1
        : new PresplitRegions().splitKeys(schema, schema.workload().seed()).keys().size() + 1;
    for (int i = 0; i < candidates.size(); i++) {
      designs.add(new Design("recommend #" + (i + 1), withRowkey(schema, candidates.get(i).rowkey(), regions)));
    }
    return designs;
  }

  /** The schema with another rowkey, pre-split into {@code regions} regions when that is more than one. */
  static TableSchema withRowkey(TableSchema s, List<Segment> rowkey, int regions) {
    Presplit presplit;
    if (rowkey.get(0) instanceof SaltSegment) {
      presplit = new Presplit(0, Presplit.Algorithm.SALT, null, null, List.of(), null);
    } else if (regions > 1) {
      presplit = new Presplit(regions, Presplit.Algorithm.AUTO, null, null, List.of(), null);
    } else {
      presplit = Presplit.NONE;
    }
    return new TableSchema(s.source(), s.table(), s.description(), s.fields(), List.copyOf(rowkey), s.families(),
        s.access(), s.workload(), s.cluster(), presplit, s.suppressions(), s.locations());
  }
}
