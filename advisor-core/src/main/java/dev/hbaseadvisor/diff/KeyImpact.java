package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * How many stored rows a rowkey change re-keys: records generated from the old schema (its
 * workload seed) are encoded with both rowkeys and the keys compared byte for byte.
 *
 * @param sampled the records encoded
 * @param changed those whose key bytes differ
 */
record KeyImpact(int sampled, int changed) {

  /** Records compared: enough for a percentage to one decimal, a few milliseconds of work. */
  static final int SAMPLES = 10_000;

  /**
   * The impact, or null when it cannot be measured: a random salt (no key is reproducible), a
   * new key needing a field the old records lack, or values the new encoding refuses.
   */
  static KeyImpact measure(TableSchema old, TableSchema neu, Map<String, String> renames) {
    if (randomSalt(old.rowkey()) || randomSalt(neu.rowkey())) {
      return null;
    }
    Set<String> available = new HashSet<>();
    old.fields().keySet().forEach(f -> available.add(renames.getOrDefault(f, f)));
    for (Segment segment : neu.rowkey()) {
      if (!available.containsAll(segment.sourceFields())) {
        return null;
      }
    }
    RowKeyCodec before = RowKeyCodec.compile(old);
    RowKeyCodec after = RowKeyCodec.compile(neu);
    RecordGenerator generator = new RecordGenerator(keyFieldsOnly(old), old.workload().seed());
    SplittableRandom unused = new SplittableRandom(0);
    int changed = 0;
    try {
      for (int i = 0; i < SAMPLES; i++) {
        Map<String, Object> record = generator.next();
        Map<String, Object> renamed = new LinkedHashMap<>();
        record.forEach((k, v) -> renamed.put(renames.getOrDefault(k, k), v));
        if (!Arrays.equals(before.encode(record, unused), after.encode(renamed, unused))) {
          changed++;
        }
      }
    } catch (RuntimeException e) {
      return null;
    }
    return new KeyImpact(SAMPLES, changed);
  }

  /** The schema with only the fields its rowkey reads, so large values (page bodies) are not generated. */
  private static TableSchema keyFieldsOnly(TableSchema s) {
    Set<String> used = new HashSet<>();
    s.rowkey().forEach(segment -> used.addAll(segment.sourceFields()));
    Map<String, FieldSpec> fields = new LinkedHashMap<>();
    s.fields().forEach((name, spec) -> {
      if (used.contains(name)) {
        fields.put(name, spec);
      }
    });
    return s.withFields(fields);
  }

  private static boolean randomSalt(List<Segment> rowkey) {
    return rowkey.stream().anyMatch(s -> s instanceof SaltSegment salt && salt.drawsAtRandom());
  }

  /** The fraction of sampled rows re-keyed. */
  double fraction() {
    return (double) changed / sampled;
  }

  /** For messages: {@code the key of 5,012 of 10,000 sampled rows (50.1%) changes}. */
  String sentence() {
    return String.format(Locale.ROOT, "the key of %,d of %,d sampled rows (%.1f%%) changes", changed, sampled,
        100.0 * fraction());
  }
}
