package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.BitsSegment;
import dev.hbaseadvisor.model.BucketSegment;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.LiteralSegment;
import dev.hbaseadvisor.model.NumberEncoding;
import dev.hbaseadvisor.model.SaltHash;
import dev.hbaseadvisor.model.SaltSegment;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.workload.IndexWeights;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The building blocks {@code recommend} assembles rowkeys from: each key field in a few encodings
 * (as written, terminated or fixed-width text, an MD5 prefix, a reverse timestamp, a reversed
 * domain), a date prefix of each ranged timestamp at the granularity of its span, salts and
 * buckets of a few sizes to lead the key, and a Z-order block of the fields a read bounds by a box.
 */
final class CandidateSpace {

  /** Salt and bucket sizes tried: a few powers of two up to a quarter of Phoenix's 256 maximum. */
  static final int[] SIZES = {4, 16, 64};
  /** The most fields a key is built from; more are cut, pattern fields of the lowest rates first. */
  static final int MAX_FIELDS = 8;
  /** Text fields longer than this are only offered hashed; longer bytes fields not at all. */
  static final int MAX_TEXT = 64;
  /**
   * MD5 bytes kept when a field is offered hashed: 8 bytes keep collisions unlikely below about
   * 2^32 distinct values; offered only for values twice as long on average.
   */
  static final int HASH_BYTES = 8;

  /**
   * The most fields a Z-order block interleaves: three, as GeoMesa's Z3 (x, y, time), at 21 bits
   * each in one long; more would leave each field too few bits to narrow a box.
   */
  static final int MAX_INTERLEAVED = 3;

  /**
   * What a block is: a lead (salt, bucket), a date prefix, a field in one encoding, or a Z-order
   * block interleaving several fields.
   */
  enum Kind { LEAD, DATE, FIELD, ZORDER }

  /**
   * One block: its segment, and the segment to use when it ends the key (no terminator needed).
   *
   * @param kind lead, date prefix or field
   * @param field the field it writes whole (identity), or null for leads and date prefixes
   * @param segment the segment
   * @param last the segment when it ends the key
   */
  record Choice(Kind kind, String field, Segment segment, Segment last) {}

  /**
   * A literal of the current key that marks a record type rather than ending a value: it
   * follows a fixed-width value (or nothing), so no value needs it as a separator, and rows of
   * other types in the same table differ from these in it (the reference guide's customer/order
   * design: {@code [customer]['1']} and {@code [customer]['2'][order]}). Candidates keep it
   * after the same field.
   *
   * @param after the field it follows, or null when it follows only salts, buckets or nothing
   * @param literal the literal
   */
  record Marker(String after, LiteralSegment literal) {}

  private final TableSchema schema;
  private final List<String> identity = new ArrayList<>();
  private final List<String> fields = new ArrayList<>();
  private final Map<String, List<Choice>> variants = new LinkedHashMap<>();
  private final List<Choice> leads = new ArrayList<>();
  private final List<Choice> dates = new ArrayList<>();
  private final List<Choice> zOrders = new ArrayList<>();
  private final List<String> completionOrder;
  private final List<Marker> markers = new ArrayList<>();

  CandidateSpace(TableSchema schema) {
    this.schema = schema;
    for (Segment s : schema.rowkey()) {
      if (s instanceof FieldSegment || s instanceof HashSegment || s instanceof BitsSegment) {
        s.sourceFields().stream().filter(f -> !identity.contains(f)).forEach(identity::add);
      }
    }
    fields.addAll(identity);
    patternFields().stream().filter(f -> !fields.contains(f) && keyable(schema.field(f))).forEach(fields::add);
    while (fields.size() > MAX_FIELDS && fields.size() > identity.size()) {
      fields.remove(fields.size() - 1);
    }
    for (String f : fields) {
      variants.put(f, fieldChoices(f));
    }
    buildLeadsAndDates();
    buildZOrders();
    completionOrder = completionOrder(schema, identity);
    findMarkers();
  }

  private void findMarkers() {
    String anchor = null;
    boolean afterFixed = true;
    for (Segment s : schema.rowkey()) {
      if (s instanceof LiteralSegment literal) {
        if (afterFixed) {
          markers.add(new Marker(anchor, literal));
        }
        continue;
      }
      boolean fixed = RowKeyCodec.compile(schema.withRowkey(List.of(s))).segments().get(0).shape()
          .fixedWidth();
      if (s instanceof FieldSegment f && f.format() == null) {
        anchor = f.field();
        afterFixed = fixed;
      } else if (s instanceof SaltSegment || s instanceof BucketSegment) {
        afterFixed = afterFixed && fixed;
      } else {
        afterFixed = false;
      }
    }
  }

