package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.report.Json;
import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the CI recipes of {@code docs/ci.md} and the hooks of {@code .pre-commit-hooks.yaml} with
 * their exact commands: in a fresh git repository holding a copy of {@code examples/}, through
 * bash, with {@code hbase-advisor} on the PATH running this build. Each recipe must pass on the
 * unchanged examples and fail once a commit lowers a TTL (a data-loss change).
 */
class CiRecipesTest {

  private static final String EDITED = "examples/log-data-host-lead.yaml";

  @TempDir
  Path tmp;

  private Path repo;
  private Path bin;

  /** A shell command's exit code and its merged output. */
  private record Shell(int code, String out) {}

  @BeforeEach
  void repository() throws Exception {
    repo = tmp.resolve("repo");
    bin = tmp.resolve("bin");
    Files.createDirectories(repo.resolve("examples"));
    Files.createDirectories(bin);
    try (Stream<Path> files = Files.list(CliRun.root().resolve("examples"))) {
      for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
        Files.copy(file, repo.resolve("examples").resolve(file.getFileName()));
      }
    }
    Path launcher = bin.resolve("hbase-advisor");
    Files.writeString(launcher, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
        + "' -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
        + "' dev.hbaseadvisor.cli.AdvisorCli \"$@\"\n");
    assertTrue(launcher.toFile().setExecutable(true));
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "examples");
    Shell baseline = sh(recipe("baseline"), Map.of());
    assertEquals(0, baseline.code(), baseline.out());
    assertTrue(Files.exists(repo.resolve(".hbase-advisor-baseline.json")));
    git("commit", "-q", "-m", "baseline");
  }

  /** The fenced block after {@code <!-- recipe: NAME -->} in docs/ci.md. */
  private static String recipe(String name) throws IOException {
    String doc = Files.readString(CliRun.root().resolve("docs/ci.md"));
    Matcher m = Pattern.compile("<!-- recipe: " + Pattern.quote(name) + " -->\\n```[a-z]*\\n(.*?)\\n```", Pattern.DOTALL)
        .matcher(doc);
    assertTrue(m.find(), "docs/ci.md has no recipe " + name);
    return m.group(1) + "\n";
  }

  private static Node yaml(String text) throws Exception {
    return YamlReader.read(text);
  }

  private static String text(Node node) {
    return ((ScalarNode) node).text();
  }

  private void git(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=test", "-c", "user.email=test@localhost",
        "-c", "commit.gpgsign=false"));
    command.addAll(List.of(args));
    Shell r = run(command, Map.of());
    assertEquals(0, r.code(), String.join(" ", args) + ": " + r.out());
  }

  private String head() throws Exception {
    return run(List.of("git", "rev-parse", "HEAD"), Map.of()).out().strip();
  }

  /** Runs a script as CI runners do: bash, stop at the first failing command. */
  private Shell sh(String script, Map<String, String> env) throws Exception {
    return run(List.of("bash", "-eo", "pipefail", "-c", script), env);
  }

  private Shell run(List<String> command, Map<String, String> env) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true);
    builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    builder.environment().putAll(env);
    Process process = builder.start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Shell(process.waitFor(), out);
  }

  /** Commits the breaking edit: the TTL of the log table's family lowered from 30 to 7 days. */
  private void lowerTtl() throws Exception {
    Path file = repo.resolve(EDITED);
    String text = Files.readString(file);
    assertTrue(text.contains("ttl: 30d"));
    Files.writeString(file, text.replace("ttl: 30d", "ttl: 7d"));
  }

  // ---- GitHub Actions ----

  /** The workflow's {@code run:} steps by name, skipping the install step; their env merged with the workflow's. */
  private static Map<String, Map.Entry<String, Map<String, String>>> githubSteps(String base) throws Exception {
    MapNode workflow = (MapNode) yaml(recipe("github-actions"));
    Map<String, String> env = new LinkedHashMap<>();
    ((MapNode) workflow.get("env")).entries().forEach((k, e) -> env.put(k, text(e.value())));
    MapNode job = (MapNode) ((MapNode) workflow.get("jobs")).get("schemas");
    Map<String, Map.Entry<String, Map<String, String>>> steps = new LinkedHashMap<>();
    for (Node item : ((ListNode) job.get("steps")).items()) {
      MapNode step = (MapNode) item;
      if (!step.has("run") || text(step.get("name")).startsWith("Install")) {
        continue;
      }
      Map<String, String> stepEnv = new LinkedHashMap<>(env);
      if (step.get("env") instanceof MapNode own) {
        for (MapNode.Entry e : own.entries().values()) {
          assertEquals("BASE_SHA", e.key(), "the test knows how to fill in BASE_SHA only");
          assertEquals("${{ github.event.pull_request.base.sha }}", text(e.value()));
          stepEnv.put("BASE_SHA", base);
        }
      }
      steps.put(text(step.get("name")), Map.entry(text(step.get("run")), stepEnv));
    }
    return steps;
  }

  private Shell step(Map<String, Map.Entry<String, Map<String, String>>> steps, String name) throws Exception {
    Map.Entry<String, Map<String, String>> step = steps.get(name);
    assertTrue(step != null, "no step " + name + " in " + steps.keySet());
    return sh(step.getKey(), step.getValue());
  }

  @Test
  void githubActions_lintsForCodeScanning_gatesOnNewFindings_andDiffsAgainstTheBase() throws Exception {
    String base = head();
    var steps = githubSteps(base);
    assertEquals(List.of("Lint for code scanning", "Lint gate, new findings only", "Diff against the pull request base",
        "Design reports of the changed schemas"), List.copyOf(steps.keySet()));
    Shell sarif = step(steps, "Lint for code scanning");
    assertEquals(0, sarif.code(), sarif.out());
    var run = Json.read(Files.readString(repo.resolve("hbase-advisor.sarif"))).get("runs").get(0);
    assertEquals("hbase-advisor", run.get("tool").get("driver").get("name").asString());
    Shell gate = step(steps, "Lint gate, new findings only");
    assertEquals(0, gate.code(), gate.out());
    Shell unchanged = step(steps, "Diff against the pull request base");
    assertEquals(new Shell(0, "no schema file changed\n"), unchanged);
    Shell noReports = step(steps, "Design reports of the changed schemas");
    assertEquals(0, noReports.code(), noReports.out());
    try (Stream<Path> pages = Files.list(repo.resolve("hbase-advisor-report"))) {
      assertEquals(0, pages.count());
    }

    lowerTtl();
    git("commit", "-q", "-am", "lower the TTL");
    Shell diff = step(githubSteps(base), "Diff against the pull request base");
    assertEquals(1, diff.code(), diff.out());
    assertTrue(diff.out().startsWith("::error file=" + EDITED + ",line=28,col=5,title=ttl-lowered%3A TTL lowered::"
        + "TTL of family 'd' lowered from 30d to 7d"), diff.out());
    Shell reports = step(githubSteps(base), "Design reports of the changed schemas");
    assertEquals(0, reports.code(), reports.out());
    assertTrue(Files.readString(repo.resolve("hbase-advisor-report/log-data-host-lead.html")).contains("<html"));
  }

  // ---- GitLab CI ----

  /** Runs the job's script; {@code base} null runs it as a default-branch pipeline, which has no merge request. */
  private Shell gitlabScript(String base) throws Exception {
    MapNode job = (MapNode) ((MapNode) yaml(recipe("gitlab-ci"))).get("hbase-schemas");
    Map<String, String> env = new LinkedHashMap<>();
    ((MapNode) job.get("variables")).entries().forEach((k, e) -> env.put(k, text(e.value())));
    if (base != null) {
      env.put("CI_MERGE_REQUEST_DIFF_BASE_SHA", base);
    }
    StringBuilder script = new StringBuilder();
    ((ListNode) job.get("script")).items().forEach(line -> script.append(text(line)).append('\n'));
    MapNode reports = (MapNode) ((MapNode) job.get("artifacts")).get("reports");
    assertEquals("hbase-advisor-lint.xml", text(reports.get("junit")));
    assertEquals("gl-code-quality-report.json", text(reports.get("codequality")));
    return sh(script.toString(), env);
  }

  @Test
  void gitlabCi_passesUnchangedExamples_andFailsTheMergeRequestThatLowersATtl() throws Exception {
    String base = head();
    Shell unchanged = gitlabScript(base);
    assertEquals(0, unchanged.code(), unchanged.out());
    var junit = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(repo.resolve("hbase-advisor-lint.xml").toFile());
    assertEquals("testsuites", junit.getDocumentElement().getTagName());
    var quality = Json.read(Files.readString(repo.resolve("gl-code-quality-report.json")));
    assertTrue(quality.size() > 0);
    for (var issue : quality) {
      assertTrue(issue.get("location").get("path").asString().startsWith("examples/"), issue.toString());
      assertTrue(issue.get("fingerprint").asString().matches("[0-9a-f]{32}"), issue.toString());
    }

    Files.delete(repo.resolve("gl-code-quality-report.json"));
    Shell defaultBranch = gitlabScript(null);
    assertEquals(0, defaultBranch.code(), "the default branch's pipeline writes the reports: " + defaultBranch.out());
    assertTrue(Files.exists(repo.resolve("gl-code-quality-report.json")));

    lowerTtl();
    git("commit", "-q", "-am", "lower the TTL");
    Shell changed = gitlabScript(base);
    assertEquals(1, changed.code(), changed.out());
    assertTrue(changed.out().contains(EDITED + ":28:5  error    ttl-lowered  TTL of family 'd' lowered from 30d to 7d"),
        changed.out());
  }

  // ---- conventions ----

  @Test
  void conventions_recipeRuns_showingTheConfig_statistics_stdin_andTheWarningBudget() throws Exception {
    Shell r = sh(recipe("conventions"), Map.of());
    assertEquals(0, r.code(), r.out());
    assertTrue(r.out().startsWith("# settings for examples/log-data-host-lead.yaml\n"), r.out());
    assertTrue(r.out().contains("  monotonic-rowkey-lead  "), "statistics name the rules: " + r.out());
    assertFalse(r.out().contains("  long-family-name  "), "--select rowkey,presplit leaves families out");
    assertTrue(r.out().endsWith("0 errors, 0 warnings, 0 info in " + examples() + " files\n"),
        "the baseline leaves no warning over the budget: " + r.out());
  }

  private long examples() throws IOException {
    try (Stream<Path> files = Files.list(repo.resolve("examples"))) {
      return files.count();
    }
  }

  // ---- pre-commit ----

  /** The hooks of the docs' config: id to the entry of .pre-commit-hooks.yaml and the config's files pattern. */
  private static Map<String, String[]> preCommitHooks() throws Exception {
    Map<String, MapNode> defined = new LinkedHashMap<>();
    for (Node item : ((ListNode) yaml(Files.readString(CliRun.root().resolve(".pre-commit-hooks.yaml")))).items()) {
      MapNode hook = (MapNode) item;
      assertEquals("script", text(hook.get("language")));
      assertEquals("true", text(hook.get("require_serial")));
      String program = text(hook.get("entry")).split(" ")[0];
      assertTrue(Files.isExecutable(CliRun.root().resolve(program)), program + " runs from the hook repository");
      defined.put(text(hook.get("id")), hook);
    }
    MapNode repoNode = (MapNode) ((ListNode) ((MapNode) yaml(recipe("pre-commit-config"))).get("repos")).items().get(0);
    assertEquals("https://github.com/hbase-advisor/hbase-advisor", text(repoNode.get("repo")));
    Map<String, String[]> hooks = new LinkedHashMap<>();
    for (Node item : ((ListNode) repoNode.get("hooks")).items()) {
      MapNode hook = (MapNode) item;
      MapNode definition = defined.get(text(hook.get("id")));
      String files = text((hook.has("files") ? hook : definition).get("files"));
      hooks.put(text(hook.get("id")), new String[] {text(definition.get("entry")), files});
    }
    assertEquals(List.of("hbase-advisor-lint", "hbase-advisor-diff"), List.copyOf(hooks.keySet()));
    return hooks;
  }

  /** Runs a hook as pre-commit does: its entry followed by the matching paths, from the repository root. */
  private Shell hook(String[] hook, List<String> candidates) throws Exception {
    Pattern files = Pattern.compile(hook[1]);
    List<String> matching = candidates.stream().filter(p -> files.matcher(p).find()).toList();
    assertTrue(!matching.isEmpty(), "no file matches " + hook[1]);
    return sh(hook[0] + " " + String.join(" ", matching), Map.of());
  }

  private int inProcessLint(List<String> files) {
    List<String> args = new ArrayList<>(List.of("lint"));
    files.forEach(f -> args.add(repo.resolve(f).toString()));
    return CliRun.run(args.toArray(String[]::new)).exitCode();
  }

  @Test
  void preCommit_hooksLintAndDiffTheStagedSchemas() throws Exception {
    Map<String, String[]> hooks = preCommitHooks();
    List<String> tracked = run(List.of("git", "ls-files"), Map.of()).out().lines().toList();
    List<String> schemas = tracked.stream().filter(p -> p.startsWith("examples/")).toList();
    assertEquals(inProcessLint(schemas), hook(hooks.get("hbase-advisor-lint"), tracked).code(),
        "the lint hook behaves as lint over every schema (pre-commit run --all-files)");
    Shell allDiff = hook(hooks.get("hbase-advisor-diff"), tracked);
    assertEquals(0, allDiff.code(), allDiff.out());

    lowerTtl();
    git("add", EDITED);
    assertEquals(inProcessLint(List.of(EDITED)), hook(hooks.get("hbase-advisor-lint"), List.of(EDITED)).code());
    Shell staged = hook(hooks.get("hbase-advisor-diff"), List.of(EDITED));
    assertEquals(1, staged.code(), staged.out());
    assertTrue(staged.out().startsWith(EDITED + ":28:5  error    ttl-lowered  TTL of family 'd' lowered"), staged.out());
  }
}
