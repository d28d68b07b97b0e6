package dev.hbaseadvisor.yaml;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A YAML mapping whose entries keep the order and the key positions of the source. */
public final class MapNode extends BranchNode {

  /** One key and its value. */
  public record Entry(String key, Position keyPosition, Node value) {}

  private final Map<String, Entry> entries = new LinkedHashMap<>();

  MapNode(Position position, String path) {
    super(position, path);
  }

  void put(Entry entry) {
    entries.put(entry.key(), entry);
  }

  /** The entries in source order. */
  public Map<String, Entry> entries() {
    return Collections.unmodifiableMap(entries);
  }

  /** The value of a key, or null when absent. */
  public Node get(String key) {
    Entry entry = entries.get(key);
    return entry == null ? null : entry.value();
  }

  /** Whether the key is present (even with a null value). */
  public boolean has(String key) {
    return entries.containsKey(key);
  }

  @Override
  public String kindName() {
    return "a map";
  }
}
