package dev.hbaseadvisor.importer;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import dev.hbaseadvisor.yaml.Position;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shell reader's rules, one construct at a time, and its problems at their line and column. */
class ShellScriptReaderTest {

  @Test
  void splits_singleQuotesKeepBackslashesForToBytesBinary_doubleQuotesEscape() throws Exception {
    TableSchema s = one("create 't', 'f', SPLITS => ['\\x00a', \"\\x00b\", \"\\\\x01\", 'it\\'s']\n");
    assertEquals(List.of("\\x00a", "\\x00b", "\\x01", "it's"),
        s.presplit().splits().stream().map(Bytes::toStringBinary).toList());
  }

  @Test
  void doubleQuotes_octalAndHexEscapes() throws Exception {
    TableSchema s = one("create 't', 'f', SPLITS => [\"\\101\\x4\", \"\\0z\"]\n");
    assertEquals(List.of("A\\x04", "\\x00z"), s.presplit().splits().stream().map(Bytes::toStringBinary).toList());
  }

  @Test
  void rubyVariable_holdsTheSplitsArray() throws Exception {
    TableSchema s = one("splits = ['b',\n  'a']\ncreate 't', {NAME => 'f'}, {SPLITS => splits}\n");
    assertEquals(2, s.presplit().splits().size());
  }

  @Test
  void parenthesesAndImplicitHash_tableOptions() throws Exception {
    TableSchema s = one("create('ns:t', 'f1', 'f2', MAX_FILESIZE => '1073741824', MEMSTORE_FLUSHSIZE => 268435456,"
        + " OWNER => 'me')\n");
    assertEquals("ns:t", s.table());
    assertEquals(2, s.families().size());
    assertEquals(1073741824L, s.cluster().maxFileSize());
    assertEquals(268435456L, s.cluster().flushSize());
  }

  @Test
  void numRegions_decimalStringSplitByItsFullClassName() throws Exception {
    TableSchema s = one("create 't', 'f', {NUMREGIONS => 12, SPLITALGO => "
        + "'org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit'}\n");
    assertEquals("decimal", s.presplit().algorithm().yamlName());
    assertEquals(12, s.presplit().regions());
  }

  @Test
  void alter_changesAddsAndDeletesFamilies() throws Exception {
    TableSchema s = one("create 't', {NAME => 'a', VERSIONS => 3}, 'b', 'c'\n"
        + "alter 't', NAME => 'a', TTL => 86400, IN_MEMORY => true\n"
        + "alter 't', 'delete' => 'b'\n"
        + "alter 't', {NAME => 'c', METHOD => 'delete'}, {NAME => 'd', MIN_VERSIONS => 1}\n"
        + "alter 't', METHOD => 'table_att', MAX_FILESIZE => '2147483648'\n");
    assertEquals("t: a[v3 min0 ttl=86400 kdc=false none row none 65536 mem=true] "
        + "d[v1 min1 ttl=forever kdc=false none row none 65536 mem=false] maxFileSize=2147483648",
        ShellCorpusTest.summary(s));
  }

  @Test
  void truncate_dropsThePresplitAsHBase2Does() throws Exception {
    TableSchema s = one("create 't', 'f', SPLITS => ['m']\ntruncate 't'\n");
    assertEquals("none", s.presplit().algorithm().yamlName());
  }

