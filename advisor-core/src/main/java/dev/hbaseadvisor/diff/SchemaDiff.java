package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.model.AccessPattern;
import dev.hbaseadvisor.model.Cluster;
import dev.hbaseadvisor.model.Deletes;
import dev.hbaseadvisor.model.Distribution;
import dev.hbaseadvisor.model.FieldSpec;
import dev.hbaseadvisor.model.Normalizer;
import dev.hbaseadvisor.model.Presplit;
import dev.hbaseadvisor.model.Puts;
import dev.hbaseadvisor.model.RecordKind;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.model.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Classifies every difference between two versions of a schema ({@code hbase-advisor diff}): the
 * table name, the fields (with renames), the rowkey ({@link RowkeyDiff}), the families
 * ({@link FamilyDiff}), the reads, the workload, the cluster, the pre-split and the suppressions.
 */
public final class SchemaDiff {

  private final Changes changes;
  private final Map<String, String> renames = new LinkedHashMap<>();
  private Map<String, String> familyRenames = Map.of();

  private SchemaDiff(Changes changes) {
    this.changes = changes;
  }

  /**
   * The changes from {@code old} to {@code neu}; the names say how each file is shown, and
   * {@code samePath} whether both are versions of one path (removals are then placed in the new
   * file). Changes come in document order: table, fields, rowkey, families, reads, the rest.
   */
  public static List<Change> compare(ChangeCatalog catalog, TableSchema old, String oldName, TableSchema neu,
      String newName, boolean samePath) {
    Changes changes = new Changes(catalog, new Changes.Side(old, oldName), new Changes.Side(neu, newName), samePath);
    new SchemaDiff(changes).run();
    return List.copyOf(changes.list());
  }

  private void run() {
    TableSchema o = changes.oldSchema();
    TableSchema n = changes.newSchema();
    if (!o.table().equals(n.table())) {
      changes.changed("table-renamed", "table", o.table(), n.table(), "table renamed from '" + o.table() + "' to '"
          + n.table() + "': HBase has no rename, so the new name is a new, empty table");
    }
    description("description", "table description", o.description(), n.description());
    fields();
    new RowkeyDiff(changes, renames).compare();
    FamilyDiff families = new FamilyDiff(changes, renames);
    families.compare();
    familyRenames = families.familyRenames();
    access();
    kinds(o, n);
    workload(o.workload(), n.workload());
    cluster(o.cluster(), n.cluster());
    if (!presplit(o.presplit()).equals(presplit(n.presplit()))) {
      changes.changed("presplit-changed", "presplit", presplit(o.presplit()), presplit(n.presplit()),
          "pre-split changed from " + presplit(o.presplit()) + " to " + presplit(n.presplit()) + ": split points "
              + "apply only when the table is created; the live table keeps its regions");
    }
    if (o.immutableRows() != n.immutableRows()) {
      changes.changed("immutable-rows-changed", "immutableRows", Boolean.toString(o.immutableRows()),
          Boolean.toString(n.immutableRows()), "immutableRows (Phoenix IMMUTABLE_ROWS) changed from "
              + o.immutableRows() + " to " + n.immutableRows());
    }
    if (!o.suppressions().equals(n.suppressions())) {
      List<String> before = o.suppressions().stream().map(s -> s.rule()).toList();
      List<String> after = n.suppressions().stream().map(s -> s.rule()).toList();
      changes.changed("suppressions-changed", "suppress", Values.list(before), Values.list(after),
          "lint suppressions changed from " + Values.list(before) + " to " + Values.list(after));
    }
  }

  private void description(String path, String what, String old, String neu) {
    if (!Objects.equals(old, neu)) {
      changes.changed("description-changed", path, text(old), text(neu), what + " changed");
    }
  }

  private static String text(String description) {
    return description == null ? "none" : Values.quote(description);
  }

  // ---- fields ----

  /** Field attributes compared one by one, each with how it is written in a schema. */
  private static final Map<String, Function<FieldSpec, String>> FIELD_ATTRIBUTES = fieldAttributes();

