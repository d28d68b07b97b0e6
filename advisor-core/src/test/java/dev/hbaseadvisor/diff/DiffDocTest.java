package dev.hbaseadvisor.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Golden;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code docs/diff.md} is generated from the change catalog; this fails when it is stale. */
class DiffDocTest {

  @Test
  void diffDoc_matchesCatalog() throws IOException {
    Golden.assertCurrent("docs/diff.md", DiffDoc.render(ChangeCatalog.builtIn()), "DiffDocTest");
  }

  @Test
  void diffDoc_hasASectionPerChange_andTheOutlineOnce() {
    ChangeCatalog catalog = ChangeCatalog.builtIn();
    String generated = DiffDoc.render(catalog);
    for (ChangeMeta meta : catalog.all()) {
      assertTrue(generated.contains("\n### " + meta.id() + "\n"), meta.id());
    }
    String outline = catalog.migration().replace("{table}", "TABLE");
    assertEquals(generated.indexOf(outline), generated.lastIndexOf(outline));
  }
}