  @Test
  void describeOfHBase2_prettyPrintedValuesAndTableAttributes() throws Exception {
    String text = "Table metrics:t is ENABLED\n"
        + "metrics:t, {TABLE_ATTRIBUTES => {MAX_FILESIZE => '1073741824', METADATA => {'SPLIT_POLICY' => "
        + "'org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy', "
        + "'KeyPrefixRegionSplitPolicy.prefix_length' => '4'}}}\n"
        + "COLUMN FAMILIES DESCRIPTION\n"
        + "{NAME => 'd', BLOOMFILTER => 'ROWCOL', IN_MEMORY => 'false', VERSIONS => '1', KEEP_DELETED_CELLS => 'TRUE',"
        + " DATA_BLOCK_ENCODING => 'FAST_DIFF', COMPRESSION => 'SNAPPY', TTL => '86400 SECONDS (1 DAY)',"
        + " MIN_VERSIONS => '0', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)', REPLICATION_SCOPE => '0'}\n"
        + "\n1 row(s)\nQuota is disabled\nTook 0.0771 seconds\n";
    TableSchema s = one(text);
    assertEquals("metrics:t: d[v1 min0 ttl=86400 kdc=true snappy rowcol fast_diff 65536 mem=false] "
        + "maxFileSize=1073741824 policy=key-prefix", ShellCorpusTest.summary(s));
    assertEquals(4, s.cluster().prefixLength());
  }

  @Test
  void transcript_onlyPromptedLinesAreCommands() throws Exception {
    String text = "hbase(main):001:0> create 'test', 'cf'\n0 row(s) in 0.4170 seconds\n\n=> Hbase::Table - test\n"
        + "hbase(main):002:0> list 'test'\nTABLE\ntest\n1 row(s) in 0.0180 seconds\n"
        + "hbase(main):003:0> alter 'test', {NAME => 'cf',\nhbase(main):004:1*   VERSIONS => 2}\nDone.\n";
    assertEquals("test: cf[v2 min0 ttl=forever kdc=false none row none 65536 mem=false]",
        ShellCorpusTest.summary(one(text)));
  }

