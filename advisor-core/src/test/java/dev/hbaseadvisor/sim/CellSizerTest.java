package dev.hbaseadvisor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Cell bytes follow HBase's KeyValue layout: 20 + row + family + qualifier + value. */
class CellSizerTest {

  @Test
  void oneCell_isTheKeyValueSizeOfHBaseFactsSection4() {
    // A 10-byte row, family d, a 5-byte qualifier and a 100-byte value: key 28, KeyValue 136.
    TableSchema schema = Schemas.parse(Schemas.minimal("  k: { type: string }\n", "  - field: k\n")
        .replace("  - name: d\n", "  - name: d\n    columns:\n      - { qualifier: qual5, size: 100 }\n"));
    long[] perFamily = new long[1];
    assertEquals(136, new CellSizer(schema, new SplittableRandom(1)).next(10, perFamily));
    assertEquals(136, perFamily[0]);
  }

  @Test
  void longNames_costWhatTheyCostInEveryCell() {
    TableSchema schema = Schemas.parse("table: t\nfields:\n  k: { type: string }\nrowkey:\n  - field: k\n"
        + "families:\n  - name: a_long_family_name\n    columns:\n"
        + "      - { qualifier: a_long_qualifier, size: 8 }\n      - { qualifier: b, size: 8 }\n"
        + "  - name: x\n    columns:\n      - { qualifierFrom: k, perRow: 3, size: 4 }\n");
    long[] perFamily = new long[2];
    long total = new CellSizer(schema, new SplittableRandom(1)).next(30, perFamily);
    assertEquals((20 + 30 + 18 + 16 + 8) + (20 + 30 + 18 + 1 + 8), perFamily[0]);
    // Three cells whose qualifiers are k's values, 8 to 16 characters: 12 on average.
    assertEquals(3 * (20 + 30 + 1) + 3 * (12 + 4), perFamily[1]);
    assertEquals(perFamily[0] + perFamily[1], total);
  }

  @Test
  void valueSizes_areDrawnFromTheColumnsRange() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  k: { type: string }\n", "  - field: k\n")
        .replace("  - name: d\n", "  - name: d\n    columns:\n      - { qualifier: v, size: 100-200 }\n"));
    CellSizer sizer = new CellSizer(schema, new SplittableRandom(7));
    long[] perFamily = new long[1];
    long min = Long.MAX_VALUE;
    long max = 0;
    for (int i = 0; i < 5_000; i++) {
      long bytes = sizer.next(10, perFamily);
      min = Math.min(min, bytes);
      max = Math.max(max, bytes);
    }
    assertEquals(20 + 10 + 1 + 1 + 100, min);
    assertEquals(20 + 10 + 1 + 1 + 200, max);
    assertTrue(max > min);
  }
}
