package dev.hbaseadvisor.rules.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code invalid-table-name} against HBase 2.6.4's own {@code TableName.valueOf} (test-scoped
 * {@code hbase-common}): the rule reports a name exactly when HBase refuses it, apart from the
 * {@code hbase} namespace, which HBase accepts but reserves for its system tables.
 */
class InvalidTableNameOracleTest {

  @ParameterizedTest
  @ValueSource(strings = {"t", "ns:t", "default:t", "hbase:t", "_t", "1", "t.b-c_d", "ns_1:t", "Журнал",
      "metrics:Журнал_событий-2.0", "表", ".META.", "-ROOT-", ".t", "-t", "a b", "ns:a:b", ":t", "ns:", "zookeeper",
      "zookeeper:t", "ns:zookeeper", "my-ns:t", "my.ns:t", "t\u0001", "t/x", "t$", "a\uD83D\uDE00", "ns:t:"})
  void rule_reportsExactlyTheNamesHBaseRefuses(String name) {
    boolean hbaseAccepts;
    try {
      TableName.valueOf(name);
      hbaseAccepts = true;
    } catch (IllegalArgumentException e) {
      hbaseAccepts = false;
    }
    List<Finding> findings = new Linter(RuleCatalog.builtIn(), List.of(new InvalidTableNameCheck()), LintConfig.DEFAULT)
        .lint(Schemas.parse("table: \"" + escape(name) + "\"\nfields:\n  a: {type: string}\nrowkey:\n  - field: a\n"
            + "families:\n  - name: d\n"));
    boolean refused = findings.stream().anyMatch(f -> !f.message().contains("namespace 'hbase'"));
    assertEquals(!hbaseAccepts, refused, () -> name + ": " + findings);
  }

  private static String escape(String name) {
    StringBuilder sb = new StringBuilder();
    for (char c : name.toCharArray()) {
      sb.append(c < 0x20 ? String.format("\\x%02X", (int) c) : c == '"' || c == '\\' ? "\\" + c : String.valueOf(c));
    }
    return sb.toString();
  }
}
