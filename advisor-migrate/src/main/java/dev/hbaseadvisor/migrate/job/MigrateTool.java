package dev.hbaseadvisor.migrate.job;

import dev.hbaseadvisor.live.TableCreator;
import dev.hbaseadvisor.migrate.MigrationEstimate;
import dev.hbaseadvisor.migrate.Migrations;
import dev.hbaseadvisor.migrate.Rekeyer;
import dev.hbaseadvisor.model.Quantities;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.splits.Presplits;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.conf.Configured;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.SnapshotDescription;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.io.ImmutableBytesWritable;
import org.apache.hadoop.hbase.mapreduce.HFileOutputFormat2;
import org.apache.hadoop.hbase.mapreduce.TableMapReduceUtil;
import org.apache.hadoop.hbase.tool.BulkLoadHFiles;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.hbase.util.CommonFSUtils;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.TextOutputFormat;
import org.apache.hadoop.util.Tool;
import org.apache.hadoop.util.ToolRunner;

/**
 * {@code hadoop jar hbase-advisor-migrate.jar backfill|verify OLD.yaml NEW.yaml --snapshot NAME}:
 * the backfill and the verification of a {@code migrate} plan as MapReduce jobs (HBase's own
 * engine for bulk work: {@code TableSnapshotInputFormat}, {@code HFileOutputFormat2},
 * {@code BulkLoadHFiles}; the reference guide's "Bulk Loading" and "HBase and MapReduce").
 *
 * <p>The OLD table is only ever read through a snapshot: the jobs open its files, never its
 * regions, and write nothing to it. Exit codes: 0 done, 1 the job failed or the tables differ,
 * 2 refused before anything ran (bad input, a change the OLD data cannot feed, a NEW table that
 * holds data without {@code --resume}).
 */
public final class MigrateTool extends Configured implements Tool {

  /** Success. */
  public static final int OK = 0;
  /** The job failed, or verification found differences. */
  public static final int FAILED = 1;
  /** Refused before anything ran. */
  public static final int REFUSED = 2;

  /** Where the jobs keep their files by default, on the file system of {@code hbase.rootdir}. */
  static final String DEFAULT_WORK = "/tmp/hbase-advisor-migrate";
  /** The share of OLD rows {@code verify} compares cell by cell unless told: one in a thousand. */
  static final double DEFAULT_SAMPLE_RATE = 0.001;
  /** Mismatched rows printed; the rest are counted. */
  private static final int MISMATCHES_SHOWN = 20;

  static final String USAGE = String.join("\n",
      "Usage: hadoop jar hbase-advisor-migrate.jar backfill OLD.yaml NEW.yaml --snapshot NAME [--resume] [--work DIR]",
      "       hadoop jar hbase-advisor-migrate.jar verify OLD.yaml NEW.yaml --snapshot NAME [--sample-rate R] "
          + "[--seed N] [--work DIR]",
      "backfill: re-key a snapshot of OLD's table into HFiles of NEW's regions and bulk-load them (creates NEW's "
          + "table pre-split when absent, takes the snapshot when absent).",
      "verify:   count rows and cells by region of both tables and compare a seeded sample of rows cell by cell; "
          + "exits 1 on any difference.",
      "Run with HADOOP_CLASSPATH=$(hbase mapredcp); generic Hadoop options (-D key=value) come first.");

  private final PrintStream out;
  private final PrintStream err;

  /** A tool printing to the process's streams. */
  public MigrateTool() {
    this(System.out, System.err);
  }

