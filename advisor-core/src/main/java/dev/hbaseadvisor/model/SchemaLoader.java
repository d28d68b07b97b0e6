package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import dev.hbaseadvisor.yaml.SourceText;
import dev.hbaseadvisor.yaml.YamlReader;
import dev.hbaseadvisor.yaml.YamlSyntaxException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads a schema file (format version 1, {@code docs/schema-format.md}) into a
 * {@link TableSchema}, reporting every problem with its line and column.
 *
 * <p>The loader checks structure, types, ranges and references; it accepts any table or family
 * name on one line (no line break), and any combination of segments, because judging a design
 * is the rules' job. Each section
 * of the format has its reader ({@link FieldsReader}, {@link RowkeyReader}, {@link FamiliesReader},
 * {@link AccessReader}, {@link WorkloadReader}, {@link PresplitReader}, {@link SuppressReader}),
 * and every allowed key and value comes from {@link FormatKeys}.
 */
public final class SchemaLoader {

  /** 2026-01-01T00:00:00Z in epoch milliseconds: the default first timestamp of synthetic data. */
  public static final long DEFAULT_TIMESTAMP_MIN = 1_767_225_600_000L;
  /** 2036-01-01T00:00:00Z in epoch milliseconds: the default last timestamp. */
  public static final long DEFAULT_TIMESTAMP_MAX = 2_082_758_400_000L;
  /** Default cardinality of fields that state none and are not unbounded by nature. */
  public static final long DEFAULT_CARDINALITY = 1_000_000L;

  private final Path source;
  private final NodeReader in;
  private final Map<String, Position> locations = new HashMap<>();

  private SchemaLoader(Path source, String displayName) {
    this.source = source;
    this.in = new NodeReader(displayName);
  }

  /** Loads a file, naming it in messages as given; the file is bounded ({@link SourceText#MAX_BYTES}). */
  public static TableSchema load(Path file) throws SchemaException {
    String text;
    try {
      text = SourceText.read(file);
    } catch (SourceText.UnreadableException e) {
      throw single(file.toString(), e.position(), e.getMessage());
    }
    return parse(text, file, file.toString());
  }

  /** Loads schema text; {@code displayName} names the source in messages. */
  public static TableSchema parse(String text, Path source, String displayName) throws SchemaException {
    Node root;
    try {
      root = YamlReader.read(text);
    } catch (YamlSyntaxException e) {
      throw single(displayName, e.position(), e.getMessage());
    }
    SchemaLoader loader = new SchemaLoader(source, displayName);
    TableSchema schema = loader.loadRoot(root);
    List<SchemaProblem> problems = loader.in.problems();
    if (!problems.isEmpty()) {
      throw new SchemaException(problems);
    }
    return schema;
  }

  private static SchemaException single(String file, Position position, String message) {
    return new SchemaException(List.of(new SchemaProblem(file, position, message)));
  }

  private TableSchema loadRoot(Node rootNode) {
    record(rootNode);
    MapNode root = in.map(rootNode, "a schema file");
    if (root == null) {
      return null;
    }
    in.allowOnly(root, FormatKeys.TOP);
    Node version = root.get("version");
    if (version != null) {
      Long v = in.count(version, "version");
      if (v != null && v != 1) {
        in.problem(version, "unsupported version " + v + " (this tool reads version 1)");
      }
    }
    Node tableNode = in.required(root, "table", "");
    String table = tableNode == null ? null : in.name(tableNode, "table");
    String description = in.optionalText(root, "description");
    Map<String, FieldSpec> fields = new FieldsReader(in).read(in.required(root, "fields", ""));
    Node kindsNode = root.get("kinds");
    List<Segment> rowkey = kindsNode != null ? List.of()
        : new RowkeyReader(in, fields).read(in.required(root, "rowkey", ""));
    List<Family> families = new FamiliesReader(in, fields).read(in.required(root, "families", ""));
    List<AccessPattern> access = kindsNode != null ? List.of()
        : new AccessReader(in, fields, families).read(root.get("access"));
    List<RecordKind> kinds = List.of();
    if (kindsNode != null) {
      for (String own : List.of("rowkey", "access")) {
        if (root.get(own) != null) {
          in.problem(root.get(own), "'" + own + "' cannot stand beside 'kinds': each record kind states its own"
              + " rowkey and access patterns");
        }
      }
      kinds = new KindsReader(in, fields, families).read(kindsNode);
      rowkey = kinds.isEmpty() ? List.of() : kinds.get(0).rowkey();
      List<AccessPattern> every = new java.util.ArrayList<>();
      kinds.forEach(k -> every.addAll(k.access()));
      access = List.copyOf(every);
      tableLocations(kinds);
    }
    WorkloadReader workloadReader = new WorkloadReader(in);
    Workload workload = workloadReader.workload(root.get("workload"));
    Cluster cluster = workloadReader.cluster(root.get("cluster"));
    Presplit presplit = new PresplitReader(in).read(root.get("presplit"));
    List<Suppression> suppressions = new SuppressReader(in).read(root);
    boolean immutableRows = in.flag(root, "immutableRows");
    fields = cellTimestamp(fields, kindsNode != null ? kinds.stream().map(RecordKind::rowkey).toList()
        : List.of(rowkey));
    return new TableSchema(source, table, description, fields, rowkey, families, access, workload,
        cluster, presplit, suppressions, Map.copyOf(locations), kinds, -1, immutableRows);
  }

