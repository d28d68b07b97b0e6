package dev.hbaseadvisor.plan;

/**
 * How HBase has to execute a read against a rowkey, from cheapest to dearest in the common case;
 * the names follow Phoenix's {@code EXPLAIN} vocabulary where one exists ({@code POINT LOOKUP},
 * {@code RANGE SCAN}, {@code PARALLEL n-WAY}, {@code FULL SCAN}; {@code iterate/ExplainTable.java}).
 */
public enum PlanKind {
  /** Every key segment is computable from the bound fields: one Get. */
  GET,
  /** Computable except a salt or bucket that cannot be: one Get per value. */
  MULTI_GET,
  /** A leading run of segments is fixed: one scan over the keys with that prefix. */
  PREFIX_SCAN,
  /** A fixed prefix plus a range on the next order-preserving segment: one scan. */
  RANGE_SCAN,
  /**
   * As a prefix or range scan, but behind a salt or bucket that cannot be computed, or an enum the
   * read skips over (Phoenix's {@code SKIP SCAN}): one scan per value.
   */
  PARALLEL_SCAN,
  /**
   * One scan per salt or bucket value (one in all without them) that seeks from one key prefix to
   * the next instead of reading the rows between: the values of an IN-list (Phoenix's
   * {@code SKIP SCAN ON n KEYS}, {@code SkipScanFilter}), or each distinct value of the field a read
   * lists (Phoenix's {@code DistinctPrefixFilter} under {@code SELECT DISTINCT}, PHOENIX-258).
   */
  SKIP_SCAN,
  /** Bound fields sit after a segment the read cannot fix: a wider scan with a row or value filter. */
  FILTER_SCAN,
  /** Nothing usable leads the key: every region is read. */
  FULL_SCAN
}
