package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The compiled catalog the build writes is the YAML catalog, entry for entry (a drift test). */
class CompiledCatalogTest {

  @Test
  void buildsCompiledCatalog_equalsTheYamlFiles() throws Exception {
    RuleCatalog yaml = RuleCatalog.load(BuiltInRules.ids());
    Map<String, RuleMeta> compiled = CompiledCatalog.read();
    assertNotNull(compiled, CompiledCatalog.RESOURCE + " is missing: the build's process-classes phase writes it");
    assertEquals(List.copyOf(yaml.all()), List.copyOf(compiled.values()),
        CompiledCatalog.RESOURCE + " is stale: rebuild (mvn -B -o -q -pl advisor-core process-classes)");
  }

  @Test
  void writeThenRead_givesTheSameEntries() throws Exception {
    RuleCatalog yaml = RuleCatalog.load(BuiltInRules.ids());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CompiledCatalog.write(yaml.all(), bytes);
    Map<String, RuleMeta> read = CompiledCatalog.read(new ByteArrayInputStream(bytes.toByteArray()));
    assertEquals(List.copyOf(yaml.all()), List.copyOf(read.values()));
  }

  @Test
  void builtIn_isTheYamlCatalog() throws Exception {
    assertEquals(List.copyOf(RuleCatalog.load(BuiltInRules.ids()).all()), List.copyOf(RuleCatalog.builtIn().all()));
  }
}
