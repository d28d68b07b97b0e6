package dev.hbaseadvisor.model;

import java.nio.charset.StandardCharsets;

/**
 * Byte sizes of the cells, rows and whole table a schema writes, laid out as HBase's
 * {@code KeyValue} ({@code hbase-common/src/main/java/org/apache/hadoop/hbase/KeyValue.java},
 * {@code getKeyValueDataStructureSize}): a 4-byte key length and a 4-byte value length, then the
 * key (2-byte row length, row, 1-byte family length, family, qualifier, 8-byte timestamp, 1-byte
 * type), then the value, so a cell without tags takes {@code 20 + row + family + qualifier + value}
 * bytes. This is also the size the client checks against {@code hbase.client.keyvalue.maxsize}
 * ({@code ConnectionUtils.validateMutation}, {@code Cell.getSerializedSize()}).
 *
 * <p>Projections are uncompressed and count one version per cell: the workload writes new rows,
 * and HFile framing (block headers, checksums, the per-cell MVCC varint) adds a few percent that
 * compression usually more than takes back.
 */
public final class CellSizes {

  /** {@code KeyValue.KEYVALUE_INFRASTRUCTURE_SIZE}: the key length and value length ints. */
  public static final int KEYVALUE_INFRASTRUCTURE_SIZE = 8;
  /** {@code KeyValue.KEY_INFRASTRUCTURE_SIZE}: row length short, family length byte, timestamp long, type byte. */
  public static final int KEY_INFRASTRUCTURE_SIZE = 12;
  /** The longest value: {@code KeyValue} stores a value's length in a 4-byte int. */
  public static final long MAX_VALUE_BYTES = Integer.MAX_VALUE;
  /** The longest family name: {@code KeyValue} stores its length in one signed byte ("Family &gt; 127"). */
  public static final int MAX_FAMILY_LENGTH = Byte.MAX_VALUE;

  private final TableSchema schema;
  private final int minKeyBytes;
  private final int maxKeyBytes;

  private CellSizes(TableSchema schema, int minKeyBytes, int maxKeyBytes) {
    this.schema = schema;
    this.minKeyBytes = minKeyBytes;
    this.maxKeyBytes = maxKeyBytes;
  }

  /**
   * The sizes of a schema whose rowkeys take {@code minKeyBytes} to {@code maxKeyBytes} bytes
   * ({@code RowKeyCodec.minLength()} and {@code maxLength()}).
   */
  public static CellSizes of(TableSchema schema, int minKeyBytes, int maxKeyBytes) {
    return new CellSizes(schema, minKeyBytes, maxKeyBytes);
  }

  /** The serialized bytes of one cell without tags: {@code KeyValue.getKeyValueDataStructureSize(r, f, q, v)}. */
  public static long keyValueBytes(long row, long family, long qualifier, long value) {
    return KEYVALUE_INFRASTRUCTURE_SIZE + KEY_INFRASTRUCTURE_SIZE + row + family + qualifier + value;
  }

  /** The bytes of a family name as HBase stores it (UTF-8, {@code Bytes.toBytes(String)}). */
  public static int familyBytes(String name) {
    return name.getBytes(StandardCharsets.UTF_8).length;
  }

  /**
   * The shortest and longest qualifier of a column: a fixed qualifier's bytes, or the default
   * encoding of the field that names dynamic qualifiers.
   */
  public static long[] qualifierBytes(TableSchema schema, Column column) {
    if (column.dynamic()) {
      return schema.field(column.qualifierFrom()).valueSize();
    }
    int length = column.qualifierBytes().length;
    return new long[] {length, length};
  }

  /** The mean rowkey length, taking every segment's width as uniform between its bounds. */
  public double meanKeyBytes() {
    return (minKeyBytes + maxKeyBytes) / 2.0;
  }

  /** The largest rowkey, in bytes. */
  public int maxKeyBytes() {
    return maxKeyBytes;
  }

  /** The mean bytes of one cell of a column. */
  public double meanCellBytes(Family family, Column column) {
    long[] qualifier = qualifierBytes(schema, column);
    return KEYVALUE_INFRASTRUCTURE_SIZE + KEY_INFRASTRUCTURE_SIZE + meanKeyBytes() + familyBytes(family.name())
        + (qualifier[0] + qualifier[1]) / 2.0 + column.meanSize();
  }

  /** The bytes of the largest cell of a column: the longest key, qualifier and value. */
  public long maxCellBytes(Family family, Column column) {
    return keyValueBytes(maxKeyBytes, familyBytes(family.name()), qualifierBytes(schema, column)[1],
        column.maxSize());
  }

  /** The mean number of cells a row holds in a column: 1 for a fixed qualifier, the mean of {@code perRow} else. */
  public static double cellsPerRow(Column column) {
    return (column.minPerRow() + column.maxPerRow()) / 2.0;
  }

