package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.model.Charset;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.TableSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;

/**
 * Generates records from a schema's {@code fields:}, reproducibly from a seed: each field draws
 * a value index with its distribution and turns the index into a value, so the same index is
 * always the same value (a popular host is the same host every time).
 *
 * <p>Fields with {@code order: increasing} follow write order: a sequence counts up from
 * {@code min}; the n-th record's timestamp falls at a random point of its slot
 * {@code [n, n+1) * 1000 / writesPerSecond} milliseconds after {@code min}, so timestamps never
 * decrease but their low digits are not artificially regular.
 *
 * <p>A record has two forms. {@link #next()} gives a map of field name to value. The
 * simulator's hot loop uses {@link #nextSlots(long[], boolean[])} instead, which allocates
 * nothing: one long per field, the value itself for increasing fields and the value index for
 * the others ({@link #value(int, long)} turns a slot into the value). Both forms make the same
 * random draws, so {@code next()} equals the values of {@code nextSlots} for the same seed.
 */
public final class RecordGenerator {

  private static final String[] TLDS = {"com", "org", "net", "io", "de", "cn"};
  private static final String[] HOSTS = {"www", "mail", "api", "blog", "shop", "news"};

  private final FieldSource[] sources;
  private final List<FieldSpec> fields;
  private final long[] valueSeeds;
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
    this.fields = List.copyOf(schema.fields().values());
    this.sources = new FieldSource[fields.size()];
    this.valueSeeds = fields.stream().mapToLong(this::valueSeed).toArray();
    int i = 0;
    for (FieldSpec spec : fields) {
      if (only != null && !only.contains(spec.name())) {
        i++;
        continue;
      }
      SplitMix64 random = SplitMix64.forStream(seed, i);
      long n = spec.boundedCardinality() ? spec.cardinality() : Long.MAX_VALUE;
      sources[i++] = new FieldSource(spec, new IndexSampler(spec.distribution(), n, random), random);
    }
  }

  /** The fields in slot order (the schema's order). */
  public List<FieldSpec> fields() {
    return fields;
  }

  /** The slot of a field, or -1 when the schema has no such field. */
  public int slotOf(String name) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** The next record: field name to value. */
  public Map<String, Object> next() {
    Map<String, Object> record = new LinkedHashMap<>();
    for (int i = 0; i < sources.length; i++) {
      if (sources[i] != null) {
        record.put(sources[i].spec.name(), value(i, draw(sources[i])));
      }
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

  /**
   * Draws the next record into {@code slots} (one per field, in {@link #fields()} order) without
   * allocating; only fields with {@code draw[i]} set are drawn, the others keep their slot and
   * their random stream (each field has its own, so skipping one changes no other).
   */
  public void nextSlots(long[] slots, boolean[] draw) {
    for (int i = 0; i < sources.length; i++) {
      if (draw[i] && sources[i] != null) {
        slots[i] = draw(sources[i]);
      }
    }
    sequence++;
  }

  /** The number of records generated so far. */
  public long generated() {
    return sequence;
  }

  /** The slot of one field for the current record: the value of increasing fields, else an index. */
  private long draw(FieldSource source) {
    FieldSpec spec = source.spec;
    if (spec.increasing()) {
      return increasingValue(spec, sequence, source.random.nextDouble());
    }
    return spec.boundedCardinality() ? source.sampler.next(sequence) : source.random.nextLong() & Long.MAX_VALUE;
  }

  /**
   * The value of an increasing field for the record written {@code sequence}-th: a counter from
   * {@code min}, or for timestamps the point {@code fraction} of the way through the record's
   * slot of {@code 1000 / writesPerSecond} milliseconds.
   */
  public long increasingValue(FieldSpec spec, long sequence, double fraction) {
    return switch (spec.type()) {
      case TIMESTAMP -> spec.min() + (long) Math.floor((sequence + fraction) * 1000.0 / writesPerSecond);
      default -> spec.min() + sequence;
    };
  }

  /** The value a slot stands for: the number itself for increasing fields, else {@link #valueOf}. */
  public Object value(int field, long slot) {
    FieldSpec spec = fields.get(field);
    return spec.increasing() ? (Object) slot : valueOf(spec, slot);
  }

  /**
   * The number a slot of a {@code long}, {@code int} or {@code timestamp} field stands for,
   * without boxing: what {@link #value(int, long)} returns as a {@code Long}.
   */
  public long numericValue(int field, long slot) {
    FieldSpec spec = fields.get(field);
    return spec.increasing() ? slot : numericValueOf(spec, slot);
  }

  private static long numericValueOf(FieldSpec spec, long index) {
    return switch (spec.type()) {
      case TIMESTAMP -> {
        // A range wider than 2^63 ms (from Long.MIN_VALUE) overflows the span, as for longs below.
        long span = spec.max() - spec.min();
        yield span < 0 ? spec.min() + index * 1000L : spec.min() + Math.floorMod(index * 1000L, Math.max(1, span));
      }
      case LONG, INT -> {
        // A range of more than 2^63 values (a long from 0 to Long.MAX_VALUE, the default)
        // overflows the span; every index then fits in it as it is.
        long span = spec.max() - spec.min() + 1;
        yield span <= 0 ? spec.min() + index : spec.min() + Math.floorMod(index, span);
      }
      default -> throw new IllegalArgumentException("field '" + spec.name() + "' is not numeric");
    };
  }

  /**
   * Appends the bytes {@code ValueBytes.of} gives for a slot's value, without allocating, for
   * numbers and for {@code string} fields of one-byte characters; returns false, writing nothing,
   * for any other field ({@link #writesValueBytes}).
   */
  public boolean writeValueBytes(int field, long slot, KeyBuffer out) {
    FieldSpec spec = fields.get(field);
    if (!writesValueBytes(spec)) {
      return false;
    }
    switch (spec.type()) {
      case LONG, TIMESTAMP -> out.writeLong(numericValue(field, slot));
      case INT -> out.writeInt((int) numericValue(field, slot));
      default -> {
        SplitMix64 r = new SplitMix64(valueSeeds[field] + slot);
        writeText(r, spec.charset().characters(), length(r, spec), out);
      }
    }
    return true;
  }

  /** Whether {@link #writeValueBytes} writes the field's values. */
  public boolean writesValueBytes(FieldSpec spec) {
    return spec.type().isNumeric() || (spec.type() == FieldType.STRING && spec.charset() != Charset.BINARY);
  }

  private SplitMix64 valueRandom(FieldSpec spec, long index) {
    return new SplitMix64(valueSeed(spec) + index);
  }

  /** The seed of a field's values, to which the value index is added. */
  private long valueSeed(FieldSpec spec) {
    return seed * 0x9E3779B97F4A7C15L + spec.name().hashCode() * 31L;
  }

  /** The value of a field at a value index: the same index always gives the same value. */
  public Object valueOf(FieldSpec spec, long index) {
    SplitMix64 r = valueRandom(spec, index);
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
      case TIMESTAMP, LONG, INT -> numericValueOf(spec, index);
    };
  }

  private static int length(SplitMix64 r, FieldSpec spec) {
    return spec.minLength() + r.nextInt(spec.maxLength() - spec.minLength() + 1);
  }

  private static String text(SplitMix64 r, String alphabet, int length) {
    KeyBuffer chars = new KeyBuffer();
    writeText(r, alphabet, length, chars);
    // Every character of a charset is one byte, 0x00 to 0xFF: Latin-1 maps them back.
    return new String(chars.array(), 0, chars.length(), StandardCharsets.ISO_8859_1);
  }

  private static void writeText(SplitMix64 r, String alphabet, int length, KeyBuffer out) {
    for (int i = 0; i < length; i++) {
      out.write(alphabet.charAt(r.nextInt(alphabet.length())));
    }
  }

  /** Six host names per site, so sibling pages share a site as web tables do. */
  private String domain(FieldSpec spec, long index) {
    long site = index / HOSTS.length;
    SplitMix64 r = new SplitMix64(seed * 0x9E3779B97F4A7C15L + spec.name().hashCode() + site);
    String tld = TLDS[r.nextInt(TLDS.length)];
    int room = Math.max(3, spec.maxLength() - tld.length() - 2 - HOSTS[(int) (index % HOSTS.length)].length());
    int length = Math.max(3, Math.min(room, 4 + r.nextInt(9)));
    String name = text(r, "abcdefghijklmnopqrstuvwxyz", length);
    return HOSTS[(int) (index % HOSTS.length)] + "." + name + "." + tld;
  }

  private record FieldSource(FieldSpec spec, IndexSampler sampler, SplitMix64 random) {}
}
