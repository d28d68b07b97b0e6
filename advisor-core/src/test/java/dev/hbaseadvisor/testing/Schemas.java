package dev.hbaseadvisor.testing;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import java.nio.file.Path;

/** Loads schemas for tests: from text, or from the project's {@code examples/}. */
public final class Schemas {

  private Schemas() {}

  /** The project root (set by surefire), so tests read the same examples users do. */
  public static Path projectRoot() {
    return Path.of(System.getProperty("advisor.projectRoot", "..")).toAbsolutePath().normalize();
  }

  public static Path example(String name) {
    return projectRoot().resolve("examples").resolve(name);
  }

  public static TableSchema loadExample(String name) {
    try {
      return SchemaLoader.load(example(name));
    } catch (SchemaException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  /** The text of an example schema; fails the test when it cannot be read. */
  public static String exampleText(String name) {
    try {
      return java.nio.file.Files.readString(example(name));
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }

  /** Parses schema text under a file name; fails the test on problems. */
  public static TableSchema parse(String yaml, String name) {
    try {
      return SchemaLoader.parse(yaml, Path.of(name), name);
    } catch (SchemaException e) {
      throw new AssertionError(name + " does not load: " + e.getMessage(), e);
    }
  }

  /** Parses schema text named {@code test.yaml}; fails the test on problems. */
  public static TableSchema parse(String yaml) {
    try {
      return SchemaLoader.parse(yaml, Path.of("test.yaml"), "test.yaml");
    } catch (SchemaException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  /** The problems of invalid schema text, one per line, or fails when it loads. */
  public static String problems(String yaml) {
    try {
      SchemaLoader.parse(yaml, Path.of("test.yaml"), "test.yaml");
    } catch (SchemaException e) {
      return e.getMessage();
    }
    throw new AssertionError("expected problems, but the schema loaded:\n" + yaml);
  }

  /** A minimal valid schema with the given rowkey and fields blocks appended. */
  public static String minimal(String fields, String rowkey) {
    return "table: t\nfields:\n" + fields + "rowkey:\n" + rowkey + "families:\n  - name: d\n";
  }

  /** The names of the {@code .yaml} files directly in a folder, sorted: a corpus to run a test over. */
  public static java.util.stream.Stream<String> yamlNames(Path folder) throws java.io.IOException {
    try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(folder)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList().stream();
    }
  }
}
