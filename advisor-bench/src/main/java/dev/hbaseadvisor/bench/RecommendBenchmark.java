package dev.hbaseadvisor.bench;

import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.plan.Recommendation;
import dev.hbaseadvisor.plan.Recommender;
import dev.hbaseadvisor.rules.CandidateLint;
import dev.hbaseadvisor.rules.LintConfig;
import dev.hbaseadvisor.rules.Linter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * One {@code recommend} call once the JVM is warm: the beam search, then the short-list loaded,
 * linted and replayed through the region simulator ({@link CandidateLint#REPLAY_WRITES} writes
 * each), as {@code hbase-advisor recommend FILE} runs it with {@code --top 3}. The example files
 * are read from {@code -Dadvisor.projectRoot} (default: the working directory).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class RecommendBenchmark {

  @Param({"log-data-timestamp-lead", "opentsdb-metric-first", "every-key", "consumption-user-date"})
  public String example;

  private TableSchema schema;
  private String text;
  private final Linter linter = Linter.builtIn(LintConfig.DEFAULT);

  @Setup
  public void load() throws SchemaException, IOException {
    Path root = Path.of(System.getProperty("advisor.projectRoot", "."));
    Path file = root.resolve("examples").resolve(example + ".yaml");
    schema = SchemaLoader.load(file);
    text = Files.readString(file);
  }

  @Benchmark
  public Recommendation recommend() {
    return Recommender.recommend(schema, 3, new CandidateLint(schema, text, linter));
  }
}
