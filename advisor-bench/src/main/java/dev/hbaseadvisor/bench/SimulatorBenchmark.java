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
 * Simulated writes per second on one thread, for the whole write path: record generation, key
 * encoding, cell sizing, region lookup, memstore and sample accounting, flushes and splits.
 * The score is writes per second ({@code @OperationsPerInvocation}: one invocation simulates
 * {@link #WRITES} writes). Reads are left out ({@code withoutReads}) so that only writes are
 * timed; the example files are read from {@code -Dadvisor.projectRoot} (default: the working directory).
 *
 * <ul>
 *   <li>{@code plain}: {@code examples/log-data-timestamp-lead.yaml}, {@code [ts][hostname\x00][event]},
 *       no hashing.
 *   <li>{@code md5}: {@code examples/order-table-hashed-key.yaml},
 *       {@code [md5(customer number)][md5(order number)]}; the order number increases, so every
 *       write computes an MD5 digest.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class SimulatorBenchmark {

  /** Writes per invocation. */
  static final int WRITES = 2_000_000;

  @Param({"plain", "md5"})
  public String key;

  private TableSchema schema;
  private SimulationSettings settings;

  @Setup
  public void load() throws SchemaException {
    String file = key.equals("md5") ? "order-table-hashed-key.yaml" : "log-data-timestamp-lead.yaml";
    Path root = Path.of(System.getProperty("advisor.projectRoot", "."));
    schema = SchemaLoader.load(root.resolve("examples").resolve(file));
    settings = SimulationSettings.of(schema).withWrites(WRITES).withoutReads();
  }

  @Benchmark
  @OperationsPerInvocation(WRITES)
  public SimulationResult writes() {
    return new Simulator(schema, settings).run(SimulationListener.NONE);
  }
}
