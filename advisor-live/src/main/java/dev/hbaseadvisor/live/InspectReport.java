package dev.hbaseadvisor.live;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.live.LiveTables.Inspection;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.rules.BuiltInRules;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.splits.TableAttributes;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;
import java.util.stream.IntStream;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptor;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The {@code inspect} report of a live table: its families, regions and servers with their load,
 * the findings of the rules that need only families and names (run over the skeleton), and what
 * the regions show: empty regions, a region much larger than the others, and the regions taking
 * most requests.
 */
final class InspectReport {

  /** Rule categories that a live table alone can judge: its families and its names. */
  private static final Set<String> LIVE_CATEGORIES = Set.of("families", "naming");
  /** A region holding more than this many times the mean store size is lopsided. */
  static final double LOPSIDED_FACTOR = 2.0;
  /** A region taking more than this many times its even share of requests is hot. */
  static final double HOT_FACTOR = 2.0;
  /** How many of the busiest regions the report lists. */
  static final int HOTTEST = 3;

  private InspectReport() {}

  /** The report in its three forms, the skeleton's rowkey left as one {@code bytes} field. */
  static Inspection of(LiveTable live) {
    return of(live, List.of());
  }

  /** The report in its three forms, the skeleton's rowkey proposed from keys sampled from the table. */
  static Inspection of(LiveTable live, List<byte[]> sampled) {
    String skeleton = Skeleton.of(live, sampled);
    List<Finding> findings = lint(skeleton);
    List<String> notes = notes(live);
    return new Inspection(text(live, findings, notes), json(live, findings, notes), skeleton);
  }

  /** The findings of the family and naming rules over the skeleton. */
  static List<Finding> lint(String skeleton) {
    TableSchema schema;
    try {
      schema = dev.hbaseadvisor.model.SchemaLoader.parse(skeleton, Path.of("skeleton.yaml"), "skeleton.yaml");
    } catch (SchemaException e) {
      throw new IllegalStateException("the skeleton of a live table does not load: " + e.getMessage(), e);
    }
    RuleCatalog catalog = RuleCatalog.builtIn();
    List<Rule> rules = BuiltInRules.all().stream()
        .filter(r -> LIVE_CATEGORIES.contains(catalog.get(r.id()).category())).toList();
    return new Linter(catalog, rules, LintConfig.DEFAULT).lint(schema);
  }

  /** Empty regions, a lopsided region, and hot regions, one sentence each. */
  static List<String> notes(LiveTable live) {
    List<LiveTable.Region> regions = live.regions();
    List<String> notes = new ArrayList<>();
    int n = regions.size();
    long totalBytes = regions.stream().mapToLong(LiveTable.Region::storeBytes).sum();
    long totalWrites = regions.stream().mapToLong(LiveTable.Region::writes).sum();
    List<Integer> empty = IntStream.range(0, n)
        .filter(i -> regions.get(i).empty()).boxed().toList();
    if (n > 1 && !empty.isEmpty() && (totalBytes > 0 || totalWrites > 0)) {
      boolean one = empty.size() == 1;
      notes.add("empty regions: " + names(empty) + (one ? " holds" : " hold") + " no data and took no writes; the "
          + "data goes elsewhere (" + (one ? "its" : "their") + " boundaries miss the keys, or the table was "
          + "pre-split on a guess)");
    }
    if (n > 1 && totalBytes > 0) {
      int largest = IntStream.range(0, n).boxed()
          .max(Comparator.comparingLong(i -> regions.get(i).storeBytes())).orElseThrow();
      double share = (double) regions.get(largest).storeBytes() / totalBytes;
      if (share > LOPSIDED_FACTOR / n) {
        notes.add(String.format(Locale.ROOT, "lopsided: R%d holds %.1f%% of the table's store files (an even "
            + "share is %.1f%%)", largest, 100 * share, 100.0 / n));
      }
    }
    oversized(notes, live);
    hot(notes, regions, "writes", LiveTable.Region::writes);
    hot(notes, regions, "reads", LiveTable.Region::reads);
    return notes;
  }

  /**
   * The regions HBase has not split although a store of theirs exceeds the split size: the
   * table's {@code MAX_FILESIZE}, or {@code hbase.hregion.max.filesize} as the client's
   * configuration gives it. A region splits when one store passes the size
   * ({@code ConstantSizeRegionSplitPolicy.isExceedSize}, the upper bound of every size-based
   * policy), and the metrics give only the region's sum, so a region is named when its store files
   * exceed the size times its families: then one store surely does.
   */
  private static void oversized(List<String> notes, LiveTable live) {
    TableDescriptor d = live.descriptor();
    boolean own = d.getMaxFileSize() > 0;
    long splitSize = own ? d.getMaxFileSize() : live.defaultMaxFileSize();
    int families = Math.max(1, d.getColumnFamilyCount());
    List<LiveTable.Region> regions = live.regions();
    for (int i = 0; i < regions.size(); i++) {
      long bytes = regions.get(i).storeBytes();
      if (splitSize > 0 && bytes > splitSize * families) {
        notes.add("oversized: R" + i + " holds " + Quantities.formatSize(bytes) + ", more than "
            + (families == 1 ? "" : families + " x ") + "the split size of " + Quantities.formatSize(splitSize)
            + (own ? " (the table's MAX_FILESIZE)" : " (hbase.hregion.max.filesize as the client sees it)")
            + ", yet has not split: splits disabled, no split point (one huge row, or a key prefix the whole "
            + "region shares), or compactions behind");
      }
    }
  }

