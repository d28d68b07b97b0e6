package dev.hbaseadvisor.plan;

import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.CellSizes;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.Deletes;
import dev.hbaseadvisor.model.Puts;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * The column layout of a candidate: the schema's own, or the tall one the reference guide's
 * "Tall/Wide/Middle" case study and seed 003's prodFocus tables weigh, where a field that names a
 * family's qualifiers ({@code qualifierFrom}) moves into the rowkey and its column becomes one
 * static qualifier holding the same value. Each row of the wide layout becomes {@link #perRow}
 * rows of one cell: the table keeps its cells, so its workload writes {@code perRow} times the rows.
 *
 * @param moved the field moved from the qualifiers into the rowkey, or null for the schema's own layout
 * @param family the family of the column
 * @param qualifier the static qualifier the column gets
 * @param perRow the column's mean qualifiers per wide row: tall rows per wide row
 */
public record CandidateLayout(String moved, String family, String qualifier, double perRow) {

  /** The schema's own layout. */
  public static final CandidateLayout AS_WRITTEN = new CandidateLayout(null, null, null, 1);

  /** Whether a field moves. */
  public boolean changed() {
    return moved != null;
  }

  /**
   * The tall layouts worth trying: one per dynamic column whose {@code qualifierFrom} field some
   * pattern binds or ranges over, when that column is the table's only column (with other columns
   * each tall row would copy them, and the table would no longer hold the same cells).
   */
  static List<CandidateLayout> tall(TableSchema schema) {
    List<Column> all = schema.families().stream().flatMap(f -> f.columns().stream()).toList();
    if (all.size() != 1 || !all.get(0).dynamic()) {
      return List.of();
    }
    Column c = all.get(0);
    String field = c.qualifierFrom();
    boolean read = schema.access().stream()
        .anyMatch(p -> p.equals().contains(field) || field.equals(p.range()));
    if (!read || schema.rowkey().stream().anyMatch(s -> s.sourceFields().contains(field))) {
      return List.of();
    }
    Family family = schema.families().stream().filter(f -> f.columns().contains(c)).findFirst().orElseThrow();
    String qualifier = c.field() != null ? c.field() : field;
    return List.of(new CandidateLayout(field, family.name(), qualifier, CellSizes.cellsPerRow(c)));
  }

  /** The families in this layout: the moved field's column becomes the static qualifier, one per row. */
  public List<Family> families(List<Family> families) {
    if (!changed()) {
      return families;
    }
    List<Family> out = new ArrayList<>();
    for (Family f : families) {
      List<Column> columns = f.columns().stream()
          .map(c -> f.name().equals(family) && moved.equals(c.qualifierFrom())
              ? new Column(qualifier, c.field(), c.minSize(), c.maxSize(), null, 1, 1) : c)
          .toList();
      out.add(new Family(f.name(), f.versions(), f.minVersions(), f.ttlSeconds(), f.keepDeletedCells(),
          f.compression(), f.bloomFilter(), f.dataBlockEncoding(), f.blockSize(), f.inMemory(),
          Math.round(f.rows() * perRow), f.mob(), f.mobThreshold(), columns, f.options()));
    }
    return out;
  }

  /** The workload in this layout: the same cells, so {@link #perRow} times the rows (or the rate). */
  public Workload workload(Workload w) {
    if (!changed()) {
      return w;
    }
    Workload tall = new Workload(w.writesPerSecond() * perRow, Math.round(w.rows() * perRow), w.durationSeconds(),
        w.seed());
    // Each cell that was put into a wide row now creates a tall row: the puts stay, unless there are
    // fewer of them than the tall rows.
    Puts puts = w.puts().perSecond() > tall.effectiveWritesPerSecond() ? w.puts() : Puts.ONE_PER_ROW;
    // A whole-row Delete of a wide row removes the cells that are now perRow tall rows.
    Deletes deletes = w.deletes().any()
        ? new Deletes(w.deletes().perSecond() * perRow, w.deletes().of(), w.deletes().afterSeconds())
        : Deletes.NONE;
    return new Workload(tall.writesPerSecond(), tall.rows(), tall.durationSeconds(), tall.seed(), puts,
        w.bulkLoadSeconds(), deletes);
  }

  /** A schema in this layout with the given rowkey (positions still point into the original file). */
  public TableSchema apply(TableSchema schema, List<Segment> rowkey) {
    return schema.withRowkey(rowkey).withLayout(families(schema.families()), workload(schema.workload()));
  }

  /**
   * The sizes of the table in this layout: the rows the tall workload writes, capped at the
   * current layout's rows (at the same horizon) times {@link #perRow}, so that the table holds the
   * same cells (a wide row holds at most its qualifiers, whatever the moved field's cardinality).
   */
  TableStats stats(TableStats tall, long currentRows) {
    if (!changed()) {
      return tall;
    }
    long cap = (long) Math.min(Long.MAX_VALUE, Math.ceil(currentRows * perRow));
    return new TableStats(Math.max(1, Math.min(tall.rows(), cap)), tall.workloadRows(), tall.writesPerSecond());
  }

  /**
   * How many bytes each cell's qualifier changes by: the static qualifier's length less the moved
   * field's mean value length, which named the qualifier before (HBase stores both with every cell).
   */
  double qualifierBytes(TableSchema schema) {
    if (!changed()) {
      return 0;
    }
    Column wide = schema.families().stream().filter(f -> f.name().equals(family))
        .flatMap(f -> f.columns().stream()).filter(c -> moved.equals(c.qualifierFrom())).findFirst().orElseThrow();
    Column tall = new Column(qualifier, wide.field(), wide.minSize(), wide.maxSize(), null, 1, 1);
    return mean(CellSizes.qualifierBytes(schema, tall)) - mean(CellSizes.qualifierBytes(schema, wide));
  }

  private static double mean(long[] range) {
    return (range[0] + range[1]) / 2.0;
  }

  /** Tells layouts apart in the candidate pool: empty for the schema's own. */
  String signature() {
    return changed() ? "tall(" + moved + ")|" : "";
  }

  /** One sentence for the output: what moved and what it does to the rows; empty for the schema's own. */
  public String describe() {
    if (!changed()) {
      return "";
    }
    return String.format(java.util.Locale.ROOT,
        "tall: %s moves from qualifierFrom (family %s) into the rowkey; the column becomes qualifier '%s',"
            + " so each row of the current design becomes %s rows of one cell (the same cells)",
        moved, family, qualifier, perRow == Math.rint(perRow) ? Long.toString((long) perRow)
            : String.format(java.util.Locale.ROOT, "%.1f", perRow));
  }
}
