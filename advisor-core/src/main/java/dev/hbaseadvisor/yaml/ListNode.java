package dev.hbaseadvisor.yaml;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A YAML sequence. */
public final class ListNode extends BranchNode {

  private final List<Node> items = new ArrayList<>();

  ListNode(Position position, String path) {
    super(position, path);
  }

  void add(Node item) {
    items.add(item);
  }

  /** The items in source order. */
  public List<Node> items() {
    return Collections.unmodifiableList(items);
  }

  @Override
  public String kindName() {
    return "a list";
  }
}