  /**
   * The regions that took more than {@link #HOT_FACTOR} times their even share of the table's
   * writes (or reads), busiest first. Writes and reads are judged apart: inspect's own first-key
   * scans add a read to some regions, never a write.
   */
  private static void hot(List<String> notes, List<LiveTable.Region> regions, String what,
      ToLongFunction<LiveTable.Region> count) {
    int n = regions.size();
    long total = regions.stream().mapToLong(count).sum();
    if (n < 2 || total == 0) {
      return;
    }
    for (int i : hottest(regions, count)) {
      double share = (double) count.applyAsLong(regions.get(i)) / total;
      if (share > HOT_FACTOR / n) {
        notes.add(String.format(Locale.ROOT, "hot region: R%d took %.1f%% of the table's %s (an even share is "
            + "%.1f%%)", i, 100 * share, what, 100.0 / n));
      }
    }
  }

  /** The indexes of the {@link #HOTTEST} busiest regions by a count, busiest first. */
  static List<Integer> hottest(List<LiveTable.Region> regions, ToLongFunction<LiveTable.Region> count) {
    return IntStream.range(0, regions.size()).boxed().filter(i -> count.applyAsLong(regions.get(i)) > 0)
        .sorted(Comparator.comparingLong((Integer i) -> -count.applyAsLong(regions.get(i))).thenComparing(i -> i))
        .limit(HOTTEST).toList();
  }

  /**
   * The table's own values of the attributes {@code apply} sets ({@link TableAttributes}), in that
   * order; a key the table leaves to the cluster's {@code hbase-site.xml} is absent.
   */
  static Map<String, String> tableSettings(TableDescriptor d) {
    Map<String, String> settings = new LinkedHashMap<>();
    for (String key : List.of(TableAttributes.MAX_FILESIZE, TableAttributes.MEMSTORE_FLUSHSIZE,
        TableAttributes.SPLIT_POLICY, TableAttributes.PREFIX_LENGTH, TableAttributes.DELIMITER)) {
      String value = d.getValue(key);
      if (value != null) {
        settings.put(key, value);
      }
    }
    return settings;
  }

  private static String names(List<Integer> indexes) {
    return String.join(", ", indexes.stream().map(i -> "R" + i).toList());
  }

  private static String text(LiveTable live, List<Finding> findings, List<String> notes) {
    StringBuilder t = new StringBuilder();
    List<LiveTable.Region> regions = live.regions();
    t.append("table ").append(live.descriptor().getTableName().getNameAsString()).append(": ")
        .append(regions.size()).append(regions.size() == 1 ? " region" : " regions").append(" on ")
        .append(live.servers().size()).append(live.servers().size() == 1 ? " server" : " servers").append(", ")
        .append(live.descriptor().getColumnFamilyCount())
        .append(live.descriptor().getColumnFamilyCount() == 1 ? " family" : " families").append("\n\n");
    Map<String, String> settings = tableSettings(live.descriptor());
    t.append("table settings: ").append(settings.isEmpty() ? "none (sizes and split policy are the cluster's)"
        : String.join(", ", settings.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList()))
        .append("\n\nfamilies:\n");
    for (ColumnFamilyDescriptor f : live.descriptor().getColumnFamilies()) {
      t.append(String.format(Locale.ROOT, "  %s  versions %d, ttl %s, compression %s, bloom %s, encoding %s, "
              + "block %s%n", f.getNameAsString(), f.getMaxVersions(),
          f.getTimeToLive() == org.apache.hadoop.hbase.HConstants.FOREVER ? "forever"
              : Quantities.formatDuration(f.getTimeToLive()),
          f.getCompressionType().getName().toLowerCase(Locale.ROOT),
          f.getBloomFilterType().name().toLowerCase(Locale.ROOT),
          f.getDataBlockEncoding().name().toLowerCase(Locale.ROOT), Quantities.formatSize(f.getBlocksize())));
    }
    t.append("\nregions:\n");
    t.append(String.format(Locale.ROOT, "  %-4s %-20s %-20s %-6s %10s %10s %10s%n", "", "start", "end", "server",
        "store", "reads", "writes"));
    for (int i = 0; i < regions.size(); i++) {
      LiveTable.Region r = regions.get(i);
      t.append(String.format(Locale.ROOT, "  %-4s %-20s %-20s %-6s %10s %10d %10d%n", "R" + i,
          shorten(Bytes.toStringBinary(r.start())), shorten(Bytes.toStringBinary(r.end())),
          "S" + live.serverIndex(r.server()), Quantities.formatSize(r.storeBytes()), r.reads(), r.writes()));
    }
    t.append("\nservers:\n");
    for (int s = 0; s < live.servers().size(); s++) {
      String name = live.servers().get(s);
      List<LiveTable.Region> on = regions.stream().filter(r -> r.server().equals(name)).toList();
      t.append(String.format(Locale.ROOT, "  S%d %s: %d regions, %s, %d reads, %d writes%n", s, name, on.size(),
          Quantities.formatSize(on.stream().mapToLong(LiveTable.Region::storeBytes).sum()),
          on.stream().mapToLong(LiveTable.Region::reads).sum(), on.stream().mapToLong(LiveTable.Region::writes).sum()));
    }
    t.append("\nregions seen:\n");
    if (notes.isEmpty()) {
      t.append("  nothing stands out\n");
    }
    notes.forEach(n -> t.append("  ").append(n).append('\n'));
    t.append("\nfindings (family and naming rules, over the skeleton):\n");
    if (findings.isEmpty()) {
      t.append("  none\n");
    }
    for (Finding f : findings) {
      t.append("  skeleton.yaml:").append(f.line()).append(':').append(f.column()).append(": ")
          .append(f.severity().name().toLowerCase(Locale.ROOT)).append(' ').append(f.rule()).append(": ")
          .append(f.message()).append('\n');
    }
    return t.toString();
  }

