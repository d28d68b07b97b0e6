package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the suppressions: the top-level {@code suppress:} section (rules switched off for this
 * file) and the {@code suppress:} lists written beside a field, a rowkey segment, a family, an
 * access pattern or the pre-split (switched off there only), each entry with a reason.
 */
final class SuppressReader {

  private final NodeReader in;

  SuppressReader(NodeReader in) {
    this.in = in;
  }

  /** The file's suppressions in file order, then those of each element in document order. */
  List<Suppression> read(MapNode root) {
    List<Suppression> result = new ArrayList<>(list(root.get("suppress"), ""));
    if (root.get("fields") instanceof MapNode fields) {
      fields.entries().values().forEach(e -> result.addAll(element(e.value())));
    }
    for (String section : List.of("rowkey", "families", "access")) {
      if (root.get(section) instanceof ListNode items) {
        items.items().forEach(item -> result.addAll(element(item)));
      }
    }
    if (root.get("presplit") != null) {
      result.addAll(element(root.get("presplit")));
    }
    return result;
  }

  private List<Suppression> element(Node node) {
    return node instanceof MapNode map && map.get("suppress") != null ? list(map.get("suppress"), map.path())
        : List.of();
  }

  private List<Suppression> list(Node node, String scope) {
    List<Suppression> result = new ArrayList<>();
    if (node == null || NodeReader.isNull(node)) {
      return result;
    }
    ListNode list = in.list(node, "'suppress'");
    if (list == null) {
      return result;
    }
    for (Node item : list.items()) {
      MapNode map = in.map(item, "a suppression");
      if (map == null) {
        continue;
      }
      in.allowOnly(map, FormatKeys.SUPPRESSION);
      Node ruleNode = in.required(map, "rule", "suppression");
      String rule = ruleNode == null ? null : in.text(ruleNode, "rule");
      if (rule != null) {
        result.add(new Suppression(rule, in.optionalText(map, "reason"), scope, item.path()));
      }
    }
    return result;
  }
}
