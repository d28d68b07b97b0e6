package dev.hbaseadvisor.model;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import java.util.ArrayList;
import java.util.List;

/** Reads the {@code suppress:} section: rules switched off for this file, each with a reason. */
final class SuppressReader {

  private final NodeReader in;

  SuppressReader(NodeReader in) {
    this.in = in;
  }

  /** The suppressions in file order; none when the section is absent. */
  List<Suppression> read(Node node) {
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
        result.add(new Suppression(rule, in.optionalText(map, "reason")));
      }
    }
    return result;
  }
}
