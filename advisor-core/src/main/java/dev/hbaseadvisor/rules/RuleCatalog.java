package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import dev.hbaseadvisor.yaml.YamlSyntaxException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule catalog: one YAML entry per rule in the top-level {@code rules/} folder (on the
 * classpath as {@code rules/<id>.yaml}), in the shape of PMD's category XML entries.
 */
public final class RuleCatalog {

  private static final List<String> KEYS = List.of("id", "title", "severity", "category", "since", "rationale",
      "fix", "references", "thresholds");
  private static final List<String> THRESHOLD_KEYS = List.of("default", "min", "max", "description");
  /** The categories a rule may belong to. */
  public static final List<String> CATEGORIES = List.of("families", "rowkey", "access", "presplit", "naming",
      "sizing", "lint");

  private final Map<String, RuleMeta> entries;

  private RuleCatalog(Map<String, RuleMeta> entries) {
    this.entries = entries;
  }

  /** Loads the entries of the given ids from the classpath. */
  public static RuleCatalog load(Collection<String> ids) throws CatalogException {
    Map<String, RuleMeta> entries = new LinkedHashMap<>();
    for (String id : ids.stream().sorted().toList()) {
      String resource = "rules/" + id + ".yaml";
      try (InputStream in = RuleCatalog.class.getClassLoader().getResourceAsStream(resource)) {
        if (in == null) {
          throw new CatalogException(resource + ":1:1: missing catalog entry for rule '" + id + "'");
        }
        entries.put(id, parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new CatalogException(resource + ":1:1: cannot read: " + e.getMessage());
      }
    }
    return new RuleCatalog(entries);
  }

  /**
   * The catalog of every built-in rule: the build's compiled form ({@link CompiledCatalog}) when
   * it holds exactly the built-in ids, else the YAML files.
   */
  public static RuleCatalog builtIn() {
    List<String> ids = BuiltInRules.ids();
    try {
      Map<String, RuleMeta> compiled = CompiledCatalog.read();
      if (compiled != null && List.copyOf(compiled.keySet()).equals(ids.stream().sorted().toList())) {
        return new RuleCatalog(compiled);
      }
    } catch (IOException e) {
      // an unreadable compiled form: the YAML files below say what is wrong, if anything
    }
    try {
      return load(ids);
    } catch (CatalogException e) {
      throw new IllegalStateException("the built-in rule catalog is broken: " + e.getMessage(), e);
    }
  }

  /** Parses one entry; {@code source} names it in messages. */
  public static RuleMeta parse(String source, String text) throws CatalogException {
    MapNode map = readMap(source, text, "a catalog entry");
    for (MapNode.Entry entry : map.entries().values()) {
      if (!KEYS.contains(entry.key())) {
        throw new CatalogException(source + ":" + entry.keyPosition() + ": unknown key '" + entry.key() + "'");
      }
    }
    String id = text(source, map, "id");
    String category = text(source, map, "category");
    if (!CATEGORIES.contains(category)) {
      throw new CatalogException(source + ":" + map.get("category").position() + ": unknown category '"
          + category + "' (one of " + String.join(", ", CATEGORIES) + ")");
    }
    Severity severity;
    try {
      severity = Severity.parse(text(source, map, "severity"));
    } catch (IllegalArgumentException e) {
      throw new CatalogException(source + ":" + map.get("severity").position() + ": " + e.getMessage());
    }
    List<String> references = new ArrayList<>();
    if (map.get("references") instanceof ListNode list) {
      for (Node item : list.items()) {
        references.add(((ScalarNode) item).text());
      }
    }
    Map<String, Threshold> thresholds = new LinkedHashMap<>();
    if (map.get("thresholds") instanceof MapNode t) {
      for (MapNode.Entry entry : t.entries().values()) {
        if (!(entry.value() instanceof MapNode spec)) {
          throw new CatalogException(source + ":" + entry.keyPosition() + ": a threshold must be a map");
        }
        for (String key : spec.entries().keySet()) {
          if (!THRESHOLD_KEYS.contains(key)) {
            throw new CatalogException(source + ":" + spec.entries().get(key).keyPosition() + ": unknown key '"
                + key + "'");
          }
        }
        thresholds.put(entry.key(), new Threshold(entry.key(), number(source, spec, "default"),
            spec.has("min") ? number(source, spec, "min") : Double.NEGATIVE_INFINITY,
            spec.has("max") ? number(source, spec, "max") : Double.POSITIVE_INFINITY,
            text(source, spec, "description")));
      }
    }
    return new RuleMeta(id, text(source, map, "title"), severity, category, text(source, map, "rationale"),
        text(source, map, "fix"), List.copyOf(references), thresholds, text(source, map, "since"));
  }

  /** Parses a YAML document that must be a map; problems carry file:line:column. */
  static MapNode readMap(String source, String text, String what) throws CatalogException {
    Node root;
    try {
      root = YamlReader.read(text);
    } catch (YamlSyntaxException e) {
      throw new CatalogException(source + ":" + e.position() + ": " + e.getMessage());
    }
    if (!(root instanceof MapNode map)) {
      throw new CatalogException(source + ":1:1: " + what + " must be a map");
    }
    return map;
  }

  private static String text(String source, MapNode map, String key) throws CatalogException {
    if (map.get(key) instanceof ScalarNode s && s.value() != null) {
      return s.text().strip();
    }
    throw new CatalogException(source + ":" + map.position() + ": missing '" + key + "'");
  }

  private static double number(String source, MapNode map, String key) throws CatalogException {
    if (map.get(key) instanceof ScalarNode s && s.value() instanceof Number n) {
      return n.doubleValue();
    }
    throw new CatalogException(source + ":" + map.position() + ": '" + key + "' must be a number");
  }

  /** The entry of an id, or null. */
  public RuleMeta get(String id) {
    return entries.get(id);
  }

  /** Every entry, sorted by id. */
  public Collection<RuleMeta> all() {
    return entries.values();
  }
}
