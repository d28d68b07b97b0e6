package dev.hbaseadvisor.migrate;

import dev.hbaseadvisor.diff.Change;
import dev.hbaseadvisor.diff.ChangeClass;
import java.util.ArrayList;
import java.util.List;

/**
 * The steps that move a live table to a NEW design whose key change {@code diff} classifies as
 * breaking: the guide's answer to "Immutability of Rowkeys" (a new table, written beside the old
 * one, filled from a copy of the old one's data), each step with the commands that carry it out.
 *
 * @param oldFile the OLD design as the user named it
 * @param newFile the NEW design as the user named it
 * @param oldTable the table that holds the data
 * @param newTable the table the data moves to
 * @param snapshot the snapshot of the OLD table the backfill reads
 * @param breaking the changes {@code diff} classifies as breaking-storage, the reason to migrate (the new
 *     table's name, which every migration has, left out)
 * @param sources where each NEW key field comes from
 * @param moves where each OLD column's cells go when cells move between rows and qualifiers (tall and
 *     wide); empty when every cell keeps its qualifier
 * @param steps the steps, in order
 * @param estimate the backfill job's estimate ({@code --dry-run}), or null
 * @param newMaxFileSize the NEW design's {@code cluster.maxFileSize}, which the estimate's warnings weigh regions by
 */
public record MigrationPlan(String oldFile, String newFile, String oldTable, String newTable, String snapshot,
    List<Change> breaking, List<KeySources.Source> sources, List<CellMoves.Target> moves, List<Step> steps,
    MigrationEstimate estimate, long newMaxFileSize) {

  /** The job jar the backfill and the verification run from ({@code advisor-migrate}'s shaded jar). */
  public static final String JOB_JAR = "hbase-advisor-migrate.jar";
  /**
   * How the job is started on a cluster: {@code hbase mapredcp} prints the HBase jars MapReduce
   * jobs need (the reference guide's "HBase, MapReduce, and the CLASSPATH").
   */
  public static final String HADOOP_JAR = "HADOOP_CLASSPATH=$(hbase mapredcp) hadoop jar " + JOB_JAR;

  /**
   * One step of the plan.
   *
   * @param name a stable identifier ({@code create}, {@code dual-write}, ...)
   * @param title what the step does, for a reader
   * @param commands what to run, in order (shell lines; {@code #} lines say what a person does)
   * @param notes why, and what to watch
   */
  public record Step(String name, String title, List<String> commands, List<String> notes) {}

  /** The plan for a pair whose problems are empty; the names are how the user named the files. */
  static MigrationPlan of(String oldFile, String newFile, String oldTable, String newTable, int newRegions,
      List<Change> changes, KeySources sources, CellMoves moves, MigrationEstimate estimate, long newMaxFileSize) {
    String snapshot = snapshotName(oldTable, newTable);
    List<Change> breaking = changes.stream()
        .filter(c -> c.changeClass() == ChangeClass.BREAKING_STORAGE && !c.id().equals(Migrations.TABLE_RENAMED))
        .toList();
    List<Step> steps = new ArrayList<>();
    steps.add(new Step("create", "Create " + newTable + " pre-split from NEW (" + newRegions
        + (newRegions == 1 ? " region" : " regions") + ")",
        List.of("hbase-advisor apply " + newFile + " --dry-run", "hbase-advisor apply " + newFile
            + " --zookeeper HOST:2181"),
        List.of("apply creates the families with their settings and the pre-split's keys, and refuses a table "
            + "that exists; the backfill's HFiles are cut along these regions.")));
    steps.add(new Step("dual-write", "Write to both tables",
        List.of("# deploy writers that put every mutation into " + oldTable + " (OLD key) and into " + newTable
            + " (NEW key), with the same cell timestamps; reads stay on " + oldTable),
        List.of("Start it before the snapshot, so that every row is in the snapshot or dual-written.",
            "Keep major compactions of " + newTable + " off until verification (hbase.hregion.majorcompaction=0 "
                + "in its table CONFIGURATION): a delete written in the window masks the older backfilled cells "
                + "only while its tombstone is kept.")));
    steps.add(new Step("backfill", "Copy the history from a snapshot of " + oldTable,
        List.of("echo \"snapshot '" + oldTable + "', '" + snapshot + "'\" | hbase shell -n",
            HADOOP_JAR + " backfill " + oldFile + " " + newFile + " --snapshot " + snapshot),
        List.of("The job reads the snapshot's files, never the live table, and never writes to " + oldTable + ".",
            "Every cell keeps its timestamp and every version; cells past the NEW design's TTL are skipped. "
                + "Dual-written cells newer than the snapshot stay the newest versions; a writer that overwrites "
                + "a cell at its old timestamp loses to the backfilled copy (bulk-loaded files get newer sequence ids).",
            "It refuses a " + newTable + " that already holds data unless given --resume; a rerun writes the "
                + "same cells again, which HBase keeps once.")));
    steps.add(new Step("verify", "Compare the two tables",
        List.of(HADOOP_JAR + " verify " + oldFile + " " + newFile + " --snapshot " + snapshot),
        List.of((moves.moves() ? "Counts cells by region of both tables (rows are not compared: cells move between "
            + "rows and qualifiers, so rows fold together or split apart; " : "Counts rows and cells by region of "
            + "both tables (") + "NEW cells up to the snapshot's time, so "
            + "dual-written rows after it do not count) and compares a seeded sample of rows cell by cell "
            + "through both keys; exits non-zero on any difference.")));
    steps.add(new Step("switch-reads", "Move readers to " + newTable,
        List.of("# deploy readers that build the NEW key and read " + newTable + "; keep dual writes on"),
        List.of("Roll back by pointing readers at " + oldTable + " again: it is still complete.")));
    steps.add(new Step("retire", "Retire " + oldTable,
        List.of("# stop writing to " + oldTable,
            "echo \"disable '" + oldTable + "'; drop '" + oldTable + "'; delete_snapshot '" + snapshot
                + "'\" | hbase shell -n"),
        List.of("Only after reads have run on " + newTable + " long enough to trust it; re-enable major "
            + "compactions of " + newTable + ".")));
    return new MigrationPlan(oldFile, newFile, oldTable, newTable, snapshot, breaking, sources.sources(),
        moves.targets(), List.copyOf(steps), estimate, newMaxFileSize);
  }

  /**
   * The snapshot's name: {@code OLD-to-NEW}, with a namespace's colon made an underscore, as
   * snapshot names take only letters, digits, {@code _}, {@code -} and {@code .}
   * ({@code TableName.isLegalTableQualifierName}, which {@code SnapshotDescriptionUtils} applies).
   */
  static String snapshotName(String oldTable, String newTable) {
    return (oldTable + "-to-" + newTable).replace(':', '_');
  }
}
