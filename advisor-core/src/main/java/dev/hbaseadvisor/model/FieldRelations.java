package dev.hbaseadvisor.model;

/**
 * How a field's values depend on other fields of the same record (issue 26 A.6): a value that is a
 * function of another field ({@code determinedBy}), a sequence that increases within each value of
 * another field rather than across the table ({@code per}), and a value that several consecutive
 * records share ({@code shared}).
 *
 * @param determinedBy the field whose value fixes this one (Pinpoint's service type by its
 *     application name), or null
 * @param per the entity within which an {@code order: increasing} field counts up (Pinpoint's
 *     transaction sequence per agent), or null when it increases across the table
 * @param shared the groups of records that carry one value, or null when each record draws its own
 */
public record FieldRelations(String determinedBy, String per, Shared shared) {

  /** A field that depends on no other. */
  public static final FieldRelations NONE = new FieldRelations(null, null, null);

  /**
   * Consecutive records that carry the same value: Apache Atlas writes the audit events of one
   * request for one entity with one timestamp.
   *
   * @param minRecords the fewest records of a group
   * @param maxRecords the most records of a group
   * @param within the field whose value the records of a group also share (the entity), or null
   */
  public record Shared(int minRecords, int maxRecords, String within) {

    /** The mean size of a group, group sizes being drawn evenly from the range. */
    public double meanRecords() {
      return (minRecords + maxRecords) / 2.0;
    }
  }

  /** Whether the field depends on no other field. */
  public boolean none() {
    return determinedBy == null && per == null && shared == null;
  }

  /**
   * Whether {@code field}'s values are a function of {@code by}'s among {@code fields}, directly or
   * through a chain of {@code determinedBy} (a chain that loops back ends the walk).
   */
  static boolean determinedBy(java.util.Map<String, FieldSpec> fields, String field, String by) {
    if (by == null || !fields.containsKey(field)) {
      return false;
    }
    java.util.Set<String> seen = new java.util.HashSet<>();
    String at = field;
    while (at != null && fields.containsKey(at) && seen.add(at)) {
      at = fields.get(at).relations().determinedBy();
      if (by.equals(at)) {
        return true;
      }
    }
    return false;
  }
}