  private static Map<String, Function<FieldSpec, String>> fieldAttributes() {
    Map<String, Function<FieldSpec, String>> a = new LinkedHashMap<>();
    a.put("cardinality", f -> f.boundedCardinality() ? Long.toString(f.cardinality()) : "unbounded");
    a.put("length", f -> f.minLength() == f.maxLength() ? Integer.toString(f.minLength())
        : f.minLength() + "-" + f.maxLength());
    a.put("distribution", f -> distribution(f.distribution()));
    a.put("order", f -> f.increasing() ? "increasing" : "random");
    a.put("values", f -> Values.list(f.values()));
    a.put("min", f -> Long.toString(f.min()));
    a.put("max", f -> Long.toString(f.max()));
    a.put("charset", f -> f.charset().yamlName());
    a.put("determinedBy", f -> Objects.toString(f.relations().determinedBy(), "none"));
    a.put("per", f -> Objects.toString(f.relations().per(), "none"));
    a.put("shared", f -> shared(f.relations().shared()));
    return a;
  }

  private static String shared(dev.hbaseadvisor.model.FieldRelations.Shared s) {
    if (s == null) {
      return "none";
    }
    String records = s.minRecords() == s.maxRecords() ? Integer.toString(s.minRecords())
        : s.minRecords() + "-" + s.maxRecords();
    return "{ records: " + records + (s.within() == null ? "" : ", within: " + s.within()) + " }";
  }

  private static String distribution(Distribution d) {
    String name = d.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
    if (!Double.isNaN(d.second())) {
      return name + ":" + number(d.first()) + ":" + number(d.second());
    }
    return Double.isNaN(d.first()) ? name : name + ":" + number(d.first());
  }

  private static String number(double v) {
    return v == Math.rint(v) && !Double.isInfinite(v) ? Long.toString((long) v) : Double.toString(v);
  }

  private void fields() {
    Map<String, FieldSpec> o = changes.oldSchema().fields();
    Map<String, FieldSpec> n = changes.newSchema().fields();
    List<String> removed = new ArrayList<>(o.keySet().stream().filter(f -> !n.containsKey(f)).toList());
    List<String> added = new ArrayList<>(n.keySet().stream().filter(f -> !o.containsKey(f)).toList());
    for (Map.Entry<String, String> pair : Changes.renames(removed, added,
        (a, b) -> shape(o.get(a)).equals(shape(n.get(b))))) {
      renames.put(pair.getKey(), pair.getValue());
      changes.changed("field-renamed", "fields." + pair.getValue(), pair.getKey(), pair.getValue(), "field '"
          + pair.getKey() + "' renamed to '" + pair.getValue() + "': segments and columns that use it write the "
          + "same bytes");
    }
    for (String name : removed) {
      changes.removed("field-removed", "fields." + name, "fields", name, "field '" + name + "' removed");
    }
    for (String name : added) {
      changes.changed("field-added", "fields." + name, null, name, "field '" + name + "' added");
    }
    for (Map.Entry<String, FieldSpec> entry : o.entrySet()) {
      FieldSpec before = entry.getValue();
      FieldSpec after = n.get(entry.getKey());
      if (after != null) {
        compareField(before, after);
      }
    }
  }

  /** The field without its name and description, to recognise a rename. */
  private static FieldSpec shape(FieldSpec f) {
    return new FieldSpec("", f.type(), f.cardinality(), f.minLength(), f.maxLength(), f.distribution(), f.increasing(),
        f.values(), f.min(), f.max(), f.charset(), null, f.relations(), f.cellTimestamp());
  }

