package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.FieldSegment;
import dev.hbaseadvisor.model.HashSegment;
import dev.hbaseadvisor.model.Segment;
import dev.hbaseadvisor.model.TableSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Where the cells of each OLD column land when a migration moves cells between rows and
 * qualifiers: tall to wide (a key field becomes the qualifiers of a column, {@code qualifierFrom},
 * so the rows of one entity fold into one row) and wide to tall (the field that named the
 * qualifiers moves into the key, and each cell becomes a row of its own, the layout {@code
 * recommend}'s tall candidates propose). Each OLD column goes to the NEW column of the same family
 * that holds the same field, or has the same fixed qualifier, or is named by the same field; a
 * change where a cell has nowhere to go, where two cells would land on one qualifier, or where a
 * NEW qualifier needs a value the OLD table does not hold in full, is refused before anything runs.
 *
 * @param moves whether cells move between rows and qualifiers at all; when not, every cell keeps
 *     its qualifier and a row's NEW key depends on its OLD key alone
 * @param targets where each OLD column's cells go, for the columns of families the NEW design has
 * @param problems what makes the moves impossible, with the same paths as {@link KeySources}
 */
public record CellMoves(boolean moves, List<Target> targets, List<KeySources.Problem> problems) {

  /**
   * The NEW column the cells of one OLD column go to.
   *
   * @param family the family of both
   * @param old the OLD column
   * @param neu the NEW column
   */
  public record Target(String family, Column old, Column neu) {}

  /** Analyses the pair of designs, given where the NEW key's fields come from ({@link KeySources#of}). */
  public static CellMoves of(TableSchema old, TableSchema neu, KeySources sources) {
    boolean moves = !dynamicColumns(old).equals(dynamicColumns(neu))
        || sources.sources().stream().anyMatch(s -> s.from() == KeySources.From.QUALIFIER);
    if (!moves) {
      return new CellMoves(false, List.of(), List.of());
    }
    List<Target> targets = new ArrayList<>();
    List<KeySources.Problem> problems = new ArrayList<>();
    for (int i = 0; i < old.families().size(); i++) {
      Family family = old.families().get(i);
      Family into = neu.families().stream().filter(f -> f.name().equals(family.name())).findFirst().orElse(null);
      if (into == null) {
        continue; // KeySources refuses a family the NEW design lacks
      }
      if (family.columns().stream().filter(Column::dynamic).count() > 1) {
        problems.add(new KeySources.Problem(false, "families[" + i + "]", family.name(), "the OLD family '"
            + family.name() + "' has several columns named by fields, so a stored qualifier cannot be told to belong "
            + "to one of them, and its cells cannot be moved between rows and qualifiers"));
        continue;
      }
      for (int j = 0; j < family.columns().size(); j++) {
        Column column = family.columns().get(j);
        String path = "families[" + i + "].columns[" + j + "]";
        Column target = match(column, family.columns().size(), into.columns());
        if (target == null) {
          problems.add(new KeySources.Problem(false, path, family.name(), "the OLD column " + family.name() + ":"
              + name(column) + " has no column in the NEW family '" + family.name() + "' that holds the same "
              + (column.field() != null ? "field '" + column.field() + "'" : "qualifier")
              + ", so its cells have nowhere to go"));
          continue;
        }
        targets.add(new Target(family.name(), column, target));
        problems.addAll(qualifierProblems(old, neu, i, path, family.name(), column, target));
      }
    }
    Set<String> landed = new HashSet<>();
    for (Target t : targets) {
      if (!landed.add(t.family() + "\u0000" + name(t.neu()))) {
        int i = neu.families().indexOf(neu.families().stream().filter(f -> f.name().equals(t.family()))
            .findFirst().orElseThrow());
        problems.add(new KeySources.Problem(true, "families[" + i + "]", t.family(), "two OLD columns of family '"
            + t.family() + "' land on NEW qualifiers " + t.family() + ":" + name(t.neu())
            + ", where their cells would overwrite each other"));
      }
    }
    return new CellMoves(true, List.copyOf(targets), List.copyOf(problems));
  }

  /**
   * The OLD column a stored cell belongs to: the fixed column with its qualifier, else the
   * family's column named by a field; null when none is.
   */
  public Target target(String family, byte[] qualifier) {
    Target named = null;
    for (Target t : targets) {
      if (t.family().equals(family)) {
        if (t.old().dynamic()) {
          named = t;
        } else if (Arrays.equals(t.old().qualifierBytes(), qualifier)) {
          return t;
        }
      }
    }
    return named;
  }

  /** The NEW column for an OLD one: by the field stored, the fixed qualifier, the field naming them, or the only one. */
  private static Column match(Column column, int oldColumns, List<Column> candidates) {
    for (Column c : candidates) {
      if (column.field() != null && column.field().equals(c.field())) {
        return c;
      }
    }
    for (Column c : candidates) {
      if (column.field() == null && c.field() == null && (column.dynamic()
          ? column.qualifierFrom().equals(c.qualifierFrom()) : column.qualifier().equals(c.qualifier()))) {
        return c;
      }
    }
    return oldColumns == 1 && candidates.size() == 1 && Objects.equals(column.field(), candidates.get(0).field())
        ? candidates.get(0) : null;
  }

  /**
   * What stops one OLD column's cells from moving to a NEW column: a NEW qualifier needs a field the
   * OLD table holds neither in full in its key nor in the same qualifiers; or the OLD qualifiers
   * tell cells apart by a field the NEW design writes nowhere, so cells would overwrite each other.
   */
  private static List<KeySources.Problem> qualifierProblems(TableSchema old, TableSchema neu, int familyIndex,
      String path, String family, Column column, Column target) {
    List<KeySources.Problem> problems = new ArrayList<>();
    boolean sameNames = column.dynamic() && target.dynamic() && column.qualifierFrom().equals(target.qualifierFrom());
    if (target.dynamic() && !sameNames && !inKeyWhole(old, target.qualifierFrom())) {
      int i = neu.families().indexOf(neu.families().stream().filter(f -> f.name().equals(family))
          .findFirst().orElseThrow());
      problems.add(new KeySources.Problem(true, "families[" + i + "].columns[" + neu.families().get(i).columns()
          .indexOf(target) + "]", target.qualifierFrom(), "the NEW qualifiers of " + family + ":<"
          + target.qualifierFrom() + "> need field '" + target.qualifierFrom() + "' in full, which the OLD table "
          + "holds neither in its key nor in the qualifiers of " + family + ":" + name(column)));
    }
    if (column.dynamic() && !sameNames && !inKey(neu, column.qualifierFrom())) {
      problems.add(new KeySources.Problem(false, path, column.qualifierFrom(), "the OLD qualifiers of " + family
          + ":<" + column.qualifierFrom() + "> tell cells apart by field '" + column.qualifierFrom() + "', which "
          + "the NEW design writes neither in its key nor in the qualifiers of " + family + ":" + name(target)
          + ": cells that differ only in it would overwrite each other"));
    }
    return problems;
  }

  /** Whether a key writes a field's value whole, so that the decoder reads it back. */
  private static boolean inKeyWhole(TableSchema schema, String field) {
    return schema.rowkey().stream().anyMatch(s -> s instanceof FieldSegment f && f.field().equals(field)
        && KeySources.whole(f));
  }

  /** Whether a key tells rows apart by a field: it writes it whole, or hashes it. */
  private static boolean inKey(TableSchema schema, String field) {
    for (Segment s : schema.rowkey()) {
      if (s instanceof HashSegment h && h.from().contains(field)) {
        return true;
      }
    }
    return inKeyWhole(schema, field);
  }

  /** The columns named by fields, as family and field. */
  private static Set<String> dynamicColumns(TableSchema schema) {
    Set<String> out = new HashSet<>();
    for (Family f : schema.families()) {
      for (Column c : f.columns()) {
        if (c.dynamic()) {
          out.add(f.name() + "\u0000" + c.qualifierFrom());
        }
      }
    }
    return out;
  }

  /** How the output names a column: its qualifier, or {@code <field>}. */
  static String name(Column c) {
    return c.dynamic() ? "<" + c.qualifierFrom() + ">" : c.qualifier();
  }
}
