package dev.hbaseadvisor.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every real HBase shell definition of {@code examples/import/shell/} imports without a hand edit
 * into schemas that load, with exactly the families, settings, table settings and pre-split the
 * source states (the rest at HBase's defaults, which are the format's).
 */
class ShellCorpusTest {

  @Test
  void openTsdb_bashHeredocWithDefaultsAndUpperCasing() throws Exception {
    assertEquals(List.of(
        "tsdb-uid: id[v1 min0 ttl=forever kdc=false lzo row none 65536 mem=false] "
            + "name[v1 min0 ttl=forever kdc=false lzo row none 65536 mem=false]",
        "tsdb: t[v1 min0 ttl=forever kdc=false lzo row none 65536 mem=false]"),
        summaries("opentsdb-create_table.sh"));
  }

  @Test
  void pinpoint_doubleQuotedSplitsAndUniformSplit() throws Exception {
    List<String> tables = summaries("pinpoint-hbase-create.hbase");
    assertEquals(7, tables.size());
    assertEquals("AgentInfo: Info[v1 min0 ttl=31536000 kdc=false none row prefix 65536 mem=false]", tables.get(0));
    assertEquals("AgentStatV2: S[v1 min0 ttl=5184000 kdc=false none row prefix 65536 mem=false] presplit explicit 63 "
        + "\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00 … "
        + "?\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00", tables.get(1));
    assertEquals("TraceV2: S[v1 min0 ttl=5184000 kdc=false none row prefix 65536 mem=false] presplit uniform 256",
        tables.get(4));
    assertEquals("ApplicationTraceIndex: I[v1 min0 ttl=5184000 kdc=false none row prefix 65536 mem=false] "
        + "M[v1 min0 ttl=5184000 kdc=false none row prefix 65536 mem=false] presplit explicit 15 "
        + "\\x02\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00 … "
        + "\\x1E\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00", tables.get(5));
    assertEquals("HostApplicationMap_Ver2: M[v1 min0 ttl=5184000 kdc=false none row prefix 65536 mem=false] presplit "
        + "explicit 3 \\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00 … "
        + "\\x03\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00", tables.get(6));
  }

  @Test
  void pinpointHippo_dropsOfTablesNotYetCreatedAreHarmless() throws Exception {
    List<String> tables = summaries("pinpoint-hippo-hbase-reset.sh");
    assertEquals(11, tables.size());
    assertEquals("Traces: Span[v1 min0 ttl=forever kdc=false none row none 65536 mem=false] "
        + "Annotation[v1 min0 ttl=forever kdc=false none row none 65536 mem=false] "
        + "TerminalSpan[v1 min0 ttl=forever kdc=false none row none 65536 mem=false]", tables.get(6));
  }

  @Test
  void hraven_rubyBooleansAndStringTtl() throws Exception {
    List<String> tables = summaries("hraven-create_schema.rb");
    assertEquals(10, tables.size());
    assertEquals("job_history_raw: i[v1 min0 ttl=forever kdc=false lzo rowcol none 65536 mem=false] "
        + "r[v1 min0 ttl=forever kdc=false lzo row none 65536 mem=false]", tables.get(4));
    assertEquals("hraven_agg_daily: i[v1 min0 ttl=forever kdc=false lzo rowcol none 65536 mem=false] "
        + "r[v1 min0 ttl=2592000 kdc=false lzo row none 65536 mem=false]", tables.get(8));
  }

  @Test
  void hraven_blockCacheOffIsImported() throws Exception {
    ImportedTable raw = read("hraven-create_schema.rb").get(4);
    assertEquals(true, raw.schemaYaml().contains("  - name: 'r'\n    versions: 1\n    compression: lzo\n"
        + "    blockCache: false\n"), raw.schemaYaml());
    TableSchema s = SchemaLoader.parse(raw.schemaYaml(), Path.of("raw.yaml"), "raw.yaml");
    assertEquals(List.of(true, false), s.families().stream().map(f -> f.options().blockCache()).toList());
  }

