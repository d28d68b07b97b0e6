package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;

/**
 * The heaviest lump of writes a rowkey keeps together: the share of all writes that carry the
 * most popular combination of values of the segments before its first monotonic one (a field
 * that only increases, or a date cut of one). Rows that share such a prefix and then vary are
 * split over regions by ordinary splits only between their following values; rows that share it
 * and then continue with a monotonic value all write at the tail of one region, so the prefix's
 * writes are one stream on one server. A key without a monotonic segment keeps together only the
 * rows of its most popular whole key. Which server such a lump lands on is placement luck: two
 * designs that both keep one together can measure peak shares that far apart by chance alone.
 * A field of one value (a cluster id, a constant prefix) counts as a literal: every row has it.
 */
final class WriteLumps {

  private WriteLumps() {}

  /** The share of writes of the key's heaviest contiguous value: 0 (every row apart) to 1 (one value). */
  static double of(TableSchema schema, java.util.List<Segment> rowkey) {
    double share = 1;
    java.util.Set<String> counted = new java.util.HashSet<>();
    for (Segment s : rowkey) {
      if (s instanceof LiteralSegment) {
        continue;
      }
      if (s instanceof FieldSegment f && schema.field(f.field()).increasing()) {
        // Every write of the moment goes to the end of the rows that share what comes before.
        return share;
      }
      double values = 1;
      for (String field : s.sourceFields()) {
        if (!counted.contains(field)) {
          values *= headShare(schema.field(field));
        }
      }
      int buckets = s instanceof SaltSegment salt ? salt.buckets()
          : s instanceof BucketSegment bucket ? (int) Math.min(Integer.MAX_VALUE, bucket.modulo()) : 0;
      if (buckets > 0 && (values == 0 || s.sourceFields().isEmpty())) {
        // A salt or bucket over values with no popular one (or a random salt) deals the writes
        // round its buckets: each holds one bucket's share, and the fields stay to be counted
        // where the key writes them.
        share /= buckets;
        continue;
      }
      counted.addAll(s.sourceFields());
      if (s instanceof SaltSegment salt && salt.grouped()) {
        // A write of one value picks one bucket of its group at random: the value's rows lie in
        // that many places, each with its share over the group.
        values /= salt.group();
      }
      share *= values;
      if (share == 0) {
        return 0;
      }
    }
    return share;
  }

  /**
   * The share of records holding a field's most popular value: 1/n when uniform over n values;
   * {@code 1 / sum(k^-s)} for zipf (YCSB's ZipfianGenerator); the hot set's share per hot value for
   * a hotspot; about 3/n for the other shapes; 0 for values written once (increasing fields).
   */
  static double headShare(FieldSpec spec) {
    if (spec.increasing() || !spec.boundedCardinality()) {
      return 0;
    }
    double n = Math.max(1, spec.cardinality());
    Distribution d = spec.distribution();
    return switch (d.kind()) {
      case UNIFORM -> 1 / n;
      case ZIPF, SCRAMBLED_ZIPF -> 1 / harmonic(n, d.first());
      case HOTSPOT -> Math.min(1, d.second() / Math.max(1, d.first() * n));
      default -> Math.min(1, 3 / n);
    };
  }

  /** {@code sum over k = 1..n of k^-s}: the first thousand terms exactly, the rest by the integral. */
  static double harmonic(double n, double s) {
    double sum = 0;
    int exact = (int) Math.min(n, 1000);
    for (int k = 1; k <= exact; k++) {
      sum += Math.pow(k, -s);
    }
    if (n > exact) {
      double a = exact + 0.5;
      double b = n + 0.5;
      sum += Math.abs(s - 1) < 1e-9 ? Math.log(b / a) : (Math.pow(b, 1 - s) - Math.pow(a, 1 - s)) / (1 - s);
    }
    return sum;
  }
}
