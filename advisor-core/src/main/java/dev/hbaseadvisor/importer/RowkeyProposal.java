package dev.hbaseadvisor.importer;

/**
 * The {@code fields} and {@code rowkey} sections an imported schema starts with: a one-field
 * placeholder when nothing is known of the key, or the segments {@code KeyInference} read from real
 * keys.
 *
 * @param fields the lines under {@code fields:}, each indented two spaces and ending in a line break
 * @param rowkey the lines under {@code rowkey:}, likewise
 */
public record RowkeyProposal(String fields, String rowkey) {

  /**
   * The placeholder of a source that states no rowkey: the whole key as one {@code bytes} field,
   * marked TODO so that a person replaces it.
   *
   * @param source what states no rowkey, for the comment ("the HBase shell")
   */
  public static RowkeyProposal placeholder(String source) {
    return new RowkeyProposal(
        "  key: { type: bytes, length: 1-100 }   # TODO placeholder: the whole rowkey as raw bytes, 1 to 100 "
            + "(a default); replace it with the fields the key is built from\n",
        "  - field: key   # TODO placeholder: " + source + " does not state the rowkey's layout; describe its "
            + "segments (docs/schema-format.md#rowkey)\n");
  }
}
