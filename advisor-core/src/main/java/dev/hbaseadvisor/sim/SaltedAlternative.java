package dev.hbaseadvisor.sim;

import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * The schema with a salt of {@code buckets} buckets on its leading segment, pre-split one region
 * per bucket: the reference guide's remedy for hotspotting ("Salting", schema design chapter),
 * laid out as Phoenix lays out {@code SALT_BUCKETS}. The salt hashes the fields of the leading
 * segment, so readers who know them can still compute it; a leading salt is resized instead, and
 * a leading literal takes the fields of the first segment that has any (a random salt when none
 * does).
 */
public final class SaltedAlternative implements DesignAlternatives {

  private final int buckets;

  /** Salting with the given number of buckets (1 to 256, one byte). */
  public SaltedAlternative(int buckets) {
    if (buckets < 1 || buckets > 256) {
      throw new IllegalArgumentException("a one-byte salt has 1 to 256 buckets");
    }
    this.buckets = buckets;
  }

  @Override
  public List<Design> alternatives(TableSchema schema) {
    return List.of(new Design("salted-" + buckets, salted(schema)));
  }

  /** The salted schema. */
  public TableSchema salted(TableSchema schema) {
    List<Segment> rowkey = new ArrayList<>(schema.rowkey());
    if (rowkey.get(0) instanceof SaltSegment lead) {
      rowkey.set(0, new SaltSegment(buckets, lead.from(), lead.random(), NumberEncoding.BYTE));
    } else {
      List<String> from = rowkey.stream().map(Segment::sourceFields).filter(f -> !f.isEmpty()).findFirst()
          .orElse(List.of());
      rowkey.add(0, new SaltSegment(buckets, from, from.isEmpty(), NumberEncoding.BYTE));
    }
    Presplit presplit = new Presplit(buckets, Presplit.Algorithm.SALT, null, null, List.of(), null);
    return new TableSchema(schema.source(), schema.table(), schema.description(), schema.fields(),
        List.copyOf(rowkey), schema.families(), schema.access(), schema.workload(), schema.cluster(), presplit,
        schema.suppressions(), schema.locations());
  }
}
