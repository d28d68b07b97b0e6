package dev.hbaseadvisor.model;

import java.util.List;
import java.util.Map;

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
 * @param in fields the read fixes to a list of values, each with the list's length (Phoenix's
 *     {@code WHERE k IN (...)}, a client's multi-Get): one Get or one seek per value, in file order
 * @param lists the field whose distinct values the read lists (all users, all metric names), or null:
 *     a skip scan that jumps from one value to the next when the field leads after what the read fixes
 *     (Phoenix's {@code SELECT DISTINCT} on a leading primary-key column, {@code DistinctPrefixFilter})
 * @param startsWith the text field the read scans by a prefix of its value (an autocomplete over
 *     names, {@code LIKE 'abc%'}), or null
 * @param startChars the characters of that prefix the read knows, at least 1
 * @param batch whether the read is a batch job (a MapReduce or Spark scan through
 *     {@code TableInputFormat}, one task per region) rather than an online request
 * @param box number fields the read bounds to a range each, with the range's width in the field's
 *     units: a bounding box ({@code BBOX(geom, ...)} in GeoMesa), read over a Z-order segment as the
 *     key ranges it decomposes into; empty for none
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
    boolean reversed,
    Map<String, Long> in,
    String lists,
    String startsWith,
    int startChars,
    boolean batch,
    Map<String, Long> box) {

  /** A read without a bounding box. */
  public AccessPattern(String name, AccessType type, List<String> equals, String range, long spanSeconds,
      long spanCount, boolean newestFirst, long limit, double ratePerSecond, List<String> families,
      String description, List<String> decodes, boolean reversed, Map<String, Long> in, String lists,
      String startsWith, int startChars, boolean batch) {
    this(name, type, equals, range, spanSeconds, spanCount, newestFirst, limit, ratePerSecond, families,
        description, decodes, reversed, in, lists, startsWith, startChars, batch, Map.of());
  }

  /** An online read with no IN-list, listing, prefix or batch marking (the common case of tests). */
  public AccessPattern(String name, AccessType type, List<String> equals, String range, long spanSeconds,
      long spanCount, boolean newestFirst, long limit, double ratePerSecond, List<String> families,
      String description, List<String> decodes, boolean reversed) {
    this(name, type, equals, range, spanSeconds, spanCount, newestFirst, limit, ratePerSecond, families,
        description, decodes, reversed, Map.of(), null, null, 0, false);
  }

  /**
   * The fields the read knows exactly or as a list of values: {@code equals}, then {@code in}.
   * Each one fixes its key segment (for each value of a list).
   */
  public List<String> fixed() {
    if (in.isEmpty()) {
      return equals;
    }
    List<String> all = new java.util.ArrayList<>(equals);
    all.addAll(in.keySet());
    return List.copyOf(all);
  }

  /** How many combinations of values the read's IN-lists give: the product of their lengths, 1 without any. */
  public long inCombinations() {
    long product = 1;
    for (long n : in.values()) {
      product = Math.multiplyHigh(product, n) != 0 ? Long.MAX_VALUE : product * n;
    }
    return product;
  }

  /**
   * The fields the key must hold readably for this read: those it decodes, lists, scans by a prefix
   * or fixes to a list of values (a hash in their place loses the values, their order, or the one
   * range the values span); issue 26 C.
   */
  public List<String> keptReadable() {
    List<String> all = new java.util.ArrayList<>(decodes);
    List<String> more = new java.util.ArrayList<>(in.keySet());
    more.add(lists);
    more.add(startsWith);
    for (String f : more) {
      if (f != null && !all.contains(f)) {
        all.add(f);
      }
    }
    return List.copyOf(all);
  }

  /** Get (one row, or one per computed key) or scan. */
  public enum AccessType { GET, SCAN }
}