  private void compareField(FieldSpec o, FieldSpec n) {
    String at = "fields." + n.name() + ".";
    if (o.type() != n.type()) {
      String before = Values.lower(o.type());
      String after = Values.lower(n.type());
      boolean stored = changes.newSchema().families().stream().flatMap(f -> f.columns().stream())
          .anyMatch(c -> n.name().equals(c.field()) || n.name().equals(c.qualifierFrom()));
      changes.changed(stored ? "field-type-changed" : "field-changed", at + "type", before, after,
          "type of field '" + n.name() + "' changed from " + before + " to " + after
              + (stored ? ": cells already stored hold the old type's bytes" : ""));
    }
    if (o.cellTimestamp() != n.cellTimestamp()) {
      changes.changed("cell-timestamp-changed", at + "cellTimestamp", Boolean.toString(o.cellTimestamp()),
          Boolean.toString(n.cellTimestamp()), "field '" + n.name() + "' " + (n.cellTimestamp() ? "became" : "is no"
              + " longer") + " the cells' timestamp (cellTimestamp, Phoenix ROW_TIMESTAMP): the cells already written"
              + " keep the timestamps they were written with");
    }
    for (Map.Entry<String, Function<FieldSpec, String>> attribute : FIELD_ATTRIBUTES.entrySet()) {
      if (attribute.getKey().equals("length") && (o.type().isNumeric() || n.type().isNumeric())) {
        continue;
      }
      String before = attribute.getValue().apply(o);
      String after = attribute.getValue().apply(n);
      if (!before.equals(after)) {
        changes.changed("field-changed", at + attribute.getKey(), before, after, attribute.getKey() + " of field '"
            + n.name() + "' changed from " + before + " to " + after);
      }
    }
    description(at + "description", "description of field '" + n.name() + "'", o.description(), n.description());
  }

  // ---- record kinds ----

  /**
   * The record kinds, matched by name: one added, removed, keyed anew or writing other families or
   * another share. The first kind's key is the table's rowkey, compared segment by segment above.
   */
  private void kinds(TableSchema o, TableSchema n) {
    List<String> oldNames = o.kinds().stream().map(RecordKind::name).toList();
    List<String> newNames = n.kinds().stream().map(RecordKind::name).toList();
    for (int i = 0; i < oldNames.size(); i++) {
      if (!newNames.contains(oldNames.get(i))) {
        changes.removed("kind-removed", "kinds[" + i + "]", "kinds", oldNames.get(i),
            "record kind '" + oldNames.get(i) + "' removed: its rows stay in the table until deleted");
      }
    }
    for (int j = 0; j < newNames.size(); j++) {
      RecordKind after = n.kinds().get(j);
      int i = oldNames.indexOf(after.name());
      if (i < 0) {
        changes.changed("kind-added", "kinds[" + j + "]", null, after.name(), "record kind '" + after.name()
            + "' added");
        continue;
      }
      RecordKind before = o.kinds().get(i);
      if (j > 0 && !before.rowkey().equals(after.rowkey())) {
        String was = Values.list(before.rowkey().stream().map(Values::segment).toList());
        String now = Values.list(after.rowkey().stream().map(Values::segment).toList());
        changes.changed("kind-rowkey-changed", "kinds[" + j + "].rowkey", was, now, "rowkey of record kind '"
            + after.name() + "' changed from " + was + " to " + now);
      }
      List<String> wasFamilies = before.families().stream().map(f -> o.families().get(f).name()).toList();
      List<String> nowFamilies = after.families().stream().map(f -> n.families().get(f).name()).toList();
      double wasShare = before.share(o.kinds());
      double nowShare = after.share(n.kinds());
      if (!wasFamilies.equals(nowFamilies) || Math.abs(wasShare - nowShare) > 1e-9) {
        String was = Values.list(wasFamilies) + ", " + share(wasShare);
        String now = Values.list(nowFamilies) + ", " + share(nowShare);
        changes.changed("kind-changed", "kinds[" + j + "]", was, now, "record kind '" + after.name()
            + "' changed from " + was + " to " + now);
      }
    }
  }

  private static String share(double share) {
    return String.format(java.util.Locale.ROOT, "%.1f%% of the writes", share * 100);
  }

  // ---- access ----

