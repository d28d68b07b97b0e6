package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldRelations;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.RowkeyYaml;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Flags keys that cannot tell the table's records apart, so that puts overwrite each other (a
 * row key names one row; the seed's "rows with the same rowkey are the same data"). It applies to
 * tables of events, those whose fields include an increasing field or a UUID; the cell
 * coordinates that separate records are the key's fields and the fields that name qualifiers.
 * Increasing fields and UUIDs written whole make keys unique; a date pattern keeps only its
 * units, and a skewed field repeats more often than its cardinality suggests.
 */
public final class RowkeyNotUniqueCheck implements Rule {

  @Override
  public String id() {
    return "rowkey-not-unique";
  }

  @Override
  public void check(RuleContext context) {
    TableSchema schema = context.schema();
    List<FieldSpec> identities = schema.fields().values().stream()
        .filter(f -> f.increasing() || f.type() == FieldType.UUID).toList();
    if (identities.isEmpty()) {
      return;
    }
    Map<String, Part> parts = parts(context);
    double q = 1;
    for (Part part : parts.values()) {
      q *= part.q;
    }
    double salt = saltFactor(context);
    q *= salt;
    double rows = schema.workload().totalRows();
    double share = Collisions.overwrittenShare(rows, q);
    Grouped grouped = grouped(schema, parts, salt);
    if (grouped != null) {
      share = 1 - (1 - share) * (1 - grouped.share());
    }
    if (share <= context.threshold("maxOverwrittenFraction")) {
      return;
    }
    List<String> held = parts.values().stream().map(p -> p.description).toList();
    List<FieldSpec> apart = identities.stream()
        .filter(f -> !parts.containsKey(f.name()) && f.relations().shared() == null).toList();
    List<String> missing = apart.stream().map(FieldSpec::name).toList();
    String message = "the key cannot tell records apart: of " + KeyFacts.count(rows) + " rows written, about "
        + KeyFacts.count(rows * share) + " (" + KeyFacts.decimal(share * 100) + " %) share their cell with an"
        + " earlier row and overwrite it; the key holds " + (held.isEmpty() ? "no field" : String.join(", ", held))
        + (missing.isEmpty() ? "" : ", not " + String.join(" or ", missing))
        + (grouped == null ? "" : "; " + grouped.describe(rows));
    String fix = context.meta().fix().strip();
    if (grouped != null && apart.isEmpty()) {
      // Every identifying field is in the key already: what is missing numbers the records of a group.
      fix += " The records of one group share " + grouped.field().name() + (grouped.within() == null ? ""
          : " and " + grouped.within()) + ": add a field that numbers them within the group (Apache Atlas"
          + " appended an event index and the clock to its entity audit key).";
      context.report("rowkey", message, fix, null);
      return;
    }
    String entity = apart.isEmpty() ? missingEntity(schema, parts) : null;
    context.report("rowkey", message, fix, entity != null ? withEntity(schema, entity)
        : withIdentity(schema, context, grouped == null ? identities : apart));
  }

  /**
   * The entity a held sequence counts per (its {@code per} field) when the key lacks it, or null:
   * the sequence then repeats across entities, and what tells records apart is the entity.
   */
  private static String missingEntity(TableSchema schema, Map<String, Part> parts) {
    for (String name : parts.keySet()) {
      String per = schema.field(name).relations().per();
      if (per != null && !parts.containsKey(per)) {
        return per;
      }
    }
    return null;
  }

  /**
   * The key with the entity placed before its sequence, as Pinpoint keys a transaction by agent,
   * start time and the agent's sequence: a variable-width entity ends with {@code \x00}.
   */
  private static String withEntity(TableSchema schema, String entity) {
    List<Segment> rowkey = schema.rowkey();
    int at = 0;
    while (at < rowkey.size() && !(rowkey.get(at) instanceof FieldSegment f
        && entity.equals(schema.field(f.field()).relations().per()))) {
      at++;
    }
    FieldSegment segment = whole(schema.field(entity));
    RowKeyCodec codec = RowKeyCodec.compile(schema.withRowkey(List.of(segment)));
    if (!codec.segments().get(0).shape().fixedWidth()) {
      segment = KeyFacts.ended(segment, segment.width(), new byte[] {0});
    }
    return RowkeyYaml.render(schema, KeyFacts.insert(rowkey, at, segment));
  }

  /** A field written whole in its type's default encoding, as the suggestions append it. */
  private static FieldSegment whole(FieldSpec field) {
    return new FieldSegment(field.name(), dev.hbaseadvisor.model.SchemaLoader.defaultEncoding(field.type(), false),
        0, (byte) 0, FieldSegment.Reverse.NONE, false, null, new byte[0]);
  }

