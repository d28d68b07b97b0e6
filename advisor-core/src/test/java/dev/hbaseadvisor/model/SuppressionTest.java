package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a suppression applies: the whole file, or one element and what lies inside it. */
class SuppressionTest {

  @Test
  void covers_theElementAndItsInside_never_aSiblingWithTheSamePrefix() {
    Suppression family = new Suppression("long-family-name", "why", "families[1]", "families[1].suppress[0]");
    assertTrue(family.covers("families[1]"));
    assertTrue(family.covers("families[1].name"));
    assertTrue(family.covers("families[1].columns[0]"));
    assertFalse(family.covers("families[10].name"));
    assertFalse(family.covers("families[0].name"));
    Suppression field = new Suppression("r", "why", "fields.ts", "fields.ts.suppress[0]");
    assertFalse(field.covers("fields.tsx"));
    assertTrue(new Suppression("r", "why", "", "suppress[0]").covers("rowkey[0]"));
  }

  @Test
  void loader_readsTheFileListFirst_thenEachElementsListWithItsScope() throws SchemaException {
    TableSchema schema = SchemaLoader.parse("""
        table: t
        fields:
          a: {type: string, suppress: [{rule: r1, reason: x}]}
        rowkey:
          - field: a
          - literal: "-"
            suppress: [{rule: r2, reason: y}]
        families: [{name: d, suppress: [{rule: r3}]}]
        access: [{name: p, equals: [a], suppress: [{rule: r4, reason: z}]}]
        presplit: {regions: 2, suppress: [{rule: r5, reason: w}]}
        suppress: [{rule: r0, reason: v}]
        """, Path.of("t.yaml"), "t.yaml");
    assertEquals(List.of(
        new Suppression("r0", "v", "", "suppress[0]"),
        new Suppression("r1", "x", "fields.a", "fields.a.suppress[0]"),
        new Suppression("r2", "y", "rowkey[1]", "rowkey[1].suppress[0]"),
        new Suppression("r3", null, "families[0]", "families[0].suppress[0]"),
        new Suppression("r4", "z", "access[0]", "access[0].suppress[0]"),
        new Suppression("r5", "w", "presplit", "presplit.suppress[0]")), schema.suppressions());
  }
}
