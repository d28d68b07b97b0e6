package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code docs/rules.md} is generated from the catalog; this fails when it is stale. */
class RulesDocTest {

  @Test
  void rulesDoc_matchesCatalog() throws IOException {
    Path doc = Schemas.projectRoot().resolve("docs/rules.md");
    String generated = RulesDoc.render(RuleCatalog.builtIn());
    if (Boolean.getBoolean("advisor.updateGolden")) {
      Files.writeString(doc, generated);
    }
    assertEquals(generated, Files.exists(doc) ? Files.readString(doc) : "",
        "docs/rules.md is stale: run mvn -q -pl advisor-core test -Dtest=RulesDocTest -Dadvisor.updateGolden=true");
  }

  @Test
  void rulesDoc_hasASectionPerRule() {
    String generated = RulesDoc.render(RuleCatalog.builtIn());
    for (RuleMeta meta : RuleCatalog.builtIn().all()) {
      assertTrue(generated.contains("\n### " + meta.id() + "\n"), meta.id());
    }
  }
}
