package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;

/**
 * The heaviest lump of writes a rowkey keeps together: the share of all writes that carry the
 * most popular value of the fields its first varying segment is made of (one user of a zipf
 * population, one series under a salt over metric and tags). Rows that share that value are
 * contiguous, so they land on one server, and which server is placement luck: two designs that
 * both keep such a lump together can measure peak shares that far apart by chance alone.
 */
final class WriteLumps {

  private WriteLumps() {}

  /** The share of writes of the key's heaviest contiguous value: 0 (every row apart) to 1 (one value). */
  static double of(TableSchema schema, java.util.List<Segment> rowkey) {
    for (Segment s : rowkey) {
      if (s instanceof LiteralSegment) {
        continue;
      }
      if (s instanceof FieldSegment f && DateUnits.cut(f)) {
        // A date prefix or a base hour: every write of the moment shares its value.
        return schema.field(f.field()).increasing() ? 1 : headShare(schema.field(f.field()));
      }
      double share = 1;
      for (String field : s.sourceFields()) {
        share *= headShare(schema.field(field));
      }
      if (s instanceof SaltSegment salt && salt.grouped()) {
        // A write of one value picks one bucket of its group at random: the value's rows lie in
        // that many places, each with its share over the group.
        share /= salt.group();
      }
      if (!s.sourceFields().isEmpty()) {
        return share;
      }
    }
    return 1;
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
