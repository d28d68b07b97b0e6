package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;

/**
 * Generates records from a schema's {@code fields:}, reproducibly from a seed: each field draws
 * a value index with its distribution and turns the index into a value, so the same index is
 * always the same value (a popular host is the same host every time).
 *
 * <p>Fields with {@code order: increasing} follow write order: a sequence counts up from
 * {@code min}; the n-th record's timestamp falls at a random point of its slot
 * {@code [n, n+1) * 1000 / writesPerSecond} milliseconds after {@code min}, so timestamps never
 * decrease but their low digits are not artificially regular.
 */
public final class RecordGenerator {

  private static final String[] TLDS = {"com", "org", "net", "io", "de", "cn"};
  private static final String[] HOSTS = {"www", "mail", "api", "blog", "shop", "news"};

  private final List<FieldSource> sources = new ArrayList<>();
  private final double writesPerSecond;
  private final long seed;
  private long sequence;

  /** A generator for the schema's fields at its workload's write rate. */
  public RecordGenerator(TableSchema schema, long seed) {
    this(schema, seed, null);
  }

  /**
   * A generator of only the named fields (null for all), with the values the full generator
   * gives them: each field draws from its own random source, so leaving out an unneeded large
   * field (a 4 MiB photo when only rowkeys are wanted) changes nothing else.
   */
  public RecordGenerator(TableSchema schema, long seed, java.util.Collection<String> only) {
    this.writesPerSecond = schema.workload().effectiveWritesPerSecond();
    this.seed = seed;
    int i = 0;
    for (FieldSpec spec : schema.fields().values()) {
      RandomGenerator random = new Well19937c(new int[] {(int) seed, (int) (seed >>> 32), i++});
      if (only != null && !only.contains(spec.name())) {
        continue;
      }
      long n = spec.boundedCardinality() ? spec.cardinality() : Long.MAX_VALUE;
      sources.add(new FieldSource(spec, new IndexSampler(spec.distribution(), n, random), random));
    }
  }

  /** The next record: field name to value. */
  public Map<String, Object> next() {
    Map<String, Object> record = new LinkedHashMap<>();
    for (FieldSource source : sources) {
      record.put(source.spec.name(), value(source));
    }
    sequence++;
    return record;
  }

  /**
   * Moves {@code records} records ahead in write order without generating them, so that a sample
   * can be spread over a whole workload: increasing fields advance as if they had been written.
   */
  public void skip(long records) {
    sequence += records;
  }

  /** The number of records generated so far. */
  public long generated() {
    return sequence;
  }

  private Object value(FieldSource source) {
    FieldSpec spec = source.spec;
    if (spec.increasing()) {
      return switch (spec.type()) {
        case TIMESTAMP -> spec.min() + (long) Math.floor((sequence + source.random.nextDouble()) * 1000.0 / writesPerSecond);
        default -> spec.min() + sequence;
      };
    }
    long index = spec.boundedCardinality() ? source.sampler.next(sequence) : source.random.nextLong() & Long.MAX_VALUE;
    return valueOf(spec, index);
  }

  /** The value of a field at a value index: the same index always gives the same value. */
  public Object valueOf(FieldSpec spec, long index) {
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + spec.name().hashCode() * 31L + index);
    return switch (spec.type()) {
      case ENUM -> spec.values().get((int) Math.floorMod(index, (long) spec.values().size()));
      case STRING -> text(r, spec.charset().characters(), length(r, spec));
      case DOMAIN -> domain(spec, index);
      case UUID -> new UUID((r.nextLong() & ~0xF000L) | 0x4000L,
          (r.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L).toString();
      case BYTES -> {
        byte[] bytes = new byte[length(r, spec)];
        r.nextBytes(bytes);
        yield bytes;
      }
      case TIMESTAMP -> spec.min() + Math.floorMod(index * 1000L, Math.max(1, spec.max() - spec.min()));
      case LONG, INT -> spec.min() + Math.floorMod(index, Math.max(1, spec.max() - spec.min() + 1));
    };
  }

  private static int length(SplittableRandom r, FieldSpec spec) {
    return spec.minLength() + r.nextInt(spec.maxLength() - spec.minLength() + 1);
  }

  private static String text(SplittableRandom r, String alphabet, int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return sb.toString();
  }

  /** Six host names per site, so sibling pages share a site as web tables do. */
  private String domain(FieldSpec spec, long index) {
    long site = index / HOSTS.length;
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + spec.name().hashCode() + site);
    String tld = TLDS[r.nextInt(TLDS.length)];
    int room = Math.max(3, spec.maxLength() - tld.length() - 2 - HOSTS[(int) (index % HOSTS.length)].length());
    int length = Math.max(3, Math.min(room, 4 + r.nextInt(9)));
    String name = text(r, "abcdefghijklmnopqrstuvwxyz", length);
    return HOSTS[(int) (index % HOSTS.length)] + "." + name + "." + tld;
  }

  private record FieldSource(FieldSpec spec, IndexSampler sampler, RandomGenerator random) {}
}
