package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Compares column families by name: removed and renamed families (HBase has no rename, so a
 * family that reappears under another name with the same settings and columns is reported as a
 * rename), retention lowered or raised, settings applied at the next compaction, and columns.
 */
final class FamilyDiff {

  private final Changes changes;
  private final Map<String, String> renames;
  private final List<Family> olds;
  private final List<Family> news;
  private final Map<String, String> familyRenames = new LinkedHashMap<>();

  FamilyDiff(Changes changes, Map<String, String> renames) {
    this.changes = changes;
    this.renames = renames;
    this.olds = changes.oldSchema().families();
    this.news = changes.newSchema().families();
  }

  void compare() {
    List<Integer> removed = new ArrayList<>();
    List<Integer> added = new ArrayList<>();
    for (int i = 0; i < olds.size(); i++) {
      int j = Changes.indexOf(news, Family::name, olds.get(i).name());
      if (j < 0) {
        removed.add(i);
      } else {
        compareSettings(i, j);
        compareColumns(i, j);
      }
    }
    for (int j = 0; j < news.size(); j++) {
      if (Changes.indexOf(olds, Family::name, news.get(j).name()) < 0) {
        added.add(j);
      }
    }
    for (Map.Entry<Integer, Integer> pair : Changes.renames(removed, added,
        (i, j) -> sameExceptName(olds.get(i), news.get(j)))) {
      Family old = olds.get(pair.getKey());
      int match = pair.getValue();
      familyRenames.put(old.name(), news.get(match).name());
      changes.changed("family-renamed", "families[" + match + "].name", old.name(), news.get(match).name(),
          "column family '" + old.name() + "' renamed to '" + news.get(match).name() + "': HBase cannot rename "
              + "a family, so '" + news.get(match).name() + "' starts empty while '" + old.name()
              + "' holds every stored cell");
    }
    for (int i : removed) {
      changes.removed("family-removed", "families[" + i + "]", "families", olds.get(i).name(),
          "column family '" + olds.get(i).name() + "' removed: deleting a family from the table deletes its "
              + "store files, every cell of it in every row");
    }
    for (int j : added) {
      changes.changed("family-added", "families[" + j + "]", null, news.get(j).name(),
          "column family '" + news.get(j).name() + "' added: an online alter adds it; every family is one more "
              + "store to flush and compact per region");
    }
  }

  /** Old family name to new name, for the families reported as renamed. */
  Map<String, String> familyRenames() {
    return familyRenames;
  }

  private boolean sameExceptName(Family old, Family neu) {
    Family renamed = new Family(neu.name(), old.versions(), old.minVersions(), old.ttlSeconds(),
        old.keepDeletedCells(), old.compression(), old.bloomFilter(), old.dataBlockEncoding(), old.blockSize(),
        old.inMemory(), old.rows(), old.mob(), old.mobThreshold(), old.columns().stream().map(this::renamed).toList(),
        old.options());
    return renamed.equals(neu);
  }

  private Column renamed(Column c) {
    return new Column(c.qualifier(), rename(c.field()), c.minSize(), c.maxSize(), rename(c.qualifierFrom()),
        c.minPerRow(), c.maxPerRow());
  }

  private String rename(String field) {
    return field == null ? null : renames.getOrDefault(field, field);
  }

