package dev.hbaseadvisor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A fixed-width big-endian integer assembled from bit fields, from the top bit down: slices of a
 * field's bits, random bits, constants, and Z-order (Morton) interleavings of several fields.
 * JanusGraph's row key is one such long, {@code partition << 59 | count << 3 | type}, with the
 * partition taken from the low bits of the vertex id ({@code IDManager.getKey}); GeoMesa's Z3 value
 * interleaves longitude, latitude and the offset in the time bin, 21 bits each ({@code Z3SFC}).
 *
 * @param width the integer's width in bytes, 1 to 8; bits above the parts are 0
 * @param parts the bit fields from the most significant down; their bits add up to at most {@code 8 width}
 */
public record BitsSegment(int width, List<Part> parts) implements Segment {

  /** The most bytes a bits segment writes: one Java {@code long}. */
  public static final int MAX_WIDTH = 8;

  public BitsSegment {
    parts = List.copyOf(parts);
  }

  /** The bits the parts take together. */
  public int usedBits() {
    return parts.stream().mapToInt(Part::bits).sum();
  }

  /** The bit position (from 0, the least significant) of a part's lowest bit. */
  public int lowBit(int partIndex) {
    int low = 0;
    for (int i = partIndex + 1; i < parts.size(); i++) {
      low += parts.get(i).bits();
    }
    return low;
  }

  /** The interleaved part, or null when the segment has none. */
  public Interleave interleave() {
    for (Part p : parts) {
      if (p instanceof Interleave i) {
        return i;
      }
    }
    return null;
  }

  /** Whether some bits are drawn at random on every write, so no reader can compute the key. */
  public boolean random() {
    return parts.stream().anyMatch(p -> p instanceof RandomBits);
  }

  /** The same segment reading renamed fields. */
  public BitsSegment renamed(java.util.function.UnaryOperator<String> rename) {
    List<Part> renamed = new ArrayList<>();
    for (Part p : parts) {
      if (p instanceof FieldBits f) {
        renamed.add(new FieldBits(rename.apply(f.field()), f.shift(), f.bits()));
      } else if (p instanceof Interleave z) {
        renamed.add(new Interleave(z.dimensions().stream().map(d -> new Dimension(rename.apply(d.field()), d.min(),
            d.max(), d.periodMillis(), d.unitMillis())).toList(), z.bitsPerDimension()));
      } else {
        renamed.add(p);
      }
    }
    return new BitsSegment(width, renamed);
  }

  /**
   * The segment's body as the schema file writes it, in flow style:
   * {@code {width: 8, parts: [{field: vertex_id, shift: 3, bits: 5}, ...]}}; {@code name} writes a field name.
   */
  public String yaml(java.util.function.UnaryOperator<String> name) {
    List<String> texts = new ArrayList<>();
    for (Part p : parts) {
      String body;
      if (p instanceof FieldBits f) {
        body = "field: " + name.apply(f.field()) + (f.shift() > 0 ? ", shift: " + f.shift() : "");
      } else if (p instanceof RandomBits) {
        body = "random: true";
      } else if (p instanceof ConstantBits c) {
        body = "value: " + c.value();
      } else {
        Interleave z = (Interleave) p;
        body = "interleave: [" + String.join(", ", z.dimensions().stream().map(d -> d.periodic()
            ? "{field: " + name.apply(d.field()) + ", period: " + Quantities.formatDuration(d.periodMillis() / 1000)
                + (d.unitMillis() > 1 ? ", unit: " + Quantities.formatDuration(d.unitMillis() / 1000) : "") + "}"
            : name.apply(d.field())).toList()) + "]";
      }
      int bits = p instanceof Interleave z ? z.bitsPerDimension() : p.bits();
      texts.add("{" + body + ", bits: " + bits + "}");
    }
    String widthText = width == (usedBits() + 7) / 8 ? "" : "width: " + width + ", ";
    return "{" + widthText + "parts: [" + String.join(", ", texts) + "]}";
  }

  @Override
  public List<String> sourceFields() {
    List<String> fields = new ArrayList<>();
    for (Part p : parts) {
      for (String f : p.fields()) {
        if (!fields.contains(f)) {
          fields.add(f);
        }
      }
    }
    return List.copyOf(fields);
  }

