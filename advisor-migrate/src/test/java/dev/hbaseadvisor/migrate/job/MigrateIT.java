package dev.hbaseadvisor.migrate.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.CellFieldCodec;
import dev.hbaseadvisor.codec.RowKeyCodec;
import dev.hbaseadvisor.diff.ChangeCatalog;
import dev.hbaseadvisor.diff.SchemaDiff;
import dev.hbaseadvisor.live.TableCreator;
import dev.hbaseadvisor.model.BinaryText;
import dev.hbaseadvisor.model.Column;
import dev.hbaseadvisor.model.Family;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.sim.RecommendedDesigns;
import dev.hbaseadvisor.splits.Presplits;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.StartMiniClusterOption;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RegionInfo;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.mapreduce.CopyTable;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.util.ToolRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The backfill and the verification on one HBase 2.6 mini cluster (local file system) with
 * MapReduce's local job runner, for six pairs of designs from examples/ that keep rows whole (and
 * two that move cells between rows and qualifiers, tall and wide): each OLD table is loaded
 * with 100,000 records of its workload, three versions of every cell and, where the family has a
 * TTL, an expired version of some; then migrated; then every row is read from both tables and each
 * OLD row's cells (family, qualifier, timestamp, value) must be the cells of the NEW row whose key
 * the NEW design gives the same record (computed here with the codec, not the job's rekeyer).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MigrateIT {

  /** Records written into each OLD table. */
  static final int RECORDS = 100_000;
  /** Versions of every cell. */
  static final int VERSIONS = 3;
  /** One record in this many also gets a version past the family's TTL. */
  static final int EXPIRED_EVERY = 50;

  private HBaseTestingUtility util;
  private Path work;
  private final long now = System.currentTimeMillis();

  @BeforeAll
  void start() throws Exception {
    Configuration conf = org.apache.hadoop.hbase.HBaseConfiguration.create();
    conf.setInt("hbase.master.info.port", -1);
    conf.setInt("hbase.regionserver.info.port", -1);
    conf.setBoolean("hbase.unsafe.stream.capability.enforce", false);
    // The local job runner: two map and two reduce tasks at once on this 2-core machine, small sort buffers.
    conf.set("mapreduce.framework.name", "local");
    conf.setInt("mapreduce.local.map.tasks.maximum", 2);
    conf.setInt("mapreduce.local.reduce.tasks.maximum", 2);
    conf.setInt("mapreduce.task.io.sort.mb", 32);
    // A task's end waits for its progress thread, and a job's end for the client's poll: 3 s and 5 s by default,
    // which the local runner's hundreds of short tasks would spend waiting.
    conf.setInt("mapreduce.task.progress-report.interval", 100);
    conf.setInt("mapreduce.client.completion.pollinterval", 100);
    util = new HBaseTestingUtility(conf);
    util.startMiniZKCluster();
    util.startMiniHBaseCluster(StartMiniClusterOption.builder().numMasters(1).numRegionServers(1).build());
    work = Files.createTempDirectory("hbase-advisor-migrate-it");
  }

  @AfterAll
  void stop() throws Exception {
    util.shutdownMiniCluster();
  }

  static Stream<MigrationPairs> pairs() {
    return Stream.of(MigrationPairs.SALT_20_TO_64, MigrationPairs.REORDER, MigrationPairs.REVERSAL,
        MigrationPairs.BUCKET, MigrationPairs.RECOMMENDED, MigrationPairs.HASH_REMOVED);
  }

  /** What the tool printed and returned. */
  record Run(int exit, String out, String err) {}

  Run tool(String... args) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit = ToolRunner.run(new Configuration(util.getConfiguration()),
        new MigrateTool(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
            StandardCharsets.UTF_8)), args);
    Run run = new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    System.out.println("$ hadoop jar hbase-advisor-migrate.jar " + String.join(" ", args) + "\n" + run.out() + run.err()
        + "(exit " + exit + ")");
    return run;
  }

  /** Writes the pair's files, creates and loads the OLD table; the OLD key of each record mapped to its NEW key. */
  Map<ByteBuffer, byte[]> load(MigrationPairs pair, Path oldFile, Path newFile) throws Exception {
    Map<ByteBuffer, byte[]> newKeys = new HashMap<>();
    RowKeyCodec[] after = new RowKeyCodec[1];
    load(pair, oldFile, newFile, (old, neu, record, key, family, column) -> {
      after[0] = after[0] != null ? after[0] : RowKeyCodec.compile(neu);
      newKeys.put(ByteBuffer.wrap(key), after[0].encode(record, new SplittableRandom(0)));
      return qualifiers(column);
    });
    return newKeys;
  }

  /** Where the loader puts a record's cells of one column: the qualifiers, each also recorded by the caller. */
  interface Qualifiers {
    List<byte[]> of(TableSchema old, TableSchema neu, Map<String, Object> record, byte[] key, Family family,
        Column column);
  }

  /**
   * Writes the pair's files, creates the OLD table and puts {@link #RECORDS} records of its workload,
   * each column's cells under the qualifiers {@code qualifiers} gives, in {@link #VERSIONS} versions.
   */
  void load(MigrationPairs pair, Path oldFile, Path newFile, Qualifiers qualifiers) throws Exception {
    Files.writeString(oldFile, pair.oldText());
    Files.writeString(newFile, pair.newText());
    TableSchema old = SchemaLoader.load(oldFile);
    TableSchema neu = SchemaLoader.load(newFile);
    Connection connection = util.getConnection();
    TableName table = TableName.valueOf(old.table());
    // Several pairs start from a LOG_DATA example: each loads its own (the snapshots taken stay).
    if (util.getAdmin().tableExists(table)) {
      util.deleteTable(table);
    }
    TableCreator.create(connection, old, Presplits.plan(old).splits());
    RowKeyCodec before = RowKeyCodec.compile(old);
    RecordGenerator generator = new RecordGenerator(old, old.workload().seed());
    SplittableRandom unused = new SplittableRandom(0);
    try (BufferedMutator mutator = connection.getBufferedMutator(table)) {
      for (int i = 0; i < RECORDS; i++) {
        Map<String, Object> record = generator.next();
        byte[] key = before.encode(record, unused);
        Put put = new Put(key);
        long ts = now - 3_600_000L + i;
        for (Family family : old.families()) {
          byte[] f = Bytes.toBytes(family.name());
          for (Column column : family.columns()) {
            for (byte[] qualifier : qualifiers.of(old, neu, record, key, family, column)) {
              for (int v = 0; v < VERSIONS; v++) {
                // A column that stores a field holds its value as the design says (CellFieldCodec).
                put.addColumn(f, qualifier, ts - v * 1_000L, column.field() != null
                    ? CellFieldCodec.of(old, column.field()).encode(record.get(column.field()))
                    : Bytes.toBytes("v" + v + "-" + i));
              }
              if (!family.ttlForever() && i % EXPIRED_EVERY == 0) {
                put.addColumn(f, qualifier, now - family.ttlSeconds() * 1000 - 86_400_000L, Bytes.toBytes("old" + i));
              }
            }
          }
        }
        mutator.mutate(put);
      }
    }
    util.flush(table);
  }

  private static List<byte[]> qualifiers(Column column) {
    return column.dynamic() ? List.of(Bytes.toBytes("q0"), Bytes.toBytes("q1"))
        : List.of(BinaryText.toBytes(column.qualifier()));
  }

  /** Per row: its key (the NEW key of an OLD row), then a digest of its cells in order. */
  static List<String> rows(Table table, Map<ByteBuffer, byte[]> rekey, long[] cells) throws Exception {
    List<String> rows = new ArrayList<>();
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    try (ResultScanner scanner = table.getScanner(new Scan().readAllVersions())) {
      for (Result r : scanner) {
        byte[] key = rekey == null ? r.getRow() : rekey.get(ByteBuffer.wrap(r.getRow()));
        for (Cell c : r.rawCells()) {
          sha.update(CellUtil.cloneFamily(c));
          sha.update((byte) 0);
          sha.update(CellUtil.cloneQualifier(c));
          sha.update(Bytes.toBytes(c.getTimestamp()));
          sha.update(CellUtil.cloneValue(c));
          cells[0]++;
        }
        rows.add(Bytes.toHex(key) + " " + HexFormat.of().formatHex(sha.digest()));
      }
    }
    rows.sort(null);
    return rows;
  }

  @ParameterizedTest
  @MethodSource("pairs")
  @Order(1)
  void movesEveryCellUnderItsNewKey(MigrationPairs pair) throws Exception {
    Path oldFile = pair.file(work, "old");
    Path newFile = pair.file(work, "new");
    long started = System.nanoTime();
    Map<ByteBuffer, byte[]> newKeys = load(pair, oldFile, newFile);
    System.out.printf(java.util.Locale.ROOT, "%s: loaded in %.1f s%n", pair, (System.nanoTime() - started) / 1e9);
    TableSchema old = SchemaLoader.load(oldFile);
    TableSchema neu = SchemaLoader.load(newFile);
    String snapshot = old.table() + "-to-" + neu.table();

    Run backfill = tool("backfill", oldFile.toString(), newFile.toString(), "--snapshot", snapshot, "--work",
        work.toString());
    assertEquals(0, backfill.exit(), backfill.err());

    TableName newTable = TableName.valueOf(neu.table());
    assertPresplit(neu);
    List<byte[]> presplit = Presplits.plan(neu).splits();

    long[] oldCells = {0};
    long[] newCells = {0};
    List<String> expected = rows(util.getConnection().getTable(TableName.valueOf(old.table())), newKeys, oldCells);
    List<String> actual = rows(util.getConnection().getTable(newTable), null, newCells);
    assertTrue(expected.size() > RECORDS * 9 / 10, pair + ": " + expected.size() + " distinct rows");
    assertEquals(expected.size(), actual.size(), pair + ": rows");
    assertEquals(oldCells[0], newCells[0], pair + ": cells");
    assertEquals(expected, actual, pair + ": every cell under its new key, with its timestamp and value");

    long loadedRegions = actual.stream().map(r -> Presplits.regionOf(presplit, Bytes.fromHex(r.substring(0,
        r.indexOf(' '))))).distinct().count();
    assertTrue(backfill.out().contains(" into " + loadedRegions + " regions\n"), backfill.out());

    started = System.nanoTime();
    Run verify = tool("verify", oldFile.toString(), newFile.toString(), "--snapshot", snapshot, "--work",
        work.toString(), "--sample-rate", "0.01");
    System.out.printf(java.util.Locale.ROOT, "%s: verified in %.1f s%n", pair, (System.nanoTime() - started) / 1e9);
    assertEquals(0, verify.exit(), verify.err());
    assertTrue(verify.out().contains("  verified: every region holds the rows and cells the snapshot's rows give it"));
  }

  static Stream<MigrationPairs> movingPairs() {
    return Stream.of(MigrationPairs.WIDE_TO_TALL, MigrationPairs.TALL_TO_WIDE);
  }

  /**
   * Tall and wide: each OLD cell of the pair's one column is under the NEW row and qualifier the
   * NEW design gives the record it was written from (computed here with the row and qualifier
   * codecs, not the job's rekeyer), with its timestamp and value, and the NEW table holds nothing
   * else: the rows of one entity fold into one wide row, or a wide row's qualifiers become rows.
   */
  @ParameterizedTest
  @MethodSource("movingPairs")
  @Order(1)
  void movesEveryCellBetweenRowsAndQualifiers(MigrationPairs pair) throws Exception {
    Path oldFile = pair.file(work, "old");
    Path newFile = pair.file(work, "new");
    Map<String, String> placed = new HashMap<>();
    RowKeyCodec[] after = new RowKeyCodec[1];
    load(pair, oldFile, newFile, (old, neu, record, key, family, column) -> {
      after[0] = after[0] != null ? after[0] : RowKeyCodec.compile(neu);
      Column target = onlyColumn(neu, family.name());
      byte[] qualifier = qualifier(old, column, record);
      placed.put(Bytes.toHex(key) + " " + family.name() + " " + Bytes.toHex(qualifier),
          Bytes.toHex(after[0].encode(record, new SplittableRandom(0))) + " " + family.name() + " "
              + Bytes.toHex(qualifier(neu, target, record)));
      return List.of(qualifier);
    });
    TableSchema old = SchemaLoader.load(oldFile);
    TableSchema neu = SchemaLoader.load(newFile);
    assertEquals(1, old.families().get(0).columns().size(), "one column a side, so the test knows where it goes");
    String snapshot = old.table() + "-to-" + neu.table();
    Run backfill = tool("backfill", oldFile.toString(), newFile.toString(), "--snapshot", snapshot, "--work",
        work.toString());
    assertEquals(0, backfill.exit(), backfill.err());
    assertPresplit(neu);

    List<String> expected = cells(util.getConnection().getTable(TableName.valueOf(old.table())), placed);
    List<String> actual = cells(util.getConnection().getTable(TableName.valueOf(neu.table())), null);
    assertTrue(expected.size() >= RECORDS, pair + ": " + expected.size() + " cells");
    assertEquals(expected.size(), actual.size(), pair + ": cells");
    assertEquals(expected, actual, pair + ": every cell under its new row and qualifier, with timestamp and value");
    long oldRows = util.countRows(TableName.valueOf(old.table()));
    long newRows = util.countRows(TableName.valueOf(neu.table()));
    assertTrue(oldRows != newRows, pair + ": rows fold together or split apart (" + oldRows + " -> " + newRows + ")");

    Run verify = tool("verify", oldFile.toString(), newFile.toString(), "--snapshot", snapshot, "--work",
        work.toString(), "--sample-rate", "0.01");
    assertEquals(0, verify.exit(), verify.err());
    assertTrue(verify.out().contains("  cells move between rows and qualifiers (tall <-> wide): cells are compared, "
        + "rows are not\n"), verify.out());
    assertTrue(verify.out().contains("  verified: every region holds the cells the snapshot's rows give it"));
  }

  private static Column onlyColumn(TableSchema schema, String family) {
    List<Column> columns = schema.families().stream().filter(f -> f.name().equals(family)).findFirst().orElseThrow()
        .columns();
    assertEquals(1, columns.size(), family);
    return columns.get(0);
  }

  private static byte[] qualifier(TableSchema schema, Column column, Map<String, Object> record) {
    return column.dynamic() ? CellFieldCodec.of(schema, column.qualifierFrom()).encode(record.get(column.qualifierFrom()))
        : BinaryText.toBytes(column.qualifier());
  }

  /** Every cell as {@code row family qualifier timestamp value}, sorted; through {@code placed} when given. */
  static List<String> cells(Table table, Map<String, String> placed) throws Exception {
    List<String> cells = new ArrayList<>();
    try (ResultScanner scanner = table.getScanner(new Scan().readAllVersions())) {
      for (Result r : scanner) {
        for (Cell c : r.rawCells()) {
          String where = Bytes.toHex(r.getRow()) + " " + Bytes.toString(CellUtil.cloneFamily(c)) + " "
              + Bytes.toHex(CellUtil.cloneQualifier(c));
          String to = placed == null ? where : placed.get(where);
          assertTrue(to != null, "no record wrote " + where);
          cells.add(to + " " + c.getTimestamp() + " " + Bytes.toHex(CellUtil.cloneValue(c)));
        }
      }
    }
    cells.sort(null);
    return cells;
  }

  private void assertPresplit(TableSchema neu) throws Exception {
    List<byte[]> presplit = Presplits.plan(neu).splits();
    List<RegionInfo> regions = util.getAdmin().getRegions(TableName.valueOf(neu.table()));
    assertEquals(presplit.size() + 1, regions.size(), "the NEW table keeps its pre-split");
    for (int i = 1; i < regions.size(); i++) {
      assertTrue(Arrays.equals(presplit.get(i - 1), regions.get(i).getStartKey()), "region " + i);
    }
  }

  @Test
  @Order(2)
  void theRecommendedPairIsRecommendsPick() throws Exception {
    MigrationPairs pair = MigrationPairs.RECOMMENDED;
    TableSchema old = SchemaLoader.parse(pair.oldText(), Path.of("old.yaml"), "old.yaml");
    TableSchema neu = SchemaLoader.parse(pair.newText(), Path.of("new.yaml"), "new.yaml");
    TableSchema pick = new RecommendedDesigns(1, new CandidateLint(old, pair.oldText(),
        Linter.builtIn(LintConfig.DEFAULT))).alternatives(old).get(0).schema();
    assertEquals(List.of(), SchemaDiff.compare(ChangeCatalog.builtIn(), pick, "pick", neu, "new.yaml", false).stream()
        .filter(c -> c.path().startsWith("rowkey")).map(c -> c.id() + " " + c.path()).toList());
  }

  @Test
  @Order(3)
  void refusesALoadedNewTableUnlessResumedAndARerunChangesNothing() throws Exception {
    MigrationPairs pair = MigrationPairs.REVERSAL;
    Path oldFile = work.resolve("reverse-timestamp-added-old.yaml");
    Path newFile = work.resolve("reverse-timestamp-added-new.yaml");
    TableName newTable = TableName.valueOf("LOG_DATA_rev");
    long[] before = {0};
    List<String> loaded = rows(util.getConnection().getTable(newTable), null, before);
    String[] args = {"backfill", oldFile.toString(), newFile.toString(), "--snapshot", "LOG_DATA-to-LOG_DATA_rev",
        "--work", work.toString()};
    Run refused = tool(args);
    assertEquals(2, refused.exit());
    assertTrue(refused.err().contains("LOG_DATA_rev already holds data; rerun with --resume"), refused.err());
    String[] resume = Arrays.copyOf(args, args.length + 1);
    resume[args.length] = "--resume";
    assertEquals(0, tool(resume).exit());
    long[] after = {0};
    assertEquals(loaded, rows(util.getConnection().getTable(newTable), null, after), "the same cells, once");
    assertEquals(before[0], after[0]);
  }

  @Test
  @Order(4)
  void verificationFailsOnAMissingRow() throws Exception {
    Path oldFile = work.resolve("fields-reordered-old.yaml");
    Path newFile = work.resolve("fields-reordered-new.yaml");
    Table table = util.getConnection().getTable(TableName.valueOf("LOG_DATA_host"));
    byte[] first;
    try (ResultScanner scanner = table.getScanner(new Scan().setLimit(1))) {
      first = scanner.next().getRow();
    }
    table.delete(new Delete(first));
    Run verify = tool("verify", oldFile.toString(), newFile.toString(), "--snapshot", "LOG_DATA-to-LOG_DATA_host",
        "--work", work.toString(), "--sample-rate", "0");
    assertEquals(1, verify.exit(), verify.out());
    assertTrue(verify.out().contains("  DIFFERS"), verify.out());
    assertTrue(verify.err().contains("hbase-advisor verify: 1 regions with other counts"), verify.err());
  }

  @Test
  @Order(5)
  void refusesAKeyFieldTheOldTableDoesNotHoldBeforeAnythingRuns() throws Exception {
    Path oldFile = work.resolve("region-old.yaml");
    Path newFile = work.resolve("region-new.yaml");
    Files.writeString(oldFile, Files.readString(MigrationPairs.examples().resolve("log-data-host-lead.yaml")));
    Files.writeString(newFile, Files.readString(MigrationPairs.examples().resolve("log-data-host-lead.yaml"))
        .replace("table: LOG_DATA", "table: LOG_DATA_region").replace("  - field: ts\n",
            "  - field: ts\n  - field: region\n")
        .replace("fields:\n", "fields:\n  region: { type: string, cardinality: 10, length: 2 }\n"));
    Run refused = tool("backfill", oldFile.toString(), newFile.toString(), "--snapshot", "s", "--work",
        work.toString());
    assertEquals(2, refused.exit());
    assertTrue(refused.err().contains("the NEW key needs field 'region'"), refused.err());
    assertFalse(util.getAdmin().tableExists(TableName.valueOf("LOG_DATA_region")), "nothing ran");
  }

  /**
   * The bulk-load path against HBase's own CopyTable (puts through the write path) on the same
   * OLD table, one after the other on this cluster: rows per second of both, printed for
   * docs/performance.md, for the salted tsdb (20 regions into 64) and the timestamp-led LOG_DATA
   * (1 region into the 16 of recommend's pick). Nothing is asserted about the times, so it runs
   * only when asked ({@code -Dadvisor.throughput=true}, the command in docs/performance.md), as
   * every speed figure of the project is a documented command rather than a test.
   */
  @Test
  @Order(6)
  @EnabledIfSystemProperty(named = "advisor.throughput", matches = "true")
  void throughputAgainstCopyTable() throws Exception {
    throughput("salt-20-64-buckets", "tsdb_v2");
    throughput("recommend-s-pick-salt-reversal-and-hashes-added", "LOG_DATA_rec");
  }

  private void throughput(String files, String newTable) throws Exception {
    Path oldFile = work.resolve(files + "-old.yaml");
    TableSchema old = SchemaLoader.load(oldFile);
    TableName copy = TableName.valueOf(old.table() + "_copy");
    util.getAdmin().createTable(org.apache.hadoop.hbase.client.TableDescriptorBuilder.copy(copy,
        TableCreator.descriptor(old)), Presplits.plan(old).splits().toArray(new byte[0][]));
    long rows = util.countRows(TableName.valueOf(old.table()));
    long start = System.nanoTime();
    int exit = ToolRunner.run(new Configuration(util.getConfiguration()), new CopyTable(),
        new String[] {"--new.name=" + copy.getNameAsString(), "--versions=" + VERSIONS, old.table()});
    double copySeconds = (System.nanoTime() - start) / 1e9;
    assertEquals(0, exit);
    assertEquals(rows, util.countRows(copy));
    util.deleteTable(TableName.valueOf(newTable));
    Run backfill = tool("backfill", oldFile.toString(), work.resolve(files + "-new.yaml").toString(), "--snapshot",
        old.table() + "-throughput", "--work", work.toString());
    assertEquals(0, backfill.exit());
    System.out.printf(java.util.Locale.ROOT, "THROUGHPUT %s rows=%d copytable=%.1fs %.0f rows/s; backfill: %s%n",
        old.table(), rows, copySeconds, rows / copySeconds, backfill.out().lines().filter(l -> l.contains("rows/s"))
            .findFirst().orElseThrow().strip());
  }
}