  @Test
  void eagle_quotedVersions() throws Exception {
    assertEquals(List.of(
        "alertStreamSchema: f[v1 min0 ttl=forever kdc=false snappy row none 65536 mem=false]",
        "mlmodel: f[v1 min0 ttl=forever kdc=false snappy row none 65536 mem=false]",
        "eagle_metric: f[v1 min0 ttl=forever kdc=false snappy row none 65536 mem=false]",
        "userprofile: f[v1 min0 ttl=forever kdc=false snappy row none 65536 mem=false]"),
        summaries("eagle-prepare-table.sh"));
  }

  @Test
  void blackMetalz_altersAndMetadataSplitPolicy() throws Exception {
    assertEquals(List.of("hbase_tbl_dev: cf[v1 min0 ttl=forever kdc=false snappy row none 65536 mem=false] "
        + "policy=disabled presplit explicit 19 050 … 950"), summaries("blackmetalz-create_tables.hbase"));
  }

  @Test
  void geomesa_wrappedDescribeOutputOfHBase1() throws Exception {
    assertEquals(List.of("TABLE_NAME: m[v1 min0 ttl=forever kdc=false none row none 65536 mem=false]"),
        summaries("geomesa-describe.txt"));
    assertEquals(true, read("geomesa-describe.txt").get(0).schemaYaml().contains(
        "#   coprocessor$1 => '|org.locationtech.geomesa.hbase.server.coprocessor.GeoMesaCoprocessor||'\n"));
  }

  @Test
  void corpus_everyFileNamesItsSource() throws IOException {
    try (var files = Files.list(dir())) {
      List<Path> all = files.sorted().toList();
      assertEquals(true, all.size() >= 7, all.toString());
      for (Path p : all) {
        String text = Files.readString(p);
        assertEquals(true, text.matches("(?s).*# Source: [^,\\n]+/[^,\\n]+, [^,\\n]+, commit [0-9a-f]{40}.*"),
            p + " names no repository, path and commit");
      }
    }
  }

  static Path dir() {
    return Schemas.projectRoot().resolve("examples/import/shell");
  }

  static List<ImportedTable> read(String name) throws IOException, SchemaException {
    Path file = dir().resolve(name);
    return new ShellScriptReader().read(file.toString(), Files.readString(file));
  }

  /** Each imported table, loaded, in one line: every family setting, the table's split policy, the pre-split. */
  static List<String> summaries(String name) throws IOException, SchemaException {
    List<String> out = new ArrayList<>();
    for (ImportedTable t : read(name)) {
      TableSchema s = SchemaLoader.parse(t.schemaYaml(), Path.of(name + ".yaml"), name + ".yaml");
      out.add(summary(s));
    }
    return out;
  }

  static String summary(TableSchema s) {
    StringBuilder b = new StringBuilder(s.table()).append(':');
    for (Family f : s.families()) {
      b.append(' ').append(f.name()).append("[v").append(f.versions()).append(" min").append(f.minVersions())
          .append(" ttl=").append(f.ttlForever() ? "forever" : Long.toString(f.ttlSeconds()))
          .append(" kdc=").append(f.keepDeletedCells()).append(' ').append(f.compression()).append(' ')
          .append(f.bloomFilter()).append(' ').append(f.dataBlockEncoding()).append(' ').append(f.blockSize())
          .append(" mem=").append(f.inMemory()).append(f.mob() ? " mob=" + f.mobThreshold() : "").append(']');
    }
    if (s.written("cluster.maxFileSize")) {
      b.append(" maxFileSize=").append(s.cluster().maxFileSize());
    }
    if (s.written("cluster.splitPolicy")) {
      b.append(" policy=").append(s.cluster().splitPolicy().yamlName());
    }
    switch (s.presplit().algorithm()) {
      case NONE -> { }
      case EXPLICIT -> b.append(" presplit explicit ").append(s.presplit().splits().size()).append(' ')
          .append(Bytes.toStringBinary(s.presplit().splits().get(0))).append(" … ")
          .append(Bytes.toStringBinary(s.presplit().splits().get(s.presplit().splits().size() - 1)));
      default -> b.append(" presplit ").append(s.presplit().algorithm().yamlName()).append(' ')
          .append(s.presplit().regions());
    }
    return b.toString();
  }
}