  private void compareSettings(int i, int j) {
    Family o = olds.get(i);
    Family n = news.get(j);
    String at = "families[" + j + "].";
    String name = "family '" + n.name() + "'";
    retention(at + "ttl", "ttl-lowered", Long.compare(n.ttlSeconds(), o.ttlSeconds()),
        Values.duration(o.ttlSeconds()), Values.duration(n.ttlSeconds()),
        "TTL of " + name + " lowered from " + Values.duration(o.ttlSeconds()) + " to " + Values.duration(n.ttlSeconds())
            + ": reads stop returning older cells at once, store files holding only expired cells are dropped at "
            + "the next minor compaction and the rest at the next major compaction", name);
    retention(at + "versions", "versions-lowered", Integer.compare(n.versions(), o.versions()),
        Integer.toString(o.versions()), Integer.toString(n.versions()),
        "versions of " + name + " lowered from " + o.versions() + " to " + n.versions() + ": reads return at most "
            + n.versions() + " at once, and the next major compaction deletes the older versions", name);
    retention(at + "minVersions", "min-versions-lowered", Integer.compare(n.minVersions(), o.minVersions()),
        Integer.toString(o.minVersions()), Integer.toString(n.minVersions()),
        "minVersions of " + name + " lowered from " + o.minVersions() + " to " + n.minVersions() + ": versions kept "
            + "past the TTL only by minVersions expire, and the next major compaction deletes them", name);
    retention(at + "keepDeletedCells", "keep-deleted-cells-disabled",
        Boolean.compare(n.keepDeletedCells(), o.keepDeletedCells()), Boolean.toString(o.keepDeletedCells()),
        Boolean.toString(n.keepDeletedCells()), "keepDeletedCells of " + name + " turned off: the next major "
            + "compaction purges deleted cells and delete markers, and time-range reads lose them", name);
    deferred(at + "compression", "compression-changed", o.compression(), n.compression(), name,
        "new flushes and compactions write the new codec; existing store files keep the old one until rewritten");
    deferred(at + "dataBlockEncoding", "data-block-encoding-changed", o.dataBlockEncoding(), n.dataBlockEncoding(),
        name, "blocks written from now on use it; existing store files keep theirs until rewritten");
    deferred(at + "bloomFilter", "bloom-filter-changed", o.bloomFilter(), n.bloomFilter(), name,
        "store files get the new bloom filter as compactions rewrite them");
    deferred(at + "blockSize", "block-size-changed", Values.size(o.blockSize()), Values.size(n.blockSize()), name,
        "files written from now on use it; existing store files keep theirs until rewritten");
    deferred(at + "inMemory", "in-memory-changed", Boolean.toString(o.inMemory()), Boolean.toString(n.inMemory()),
        name, "the block cache priority applies as blocks are cached again");
    deferred(at + "mob", "mob-changed", Boolean.toString(o.mob()), Boolean.toString(n.mob()), name,
        "cells move between store files and MOB files as major compactions rewrite them");
    deferred(at + "mobThreshold", "mob-changed", Values.size(o.mobThreshold()), Values.size(n.mobThreshold()), name,
        "cells move between store files and MOB files as major compactions rewrite them");
    deferred(at + "blockCache", "block-cache-changed", Boolean.toString(o.options().blockCache()),
        Boolean.toString(n.options().blockCache()), name, "data blocks are cached, or not, as they are read from now on");
    deferred(at + "replicationScope", "replication-scope-changed", Integer.toString(o.options().replicationScope()),
        Integer.toString(n.options().replicationScope()), name,
        "edits written from now on are replicated, or not; cells already stored never reach the peers by it");
    deferred(at + "compactionPolicy", "compaction-policy-changed", o.options().compactionPolicy().yamlName(),
        n.options().compactionPolicy().yamlName(), name, "compactions select files under the new policy from the next"
            + " one on");
    if (o.rows() != n.rows()) {
      changes.changed("family-rows-changed", at + "rows", rows(o.rows()), rows(n.rows()),
          "rows holding " + name + " changed from " + rows(o.rows()) + " to " + rows(n.rows()));
    }
  }

  private static String rows(long rows) {
    return rows == 0 ? "every row" : Long.toString(rows);
  }

  /** A retention setting: lowered is data loss, raised is deferred ({@code sign} compares new to old). */
  private void retention(String path, String lowered, int sign, String oldValue, String newValue, String lossMessage,
      String name) {
    if (sign < 0) {
      changes.changed(lowered, path, oldValue, newValue, lossMessage);
    } else if (sign > 0) {
      String key = path.substring(path.lastIndexOf('.') + 1);
      changes.changed("retention-raised", path, oldValue, newValue, key + " of " + name + " raised from " + oldValue
          + " to " + newValue + ": more data is kept from now on; cells earlier compactions deleted do not return");
    }
  }

  private void deferred(String path, String id, String oldValue, String newValue, String name, String effect) {
    if (!Objects.equals(oldValue, newValue)) {
      String key = path.substring(path.lastIndexOf('.') + 1);
      changes.changed(id, path, oldValue, newValue, key + " of " + name + " changed from " + oldValue + " to "
          + newValue + ": " + effect);
    }
  }

