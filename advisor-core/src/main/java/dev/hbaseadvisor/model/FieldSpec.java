package dev.hbaseadvisor.model;

import java.util.List;

/**
 * One attribute of a record and the shape of its data: the input of the key codec, the rules
 * (cardinality, monotonic order) and the synthetic record generator.
 *
 * @param name the field's name
 * @param type its type
 * @param cardinality the number of distinct values, or {@link #UNBOUNDED}
 * @param minLength shortest value, in characters (bytes for {@code bytes} fields)
 * @param maxLength longest value
 * @param distribution how often each value occurs
 * @param increasing whether values arrive in increasing order (time, sequences)
 * @param values the values of an enum, else empty
 * @param min lowest numeric value (epoch milliseconds for timestamps)
 * @param max highest numeric value
 * @param charset the characters of text values
 * @param description free text
 * @param relations how its values depend on other fields ({@link FieldRelations#NONE} when they do not)
 * @param cellTimestamp whether its value is the timestamp of the cells its record writes: Phoenix's
 *     {@code ROW_TIMESTAMP} column, or an application's {@code Put(row, ts, ...)} with {@code ts} from a
 *     key field ({@code cellTimestamp: true}, issue 26 A.8)
 */
public record FieldSpec(
    String name,
    FieldType type,
    long cardinality,
    int minLength,
    int maxLength,
    Distribution distribution,
    boolean increasing,
    List<String> values,
    long min,
    long max,
    Charset charset,
    String description,
    FieldRelations relations,
    boolean cellTimestamp) {

  /** A field whose cells take the write time as their timestamp, as HBase gives a put without one. */
  public FieldSpec(String name, FieldType type, long cardinality, int minLength, int maxLength,
      Distribution distribution, boolean increasing, List<String> values, long min, long max, Charset charset,
      String description, FieldRelations relations) {
    this(name, type, cardinality, minLength, maxLength, distribution, increasing, values, min, max, charset,
        description, relations, false);
  }

  /** Cardinality of fields with no practical limit on distinct values. */
  public static final long UNBOUNDED = Long.MAX_VALUE;

  /** The field with its relations to other fields. */
  public FieldSpec withRelations(FieldRelations newRelations) {
    return new FieldSpec(name, type, cardinality, minLength, maxLength, distribution, increasing, values, min, max,
        charset, description, newRelations, cellTimestamp);
  }

  /** The field with another cardinality. */
  public FieldSpec withCardinality(long newCardinality) {
    return new FieldSpec(name, type, newCardinality, minLength, maxLength, distribution, increasing, values, min, max,
        charset, description, relations, cellTimestamp);
  }

  /** Whether the number of distinct values is finite and known. */
  public boolean boundedCardinality() {
    return cardinality != UNBOUNDED;
  }

  /** The shortest and longest stored value, in bytes, as an application writes it with {@code Bytes.toBytes}. */
  public long[] valueSize() {
    return switch (type) {
      case LONG, TIMESTAMP -> new long[] {8, 8};
      case INT -> new long[] {4, 4};
      default -> new long[] {minLength, maxLength};
    };
  }
}
