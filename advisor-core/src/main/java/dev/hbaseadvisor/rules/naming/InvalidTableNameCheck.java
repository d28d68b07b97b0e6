package dev.hbaseadvisor.rules.naming;

import dev.hbaseadvisor.rules.Rule;
import dev.hbaseadvisor.rules.RuleContext;
import dev.hbaseadvisor.rules.Severity;
import java.util.Set;

/**
 * Flags table names that HBase refuses or reserves, with the checks of {@code TableName.valueOf}
 * ({@code hbase-common/src/main/java/org/apache/hadoop/hbase/TableName.java}:
 * {@code isLegalNamespaceName}, {@code isLegalTableQualifierName}) and the reserved system
 * namespace of {@code NamespaceDescriptor.SYSTEM_NAMESPACE_NAME_STR}. A design of one of HBase's own
 * system tables ({@code hbase:meta}, ...) describes that table rather than creating a user table in
 * the reserved namespace, so it gets a note, not an error (issue 26: modelling {@code hbase:meta}).
 */
public final class InvalidTableNameCheck implements Rule {

  /** {@code TableName.DISALLOWED_TABLE_NAME}: a znode ZooKeeper reserves. */
  private static final String DISALLOWED = "zookeeper";
  /** {@code NamespaceDescriptor.SYSTEM_NAMESPACE_NAME_STR}. */
  private static final String SYSTEM_NAMESPACE = "hbase";
  /**
   * The tables HBase 2.6 creates in its system namespace: {@code TableName.META_TABLE_NAME} and
   * {@code NAMESPACE_TABLE_NAME}, {@code PermissionStorage.ACL_TABLE_NAME},
   * {@code VisibilityConstants.LABELS_TABLE_NAME}, {@code QuotaTableUtil.QUOTA_TABLE_NAME},
   * {@code RSGroupInfoManager.RSGROUP_TABLE_NAME}, the table-based replication queues'
   * {@code hbase:replication} and {@code SlowLogTableAccessor}'s {@code hbase:slowlog}.
   */
  private static final Set<String> SYSTEM_TABLES =
      Set.of("meta", "namespace", "acl", "labels", "quota", "rsgroup", "replication", "slowlog");

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
      } else if (namespace.equals(SYSTEM_NAMESPACE) && SYSTEM_TABLES.contains(name.substring(colon + 1))) {
        context.report(Severity.INFO, "table", "table '" + name + "' is HBase's own system table: the design"
            + " describes it, but HBase creates and manages it, so apply, pre-split keys and table settings"
            + " written from this design do not apply to it", null, null);
        return;
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
