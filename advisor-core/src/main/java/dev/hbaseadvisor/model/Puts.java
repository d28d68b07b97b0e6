package dev.hbaseadvisor.model;

/**
 * How a row's cells arrive: in the one put that creates the row (the default), or over many puts
 * into the existing row, as a time-series row takes a cell per data point for an hour, a trace row
 * a cell per span, a web page row an anchor per referring site.
 *
 * <p>The columns of {@code families} state a row at its full size; the puts spread those cells over
 * time. Stored bytes are the same either way; what changes is the number of write requests, where
 * they land (on the newest rows or on any row) and how large one put is.
 *
 * @param perSecond every put per second, the ones that create rows included; 0 when each row is
 *     written whole by one put
 * @param to which existing rows take the puts that do not create a row
 * @param withinSeconds with {@link Target#RECENT}: the age up to which a row still takes puts (an
 *     OpenTSDB row's hour); 0 otherwise
 * @param overwriteCells 0 when the puts after the creating one add cells to the row; else they
 *     overwrite: each writes new versions of this many of the cells the row already has (an entity's
 *     attributes, a sequence's current value), and the row is written whole when it is created
 */
public record Puts(double perSecond, Target to, long withinSeconds, int overwriteCells) {

  /** Puts that add cells to existing rows. */
  public Puts(double perSecond, Target to, long withinSeconds) {
    this(perSecond, to, withinSeconds, 0);
  }

  /** Which existing rows take the puts that add cells. */
  public enum Target {
    /** Rows created within the last {@code within}: a row filled over its time slot. */
    RECENT,
    /** Any existing row, each as likely: anchors, graph edges, entity attributes. */
    ANY;

    /** The name the schema format uses. */
    public String yamlName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Each row written whole by the put that creates it. */
  public static final Puts ONE_PER_ROW = new Puts(0, Target.RECENT, 0);

  /**
   * Whether the puts after the creating one write new versions of cells the row already has: they
   * add bytes to memstores and store files but not to the table's newest data, and the versions they
   * supersede stay in store files until a compaction drops them.
   */
  public boolean overwrites() {
    return overwriteCells > 0 && !onePerRow();
  }

  /** Whether each row is written whole by one put. */
  public boolean onePerRow() {
    return perSecond <= 0;
  }
}
