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
 * {@code HostileSchemaTest} as a regression case. A second set puts control, bidirectional-formatting
 * and non-ASCII characters into the examples' names and checks every text output (standard
 * output, standard error, an {@code --output} file) for a raw control character or a line of its own.
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

  /** What a pull request can put into a name through YAML's escapes. */
  private static final List<String> NAME_INSERTS = List.of("\\n::error::INJECTED", "\\e]0;PWNED\\a", "\\e[2J",
      "\\r::warning::x", "\\u202E", "\\u2066", "\\x85", "\\0", "\\u2028", "\u00e9", "\u65e5\u672c", "\u0661",
      "\uff54");
  private static final List<String> OUTPUT_COMMANDS = List.of("validate", "lint", "lint --format github",
      "lint --format sarif", "lint --format junit", "lint --format json", "lint --output", "explain", "recommend",
      "recommend --format yaml", "simulate", "splits", "keys", "report --output", "diff");
  private static final int NAME_CASES = 60;
  private static final java.util.regex.Pattern NAME = java.util.regex.Pattern.compile(
      "(?m)((?:^table|\\bname|\\bqualifier): *)([A-Za-z0-9_.-]+)");

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

  @TestFactory
  Stream<DynamicTest> namesWithControlBidiOrNonAsciiCharacters_neverReachAnOutputRaw() {
    List<String> examples = examples();
    Random random = new Random(SEED + 1);
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < NAME_CASES; i++) {
      String input = mutateName(examples.get(random.nextInt(examples.size())), random);
      String command = OUTPUT_COMMANDS.get(i % OUTPUT_COMMANDS.size());
      int n = i;
      tests.add(DynamicTest.dynamicTest("name case " + n + ": " + command, () -> checkOutputs(n, command, input)));
    }
    return tests.stream();
  }

  /** The example with one table, family, access-pattern or qualifier name made hostile. */
  private static String mutateName(String text, Random random) {
    java.util.regex.Matcher names = NAME.matcher(text);
    List<java.util.regex.MatchResult> found = names.results().toList();
    java.util.regex.MatchResult name = found.get(random.nextInt(found.size()));
    String insert = NAME_INSERTS.get(random.nextInt(NAME_INSERTS.size()));
    return text.substring(0, name.start(2)) + "\"" + name.group(2) + insert + "\"" + text.substring(name.end(2));
  }

  private static void checkOutputs(int n, String command, String input) throws IOException {
    Path file = Files.writeString(dir.resolve("name-" + n + ".yaml"), input);
    Path output = dir.resolve("name-" + n + ".out");
    List<String> args = new ArrayList<>(List.of(command.split(" ")[0]));
    switch (command.split(" ")[0]) {
      case "keys" -> args.addAll(List.of(file.toString(), "--count", "3"));
      case "diff" -> args.addAll(List.of(CliRun.example("log-data-timestamp-lead.yaml"), file.toString()));
      case "simulate" -> args.addAll(List.of(file.toString(), "--ops", "2000"));
      default -> args.add(file.toString());
    }
    List<String> options = List.of(command.split(" ")).subList(1, command.split(" ").length);
    args.addAll(options);
    if (command.endsWith("--output")) {
      args.add(output.toString());
    }
    CliRun r = CliRun.run(args.toArray(String[]::new));
    String shown = String.join(" ", args) + "\n--- input:\n" + input + "\n--- err:\n" + r.err();
    assertTrue(r.exitCode() >= 0 && r.exitCode() <= 2, "exit " + r.exitCode() + ": " + shown);
    assertFalse(r.err().contains("internal error"), shown);
    HostileTextOutputTest.assertShowable(r.out(), "standard output of " + shown);
    HostileTextOutputTest.assertShowable(r.err(), "standard error of " + shown);
    if (Files.exists(output)) {
      HostileTextOutputTest.assertShowable(Files.readString(output), "--output of " + shown);
      Files.delete(output);
    }
    Files.delete(file);
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