  private void compareColumns(int i, int j) {
    Family oldFamily = olds.get(i);
    Family newFamily = news.get(j);
    List<Column> oldColumns = oldFamily.columns().stream().map(this::renamed).toList();
    List<Column> newColumns = newFamily.columns();
    List<Integer> removed = new ArrayList<>();
    List<Integer> added = new ArrayList<>();
    for (int k = 0; k < oldColumns.size(); k++) {
      int m = Changes.indexOf(newColumns, FamilyDiff::key, key(oldColumns.get(k)));
      if (m < 0) {
        removed.add(k);
      } else if (!stored(oldColumns.get(k)).equals(stored(newColumns.get(m)))) {
        changes.changed("column-changed", "families[" + j + "].columns[" + m + "]", column(oldColumns.get(k)),
            column(newColumns.get(m)), "column " + key(newColumns.get(m)) + " of family '" + newFamily.name()
                + "' changed from " + column(oldColumns.get(k)) + " to " + column(newColumns.get(m)));
      }
    }
    for (int m = 0; m < newColumns.size(); m++) {
      if (Changes.indexOf(oldColumns, FamilyDiff::key, key(newColumns.get(m))) < 0) {
        added.add(m);
      }
    }
    for (Map.Entry<Integer, Integer> pair : Changes.renames(removed, added,
        (k, m) -> sameExceptQualifier(oldColumns.get(k), newColumns.get(m)))) {
      Column old = oldColumns.get(pair.getKey());
      int match = pair.getValue();
      changes.changed("qualifier-renamed", "families[" + j + "].columns[" + match + "]", key(old),
          key(newColumns.get(match)), "column " + key(old) + " of family '" + newFamily.name() + "' renamed to "
              + key(newColumns.get(match)) + ": stored rows keep the old qualifier, new rows get the new one");
    }
    boolean read = changes.newSchema().access().stream().anyMatch(a -> reads(a, newFamily.name()));
    for (int k : removed) {
      String message = "column " + key(oldColumns.get(k)) + " removed from family '" + newFamily.name() + "': "
          + "stored rows keep its cells";
      changes.removed(read ? "qualifier-removed" : "qualifier-removed-unread",
          "families[" + i + "].columns[" + k + "]", "families[" + j + "].columns", column(oldColumns.get(k)),
          message + (read ? ", and access patterns reading the family still get them from old rows"
              : "; no access pattern reads the family"));
    }
    for (int m : added) {
      changes.changed("column-added", "families[" + j + "].columns[" + m + "]", null, column(newColumns.get(m)),
          "column " + key(newColumns.get(m)) + " added to family '" + newFamily.name() + "': new rows carry it");
    }
  }

  /**
   * What the design says of a column: a column that stores a field takes its value size from the
   * field, whose own changes are reported on the field.
   */
  private static Column stored(Column c) {
    return c.field() == null ? c : new Column(c.qualifier(), c.field(), 0, 0, c.qualifierFrom(), c.minPerRow(),
        c.maxPerRow());
  }

  private static boolean reads(AccessPattern pattern, String family) {
    return pattern.families().isEmpty() || pattern.families().contains(family);
  }

  private static boolean sameExceptQualifier(Column old, Column neu) {
    return old.qualifierFrom() == null && neu.qualifierFrom() == null && old.field() != null
        && old.field().equals(neu.field()) && old.minSize() == neu.minSize() && old.maxSize() == neu.maxSize();
  }

  private static String key(Column c) {
    return c.dynamic() ? "qualifierFrom " + c.qualifierFrom() : "'" + c.qualifier() + "'";
  }

  /** A column in YAML flow style. */
  static String column(Column c) {
    List<String> parts = new ArrayList<>();
    parts.add(c.dynamic() ? "qualifierFrom: " + c.qualifierFrom() : "qualifier: " + Values.quote(c.qualifier()));
    if (c.dynamic()) {
      parts.add("perRow: " + range(Long.toString(c.minPerRow()), Long.toString(c.maxPerRow())));
    }
    if (c.field() != null) {
      parts.add("field: " + c.field());
    } else {
      parts.add("size: " + range(Values.size(c.minSize()), Values.size(c.maxSize())));
    }
    return "{" + String.join(", ", parts) + "}";
  }

  private static String range(String low, String high) {
    return low.equals(high) ? low : low + "-" + high;
  }
}
