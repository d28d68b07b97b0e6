package dev.hbaseadvisor.rules.naming;

import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;

/**
 * Flags table names that HBase refuses or reserves, with the checks of {@code TableName.valueOf}
 * ({@code hbase-common/src/main/java/org/apache/hadoop/hbase/TableName.java}:
 * {@code isLegalNamespaceName}, {@code isLegalTableQualifierName}) and the reserved system
 * namespace of {@code NamespaceDescriptor.SYSTEM_NAMESPACE_NAME_STR}.
 */
public final class InvalidTableNameCheck implements Rule {

  /** {@code TableName.DISALLOWED_TABLE_NAME}: a znode ZooKeeper reserves. */
  private static final String DISALLOWED = "zookeeper";
  /** {@code NamespaceDescriptor.SYSTEM_NAMESPACE_NAME_STR}. */
  private static final String SYSTEM_NAMESPACE = "hbase";

  @Override
  public String id() {
    return "invalid-table-name";
  }

  @Override
  public void check(RuleContext context) {
    String name = context.schema().table();
    if (name.isEmpty()) {
      context.report("table", "the table name is empty");
      return;
    }
    int colon = name.indexOf(':');
    if (colon >= 0) {
      String namespace = name.substring(0, colon);
      String problem = namespaceProblem(namespace);
      if (problem != null) {
        context.report("table", "table '" + name + "': " + problem + " (TableName.isLegalNamespaceName)");
      } else if (namespace.equals(SYSTEM_NAMESPACE)) {
        context.report("table", "table '" + name + "' is in namespace 'hbase', which HBase reserves for its system"
            + " tables (hbase:meta, ...): a table there is treated as a system table");
      }
    }
    String problem = qualifierProblem(name.substring(colon + 1));
    if (problem != null) {
      context.report("table", "table '" + name + "': " + problem + " (TableName.isLegalTableQualifierName)");
    }
  }

  private static String namespaceProblem(String namespace) {
    if (namespace.isEmpty()) {
      return "the namespace before ':' is empty";
    }
    if (namespace.equals(DISALLOWED)) {
      return "the namespace may not be 'zookeeper'";
    }
    for (int i = 0; i < namespace.length(); i++) {
      char c = namespace.charAt(i);
      if (!Character.isAlphabetic(c) && !Character.isDigit(c) && c != '_') {
        return "the namespace '" + namespace + "' has " + describe(c) + " at " + i
            + "; a namespace may only hold letters, digits and '_'";
      }
    }
    return null;
  }

  private static String qualifierProblem(String qualifier) {
    if (qualifier.isEmpty()) {
      return "the name after the namespace is empty";
    }
    char first = qualifier.charAt(0);
    if (first == '.' || first == '-') {
      return "the name '" + qualifier + "' starts with '" + first + "'; it must start with a letter, digit or '_'";
    }
    if (qualifier.equals(DISALLOWED)) {
      return "tables may not be named 'zookeeper'";
    }
    for (int i = 0; i < qualifier.length(); i++) {
      char c = qualifier.charAt(i);
      if (!Character.isAlphabetic(c) && !Character.isDigit(c) && c != '_' && c != '-' && c != '.') {
        return "the name '" + qualifier + "' has " + describe(c) + " at " + i
            + "; a table name may only hold letters, digits, '_', '-' and '.'" + (c == ':' ? " after its namespace" : "");
      }
    }
    return null;
  }

  private static String describe(char c) {
    return c < 0x20 || c == 0x7F || Character.isWhitespace(c) || Character.isSurrogate(c)
        ? String.format(java.util.Locale.ROOT, "character U+%04X", (int) c) : "'" + c + "'";
  }
}
