package dev.hbaseadvisor.model;

import static dev.hbaseadvisor.testing.Schemas.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Every copy of a schema ({@code with} methods) keeps every component it does not replace. */
class TableSchemaCopyTest {

  /** A table of two kinds, of immutable rows: the components a short constructor used to drop. */
  private static final String TWO_KINDS = RecordKindsTest.UID + "immutableRows: true\n";

  @Test
  void everyCopy_keepsTheKindsTheViewAndImmutableRows() throws Exception {
    TableSchema table = parse(TWO_KINDS);
    assertTrue(table.immutableRows() && table.multiKind(), "the fixture states both");
    TableSchema view = table.kind(1);
    Presplit split = new Presplit(4, Presplit.Algorithm.UNIFORM, null, null, List.of(), null);
    Workload workload = new Workload(7, 100, 3600, 3);
    for (TableSchema s : List.of(table, view)) {
      assertKeeps(s, x -> x.withPresplit(split), "presplit");
      assertKeeps(s, x -> x.withRowkey(List.of(x.rowkey().get(0))), "rowkey");
      assertKeeps(s, x -> x.withFields(Map.of()), "fields");
      assertKeeps(s, x -> x.withLayout(List.of(x.families().get(0)), workload), "families", "workload");
      assertKeeps(s, x -> x.withLocations(Map.of()), "locations");
    }
    assertKeeps(table, x -> x.withKindRowkeys(x.kinds().stream().map(RecordKind::rowkey).toList()), "rowkey",
        "kinds");
    assertEquals(1, view.withPresplit(split).kindIndex());
    assertTrue(view.withRowkey(view.rowkey()).immutableRows());
  }

  private static void assertKeeps(TableSchema s, UnaryOperator<TableSchema> copy, String... replaced)
      throws Exception {
    TableSchema c = copy.apply(s);
    Set<String> changed = Set.of(replaced);
    for (RecordComponent component : TableSchema.class.getRecordComponents()) {
      if (!changed.contains(component.getName())) {
        Object before = component.getAccessor().invoke(s);
        Object after = component.getAccessor().invoke(c);
        if (before instanceof Boolean || before instanceof Integer) {
          assertEquals(before, after, component.getName() + " of the copy");
        } else {
          assertSame(before, after, component.getName() + " of the copy");
        }
      }
    }
  }
}
