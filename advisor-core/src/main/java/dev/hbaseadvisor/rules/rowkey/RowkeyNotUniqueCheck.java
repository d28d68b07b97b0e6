package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.BucketCodec;
import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.SaltCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
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
    for (SegmentCodec s : context.codec().segments()) {
      if (s instanceof SaltCodec salt && salt.segment().random()) {
        q /= salt.segment().buckets();
      } else if (s instanceof SaltCodec salt && salt.segment().grouped()) {
        // A group salt's random offset parts two writes of one record as a random salt over the group.
        q /= salt.segment().group();
      }
    }
    double rows = schema.workload().totalRows();
    double share = Collisions.overwrittenShare(rows, q);
    if (share <= context.threshold("maxOverwrittenFraction")) {
      return;
    }
    List<String> held = parts.values().stream().map(p -> p.description).toList();
    List<String> missing = identities.stream().map(FieldSpec::name).filter(n -> !parts.containsKey(n)).toList();
    String message = "the key cannot tell records apart: of " + KeyFacts.count(rows) + " rows written, about "
        + KeyFacts.count(rows * share) + " (" + KeyFacts.decimal(share * 100) + " %) share their cell with an"
        + " earlier row and overwrite it; the key holds " + (held.isEmpty() ? "no field" : String.join(", ", held))
        + (missing.isEmpty() ? "" : ", not " + String.join(" or ", missing));
    context.report("rowkey", message, context.meta().fix().strip(), withIdentity(schema, context, identities));
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
    return parts;
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
    rowkey.add(new FieldSegment(id.name(), dev.hbaseadvisor.model.SchemaLoader.defaultEncoding(id.type(), false),
        0, (byte) 0, FieldSegment.Reverse.NONE, false, null, new byte[0]));
    return RowkeyYaml.render(schema, rowkey);
  }
}
