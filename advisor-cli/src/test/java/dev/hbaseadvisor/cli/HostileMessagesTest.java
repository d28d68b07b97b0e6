package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input named as such (issue 30, hostile input round two): settings that would switch rules
 * off are refused, not obeyed in silence; a value past what HBase can store is an input error at
 * its line, not an internal error; messages name the real cause in the user's terms, never a
 * parser's class names.
 */
class HostileMessagesTest {

  private static final String BASE = CliRun.example("log-data-timestamp-lead.yaml");
  private static final String SMALL = "table: t\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\n";

  @TempDir
  Path tmp;

  private Path write(String name, String text) throws IOException {
    return Files.writeString(tmp.resolve(name), text);
  }

  @Test
  void settingsThatWouldSwitchRulesOff_areRefused() throws IOException {
    Path nan = write("nan.yaml", "thresholds: { rowkey-too-long: { maxBytes: .nan } }\n");
    CliRun threshold = CliRun.run("lint", BASE, "--config", nan.toString());
    assertEquals(2, threshold.exitCode(), threshold.err());
    assertEquals(nan + ":1:44: threshold 'maxBytes' must lie between 1 and 32767, got NaN\n", threshold.err());

    CliRun select = CliRun.run("lint", BASE, "--select", "");
    assertEquals(2, select.exitCode(), select.err());
    assertEquals("hbase-advisor lint: --select names no rule, which would run none; give rule ids, categories or"
        + " all\n", select.err());

    Path empty = write("empty.yaml", "select: []\n");
    CliRun config = CliRun.run("lint", BASE, "--config", empty.toString());
    assertEquals(2, config.exitCode(), config.err());
    assertEquals(empty + ":1:9: 'select' names no rule, which would run none; give rule ids, categories or all\n",
        config.err());
  }

  @Test
  void cellSizesHBaseCannotStore_areInputErrorsAtTheirLine() throws IOException {
    Path huge = write("huge.yaml", SMALL + "families:\n  - name: d\n    columns: [{qualifier: m, size: 1-8388607TiB}]\n");
    CliRun simulate = CliRun.run("simulate", huge.toString(), "--ops", "20000");
    assertEquals(2, simulate.exitCode(), simulate.err());
    assertEquals(huge + ":7:36: 'size' reaches 9223370937343148032 bytes; HBase stores a value's length in 4 bytes"
        + " (KeyValue), so a value holds at most 2147483647 bytes\n", simulate.err());

    Path overflow = write("overflow.yaml", SMALL + "families:\n  - name: d\n    columns: [{qualifier: m,"
        + " size: 9999999999999TiB}]\n");
    CliRun lint = CliRun.run("lint", overflow.toString());
    assertEquals(2, lint.exitCode(), lint.err());
    assertTrue(lint.err().contains(overflow + ":7:36: 'size': '9999999999999TiB' is more than 9223372036854775807"
        + " bytes (8 EiB)"), lint.err());
  }

  @Test
  void liveCountsThatDoNotFitALong_areInputErrors() throws IOException {
    Path schema = write("s.yaml", SMALL + "families: [{name: d}]\n");
    Path big = write("big.json", "{\"regions\":[{\"start\":\"\",\"end\":\"\",\"server\":0,"
        + "\"writes\":18446744073709551617}]}");
    CliRun r = CliRun.run("report", schema.toString(), "--live", big.toString(), "--output",
        tmp.resolve("r.html").toString());
    assertEquals(2, r.exitCode(), r.err());
    assertEquals(big + ":1:1: regions[0] has \"writes\": 18446744073709551617, not a count from 0 to"
        + " 9223372036854775807\n", r.err());

    long max = Long.MAX_VALUE;
    Path sum = write("sum.json", "{\"regions\":[{\"start\":\"\",\"end\":\"m\",\"server\":0,\"writes\":" + max
        + "},{\"start\":\"m\",\"end\":\"\",\"server\":0,\"writes\":" + max + "}]}");
    CliRun overflow = CliRun.run("report", schema.toString(), "--live", sum.toString(), "--output",
        tmp.resolve("r.html").toString());
    assertEquals(2, overflow.exitCode(), overflow.err());
    assertEquals(sum + ":1:1: regions[1] has \"writes\": " + max + "; the regions' \"writes\" add up to more than "
        + max + "\n", overflow.err());
    assertFalse(Files.exists(tmp.resolve("r.html")));
  }

