package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads the {@code families:} section: column family settings and the columns each holds. */
final class FamiliesReader {

  private final NodeReader in;
  private final Map<String, FieldSpec> fields;

  FamiliesReader(NodeReader in, Map<String, FieldSpec> fields) {
    this.in = in;
    this.fields = fields;
  }

  /** The families in file order. */
  List<Family> read(Node node) {
    List<Family> result = new ArrayList<>();
    if (node == null) {
      return result;
    }
    ListNode list = in.list(node, "'families'");
    if (list == null) {
      return result;
    }
    if (list.items().isEmpty()) {
      in.problem(list, "a table needs at least one column family");
    }
    if (!in.atMost(list, list.items().size(), TableSchema.MAX_FAMILIES, "families", "families")) {
      return result;
    }
    Map<String, Position> seen = new HashMap<>();
    for (Node item : list.items()) {
      MapNode map = in.map(item, "a family");
      if (map != null) {
        result.add(family(map, seen));
      }
    }
    return result;
  }

  private Family family(MapNode map, Map<String, Position> seen) {
    in.allowOnly(map, FormatKeys.FAMILY);
    Node nameNode = in.required(map, "name", "family");
    String name = nameNode == null ? null : in.name(nameNode, "name");
    if (name != null) {
      Position first = seen.putIfAbsent(name, nameNode.position());
      if (first != null) {
        in.problem(nameNode, "duplicate family '" + name + "' (first defined at " + first + ")");
      }
    }
    int versions = (int) in.bounded(map, "versions", 1, 1, Integer.MAX_VALUE);
    int minVersions = (int) in.bounded(map, "minVersions", 0, 0, Integer.MAX_VALUE);
    if (minVersions > versions) {
      in.problem(map.get("minVersions"), "minVersions " + minVersions + " is above versions " + versions);
    }
    long ttl = Quantities.FOREVER_SECONDS;
    if (map.has("ttl")) {
      Long t = in.duration(map.get("ttl"), "ttl");
      if (t != null && in.within(map.get("ttl"), "ttl", t, 1, Long.MAX_VALUE)) {
        ttl = Math.min(t, Quantities.FOREVER_SECONDS);
      }
    }
    String compression = in.choice(map, "compression", FormatKeys.COMPRESSIONS, "none");
    String bloom = in.choice(map, "bloomFilter", FormatKeys.BLOOM_FILTERS, "row");
    String encoding = in.choice(map, "dataBlockEncoding", FormatKeys.BLOCK_ENCODINGS, "none");
    long blockSize = Family.DEFAULT_BLOCK_SIZE;
    if (map.has("blockSize")) {
      Long b = in.size(map.get("blockSize"), "blockSize");
      if (b != null && in.within(map.get("blockSize"), "blockSize", b, 1, Long.MAX_VALUE)) {
        blockSize = b;
      }
    }
    boolean inMemory = in.flag(map, "inMemory");
    long rows = in.bounded(map, "rows", 0, 1, Long.MAX_VALUE);
    boolean mob = in.flag(map, "mob");
    long mobThreshold = 100 * 1024;
    if (map.has("mobThreshold")) {
      Long m = in.size(map.get("mobThreshold"), "mobThreshold");
      if (m != null) {
        mobThreshold = m;
      }
    }
    List<Column> columns = new ArrayList<>();
    if (map.has("columns")) {
      ListNode columnList = in.list(map.get("columns"), "'columns'");
      if (columnList != null) {
        for (Node columnNode : columnList.items()) {
          Column column = column(columnNode);
          if (column != null) {
            columns.add(column);
          }
        }
      }
    }
    return new Family(name, versions, minVersions, ttl, in.flag(map, "keepDeletedCells"), compression, bloom,
        encoding, blockSize, inMemory, rows, mob, mobThreshold, List.copyOf(columns), options(map, versions));
  }

  /** The block cache, replication scope, compaction policy, lazy creation and what versions are for. */
  private FamilyOptions options(MapNode map, int versions) {
    FamilyOptions d = FamilyOptions.DEFAULT;
    boolean blockCache = !map.has("blockCache") || in.flag(map, "blockCache");
    int scope = (int) in.bounded(map, "replicationScope", d.replicationScope(), 0, 1);
    String policy = in.choice(map, "compactionPolicy", FormatKeys.COMPACTION_POLICIES, d.compactionPolicy().yamlName());
    String created = in.choice(map, "created", FormatKeys.FAMILY_CREATED, "with-table");
    String versionsFor = in.choice(map, "versionsFor", FormatKeys.VERSIONS_FOR, d.versionsFor().yamlName());
    FamilyOptions.VersionsUse use = FamilyOptions.VersionsUse.values()[FormatKeys.VERSIONS_FOR.indexOf(versionsFor)];
    if (use == FamilyOptions.VersionsUse.BOOKKEEPING && versions == 1) {
      in.problem(map.get("versionsFor"), "'versionsFor: bookkeeping' names what versions beyond the newest are for,"
          + " but the family keeps one version ('versions' is 1)");
    }
    return new FamilyOptions(blockCache, scope,
        FamilyOptions.CompactionPolicy.values()[FormatKeys.COMPACTION_POLICIES.indexOf(policy)],
        created.equals("lazily"), use);
  }

  private Column column(Node node) {
    MapNode map = in.map(node, "a column");
    if (map == null) {
      return null;
    }
    in.allowOnly(map, FormatKeys.COLUMN);
    boolean fixed = map.has("qualifier");
    boolean dynamic = map.has("qualifierFrom");
    if (fixed == dynamic) {
      in.problem(map.position(), "a column has exactly one of 'qualifier' and 'qualifierFrom'");
      return null;
    }
    String qualifier = fixed ? in.text(map.get("qualifier"), "qualifier") : null;
    String qualifierFrom = null;
    if (dynamic) {
      qualifierFrom = in.text(map.get("qualifierFrom"), "qualifierFrom");
      if (!in.fieldRef(map.get("qualifierFrom"), qualifierFrom, fields)) {
        return null;
      }
    }
    String field = null;
    if (map.has("field")) {
      field = in.text(map.get("field"), "field");
      if (!in.fieldRef(map.get("field"), field, fields)) {
        return null;
      }
    }
    long[] size = null;
    if (map.has("size")) {
      size = in.range(map.get("size"), "size", Quantities::parseSize);
      if (size != null && size[1] > CellSizes.MAX_VALUE_BYTES) {
        in.problem(map.get("size"), "'size' reaches " + size[1] + " bytes; HBase stores a value's length in 4 bytes"
            + " (KeyValue), so a value holds at most " + CellSizes.MAX_VALUE_BYTES + " bytes");
        size = null;
      }
    } else if (field != null) {
      size = fields.get(field).valueSize();
    } else if (dynamic) {
      size = new long[] {0, 0};
    } else {
      in.problem(map.position(), "a column with a 'qualifier' needs 'field' or 'size' to know its value size");
    }
    long[] perRow = {1, 1};
    if (map.has("perRow")) {
      perRow = in.range(map.get("perRow"), "perRow", Quantities::parseCount);
      if (!dynamic && perRow != null) {
        in.problem(map.get("perRow"), "'perRow' applies to columns with 'qualifierFrom'");
      }
    } else if (dynamic) {
      in.problem(map.position(), "a column with 'qualifierFrom' needs 'perRow' (how many qualifiers a row holds)");
    }
    if (size == null || perRow == null) {
      return null;
    }
    return new Column(qualifier, field, size[0], size[1], qualifierFrom, perRow[0], perRow[1]);
  }
}