  /** The record-type literals of the current key that every candidate keeps. */
  List<Marker> markers() {
    return markers;
  }

  /** Fields the patterns bind or range, the most read first. */
  private List<String> patternFields() {
    Map<String, Double> weight = new LinkedHashMap<>();
    for (AccessPattern p : schema.access()) {
      for (String f : p.fixed()) {
        weight.merge(f, p.ratePerSecond(), Double::sum);
      }
      // A field read as a range, listed or scanned by a prefix serves its read when it leads.
      for (String f : java.util.Arrays.asList(p.range(), p.lists(), p.startsWith())) {
        if (f != null) {
          weight.merge(f, p.ratePerSecond(), Double::sum);
        }
      }
    }
    return weight.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
        .map(Map.Entry::getKey).toList();
  }

  private static boolean keyable(FieldSpec f) {
    return f.type() != FieldType.BYTES || f.maxLength() <= MAX_TEXT;
  }

  /** The fields every candidate must write whole, so that rows stay apart as in the current key. */
  List<String> identity() {
    return identity;
  }

  List<String> fields() {
    return fields;
  }

  List<Choice> variants(String field) {
    return variants.get(field);
  }

  List<Choice> leads() {
    return leads;
  }

  List<Choice> dates() {
    return dates;
  }

  /** The Z-order blocks a key may hold one of ({@link #buildZOrders}). */
  List<Choice> zOrders() {
    return zOrders;
  }

  /**
   * A Z-order block for each read that bounds a {@code box} over two or three number fields with a
   * {@code min} and {@code max}, unless one segment of the current key already interleaves them:
   * one 8-byte long with {@code 63 / n} bits a field (GeoMesa's {@code Z2SFC}, 31 bits each, and
   * {@code Z3SFC}, 21 bits each), which the planner reads a box over as its z-ranges. The block
   * does not write its fields whole (a field's range is normalised onto its bits), so the fields
   * that keep rows apart still follow it.
   */
  private void buildZOrders() {
    Set<List<String>> boxes = new LinkedHashSet<>();
    for (AccessPattern p : schema.access()) {
      List<String> box = p.box().keySet().stream().filter(f -> interleavable(schema.field(f))).toList();
      if (box.size() >= 2 && box.size() <= MAX_INTERLEAVED && !interleaved(box)) {
        boxes.add(box);
      }
    }
    for (List<String> box : boxes) {
      List<BitsSegment.Dimension> dims = box.stream().map(f -> new BitsSegment.Dimension(f, schema.field(f).min(),
          schema.field(f).max(), 0, 1)).toList();
      BitsSegment z = new BitsSegment(BitsSegment.MAX_WIDTH,
          List.of(new BitsSegment.Interleave(dims, (8 * BitsSegment.MAX_WIDTH - 1) / box.size())));
      zOrders.add(new Choice(Kind.ZORDER, null, z, z));
    }
  }

  /** A number field with a finite {@code min} and {@code max}, which a Z-order block normalises (BitsReader). */
  private static boolean interleavable(FieldSpec f) {
    boolean unbounded = f.type() == FieldType.LONG && f.max() == Long.MAX_VALUE
        || f.type() == FieldType.INT && f.max() == Integer.MAX_VALUE;
    return (f.type() == FieldType.LONG || f.type() == FieldType.INT) && !unbounded && f.max() > f.min();
  }

  /** Whether one segment of the current key interleaves all of {@code fields}. */
  private boolean interleaved(List<String> fields) {
    return schema.rowkey().stream().anyMatch(s -> s instanceof BitsSegment b && b.interleave() != null
        && b.interleave().fields().containsAll(fields));
  }

  /** Identity fields in the order the completion appends them: the most bound first, then key order. */
  List<String> completionOrder() {
    return completionOrder;
  }

  private static List<String> completionOrder(TableSchema schema, List<String> identity) {
    Map<String, Double> weight = new LinkedHashMap<>();
    for (String f : identity) {
      weight.put(f, 0.0);
    }
    for (AccessPattern p : schema.access()) {
      for (String f : p.fixed()) {
        weight.computeIfPresent(f, (k, v) -> v + p.ratePerSecond());
      }
    }
    return identity.stream().sorted(Comparator.comparingDouble(f -> -weight.get(f))).toList();
  }