  /** A tool printing to these streams (tests, transcripts). */
  public MigrateTool(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  /** Runs the tool with the cluster's configuration ({@code hbase-site.xml} on the classpath). */
  public static void main(String[] args) throws Exception {
    System.exit(ToolRunner.run(HBaseConfiguration.create(), new MigrateTool(), args));
  }

  /** A run refused before anything touched the cluster, or after it with nothing changed. */
  private static final class Refusal extends RuntimeException {
    Refusal(String message) {
      super(message);
    }
  }

  /** The parsed command line. */
  private record Args(String command, java.nio.file.Path oldFile, java.nio.file.Path newFile, String snapshot,
      boolean resume, String work, double sampleRate, long seed) {

    static Args parse(String[] args) {
      if (args.length < 3 || !List.of("backfill", "verify").contains(args[0])) {
        throw new Refusal(USAGE);
      }
      String snapshot = null;
      boolean resume = false;
      String work = DEFAULT_WORK;
      double rate = DEFAULT_SAMPLE_RATE;
      long seed = 1;
      for (int i = 3; i < args.length; i++) {
        String option = args[i];
        boolean hasValue = i + 1 < args.length;
        switch (option) {
          case "--resume" -> resume = true;
          case "--snapshot", "--work", "--sample-rate", "--seed" -> {
            if (!hasValue) {
              throw new Refusal("hbase-advisor " + args[0] + ": " + option + " needs a value\n" + USAGE);
            }
            String value = args[++i];
            try {
              switch (option) {
                case "--snapshot" -> snapshot = value;
                case "--work" -> work = value;
                case "--sample-rate" -> rate = Double.parseDouble(value);
                default -> seed = Long.parseLong(value);
              }
            } catch (NumberFormatException e) {
              throw new Refusal("hbase-advisor " + args[0] + ": " + option + ": not a number: '" + value + "'");
            }
          }
          default -> throw new Refusal("hbase-advisor " + args[0] + ": unknown option '" + option + "'\n" + USAGE);
        }
      }
      if (snapshot == null || !snapshot.matches("[A-Za-z0-9_][A-Za-z0-9_.-]*")) {
        throw new Refusal("hbase-advisor " + args[0] + ": give --snapshot NAME (letters, digits, _, - and .), "
            + "the snapshot of the OLD table that migrate's plan names");
      }
      if (!(rate >= 0 && rate <= 1)) {
        throw new Refusal("hbase-advisor " + args[0] + ": --sample-rate must be from 0 to 1, got " + rate);
      }
      return new Args(args[0], java.nio.file.Path.of(args[1]), java.nio.file.Path.of(args[2]), snapshot, resume,
          work, rate, seed);
    }
  }

  /** The two designs, loaded and checked as {@code migrate} checks them. */
  private record Pair(TableSchema old, String oldText, TableSchema neu, String newText) {}

  @Override
  public int run(String[] args) throws Exception {
    try {
      Args a = Args.parse(args);
      Pair pair = load(a);
      return a.command().equals("backfill") ? backfill(a, pair) : verify(a, pair);
    } catch (Refusal e) {
      err.println(e.getMessage());
      return REFUSED;
    }
  }

  private Pair load(Args a) {
    String oldText = read(a.oldFile());
    String newText = read(a.newFile());
    TableSchema old = parse(oldText, a.oldFile());
    TableSchema neu = parse(newText, a.newFile());
    try {
      Migrations.plan(old, a.oldFile().toString(), neu, a.newFile().toString(), false, 0);
    } catch (Migrations.Refused e) {
      throw new Refusal(e.getMessage());
    }
    return new Pair(old, oldText, neu, newText);
  }

  private static String read(java.nio.file.Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new Refusal(file + ":1:1: cannot read: " + e.getMessage());
    }
  }

  private static TableSchema parse(String text, java.nio.file.Path file) {
    try {
      return SchemaLoader.parse(text, file, file.toString());
    } catch (SchemaException e) {
      throw new Refusal(e.getMessage());
    }
  }

  // ---- backfill ----