  /** The chance that a random salt (or a group salt's random offset) gives two writes of one record one bucket. */
  private static double saltFactor(RuleContext context) {
    double q = 1;
    for (SegmentCodec s : context.codec().segments()) {
      if (s instanceof SaltCodec salt && salt.segment().random()) {
        q /= salt.segment().buckets();
      } else if (s instanceof SaltCodec salt && salt.segment().grouped()) {
        // A group salt's random offset parts two writes of one record as a random salt over the group.
        q /= salt.segment().group();
      }
    }
    return q;
  }

  /**
   * Records that share a value of a key field by construction ({@code shared:}) and, with it, the
   * entity they belong to: they collide unless the key's other parts tell them apart.
   *
   * @param field the shared field
   * @param within the field the group also shares, or null
   * @param share the share of all records that overwrite another of their group
   * @param apart the chance that two records of one group share the key's other parts
   */
  private record Grouped(FieldSpec field, String within, double share, double apart) {

    String describe(double rows) {
      FieldRelations.Shared s = field.relations().shared();
      String size = s.minRecords() == s.maxRecords() ? Integer.toString(s.minRecords())
          : s.minRecords() + " to " + s.maxRecords();
      return size + " consecutive records" + (within == null ? "" : " of one " + within) + " share "
          + field.name() + " (" + KeyFacts.decimal(s.meanRecords()) + " on average), and "
          + (apart >= 1 ? "nothing else in the key tells them apart"
              : "the key's other parts tell two of them apart only " + KeyFacts.decimal((1 - apart) * 100)
                  + " % of the time")
          + ": about " + KeyFacts.count(rows * share) + " rows overwrite a record of their own group";
    }
  }

  /** The key field shared by groups of records that collide most, or null when none does. */
  private static Grouped grouped(TableSchema schema, Map<String, Part> parts, double salt) {
    Grouped worst = null;
    for (String name : parts.keySet()) {
      FieldSpec field = schema.field(name);
      FieldRelations.Shared shared = field.relations().shared();
      if (shared == null) {
        continue;
      }
      double apart = salt;
      for (Map.Entry<String, Part> other : parts.entrySet()) {
        String o = other.getKey();
        if (!o.equals(name) && !o.equals(shared.within())
            && !schema.determinedBy(o, name) && !schema.determinedBy(o, shared.within())) {
          apart *= other.getValue().q;
        }
      }
      double share = groupShare(shared.minRecords(), shared.maxRecords(), apart);
      if (share > 0 && (worst == null || share > worst.share())) {
        worst = new Grouped(field, shared.within(), share, apart);
      }
    }
    return worst;
  }

  /**
   * The share of records that land on the cell of an earlier record of their group, for groups of
   * {@code min..max} records drawn evenly and a chance {@code p} that two of one group share the
   * key's other parts: the i-th record of a group misses all i-1 before it with chance
   * {@code (1-p)^(i-1)}, so a group of k loses {@code k - (1 - (1-p)^k) / p} ({@code k - 1} at p = 1).
   */
  static double groupShare(int min, int max, double p) {
    if (p <= 0) {
      return 0;
    }
    double lost = 0;
    double records = 0;
    for (long k = min; k <= max; k++) {
      lost += p >= 1 ? k - 1 : k + Math.expm1(k * Math.log1p(-p)) / p;
      records += k;
    }
    return lost / records;
  }

  /** One field's part in telling records apart. */
  private record Part(double q, String description) {}

  /** The fields the key (and the qualifiers) hold, each with the chance two records share it. */
  private static Map<String, Part> parts(RuleContext context) {
    TableSchema schema = context.schema();
    Map<String, List<SegmentCodec>> uses = new LinkedHashMap<>();
    for (SegmentCodec s : context.codec().segments()) {
      for (String field : s.segment().sourceFields()) {
        uses.computeIfAbsent(field, k -> new ArrayList<>()).add(s);
      }
    }
    Map<String, Part> parts = new LinkedHashMap<>();
    for (Map.Entry<String, List<SegmentCodec>> e : uses.entrySet()) {
      parts.put(e.getKey(), part(schema, schema.field(e.getKey()), e.getValue()));
    }
    for (Family family : schema.families()) {
      for (Column column : family.columns()) {
        if (column.dynamic()) {
          FieldSpec field = schema.field(column.qualifierFrom());
          Part whole = part(schema, field, List.of());
          parts.put(field.name(), new Part(whole.q(), whole.description() + " in the qualifier"));
        }
      }
    }
    return related(schema, parts);
  }

