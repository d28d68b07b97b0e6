package dev.hbaseadvisor.diff;

import dev.hbaseadvisor.rules.CatalogException;
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
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalog of change kinds, read from {@code diff/changes.yaml} on the classpath: per class a
 * summary, a shared migration outline, and per change id its class, title, rationale and action.
 */
public final class ChangeCatalog {

  /** The classpath resource of the catalog. */
  public static final String RESOURCE = "diff/changes.yaml";

  private static final List<String> TOP_KEYS = List.of("classes", "migration", "changes");
  private static final List<String> ENTRY_KEYS = List.of("id", "class", "title", "rationale", "action", "references");

  private final Map<ChangeClass, String> summaries;
  private final String migration;
  private final Map<String, ChangeMeta> entries;

  private ChangeCatalog(Map<ChangeClass, String> summaries, String migration, Map<String, ChangeMeta> entries) {
    this.summaries = summaries;
    this.migration = migration;
    this.entries = entries;
  }

  /** The built-in catalog. */
  public static ChangeCatalog builtIn() {
    try (InputStream in = ChangeCatalog.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing " + RESOURCE + " on the classpath");
      }
      return parse(RESOURCE, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException | CatalogException e) {
      throw new IllegalStateException("the change catalog is broken: " + e.getMessage(), e);
    }
  }

  /** Parses catalog text; {@code source} names it in messages. */
  public static ChangeCatalog parse(String source, String text) throws CatalogException {
    Node root;
    try {
      root = YamlReader.read(text);
    } catch (YamlSyntaxException e) {
      throw new CatalogException(source + ":" + e.position() + ": " + e.getMessage());
    }
    MapNode map = map(source, root);
    allowOnly(source, map, TOP_KEYS);
    Map<ChangeClass, String> summaries = new EnumMap<>(ChangeClass.class);
    for (MapNode.Entry entry : map(source, required(source, map, "classes")).entries().values()) {
      ChangeClass c = changeClass(source, entry.keyPosition().toString(), entry.key());
      MapNode spec = map(source, entry.value());
      String severity = text(source, spec, "severity");
      if (!severity.equals(c.severityLabel())) {
        throw new CatalogException(source + ":" + spec.get("severity").position() + ": class " + c.label()
            + " has severity " + c.severityLabel() + ", not " + severity);
      }
      summaries.put(c, text(source, spec, "summary"));
    }
    String migration = text(source, map, "migration");
    Map<String, ChangeMeta> entries = new LinkedHashMap<>();
    if (!(required(source, map, "changes") instanceof ListNode list)) {
      throw new CatalogException(source + ":" + map.get("changes").position() + ": 'changes' must be a list");
    }
    for (Node item : list.items()) {
      MapNode entry = map(source, item);
      allowOnly(source, entry, ENTRY_KEYS);
      String id = text(source, entry, "id");
      ChangeClass c = changeClass(source, entry.get("class").position().toString(), text(source, entry, "class"));
      List<String> references = new ArrayList<>();
      if (entry.get("references") instanceof ListNode refs) {
        refs.items().forEach(r -> references.add(((ScalarNode) r).text()));
      }
      ChangeMeta meta = new ChangeMeta(id, c, text(source, entry, "title"), text(source, entry, "rationale"),
          text(source, entry, "action").replace("{migration}", migration), List.copyOf(references));
      if (entries.put(id, meta) != null) {
        throw new CatalogException(source + ":" + entry.position() + ": duplicate change id '" + id + "'");
      }
    }
    for (ChangeClass c : ChangeClass.values()) {
      if (!summaries.containsKey(c)) {
        throw new CatalogException(source + ":" + map.get("classes").position() + ": class " + c.label()
            + " has no entry");
      }
    }
    return new ChangeCatalog(summaries, migration, entries);
  }

  private static MapNode map(String source, Node node) throws CatalogException {
    if (node instanceof MapNode m) {
      return m;
    }
    throw new CatalogException(source + ":" + node.position() + ": expected a map");
  }

  private static Node required(String source, MapNode map, String key) throws CatalogException {
    Node node = map.get(key);
    if (node == null) {
      throw new CatalogException(source + ":" + map.position() + ": missing '" + key + "'");
    }
    return node;
  }

  private static void allowOnly(String source, MapNode map, List<String> keys) throws CatalogException {
    for (MapNode.Entry entry : map.entries().values()) {
      if (!keys.contains(entry.key())) {
        throw new CatalogException(source + ":" + entry.keyPosition() + ": unknown key '" + entry.key() + "'");
      }
    }
  }

  private static String text(String source, MapNode map, String key) throws CatalogException {
    if (required(source, map, key) instanceof ScalarNode s && s.value() != null) {
      return s.text().strip();
    }
    throw new CatalogException(source + ":" + map.get(key).position() + ": '" + key + "' must be text");
  }

  private static ChangeClass changeClass(String source, String at, String label) throws CatalogException {
    ChangeClass c = ChangeClass.parse(label);
    if (c == null) {
      throw new CatalogException(source + ":" + at + ": unknown class '" + label + "'");
    }
    return c;
  }

  /** The entry of an id; every id the classifier reports is in the catalog. */
  public ChangeMeta get(String id) {
    ChangeMeta meta = entries.get(id);
    if (meta == null) {
      throw new IllegalStateException("no change '" + id + "' in " + RESOURCE);
    }
    return meta;
  }

  /** Whether the catalog has an id. */
  public boolean has(String id) {
    return entries.containsKey(id);
  }

  /** Every entry, in catalog order (by class, then as written). */
  public Collection<ChangeMeta> all() {
    return entries.values();
  }

  /** The migration outline shared by the breaking-storage actions ({@code {table}} not yet filled in). */
  public String migration() {
    return migration;
  }

  /** The one-line summary of a class. */
  public String summary(ChangeClass changeClass) {
    return summaries.get(changeClass);
  }
}
