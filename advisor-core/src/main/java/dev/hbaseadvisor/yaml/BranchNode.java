package dev.hbaseadvisor.yaml;

/** The position and path shared by maps and lists. */
abstract sealed class BranchNode implements Node permits MapNode, ListNode {

  private final Position position;
  private final String path;

  BranchNode(Position position, String path) {
    this.position = position;
    this.path = path;
  }

  @Override
  public Position position() {
    return position;
  }

  @Override
  public String path() {
    return path;
  }
}