  private int backfill(Args a, Pair pair) throws IOException, InterruptedException, ClassNotFoundException {
    Configuration conf = new Configuration(getConf());
    Designs.store(conf, a.oldFile().toString(), pair.oldText(), a.newFile().toString(), pair.newText(),
        System.currentTimeMillis());
    TableName oldTable = TableName.valueOf(pair.old().table());
    TableName newTable = TableName.valueOf(pair.neu().table());
    try (Connection connection = ConnectionFactory.createConnection(conf); Admin admin = connection.getAdmin()) {
      if (!admin.tableExists(oldTable)) {
        throw new Refusal("hbase-advisor backfill: no table '" + oldTable + "' (the table of " + a.oldFile() + ")");
      }
      boolean created = false;
      if (!admin.tableExists(newTable)) {
        List<byte[]> splits = Presplits.plan(pair.neu()).splits();
        TableCreator.create(connection, pair.neu(), splits);
        created = true;
        out.println("created " + newTable + " pre-split into " + (splits.size() + 1) + " regions, as apply does");
      } else if (holdsData(connection, newTable) && !a.resume()) {
        throw new Refusal("hbase-advisor backfill: " + newTable + " already holds data; rerun with --resume to "
            + "load into it anyway (a rerun writes the same cells with the same timestamps, which HBase keeps once), "
            + "or drop it and let backfill create it");
      }
      boolean took = takeSnapshot(admin, a.snapshot(), oldTable);
      FileSystem fs = CommonFSUtils.getRootDir(conf).getFileSystem(conf);
      Path base = fs.makeQualified(new Path(a.work(), a.snapshot()));
      Path restore = new Path(base, "restore");
      Path hfiles = new Path(base, "hfiles");
      if (fs.exists(hfiles)) {
        if (!a.resume()) {
          throw new Refusal("hbase-advisor backfill: " + hfiles + " is left from an earlier run; delete it, or "
              + "rerun with --resume, which deletes it and writes it again");
        }
        fs.delete(hfiles, true);
      }
      String cleanup = "delete " + base + (took ? " and, unless you retry, the snapshot " + a.snapshot() : "")
          + (created ? "; " + newTable + " was created by this run and holds nothing from it: drop it or rerun "
              + "(with --resume after a load began)" : "");
      try {
        return runBackfill(a, conf, connection, newTable, fs, restore, hfiles, base, cleanup, oldTable);
      } catch (IOException | RuntimeException e) {
        err.println("hbase-advisor backfill: failed: " + e + "\n  " + oldTable + " is untouched (the job read "
            + "snapshot " + a.snapshot() + " only). To clean up: " + cleanup + ".");
        return FAILED;
      }
    }
  }

