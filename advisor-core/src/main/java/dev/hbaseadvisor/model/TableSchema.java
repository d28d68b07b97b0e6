package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.Position;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A loaded and validated schema file: the table design every command works on.
 *
 * @param source the file it was read from (for messages)
 * @param table the table name as written, {@code [namespace:]name}
 * @param description free text, or null
 * @param fields the record fields by name, in source order
 * @param rowkey the rowkey segments in order
 * @param families the column families in order
 * @param access the read patterns
 * @param workload the write workload
 * @param cluster the cluster
 * @param presplit the pre-split
 * @param suppressions inline rule suppressions
 * @param locations where each path of the document starts (see {@link #locate(String)})
 * @param kinds the record kinds of a table that states several under {@code kinds:}, else empty;
 *     then {@code rowkey} is the first kind's and {@code access} every kind's patterns in order
 * @param kindIndex -1 for the table, else the kind this schema is the view of ({@link #kind(int)})
 * @param immutableRows whether the application never updates or deletes a row it has written
 *     ({@code immutableRows: true}, Phoenix's {@code IMMUTABLE_ROWS=true}, issue 26 A.8)
 */
public record TableSchema(
    Path source,
    String table,
    String description,
    Map<String, FieldSpec> fields,
    List<Segment> rowkey,
    List<Family> families,
    List<AccessPattern> access,
    Workload workload,
    Cluster cluster,
    Presplit presplit,
    List<Suppression> suppressions,
    Map<String, Position> locations,
    List<RecordKind> kinds,
    int kindIndex,
    boolean immutableRows) {

  /**
   * The most rowkey segments a schema may have: far more than a key needs, and few enough that a
   * report stays in a 512 MiB heap (256 segments: 7 s and 234 MB resident; 5,000 ran out of memory).
   */
  public static final int MAX_SEGMENTS = 256;
  /** The most column families: HBase advises two or three; 1,000 report in 12 s, 20,000 took 37 s. */
  public static final int MAX_FAMILIES = 1_000;
  /** The most fields: 1,000 report in 6 s (50,000 were a runaway). */
  public static final int MAX_FIELDS = 1_000;
  /** The most access patterns. */
  public static final int MAX_ACCESS_PATTERNS = 1_000;

  /**
   * A new table of one record kind whose rows may be updated, as a schema file without
   * {@code kinds:} or {@code immutableRows:} states; a copy of a loaded schema is made with its
   * {@code with} methods, which keep every other component.
   */
  public TableSchema(Path source, String table, String description, Map<String, FieldSpec> fields,
      List<Segment> rowkey, List<Family> families, List<AccessPattern> access, Workload workload, Cluster cluster,
      Presplit presplit, List<Suppression> suppressions, Map<String, Position> locations) {
    this(source, table, description, fields, rowkey, families, access, workload, cluster, presplit, suppressions,
        locations, List.of(), -1, false);
  }

  /**
   * The field whose value is the cells' timestamp ({@code cellTimestamp: true}: Phoenix's
   * {@code ROW_TIMESTAMP} column), or null when the cells take the write time. The loader allows
   * one, written whole into the key. A time-bounded read of that field is a time range on the
   * cells: HBase skips the store files whose time range misses it ({@code StoreFileReader.passesTimerangeFilter}).
   */
  public FieldSpec cellTimestampField() {
    for (FieldSpec f : fields.values()) {
      if (f.cellTimestamp()) {
        return f;
      }
    }
    return null;
  }

  /**
   * Where the format's write clock starts, in epoch milliseconds: the {@code min} of the table's
   * increasing timestamp field other than the cells' timestamp field (the write time,
   * {@code docs/schema-format.md} Types), else the default 2026-01-01T00:00Z. A cell timestamp
   * field's value is read against it: write {@code n} happens at this epoch plus its time.
   */
  public long clockEpochMillis() {
    FieldSpec cellTime = cellTimestampField();
    for (FieldSpec f : fields.values()) {
      if (f != cellTime && f.increasing() && f.type() == FieldType.TIMESTAMP) {
        return f.min();
      }
    }
    return SchemaLoader.DEFAULT_TIMESTAMP_MIN;
  }

  /**
   * Whether the cells' timestamp field is the write clock itself: an increasing timestamp, which
   * the generator draws as its {@code min} plus the write's time. False without such a field.
   */
  public boolean cellTimestampIsWriteClock() {
    FieldSpec f = cellTimestampField();
    return f != null && f.increasing() && f.type() == FieldType.TIMESTAMP;
  }

  /** Whether this is a table stating several record kinds (not a view of one of them). */
  public boolean multiKind() {
    return kindIndex < 0 && !kinds.isEmpty();
  }

  /** The kind of this view, or null for a table. */
  public RecordKind viewedKind() {
    return kindIndex < 0 ? null : kinds.get(kindIndex);
  }

  /** The index of the kind an access pattern of this table belongs to (0 for a table of one kind). */
  public int kindOfAccess(int access) {
    for (int k = kinds.size() - 1; k >= 0; k--) {
      if (access >= kinds.get(k).firstAccess()) {
        return k;
      }
    }
    return 0;
  }

  /**
   * One record kind of this table seen as a table of its own: its rowkey, the families it writes,
   * its access patterns and its share of the writes ({@link Workload#share}); fields, cluster and
   * pre-split are the table's. Its paths ({@code rowkey[0]}, {@code access[1]}, {@code families[0]})
   * locate in the kind's own lines; {@link #sourcePath} names them as the file does.
   */
  public TableSchema kind(int k) {
    RecordKind kind = kinds.get(k);
    String prefix = "kinds[" + k + "].";
    Map<String, Position> local = new HashMap<>();
    for (Map.Entry<String, Position> e : locations.entrySet()) {
      String p = e.getKey();
      if (p.startsWith(prefix + "rowkey") || p.startsWith(prefix + "access")) {
        local.put(p.substring(prefix.length()), e.getValue());
      } else if (p.startsWith("families[")) {
        int close = p.indexOf(']');
        int at = kind.families().indexOf(Integer.parseInt(p.substring("families[".length(), close)));
        if (at >= 0) {
          local.put("families[" + at + "]" + p.substring(close + 1), e.getValue());
        }
      } else if (!p.startsWith("kinds") && !p.startsWith("rowkey") && !p.startsWith("access")) {
        local.put(p, e.getValue());
      }
    }
    List<Family> written = kind.families().stream().map(families::get).toList();
    return new TableSchema(source, table, description, kindFields(kind, written), kind.rowkey(), written, kind.access(),
        workload.share(kind.share(kinds)), cluster, presplit, suppressions, Map.copyOf(local), kinds, k,
        immutableRows);
  }

  /**
   * The fields a kind's records hold, in the table's order: those its key, its families' columns
   * and its reads name. The name rows of {@code tsdb-uid} hold no UID field, so no rule takes the
   * UID counter for a field of theirs.
   */
  private Map<String, FieldSpec> kindFields(RecordKind kind, List<Family> written) {
    java.util.Set<String> used = new java.util.HashSet<>();
    kind.rowkey().forEach(segment -> used.addAll(segment.sourceFields()));
    for (Family family : written) {
      for (Column column : family.columns()) {
        if (column.field() != null) {
          used.add(column.field());
        }
        if (column.qualifierFrom() != null) {
          used.add(column.qualifierFrom());
        }
      }
    }
    for (AccessPattern p : kind.access()) {
      used.addAll(p.equals());
      used.addAll(p.decodes());
      used.addAll(p.in().keySet());
      for (String one : new String[] {p.range(), p.lists(), p.startsWith()}) {
        if (one != null) {
          used.add(one);
        }
      }
    }
    Map<String, FieldSpec> own = new java.util.LinkedHashMap<>();
    fields.forEach((name, spec) -> {
      if (used.contains(name)) {
        own.put(name, spec);
      }
    });
    return java.util.Collections.unmodifiableMap(own);
  }

  /**
   * The path of the file that a path of this schema stands for: a kind view's {@code rowkey[1]} is
   * {@code kinds[K].rowkey[1]} and its {@code families[0]} the table's family of that name; a
   * multi-kind table's {@code rowkey} is its first kind's and its {@code access[J]} the pattern of the
   * kind holding it. Paths of a one-kind table are their own.
   */
  public String sourcePath(String path) {
    if (kinds.isEmpty()) {
      return path;
    }
    int k = kindIndex < 0 ? 0 : kindIndex;
    if (path.equals("rowkey") || path.startsWith("rowkey[") || path.startsWith("rowkey.")) {
      return "kinds[" + k + "]." + path;
    }
    if (path.startsWith("access[")) {
      int close = path.indexOf(']');
      int j = Integer.parseInt(path.substring("access[".length(), close));
      if (kindIndex < 0) {
        k = kindOfAccess(j);
        j -= kinds.get(k).firstAccess();
      }
      return "kinds[" + k + "].access[" + j + "]" + path.substring(close + 1);
    }
    if (kindIndex >= 0 && path.startsWith("families[")) {
      int close = path.indexOf(']');
      int v = Integer.parseInt(path.substring("families[".length(), close));
      return "families[" + kinds.get(kindIndex).families().get(v) + "]" + path.substring(close + 1);
    }
    return path;
  }

  /** The field of a name; the loader guarantees every referenced field exists. */
  public FieldSpec field(String name) {
    FieldSpec spec = fields.get(name);
    if (spec == null) {
      throw new IllegalArgumentException("no field '" + name + "'");
    }
    return spec;
  }

  /**
   * Whether {@code field}'s values are a function of {@code by}'s, directly or through other
   * fields ({@code determinedBy}, issue 26 A.6): a key holding both has {@code by}'s values only.
   */
  public boolean determinedBy(String field, String by) {
    return FieldRelations.determinedBy(fields, field, by);
  }


  /**
   * The source position of a path such as {@code rowkey[0]}, {@code families[1].name} or
   * {@code fields.ts.order}; falls back to the nearest written ancestor, then to 1:1.
   */
  public Position locate(String path) {
    Position position = nearest(locations, path);
    return position == null ? Position.START : position;
  }

  /**
   * The position of a path in a map of paths, or of its nearest ancestor in it
   * ({@code families[1].ttl}, then {@code families[1]}, then {@code families}); null when none is.
   */
  public static Position nearest(Map<String, Position> positions, String path) {
    String p = path;
    while (!p.isEmpty()) {
      Position position = positions.get(p);
      if (position != null) {
        return position;
      }
      int cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
      p = cut <= 0 ? "" : p.substring(0, cut);
    }
    return null;
  }

  /** Whether the schema gives a path at all (a key written by the user). */
  public boolean written(String path) {
    return locations.containsKey(path);
  }

  /** This schema with another pre-split; its positions still point into the original file. */
  public TableSchema withPresplit(Presplit split) {
    return new TableSchema(source, table, description, fields, rowkey, families, access, workload, cluster, split,
        suppressions, locations, kinds, kindIndex, immutableRows);
  }

  /**
   * A table of several record kinds with another rowkey for each kind, in {@code kinds:} order (the
   * first also the table's {@code rowkey}); its positions still point into the original file.
   */
  public TableSchema withKindRowkeys(List<List<Segment>> keys) {
    if (!multiKind() || keys.size() != kinds.size()) {
      throw new IllegalArgumentException("one rowkey per record kind of a table of several kinds");
    }
    List<RecordKind> changed = new java.util.ArrayList<>();
    for (int k = 0; k < kinds.size(); k++) {
      RecordKind kind = kinds.get(k);
      changed.add(new RecordKind(kind.name(), keys.get(k), kind.families(), kind.weight(), kind.access(),
          kind.firstAccess()));
    }
    return new TableSchema(source, table, description, fields, changed.get(0).rowkey(), families, access, workload,
        cluster, presplit, suppressions, locations, List.copyOf(changed), kindIndex, immutableRows);
  }

  /** This schema with another rowkey, for compiling segments; its positions still point into the original file. */
  public TableSchema withRowkey(List<Segment> key) {
    return new TableSchema(source, table, description, fields, key, families, access, workload, cluster, presplit,
        suppressions, locations, kinds, kindIndex, immutableRows);
  }

  /** This schema with other fields (a subset, to generate only what a key needs). */
  public TableSchema withFields(Map<String, FieldSpec> other) {
    return new TableSchema(source, table, description, other, rowkey, families, access, workload, cluster, presplit,
        suppressions, locations, kinds, kindIndex, immutableRows);
  }

  /** This schema with other families and workload: the same records in another column layout. */
  public TableSchema withLayout(List<Family> otherFamilies, Workload otherWorkload) {
    return new TableSchema(source, table, description, fields, rowkey, otherFamilies, access, otherWorkload, cluster,
        presplit, suppressions, locations, kinds, kindIndex, immutableRows);
  }

  /** This schema with its paths located elsewhere (an imported definition's statement lines). */
  public TableSchema withLocations(Map<String, Position> other) {
    return new TableSchema(source, table, description, fields, rowkey, families, access, workload, cluster, presplit,
        suppressions, other, kinds, kindIndex, immutableRows);
  }
}