  private void access() {
    List<AccessPattern> o = changes.oldSchema().access();
    List<AccessPattern> n = changes.newSchema().access();
    for (int i = 0; i < o.size(); i++) {
      AccessPattern before = o.get(i);
      int j = Changes.indexOf(n, AccessPattern::name, before.name());
      if (j < 0) {
        changes.removed("access-removed", "access[" + i + "]", "access", before.name(),
            "access pattern '" + before.name() + "' removed");
        continue;
      }
      AccessPattern after = n.get(j);
      description("access[" + j + "].description", "description of access pattern '" + after.name() + "'",
          before.description(), after.description());
      if (!withoutDescription(renamed(before)).equals(withoutDescription(after))) {
        changes.changed("access-changed", "access[" + j + "]", access(before), access(after),
            "access pattern '" + after.name() + "' changed from " + access(before) + " to " + access(after));
      }
    }
    for (int j = 0; j < n.size(); j++) {
      if (Changes.indexOf(o, AccessPattern::name, n.get(j).name()) < 0) {
        changes.changed("access-added", "access[" + j + "]", null, access(n.get(j)),
            "access pattern '" + n.get(j).name() + "' added");
      }
    }
  }

  private AccessPattern renamed(AccessPattern a) {
    return new AccessPattern(a.name(), a.type(), a.equals().stream().map(f -> renames.getOrDefault(f, f)).toList(),
        a.range() == null ? null : renames.getOrDefault(a.range(), a.range()), a.spanSeconds(), a.spanCount(),
        a.newestFirst(), a.limit(), a.ratePerSecond(),
        a.families().stream().map(f -> familyRenames.getOrDefault(f, f)).toList(), a.description(),
        a.decodes().stream().map(f -> renames.getOrDefault(f, f)).toList(), a.reversed(), renamedKeys(a.in()),
        a.lists() == null ? null : renames.getOrDefault(a.lists(), a.lists()),
        a.startsWith() == null ? null : renames.getOrDefault(a.startsWith(), a.startsWith()), a.startChars(),
        a.batch(), renamedKeys(a.box()));
  }

  private Map<String, Long> renamedKeys(Map<String, Long> in) {
    Map<String, Long> result = new java.util.LinkedHashMap<>();
    in.forEach((f, n) -> result.put(renames.getOrDefault(f, f), n));
    return result;
  }

  private static AccessPattern withoutDescription(AccessPattern a) {
    return new AccessPattern(a.name(), a.type(), a.equals(), a.range(), a.spanSeconds(), a.spanCount(),
        a.newestFirst(), a.limit(), a.ratePerSecond(), a.families(), null, a.decodes(), a.reversed(), a.in(),
        a.lists(), a.startsWith(), a.startChars(), a.batch(), a.box());
  }

  /** An access pattern in YAML flow style, its non-default keys only. */
  private static String access(AccessPattern a) {
    List<String> parts = new ArrayList<>();
    parts.add("name: " + a.name());
    parts.add("type: " + Values.lower(a.type()));
    if (!a.equals().isEmpty()) {
      parts.add("equals: " + Values.list(a.equals()));
    }
    if (a.range() != null) {
      parts.add("range: " + a.range());
    }
    if (!a.in().isEmpty()) {
      List<String> lists = new ArrayList<>();
      a.in().forEach((f, n) -> lists.add(f + ": " + n));
      parts.add("in: {" + String.join(", ", lists) + "}");
    }
    if (!a.box().isEmpty()) {
      List<String> box = new ArrayList<>();
      a.box().forEach((f, w) -> box.add(f + ": " + w));
      parts.add("box: {" + String.join(", ", box) + "}");
    }
    if (a.lists() != null) {
      parts.add("lists: " + a.lists());
    }
    if (a.startsWith() != null) {
      parts.add("startsWith: " + a.startsWith());
      parts.add("chars: " + a.startChars());
    }
    if (a.spanSeconds() > 0) {
      parts.add("span: " + Values.duration(a.spanSeconds()));
    } else if (a.spanCount() > 0) {
      parts.add("span: " + a.spanCount());
    }
    if (a.newestFirst()) {
      parts.add("order: newest-first");
    }
    if (a.reversed()) {
      parts.add("reversed: true");
    }
    if (a.limit() > 0) {
      parts.add("limit: " + a.limit());
    }
    parts.add("rate: " + Values.rate(a.ratePerSecond()));
    if (a.batch()) {
      parts.add("batch: true");
    }
    if (!a.families().isEmpty()) {
      parts.add("families: " + Values.list(a.families()));
    }
    if (!a.decodes().isEmpty()) {
      parts.add("decodes: " + Values.list(a.decodes()));
    }
    return "{" + String.join(", ", parts) + "}";
  }

