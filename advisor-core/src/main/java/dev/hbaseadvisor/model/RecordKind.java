package dev.hbaseadvisor.model;

import java.util.List;

/**
 * One kind of record a table holds beside others, each keyed its own way: OpenTSDB's
 * {@code tsdb-uid} keeps name rows, UID rows and one counter row in one table
 * ({@code src/uid/UniqueId.java}); Omid's commit table keeps its commit entries and one
 * {@code LOW_WATERMARK} row ({@code HBaseCommitTableConfig.java}). The schema format states them
 * under {@code kinds:} (docs/schema-format.md, "Several record kinds in one table").
 *
 * @param name the kind's name, unique in the table
 * @param rowkey its rowkey segments in order
 * @param families the indexes, into the table's {@code families:}, of the families its rows write
 * @param weight its relative share of the table's writes ({@code writes:}); see {@link #share}
 * @param access its read patterns
 * @param firstAccess the index of its first pattern in the table's list of every kind's patterns
 */
public record RecordKind(String name, List<Segment> rowkey, List<Integer> families, double weight,
    List<AccessPattern> access, int firstAccess) {

  /** The most kinds a table may state: a handful is what real tables hold. */
  public static final int MAX_KINDS = 64;

  public RecordKind {
    rowkey = List.copyOf(rowkey);
    families = List.copyOf(families);
    access = List.copyOf(access);
  }

  /** The fraction of the table's writes this kind takes among {@code kinds}: its weight over their sum. */
  public double share(List<RecordKind> kinds) {
    double sum = 0;
    for (RecordKind kind : kinds) {
      sum += kind.weight;
    }
    return weight / sum;
  }
}