  private static String shorten(String key) {
    return key.length() <= 20 ? key : key.substring(0, 17) + "...";
  }

  private static String json(LiveTable live, List<Finding> findings, List<String> notes) {
    List<LiveTable.Region> regions = live.regions();
    long totalRequests = regions.stream().mapToLong(LiveTable.Region::requests).sum();
    ObjectNode o = Json.object();
    o.put("table", live.descriptor().getTableName().getNameAsString());
    o.put("finalRegions", regions.size());
    o.put("emptyRegions", regions.stream().filter(LiveTable.Region::empty).count());
    o.put("servers", live.servers().size());
    ObjectNode settings = o.putObject("tableSettings");
    tableSettings(live.descriptor()).forEach(settings::put);
    ArrayNode families = o.putArray("families");
    for (ColumnFamilyDescriptor f : live.descriptor().getColumnFamilies()) {
      families.add(f.getNameAsString());
    }
    ArrayNode serverNames = o.putArray("serverNames");
    live.servers().forEach(serverNames::add);
    ArrayNode array = o.putArray("regions");
    for (LiveTable.Region r : regions) {
      ObjectNode n = array.addObject();
      n.put("start", Bytes.toStringBinary(r.start()));
      n.put("end", Bytes.toStringBinary(r.end()));
      n.put("server", live.serverIndex(r.server()));
      n.put("bytes", r.storeBytes());
      n.put("storeFiles", r.storeFiles());
      n.put("writes", r.writes());
      n.put("reads", r.reads());
      n.put("memstoreBytes", r.memstoreBytes());
      n.put("requestShare", totalRequests == 0 ? BigDecimal.ZERO : fraction((double) r.requests() / totalRequests));
    }
    ArrayNode servers = o.putArray("serverLoad");
    for (int s = 0; s < live.servers().size(); s++) {
      String name = live.servers().get(s);
      List<LiveTable.Region> on = regions.stream().filter(r -> r.server().equals(name)).toList();
      ObjectNode n = servers.addObject();
      n.put("server", s);
      n.put("regions", on.size());
      n.put("bytes", on.stream().mapToLong(LiveTable.Region::storeBytes).sum());
      n.put("reads", on.stream().mapToLong(LiveTable.Region::reads).sum());
      n.put("writes", on.stream().mapToLong(LiveTable.Region::writes).sum());
    }
    ArrayNode hottest = o.putArray("hottestRegions");
    hottest(regions, LiveTable.Region::requests).forEach(hottest::add);
    ArrayNode notesArray = o.putArray("notes");
    notes.forEach(notesArray::add);
    ArrayNode findingsArray = o.putArray("findings");
    for (Finding f : findings) {
      ObjectNode n = findingsArray.addObject();
      n.put("rule", f.rule());
      n.put("severity", f.severity().name().toLowerCase(Locale.ROOT));
      n.put("message", f.message());
      n.put("path", f.path());
    }
    return Json.write(o);
  }

  private static BigDecimal fraction(double value) {
    BigDecimal rounded = BigDecimal.valueOf(value).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
    return rounded.scale() < 0 ? rounded.setScale(0) : rounded;
  }
}