  @Test
  void parserInternals_stayOutOfMessages() throws IOException {
    Path version = write("v.yaml", "%YAML 2.0\n---\ntable: t\n");
    CliRun v = CliRun.run("validate", version.toString());
    assertEquals(2, v.exitCode());
    assertEquals(version + ":1:1: YAML syntax error: %YAML 2.0 is not a YAML version this reader knows; write"
        + " %YAML 1.2 or leave the line out\n", v.err());

    Path alias = write("a.yaml", "table: t\n*x : 1\n");
    CliRun a = CliRun.run("validate", alias.toString());
    assertEquals(2, a.exitCode());
    assertEquals(alias + ":2:1: YAML anchors and aliases are not supported: found alias *x; write the value out\n",
        a.err());

    Path deep = write("deep.json", "[".repeat(600) + "]".repeat(600));
    CliRun d = CliRun.run("lint", BASE, "--baseline", deep.toString());
    assertEquals(2, d.exitCode());
    assertTrue(d.err().startsWith(deep + ":"), d.err());
    assertTrue(d.err().contains(": not a baseline file (JSON): Document nesting depth (501) exceeds the maximum"
        + " allowed (500)\n"), d.err());
    assertFalse(d.err().contains("StreamReadConstraints"), d.err());
  }

  @Test
  void commandLineNumbers_sayWhatTheyAccept() throws IOException {
    CliRun ops = CliRun.run("simulate", BASE, "--ops", "0");
    assertEquals(2, ops.exitCode());
    assertEquals("hbase-advisor simulate: --ops: must be at least 1, got '0'\n", ops.err());
    CliRun horizon = CliRun.run("splits", BASE, "--regions", "4", "--horizon", "99999w");
    assertEquals(2, horizon.exitCode());
    assertEquals("hbase-advisor: --horizon must be at least 1s and at most 2147483646s (about 68 years), got 99999w\n",
        horizon.err());
  }

  @Test
  void aSchemaNamedWithAnAt_isAFile_notAnArgumentFile() throws IOException {
    write("x.yaml", SMALL + "families: [{name: d}]\n");
    Path at = write("@x.yaml", "table: at\nfields:\n  a: {type: string}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n");
    CliRun r = CliRun.run("validate", at.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals(at + ": ok (table at, 1 rowkey segment, 1 family)\n", r.out());
  }

  // ---- RC29: paths and streams ----

  @Test
  void anOutputThatNamesAFolder_isRefused_andNothingIsWritten() throws IOException {
    Path slash = tmp.resolve("out");
    CliRun lint = CliRun.run("lint", BASE, "--fail-on", "never", "-o", slash + "/");
    assertEquals(2, lint.exitCode(), lint.err());
    assertTrue(lint.err().startsWith("hbase-advisor: Invalid value for option '--output': '" + slash
        + "/' names a folder; give the path of a file in it, such as " + slash.resolve("report.html")), lint.err());
    assertFalse(Files.exists(slash), "-o out/ wrote a file named out");
    Path folder = Files.createDirectory(tmp.resolve("reports"));
    for (List<String> command : List.of(List.of("report", BASE), List.of("splits", BASE, "--regions", "4"),
        List.of("diff", BASE, BASE), List.of("lint", BASE, "--write-baseline"))) {
      List<String> args = new ArrayList<>(command);
      if (!command.contains("--write-baseline")) {
        args.add("-o");
      }
      args.add(folder.toString());
      CliRun r = CliRun.run(args.toArray(String[]::new));
      assertEquals(2, r.exitCode(), command + ": " + r.err());
      assertTrue(r.err().contains("'" + folder + "' is a folder; give the path of a file in it"), command + ": " + r.err());
    }
    try (var listing = Files.list(folder)) {
      assertEquals(0, listing.count(), "nothing written into the folder");
    }
  }

  @Test
  void aClosedStandardInput_isNamed_notReadAsTheJvmsOwnFile() {
    // With descriptor 0 closed (<&-), the JVM's first file, its lib/modules, takes its place.
    Path modules = Path.of(System.getProperty("java.home"), "lib", "modules");
    assertTrue(Schemas.jvmFile(modules.toAbsolutePath()));
    assertFalse(Schemas.jvmFile(Path.of("/dev/null")));
    assertFalse(Schemas.jvmFile(Path.of("pipe:[3358937]")), "a pipe's link is no path");
    assertFalse(Schemas.jvmFile(null), "no /proc: read standard input as before");
  }

  @Test
  void anArgumentTheLocaleCannotDecode_isNamed_notUnmatched() {
    // Under LC_ALL=C the JVM reads the bytes of café.yaml as two replacement characters.
    CliRun r = CliRun.run("lint", "caf\uFFFD\uFFFD.yaml");
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().startsWith("hbase-advisor: argument 2 ('caf\uFFFD\uFFFD.yaml') holds bytes that are not text in"
        + " this locale's encoding ("), r.err());
    assertTrue(r.err().endsWith("run under a UTF-8 locale, such as LC_ALL=C.UTF-8\n"), r.err());
  }

