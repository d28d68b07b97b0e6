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

  /**
   * The qualifiers of Phoenix's empty column as bytes, which Phoenix writes in every row so that a
   * row of null non-key columns still exists: four zero bytes when the table encodes its column
   * qualifiers ({@code QueryConstants.ENCODED_EMPTY_COLUMN_BYTES}, the number 0 in four bytes
   * whatever {@code COLUMN_ENCODED_BYTES} says), {@code _0} when it does not
   * ({@code QueryConstants.EMPTY_COLUMN_BYTES}). The schema cannot shorten or drop it.
   */
  private static final java.util.List<byte[]> PHOENIX_EMPTY_QUALIFIERS =
      java.util.List.of(new byte[4], new byte[] {'_', '0'});

  /** Whether this is Phoenix's empty column: its fixed qualifier is one of Phoenix's empty-column names. */
  public boolean phoenixEmpty() {
    if (dynamic()) {
      return false;
    }
    byte[] bytes = qualifierBytes();
    return PHOENIX_EMPTY_QUALIFIERS.stream().anyMatch(q -> java.util.Arrays.equals(q, bytes));
  }

  /**
   * A fixed qualifier's bytes, read from its {@code Bytes.toStringBinary} text form
   * ({@link BinaryText#toBytes}); only when not {@link #dynamic}.
   */
  public byte[] qualifierBytes() {
    return BinaryText.toBytes(qualifier);
  }

  /** Whether the qualifier is named by a field's values. */
  public boolean dynamic() {
    return qualifierFrom != null;
  }

  /** The mean value size in bytes, taking the midpoint of the range. */
  public double meanSize() {
    return (minSize + maxSize) / 2.0;
  }
}
