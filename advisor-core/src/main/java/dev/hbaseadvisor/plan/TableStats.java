package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.TableSchema;
import java.util.List;

/**
 * The sizes the planner's estimates start from: the rows the workload writes (capped by the
 * distinct keys the rowkey can form, since equal keys overwrite each other) and the write rate,
 * which turns a time span into rows (a {@code span: 1h} over a timestamp written in order at W
 * rows per second covers about 3600 W rows).
 *
 * @param rows rows in the table
 * @param workloadRows records the workload writes
 * @param writesPerSecond records written per second
 */
public record TableStats(long rows, long workloadRows, double writesPerSecond) {

  /** The sizes of a schema's table under a rowkey. */
  public static TableStats of(TableSchema schema, List<SegmentFacts> key) {
    long written = Math.max(1, schema.workload().totalRows());
    long distinct = distinctKeys(schema, key);
    return new TableStats(Math.max(1, Math.min(written, distinct)), written,
        schema.workload().effectiveWritesPerSecond());
  }

  /**
   * The horizon {@code recommend} estimates at: one year of writes, or the shortest time to live
   * when families expire rows sooner. A workload of an hour holds less than one row per entity of
   * a large key space, so that a filter scan over it would cost as little as a prefix scan; the
   * table an expert designs for is the one it grows into.
   */
  public static final long HORIZON_SECONDS = 365L * 86_400;

  /**
   * The sizes of a schema's table under a rowkey at the horizon: the rows the workload writes or
   * the rows of {@link #HORIZON_SECONDS} (or the shortest time to live) of writes, whichever is
   * more, capped by the distinct keys.
   */
  public static TableStats atHorizon(TableSchema schema, List<SegmentFacts> key) {
    double rate = schema.workload().effectiveWritesPerSecond();
    long seconds = HORIZON_SECONDS;
    for (dev.hbaseadvisor.model.Family f : schema.families()) {
      if (!f.ttlForever()) {
        seconds = Math.min(seconds, f.ttlSeconds());
      }
    }
    double horizonRows = Math.min(4e18, rate * seconds);
    long written = Math.max(Math.max(1, schema.workload().totalRows()), (long) horizonRows);
    long distinct = distinctKeys(schema, key);
    return new TableStats(Math.max(1, Math.min(written, distinct)), written, rate);
  }

  /**
   * How many distinct keys the segments can form: per field the most distinct of its segments
   * (a {@code yyyy-MM} prefix adds nothing to the full timestamp), times hashes of several fields,
   * times salts and buckets whose fields the key does not write otherwise. A field determined by
   * another field of the key ({@code determinedBy}) adds no keys: its value follows from that one's.
   */
  static long distinctKeys(TableSchema schema, List<SegmentFacts> key) {
    java.util.Map<String, Long> perField = new java.util.TreeMap<>();
    java.util.List<SegmentFacts> derived = new java.util.ArrayList<>();
    for (SegmentFacts s : key) {
      var segment = s.segment();
      if (segment instanceof dev.hbaseadvisor.model.FieldSegment
          || segment instanceof dev.hbaseadvisor.model.HashSegment) {
        perField.merge(String.join("+", segment.sourceFields()), Math.max(1, s.distinctValues()), Math::max);
      } else if (!segment.sourceFields().isEmpty() || s.distinctValues() > 1) {
        derived.add(s);
      }
    }
    long distinct = 1;
    for (java.util.Map.Entry<String, Long> e : perField.entrySet()) {
      boolean determined = perField.keySet().stream().anyMatch(by -> schema.determinedBy(e.getKey(), by));
      distinct = determined ? distinct : saturatedProduct(distinct, e.getValue());
    }
    for (SegmentFacts s : derived) {
      if (!perField.keySet().containsAll(s.segment().sourceFields()) || s.segment().sourceFields().isEmpty()) {
        distinct = saturatedProduct(distinct, Math.max(1, s.distinctValues()));
      }
    }
    return distinct;
  }

  private static long saturatedProduct(long a, long b) {
    return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
  }

  /** The fraction of rows holding one value of a field: one over its cardinality, at most one row's worth. */
  public double equalsFraction(FieldSpec field) {
    long card = field.boundedCardinality() ? Math.min(field.cardinality(), rows) : rows;
    return 1.0 / Math.max(1, card);
  }

  /**
   * The fraction of rows whose {@code field} lies in a range {@code width} wide: seconds for time
   * fields (rows written in that time when the field increases, else the share of its min..max),
   * values for others (of the cardinality, or of the rows for a sequence); 1 when the width is unknown.
   */
  public double rangeFraction(FieldSpec field, double width) {
    if (width <= 0) {
      return 1;
    }
    double fraction;
    if (field.type() == dev.hbaseadvisor.model.FieldType.TIMESTAMP) {
      fraction = field.increasing() ? width * writesPerSecond / workloadRows
          : width * 1000 / Math.max(1, (double) field.max() - field.min());
    } else if (field.increasing() || !field.boundedCardinality()) {
      fraction = width / workloadRows;
    } else {
      fraction = width / field.cardinality();
    }
    return Math.min(1, fraction);
  }

  /** The width of a pattern's range in the units of {@link #rangeFraction}: its span, or 0. */
  public static double span(AccessPattern pattern) {
    return pattern.spanSeconds() > 0 ? pattern.spanSeconds() : pattern.spanCount();
  }
}
