package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.TimeScale;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where every field of a NEW rowkey comes from in the OLD table: the OLD key (read back by the
 * codec's decoder), a cell (a column that stores the field or names its qualifiers), or nowhere.
 * A change the old data cannot feed is refused before anything runs, and so is one whose NEW key
 * drops a field the OLD key tells rows apart by, since rows would then share a key and overwrite
 * each other (the guide's "Immutability of Rowkeys": a key change is a copy into a new table).
 *
 * @param sources per NEW key field, in key order, where its value comes from
 * @param problems what makes the migration impossible; empty when it can run
 */
public record KeySources(List<Source> sources, List<Problem> problems) {

  /** Where a NEW key field's value is read from. */
  public enum From {
    /** A segment of the OLD key holds the value in full (or in the one format the NEW key writes). */
    OLD_KEY,
    /**
     * The OLD table's qualifiers hold it: a wide row's column named by the field ({@code
     * qualifierFrom}), read back by {@link dev.hbaseadvisor.codec.CellFieldCodec}. The field's cells
     * move from qualifiers into rows (wide to tall).
     */
    QUALIFIER,
    /** Only a cell's value holds it: a column that stores the field. */
    CELL
  }

  /**
   * One field of the NEW key and where it comes from.
   *
   * @param field the field's name
   * @param from where its value is read
   * @param detail how: {@code key segment 2}, {@code key segment 1 as yyyyMMddHH}, {@code d:h}
   */
  public record Source(String field, From from, String detail) {}

  /**
   * A reason the OLD table cannot feed the NEW key.
   *
   * @param newSide whether {@code path} is in the NEW file (else in the OLD one)
   * @param path the schema path the problem is at ({@code rowkey[2]})
   * @param field the field named
   * @param message what is wrong, naming the field
   */
  public record Problem(boolean newSide, String path, String field, String message) {}

  /** Analyses the pair of designs. */
  public static KeySources of(TableSchema old, TableSchema neu) {
    Map<String, Source> sources = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    List<Segment> newKey = neu.rowkey();
    for (int j = 0; j < newKey.size(); j++) {
      Segment segment = newKey.get(j);
      for (String field : segment.sourceFields()) {
        Source source = source(old, field, segment);
        String path = "rowkey[" + j + "]";
        if (source != null) {
          if (source.from() == From.CELL && fixedColumn(old, field) == null) {
            problems.add(new Problem(true, path, field, "the NEW key reads field '" + field + "' from the values "
                + "of OLD " + source.detail().replace(" value", "") + ", which differ from qualifier to qualifier of "
                + "a row, so no one of them is the row's; the backfill reads key fields from fixed columns only"));
          }
          sources.putIfAbsent(field, source);
          continue;
        }
        FieldSegment partial = oldSegment(old, field);
        if (partial != null) {
          problems.add(new Problem(true, path, field, "the NEW key needs field '" + field + "' in full ("
              + "rowkey[" + j + "] " + segment.describe() + "), and the OLD key holds it only " + lossy(partial)
              + ", so no row's value can be read back"));
        } else {
          problems.add(new Problem(true, path, field, "the NEW key needs field '" + field + "' (rowkey[" + j + "] "
              + segment.describe() + "), which neither the OLD key of " + old.table() + " nor any of its cells "
              + "holds"));
        }
      }
    }
    List<Segment> oldKey = old.rowkey();
    for (int i = 0; i < oldKey.size(); i++) {
      if (oldKey.get(i) instanceof FieldSegment f && !kept(neu, f)) {
        problems.add(new Problem(false, "rowkey[" + i + "]", f.field(), "the OLD key tells rows apart by field '"
            + f.field() + "' (rowkey[" + i + "]), which the NEW key neither writes " + (whole(f) ? "in full" : lossy(f)) + " nor hashes: rows that differ only in it would share a key and overwrite each other"));
      }
    }
    for (int i = 0; i < old.families().size(); i++) {
      String family = old.families().get(i).name();
      if (neu.families().stream().noneMatch(f -> f.name().equals(family))) {
        problems.add(new Problem(false, "families[" + i + "]", family, "the OLD table's family '" + family
            + "' has no family of that name in the NEW design, so its cells have nowhere to go"));
      }
    }
    return new KeySources(List.copyOf(sources.values()), List.copyOf(problems));
  }

  private static Source source(TableSchema old, String field, Segment wanted) {
    List<Segment> oldKey = old.rowkey();
    for (int i = 0; i < oldKey.size(); i++) {
      if (oldKey.get(i) instanceof FieldSegment f && f.field().equals(field) && whole(f)) {
        return new Source(field, From.OLD_KEY, "key segment " + i);
      }
    }
    for (int i = 0; i < oldKey.size(); i++) {
      if (oldKey.get(i) instanceof FieldSegment f && f.field().equals(field) && wanted instanceof FieldSegment w
          && sameGrain(f, w)) {
        return new Source(field, From.OLD_KEY, "key segment " + i + " " + lossy(f));
      }
    }
    for (Family family : old.families()) {
      for (Column column : family.columns()) {
        if (field.equals(column.qualifierFrom())) {
          return new Source(field, From.QUALIFIER, family.name() + ":<" + field + "> qualifiers");
        }
        if (field.equals(column.field())) {
          return new Source(field, From.CELL, family.name() + ":" + (column.dynamic() ? "<" + column.qualifierFrom()
              + ">" : column.qualifier()) + " value");
        }
      }
    }
    return null;
  }

  /**
   * The first fixed column of a design that stores a field (one value a row, which a key can be
   * built from), with its family's name; null when none does.
   */
  static Map.Entry<String, Column> fixedColumn(TableSchema schema, String field) {
    for (Family family : schema.families()) {
      for (Column column : family.columns()) {
        if (!column.dynamic() && field.equals(column.field())) {
          return Map.entry(family.name(), column);
        }
      }
    }
    return null;
  }

  /** The first OLD key segment that writes a field, or null. */
  private static FieldSegment oldSegment(TableSchema old, String field) {
    return old.rowkey().stream().filter(s -> s instanceof FieldSegment f && f.field().equals(field))
        .map(FieldSegment.class::cast).findFirst().orElse(null);
  }

  /** Whether a segment writes its field's value so that the decoder reads back the value itself. */
  static boolean whole(FieldSegment f) {
    return f.format() == null && f.scale().none();
  }

  /** Whether two segments cut a time the same way (the same format, the same scale). */
  private static boolean sameGrain(FieldSegment a, FieldSegment b) {
    return Objects.equals(a.format(), b.format()) && a.scale().equals(b.scale());
  }

  /** How a segment cuts its value: {@code as yyyyMMddHH}, {@code to 1h}. */
  private static String lossy(FieldSegment f) {
    if (f.format() != null) {
      return "as " + f.format();
    }
    TimeScale s = f.scale();
    return "cut to " + dev.hbaseadvisor.model.Quantities.formatDuration(Math.max(1, s.grainMillis() / 1000));
  }

  /** Whether the NEW design still tells rows apart by an OLD key field. */
  private static boolean kept(TableSchema neu, FieldSegment old) {
    for (Segment s : neu.rowkey()) {
      if (s instanceof FieldSegment f && f.field().equals(old.field()) && (whole(f) || sameGrain(f, old))) {
        return true;
      }
      if (s instanceof HashSegment h && h.from().contains(old.field())) {
        return true;
      }
    }
    // Tall to wide: the field moves from the key into the qualifiers, where it still tells cells apart.
    return neu.families().stream().flatMap(f -> f.columns().stream())
        .anyMatch(c -> old.field().equals(c.qualifierFrom()));
  }
}
