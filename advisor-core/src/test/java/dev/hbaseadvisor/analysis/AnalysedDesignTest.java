package dev.hbaseadvisor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hbaseadvisor.codec.Bytes;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.rules.SimulationEvidence;
import dev.hbaseadvisor.sim.PresplitRegions;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.testing.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** One analysis serves lint, the report and the simulator with the answers each computes alone. */
class AnalysedDesignTest {

  @Test
  void lintOfTheDesign_findsWhatLintOfTheSchemaFinds_onEveryExample() throws IOException {
    Linter linter = Linter.builtIn(LintConfig.DEFAULT);
    for (Path file : examples()) {
      TableSchema schema = Schemas.loadExample(file.getFileName().toString());
      AnalysedDesign design = AnalysedDesign.of(schema);
      assertEquals(linter.lint(schema), linter.lint(design), file.toString());
      assertEquals(keys(new PresplitRegions().splitKeys(schema, schema.workload().seed()).keys()),
          keys(design.initialRegions().splitKeys(schema, schema.workload().seed()).keys()),
          file + ": the simulator starts from the regions splits prints");
    }
  }

  @Test
  void simulatedDesign_givesLintItsFigures_asLintSimulateDoes() {
    TableSchema schema = Schemas.loadExample("log-data-timestamp-lead.yaml");
    SimulationSettings settings = SimulationSettings.of(schema).withWrites(100_000).withoutReads();
    AnalysedDesign design = AnalysedDesign.of(schema).simulate(settings, SimulationListener.NONE);
    assertTrue(design.simulation().isPresent());
    assertSame(design.codec(), design.simulate(settings, SimulationListener.NONE).codec(), "analysed once");
    Linter measured = Linter.builtIn(LintConfig.DEFAULT, SimulationEvidence.simulating(100_000));
    assertEquals(measured.lint(schema), Linter.builtIn(LintConfig.DEFAULT).lint(design));
  }

  @Test
  void invalidPresplit_isKeptAsAProblem_andTheTableStartsWithOneRegion() {
    TableSchema schema = Schemas.parse(Schemas.minimal("  id: { type: long }\n", "  - field: id\n")
        + "presplit:\n  algorithm: hex\n");
    AnalysedDesign design = AnalysedDesign.of(schema);
    assertFalse(design.presplit().isPresent());
    assertTrue(design.presplitProblem().orElseThrow().contains("regions"), design.presplitProblem().orElseThrow());
    assertEquals(List.of(), design.splitKeys());
    assertTrue(design.initialRegions().splitKeys(schema, schema.workload().seed()).note().startsWith(
        "presplit not followed: "));
  }

  private static List<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(Schemas.projectRoot().resolve("examples"))) {
      return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
    }
  }

  private static List<String> keys(List<byte[]> keys) {
    return keys.stream().map(Bytes::toStringBinary).toList();
  }
}
