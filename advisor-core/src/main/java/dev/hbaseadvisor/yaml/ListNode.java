package dev.hbaseadvisor.yaml;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A YAML sequence. */
public final class ListNode implements Node {

  private final Position position;
  private final String path;
  private final List<Node> items = new ArrayList<>();

  ListNode(Position position, String path) {
    this.position = position;
    this.path = path;
  }

  void add(Node item) {
    items.add(item);
  }

  /** The items in source order. */
  public List<Node> items() {
    return Collections.unmodifiableList(items);
  }

  @Override
  public Position position() {
    return position;
  }

  @Override
  public String path() {
    return path;
  }

  @Override
  public String kindName() {
    return "a list";
  }
}
