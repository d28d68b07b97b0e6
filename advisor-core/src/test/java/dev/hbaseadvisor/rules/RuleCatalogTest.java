package dev.hbaseadvisor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Keeps the catalog and the classes in step, as PMD's {@code AbstractRuleSetFactoryTest} does. */
class RuleCatalogTest {

  private static List<String> catalogFiles() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("rules"))) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml"))
          .map(n -> n.substring(0, n.length() - ".yaml".length())).sorted().toList();
    }
  }

  @Test
  void everyCatalogEntry_hasAClass_andEveryClassAnEntry() throws IOException {
    assertEquals(catalogFiles(), BuiltInRules.ids().stream().sorted().toList());
  }

  @Test
  void registry_isSortedAndUnique() {
    List<String> ids = BuiltInRules.ids();
    assertEquals(ids.stream().sorted().distinct().toList(), ids);
  }

  @Test
  void classNames_followTheIds() {
    for (Rule rule : BuiltInRules.all()) {
      StringBuilder expected = new StringBuilder();
      for (String part : rule.id().split("-")) {
        expected.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
      }
      assertEquals(expected + "Check", rule.getClass().getSimpleName());
    }
  }

  @Test
  void everyEntry_isComplete_andItsIdMatchesItsFile() {
    for (RuleMeta meta : RuleCatalog.builtIn().all()) {
      assertFalse(meta.title().endsWith("."), meta.id() + ": titles have no trailing period");
      assertFalse(meta.rationale().isBlank(), meta.id());
      assertFalse(meta.fix().isBlank(), meta.id());
      assertFalse(meta.references().isEmpty(), meta.id() + " needs references");
      assertFalse(meta.since().isBlank(), meta.id());
      for (Threshold t : meta.thresholds().values()) {
        assertTrue(t.defaultValue() >= t.min() && t.defaultValue() <= t.max(), meta.id() + "." + t.name());
      }
    }
  }
}
