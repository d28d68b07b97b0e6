package dev.hbaseadvisor.rules.presplit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pasteable {@code presplit:} block that {@code presplit-missing} suggests. */
class PresplitMissingCheckTest {

  private static List<Finding> lint(String rowkey, String fields) {
    return new Linter(RuleCatalog.builtIn(), List.of(new PresplitMissingCheck()), LintConfig.DEFAULT).lint(Schemas.parse(
        "table: t\nfields:\n" + fields + "rowkey:\n" + rowkey + "families:\n  - name: d\n    columns:\n"
            + "      - {qualifier: v, size: 100}\nworkload:\n  writes: 5000/s\ncluster:\n  regionServers: 6\n"));
  }

  @Test
  void saltedKey_getsOneRegionPerBucket() {
    List<Finding> findings = lint("  - salt: {buckets: 16, from: [a]}\n  - field: a\n", "  a: {type: string}\n");
    assertEquals(1, findings.size());
    assertEquals("presplit:\n  algorithm: salt\n", findings.get(0).suggestion());
  }

  @Test
  void otherKeys_getOneRegionPerServer_fromTheKeysOwnShape() {
    List<Finding> findings = lint("  - field: a\n", "  a: {type: string}\n");
    assertEquals(1, findings.size());
    assertEquals("presplit:\n  regions: 6\n  algorithm: auto\n", findings.get(0).suggestion());
  }
}