  /**
   * The parts with the relations between fields applied (issue 26 A.6): a field determined by
   * another part adds nothing that tells records apart, and a sequence that counts per entity
   * repeats across entities when the key lacks the entity (about one value in {@code rows /
   * entities} is each count's share).
   */
  private static Map<String, Part> related(TableSchema schema, Map<String, Part> parts) {
    Map<String, Part> related = new LinkedHashMap<>();
    double rows = Math.max(1, schema.workload().totalRows());
    for (Map.Entry<String, Part> e : parts.entrySet()) {
      FieldSpec field = schema.field(e.getKey());
      String by = parts.keySet().stream().filter(o -> schema.determinedBy(field.name(), o)).findFirst().orElse(null);
      String per = field.relations().per();
      if (by != null) {
        related.put(field.name(), new Part(1, field.name() + " (determined by " + by + ")"));
      } else if (per != null && !parts.containsKey(per) && e.getValue().q() == 0) {
        double entities = Math.min(rows, schema.field(per).cardinality());
        related.put(field.name(), new Part(Math.min(1, entities / rows),
            field.name() + " (counting per " + per + ", which the key lacks)"));
      } else {
        related.put(field.name(), e.getValue());
      }
    }
    return related;
  }

  private static Part part(TableSchema schema, FieldSpec field, List<SegmentCodec> segments) {
    double whole = Collisions.sameValue(field);
    boolean holdsWhole = segments.isEmpty();
    Set<Collisions.Unit> units = EnumSet.noneOf(Collisions.Unit.class);
    double residue = 1;
    for (SegmentCodec s : segments) {
      if (s instanceof FieldCodec f && f.segment().format() != null) {
        units.addAll(Collisions.units(f.segment().format()));
      } else if (s instanceof FieldCodec f && !f.segment().scale().none()) {
        units.addAll(Collisions.unitsDownTo(f.segment().scale().grainMillis()));
      } else if (s instanceof FieldCodec || s instanceof HashCodec) {
        holdsWhole = true;
      } else if (s instanceof dev.hbaseadvisor.codec.BitsCodec bits) {
        long kept = bits.valuesKept(field.name());
        if (kept == Long.MAX_VALUE) {
          holdsWhole = true;
        } else {
          residue = Math.min(residue, whole + (1 - whole) / kept);
        }
      } else {
        long buckets = s instanceof BucketCodec b ? b.segment().modulo() : ((SaltCodec) s).segment().buckets();
        residue = Math.min(residue, whole + (1 - whole) / buckets);
      }
    }
    Collisions.withPinned(units);
    String name = field.name();
    // A pattern from year to millisecond writes the whole timestamp.
    if (holdsWhole || units.equals(EnumSet.allOf(Collisions.Unit.class))) {
      String what = whole == 0 ? "" : " (" + KeyFacts.count(field.cardinality()) + " values, "
          + field.distribution().kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-') + ")";
      return new Part(whole, name + what);
    }
    if (!units.isEmpty()) {
      double period = field.increasing() ? schema.workload().durationSeconds() * 1000.0
          : (double) field.max() - field.min() + 1;
      double time = Math.max(whole, Collisions.sameInstant(units, period));
      Collisions.Unit finest = units.stream().max(Comparator.naturalOrder()).orElseThrow();
      return new Part(Math.min(time, residue), name + " cut to the " + finest.label());
    }
    return new Part(residue, name + " only through " + segments.get(0).segment().describe());
  }

  /**
   * The key with an identifying field appended whole: a sequence, else a UUID, else the
   * increasing timestamp; the segment before it gets a {@code \x00} terminator if it had no end.
   */
  private static String withIdentity(TableSchema schema, RuleContext context, List<FieldSpec> identities) {
    FieldSpec id = identities.stream()
        .min(Comparator.comparingInt(f -> f.type() == FieldType.TIMESTAMP ? 2 : f.type() == FieldType.UUID ? 1 : 0))
        .orElseThrow();
    List<Segment> rowkey = new ArrayList<>(schema.rowkey());
    SegmentCodec last = context.codec().segments().get(rowkey.size() - 1);
    if (last instanceof FieldCodec f && !f.shape().fixedWidth() && f.segment().terminator().length == 0) {
      rowkey.set(rowkey.size() - 1, KeyFacts.ended(f.segment(), f.segment().width(), new byte[] {0}));
    }
    rowkey.add(whole(id));
    return RowkeyYaml.render(schema, rowkey);
  }
}
