package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Planner;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The segments of a key that could be written shorter without losing a read, after the guide's
 * "Try to minimize row and column sizes" ("Rowkey Length", "Byte Patterns": a long is 8 bytes, its
 * text nearly three times that; an MD5 is 16 bytes): numbers and times as text that could be
 * binary, a UUID or a hash as hex text, padding beyond the longest value, long text that no
 * pattern scans by range, which a 16-byte hash can stand in for (the log-data case study), and a
 * field no pattern needs when a sequence or UUID already tells rows apart.
 *
 * @param segment the segment
 * @param bytes its widest encoding now
 * @param shorter the width it could have (0 when it could go)
 * @param how how, for messages ({@code as a binary long})
 */
record Shortenings(SegmentCodec segment, int bytes, int shorter, String how) {

  private static final int MD5_BYTES = HashAlgorithm.MD5.digestLength();

  /** Every segment that could be shorter, the largest saving first. */
  static List<Shortenings> of(TableSchema schema, RowKeyCodec codec) {
    List<Shortenings> found = new ArrayList<>();
    for (SegmentCodec s : codec.segments()) {
      Shortenings shorter = s instanceof FieldCodec f ? field(schema, f) : s instanceof HashCodec h ? hash(h) : null;
      if (shorter != null && shorter.shorter < shorter.bytes) {
        found.add(shorter);
      }
    }
    found.sort(Comparator.comparingInt((Shortenings x) -> x.shorter - x.bytes).thenComparingInt(x -> x.segment.index()));
    return found;
  }

  private static Shortenings hash(HashCodec h) {
    if (h.segment().encoding() != HashEncoding.HEX) {
      return null;
    }
    return new Shortenings(h, h.shape().maxWidth(), h.segment().length(), "as binary digest bytes");
  }

  private static Shortenings field(TableSchema schema, FieldCodec f) {
    FieldSpec spec = f.field();
    int width = f.valueShape().maxWidth();
    String identity = unneeded(schema, f);
    if (identity != null) {
      return new Shortenings(f, f.shape().maxWidth(), 0, "if it went: no access pattern reads it and " + identity
          + " already tells the rows apart");
    }
    FieldEncoding encoding = f.segment().encoding();
    if (spec.type().isNumeric() && (encoding == FieldEncoding.DECIMAL || encoding == FieldEncoding.HEX
        || encoding == FieldEncoding.STRING || f.segment().format() != null) && spec.min() >= 0) {
      boolean isInt = spec.type() == FieldType.INT;
      return new Shortenings(f, width, isInt ? 4 : 8, isInt ? "as a binary int" : "as a binary long");
    }
    if (spec.type() == FieldType.UUID && encoding == FieldEncoding.STRING) {
      return new Shortenings(f, width, 16, "as a binary UUID");
    }
    int longest = f.segment().width() > 0 ? natural(spec) : width;
    if (longest > 0 && longest < width) {
      return new Shortenings(f, width, longest, "with padding only to its longest value");
    }
    boolean text = spec.type() == FieldType.STRING || spec.type() == FieldType.DOMAIN;
    if (text && f.segment().format() == null && !KeyFacts.readFromKey(schema, spec.name())) {
      return new Shortenings(f, width, MD5_BYTES, "as an MD5 hash (no pattern scans it by range or decodes it)");
    }
    return null;
  }

  /**
   * The field that makes a segment's field unneeded, or null: no access pattern binds it or
   * ranges over it, no other segment is computed from it, and another segment writes a sequence
   * or UUID whole, which alone tells rows apart (a timestamp does not: events share milliseconds).
   */
  private static String unneeded(TableSchema schema, FieldCodec f) {
    String name = f.field().name();
    if (schema.access().isEmpty() || schema.access().stream()
        .anyMatch(p -> p.fixed().contains(name) || name.equals(p.range()) || p.keptReadable().contains(name))) {
      return null;
    }
    // A time that sorts the key is what a newest-first or ordered read walks by.
    boolean orderAsked = java.util.stream.IntStream.range(0, schema.access().size())
        .anyMatch(i -> Planner.orderAsked(schema, i, schema.access().get(i)));
    if ((f.field().type() == FieldType.TIMESTAMP || f.field().increasing()) && orderAsked) {
      return null;
    }
    String identity = null;
    for (Segment other : schema.rowkey()) {
      if (other instanceof FieldSegment o && o.field().equals(name)) {
        continue;
      }
      if (other.sourceFields().contains(name)) {
        return null;
      }
      if (identity == null && other instanceof FieldSegment o && o.format() == null) {
        FieldSpec spec = schema.field(o.field());
        boolean unique = spec.type() == FieldType.UUID || spec.increasing() && spec.type() != FieldType.TIMESTAMP;
        identity = unique ? spec.name() : null;
      }
    }
    return identity;
  }

  /** The longest value of a text field in bytes, or 0 when unknown. */
  private static int natural(FieldSpec spec) {
    return switch (spec.type()) {
      case STRING, DOMAIN, BYTES -> spec.maxLength();
      case ENUM -> spec.values().stream().mapToInt(v -> v.getBytes(java.nio.charset.StandardCharsets.UTF_8).length)
          .max().orElse(0);
      default -> 0;
    };
  }

  /** {@code rowkey[1] (field id) could be 16 bytes instead of 36 as a binary UUID}. */
  String describe() {
    if (shorter == 0) {
      return KeyFacts.label(segment) + " would save " + bytes + " bytes " + how;
    }
    return KeyFacts.label(segment) + " could be " + shorter + " bytes instead of " + bytes + " " + how;
  }
}
