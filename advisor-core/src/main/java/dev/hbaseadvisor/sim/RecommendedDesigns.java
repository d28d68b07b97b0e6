package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Candidate;
import dev.hbaseadvisor.plan.CandidateCheck;
import dev.hbaseadvisor.plan.KindChecks;
import dev.hbaseadvisor.plan.Recommendation;
import dev.hbaseadvisor.plan.Recommender;
import java.util.ArrayList;
import java.util.List;

/**
 * The best rowkeys of {@code recommend} ({@link Recommender}, {@code docs/planner.md}), each the
 * very schema {@code recommend} linted and replayed: the schema as written with only the rowkey
 * and the pre-split changed ({@link #presplit}). The comparison then weighs keys, not the
 * decision to pre-split.
 */
public final class RecommendedDesigns implements DesignAlternatives {

  private final int top;
  private final CandidateCheck check;
  private final KindChecks kindChecks;

  /**
   * The first {@code top} candidates, ranked with {@code check} as {@code recommend} ranks them;
   * for a table of several record kinds, with {@code check}'s checks of each kind.
   */
  public <C extends CandidateCheck & KindChecks> RecommendedDesigns(int top, C check) {
    if (top < 1) {
      throw new IllegalArgumentException("top must be at least 1");
    }
    this.top = top;
    this.check = check;
    this.kindChecks = check;
  }

  @Override
  public List<Design> alternatives(TableSchema schema) {
    if (schema.multiKind()) {
      return eachKind(schema);
    }
    List<Design> designs = new ArrayList<>();
    List<Candidate> candidates = Recommender.recommend(schema, top, check).candidates();
    for (int i = 0; i < candidates.size(); i++) {
      designs.add(new Design("recommend #" + (i + 1), candidates.get(i).checked().design()));
    }
    return designs;
  }

  /**
   * For a table of several record kinds, the whole table with every kind's keys: each kind's key
   * searched on its view as {@code recommend} searches it ({@link Recommender#recommendEachKind}),
   * the design #i taking each kind's candidate #i, or its advised key when it has fewer, and the
   * pre-split of the first kind's candidate (the table's is cut on its first kind's key).
   */
  private List<Design> eachKind(TableSchema schema) {
    List<Recommendation> kinds = new ArrayList<>();
    for (int k = 0; k < schema.kinds().size(); k++) {
      kinds.add(Recommender.recommend(schema.kind(k), top, kindChecks.kind(k)));
    }
    List<Design> designs = new ArrayList<>();
    for (int i = 0; i < top; i++) {
      int at = i;
      if (kinds.stream().noneMatch(r -> r.candidates().size() > at)) {
        break;
      }
      List<List<Segment>> keys = kinds.stream()
          .map(r -> (r.candidates().size() > at ? r.candidates().get(at) : r.top()).rowkey()).toList();
      TableSchema design = schema.withKindRowkeys(keys);
      if (kinds.get(0).candidates().size() > at) {
        design = design.withPresplit(kinds.get(0).candidates().get(at).checked().design().presplit());
      }
      designs.add(new Design("recommend #" + (i + 1), design));
    }
    return designs;
  }

  /**
   * Whether the table holds, at the end of its workload, no more than its first split size: twice
   * the flush size, where {@code SteppingSplitPolicy} first splits (hbase-facts §3), and never more
   * than {@code maxFileSize}. Such a table would never split by itself, so pre-splitting it only
   * makes regions that stay nearly empty.
   */
  public static boolean staysOneRegion(TableSchema schema) {
    double bytes = RowKeyCodec.cellSizes(schema).tableBytes();
    return bytes <= Math.min(2.0 * schema.cluster().flushSize(), schema.cluster().maxFileSize());
  }

  /** How many regions a schema's own pre-split creates (1 without one). */
  public static int regions(TableSchema schema) {
    return schema.presplit().algorithm() == Presplit.Algorithm.NONE ? 1
        : new PresplitRegions().splitKeys(schema, schema.workload().seed()).keys().size() + 1;
  }

  /**
   * The pre-split of a candidate rowkey, recomputed for it (the old split points belong to the
   * old key): a key that leads with a salt gets one region per bucket ({@code algorithm: salt});
   * any other key, as many regions from {@code algorithm: auto} as the schema as written creates,
   * or one per region server when it is not pre-split (the reference guide's "Pre-Creating
   * Regions", and what {@code presplit-missing} asks for), fitted to the new key ({@link #fitted}:
   * a key sample, or one region per bucket under a bucket); none on a one-server cluster.
   */
  public static Presplit presplit(List<Segment> rowkey, int regions, int servers) {
    return presplit(rowkey, regions, servers, false);
  }

  /**
   * {@link #presplit(List, int, int)} for a table that, when {@code staysOneRegion}, never
   * outgrows one region ({@link #staysOneRegion}): a key without a salt then gets no pre-split, as
   * the table would never split by itself (Phoenix's 200-row {@code SYSTEM.SEQUENCE} needs one
   * region, not the 256 its salt made).
   */
  public static Presplit presplit(List<Segment> rowkey, int regions, int servers, boolean staysOneRegion) {
    if (rowkey.get(0) instanceof SaltSegment) {
      return new Presplit(0, Presplit.Algorithm.SALT, null, null, List.of(), null);
    }
    if (staysOneRegion) {
      return Presplit.NONE;
    }
    int count = regions > 1 ? regions : servers;
    return count > 1 ? new Presplit(count, fitted(rowkey), null, null, List.of(), null) : Presplit.NONE;
  }

  /**
   * How a candidate's regions are fitted to its key: {@code auto}, except under a hash, where a
   * key sample replaces hex or uniform boundaries. A hash spreads the values of its fields, not
   * their writes: a popular value (a Zipf host writing 12 % of the rows) keeps its weight, and
   * even hash-space boundaries put it in a region with a tenth of everything else, where the
   * sample's boundaries fall within and around its rows as the writes do.
   */
  static Presplit.Algorithm fitted(List<Segment> rowkey) {
    return rowkey.get(0) instanceof HashSegment ? Presplit.Algorithm.SAMPLE : Presplit.Algorithm.AUTO;
  }

  /**
   * A design as {@code recommend}'s replay measures it: with its own pre-split, or, without one,
   * one region per server fitted to its key ({@code algorithm: auto}). A short run never grows a
   * one-region table to a split, so every key would measure alike; the table as it settles after
   * its splits is what the key decides (a monotonic key still sends every write to the last region).
   */
  public static TableSchema settled(TableSchema design) {
    if (design.presplit().algorithm() != Presplit.Algorithm.NONE || design.cluster().regionServers() <= 1) {
      return design;
    }
    Presplit presplit = new Presplit(design.cluster().regionServers(), fitted(design.rowkey()), null, null,
        List.of(), null);
    // A table of several kinds keeps every kind's key; its pre-split is fitted to its first kind's
    // key, as Presplits cuts it.
    return design.withPresplit(presplit);
  }
}