  /**
   * Checks the field that is its cells' timestamp ({@code cellTimestamp: true}) against what Phoenix
   * refuses of a {@code ROW_TIMESTAMP} column ({@code SQLExceptionCode} 527, 528,
   * {@code MetaDataClient} @ c992c86): one such field (a cell has one timestamp), and part of the
   * key; here written whole by a {@code field} segment of every key, so that one row has one
   * timestamp. A field that fails is reported at its flag and read as an ordinary field.
   */
  private Map<String, FieldSpec> cellTimestamp(Map<String, FieldSpec> fields, List<List<Segment>> keys) {
    String first = null;
    Map<String, FieldSpec> checked = new java.util.LinkedHashMap<>(fields);
    for (FieldSpec f : fields.values()) {
      if (!f.cellTimestamp()) {
        continue;
      }
      Position at = locations.getOrDefault("fields." + f.name() + ".cellTimestamp", Position.START);
      String problem = null;
      if (first != null) {
        problem = "fields '" + first + "' and '" + f.name() + "' are both 'cellTimestamp': a cell has one timestamp,"
            + " and Phoenix allows one ROW_TIMESTAMP column a table";
      } else if (keys.isEmpty() || !keys.stream().allMatch(key -> key.stream().anyMatch(s -> s instanceof FieldSegment
          fs && fs.field().equals(f.name()) && fs.format() == null && fs.scale().equals(TimeScale.NONE)))) {
        problem = "field '" + f.name() + "' is its cells' timestamp ('cellTimestamp') but no rowkey"
            + (keys.size() > 1 ? " of every kind" : "") + " holds it whole in a 'field' segment (without 'format',"
            + " 'truncate' or 'unit'): Phoenix allows ROW_TIMESTAMP only on a primary key column, and a row whose key"
            + " does not hold the time would take cells of many timestamps";
      }
      if (problem != null) {
        in.problem(at, problem);
        checked.put(f.name(), new FieldSpec(f.name(), f.type(), f.cardinality(), f.minLength(), f.maxLength(),
            f.distribution(), f.increasing(), f.values(), f.min(), f.max(), f.charset(), f.description(),
            f.relations()));
      } else {
        first = f.name();
      }
    }
    return checked;
  }

  /**
   * Gives a multi-kind table's own paths their places in the file: {@code rowkey} at its first
   * kind's, {@code access[J]} at the pattern of the kind holding it ({@link TableSchema#sourcePath}).
   */
  private void tableLocations(List<RecordKind> kinds) {
    Map<String, Position> added = new HashMap<>();
    for (Map.Entry<String, Position> e : locations.entrySet()) {
      String p = e.getKey();
      if (p.startsWith("kinds[0].rowkey")) {
        added.put(p.substring("kinds[0].".length()), e.getValue());
      }
      for (int k = 0; k < kinds.size(); k++) {
        String prefix = "kinds[" + k + "].access[";
        if (p.startsWith(prefix)) {
          int close = p.indexOf(']', prefix.length());
          int j = Integer.parseInt(p.substring(prefix.length(), close));
          added.put("access[" + (kinds.get(k).firstAccess() + j) + "]" + p.substring(close + 1), e.getValue());
        }
      }
    }
    locations.putAll(added);
  }

  /** Records the position of every path in the tree, map entries at their key. */
  private void record(Node node) {
    if (!node.path().isEmpty()) {
      locations.putIfAbsent(node.path(), node.position());
    }
    if (node instanceof MapNode map) {
      for (MapNode.Entry entry : map.entries().values()) {
        locations.put(entry.value().path(), entry.keyPosition());
        record(entry.value());
      }
    } else if (node instanceof ListNode list) {
      list.items().forEach(this::record);
    }
  }

  /** The encoding of a field segment that writes none: by type, or text for a formatted timestamp. */
  public static FieldEncoding defaultEncoding(FieldType type, boolean formatted) {
    if (formatted) {
      return FieldEncoding.STRING;
    }
    return switch (type) {
      case LONG, TIMESTAMP -> FieldEncoding.LONG;
      case INT -> FieldEncoding.INT;
      case BYTES -> FieldEncoding.BINARY;
      default -> FieldEncoding.STRING;
    };
  }
}
