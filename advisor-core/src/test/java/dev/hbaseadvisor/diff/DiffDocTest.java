package dev.hbaseadvisor.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code docs/diff.md} is generated from the change catalog; this fails when it is stale. */
class DiffDocTest {

  @Test
  void diffDoc_matchesCatalog() throws IOException {
    Path doc = Schemas.projectRoot().resolve("docs/diff.md");
    String generated = DiffDoc.render(ChangeCatalog.builtIn());
    if (Boolean.getBoolean("advisor.updateGolden")) {
      Files.writeString(doc, generated);
    }
    assertEquals(generated, Files.exists(doc) ? Files.readString(doc) : "",
        "docs/diff.md is stale: run mvn -q -pl advisor-core test -Dtest=DiffDocTest -Dadvisor.updateGolden=true");
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
