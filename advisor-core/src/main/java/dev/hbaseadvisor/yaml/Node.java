package dev.hbaseadvisor.yaml;

/**
 * A YAML value together with where it was written: the tree the loader validates, so every
 * message can name the line and column a user must fix.
 */
public sealed interface Node permits BranchNode, ScalarNode {

  /** Where the value starts. */
  Position position();

  /** The path of the value from the document root, like {@code rowkey[0].salt.buckets}. */
  String path();

  /** A word for the kind of value, used in "expected a map, found a list" messages. */
  String kindName();
}
