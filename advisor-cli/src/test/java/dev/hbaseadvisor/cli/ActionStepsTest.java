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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the repository's composite GitHub Action ({@code action.yml}) as a runner would, without
 * GitHub: each {@code run:} step through {@code bash --noprofile --norc -eo pipefail} in a scratch
 * git repository, its {@code env:} expressions filled in from the inputs, the action's path and
 * the outputs earlier steps wrote to {@code $GITHUB_OUTPUT}. The action's path holds a launcher that
 * runs this build's classes, as the real one runs the jar it builds. {@code uses:} steps are
 * checked, not run: the set-up and cache steps by name, the upload step by the SARIF file it would
 * upload, which must exist and be SARIF. After a step fails, only the steps with
 * {@code if: always()} run, as on a runner: the gate must be one of them.
 */
class ActionStepsTest {

  private static final Pattern EXPRESSION = Pattern.compile("\\$\\{\\{\\s*(.*?)\\s*}}");
  private static final List<String> KNOWN_ACTIONS = List.of("actions/setup-java@v5", "actions/cache@v5",
      "github/codeql-action/upload-sarif@v4");
  private static final String UPLOAD_CONDITION =
      "always() && inputs.upload-sarif == 'true' && steps.lint.outputs.sarif-written == 'true'";

  @TempDir
  Path tmp;

  private Path repo;
  private Path actionPath;

  /** What one run of the action did: the exit code of the step that stopped it, the log, the SARIF uploaded. */
  private record Outcome(int exitCode, String log, Map<String, String> outputs, Path uploaded) {}

  @BeforeEach
  void scratchRepository() throws Exception {
    repo = tmp.resolve("repo");
    actionPath = tmp.resolve("action");
    Files.createDirectories(repo.resolve("schemas"));
    Files.createDirectories(actionPath);
    Files.copy(CliRun.root().resolve("examples/log-data-host-lead.yaml"), repo.resolve("schemas/by-host.yaml"));
    Files.copy(CliRun.root().resolve("examples/log-data-timestamp-lead.yaml"), repo.resolve("schemas/by-time.yaml"));
    Path launcher = actionPath.resolve("hbase-advisor");
    Files.writeString(launcher, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
        + "' -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
        + "' dev.hbaseadvisor.cli.AdvisorCli \"$@\"\n");
    assertTrue(launcher.toFile().setExecutable(true));
    for (String pom : List.of("pom.xml", "advisor-core/pom.xml", "advisor-cli/pom.xml")) {
      Files.createDirectories(actionPath.resolve(pom).getParent());
      Files.writeString(actionPath.resolve(pom), "<project>" + pom + "</project>\n");
    }
    run(List.of("git", "init", "-q"), Map.of());
  }

  private static MapNode action() throws Exception {
    return (MapNode) YamlReader.read(Files.readString(CliRun.root().resolve("action.yml")));
  }

  private static String text(Node node) {
    return ((ScalarNode) node).text();
  }

  /** The inputs: the action's defaults, then the workflow's {@code with:}. */
  private static Map<String, String> inputs(MapNode action, Map<String, String> with) {
    Map<String, String> inputs = new LinkedHashMap<>();
    ((MapNode) action.get("inputs")).entries().forEach((name, e) -> {
      MapNode input = (MapNode) e.value();
      if (input.has("default")) {
        inputs.put(name, text(input.get("default")));
      }
    });
    with.keySet().forEach(name -> assertTrue(((MapNode) action.get("inputs")).has(name), "no input " + name));
    inputs.putAll(with);
    return inputs;
  }

