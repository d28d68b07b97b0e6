package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.hadoop.hbase.KeyValue;
import org.junit.jupiter.api.Test;

/**
 * Cell, row and table sizes: the KeyValue arithmetic against HBase 2.6.4's own {@code KeyValue}
 * (test-scoped {@code hbase-common}), and the projections of a schema worked out by hand.
 */
class CellSizesTest {

  @Test
  void keyValueBytes_matchesHBaseKeyValue() {
    int[] rows = {1, 10, 100, 32767};
    int[] families = {1, 5, 127};
    int[] qualifiers = {0, 1, 24, 300};
    int[] values = {0, 8, 100, 1 << 20};
    for (int r : rows) {
      for (int f : families) {
        for (int q : qualifiers) {
          for (int v : values) {
            assertEquals(KeyValue.getKeyValueDataStructureSize(r, f, q, v), CellSizes.keyValueBytes(r, f, q, v),
                r + "/" + f + "/" + q + "/" + v);
          }
        }
      }
    }
    KeyValue cell = new KeyValue(new byte[10], new byte[] {'d'}, new byte[5], 1L, new byte[100]);
    assertEquals(cell.getSerializedSize(), CellSizes.keyValueBytes(10, 1, 5, 100));
    assertEquals(136, CellSizes.keyValueBytes(10, 1, 5, 100), "hbase-facts.md section 4's example");
  }

  @Test
  void maxFamilyLength_isWhereHBaseKeyValueStops() {
    byte[] longest = new byte[CellSizes.MAX_FAMILY_LENGTH];
    Arrays.fill(longest, (byte) 'f');
    new KeyValue(new byte[1], longest, new byte[1], 1L, new byte[1]);
    byte[] tooLong = Arrays.copyOf(longest, CellSizes.MAX_FAMILY_LENGTH + 1);
    assertThrows(IllegalArgumentException.class, () -> new KeyValue(new byte[1], tooLong, new byte[1], 1L, new byte[1]));
  }

  @Test
  void familyBytes_areUtf8() {
    assertEquals(1, CellSizes.familyBytes("d"));
    assertEquals("données".getBytes(StandardCharsets.UTF_8).length, CellSizes.familyBytes("données"));
    assertEquals(8, CellSizes.familyBytes("données"));
  }

  @Test
  void qualifierBytes_ofFixedEscapedAndDynamicQualifiers() {
    TableSchema schema = Schemas.parse("""
        table: t
        fields:
          a: {type: string, length: 8-16}
          ts: {type: timestamp}
          tag: {type: enum, values: [go, rust, java]}
        rowkey:
          - field: a
        families:
          - name: d
            columns:
              - {qualifier: msg, size: 10}
              - {qualifier: '\\x01\\x02', size: 10}
              - {qualifierFrom: ts, perRow: 1-60, size: 4}
              - {qualifierFrom: tag, perRow: 1-3, size: 1}
        """);
    var columns = schema.families().get(0).columns();
    assertArrayEquals(new long[] {3, 3}, CellSizes.qualifierBytes(schema, columns.get(0)));
    assertArrayEquals(new long[] {2, 2}, CellSizes.qualifierBytes(schema, columns.get(1)));
    assertArrayEquals(new long[] {8, 8}, CellSizes.qualifierBytes(schema, columns.get(2)));
    assertArrayEquals(new long[] {2, 4}, CellSizes.qualifierBytes(schema, columns.get(3)));
  }

  @Test
  void projection_ofATwoFamilyTable_byHand() {
    TableSchema schema = Schemas.parse("""
        table: t
        fields:
          user: {type: string, length: 10-20}
          game: {type: string, length: 4-8}
        rowkey:
          - field: user
        families:
          - name: d
            columns:
              - {qualifier: n, size: 100-300}
              - {qualifierFrom: game, perRow: 1-9, size: 4}
          - name: x
            rows: 1000
            columns:
              - {qualifier: v, size: 8}
        workload:
          rows: 1M
        """);
    RowKeyCodec codec = RowKeyCodec.compile(schema);
    CellSizes sizes = CellSizes.of(schema, codec.minLength(), codec.maxLength());
    Family d = schema.families().get(0);
    Family x = schema.families().get(1);
    assertEquals(15.0, sizes.meanKeyBytes());
    // 20 infrastructure + 15 key + 1 family + 1 qualifier + 200 value
    assertEquals(237.0, sizes.meanCellBytes(d, d.columns().get(0)));
    // 20 + 15 + 1 + 6 qualifier + 4 value, five cells a row on average
    assertEquals(46.0, sizes.meanCellBytes(d, d.columns().get(1)));
    assertEquals(5.0, CellSizes.cellsPerRow(d.columns().get(1)));
    assertEquals(237.0 + 5 * 46.0, sizes.familyBytesPerRow(d));
    assertEquals(20 + 20 + 1 + 1 + 300, sizes.maxCellBytes(d, d.columns().get(0)));
    assertEquals(1_000_000, sizes.familyRows(d));
    assertEquals(1000, sizes.familyRows(x));
    assertEquals(1_000_000 * 467.0 + 1000 * 45.0, sizes.tableBytes());
  }
}
