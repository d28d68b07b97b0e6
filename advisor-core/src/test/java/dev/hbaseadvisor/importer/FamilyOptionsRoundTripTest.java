package dev.hbaseadvisor.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.FamilyOptions;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.splits.SplitFormat;
import dev.hbaseadvisor.splits.SplitOutput;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The table and family options of issue 26 A.8 written by {@code splits --format shell|java} (and so
 * by {@code apply}, which sets the same attributes) and read back by the shell import.
 */
class FamilyOptionsRoundTripTest {

  private static final String SCHEMA = "table: events\nfields:\n  id: { type: string, length: 16 }\n"
      + "rowkey:\n  - field: id\nfamilies:\n"
      + "  - name: raw\n    ttl: 7d\n    compactionPolicy: fifo\n    blockCache: false\n    replicationScope: 1\n"
      + "  - name: t\n    compactionPolicy: date-tiered\n"
      + "  - name: l\n    created: lazily\n"
      + "cluster:\n  compactionEnabled: false\n";

  private static String render(TableSchema schema, SplitFormat format) throws Exception {
    return SplitOutput.render(Presplits.plan(schema), schema, format, SplitOutput.Options.of(schema));
  }

  @Test
  void shellScript_setsEveryOption_andTheImportReadsThemBack() throws Exception {
    TableSchema schema = Schemas.parse(SCHEMA);
    String shell = render(schema, SplitFormat.SHELL);
    assertTrue(shell.contains(", BLOCKCACHE => 'false', REPLICATION_SCOPE => 1, CONFIGURATION => {"
        + "'hbase.hstore.defaultengine.compactionpolicy.class' => "
        + "'org.apache.hadoop.hbase.regionserver.compactions.FIFOCompactionPolicy', "
        + "'hbase.hstore.blockingStoreFiles' => '1000'}}"), shell);
    assertTrue(shell.contains("CONFIGURATION => {'hbase.hstore.engine.class' => "
        + "'org.apache.hadoop.hbase.regionserver.DateTieredStoreEngine'}}"), shell);
    assertTrue(shell.contains("  COMPACTION_ENABLED => 'false'"), shell);

    List<ImportedTable> imported = new ShellScriptReader().read("events.hbase", shell);
    assertEquals(1, imported.size());
    String yaml = imported.get(0).schemaYaml();
    // The blocking count FIFO needs is written with the policy and read back as a comment.
    assertTrue(yaml.contains("# CONFIGURATION 'hbase.hstore.blockingStoreFiles' => '1000'"), yaml);
    TableSchema back = SchemaLoader.parse(yaml, Path.of("events.yaml"), "events.yaml");
    assertFalse(back.cluster().compactionEnabled());
    assertEquals(new FamilyOptions(false, 1, FamilyOptions.CompactionPolicy.FIFO, false,
        FamilyOptions.VersionsUse.HISTORY), back.families().get(0).options());
    assertEquals(FamilyOptions.CompactionPolicy.DATE_TIERED, back.families().get(1).options().compactionPolicy());
    // A lazily created family is the application's to create; the table is created with it all the same.
    assertEquals(FamilyOptions.DEFAULT, back.families().get(2).options());
  }

  @Test
  void javaDescriptor_setsEveryOption() throws Exception {
    String java = render(Schemas.parse(SCHEMA), SplitFormat.JAVA);
    assertTrue(java.contains("        .setCompactionEnabled(false)\n"), java);
    assertTrue(java.contains("            .setBlockCacheEnabled(false)\n            .setScope(1)\n"
        + "            .setConfiguration(\"hbase.hstore.defaultengine.compactionpolicy.class\", "
        + "\"org.apache.hadoop.hbase.regionserver.compactions.FIFOCompactionPolicy\")\n"
        + "            .setConfiguration(\"hbase.hstore.blockingStoreFiles\", \"1000\")\n"), java);
    assertTrue(java.contains(".setConfiguration(\"hbase.hstore.engine.class\", "
        + "\"org.apache.hadoop.hbase.regionserver.DateTieredStoreEngine\")"), java);
  }
}