  private int runBackfill(Args a, Configuration conf, Connection connection, TableName newTable, FileSystem fs,
      Path restore, Path hfiles, Path base, String cleanup, TableName oldTable)
      throws IOException, InterruptedException, ClassNotFoundException {
    // HFileOutputFormat2 rolls to a new HFile past hbase.hregion.max.filesize (10 GiB unless set): the NEW design's.
    conf.setLong(HConstants.HREGION_MAX_FILESIZE, Designs.neu(conf).cluster().maxFileSize());
    Job job = Job.getInstance(conf, "hbase-advisor backfill " + oldTable + " -> " + newTable);
    job.setJarByClass(MigrateTool.class);
    TableMapReduceUtil.initTableSnapshotMapperJob(a.snapshot(), allVersions(), BackfillMapper.class,
        ImmutableBytesWritable.class, KeyValue.class, job, shipJars(conf), restore);
    try (Table table = connection.getTable(newTable); RegionLocator locator = connection.getRegionLocator(newTable)) {
      HFileOutputFormat2.configureIncrementalLoad(job, table.getDescriptor(), locator);
    }
    FileOutputFormat.setOutputPath(job, hfiles);
    long start = System.nanoTime();
    boolean ok = job.waitForCompletion(false);
    double jobSeconds = (System.nanoTime() - start) / 1e9;
    fs.delete(restore, true);
    if (!ok) {
      err.println("hbase-advisor backfill: the job failed (" + job.getStatus().getFailureInfo() + ")\n  " + oldTable
          + " is untouched (the job read snapshot " + a.snapshot() + " only) and nothing was loaded into " + newTable
          + ". To clean up: " + cleanup + ".");
      return FAILED;
    }
    Counters counters = job.getCounters();
    long rows = counters.findCounter(BackfillMapper.Counter.ROWS_READ).getValue();
    long undecodable = counters.findCounter(BackfillMapper.Counter.UNDECODABLE_ROWS).getValue();
    if (undecodable > 0) {
      err.println("hbase-advisor backfill: " + undecodable + " of " + rows + " rows of the snapshot do not read as "
          + "keys of " + a.oldFile() + " (the task logs show the first ones); nothing was loaded into " + newTable
          + ". To clean up: " + cleanup + ".");
      return FAILED;
    }
    // BulkLoadHFiles refuses more than 32 files per region and family unless told more; the job cut its files
    // along the regions, so the most one family wrote in all is a safe limit.
    Configuration load = new Configuration(conf);
    int files = MigrationEstimate.BULK_LOAD_MAX_FILES_PER_REGION_FAMILY;
    for (var family : fs.listStatus(hfiles)) {
      if (family.isDirectory()) {
        files = Math.max(files, fs.listStatus(family.getPath()).length);
      }
    }
    load.setInt(BulkLoadHFiles.MAX_FILES_PER_REGION_PER_FAMILY, files);
    Map<BulkLoadHFiles.LoadQueueItem, ByteBuffer> loaded = BulkLoadHFiles.create(load).bulkLoad(newTable, hfiles);
    double seconds = (System.nanoTime() - start) / 1e9;
    fs.delete(base, true);
    Map<String, Integer> perRegion = new TreeMap<>();
    for (ByteBuffer region : loaded.values()) {
      byte[] startKey = new byte[region.remaining()];
      region.duplicate().get(startKey);
      perRegion.merge(Bytes.toStringBinary(startKey), 1, Integer::sum);
    }
    out.println("backfill " + oldTable + " -> " + newTable + " from snapshot " + a.snapshot() + ":");
    out.println("  rows read            " + rows);
    out.println("  cells read           " + counters.findCounter(BackfillMapper.Counter.CELLS_READ).getValue());
    out.println("  cells written        " + counters.findCounter(BackfillMapper.Counter.CELLS_WRITTEN).getValue());
    out.println("  cells past NEW TTL   " + counters.findCounter(BackfillMapper.Counter.CELLS_EXPIRED).getValue());
    out.println("  versions over NEW    " + counters.findCounter(BackfillMapper.Counter.CELLS_OVER_VERSIONS).getValue());
    out.println("  HFiles loaded        " + loaded.size() + " into "
        + Quantities.plural(perRegion.size(), "region"));
    out.println(String.format(Locale.ROOT, "  time                 %.1f s: job %.1f s, load %.1f s (%.0f rows/s)",
        seconds, jobSeconds, seconds - jobSeconds, rows / Math.max(seconds, 1e-9)));
    return OK;
  }

  private static Scan allVersions() {
    Scan scan = new Scan().readAllVersions();
    scan.setCacheBlocks(false);
    return scan;
  }

  /** Ships the job's jars to the tasks on a cluster; the local job runner reads them from the classpath. */
  private static boolean shipJars(Configuration conf) {
    return !"local".equals(conf.get("mapreduce.framework.name", "local"));
  }

  private static boolean holdsData(Connection connection, TableName table) throws IOException {
    try (Table t = connection.getTable(table);
        ResultScanner scanner = t.getScanner(new Scan().setFilter(new FirstKeyOnlyFilter()).setLimit(1))) {
      return scanner.next() != null;
    }
  }

  /** Takes the snapshot when it does not exist yet; whether it did. */
  private boolean takeSnapshot(Admin admin, String snapshot, TableName table) throws IOException {
    if (!admin.listSnapshots(Pattern.compile(Pattern.quote(snapshot))).isEmpty()) {
      return false;
    }
    admin.snapshot(snapshot, table);
    out.println("took snapshot " + snapshot + " of " + table);
    return true;
  }

  // ---- verify ----

