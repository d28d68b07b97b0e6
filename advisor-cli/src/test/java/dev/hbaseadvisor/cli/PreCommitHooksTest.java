package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.yaml.ListNode;
import dev.hbaseadvisor.yaml.MapNode;
import dev.hbaseadvisor.yaml.Node;
import dev.hbaseadvisor.yaml.ScalarNode;
import dev.hbaseadvisor.yaml.YamlReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hooks of {@code .pre-commit-hooks.yaml}: which files their default patterns select (as
 * pre-commit does, {@code re.search} on the path from the repository root), and that running a
 * hook builds the tool with Maven on first use only. The second test runs the real launcher from a
 * copy of the repository's layout, with a stand-in {@code mvn} that counts builds and a stand-in
 * {@code java} that runs this build's classes.
 */
class PreCommitHooksTest {

  @TempDir
  Path tmp;

  private static List<MapNode> hooks() throws Exception {
    List<MapNode> hooks = new ArrayList<>();
    for (Node item : ((ListNode) YamlReader.read(Files.readString(CliRun.root().resolve(".pre-commit-hooks.yaml"))))
        .items()) {
      hooks.add((MapNode) item);
    }
    return hooks;
  }

  private static String text(MapNode hook, String key) {
    return ((ScalarNode) hook.get(key)).text();
  }

  private static boolean selects(MapNode hook, String path) {
    return Pattern.compile(text(hook, "files")).matcher(path).find()
        && !(hook.has("exclude") && Pattern.compile(text(hook, "exclude")).matcher(path).find());
  }

  @Test
  void defaultFiles_areYamlUnderAnHbaseFolder_orNamedStarDotHbaseYaml() throws Exception {
    List<String> schemas = List.of("hbase/orders.yaml", "hbase/orders.yml", "src/main/hbase/orders.yaml",
        "services/billing/src/main/hbase/tables/invoices.yaml", "db/orders.hbase.yaml", "orders.hbase.yml");
    List<String> others = List.of(".github/workflows/ci.yml", "docker-compose.yaml", "hbase/README.md",
        "src/main/hbase/.hbase-advisor.yaml", ".hbase-advisor.yaml", "hbase-site.yaml", "config/my-hbase/app.yaml",
        "src/main/resources/application.yaml");
    List<MapNode> hooks = hooks();
    assertEquals(List.of("hbase-advisor-lint", "hbase-advisor-diff"), hooks.stream().map(h -> text(h, "id")).toList());
    for (MapNode hook : hooks) {
      for (String path : schemas) {
        assertTrue(selects(hook, path), text(hook, "id") + " should select " + path);
      }
      for (String path : others) {
        assertTrue(!selects(hook, path), text(hook, "id") + " should not select " + path);
      }
    }
  }

  private record Shell(int code, String out) {}

  private Shell run(Path dir, List<String> command, Path bin) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    Process process = builder.start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Shell(process.waitFor(), out);
  }

  /** The lint hook's command line, run from {@code clone}, over a user's repository with one staged schema. */
  private List<String> lintOneSchema(Path clone) throws Exception {
    Path repo = tmp.resolve("repo");
    Files.createDirectories(repo.resolve("src/main/hbase"));
    Files.copy(CliRun.root().resolve("examples/log-data-host-lead.yaml"), repo.resolve("src/main/hbase/logs.yaml"));
    MapNode lint = hooks().get(0);
    assertEquals("script", text(lint, "language"));
    List<String> command = new ArrayList<>(List.of(text(lint, "entry").split(" ")));
    command.set(0, clone.resolve(command.get(0)).toString());
    command.add("src/main/hbase/logs.yaml");
    return command;
  }

  @Test
  void lintHook_buildsOnFirstUse_thenRunsTheJarWithoutMaven_untilTheSourcesChange() throws Exception {
    // pre-commit's clone of the hook repository: the launcher and the sources it compares the jar with.
    Path clone = tmp.resolve("clone");
    HookRepository.layout(clone);
    Path bin = tmp.resolve("bin");
    Path builds = tmp.resolve("builds");
    HookRepository.standIns(bin, builds, false);
    List<String> command = lintOneSchema(clone);
    Path repo = tmp.resolve("repo");

    Shell first = run(repo, command, bin);
    assertEquals(0, first.code(), first.out());
    assertTrue(first.out().contains("hbase-advisor: building (first use or sources changed)..."), first.out());
    assertTrue(first.out().endsWith("0 errors, 3 warnings, 0 info in 1 file\n"), first.out());
    assertEquals(List.of("build"), Files.readAllLines(builds));

    Shell second = run(repo, command, bin);
    assertEquals(0, second.code(), second.out());
    assertTrue(second.out().startsWith("src/main/hbase/logs.yaml:"), second.out());
    assertEquals(List.of("build"), Files.readAllLines(builds), "no Maven build once the jar exists");

    // A new rev of the hook repository brings newer sources: one more build.
    Files.setLastModifiedTime(clone.resolve("rules/r.yaml"), FileTime.from(Instant.now().plusSeconds(60)));
    assertEquals(0, run(repo, command, bin).code());
    assertEquals(List.of("build", "build"), Files.readAllLines(builds));
  }

  @Test
  void aFailedFirstUseBuild_exitsTwo_notTheOneOfFindings() throws Exception {
    Path clone = tmp.resolve("clone");
    HookRepository.layout(clone);
    Path bin = tmp.resolve("bin");
    HookRepository.standIns(bin, tmp.resolve("builds"), true);
    Shell failed = run(tmp.resolve("repo"), lintOneSchema(clone), bin);
    assertEquals(2, failed.code(), failed.out());
    assertTrue(failed.out().contains("\n[ERROR] Non-resolvable import POM"), "Maven's message, its colour resets removed: "
        + failed.out());
    assertTrue(failed.out().endsWith("hbase-advisor: the Maven build of advisor-cli failed (see above); nothing was "
        + "checked\n"), failed.out());
  }
}
