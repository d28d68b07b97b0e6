package dev.hbaseadvisor.bench;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Operations per CPU-second of the benchmark's JVM ({@code -prof dev.hbaseadvisor.bench.CpuTimeProfiler}):
 * JMH's throughput counts wall time, which on a machine shared with other jobs measures the
 * other jobs as much as the code; the process's CPU time does not. It counts every thread of
 * the forked JVM (compiler, collector), so it errs low, never high.
 */
public final class CpuTimeProfiler implements InternalProfiler {

  private long cpuBefore;

  @Override
  public String getDescription() {
    return "operations per CPU-second of the forked JVM";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    cpuBefore = processCpuNanos();
  }

  @Override
  public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
      IterationResult result) {
    long cpu = processCpuNanos() - cpuBefore;
    double ops = result.getMetadata().getMeasuredOps(); // already counts @OperationsPerInvocation
    return List.of(new ScalarResult("ops/cpu-s", cpu <= 0 ? Double.NaN : ops * 1e9 / cpu, "ops/cpu-s",
        AggregationPolicy.AVG));
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