  // ---- workload, cluster, presplit ----

  private void workload(Workload o, Workload n) {
    setting("workload-changed", "workload.writes", Values.rate(o.writesPerSecond()),
        Values.rate(n.writesPerSecond()), "writes");
    setting("workload-changed", "workload.rows", Long.toString(o.rows()), Long.toString(n.rows()), "rows");
    setting("workload-changed", "workload.duration", Values.duration(o.durationSeconds()),
        Values.duration(n.durationSeconds()), "workload duration");
    setting("workload-changed", "workload.seed", Long.toString(o.seed()), Long.toString(n.seed()), "workload seed");
    setting("workload-changed", "workload.puts", puts(o.puts()), puts(n.puts()), "puts into existing rows");
    setting("workload-changed", "workload.bulkLoad", o.bulkLoaded() ? Values.duration(o.bulkLoadSeconds()) : "none",
        n.bulkLoaded() ? Values.duration(n.bulkLoadSeconds()) : "none", "bulk load interval");
    setting("workload-changed", "workload.deletes", deletes(o.deletes()), deletes(n.deletes()), "deletes");
  }

  /** The puts in YAML flow style, or {@code none} when each row is written whole by one put. */
  private static String puts(Puts p) {
    if (p.onePerRow()) {
      return "none";
    }
    return "{ rate: " + Values.rate(p.perSecond()) + ", to: " + p.to().yamlName()
        + (p.withinSeconds() > 0 ? ", within: " + Values.duration(p.withinSeconds()) : "")
        + (p.overwriteCells() > 0 ? ", overwrite: " + p.overwriteCells() : "") + " }";
  }

  /** The deletes in YAML flow style, or {@code none}. */
  private static String deletes(Deletes d) {
    if (!d.any()) {
      return "none";
    }
    return "{ rate: " + Values.rate(d.perSecond()) + ", of: " + d.of().yamlName()
        + (d.afterSeconds() > 0 ? ", after: " + Values.duration(d.afterSeconds()) : "") + " }";
  }

  private void cluster(Cluster o, Cluster n) {
    setting("cluster-changed", "cluster.regionServers", Integer.toString(o.regionServers()),
        Integer.toString(n.regionServers()), "region servers");
    setting("cluster-changed", "cluster.flushSize", Values.size(o.flushSize()), Values.size(n.flushSize()),
        "flush size");
    if (o.maxFileSize() != n.maxFileSize()) {
      String before = Values.size(o.maxFileSize());
      String after = Values.size(n.maxFileSize());
      changes.changed("max-file-size-changed", "cluster.maxFileSize", before, after, "region max file size changed "
          + "from " + before + " to " + after + (n.maxFileSize() < o.maxFileSize()
              ? ": regions above " + after + " split after their next flush or compaction"
              : ": regions split later; existing regions are not merged"));
    }
    if (o.compactionEnabled() != n.compactionEnabled()) {
      changes.changed("compactions-toggled", "cluster.compactionEnabled", Boolean.toString(o.compactionEnabled()),
          Boolean.toString(n.compactionEnabled()), n.compactionEnabled() ? "compactions turned back on for the table:"
              + " the piled-up store files and split daughters' references are compacted from the next check"
              : "compactions turned off for the table (COMPACTION_ENABLED false): store files pile up and split"
                  + " daughters never split again until they are on");
    }
    normalizer(o.normalizer(), n.normalizer());
    String before = splitPolicy(o);
    String after = splitPolicy(n);
    if (!before.equals(after)) {
      changes.changed("split-policy-changed", "cluster.splitPolicy", before, after, "split policy changed from "
          + before + " to " + after + ": it decides future splits only; existing regions stay");
    }
  }