  /** The mean bytes one row holds in a family. */
  public double familyBytesPerRow(Family family) {
    double bytes = 0;
    for (Column column : family.columns()) {
      bytes += cellsPerRow(column) * meanCellBytes(family, column);
    }
    return bytes;
  }

  /** The rows that hold a family: its {@code rows}, else every row the workload writes. */
  public long familyRows(Family family) {
    return family.rows() > 0 ? family.rows() : schema.workload().totalRows();
  }

  /** The projected bytes of a family: its rows times its bytes per row. */
  public double familyTableBytes(Family family) {
    return familyRows(family) * familyBytesPerRow(family);
  }

  /**
   * The regions a table of {@code bytes} settles into when each splits at {@code regionSize}
   * ({@code cluster.maxFileSize}, HBase's {@code hbase.hregion.max.filesize}): the sizing rules'
   * estimate, at least one.
   */
  public static long regionsAt(double bytes, double regionSize) {
    return Math.max(1, (long) Math.ceil(bytes / regionSize));
  }

  /** The projected bytes of the whole table, over every family. */
  public double tableBytes() {
    double bytes = 0;
    for (Family family : schema.families()) {
      bytes += familyTableBytes(family);
    }
    return bytes;
  }

  /**
   * The store-file bytes the table reaches at the end of the workload, as region sizes (and so
   * splits) see them: the rows still live ({@link Workload#liveRows}) at their projected size, the
   * older versions families keep of overwritten cells (up to {@code VERSIONS - 1} times the newest),
   * and the garbage store files carry until a major compaction drops it
   * ({@link #garbageBytes()}). Without overwrites or deletes, {@link #tableBytes()}.
   */
  public double storedBytes() {
    Workload w = schema.workload();
    double live = liveBytes();
    double overwrites = overwriteBytesPerSecond();
    int versions = 1;
    for (Family family : schema.families()) {
      versions = Math.max(versions, family.versions());
    }
    double kept = Math.min(overwrites * w.durationSeconds(), (versions - 1.0) * live);
    return live + kept + garbageBytes();
  }

  /**
   * The garbage the store files hold at its most, just before a major compaction: the versions
   * overwriting puts superseded beyond what the families keep, and the cells and delete markers of
   * deleted rows (kept until the TTL instead when every family keeps deleted cells), written over
   * one major compaction period at its longest ({@code hbase.hregion.majorcompaction} times
   * {@code 1 + jitter}, or the workload's duration when majors are off or the run is shorter).
   */
  public double garbageBytes() {
    Workload w = schema.workload();
    long period = schema.cluster().majorCompactionSeconds();
    double window = period <= 0 ? w.durationSeconds()
        : Math.min(w.durationSeconds(), period * (1 + schema.cluster().majorCompactionJitter()));
    double overwrites = overwriteBytesPerSecond();
    int versions = 1;
    boolean keepsDeleted = !schema.families().isEmpty();
    long ttl = Quantities.FOREVER_SECONDS;
    for (Family family : schema.families()) {
      versions = Math.max(versions, family.versions());
      keepsDeleted &= family.keepDeletedCells();
      ttl = Math.min(ttl, family.ttlSeconds());
    }
    double live = liveBytes();
    // Superseded versions are garbage once the kept versions are full.
    double superseded = Math.max(0, overwrites * w.durationSeconds() - (versions - 1.0) * live);
    double garbage = Math.min(superseded, overwrites * window);
    if (w.deletes().any()) {
      double rowBytes = tableBytes() / Math.max(1, w.totalRows());
      double deleteWindow = keepsDeleted ? Math.min(w.durationSeconds(), ttl) : window;
      garbage += Math.min(w.deletes().rowsDeletedBy(w.durationSeconds()), w.deletes().perSecond() * deleteWindow)
          * rowBytes;
    }
    return garbage;
  }

  /** The projected bytes of the rows live at the end: {@link #tableBytes()} less the deleted rows'. */
  public double liveBytes() {
    Workload w = schema.workload();
    return w.liveRows() >= w.totalRows() ? tableBytes() : tableBytes() * w.liveRows() / Math.max(1, w.totalRows());
  }

  /** The bytes the workload's overwriting puts write a second ({@link Workload#overwriteBytesPerSecond}). */
  public double overwriteBytesPerSecond() {
    double cells = 0;
    for (Family family : schema.families()) {
      for (Column column : family.columns()) {
        cells += cellsPerRow(column);
      }
    }
    return schema.workload().overwriteBytesPerSecond(tableBytes() / Math.max(1, schema.workload().totalRows()), cells);
  }

  /** The bytes the workload writes a second: the table's projected bytes per row times the row rate. */
  public double bytesPerSecond() {
    return tableBytes() / Math.max(1, schema.workload().totalRows()) * schema.workload().effectiveWritesPerSecond();
  }
}