  @Override
  public String describe() {
    return "bits(" + String.join(" ", parts.stream().map(Part::describe).toList()) + ")";
  }

  /** One bit field of the integer. */
  public sealed interface Part permits FieldBits, RandomBits, ConstantBits, Interleave {

    /** How many bits the part takes. */
    int bits();

    /** The fields the part reads. */
    List<String> fields();

    /** A short text such as {@code vertex_id[3+5]}. */
    String describe();
  }

  /**
   * The {@code bits} bits of a whole-number field from bit {@code shift} up: {@code (value >>> shift)}
   * masked to {@code bits} bits (JanusGraph's partition is bits 3 to 7 of the vertex id,
   * {@code (vertexid >>> 3) & (partitions - 1)}, {@code IDManager.getPartitionId}).
   *
   * @param field the field
   * @param shift the lowest bit of the field taken, from 0
   * @param bits how many bits are taken
   */
  public record FieldBits(String field, int shift, int bits) implements Part {

    @Override
    public List<String> fields() {
      return List.of(field);
    }

    @Override
    public String describe() {
      return field + "[" + shift + "+" + bits + "]";
    }
  }

  /**
   * Bits drawn at random on every write (a random partition no reader can recompute).
   *
   * @param bits how many bits
   */
  public record RandomBits(int bits) implements Part {

    @Override
    public List<String> fields() {
      return List.of();
    }

    @Override
    public String describe() {
      return "random[" + bits + "]";
    }
  }

  /**
   * A constant (a type tag, padding).
   *
   * @param value the value, below {@code 2^bits}
   * @param bits how many bits
   */
  public record ConstantBits(long value, int bits) implements Part {

    @Override
    public List<String> fields() {
      return List.of();
    }

    @Override
    public String describe() {
      return value + "[" + bits + "]";
    }
  }

  /**
   * A Z-order (Morton) code of several dimensions, {@code bitsPerDimension} bits each: bit {@code k}
   * of dimension {@code d} becomes bit {@code k n + d} of the code, so the first dimension takes the
   * lowest bit of every group of {@code n} (GeoMesa's {@code Z3(x, y, t) = split(x) | split(y) << 1
   * | split(t) << 2}, sfcurve {@code zorder/Z3.scala}).
   *
   * @param dimensions the dimensions, first the one in the lowest bit of each group
   * @param bitsPerDimension the bits each dimension is normalised to
   */
  public record Interleave(List<Dimension> dimensions, int bitsPerDimension) implements Part {

    public Interleave {
      dimensions = List.copyOf(dimensions);
    }

    @Override
    public int bits() {
      return dimensions.size() * bitsPerDimension;
    }

    @Override
    public List<String> fields() {
      List<String> fields = new ArrayList<>();
      for (Dimension d : dimensions) {
        if (!fields.contains(d.field())) {
          fields.add(d.field());
        }
      }
      return List.copyOf(fields);
    }

    @Override
    public String describe() {
      return "z(" + String.join(", ", dimensions.stream().map(Dimension::describe).toList()) + "; "
          + bitsPerDimension + " bits each)";
    }
  }

  /**
   * One interleaved dimension: a whole-number field normalised from {@code [min, max]} to
   * {@code 2^bits} cells as GeoMesa's {@code BitNormalizedDimension} does
   * ({@code floor((x - min) * 2^bits / (max - min))}, the top cell for {@code x >= max}), or for a
   * timestamp with a {@code period} the offset inside its period, in whole {@code unit}s, over
   * {@code [0, period / unit]} (GeoMesa's {@code NormalizedTime} over the offset in the week, in seconds).
   *
   * @param field the field
   * @param min the lowest value (0 for a period's offset)
   * @param max the highest value
   * @param periodMillis the period whose offset is taken, in milliseconds, or 0 for the value itself
   * @param unitMillis the unit the offset is counted in, in milliseconds (1 without a period)
   */
  public record Dimension(String field, long min, long max, long periodMillis, long unitMillis) {

    /** Whether the dimension is the offset of a timestamp inside its period. */
    public boolean periodic() {
      return periodMillis > 0;
    }

    /** A short text such as {@code lon} or {@code dtg mod 7d}. */
    public String describe() {
      return periodic() ? field + " mod " + Quantities.formatDuration(periodMillis / 1000) : field;
    }
  }
}
