package dev.hbaseadvisor.bench;

import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One simulation timed by the CPU time of the thread that runs it, repeated in one JVM: the
 * figure JMH's whole-process CPU time cannot give on a noisy two-core machine, where compiler and
 * collector threads share the count (docs/performance.md, "Reads").
 *
 * <pre>
 * java -cp advisor-bench/target/benchmarks.jar dev.hbaseadvisor.bench.SimulationThreadCpu \
 *     examples/opentsdb-salted.yaml 1000000 reads 6
 * </pre>
 *
 * <p>Arguments: the schema, the writes per run, {@code reads} or {@code writes} (the reads off),
 * and the timed runs, after three untimed ones. Prints the minimum and the median in seconds.
 */
public final class SimulationThreadCpu {

  private static final int WARM_UP_RUNS = 3;

  private SimulationThreadCpu() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 4 || !(args[2].equals("reads") || args[2].equals("writes"))) {
      System.err.println("usage: SimulationThreadCpu SCHEMA WRITES reads|writes RUNS");
      System.exit(2);
    }
    TableSchema schema = SchemaLoader.load(Path.of(args[0]));
    SimulationSettings settings =
        ReadReplayBenchmark.settings(schema, Long.parseLong(args[1]), args[2].equals("reads"));
    int runs = Integer.parseInt(args[3]);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    List<Double> seconds = new ArrayList<>();
    for (int i = 0; i < WARM_UP_RUNS + runs; i++) {
      long before = threads.getCurrentThreadCpuTime();
      new Simulator(schema, settings).run(SimulationListener.NONE);
      if (i >= WARM_UP_RUNS) {
        seconds.add((threads.getCurrentThreadCpuTime() - before) / 1e9);
      }
    }
    Collections.sort(seconds);
    System.out.printf(Locale.ROOT, "%s %s writes, %s: min %.3f s, median %.3f s of the simulation thread's CPU%n",
        args[0], args[1], args[2], seconds.get(0), seconds.get(seconds.size() / 2));
  }
}
