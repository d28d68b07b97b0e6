package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.diff.Change;
import dev.hbaseadvisor.diff.ChangeCatalog;
import dev.hbaseadvisor.diff.ChangeClass;
import dev.hbaseadvisor.diff.SchemaDiff;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.PresplitException;
import dev.hbaseadvisor.splits.PresplitProblem;
import dev.hbaseadvisor.splits.Presplits;
import java.util.ArrayList;
import java.util.List;

/** Plans the move of a table from an OLD design to a NEW one, or refuses it before anything runs. */
public final class Migrations {

  /**
   * The rows per second {@code --dry-run} estimates the backfill's time at unless told: the backfill
   * of 99,843 rows of opentsdb-salted (20 regions into 64) measured on this project's 2-core
   * machine, one mini cluster and MapReduce's local job runner ({@code MigrateIT.throughputAgainstCopyTable},
   * docs/performance.md, "migrate: bulk load beside CopyTable"). A floor: a real cluster runs many
   * tasks at once on regions far larger than the per-task costs that dominate here.
   */
  public static final double DEFAULT_THROUGHPUT = 4_574;

  /** The change id of a new table name, which every migration has and which alone needs no copy. */
  static final String TABLE_RENAMED = "table-renamed";

  private Migrations() {}

  /**
   * A migration that cannot be planned: each problem as {@code file:line:column: message}, at the
   * place in OLD or NEW it comes from.
   */
  public static final class Refused extends RuntimeException {

    private final List<String> problems;

    Refused(List<String> problems) {
      super(String.join("\n", problems));
      this.problems = List.copyOf(problems);
    }

    /** The problems, one line each. */
    public List<String> problems() {
      return problems;
    }
  }

  /**
   * The plan from {@code old} (named {@code oldName}) to {@code neu}; with {@code estimate}, the
   * backfill's estimate at {@code throughput} rows per second (0 for none).
   *
   * @throws Refused when NEW names the OLD table, no change is breaking, or the OLD data cannot feed the NEW key
   */
  public static MigrationPlan plan(TableSchema old, String oldName, TableSchema neu, String newName,
      boolean estimate, double throughput) {
    if (old.table().equals(neu.table())) {
      throw new Refused(List.of(newName + ":" + neu.locate("table") + ": the NEW design names the table '"
          + neu.table() + "', as OLD does: a key change moves the data into a new table (HBase cannot re-key one "
          + "in place), so give NEW another name, such as '" + neu.table() + "_v2'"));
    }
    List<Change> changes = SchemaDiff.compare(ChangeCatalog.builtIn(), old, oldName, neu, newName, false);
    if (changes.stream().noneMatch(c -> c.changeClass() == ChangeClass.BREAKING_STORAGE && !c.id().equals(TABLE_RENAMED))) {
      throw new Refused(List.of(newName + ":" + neu.locate("rowkey") + ": diff classifies no change from "
          + oldName + " as breaking-storage apart from the table's name, so the stored rows need no copy: "
          + "apply the other changes with diff's actions"));
    }
    KeySources sources = KeySources.of(old, neu);
    CellMoves moves = CellMoves.of(old, neu, sources);
    List<String> problems = new ArrayList<>();
    for (KeySources.Problem p : sources.problems().isEmpty() ? moves.problems() : sources.problems()) {
      problems.add(p.newSide() ? newName + ":" + neu.locate(p.path()) + ": " + p.message()
          : oldName + ":" + old.locate(p.path()) + ": " + p.message());
    }
    if (!problems.isEmpty()) {
      throw new Refused(problems);
    }
    int newRegions = regions(neu, newName);
    MigrationEstimate e = estimate
        ? MigrationEstimate.of(old, regions(old, oldName), neu, newRegions, throughput) : null;
    return MigrationPlan.of(oldName, newName, old.table(), neu.table(), newRegions, changes, sources, moves, e,
        neu.cluster().maxFileSize());
  }

  /** The regions of a design's pre-split, or its fatal problems refused at their lines. */
  private static int regions(TableSchema schema, String name) {
    try {
      return Presplits.plan(schema).regionCount();
    } catch (PresplitException e) {
      throw new Refused(e.problems().stream().filter(PresplitProblem::fatal)
          .map(p -> name + ":" + schema.locate(p.path()) + ": " + p.message()).toList());
    }
  }
}
