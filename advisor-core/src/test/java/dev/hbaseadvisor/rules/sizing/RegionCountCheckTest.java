package dev.hbaseadvisor.rules.sizing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The region size that {@code region-count} proposes in its fix. */
class RegionCountCheckTest {

  private static Finding lintOne(String rows, String maxFileSize) {
    List<Finding> findings = new Linter(RuleCatalog.builtIn(), List.of(new RegionCountCheck()), LintConfig.DEFAULT)
        .lint(Schemas.parse("table: t\nfields:\n  a: {type: string, length: 16}\nrowkey:\n  - field: a\n"
            + "families:\n  - name: d\n    columns:\n      - {qualifier: v, size: 1KiB}\nworkload:\n  rows: " + rows
            + "\ncluster:\n  maxFileSize: " + maxFileSize + "\n"));
    assertEquals(1, findings.size(), findings::toString);
    return findings.get(0);
  }

  @Test
  void tooManyRegions_proposesTheSmallestRegionSizeWithinTheLimit() {
    // 10B rows x 1,062 B = 9.66 TiB; 200 regions need 49.5 GiB, rounded up to 50 GiB
    assertEquals("Set cluster.maxFileSize to 50 GiB (198 regions).", lintOne("10B", "10GiB").fix());
  }

  @Test
  void tooManyRegionsEvenAtTheLargestSize_saysSoAndNamesTheOtherLevers() {
    assertEquals("Even at 50 GiB the table needs 1,979 regions: set cluster.maxFileSize to 50 GiB, and shorten the TTL,"
        + " keep fewer versions, move large values out (MOB or HDFS) or split the data over several tables.",
        lintOne("100B", "10GiB").fix());
  }

  @Test
  void smallRegions_proposeTheSmallestSizeOfTheRange() {
    assertEquals("Set cluster.maxFileSize to at least 5 GiB (198 regions).", lintOne("1B", "1GiB").fix());
  }
}
