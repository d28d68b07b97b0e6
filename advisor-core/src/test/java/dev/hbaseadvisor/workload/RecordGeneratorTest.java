package dev.hbaseadvisor.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The two forms of a record agree, and numbers spread over their range. */
class RecordGeneratorTest {

  @Test
  void slotForm_givesTheValuesOfTheMapForm() {
    TableSchema schema = Schemas.loadExample("every-key.yaml");
    RecordGenerator maps = new RecordGenerator(schema, 3);
    RecordGenerator slots = new RecordGenerator(schema, 3);
    long[] record = new long[slots.fields().size()];
    boolean[] all = new boolean[record.length];
    java.util.Arrays.fill(all, true);
    for (int i = 0; i < 60; i++) {
      Map<String, Object> expected = maps.next();
      slots.nextSlots(record, all);
      for (int f = 0; f < record.length; f++) {
        Object value = slots.value(f, record[f]);
        Object want = expected.get(slots.fields().get(f).name());
        if (want instanceof byte[] bytes) {
          assertArrayEquals(bytes, (byte[]) value);
        } else {
          assertEquals(want, value);
        }
      }
    }
  }

  @Test
  void defaultLongField_takesDistinctValues() {
    // A long from 0 to Long.MAX_VALUE: the span overflows, which once made every value 0.
    TableSchema schema = Schemas.parse(Schemas.minimal("  id: { type: long }\n", "  - field: id\n"));
    RecordGenerator generator = new RecordGenerator(schema, 1);
    Set<Object> values = new HashSet<>();
    for (int i = 0; i < 1_000; i++) {
      values.add(generator.next().get("id"));
    }
    assertTrue(values.size() > 990, values.size() + " distinct values");
  }
}
