package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzes every command that reads a user's file (issue 12, section 5) with the examples mutated
 * and with random bytes, as schemas, configs and baselines: whatever the input, a command exits
 * 0, 1 or 2, says why on exit 2, and never shows an internal error or a stack trace. The number
 * of cases and the seed are fixed, so a run repeats exactly and stays well under a minute; a
 * failing case is named by its number and prints its input, to be kept in
 * {@code HostileSchemaTest} as a regression case.
 */
class InputFuzzTest {

  private static final long SEED = 20261123L;
  private static final int CASES = 200;

  /** Characters that YAML gives meaning to, and a few that it refuses. */
  private static final String SPECIAL = ":-[]{}&*!|>'\"%@`#,?\\\t\n\u0000\u001b\u00e9\ufeff";
  private static final List<String> TOKENS = List.of("&a ", "*a", "<<: ", "!!binary ", "null", "~", "1e400",
      "-1", "9999999999999999999999", "2000000000", "0x10", "\"\\x00\"", "[", "{", "- ", ": ", "\n  ", "\n    - ",
      "1T/s", "0.0000001/d", "100000w", "forever", "1000001", "yes", "''", "\"\"");
  private static final List<String> COMMANDS = List.of("validate", "lint", "lint --config", "lint --baseline",
      "keys", "explain", "splits", "diff", "simulate", "report", "recommend");

  @TempDir
  static Path dir;

  private static List<String> examples() {
    try (Stream<Path> files = Files.list(CliRun.root().resolve("examples"))) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().map(p -> {
        try {
          return Files.readString(p);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @TestFactory
  Stream<DynamicTest> anyInput_endsWithAnExitCodeAndAMessage_neverAStackTrace() {
    List<String> examples = examples();
    Random random = new Random(SEED);
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < CASES; i++) {
      byte[] input = random.nextInt(5) == 0 ? randomBytes(random)
          : mutate(examples.get(random.nextInt(examples.size())), 1 + random.nextInt(6), random)
              .getBytes(StandardCharsets.UTF_8);
      String command = COMMANDS.get(i % COMMANDS.size());
      int n = i;
      tests.add(DynamicTest.dynamicTest("case " + n + ": " + command, () -> check(n, command, input)));
    }
    return tests.stream();
  }

  private static byte[] randomBytes(Random random) {
    byte[] bytes = new byte[random.nextInt(600)];
    random.nextBytes(bytes);
    return bytes;
  }

  /** The example with {@code count} edits: a span cut, a line repeated, a character or a YAML token put in. */
  private static String mutate(String text, int count, Random random) {
    StringBuilder sb = new StringBuilder(text);
    for (int i = 0; i < count; i++) {
      int at = random.nextInt(sb.length() + 1);
      switch (random.nextInt(4)) {
        case 0 -> sb.delete(at, Math.min(sb.length(), at + 1 + random.nextInt(40)));
        case 1 -> {
          int start = sb.lastIndexOf("\n", Math.max(0, at - 1)) + 1;
          int end = sb.indexOf("\n", at);
          if (end > start) {
            sb.insert(start, sb.substring(start, end + 1));
          }
        }
        case 2 -> sb.insert(at, SPECIAL.charAt(random.nextInt(SPECIAL.length())));
        default -> sb.insert(at, TOKENS.get(random.nextInt(TOKENS.size())));
      }
    }
    return sb.toString();
  }

  private static void check(int n, String command, byte[] input) throws IOException {
    Path file = Files.write(dir.resolve("fuzz-" + n + ".yaml"), input);
    String base = CliRun.example("log-data-timestamp-lead.yaml");
    List<String> args = new ArrayList<>(List.of(command.split(" ")[0]));
    switch (command) {
      case "lint --config", "lint --baseline" -> args.addAll(List.of(base, command.substring(5), file.toString()));
      case "keys" -> args.addAll(List.of(file.toString(), "--count", "3"));
      case "diff" -> args.addAll(List.of(base, file.toString()));
      case "simulate" -> args.addAll(List.of(file.toString(), "--ops", "2000"));
      case "recommend" -> args.addAll(List.of(file.toString(), "--top", "1"));
      default -> args.add(file.toString());
    }
    CliRun r = CliRun.run(args.toArray(String[]::new));
    String shown = String.join(" ", args) + "\n--- input:\n" + new String(input, StandardCharsets.UTF_8)
        + "\n--- err:\n" + r.err();
    assertTrue(r.exitCode() >= 0 && r.exitCode() <= 2, "exit " + r.exitCode() + ": " + shown);
    assertFalse(r.err().contains("internal error"), shown);
    assertFalse(r.err().contains("\tat ") || r.err().contains("    at ") || r.err().contains("Exception"), shown);
    if (r.exitCode() == 2) {
      assertFalse(r.err().isBlank(), shown);
    }
    Files.delete(file);
  }
}
