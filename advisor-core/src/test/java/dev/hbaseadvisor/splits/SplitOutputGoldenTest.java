package dev.hbaseadvisor.splits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.testing.Schemas;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every output format of every example that pre-splits, against golden files in
 * {@code src/test/resources/dev/hbaseadvisor/splits/golden/}. After an intended change, rewrite
 * them with {@code mvn -o -q test -pl advisor-core -Dtest=SplitOutputGoldenTest -Dgolden.update=true}
 * and review the diff.
 */
class SplitOutputGoldenTest {

  /** The examples with a {@code presplit} section, plus the guide's lumpy example. */
  static final List<String> EXAMPLES = List.of(
      "consumption-month-partitions.yaml",
      "consumption-partition-prefix.yaml",
      "every-key.yaml",
      "game-focus-md5.yaml",
      "log-data-bucketed-timestamp.yaml",
      "opentsdb-salted.yaml");

  private static final Path GOLDEN = Schemas.projectRoot()
      .resolve("advisor-core/src/test/resources/dev/hbaseadvisor/splits/golden");

  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    List<String> schemas = new ArrayList<>(EXAMPLES);
    schemas.add("guide-hex-bytes.yaml");
    for (String schema : schemas) {
      for (SplitFormat format : SplitFormat.values()) {
        cases.add(Arguments.of(schema, format));
      }
    }
    return cases.stream();
  }

  static TableSchema load(String name) throws Exception {
    if (name.startsWith("guide-")) {
      return SchemaLoader.load(Path.of(SplitOutputGoldenTest.class.getResource(name).toURI()));
    }
    return Schemas.loadExample(name);
  }

  static String extension(SplitFormat format) {
    return switch (format) {
      case JSON -> "json";
      case JAVA -> "java";
      case SHELL -> "hbase-shell";
      case PHOENIX -> "phoenix.sql";
      case FILE -> "splits.txt";
      case TEXT -> "txt";
    };
  }

  @ParameterizedTest(name = "{0} as {1}")
  @MethodSource("cases")
  void output_matchesGoldenFile(String name, SplitFormat format) throws Exception {
    TableSchema schema = load(name);
    PresplitPlan plan = Presplits.plan(schema);
    String actual;
    try {
      actual = SplitOutput.render(plan, schema, format, SplitOutput.Options.of(schema));
    } catch (SplitException e) {
      // Phoenix cannot write every key: the golden file then holds why, as the command says it.
      assertEquals(SplitFormat.PHOENIX, format, e.getMessage());
      actual = "refused: " + e.getMessage() + "\n";
    }
    Path golden = GOLDEN.resolve(name.replace(".yaml", "") + "." + extension(format));
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(GOLDEN);
      Files.writeString(golden, actual, StandardCharsets.UTF_8);
    }
    assertTrue(Files.exists(golden), golden + " is missing; run with -Dgolden.update=true");
    assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, "drift from " + golden);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.hbaseadvisor.splits.SplitOutputGoldenTest#examples")
  void sameInput_sameBytes(String name) throws Exception {
    TableSchema schema = load(name);
    String once = SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.JSON, SplitOutput.Options.of(schema));
    String twice = SplitOutput.render(Presplits.plan(schema), schema, SplitFormat.JSON, SplitOutput.Options.of(schema));
    assertEquals(once, twice);
  }

  static Stream<String> examples() {
    return EXAMPLES.stream();
  }
}