  /** Fills in {@code ${{ }}} expressions the test knows; any other fails, so the test is taught each new one. */
  private String resolve(String value, Map<String, String> inputs, Map<String, Map<String, String>> outputs) {
    Matcher m = EXPRESSION.matcher(value);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String expression = m.group(1);
      String resolved;
      if (expression.equals("github.action_path")) {
        resolved = actionPath.toString();
      } else if (expression.startsWith("inputs.")) {
        resolved = inputs.get(expression.substring("inputs.".length()));
      } else if (expression.matches("steps\\.[a-z-]+\\.outputs\\.[a-z-]+")) {
        String[] parts = expression.split("\\.");
        resolved = outputs.getOrDefault(parts[1], Map.of()).getOrDefault(parts[3], "");  // unset is empty
      } else if (expression.equals("steps.upload.outcome")) {
        resolved = "skipped";
      } else if (expression.equals("runner.os")) {
        resolved = "Linux";
      } else if (expression.equals("runner.temp")) {
        resolved = tmp.resolve("runner-temp").toString();
      } else {
        throw new AssertionError("the test does not know the expression " + m.group());
      }
      assertTrue(resolved != null, m.group() + " has no value");
      m.appendReplacement(sb, Matcher.quoteReplacement(resolved));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  /** Runs the action's steps in order until one fails, as a runner does. */
  private Outcome runAction(Map<String, String> with) throws Exception {
    MapNode action = action();
    assertEquals("composite", text(((MapNode) action.get("runs")).get("using")));
    Map<String, String> inputs = inputs(action, with);
    Map<String, Map<String, String>> outputs = new LinkedHashMap<>();
    StringBuilder log = new StringBuilder();
    Path uploaded = null;
    Path githubOutput = tmp.resolve("github-output");
    int failed = 0;
    for (Node item : ((ListNode) ((MapNode) action.get("runs")).get("steps")).items()) {
      MapNode step = (MapNode) item;
      String condition = step.has("if") ? text(step.get("if")) : "";
      if (failed != 0 && !condition.startsWith("always()")) {
        continue;
      }
      if (step.has("uses")) {
        String uses = text(step.get("uses"));
        assertTrue(KNOWN_ACTIONS.contains(uses), "unexpected action " + uses);
        if (uses.startsWith("github/codeql-action/upload-sarif")) {
          assertEquals(UPLOAD_CONDITION, condition);
          assertEquals("true", text(step.get("continue-on-error")), "a failed upload never fails the job");
          boolean written = "true".equals(outputs.getOrDefault("lint", Map.of()).get("sarif-written"));
          if (inputs.get("upload-sarif").equals("true") && written) {
            uploaded = repo.resolve(resolve(text(((MapNode) step.get("with")).get("sarif_file")), inputs, outputs));
          }
        }
        continue;
      }
      assertTrue(condition.isEmpty() || condition.equals("always()"),
          "a run: step with a condition: teach the test to evaluate it");
      assertEquals("bash", text(step.get("shell")));
      String script = text(step.get("run"));
      assertFalse(script.contains("${{"), "inputs reach scripts through env:, never spliced into the script");
      Map<String, String> env = new LinkedHashMap<>();
      env.put("GITHUB_OUTPUT", githubOutput.toString());
      if (step.get("env") instanceof MapNode own) {
        own.entries().forEach((name, e) -> env.put(name, resolve(text(e.value()), inputs, outputs)));
      }
      Files.deleteIfExists(githubOutput);
      Files.createFile(githubOutput);
      Path file = tmp.resolve("step.sh");
      Files.writeString(file, script);
      Shell result = run(List.of("bash", "--noprofile", "--norc", "-eo", "pipefail", file.toString()), env);
      log.append(result.out());
      if (step.has("id")) {
        Map<String, String> own = outputs.computeIfAbsent(text(step.get("id")), id -> new LinkedHashMap<>());
        Files.readAllLines(githubOutput).forEach(line -> {
          int eq = line.indexOf('=');
          own.put(line.substring(0, eq), line.substring(eq + 1));
        });
      }
      if (result.code() != 0) {
        failed = result.code();
      }
    }
    return new Outcome(failed, log.toString(), outputs.getOrDefault("lint", Map.of()), uploaded);
  }

  private record Shell(int code, String out) {}

  private Shell run(List<String> command, Map<String, String> env) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true);
    builder.environment().putAll(env);
    Process process = builder.start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Shell(process.waitFor(), out);
  }

  private static List<String> sarifRuleIds(Path file) throws Exception {
    List<String> ids = new ArrayList<>();
    Json.read(Files.readString(file)).get("runs").get(0).get("results").forEach(r -> ids.add(r.get("ruleId")
        .asString()));
    return ids;
  }

  @Test
  void soundSchema_passes_andUploadsItsWarningsAsSarif() throws Exception {
    Outcome outcome = runAction(Map.of("paths", "schemas/by-host.yaml"));
    assertEquals(0, outcome.exitCode(), outcome.log());
    assertEquals(Map.of("sarif-file", "hbase-advisor.sarif", "sarif-written", "true", "exit-code", "0"),
        outcome.outputs());
    assertEquals(repo.resolve("hbase-advisor.sarif"), outcome.uploaded());
    assertEquals(3, sarifRuleIds(outcome.uploaded()).size(), outcome.log());
    assertTrue(outcome.log().contains("hbase-advisor: no finding at or above error"), outcome.log());
    assertTrue(outcome.log().contains("::warning file=schemas/by-host.yaml,line="), outcome.log());
  }

  @Test
  void timestampLedKey_failsTheGate_afterTheSarifIsWritten() throws Exception {
    Outcome outcome = runAction(Map.of("paths", "schemas", "sarif-file", "reports/advisor.sarif"));
    assertEquals(1, outcome.exitCode(), outcome.log());
    assertEquals("1", outcome.outputs().get("exit-code"));
    assertTrue(outcome.log().contains("::error file=schemas/by-time.yaml,line=19,col=5,title=monotonic-rowkey-lead"),
        outcome.log());
    assertTrue(outcome.log().endsWith("hbase-advisor: findings at or above error (annotated above)\n"), outcome.log());
    assertEquals(repo.resolve("reports/advisor.sarif"), outcome.uploaded());
    assertTrue(sarifRuleIds(outcome.uploaded()).contains("monotonic-rowkey-lead"));
  }

  @Test
  void baseline_letsRecordedFindingsPass_andFailOnNever_neverFails() throws Exception {
    assertEquals(0, CliRun.run("lint", repo.resolve("schemas").toString(), "--write-baseline",
        repo.resolve("baseline.json").toString()).exitCode());
    Outcome baselined = runAction(Map.of("paths", "schemas", "baseline", "baseline.json", "upload-sarif", "false"));
    assertEquals(0, baselined.exitCode(), baselined.log());
    assertEquals(null, baselined.uploaded());
    Outcome never = runAction(Map.of("paths", "schemas", "fail-on", "never", "upload-sarif", "false"));
    assertEquals(0, never.exitCode(), never.log());
  }

  @Test
  void invalidSchema_stopsTheGateWithExitCode2() throws Exception {
    Files.writeString(repo.resolve("schemas/broken.yaml"), "table: t\nfamlies: []\n");
    Outcome outcome = runAction(Map.of("paths", "schemas/broken.yaml", "upload-sarif", "false"));
    assertEquals(2, outcome.exitCode(), outcome.log());
    assertTrue(outcome.log().contains("schemas/broken.yaml:2:1: unknown key 'famlies'"), outcome.log());
  }

  @Test
  void pathsThatDoNotExist_writeNoSarif_skipTheUpload_andTheGateStillExitsTwo() throws Exception {
    Outcome outcome = runAction(Map.of("paths", "src/main/nothing"));
    assertEquals(2, outcome.exitCode(), outcome.log());
    assertEquals(null, outcome.uploaded(), "no SARIF, so no upload to fail");
    assertFalse(outcome.outputs().containsKey("sarif-written"));
    assertTrue(outcome.log().contains("src/main/nothing:1:1: no such file or folder"), outcome.log());
    assertTrue(outcome.log().endsWith("hbase-advisor: invalid input (see the Lint step)\n"), outcome.log());
  }

  @Test
  void aStepThatFailsBeforeTheLint_stillLeavesTheGateToFailTheJob() throws Exception {
    Files.delete(actionPath.resolve("pom.xml"));
    Outcome outcome = runAction(Map.of("paths", "schemas"));
    assertEquals(2, outcome.exitCode(), outcome.log());
    assertTrue(outcome.log().endsWith("hbase-advisor: the Lint step did not finish (see the steps above)\n"),
        outcome.log());
  }

  @Test
  void theGate_runsWhateverFailedBeforeIt() throws Exception {
    MapNode gate = (MapNode) ((ListNode) ((MapNode) action().get("runs")).get("steps")).items().stream()
        .filter(s -> text(((MapNode) s).get("name")).equals("Gate")).findFirst().orElseThrow();
    assertEquals("always()", text(gate.get("if")));
    assertTrue(text(gate.get("run")).contains("\"$UPLOAD\" = failure"), "a failed upload is reported in the gate");
  }
}
