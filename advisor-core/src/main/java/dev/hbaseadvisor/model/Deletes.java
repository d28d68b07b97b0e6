package dev.hbaseadvisor.model;

/**
 * The rows the application deletes ({@code workload.deletes}): whole-row {@code Delete}s, each a
 * delete marker per family ({@code DeleteFamily}) that masks the row's cells at once for readers,
 * while the masked cells and the markers stay in store files until a major compaction drops them
 * ({@code KEEP_DELETED_CELLS} false and {@code hbase.hstore.time.to.purge.deletes} 0, HBase's
 * defaults; {@code MajorCompactionScanQueryMatcher}).
 *
 * @param perSecond rows deleted per second, at most the rows written; 0 when none are
 * @param of which rows are deleted
 * @param afterSeconds when the deletes begin, in seconds from the start of the workload (a
 *     retention job deleting the rows older than this); 0 from the start
 */
public record Deletes(double perSecond, Of of, long afterSeconds) {

  /** Which existing rows a delete removes. */
  public enum Of {
    /** The oldest rows first, in the order they were written: a retention job. */
    OLDEST,
    /** Any existing row, each as likely: entities removed by the application. */
    ANY;

    /** The name the schema format uses. */
    public String yamlName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** No deletes. */
  public static final Deletes NONE = new Deletes(0, Of.OLDEST, 0);

  /** Whether the workload deletes rows. */
  public boolean any() {
    return perSecond > 0;
  }

  /** The rows deleted over a run of {@code seconds}: none before {@link #afterSeconds}. */
  public double rowsDeletedBy(double seconds) {
    return any() ? perSecond * Math.max(0, seconds - afterSeconds) : 0;
  }
}
