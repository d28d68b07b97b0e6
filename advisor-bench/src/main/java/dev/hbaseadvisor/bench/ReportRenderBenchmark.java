package dev.hbaseadvisor.bench;

import dev.hbaseadvisor.analysis.AnalysedDesign;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.report.DesignReport;
import dev.hbaseadvisor.rules.Finding;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import dev.hbaseadvisor.sim.SimulationListener;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The design report of one schema on a warm JVM, in milliseconds per page. {@code render}: the
 * page alone from a design analysed and simulated once in setup (the Freemarker template, the
 * heat map's cells and pattern, the verdict). {@code whole}: what {@code hbase-advisor report}
 * does after loading the file: analyse, simulate {@code DesignReport.simulationSettings}, lint
 * the analysed design and render. Example files are read from {@code -Dadvisor.projectRoot}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class ReportRenderBenchmark {

  private static final DesignReport.Provenance PROVENANCE =
      new DesignReport.Provenance("bench", "bench.yaml", LocalDate.EPOCH, "docs/rules.md");

  /** The slowest example to report before this benchmark existed, and the one in the README. */
  @Param({"consumption-month-partitions", "log-data-timestamp-lead"})
  public String example;

  private TableSchema schema;
  private AnalysedDesign design;
  private List<Finding> findings;
  private Linter linter;

  @Setup
  public void load() throws SchemaException {
    Path root = Path.of(System.getProperty("advisor.projectRoot", "."));
    schema = SchemaLoader.load(root.resolve("examples").resolve(example + ".yaml"));
    linter = Linter.builtIn(LintConfig.DEFAULT);
    design = AnalysedDesign.of(schema).simulate(DesignReport.simulationSettings(schema), SimulationListener.NONE);
    findings = linter.lint(design);
  }

  @Benchmark
  public String render() {
    return DesignReport.render(design, findings, linter.catalog(), PROVENANCE);
  }

  @Benchmark
  public String whole() {
    AnalysedDesign analysed = AnalysedDesign.of(schema)
        .simulate(DesignReport.simulationSettings(schema), SimulationListener.NONE);
    return DesignReport.render(analysed, linter.lint(analysed), linter.catalog(), PROVENANCE);
  }
}