  private List<Choice> fieldChoices(String name) {
    FieldSpec spec = schema.field(name);
    List<Segment> out = new ArrayList<>();
    List<Segment> written = schema.rowkey().stream()
        .filter(s -> s.sourceFields().equals(List.of(name)) && !(s instanceof SaltSegment || s instanceof BucketSegment))
        .toList();
    if (written.size() == 1) {
      out.add(terminated(written.get(0)));
    }
    boolean ranged = schema.access().stream().anyMatch(p -> name.equals(p.range()));
    boolean newest = schema.access().stream().anyMatch(AccessPattern::newestFirst);
    // A field a read takes back from the key (a URL rebuilt from it, a list of its values) is
    // never offered hashed, and is offered whole however long it is.
    boolean decoded = schema.access().stream().anyMatch(p -> p.keptReadable().contains(name));
    if (spec.type().isText() || spec.type() == FieldType.BYTES) {
      boolean variable = spec.minLength() != spec.maxLength();
      if ((spec.maxLength() <= MAX_TEXT || decoded) && (spec.type().isText() || !variable)) {
        out.add(plain(spec, variable));
        if (variable && spec.maxLength() <= 32 && written.stream().noneMatch(s -> fixedWidth(s))) {
          out.add(field(name, encoding(spec), spec.maxLength(), FieldSegment.Reverse.NONE, false, new byte[0]));
        }
        if (spec.type() == FieldType.DOMAIN && ranged) {
          out.add(field(name, FieldEncoding.STRING, 0, FieldSegment.Reverse.DOMAIN, false, new byte[] {0}));
        }
        if (spec.type() == FieldType.UUID) {
          out.add(field(name, FieldEncoding.BINARY, 0, FieldSegment.Reverse.NONE, false, new byte[0]));
        }
      }
      if (!ranged && !decoded && spec.type() != FieldType.UUID
          && (spec.minLength() + spec.maxLength()) / 2.0 > 2 * HASH_BYTES) {
        out.add(new HashSegment(List.of(name), HashAlgorithm.MD5, HASH_BYTES, HashEncoding.BINARY));
      }
    } else {
      out.add(plain(spec, false));
      if (newest && (spec.type() == FieldType.TIMESTAMP || spec.increasing() && ranged)) {
        out.add(field(name, encoding(spec), 0, FieldSegment.Reverse.NONE, true, new byte[0]));
      }
    }
    Map<String, Segment> distinct = new LinkedHashMap<>();
    for (Segment s : out) {
      distinct.putIfAbsent(Candidate.signature(List.of(s)), s);
    }
    List<Choice> choices = new ArrayList<>();
    for (Segment s : distinct.values()) {
      choices.add(new Choice(Kind.FIELD, name, s, withoutTerminator(s)));
    }
    return choices;
  }

  private static boolean fixedWidth(Segment s) {
    return s instanceof FieldSegment f && f.width() > 0;
  }

  private void buildLeadsAndDates() {
    Set<String> boundSomewhere = new LinkedHashSet<>();
    Set<String> rangedTimes = new LinkedHashSet<>();
    for (AccessPattern p : schema.access()) {
      p.fixed().stream().filter(fields::contains).forEach(boundSomewhere::add);
      if (p.range() != null && schema.field(p.range()).type() == FieldType.TIMESTAMP && p.spanSeconds() > 0) {
        rangedTimes.add(p.range());
      }
    }
    List<List<String>> saltSets = new ArrayList<>();
    boundSomewhere.forEach(f -> saltSets.add(List.of(f)));
    List<String> steady = identity.stream().filter(f -> !schema.field(f).increasing()).toList();
    if (steady.size() > 1) {
      saltSets.add(steady);
    }
    if (identity.size() > 1 && !identity.equals(steady)) {
      saltSets.add(List.copyOf(identity));
    }
    for (List<String> from : saltSets) {
      long distinct = distinctValues(from);
      for (int size : SIZES) {
        if (size <= distinct) {
          SaltSegment salt = new SaltSegment(size, from, false, NumberEncoding.BYTE);
          leads.add(new Choice(Kind.LEAD, null, salt, salt));
        }
      }
    }
    // A field whose one hot value overloads a server: a salt from it alone keeps that value in one
    // bucket, a group salt splits it over its group, and reads that bind it take that many scans.
    // From the smallest group that relieves the server up to one bucket per server (the buckets
    // are consecutive regions, which the balancer stripes over the servers): a larger group costs
    // its reads more scans and spreads the other popular values too; the replay weighs the two.
    int servers = Math.max(1, schema.cluster().regionServers());
    for (String f : boundSomewhere) {
      long distinct = distinctValues(List.of(f));
      int least = hotValueGroup(schema, f);
      for (int group = least; group > 1 && group / 2 < servers; group *= 2) {
        for (int size : SIZES) {
          if (size > group && size <= distinct) {
            SaltSegment salt = new SaltSegment(size, List.of(f), false, NumberEncoding.BYTE, false, SaltHash.PHOENIX,
                0, -1, group);
            leads.add(new Choice(Kind.LEAD, null, salt, salt));
          }
        }
      }
    }
    for (String f : rangedTimes) {
      if (schema.field(f).increasing()) {
        for (int size : SIZES) {
          BucketSegment bucket = new BucketSegment(f, size, NumberEncoding.BYTE);
          leads.add(new Choice(Kind.LEAD, null, bucket, bucket));
        }
      }
      Set<String> patterns = new LinkedHashSet<>();
      for (AccessPattern p : schema.access()) {
        if (f.equals(p.range()) && p.spanSeconds() > 0) {
          patterns.add(DateUnits.prefixPattern(p.spanSeconds()));
        }
      }
      for (String pattern : patterns) {
        FieldSegment date = new FieldSegment(f, FieldEncoding.STRING, 0, (byte) 0, FieldSegment.Reverse.NONE, false,
            pattern, new byte[0]);
        dates.add(new Choice(Kind.DATE, null, date, date));
      }
    }
  }

