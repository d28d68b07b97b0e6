package dev.hbaseadvisor.bench;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A read-heavy workload replayed with and without its reads, in one run:
 * {@code examples/opentsdb-salted.yaml} writes 139 rows/s and reads 25 times a second, each
 * read 20 scans (one per salt bucket) or more. The score is writes per second of simulated work
 * ({@link #WRITES} per invocation either way), so {@code writes / reads} is what the reads
 * multiply a write's cost by; per operation (writes and reads), divide by
 * {@code 1 + reads per write} (25 / 139).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 4, time = 3)
public class ReadReplayBenchmark {

  /** Writes per invocation: the example's two hours (1,000,800 writes) nearly whole, about 180,000 reads. */
  static final int WRITES = 1_000_000;

  @Param({"writes", "reads"})
  public String replay;

  private TableSchema schema;
  private SimulationSettings settings;

  @Setup
  public void load() throws SchemaException {
    Path root = Path.of(System.getProperty("advisor.projectRoot", "."));
    schema = SchemaLoader.load(root.resolve("examples").resolve("opentsdb-salted.yaml"));
    settings = settings(schema, WRITES, replay.equals("reads"));
  }

  /** The schema's own settings at {@code writes} writes, with its reads or without them. */
  static SimulationSettings settings(TableSchema schema, long writes, boolean reads) {
    SimulationSettings all = SimulationSettings.of(schema).withWrites(writes);
    return reads ? all : all.withoutReads();
  }

  @Benchmark
  @OperationsPerInvocation(WRITES)
  public SimulationResult simulate() {
    return new Simulator(schema, settings).run(SimulationListener.NONE);
  }
}
