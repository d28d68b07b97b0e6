package dev.hbaseadvisor.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.rules.RuleCatalog;
import dev.hbaseadvisor.rules.RuleMeta;
import dev.hbaseadvisor.testing.Golden;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code docs/rules.md} is generated from the catalog; this fails when it is stale. */
class RulesDocTest {

  @Test
  void rulesDoc_matchesCatalog() throws IOException {
    Golden.assertCurrent("docs/rules.md", RulesDoc.render(RuleCatalog.builtIn()), "RulesDocTest");
  }

  @Test
  void rulesDoc_hasASectionPerRule() {
    String generated = RulesDoc.render(RuleCatalog.builtIn());
    for (RuleMeta meta : RuleCatalog.builtIn().all()) {
      assertTrue(generated.contains("\n### " + meta.id() + "\n"), meta.id());
    }
  }
}