  /**
   * The buckets a group salt over {@code field} needs so that its most popular value no longer
   * overloads a region server, or 1 when no value does. A value overloads one when the field is
   * skewed (its top value more popular than the others), that value's share of the writes is above
   * one server's even share ({@code salt-without-benefit}'s test of a hot lead), and its writes
   * come at {@link Score#HIGH_WRITES} a second or more, where the score counts a hot spot at half
   * its penalty (presplit-missing's {@code minWritesPerSecond}). The group is the smallest power
   * of two that brings the value's share per bucket to at most one server's and its writes per
   * bucket under that rate: a write picks one bucket of the key's group at random, so the value's
   * writes split evenly over it (Pinpoint's {@code RangeDoubleHash}).
   */
  static int hotValueGroup(TableSchema schema, String field) {
    FieldSpec spec = schema.field(field);
    if (spec.increasing() || !spec.boundedCardinality() || spec.cardinality() < 2) {
      return 1;
    }
    double hottest = IndexWeights.largest(spec.distribution(), spec.cardinality());
    double servers = Math.max(1, schema.cluster().regionServers());
    double writes = hottest * schema.workload().effectiveWritesPerSecond();
    boolean skewed = hottest > 1.0 / spec.cardinality() * (1 + 1e-9);
    if (!skewed || hottest <= 1 / servers || writes < Score.HIGH_WRITES) {
      return 1;
    }
    int group = 2;
    while (group < 1 << 16 && (hottest / group > 1 / servers || writes / group >= Score.HIGH_WRITES)) {
      group *= 2;
    }
    return group;
  }

  /**
   * How many distinct values the fields take together (saturating): a salt over them can write
   * at most that many of its buckets (Phoenix and OpenTSDB hash the values, so fewer values
   * than buckets leave buckets empty).
   */
  private long distinctValues(List<String> from) {
    long product = 1;
    for (String f : from) {
      FieldSpec spec = schema.field(f);
      long card = spec.boundedCardinality() ? Math.max(1, spec.cardinality()) : Long.MAX_VALUE;
      product = Math.multiplyHigh(product, card) != 0 || product * card < 0 ? Long.MAX_VALUE : product * card;
    }
    return product;
  }

  /**
   * A field written with its type's default encoding, a {@code \x00} terminator after variable
   * text so that one value never prefixes another (Phoenix's {@code SEPARATOR_BYTE}).
   */
  static FieldSegment plain(FieldSpec spec, boolean terminated) {
    return field(spec.name(), encoding(spec), 0, FieldSegment.Reverse.NONE, false,
        terminated ? new byte[] {0} : new byte[0]);
  }

  private static FieldSegment field(String name, FieldEncoding encoding, int width, FieldSegment.Reverse reverse,
      boolean descending, byte[] terminator) {
    return new FieldSegment(name, encoding, width, (byte) 0, reverse, descending, null, terminator);
  }

  private static FieldEncoding encoding(FieldSpec spec) {
    return SchemaLoader.defaultEncoding(spec.type(), false);
  }

  /**
   * A segment of the current key made safe anywhere in a candidate: a variable-width value there
   * may have relied on a literal separator after it, which candidates do not keep, so it gets a
   * {@code \x00} terminator (dropped again when it ends the key).
   */
  Segment terminated(Segment s) {
    boolean variable = !RowKeyCodec.compile(schema.withRowkey(List.of(s))).segments().get(0).shape()
        .fixedWidth();
    if (s instanceof FieldSegment f && variable && f.terminator().length == 0) {
      return f.withTerminator(new byte[] {0});
    }
    return s;
  }

  private static Segment withoutTerminator(Segment s) {
    if (s instanceof FieldSegment f && f.terminator().length > 0) {
      return f.withTerminator(new byte[0]);
    }
    return s;
  }
}