  /** One change per normalizer setting that differs, each as the format writes it. */
  private void normalizer(Normalizer o, Normalizer n) {
    String at = "cluster.normalizer.";
    if (o.enabled() != n.enabled()) {
      changes.changed("normalizer-changed", at + "enabled", Boolean.toString(o.enabled()), Boolean.toString(n.enabled()),
          n.enabled() ? "the normalizer turned on for the table (NORMALIZATION_ENABLED): the master merges small and"
              + " emptied neighbours and splits large regions from its next run"
              : "the normalizer turned off for the table: it no longer merges or splits its regions");
    }
    setting("normalizer-changed", at + "period", Values.duration(o.periodSeconds()), Values.duration(n.periodSeconds()),
        "normalizer period (hbase.normalizer.period, a master setting)");
    setting("normalizer-changed", at + "split", Boolean.toString(o.split()), Boolean.toString(n.split()),
        "normalizer split plans");
    setting("normalizer-changed", at + "merge", Boolean.toString(o.merge()), Boolean.toString(n.merge()),
        "normalizer merge plans");
    setting("normalizer-changed", at + "minRegionCount", Integer.toString(o.minRegionCount()),
        Integer.toString(n.minRegionCount()), "normalizer's minimum region count for merges");
    setting("normalizer-changed", at + "mergeMinRegionAge", Values.duration(o.mergeMinRegionAgeSeconds()),
        Values.duration(n.mergeMinRegionAgeSeconds()), "normalizer's minimum region age for merges");
    setting("normalizer-changed", at + "mergeMinRegionSize", o.mergeMinRegionSizeMb() + "MiB",
        n.mergeMinRegionSizeMb() + "MiB", "normalizer's minimum region size for merges");
    setting("normalizer-changed", at + "targetRegionSize", targetSize(o), targetSize(n),
        "normalizer's target region size (NORMALIZER_TARGET_REGION_SIZE_MB; none: the table's mean)");
  }

  private static String targetSize(Normalizer n) {
    return n.targetRegionSizeMb() == 0 ? "none" : n.targetRegionSizeMb() + "MiB";
  }

  private static String splitPolicy(Cluster c) {
    String policy = c.splitPolicy().yamlName();
    if (c.splitPolicy() == Cluster.SplitPolicy.KEY_PREFIX) {
      return policy + " (prefixLength " + c.prefixLength() + ")";
    } else if (c.splitPolicy() == Cluster.SplitPolicy.DELIMITED_KEY_PREFIX) {
      return policy + " (delimiter " + Values.quote(c.delimiter()) + ")";
    }
    return policy;
  }

  private void setting(String id, String path, String before, String after, String what) {
    if (!before.equals(after)) {
      changes.changed(id, path, before, after, what + " changed from " + before + " to " + after);
    }
  }

  /** A pre-split in YAML flow style. */
  private static String presplit(Presplit p) {
    List<String> parts = new ArrayList<>();
    if (p.regions() > 0) {
      parts.add("regions: " + p.regions());
    }
    parts.add("algorithm: " + p.algorithm().yamlName());
    if (p.start() != null) {
      parts.add("start: " + Values.bytes(p.start()));
    }
    if (p.end() != null) {
      parts.add("end: " + Values.bytes(p.end()));
    }
    if (!p.splits().isEmpty()) {
      parts.add("splits: " + Values.list(p.splits().stream().map(Values::bytes).toList()));
    }
    if (p.keysFile() != null) {
      parts.add("keys: " + p.keysFile());
    }
    return "{" + String.join(", ", parts) + "}";
  }
}