  @Test
  void standardInput_isNamedStdin_inEveryFormat() throws IOException {
    String schema = Files.readString(Path.of(BASE));
    java.io.InputStream saved = System.in;
    try {
      for (String format : List.of("text", "json", "sarif", "github", "gitlab", "junit")) {
        System.setIn(new java.io.ByteArrayInputStream(schema.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        CliRun r = CliRun.run("lint", "-", "--format", format, "--fail-on", "never");
        assertEquals(0, r.exitCode(), format + ": " + r.err());
        String stdin = format.equals("junit") ? "&lt;stdin&gt;" : format.equals("sarif") ? "%3Cstdin%3E" : "<stdin>";
        assertTrue(r.out().contains(stdin), format + ": " + r.out());
        assertFalse(r.out().contains("/" + stdin) || r.out().contains("/<stdin>"), format + " joins it to a folder");
        if (format.equals("sarif")) {
          var location = dev.hbaseadvisor.report.Json.read(r.out()).get("runs").get(0).get("results").get(0)
              .get("locations").get(0).get("physicalLocation").get("artifactLocation");
          assertEquals("%3Cstdin%3E", location.get("uri").asString());
          assertFalse(location.has("uriBaseId"), "no file under the repository root");
        }
      }
    } finally {
      System.setIn(saved);
    }
  }

  // ---- diff --base ----

  private static void git(Path repo, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@localhost",
        "-c", "commit.gpgsign=false"));
    command.addAll(List.of(args));
    assertEquals(0, new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor());
  }

  private Path repository() throws Exception {
    Path repo = Files.createDirectory(tmp.resolve("repo"));
    Files.copy(Path.of(BASE), repo.resolve("s.yaml"));
    git(repo, "init", "-q");
    git(repo, "add", ".");
    git(repo, "commit", "-q", "-m", "one");
    return repo;
  }

  @Test
  void diffBase_aRangeIsNotARevision() throws Exception {
    Path file = repository().resolve("s.yaml");
    CliRun r = CliRun.run("diff", "--base", "HEAD..HEAD~1", file.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertEquals(file + ":1:1: unknown git revision 'HEAD..HEAD~1'\n", r.err());
  }

  @Test
  void diffBase_namesWhatGitSays_whenItRefusesTheRepository() throws Exception {
    assumeTrue("root".equals(System.getProperty("user.name")), "changing a folder's owner needs root");
    Path repo = repository();
    try (var files = Files.walk(repo)) {
      for (Path p : files.toList()) {
        Files.setOwner(p, repo.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody"));
      }
    }
    CliRun r = CliRun.run("diff", "--base", "HEAD", repo.resolve("s.yaml").toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().startsWith(repo.resolve("s.yaml") + ":1:1: git cannot read the repository (--base reads the"
        + " old version with git): fatal: detected dubious ownership in repository at "), r.err());
  }
}
