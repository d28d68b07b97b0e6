package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hooks under the real {@code pre-commit} (installed by {@code .ci/run}; skipped, saying so,
 * where it is absent): the docs' {@code .pre-commit-config.yaml} recipe validates without the
 * mutable-reference warning, and, pointed at a local hook repository, lets a new repository's first
 * commit through and blocks a later one that lowers a TTL. The hook repository holds the real
 * launcher and hook definitions; stand-in {@code mvn} and {@code java} run this build's classes
 * ({@link HookRepository}), and every run is offline.
 */
class PreCommitInScratchRepositoryTest {

  private static final String SCHEMA = "examples/logs.yaml";

  @TempDir
  Path tmp;

  private Path bin;

  private record Shell(int code, String out) {}

  @BeforeEach
  void preCommitIsInstalled() throws Exception {
    boolean installed;
    try {
      installed = new ProcessBuilder("pre-commit", "--version").redirectErrorStream(true).start().waitFor() == 0;
    } catch (IOException e) {
      installed = false;
    }
    assumeTrue(installed, "pre-commit is not installed here (.ci/run installs Debian's pre-commit); skipped");
    bin = tmp.resolve("bin");
    HookRepository.standIns(bin, tmp.resolve("builds"), false);
  }

  private Shell run(Path dir, String... command) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    Map<String, String> env = builder.environment();
    env.put("PATH", bin + ":" + System.getenv("PATH"));
    env.put("PRE_COMMIT_HOME", tmp.resolve("pre-commit-home").toString());
    env.put("HOME", tmp.toString());
    env.put("GIT_CONFIG_NOSYSTEM", "1");
    env.put("GIT_AUTHOR_NAME", "test");
    env.put("GIT_AUTHOR_EMAIL", "test@localhost");
    env.put("GIT_COMMITTER_NAME", "test");
    env.put("GIT_COMMITTER_EMAIL", "test@localhost");
    Process process = builder.start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Shell(process.waitFor(), out);
  }

  private static String recipe() throws IOException {
    String doc = Files.readString(CliRun.root().resolve("docs/ci.md"));
    Matcher m = Pattern.compile("<!-- recipe: pre-commit-config -->\\n```yaml\\n(.*?)\\n```", Pattern.DOTALL).matcher(doc);
    assertTrue(m.find(), "docs/ci.md has the pre-commit-config recipe");
    return m.group(1) + "\n";
  }

  @Test
  void theDocsConfig_validates_withoutTheMutableReferenceWarning() throws Exception {
    Files.writeString(tmp.resolve(".pre-commit-config.yaml"), recipe());
    Shell validated = run(tmp, "pre-commit", "validate-config", ".pre-commit-config.yaml");
    assertEquals(0, validated.code(), validated.out());
    assertFalse(validated.out().contains("mutable reference"), validated.out());
  }

  @Test
  void aNewRepositorysFirstCommit_passes_andALoweredTtlIsBlocked() throws Exception {
    Path hooks = tmp.resolve("hooks");
    HookRepository.layout(hooks);
    run(hooks, "git", "init", "-q");
    run(hooks, "git", "add", ".");
    assertEquals(0, run(hooks, "git", "commit", "-q", "-m", "hooks").code());
    String sha = run(hooks, "git", "rev-parse", "HEAD").out().strip();

    Path repo = tmp.resolve("repo");
    Files.createDirectories(repo.resolve("examples"));
    assertEquals(0, run(repo, "git", "init", "-q").code());
    String config = recipe().replace("https://github.com/hbase-advisor/hbase-advisor", hooks.toString())
        .replaceFirst("rev: [0-9a-f]{40}", "rev: " + sha);
    assertTrue(config.contains("rev: " + sha), config);
    Files.writeString(repo.resolve(".pre-commit-config.yaml"), config);
    Shell install = run(repo, "pre-commit", "install");
    assertEquals(0, install.code(), install.out());

    Files.copy(CliRun.root().resolve("examples/log-data-host-lead.yaml"), repo.resolve(SCHEMA));
    run(repo, "git", "add", ".");
    Shell first = run(repo, "git", "commit", "-m", "first table");
    assertEquals(0, first.code(), "the first commit of a new repository passes: " + first.out());
    assertTrue(first.out().contains("hbase-advisor diff....") && !first.out().contains("Failed"), first.out());
    assertEquals(1, logLength(repo));

    String text = Files.readString(repo.resolve(SCHEMA));
    Matcher ttl = Pattern.compile("ttl: (\\w+)").matcher(text);
    assertTrue(ttl.find(), "the example has a TTL");
    Files.writeString(repo.resolve(SCHEMA), text.replaceFirst("ttl: \\w+", "ttl: 1d"));
    run(repo, "git", "add", SCHEMA);
    Shell lowered = run(repo, "git", "commit", "-m", "shorter ttl");
    assertEquals(1, lowered.code(), lowered.out());
    assertTrue(lowered.out().contains("hbase-advisor diff") && lowered.out().contains("ttl-lowered"), lowered.out());
    assertEquals(1, logLength(repo), "the commit was blocked");
  }

  private int logLength(Path repo) throws Exception {
    return run(repo, "git", "log", "--oneline").out().lines().toList().size();
  }
}
