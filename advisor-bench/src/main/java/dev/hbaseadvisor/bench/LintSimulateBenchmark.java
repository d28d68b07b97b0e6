package dev.hbaseadvisor.bench;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.rules.SimulatedLoad;
import dev.hbaseadvisor.rules.SimulationEvidence;
import dev.hbaseadvisor.sim.Simulator;
import java.nio.file.Path;
import java.util.Optional;
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
 * What {@code lint --simulate} adds per schema once the JVM is warm: the default short simulation
 * ({@link Simulator#QUICK_WRITES} writes, the workload's seed, its pre-split planned by the
 * splits module, no reads), on the examples whose findings cite it. The example files are read
 * from {@code -Dadvisor.projectRoot} (default: the working directory).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
public class LintSimulateBenchmark {

  @Param({"log-data-timestamp-lead", "customer-order-customer-record", "every-key", "consumption-month-user"})
  public String example;

  private TableSchema schema;
  private final SimulationEvidence evidence = SimulationEvidence.simulating(Simulator.QUICK_WRITES);

  @Setup
  public void load() throws SchemaException {
    Path root = Path.of(System.getProperty("advisor.projectRoot", "."));
    schema = SchemaLoader.load(root.resolve("examples").resolve(example + ".yaml"));
  }

  @Benchmark
  public Optional<SimulatedLoad> measure() {
    return evidence.measure(schema);
  }
}
