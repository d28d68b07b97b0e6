package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --format github} in a GitHub Actions step appends every finding to the job summary
 * ({@code $GITHUB_STEP_SUMMARY}), since GitHub shows only ten annotations of each kind per step;
 * run as a separate process, as a runner starts it, with the variable set.
 */
class GithubStepSummaryTest {

  @TempDir
  Path tmp;

  private record Run(int code, String out) {}

  private Run advisor(Path summary, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), "dev.hbaseadvisor.cli.AdvisorCli"));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(tmp.toFile());
    builder.redirectError(ProcessBuilder.Redirect.DISCARD);
    if (summary != null) {
      builder.environment().put("GITHUB_STEP_SUMMARY", summary.toString());
    }
    Process process = builder.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Run(process.waitFor(), out);
  }

  @Test
  void everyFindingIsInTheSummary_andTheAnnotationsGithubHidesAreCounted() throws Exception {
    Files.createDirectories(tmp.resolve(".git"));
    CliRun.copyExamples(tmp.resolve("examples"));
    Path summary = tmp.resolve("step-summary.md");
    Files.writeString(summary, "earlier step\n");
    Run run = advisor(summary, "lint", "examples", "--format", "github");
    assertEquals(1, run.code());
    long annotations = run.out().lines().filter(l -> l.startsWith("::")).count();
    String markdown = Files.readString(summary);
    assertTrue(markdown.startsWith("earlier step\n### hbase-advisor lint\n\n"), "appended: " + markdown);
    long rows = markdown.lines().filter(l -> l.startsWith("| examples/")).count();
    assertEquals(annotations, rows, markdown);
    long errors = run.out().lines().filter(l -> l.startsWith("::error ")).count();
    long warnings = run.out().lines().filter(l -> l.startsWith("::warning ")).count();
    long notices = run.out().lines().filter(l -> l.startsWith("::notice ")).count();
    long hidden = Math.max(0, errors - 10) + Math.max(0, warnings - 10) + Math.max(0, notices - 10);
    assertTrue(hidden > 0, "the examples have more than ten warnings");
    assertTrue(markdown.contains("\nGitHub shows 10 annotations of each kind per step: " + hidden
        + " of these are listed only here.\n"), markdown);
    assertTrue(markdown.contains("| examples/log-data-timestamp-lead.yaml:19:5 | error | `monotonic-rowkey-lead` | "
        + "rowkey&#91;0&#93; (field ts) leads the key"), markdown);

    Run text = advisor(summary, "lint", "examples/log-data-host-lead.yaml");
    assertEquals(0, text.code());
    assertEquals(markdown, Files.readString(summary), "only --format github writes the summary");
  }
}
