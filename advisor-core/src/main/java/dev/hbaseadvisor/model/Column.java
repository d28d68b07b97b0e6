package dev.hbaseadvisor.model;

/**
 * A column written to a family: a fixed qualifier, or qualifiers named by a field's values
 * (the wide-row design of the guide's "Tall and Wide Tables" discussion).
 *
 * @param qualifier the fixed qualifier, or null when {@code qualifierFrom} names it
 * @param field the field whose value is stored, or null
 * @param minSize smallest value in bytes (from {@code size}, or from the field's length)
 * @param maxSize largest value in bytes
 * @param qualifierFrom the field whose values name the qualifiers, or null
 * @param minPerRow fewest dynamic qualifiers per row (1 for fixed qualifiers)
 * @param maxPerRow most dynamic qualifiers per row
 */
public record Column(
    String qualifier,
    String field,
    long minSize,
    long maxSize,
    String qualifierFrom,
    long minPerRow,
    long maxPerRow) {

  /** Whether the qualifier is named by a field's values. */
  public boolean dynamic() {
    return qualifierFrom != null;
  }

  /** The mean value size in bytes, taking the midpoint of the range. */
  public double meanSize() {
    return (minSize + maxSize) / 2.0;
  }
}
