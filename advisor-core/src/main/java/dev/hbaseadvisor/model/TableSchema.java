package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.Position;
import java.nio.file.Path;
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
    Map<String, Position> locations) {

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

  /** This schema with another rowkey, for compiling segments; its positions still point into the original file. */
  public TableSchema withRowkey(List<Segment> key) {
    return new TableSchema(source, table, description, fields, key, families, access, workload, cluster, presplit,
        suppressions, locations);
  }
}
