package dev.hbaseadvisor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every file in {@code examples/} loads and validates against {@code docs/hbase-advisor.schema.json}. */
class ExamplesTest {

  private static final Schema JSON_SCHEMA = jsonSchema();

  private static Schema jsonSchema() {
    try {
      String text = Files.readString(Schemas.projectRoot().resolve("docs/hbase-advisor.schema.json"));
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(text, InputFormat.JSON);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  static Stream<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void example_loads(Path file) throws SchemaException {
    TableSchema schema = SchemaLoader.load(file);
    assertFalse(schema.rowkey().isEmpty());
  }

  @ParameterizedTest
  @MethodSource("examples")
  void example_validatesAgainstJsonSchema(Path file) throws IOException {
    List<Error> errors = JSON_SCHEMA.validate(Files.readString(file), InputFormat.YAML);
    assertEquals(List.of(), errors.stream().map(Error::toString).toList(), file.toString());
  }

  @Test
  void jsonSchema_rejectsTyposAndZeroBuckets() {
    String typo = "table: t\nfields: {a: {type: string}}\nrowkey: [{field: a}]\nfamlies: [{name: d}]\n";
    assertFalse(JSON_SCHEMA.validate(typo, InputFormat.YAML).isEmpty());
    String zero = "table: t\nfields: {a: {type: string}}\nrowkey: [{salt: {buckets: 0, from: [a]}}]\n"
        + "families: [{name: d}]\n";
    assertFalse(JSON_SCHEMA.validate(zero, InputFormat.YAML).isEmpty());
    String good = "table: t\nfields: {a: {type: string}}\nrowkey: [{field: a}]\nfamilies: [{name: d}]\n";
    assertTrue(JSON_SCHEMA.validate(good, InputFormat.YAML).isEmpty());
  }

  @Test
  void examplesFolder_holdsTheCaseStudies() throws IOException {
    assertTrue(examples().count() >= 20);
  }
}
