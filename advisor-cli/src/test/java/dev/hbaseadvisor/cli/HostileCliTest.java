package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile invocations of the commands (issue 12, sections 1 and 2): failed writes fail the
 * command, a closed pipe stops it, nothing the user owns is replaced or overwritten, files keep
 * the modes other tools give them, and numbers that drive work are bounded. Runs with a 256 MiB
 * heap in the {@code hostile} surefire execution.
 */
class HostileCliTest {

  private static final String BASE = CliRun.example("log-data-timestamp-lead.yaml");

  @TempDir
  Path tmp;

  /** A stream that accepts {@code accepted} bytes, then fails every write with {@code reason}. */
  private static final class FailingStream extends OutputStream {
    private final long accepted;
    private final String reason;
    final AtomicLong written = new AtomicLong();
    final AtomicInteger calls = new AtomicInteger();

    FailingStream(long accepted, String reason) {
      this.accepted = accepted;
      this.reason = reason;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      calls.incrementAndGet();
      if (written.get() + len > accepted) {
        throw new IOException(reason);
      }
      written.addAndGet(len);
    }
  }

  private static CliRun runTo(OutputStream stdout, String... args) {
    StringWriter err = new StringWriter();
    PrintWriter out = AdvisorCli.stdoutWriter(new StdoutStream(stdout));
    int code = AdvisorCli.mainWithoutExit(args, out, new PrintWriter(err));
    return new CliRun(code, "", err.toString());
  }

  // ---- 1. write errors fail the command ----

