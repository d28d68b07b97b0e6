package dev.hbaseadvisor.rules;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A project's lint settings, from {@code .hbase-advisor.yaml}: severity overrides, disabled
 * rules and threshold overrides, each checked against the catalog.
 *
 * <pre>
 * severity:   { long-family-name: error }
 * disable:    [ rowkey-too-long ]
 * thresholds: { rowkey-too-long: { maxBytes: 64 } }
 * </pre>
 *
 * @param severities rule id to severity
 * @param disabled rule ids not run
 * @param thresholds rule id to threshold name to value
 */
public record LintConfig(Map<String, Severity> severities, Set<String> disabled,
    Map<String, Map<String, Double>> thresholds) {

  /** The file name searched for in the current folder. */
  public static final String FILE_NAME = ".hbase-advisor.yaml";

  /** No overrides. */
  public static final LintConfig DEFAULT = new LintConfig(Map.of(), Set.of(), Map.of());

  /** Parses config text against the catalog; {@code source} names the file in messages. */
  public static LintConfig parse(String source, String text, RuleCatalog catalog) throws CatalogException {
    MapNode map = RuleCatalog.readMap(source, text, "the config");
    Map<String, Severity> severities = new LinkedHashMap<>();
    Set<String> disabled = new LinkedHashSet<>();
    Map<String, Map<String, Double>> thresholds = new LinkedHashMap<>();
    for (MapNode.Entry entry : map.entries().values()) {
      switch (entry.key()) {
        case "severity" -> {
          for (MapNode.Entry rule : asMap(source, entry.value()).entries().values()) {
            RuleMeta meta = known(source, rule, catalog);
            try {
              severities.put(meta.id(), Severity.parse(scalar(source, rule.value())));
            } catch (IllegalArgumentException e) {
              throw new CatalogException(source + ":" + rule.value().position() + ": " + e.getMessage());
            }
          }
        }
        case "disable" -> {
          if (!(entry.value() instanceof ListNode list)) {
            throw new CatalogException(source + ":" + entry.value().position() + ": 'disable' must be a list of rule ids");
          }
          for (Node item : list.items()) {
            String id = scalar(source, item);
            if (catalog.get(id) == null) {
              throw new CatalogException(source + ":" + item.position() + ": unknown rule '" + id + "'");
            }
            disabled.add(id);
          }
        }
        case "thresholds" -> {
          for (MapNode.Entry rule : asMap(source, entry.value()).entries().values()) {
            RuleMeta meta = known(source, rule, catalog);
            Map<String, Double> values = new LinkedHashMap<>();
            for (MapNode.Entry t : asMap(source, rule.value()).entries().values()) {
              Threshold threshold = meta.thresholds().get(t.key());
              if (threshold == null) {
                throw new CatalogException(source + ":" + t.keyPosition() + ": rule '" + meta.id()
                    + "' has no threshold '" + t.key() + "' (it has " + String.join(", ", meta.thresholds().keySet())
                    + ")");
              }
              if (!(t.value() instanceof ScalarNode s && s.value() instanceof Number n)) {
                throw new CatalogException(source + ":" + t.value().position() + ": a threshold must be a number");
              }
              double v = n.doubleValue();
              if (v < threshold.min() || v > threshold.max()) {
                throw new CatalogException(source + ":" + t.value().position() + ": threshold '" + t.key()
                    + "' must lie between " + fmt(threshold.min()) + " and " + fmt(threshold.max()) + ", got " + fmt(v));
              }
              values.put(t.key(), v);
            }
            thresholds.put(meta.id(), values);
          }
        }
        default -> throw new CatalogException(source + ":" + entry.keyPosition() + ": unknown key '" + entry.key()
            + "' (expected severity, disable, thresholds)");
      }
    }
    return new LintConfig(severities, disabled, thresholds);
  }

  private static String fmt(double v) {
    return v == Math.rint(v) && !Double.isInfinite(v) ? Long.toString((long) v) : Double.toString(v);
  }

  private static MapNode asMap(String source, Node node) throws CatalogException {
    if (node instanceof MapNode map) {
      return map;
    }
    throw new CatalogException(source + ":" + node.position() + ": expected a map of rule ids");
  }

  private static RuleMeta known(String source, MapNode.Entry entry, RuleCatalog catalog) throws CatalogException {
    RuleMeta meta = catalog.get(entry.key());
    if (meta == null) {
      throw new CatalogException(source + ":" + entry.keyPosition() + ": unknown rule '" + entry.key() + "'");
    }
    return meta;
  }

  private static String scalar(String source, Node node) throws CatalogException {
    if (node instanceof ScalarNode s && s.value() != null) {
      return s.text();
    }
    throw new CatalogException(source + ":" + node.position() + ": expected a value");
  }
}
