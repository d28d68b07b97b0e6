package dev.hbaseadvisor.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.rules.CatalogException;
import dev.hbaseadvisor.rules.RuleMeta;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Keeps the change catalog complete and well-formed (its ids against the classifier: {@link SchemaDiffTest}). */
class ChangeCatalogTest {

  private static final String CLASSES = """
      classes:
        breaking-storage: {severity: error, summary: a}
        data-loss: {severity: error, summary: b}
        operational: {severity: warning, summary: c}
        deferred: {severity: info, summary: d}
        safe: {severity: none, summary: e}
      migration: outline for {table}
      """;

  @Test
  void everyEntry_isComplete_withKebabCaseIds() {
    ChangeCatalog catalog = ChangeCatalog.builtIn();
    for (ChangeMeta meta : catalog.all()) {
      assertTrue(meta.id().matches("[a-z]+(-[a-z]+)*"), meta.id());
      assertFalse(meta.title().endsWith("."), meta.id() + ": titles have no trailing period");
      assertFalse(meta.rationale().isBlank(), meta.id());
      assertFalse(meta.action().isBlank(), meta.id());
      assertFalse(meta.action().contains("{migration}"), meta.id());
      assertFalse(meta.references().isEmpty(), meta.id() + " needs references");
    }
    for (ChangeClass c : ChangeClass.values()) {
      assertFalse(catalog.summary(c).isBlank(), c.label());
    }
  }

  @Test
  void entriesAreGroupedByClass_inClassOrder() {
    List<ChangeClass> order = ChangeCatalog.builtIn().all().stream().map(ChangeMeta::changeClass).toList();
    assertEquals(order.stream().sorted().toList(), order);
  }

  @Test
  void breakingRowkeyChanges_carryTheMigrationOutline_andDataLoss_namesACompaction() {
    ChangeCatalog catalog = ChangeCatalog.builtIn();
    for (ChangeMeta meta : catalog.all()) {
      if (meta.changeClass() == ChangeClass.BREAKING_STORAGE && !meta.id().startsWith("family")
          && !meta.id().equals("table-renamed")) {
        assertEquals(catalog.migration(), meta.action(), meta.id());
      }
      if (meta.changeClass() == ChangeClass.DATA_LOSS) {
        assertTrue(meta.rationale().contains("major compaction"), meta.id());
      }
    }
  }

  @Test
  void asRuleMeta_theClassIsTheCategory_andTheActionTheFix() {
    RuleMeta rule = ChangeCatalog.builtIn().get("ttl-lowered").toRuleMeta();
    assertEquals("data-loss", rule.category());
    assertEquals("error", rule.severity().label());
    assertTrue(rule.fix().startsWith("If cells older than the new TTL"));
  }

  @Test
  void parse_rejectsUnknownClasses_wrongSeverities_missingClasses_andDuplicates() throws CatalogException {
    CatalogException unknown = assertThrows(CatalogException.class, () -> ChangeCatalog.parse("c.yaml", CLASSES
        + "changes:\n  - {id: x, class: nope, title: t, rationale: r, action: a}\n"));
    assertEquals("c.yaml:9:20: unknown class 'nope'", unknown.getMessage());
    CatalogException severity = assertThrows(CatalogException.class, () -> ChangeCatalog.parse("c.yaml",
        CLASSES.replace("severity: info", "severity: warning") + "changes: []\n"));
    assertEquals("c.yaml:5:24: class deferred has severity info, not warning", severity.getMessage());
    CatalogException missing = assertThrows(CatalogException.class, () -> ChangeCatalog.parse("c.yaml",
        CLASSES.replace("  safe: {severity: none, summary: e}\n", "") + "changes: []\n"));
    assertEquals("c.yaml:2:3: class safe has no entry", missing.getMessage());
    CatalogException duplicate = assertThrows(CatalogException.class, () -> ChangeCatalog.parse("c.yaml", CLASSES
        + "changes:\n  - {id: x, class: safe, title: t, rationale: r, action: a}\n"
        + "  - {id: x, class: safe, title: t, rationale: r, action: a}\n"));
    assertEquals("c.yaml:10:5: duplicate change id 'x'", duplicate.getMessage());
    ChangeCatalog ok = ChangeCatalog.parse("c.yaml", CLASSES
        + "changes:\n  - {id: x, class: safe, title: t, rationale: r, action: \"{migration}\"}\n");
    assertEquals("outline for {table}", ok.get("x").action());
  }
}
