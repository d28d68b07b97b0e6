package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Smoke test: every read-only command succeeds on every example in every output format, so no
 * design in {@code examples/} reaches an internal error (which exits 2 with a stack trace).
 */
class EveryCommandOnEveryExampleTest {

  static Stream<String> examples() throws IOException {
    try (Stream<Path> list = Files.list(CliRun.root().resolve("examples"))) {
      return list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void explain_textAndJson(String file) {
    for (String format : new String[] {"text", "json"}) {
      CliRun r = CliRun.run("explain", CliRun.example(file), "--format", format);
      assertEquals(0, r.exitCode(), file + " " + format + ": " + r.err());
      assertFalse(r.err().contains("internal error"), r.err());
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void keysAndValidate(String file) {
    assertEquals(0, CliRun.run("keys", CliRun.example(file), "--count", "3").exitCode(), file);
    assertEquals(0, CliRun.run("validate", CliRun.example(file)).exitCode(), file);
  }

  @ParameterizedTest
  @MethodSource("examples")
  void splits_withRegionsGiven(String file) {
    CliRun r = CliRun.run("splits", CliRun.example(file), "--regions", "4", "--format", "json");
    assertFalse(r.err().contains("internal error"), file + ": " + r.err());
  }
}