  @Test
  void splitsFile_isReadBesideTheScript(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("splits.txt"), "aaaa\n\\x01b\n");
    Path script = dir.resolve("create.hbase");
    ImportedTable t = new ShellScriptReader().read(script.toString(), "create 't', 'f', SPLITS_FILE => 'splits.txt'\n")
        .get(0);
    TableSchema s = Schemas.parse(t.schemaYaml());
    assertEquals(List.of("aaaa", "\\x01b"), s.presplit().splits().stream().map(Bytes::toStringBinary).toList());
    assertEquals(new Position(1, 18), t.origins().get("presplit"));
  }

  @Test
  void origins_pointAtTheSettingsInTheSource() throws Exception {
    ImportedTable t = new ShellScriptReader().read("x.hbase",
        "# tables\ncreate 'a',\n  {NAME => 'f', TTL => 60}, SPLITS => ['k']\n").get(0);
    assertEquals(new Position(2, 1), t.origins().get("table"));
    assertEquals(new Position(3, 3), t.origins().get("families[0]"));
    assertEquals(new Position(3, 17), t.origins().get("families[0].ttl"));
    assertEquals(new Position(3, 29), t.origins().get("presplit"));
  }

  @Test
  void sameInput_sameOutputByteForByte() throws Exception {
    String text = Files.readString(ShellCorpusTest.dir().resolve("hraven-create_schema.rb"));
    assertEquals(new ShellScriptReader().read("h.rb", text), new ShellScriptReader().read("h.rb", text));
  }

  @Test
  void problems_atTheirLineAndColumn() {
    assertEquals("x.hbase:2:1: the command 'frobnicate' is not one the reader knows: it reads create, alter, drop, "
        + "drop_all and truncate, and skips commands that leave a table's design as it is",
        problems("create 't', 'f'\nfrobnicate 't'\n"));
    assertEquals("x.hbase:2:3: unknown column family setting VERZIONS (HBase 2.6's ColumnFamilyDescriptorBuilder "
        + "has no such key)", problems("create 't', {NAME => 'f',\n  VERZIONS => 1}"));
    assertEquals("x.hbase:1:9: unexpected '.' where ')' should be", problems("s = ('a'..'z').to_a\n"));
    assertEquals("x.hbase:1:13: a string opened here is never closed", problems("create 't', 'f\n"));
    assertEquals("x.hbase:1:18: NUMREGIONS and SPLITALGO go together (the shell's admin.rb refuses one without the "
        + "other)", problems("create 't', 'f', NUMREGIONS => 4\n"));
    assertEquals("x.hbase:1:42: 'GZIP' is not a value of COMPRESSION (Compression.Algorithm); HBase 2.6 takes "
        + "BROTLI, BZIP2, GZ, LZ4, LZO, NONE, SNAPPY, ZSTD", problems("create 't', {NAME => 'f', COMPRESSION => 'GZIP'}"));
    assertEquals("x.hbase:2:1: alter of table 'u', which this file does not create or describe before; the reader "
        + "cannot know the rest of its design", problems("create 't', 'f'\nalter 'u', 'g'\n"));
    assertEquals("x.hbase:1:34: the split key 'a' is given twice; HBase refuses split keys that are not distinct",
        problems("create 't', 'f', SPLITS => ['a', 'a']"));
  }

  @Test
  void problems_splitsFileMissing() {
    assertEquals(true, problems("create 't', 'f', SPLITS_FILE => 'no-such-splits.txt'\n")
        .startsWith("x.hbase:1:33: SPLITS_FILE 'no-such-splits.txt' cannot be read"));
  }

  @Test
  void bashHeredoc_variableWithoutADefaultIsReportedWhereUsed() {
    String script = "#!/bin/sh\nT=${T-'tsdb'}\nhbase shell <<EOF\ncreate '$T', {NAME => 't', TTL => $TTL}\nEOF\n";
    assertEquals("x.sh:4:35: variable $TTL has no value in the script (no TTL=... line before the heredoc); give it a "
        + "default there, such as TTL=${TTL-'value'}", problems(script, "x.sh"));
  }

  @Test
  void bashHeredoc_quotedDelimiterExpandsNothing() {
    String script = "hbase shell <<'EOF'\ncreate '$T', 'f'\nEOF\n";
    assertEquals("$T", assertDoesNotThrow(() -> new ShellScriptReader().read("x.sh", script)).get(0).name());
  }

  @Test
  void bashEcho_pipedIntoTheShell() throws Exception {
    String script = "#!/bin/bash\nNS='banking'\nCF=\"info\"\n"
        + "echo \"create_namespace '$NS'\" | /opt/hbase/bin/hbase shell\n"
        + "echo \"create '$NS:t', {NAME => '$CF', VERSIONS => 4}\" | /opt/hbase/bin/hbase shell -n\n"
        + "echo 'not for hbase' | wc -l\n";
    List<ImportedTable> tables = new ShellScriptReader().read("x.sh", script);
    TableSchema s = Schemas.parse(tables.get(0).schemaYaml());
    assertEquals("banking:t: info[v4 min0 ttl=forever kdc=false none row none 65536 mem=false]",
        ShellCorpusTest.summary(s));
    assertEquals(new Position(5, 39), tables.get(0).origins().get("families[0].versions"));
  }

  @Test
  void bashEcho_aParameterOfTheScriptIsReported() {
    assertEquals("x.sh:1:15: $1 is set when the script runs (a parameter of the script or the shell), so the reader "
        + "cannot know it; write the value itself",
        problems("echo \"create '$1', {NAME=>'raw', VERSIONS=>1}\" | hbase shell\n", "x.sh"));
  }

  @Test
  void emptyFile_definesNoTable() {
    assertEquals(true, problems("# nothing here\nlist\n").startsWith("x.hbase:1:1: defines no table"));
  }

  private static TableSchema one(String text) throws SchemaException {
    List<ImportedTable> tables = new ShellScriptReader().read("x.hbase", text);
    assertEquals(1, tables.size());
    return Schemas.parse(tables.get(0).schemaYaml());
  }

  private static String problems(String text) {
    return problems(text, "x.hbase");
  }

  private static String problems(String text, String name) {
    return assertThrows(SchemaException.class, () -> new ShellScriptReader().read(name, text)).getMessage();
  }
}
