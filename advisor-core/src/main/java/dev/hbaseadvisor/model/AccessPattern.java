package dev.hbaseadvisor.model;

import java.util.List;

/**
 * A read the application makes: which fields it knows exactly, which it constrains to a range,
 * in what order it wants rows, and how often it runs.
 *
 * @param name unique name
 * @param type get or scan
 * @param equals fields known exactly at query time
 * @param range the field constrained to a range, or null
 * @param spanSeconds typical range width for time fields in seconds, or 0
 * @param spanCount typical range width as a count of values for other fields, or 0
 * @param newestFirst whether rows are wanted newest first
 * @param limit the most rows wanted, or 0 for all
 * @param ratePerSecond how often the read runs
 * @param families the families read; empty for all
 * @param description free text
 * @param decodes fields the application takes back from the rowkeys it reads (it rebuilds a URL
 *     or a flow name from the key, or lists a key part's values), so the key must hold them readably
 * @param reversed whether the read is a reverse scan ({@code Scan.setReversed(true)}, HBase 0.98 on,
 *     HBASE-4811), which returns rows in descending key order: newest first from a key whose time
 *     ascends after the part the read fixes
 */
public record AccessPattern(
    String name,
    AccessType type,
    List<String> equals,
    String range,
    long spanSeconds,
    long spanCount,
    boolean newestFirst,
    long limit,
    double ratePerSecond,
    List<String> families,
    String description,
    List<String> decodes,
    boolean reversed) {

  /** Get (one row, or one per computed key) or scan. */
  public enum AccessType { GET, SCAN }
}
