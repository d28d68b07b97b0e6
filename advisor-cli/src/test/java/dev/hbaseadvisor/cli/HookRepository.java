package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A copy of this repository's layout as pre-commit clones it (the launcher, the hook definitions
 * and empty stand-ins for the sources the launcher compares the jar with), and stand-in {@code mvn}
 * and {@code java} commands: {@code mvn} records each build and makes the jar, {@code java} runs
 * this build's classes.
 */
final class HookRepository {

  private HookRepository() {}

  /** Writes the layout into {@code clone}. */
  static void layout(Path clone) throws IOException {
    Files.createDirectories(clone);
    Files.copy(CliRun.root().resolve("hbase-advisor"), clone.resolve("hbase-advisor"));
    Files.copy(CliRun.root().resolve(".pre-commit-hooks.yaml"), clone.resolve(".pre-commit-hooks.yaml"));
    assertTrue(clone.resolve("hbase-advisor").toFile().setExecutable(true));
    for (String source : List.of("pom.xml", "advisor-core/pom.xml", "advisor-cli/pom.xml",
        "advisor-core/src/main/java/A.java", "advisor-cli/src/main/java/B.java", "rules/r.yaml", "templates/t.ftl")) {
      Files.createDirectories(clone.resolve(source).getParent());
      Files.writeString(clone.resolve(source), "");
    }
  }

  /**
   * Writes the stand-ins into {@code bin}: {@code mvn} appends a line to {@code builds} and makes
   * the jar, or, when {@code buildFails}, prints a Maven 3.8-like error (colour resets included) and exits 1.
   */
  static void standIns(Path bin, Path builds, boolean buildFails) throws IOException {
    Files.createDirectories(bin);
    script(bin.resolve("mvn"), buildFails
        ? "#!/bin/sh\nprintf '\\033[0m\\033[0m[ERROR] Non-resolvable import POM: cannot access central in offline "
            + "mode\\n'\nexit 1\n"
        : "#!/bin/sh\necho build >> '" + builds + "'\nmkdir -p advisor-cli/target\n"
            + "touch advisor-cli/target/hbase-advisor.jar\n");
    script(bin.resolve("java"), "#!/bin/bash\nwhile [ $# -gt 0 ]; do case \"$1\" in -jar) shift 2; break ;; *) shift ;; "
        + "esac; done\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
        + System.getProperty("java.class.path") + "' dev.hbaseadvisor.cli.AdvisorCli \"$@\"\n");
  }

  private static void script(Path file, String text) throws IOException {
    Files.writeString(file, text);
    assertTrue(file.toFile().setExecutable(true));
  }
}