  @ParameterizedTest
  @ValueSource(strings = {"lint", "keys", "report", "splits", "explain"})
  void fullDevice_failsEveryCommand(String command) {
    String schema = command.equals("splits") ? CliRun.example("game-focus-md5.yaml") : BASE;
    CliRun r = runTo(new FailingStream(0, "No space left on device"), command, schema);
    assertEquals(2, r.exitCode(), r.err());
    // Progress phases may come first (report prints them as lines when standard error is no terminal).
    assertTrue(r.err().endsWith("hbase-advisor: cannot write to standard output: No space left on device\n"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  @Test
  void closedPipe_stopsKeysPromptly() {
    FailingStream pipe = new FailingStream(1 << 16, "Broken pipe");
    CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> runTo(pipe, "keys", BASE, "--count", "100000000"));
    assertEquals(2, r.exitCode(), r.err());
    assertEquals("hbase-advisor: cannot write to standard output: Broken pipe\n", r.err());
    assertTrue(pipe.calls.get() <= 3, "writes after the pipe closed: " + pipe.calls.get());
  }

  @Test
  void standardOutput_isBuffered_notOneWritePerLine() {
    FailingStream counting = new FailingStream(Long.MAX_VALUE, "unused");
    CliRun r = runTo(counting, "keys", BASE, "--count", "100000");
    assertEquals(0, r.exitCode(), r.err());
    long buffers = counting.written.get() / (1 << 16) + 1;
    assertTrue(counting.calls.get() <= buffers + 1, counting.calls.get() + " writes for "
        + counting.written.get() + " bytes");
  }

  @Test
  void internalError_isOneLine_withoutAStackTrace() {
    StringWriter err = new StringWriter();
    int code = AdvisorCli.internalError(new OutOfMemoryError("Java heap space"), new PrintWriter(err));
    assertEquals(2, code);
    String text = err.toString();
    assertTrue(text.startsWith("hbase-advisor: internal error: out of memory (Java heap space); the input needs"
        + " more than the "), text);
    assertEquals(1, text.lines().count(), text);
    assertFalse(text.contains("\tat ") || text.contains("    at "), text);
  }

  // ---- 1. nothing the user owns is replaced or overwritten ----

  @Test
  void outputOntoAFifo_writesIntoIt_andKeepsIt() throws Exception {
    Path fifo = tmp.resolve("fifo");
    assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
    StringBuilder received = new StringBuilder();
    Thread reader = new Thread(() -> {
      try (InputStream in = Files.newInputStream(fifo)) {
        received.append(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        received.append("reader failed: ").append(e);
      }
    });
    reader.start();
    CliRun r = CliRun.run("lint", BASE, "--format", "json", "--output", fifo.toString());
    reader.join(10_000);
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(received.toString().contains("\"summary\""), received.toString());
    assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the FIFO was replaced");
  }

  @Test
  void aMillionRegionsAsJson_streamIntoTheOutput_inTheSuitesSmallHeap() throws IOException {
    // The JSON was a tree of nodes, then a string, then bytes: a million regions ran out of a
    // 512 MiB heap (issue 30, RC10). It is now written as it is made.
    Path json = tmp.resolve("splits.json");
    CliRun r = CliRun.run("splits", "--algorithm", "hex", "--regions", "1000000", "--format", "json", "-o",
        json.toString());
    assertEquals(0, r.exitCode(), r.err());
    long details;
    try (var lines = Files.lines(json)) {
      details = lines.filter(l -> l.startsWith("      \"start\": ")).count();
    }
    assertEquals(1_000_000, details, "every region in regionsDetail");
    CliRun full = CliRun.run("splits", "--algorithm", "hex", "--regions", "1000", "--format", "json", "-o", "/dev/full");
    assertEquals(2, full.exitCode());
    assertEquals("/dev/full:1:1: cannot write: No space left on device\n", full.err());
  }

  private static final int FILES = 20_000;

  @Test
  void twentyThousandFilesAsSarif_streamIntoTheOutput_inTheSuitesSmallHeap() throws IOException {
    // Each format built its whole document (a tree, then a string, then bytes), about 21 KB of heap
    // a file in SARIF: 20,000 files ran out of this suite's 256 MiB (issue 30, RC15). A document is
    // now written a file at a time; what stays is each file's findings.
    Path folder = Files.createDirectories(tmp.resolve("many"));
    Path schema = Path.of(BASE).toAbsolutePath();
    for (int i = 0; i < FILES; i++) {
      Files.createSymbolicLink(folder.resolve("s" + i + ".yaml"), schema);
    }
    CliRun one = CliRun.run("lint", folder.resolve("s0.yaml").toString(), "--format", "json");
    long perFile = one.out().lines().filter(l -> l.startsWith("          \"rule\": ")).count();
    assertTrue(perFile > 0, one.out());
    Path sarif = tmp.resolve("many.sarif");
    CliRun r = CliRun.run("lint", folder.toString(), "--format", "sarif", "-o", sarif.toString());
    assertEquals(1, r.exitCode(), r.err());
    long results;
    try (var lines = Files.lines(sarif)) {
      results = lines.filter(l -> l.startsWith("          \"ruleId\": ")).count();
    }
    assertEquals(FILES * perFile, results, "every file's findings");
  }

  @Test
  void outputIntoSomethingThatIsNotAFolder_failsWithAMessage() throws IOException {
    Path file = Files.writeString(tmp.resolve("plain.txt"), "x");
    CliRun r = CliRun.run("lint", BASE, "--output", file.resolve("report.txt").toString());
    assertEquals(2, r.exitCode());
    assertTrue(r.err().startsWith(file.resolve("report.txt") + ":1:1: cannot write: "), r.err());
  }

  @Test
  void outputOverTheConfig_orTheBaseline_isRefused() throws IOException {
    Path config = Files.writeString(tmp.resolve("cfg.yaml"), "disable: []\n");
    CliRun clash = CliRun.run("lint", BASE, "--config", config.toString(), "--output", config.toString());
    assertEquals(2, clash.exitCode());
    assertEquals(config + ":1:1: refusing to write output over an input file\n", clash.err());
    assertEquals("disable: []\n", Files.readString(config));

    Path baseline = tmp.resolve("baseline.json");
    assertEquals(0, CliRun.run("lint", BASE, "--write-baseline", baseline.toString()).exitCode());
    String recorded = Files.readString(baseline);
    CliRun over = CliRun.run("lint", BASE, "--baseline", baseline.toString(), "--output", baseline.toString());
    assertEquals(2, over.exitCode());
    assertEquals(baseline + ":1:1: refusing to write output over an input file\n", over.err());
    assertEquals(recorded, Files.readString(baseline));
  }

  @ParameterizedTest
  @ValueSource(strings = {"lint", "report", "splits"})
  void outputOverTheKeyFileASchemaNames_isRefused(String command) throws IOException {
    Path keys = Files.writeString(tmp.resolve("keys.txt"), "a\nm\nz\n");
    Path schema = Files.writeString(tmp.resolve("s.yaml"), "table: t\nfields:\n  a: {type: string}\n"
        + "rowkey: [{field: a}]\nfamilies: [{name: d}]\npresplit: {algorithm: sample, regions: 2, keys: keys.txt}\n");
    CliRun r = CliRun.run(command, schema.toString(), "--output", keys.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains(keys + ":1:1: refusing to write output over an input file"), r.err());
    assertEquals("a\nm\nz\n", Files.readString(keys));
  }

  @Test
  void shellSplitsFile_isCheckedLikeEveryOutput() throws IOException {
    StringBuilder keys = new StringBuilder();
    for (int i = 0; i < 2000; i++) {
      keys.append(String.format("k%06d%n", i));
    }
    Path keyFile = Files.writeString(tmp.resolve("create-splits.txt"), keys);
    Path schema = Files.writeString(tmp.resolve("s.yaml"), "table: t\nfields:\n  a: {type: string}\n"
        + "rowkey: [{field: a}]\nfamilies: [{name: d}]\n");
    CliRun r = CliRun.run("splits", schema.toString(), "--algorithm", "sample", "--regions", "300", "--keys",
        keyFile.toString(), "--format", "shell", "--output", tmp.resolve("create.rb").toString());
    assertEquals(2, r.exitCode(), r.err());
    assertEquals(keyFile + ":1:1: refusing to write output over an input file\n", r.err());
    assertEquals(keys.toString(), Files.readString(keyFile));
    assertFalse(Files.exists(tmp.resolve("create.rb")), "the script was written without its splits file");

    CliRun device = CliRun.run("splits", schema.toString(), "--algorithm", "uniform", "--regions", "500", "--format",
        "shell", "--output", "/dev/null");
    assertEquals(2, device.exitCode(), device.err());
    assertEquals("/dev/null:1:1: cannot write: the shell script reads its split keys from a file beside it, so"
        + " --output must be a regular file, not a device or a pipe\n", device.err());
    assertFalse(Files.exists(Path.of("/dev/null-splits.txt")));
  }

  @Test
  void writeBaseline_overTheDiscoveredConfig_orAKeyFile_isRefused() throws IOException {
    Path folder = Files.createDirectory(tmp.resolve("c"));
    Path schema = Files.copy(Path.of(BASE), folder.resolve("s.yaml"));
    Path config = Files.writeString(folder.resolve(".hbase-advisor.yaml"), "ignore: [cell-too-large]\n");
    CliRun overConfig = CliRun.run("lint", schema.toString(), "--write-baseline", config.toString());
    assertEquals(2, overConfig.exitCode(), overConfig.err());
    assertEquals(config + ":1:1: refusing to write output over an input file\n", overConfig.err());
    assertEquals("ignore: [cell-too-large]\n", Files.readString(config));

    Path keys = Files.writeString(tmp.resolve("keys.txt"), "a\nm\nz\n");
    Path keyed = Files.writeString(tmp.resolve("k.yaml"), "table: t\nfields:\n  a: {type: string}\n"
        + "rowkey: [{field: a}]\nfamilies: [{name: d}]\npresplit: {algorithm: sample, regions: 2, keys: keys.txt}\n");
    CliRun overKeys = CliRun.run("lint", keyed.toString(), "--write-baseline", keys.toString());
    assertEquals(2, overKeys.exitCode(), overKeys.err());
    assertEquals(keys + ":1:1: refusing to write output over an input file\n", overKeys.err());
    assertEquals("a\nm\nz\n", Files.readString(keys));
  }

  @Test
  void outputOverTheFileStdinFilenameNames_isRefused() throws IOException {
    Path named = Files.copy(Path.of(BASE), tmp.resolve("x.yaml"));
    String before = Files.readString(named);
    java.io.InputStream stdin = System.in;
    CliRun r;
    try {
      System.setIn(Files.newInputStream(named));
      r = CliRun.run("lint", "-", "--stdin-filename", named.toString(), "--output", named.toString());
    } finally {
      System.setIn(stdin);
    }
    assertEquals(2, r.exitCode(), r.err());
    assertEquals(named + ":1:1: refusing to write output over an input file\n", r.err());
    assertEquals(before, Files.readString(named));
  }

  @Test
  void newFiles_getTheUmasksMode_andExistingFilesKeepTheirs() throws IOException {
    Path probe = Files.createFile(tmp.resolve("probe"));
    String umaskMode = PosixFilePermissions.toString(Files.getPosixFilePermissions(probe));
    Path report = tmp.resolve("report.txt");
    assertEquals(1, CliRun.run("lint", BASE, "--output", report.toString()).exitCode());
    assertEquals(umaskMode, PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));

    Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-r-----"));
    assertEquals(1, CliRun.run("lint", BASE, "--output", report.toString()).exitCode());
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
    try (var files = Files.list(tmp)) {
      assertEquals(java.util.List.of("probe", "report.txt"),
          files.map(p -> p.getFileName().toString()).sorted().toList());
    }
  }

  @Test
  void sigterm_removesThePendingTemporaryFile() throws Exception {
    Path target = tmp.resolve("report.html");
    Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), PendingOutputMain.class.getName(), target.toString())
        .redirectErrorStream(true).start();
    Path temp;
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
        StandardCharsets.UTF_8))) {
      temp = Path.of(lines.readLine());
      assertTrue(Files.exists(temp), temp.toString());
      child.destroy(); // SIGTERM
      assertTrue(child.waitFor(20, java.util.concurrent.TimeUnit.SECONDS));
    }
    assertFalse(Files.exists(temp), "left behind: " + temp);
    assertFalse(Files.exists(target));
  }

  // ---- 2. numbers that drive work are bounded ----

  @Test
  void splitsRegions_isBoundedLikeTheFileFormat() {
    CliRun r = CliRun.run("splits", "--algorithm", "hex", "--regions", "1000000000");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor splits: --regions must be between 1 and 1000000, got 1000000000\n", r.err());
  }

  @Test
  void splitBoundsLongerThanARowKey_areRefused() {
    String start = "f".repeat(40_000);
    CliRun r = CliRun.run("splits", "--algorithm", "hex", "--regions", "4", "--start", start, "--end", start + "f");
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor splits: --start: start is 40000 bytes long; HBase row keys, and so split keys, hold at"
        + " most 32767 bytes (HConstants.MAX_ROW_LENGTH)\nhbase-advisor splits: --end: end is 40001 bytes long; HBase"
        + " row keys, and so split keys, hold at most 32767 bytes (HConstants.MAX_ROW_LENGTH)\n", r.err());
    assertEquals("", r.out());
  }

  @Test
  void simulatedWorkloads_areBounded() throws IOException {
    Path tiny = Files.writeString(tmp.resolve("tiny.yaml"), "table: t\nfields:\n  a: {type: string}\n"
        + "rowkey: [{field: a}]\nfamilies: [{name: d}]\nworkload: {writes: 0.0000001/d, duration: 1h}\n");
    CliRun none = CliRun.run("simulate", tiny.toString());
    assertEquals(2, none.exitCode());
    assertEquals(tiny + ":6:12: the workload writes fewer than one row in the simulated time, so there is nothing"
        + " to simulate\n", none.err());
    // --ops above the full replay's bound is replayed as a sample (SimulationSettingsTest), not refused.
    CliRun lint = CliRun.run("lint", BASE, "--simulate-writes", "1T");
    assertEquals(2, lint.exitCode());
    assertEquals("hbase-advisor lint: --simulate-writes must be between 1 and 500000000, got '1T'\n", lint.err());
  }

  @Test
  void opsAtATinyRate_isRefused_beforeTheRunIsMade() {
    CliRun r = CliRun.onSchema(tmp, "table: t\nfields:\n  a: {type: string}\n  ts: {type: timestamp, order: increasing}\n"
        + "rowkey: [{field: ts}, {field: a}]\nfamilies: [{name: d}]\nworkload: {writes: 0.000000000000000000001/s}\n",
        "simulate", "--ops", "20000");
    assertEquals(2, r.exitCode(), r.err());
    assertEquals("hbase-advisor simulate: --ops 20000 at the workload's 1.00e-21 writes a second cover 2.00e+25 s of"
        + " simulated time, more than the 315360000 s (10 years) a simulation may cover\n", r.err());
  }

  @Test
  void diffBase_boundsTheOldVersionReadFromGit() throws Exception {
    Path repo = Files.createDirectory(tmp.resolve("repo"));
    Path file = repo.resolve("big.yaml");
    Files.writeString(file, "description: " + "x".repeat(3 << 20) + "\n");
    for (String[] args : new String[][] {{"init", "-q"}, {"add", "."}, {"commit", "-q", "-m", "big"}}) {
      java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("git", "-c", "user.name=t",
          "-c", "user.email=t@localhost", "-c", "commit.gpgsign=false"));
      command.addAll(java.util.List.of(args));
      assertEquals(0, new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor());
    }
    Files.copy(Path.of(BASE), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    CliRun r = CliRun.run("diff", "--base", "HEAD", file.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertEquals("hbase-advisor diff: git show HEAD:big.yaml: more than 2097152 bytes; inputs are limited to 2 MiB\n",
        r.err());
  }

  // ---- 2. key files ----

  @Test
  void keyLineLongerThanAnHBaseRow_isReportedWithItsLine() throws IOException {
    Path keys = Files.writeString(tmp.resolve("keys.txt"), "a\n" + "x".repeat(40_000) + "\n");
    Path schema = Files.writeString(tmp.resolve("s.yaml"), "table: t\nfields:\n  a: {type: string}\n"
        + "rowkey: [{field: a}]\nfamilies: [{name: d}]\npresplit: {algorithm: sample, regions: 2, keys: keys.txt}\n");
    CliRun r = CliRun.run("splits", schema.toString());
    assertEquals(2, r.exitCode());
    assertEquals("hbase-advisor splits: " + keys + ":2:1: the key is 40000 bytes long; HBase row keys hold at most"
        + " 32767 bytes (HConstants.MAX_ROW_LENGTH)\n", r.err());
    CliRun lint = CliRun.run("lint", schema.toString());
    assertEquals(1, lint.exitCode(), lint.err());
    assertTrue(lint.out().contains("presplit-invalid  " + keys + ":2:1: the key is 40000 bytes long; HBase row keys"
        + " hold at most 32767 bytes"), lint.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"class.java", "my-table.java", "record.java", "Bytes.java"})
  void javaFileNamedForAClassThatCannotCompile_isRefused(String name) {
    Path target = tmp.resolve(name);
    CliRun r = CliRun.run("splits", CliRun.example("game-focus-md5.yaml"), "--format", "java", "--output",
        target.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().startsWith("hbase-advisor splits: '" + name.replace(".java", "") + "' "), r.err());
    assertTrue(r.err().endsWith("; choose another --output file name\n"), r.err());
    assertFalse(Files.exists(target));
  }

  @Test
  void keyFileThatIsAFolder_isReportedByLint() throws IOException {
    Files.createDirectory(tmp.resolve("keys"));
    Path schema = Files.writeString(tmp.resolve("s.yaml"), "table: t\nfields:\n  a: {type: string}\n"
        + "rowkey: [{field: a}]\nfamilies: [{name: d}]\npresplit: {algorithm: sample, regions: 2, keys: keys}\n");
    CliRun r = CliRun.run("lint", schema.toString());
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.out().contains("presplit-invalid  cannot read the key file " + tmp.resolve("keys")
        + ": it is a folder"), r.out());
  }
}
