package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.AccessPattern;
import java.util.List;

/**
 * How HBase would execute one access pattern against a rowkey, with its cost estimates.
 *
 * @param index the pattern's position in {@code access:}
 * @param pattern the pattern
 * @param kind the plan kind
 * @param scans scans, or Gets for GET and MULTI_GET
 * @param start the start row template ({@code Bytes.toStringBinary} with {@code <field>} holes; empty: table start)
 * @param stop the stop row template (exclusive; empty: table end; for Gets the key itself)
 * @param rowsRead estimated rows the scans read
 * @param rowsReturned estimated rows the pattern wants
 * @param fractionTouched the fraction of the table's rows inside the scanned key ranges
 * @param fractionReturned the fraction of the table's rows the read wants, before its limit (at most
 *     {@code fractionTouched}): a scan whose order is served stops after
 *     {@code limit x fractionTouched / fractionReturned} rows read
 * @param orderServed whether rows come back in the requested order without sorting
 * @param scansInOrder whether each scan returns its rows in the requested order, so a limit stops
 *     every scan and the client merges them (true wherever {@code orderServed} is)
 * @param keyEnd index of the first segment the read cannot fix (the rowkey's size when it fixes all)
 * @param rangeSegment index of the segment scanned as a range, or -1
 * @param filtered bound fields (and the range field, last) the key range does not enforce: a filter must
 * @param fuzzyKey for a filter or full scan, a FuzzyRowFilter key ({@code <?:n>} for n unchecked bytes)
 *     when one can check every filtered field at fixed positions, else null
 * @param columns fields the read selects as dynamic qualifiers rather than through the key
 * @param steps what the planner decided for each segment and each unkeyed field, in order
 */
public record AccessPlan(
    int index,
    AccessPattern pattern,
    PlanKind kind,
    long scans,
    String start,
    String stop,
    long rowsRead,
    long rowsReturned,
    double fractionTouched,
    double fractionReturned,
    boolean orderServed,
    boolean scansInOrder,
    int keyEnd,
    int rangeSegment,
    List<String> filtered,
    String fuzzyKey,
    List<String> columns,
    List<String> steps) {

  /** The pattern's name. */
  public String name() {
    return pattern.name();
  }

  /** Whether a FuzzyRowFilter could serve the filter. */
  public boolean fuzzy() {
    return fuzzyKey != null;
  }

  /** Rows read per row returned. */
  public double readAmplification() {
    return (double) rowsRead / Math.max(1, rowsReturned);
  }
}
