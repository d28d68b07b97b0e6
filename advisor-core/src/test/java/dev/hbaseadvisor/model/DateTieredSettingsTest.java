package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.splits.TableAttributes;
import dev.hbaseadvisor.testing.Schemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code cluster.dateTiered}: HBase 2.6's defaults when absent, each key read, wrong values reported
 * at their place, and the keys written go on the table under HBase's names.
 */
class DateTieredSettingsTest {

  private static final String BASE = Schemas.minimal("  host: { type: string }\n", "  - field: host\n");

  @Test
  void absent_isHBasesDefaults() {
    assertEquals(new DateTiered(21_600, 4, 6, DateTiered.UNBOUNDED, true), Schemas.parse(BASE).cluster().dateTiered());
    assertEquals(Long.MAX_VALUE, DateTiered.DEFAULT.maxStoreFileAgeMillis());
  }

  @Test
  void everyKey_isRead() {
    TableSchema schema = Schemas.parse(BASE + "cluster:\n  dateTiered:\n    baseWindow: 1h\n    windowsPerTier: 3\n"
        + "    incomingWindowMin: 4\n    maxStoreFileAge: 30d\n    singleOutputForMinor: false\n");
    assertEquals(new DateTiered(3_600, 3, 4, 30 * 86_400L, false), schema.cluster().dateTiered());
    assertEquals(2_592_000_000L, schema.cluster().dateTiered().maxStoreFileAgeMillis());
  }

  @Test
  void wrongValues_areReportedAtTheirPlace() {
    assertEquals("test.yaml:8:40: 'windowsPerTier' must be between 2 and 1000, got 1",
        Schemas.problems(BASE + "cluster: {dateTiered: {windowsPerTier: 1}}\n"));
    assertEquals("test.yaml:8:24: unknown key 'baseWindows' (did you mean 'baseWindow'?)",
        Schemas.problems(BASE + "cluster: {dateTiered: {baseWindows: 1h}}\n"));
  }

  @Test
  void keysWritten_goUnderTheTablesMetadata() {
    TableSchema schema = Schemas.parse(BASE + "cluster:\n  dateTiered:\n    baseWindow: 1h\n    maxStoreFileAge: 30d\n");
    assertEquals(List.of(
        new TableAttributes.Attribute("hbase.hstore.compaction.date.tiered.base.window.millis", "3600000", true,
            "cluster.dateTiered.baseWindow"),
        new TableAttributes.Attribute("hbase.hstore.compaction.date.tiered.max.storefile.age.millis", "2592000000",
            true, "cluster.dateTiered.maxStoreFileAge")), TableAttributes.of(schema));
  }
}
