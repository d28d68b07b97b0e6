package dev.hbaseadvisor.rules.rowkey;

import dev.hbaseadvisor.codec.FieldCodec;
import dev.hbaseadvisor.codec.HashCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.codec.SegmentCodec;
import dev.hbaseadvisor.model.FieldEncoding;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.FieldType;
import dev.hbaseadvisor.model.HashAlgorithm;
import dev.hbaseadvisor.model.HashEncoding;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The segments of a key that could be written shorter without losing a read, after the guide's
 * "Try to minimize row and column sizes" ("Rowkey Length", "Byte Patterns": a long is 8 bytes, its
 * text nearly three times that; an MD5 is 16 bytes): numbers and times as text that could be
 * binary, a UUID or a hash as hex text, padding beyond the longest value, and long text that no
 * pattern scans by range, which a 16-byte hash can stand in for (the log-data case study).
 *
 * @param segment the segment
 * @param bytes its widest encoding now
 * @param shorter the width it could have
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
    if (text && f.segment().format() == null && !KeyFacts.rangeScanned(schema, spec.name())) {
      return new Shortenings(f, width, MD5_BYTES, "as an MD5 hash (no pattern scans it by range)");
    }
    return null;
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
    return KeyFacts.label(segment) + " could be " + shorter + " bytes instead of " + bytes + " " + how;
  }
}