  private int verify(Args a, Pair pair) throws IOException, InterruptedException, ClassNotFoundException {
    Configuration conf = new Configuration(getConf());
    Designs.store(conf, a.oldFile().toString(), pair.oldText(), a.newFile().toString(), pair.newText(),
        System.currentTimeMillis());
    TableName newTable = TableName.valueOf(pair.neu().table());
    try (Connection connection = ConnectionFactory.createConnection(conf); Admin admin = connection.getAdmin()) {
      List<SnapshotDescription> snapshots = admin.listSnapshots(Pattern.compile(Pattern.quote(a.snapshot())));
      if (snapshots.isEmpty()) {
        throw new Refusal("hbase-advisor verify: no snapshot '" + a.snapshot() + "'");
      }
      if (!admin.tableExists(newTable)) {
        throw new Refusal("hbase-advisor verify: no table '" + newTable + "' (the table of " + a.newFile() + ")");
      }
      long snapshotTime = snapshots.get(0).getCreationTime();
      List<byte[]> splits;
      try (RegionLocator locator = connection.getRegionLocator(newTable)) {
        byte[][] starts = locator.getStartKeys();
        Arrays.sort(starts, Bytes.BYTES_COMPARATOR);
        splits = new ArrayList<>(Arrays.asList(starts).subList(1, starts.length));
      }
      FileSystem fs = CommonFSUtils.getRootDir(conf).getFileSystem(conf);
      Path base = fs.makeQualified(new Path(a.work(), a.snapshot() + "-verify"));
      fs.delete(base, true);
      conf.setStrings(VerifyMapper.SPLITS, VerifyMapper.encodeSplits(splits));

      Configuration oldConf = new Configuration(conf);
      oldConf.set(VerifyMapper.SIDE, "old");
      oldConf.setDouble(VerifyMapper.SAMPLE_RATE, a.sampleRate());
      oldConf.setLong(VerifyMapper.SEED, a.seed());
      oldConf.setLong(VerifyMapper.SNAPSHOT_TIME, snapshotTime);
      Job oldJob = Job.getInstance(oldConf, "hbase-advisor verify " + a.snapshot());
      oldJob.setJarByClass(MigrateTool.class);
      TableMapReduceUtil.initTableSnapshotMapperJob(a.snapshot(), allVersions(), VerifyMapper.class, Text.class,
          Text.class, oldJob, shipJars(conf), new Path(base, "restore"));
      mapOnly(oldJob, new Path(base, "old"));

      Configuration newConf = new Configuration(conf);
      newConf.set(VerifyMapper.SIDE, "new");
      Job newJob = Job.getInstance(newConf, "hbase-advisor verify " + newTable);
      newJob.setJarByClass(MigrateTool.class);
      Scan scan = allVersions().setTimeRange(0, snapshotTime + 1);
      TableMapReduceUtil.initTableMapperJob(newTable.getNameAsString(), scan, VerifyMapper.class, Text.class,
          Text.class, newJob, shipJars(conf));
      mapOnly(newJob, new Path(base, "new"));

      if (!oldJob.waitForCompletion(false) || !newJob.waitForCompletion(false)) {
        err.println("hbase-advisor verify: a counting job failed; delete " + base + " and rerun");
        return FAILED;
      }
      Map<String, long[]> counts = new TreeMap<>();
      List<String> mismatches = new ArrayList<>();
      for (Path dir : List.of(new Path(base, "old"), new Path(base, "new"))) {
        for (var status : fs.globStatus(new Path(dir, "part-*"))) {
          try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(fs.open(status.getPath()),
              java.nio.charset.StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
              int tab = line.indexOf('\t');
              String key = line.substring(0, tab);
              String value = line.substring(tab + 1);
              if (key.startsWith("mismatch|")) {
                mismatches.add(key.substring("mismatch|".length()) + ": " + value);
              } else {
                String[] parts = value.split(" ");
                long[] sum = counts.computeIfAbsent(key, k -> new long[2]);
                sum[0] += Long.parseLong(parts[0]);
                sum[1] += Long.parseLong(parts[1]);
              }
            }
          }
        }
      }
      fs.delete(base, true);
      long sampled = oldJob.getCounters().findCounter(VerifyMapper.Counter.SAMPLED_ROWS).getValue();
      return report(a, pair, splits, counts, mismatches, sampled);
    }
  }

  private static void mapOnly(Job job, Path output) {
    job.setNumReduceTasks(0);
    job.setOutputFormatClass(TextOutputFormat.class);
    job.setOutputKeyClass(Text.class);
    job.setOutputValueClass(Text.class);
    FileOutputFormat.setOutputPath(job, output);
  }

  private int report(Args a, Pair pair, List<byte[]> splits, Map<String, long[]> counts, List<String> mismatches,
      long sampled) {
    long[] read = new long[2];
    int oldRegions = 0;
    for (Map.Entry<String, long[]> e : counts.entrySet()) {
      if (e.getKey().startsWith("read|")) {
        oldRegions++;
        read[0] += e.getValue()[0];
        read[1] += e.getValue()[1];
      }
    }
    out.println("verify " + pair.old().table() + " (snapshot " + a.snapshot() + ") -> " + pair.neu().table() + ":");
    out.println("  OLD: " + oldRegions + " regions read, " + read[0] + " rows, " + read[1] + " cells");
    out.println("  OLD region start key                            rows    cells");
    counts.entrySet().stream().filter(e -> e.getKey().startsWith("read|"))
        .sorted((x, y) -> Bytes.BYTES_COMPARATOR.compare(Bytes.toBytesBinary(x.getKey().substring(5)),
            Bytes.toBytesBinary(y.getKey().substring(5))))
        .forEach(e -> out.println(String.format(Locale.ROOT, "  %-40s %12d %8d", e.getKey().length() == 5 ? "(first)"
            : e.getKey().substring(5), e.getValue()[0], e.getValue()[1])));
    // When cells move between rows and qualifiers, rows fold together or split apart: only cells compare.
    boolean cellsOnly = Rekeyer.of(pair.old(), pair.neu()).movesCells();
    if (cellsOnly) {
      out.println("  cells move between rows and qualifiers (tall <-> wide): cells are compared, rows are not");
    }
    out.println("  NEW region  start key                 expected rows    cells      found rows    cells");
    int differences = 0;
    long[] expectedTotal = new long[2];
    long[] foundTotal = new long[2];
    for (int i = 0; i <= splits.size(); i++) {
      long[] expected = counts.getOrDefault("expected|" + i, new long[2]);
      long[] found = counts.getOrDefault("actual|" + i, new long[2]);
      boolean same = cellsOnly ? expected[1] == found[1] : Arrays.equals(expected, found);
      if (!same) {
        differences++;
      }
      expectedTotal[0] += expected[0];
      expectedTotal[1] += expected[1];
      foundTotal[0] += found[0];
      foundTotal[1] += found[1];
      String start = i == 0 ? "(first)" : Bytes.toStringBinary(splits.get(i - 1));
      out.println(String.format(Locale.ROOT, "  %10d  %-24s %14s %8d %15d %8d%s", i, start,
          cellsOnly ? "-" : Long.toString(expected[0]), expected[1], found[0], found[1], same ? "" : "  DIFFERS"));
    }
    out.println(String.format(Locale.ROOT, "  %10s  %-24s %14s %8d %15d %8d", "total", "",
        cellsOnly ? "-" : Long.toString(expectedTotal[0]), expectedTotal[1], foundTotal[0], foundTotal[1]));
    out.println("  sample: " + sampled + " rows read through both keys (rate " + a.sampleRate() + ", seed " + a.seed()
        + "), " + mismatches.size() + " differing");
    mismatches.stream().sorted().limit(MISMATCHES_SHOWN).forEach(m -> out.println("    " + m));
    if (differences > 0 || !mismatches.isEmpty()) {
      err.println("hbase-advisor verify: " + differences + " regions with other counts, " + mismatches.size()
          + " rows that differ");
      return FAILED;
    }
    out.println("  verified: every region holds the " + (cellsOnly ? "cells" : "rows and cells")
        + " the snapshot's rows give it");
    return OK;
  }
}
