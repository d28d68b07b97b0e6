package dev.hbaseadvisor.workload;

import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.model.Charset;
import dev.hbaseadvisor.model.FieldRelations;
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
 *
 * <p>Relations between fields (issue 26 A.6) are drawn as stated: a field {@code determinedBy}
 * another draws its value index with its own distribution from a stream restarted at the other's
 * slot, so one application always has the same service type; a sequence {@code per} an entity
 * counts from {@code min} within each entity value (moved on by the entity's share of the records
 * skipped by {@link #skip}); a {@code shared} field keeps its value, and the {@code within} field its value, for
 * groups of consecutive records whose sizes are drawn evenly from the range.
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
  /** Fields in draw order: a determining field before the fields it determines. */
  private final int[] order;
  /** Per field: the slot of the field that determines it, or -1. */
  private final int[] determiner;
  /** Per field: the slot of the entity a per-entity sequence counts within, or -1. */
  private final int[] entity;
  /** Per per-entity sequence: the last count given, by entity slot. */
  private final Map<Long, Long>[] counters;
  /** Per per-entity sequence: each entity's share of the records (null: {@link #entityShare} for all). */
  private final double[][] entityWeights;
  private final double[] entityShare;
  /** Per shared field: the group's record count and size stream, its held slot and the within field's slot. */
  private final SplitMix64[] groupRandom;
  private final int[] within;
  private final long[] groupLeft;
  private final long[] held;
  private final boolean[] holding;
  private final boolean[] emit;
  private final boolean[] scratch;
  /** Whether any field relates to another: unrelated fields take the plain draw loop. */
  private final boolean related;

  /** A generator for the schema's fields at its workload's write rate. */
  public RecordGenerator(TableSchema schema, long seed) {
    this(schema, seed, null);
  }

  /**
   * A generator of only the named fields (null for all), with the values the full generator
   * gives them: each field draws from its own random source, so leaving out an unneeded large
   * field (a 4 MiB photo when only rowkeys are wanted) changes nothing else.
   */
  @SuppressWarnings("unchecked")
  public RecordGenerator(TableSchema schema, long seed, java.util.Collection<String> only) {
    this.writesPerSecond = schema.workload().effectiveWritesPerSecond();
    this.seed = seed;
    this.fields = List.copyOf(schema.fields().values());
    int n = fields.size();
    this.sources = new FieldSource[n];
    this.valueSeeds = fields.stream().mapToLong(this::valueSeed).toArray();
    this.determiner = new int[n];
    this.entity = new int[n];
    this.within = new int[n];
    this.counters = new Map[n];
    this.entityWeights = new double[n][];
    this.entityShare = new double[n];
    this.groupRandom = new SplitMix64[n];
    this.groupLeft = new long[n];
    this.held = new long[n];
    this.holding = new boolean[n];
    this.emit = new boolean[n];
    this.scratch = new boolean[n];
    for (int i = 0; i < n; i++) {
      FieldRelations r = fields.get(i).relations();
      determiner[i] = slotOf(r.determinedBy());
      entity[i] = slotOf(r.per());
      within[i] = r.shared() == null ? -1 : slotOf(r.shared().within());
      if (entity[i] >= 0) {
        counters[i] = new java.util.HashMap<>();
        FieldSpec of = fields.get(entity[i]);
        boolean weighed = of.boundedCardinality() && !of.increasing() && of.cardinality() <= IndexSampler.ALIAS_LIMIT;
        entityWeights[i] = weighed ? IndexWeights.of(of.distribution(), (int) of.cardinality()) : null;
        entityShare[i] = of.boundedCardinality() && !of.increasing() ? 1.0 / of.cardinality() : 0;
      }
      if (r.shared() != null) {
        groupRandom[i] = SplitMix64.forStream(seed, n + i);
      }
      emit[i] = only == null || only.contains(fields.get(i).name());
    }
    this.order = drawOrder();
    this.related = fields.stream().anyMatch(f -> !f.relations().none());
    boolean[] needed = emit.clone();
    closeOver(needed);
    for (int i = 0; i < n; i++) {
      if (!needed[i]) {
        continue;
      }
      FieldSpec spec = fields.get(i);
      SplitMix64 random = SplitMix64.forStream(seed, i);
      long values = spec.boundedCardinality() ? spec.cardinality() : Long.MAX_VALUE;
      sources[i] = new FieldSource(spec, new IndexSampler(spec.distribution(), values, random), random);
    }
  }

  /** The slots in an order that draws each determining field before the fields it determines. */
  private int[] drawOrder() {
    int n = fields.size();
    int[] drawn = new int[n];
    boolean[] placed = new boolean[n];
    int count = 0;
    while (count < n) {
      int before = count;
      for (int i = 0; i < n; i++) {
        if (!placed[i] && (determiner[i] < 0 || placed[determiner[i]])) {
          placed[i] = true;
          drawn[count++] = i;
        }
      }
      if (count == before) {
        // The loader refuses cycles; a schema built otherwise draws the rest independently.
        for (int i = 0; i < n; i++) {
          if (!placed[i]) {
            determiner[i] = -1;
            placed[i] = true;
            drawn[count++] = i;
          }
        }
      }
    }
    return drawn;
  }

  /** Sets {@code draw[from]} (no field when negative); whether it was not set. */
  private static boolean mark(boolean[] draw, int from) {
    if (from < 0 || draw[from]) {
      return false;
    }
    draw[from] = true;
    return true;
  }

  /** Adds to {@code draw} the fields that the drawn ones take their values from. */
  private void closeOver(boolean[] draw) {
    for (int pass = 0; pass < draw.length; pass++) {
      boolean changed = false;
      for (int i = 0; i < draw.length; i++) {
        if (draw[i]) {
          changed |= mark(draw, determiner[i]) | mark(draw, entity[i]) | mark(draw, within[i]);
        }
      }
      if (!changed) {
        return;
      }
    }
  }

  /** The fields in slot order (the schema's order). */
  public List<FieldSpec> fields() {
    return fields;
  }

  /** The slot of a field, or -1 when the schema has no such field. */
  public int slotOf(String name) {
    for (int i = 0; name != null && i < fields.size(); i++) {
      if (fields.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** The next record: field name to value. */
  public Map<String, Object> next() {
    long[] slots = new long[sources.length];
    boolean[] all = new boolean[sources.length];
    java.util.Arrays.fill(all, true);
    nextSlots(slots, all);
    Map<String, Object> record = new LinkedHashMap<>();
    for (int i = 0; i < sources.length; i++) {
      if (sources[i] != null && emit[i]) {
        record.put(sources[i].spec.name(), value(i, slots[i]));
      }
    }
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
   * allocating; only fields with {@code draw[i]} set are drawn (with the fields they take their
   * values from), the others keep their slot and their random stream (each field has its own, so
   * skipping one changes no other).
   */
  public void nextSlots(long[] slots, boolean[] draw) {
    if (!related) {
      for (int i = 0; i < sources.length; i++) {
        if (draw[i] && sources[i] != null) {
          slots[i] = draw(i, slots);
        }
      }
      sequence++;
      return;
    }
    System.arraycopy(draw, 0, scratch, 0, scratch.length);
    closeOver(scratch);
    for (int i = 0; i < sources.length; i++) {
      if (groupRandom[i] != null) {
        holding[i] = groupLeft[i] > 0;
        if (!holding[i]) {
          FieldRelations.Shared shared = fields.get(i).relations().shared();
          groupLeft[i] = shared.minRecords() + groupRandom[i].nextInt(shared.maxRecords() - shared.minRecords() + 1);
        }
        groupLeft[i]--;
        if (within[i] >= 0) {
          holding[within[i]] = holding[i];
        }
      }
    }
    for (int i : order) {
      if (scratch[i] && sources[i] != null) {
        if (!holding[i]) {
          held[i] = draw(i, slots);
        }
        slots[i] = held[i];
      }
    }
    for (int i = 0; i < holding.length; i++) {
      holding[i] = false;
    }
    sequence++;
  }

  /** The number of records generated so far. */
  public long generated() {
    return sequence;
  }

  /**
   * The slot of one field for the current record: the value of increasing fields (a count within
   * the entity for a per-entity sequence), else an index (drawn from the determining field's slot
   * for a determined field).
   */
  private long draw(int i, long[] slots) {
    FieldSource source = sources[i];
    FieldSpec spec = source.spec;
    if (entity[i] >= 0) {
      return spec.min() + entityCount(i, slots[entity[i]]);
    }
    if (spec.increasing()) {
      return increasingValue(spec, sequence, source.random.nextDouble());
    }
    if (determiner[i] >= 0) {
      return determinedSlot(i, slots[determiner[i]]);
    }
    return spec.boundedCardinality() ? source.sampler.next(sequence) : source.random.nextLong() & Long.MAX_VALUE;
  }

  /**
   * The value index a determined field takes where its determining field has slot
   * {@code determinerSlot}: drawn with the field's own distribution from its stream restarted at
   * that slot, so records and salt estimates agree. The field must be one this generator draws.
   */
  public long determinedSlot(int field, long determinerSlot) {
    FieldSource source = sources[field];
    source.random.reseed(valueSeeds[field] ^ determinerSlot);
    return source.spec.boundedCardinality() ? source.sampler.next(0) : source.random.nextLong() & Long.MAX_VALUE;
  }

  /**
   * The count of a per-entity sequence for the current record of an entity: one more than the
   * entity's last, and at least the entity's expected share of the records written so far, so
   * that records skipped in write order (a sampled simulation writes one record for many) move
   * each entity's counter on as they would have.
   */
  private long entityCount(int i, long entitySlot) {
    double[] weights = entityWeights[i];
    double share = weights != null && entitySlot >= 0 && entitySlot < weights.length
        ? weights[(int) entitySlot] : entityShare[i];
    long expected = (long) Math.floor(sequence * share);
    Long last = counters[i].get(entitySlot);
    long count = Math.max(last == null ? 0 : last + 1, expected);
    counters[i].put(entitySlot, count);
    return count;
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
