package dev.hbaseadvisor.bench;

import dev.hbaseadvisor.codec.KeyBuffer;
import dev.hbaseadvisor.codec.ValueBytes;
import dev.hbaseadvisor.model.SchemaException;
import dev.hbaseadvisor.model.SchemaLoader;
import dev.hbaseadvisor.model.TableSchema;
import dev.hbaseadvisor.sim.SimulationListener;
import dev.hbaseadvisor.sim.SimulationResult;
import dev.hbaseadvisor.sim.SimulationSettings;
import dev.hbaseadvisor.sim.Simulator;
import dev.hbaseadvisor.workload.KeyWriter;
import dev.hbaseadvisor.workload.RecordGenerator;
import java.nio.file.Path;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeMap;
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
 *
 * <p>{@link #minimalLoop} is the floor the write path is measured against, in the same run: per
 * write it copies one of the example's own keys (generated in setup by the simulator's
 * {@link KeyWriter}) into a reused buffer and finds its region with one {@code TreeMap.floorEntry}
 * over 16 regions; for {@code md5} it first computes the key's two MD5 digests with the JDK. The
 * ratio {@code minimalLoop / writes} is what the simulator's generation, sizing and accounting
 * cost beyond that; {@link #keysAlone}, the generation alone, splits that ratio in two.
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

  /** Keys (and, for md5, digest inputs) the minimal loop cycles through. */
  static final int KEYS = 1 << 14;

  private TableSchema schema;
  private SimulationSettings settings;
  private byte[][] keys;
  /** For md5: the bytes of the customer number and of the order number of each key. */
  private byte[][] firstInputs;
  private byte[][] secondInputs;
  private TreeMap<byte[], Integer> regions;
  private MessageDigest md5;

  @Setup
  public void load() throws SchemaException {
    String file = key.equals("md5") ? "order-table-hashed-key.yaml" : "log-data-timestamp-lead.yaml";
    Path root = Path.of(System.getProperty("advisor.projectRoot", "."));
    schema = SchemaLoader.load(root.resolve("examples").resolve(file));
    settings = SimulationSettings.of(schema).withWrites(WRITES).withoutReads();
    generateKeys();
  }

  private void generateKeys() {
    KeyStream stream = new KeyStream(schema);
    RecordGenerator generator = stream.generator;
    keys = new byte[KEYS][];
    firstInputs = new byte[KEYS][];
    secondInputs = new byte[KEYS][];
    int customer = generator.slotOf("customer_number");
    int order = generator.slotOf("order_number");
    for (int i = 0; i < KEYS; i++) {
      keys[i] = stream.next().toByteArray();
      if (key.equals("md5")) {
        long[] slots = stream.slots;
        firstInputs[i] = ValueBytes.of(generator.fields().get(customer), generator.value(customer, slots[customer]));
        secondInputs[i] = ValueBytes.of(generator.fields().get(order), generator.value(order, slots[order]));
      }
    }
    byte[][] sorted = keys.clone();
    Arrays.sort(sorted, Arrays::compareUnsigned);
    regions = new TreeMap<>(Arrays::compareUnsigned);
    regions.put(new byte[0], 0);
    for (int r = 1; r < 16; r++) {
      regions.put(sorted[r * KEYS / 16], r);
    }
    try {
      md5 = MessageDigest.getInstance("MD5");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  @Benchmark
  @OperationsPerInvocation(WRITES)
  public SimulationResult writes() {
    return new Simulator(schema, settings).run(SimulationListener.NONE);
  }

  /**
   * The key path alone: the simulator's draws of the key's fields and its encoding of them, as
   * {@link #writes} runs them (a fresh generator each invocation), and nothing else of a write.
   * What {@link #writes} costs beyond this is sizing the cells, finding the region and the
   * accounting; what this costs beyond {@link #minimalLoop}, which is handed finished keys, is
   * generating them.
   */
  @Benchmark
  @OperationsPerInvocation(WRITES)
  public long keysAlone() {
    KeyStream stream = new KeyStream(schema);
    long sum = 0;
    for (int n = 0; n < WRITES; n++) {
      sum += stream.next().length();
    }
    return sum;
  }

  /** The floor: the same key bytes written to a buffer and one {@code TreeMap.floorEntry} per write. */
  @Benchmark
  @OperationsPerInvocation(WRITES)
  public long minimalLoop() throws DigestException {
    KeyBuffer buffer = new KeyBuffer();
    byte[] digest = new byte[16];
    boolean hashed = firstInputs[0] != null;
    long sum = 0;
    for (int n = 0; n < WRITES; n++) {
      int i = n & (KEYS - 1);
      buffer.clear();
      if (hashed) {
        md5.update(firstInputs[i]);
        md5.digest(digest, 0, 16);
        buffer.write(digest, 0, 16);
        md5.update(secondInputs[i]);
        md5.digest(digest, 0, 16);
        buffer.write(digest, 0, 16);
        sum += buffer.array()[0];
      } else {
        buffer.write(keys[i]);
      }
      sum += regions.floorEntry(keys[i]).getValue() + buffer.length();
    }
    return sum;
  }

  /** The simulator's keys one after another, drawn and encoded as its write loop does. */
  private static final class KeyStream {
    final RecordGenerator generator;
    final long[] slots;
    private final KeyWriter writer;
    private final boolean[] draw;
    private final SplittableRandom salt;
    private final KeyBuffer buffer = new KeyBuffer();

    KeyStream(TableSchema schema) {
      long seed = schema.workload().seed();
      generator = new RecordGenerator(schema, seed);
      writer = new KeyWriter(schema, generator);
      draw = writer.fieldsToDraw();
      slots = new long[generator.fields().size()];
      salt = new SplittableRandom(seed);
    }

    /** The next key, in a buffer reused by the next call. */
    KeyBuffer next() {
      generator.nextSlots(slots, draw);
      writer.write(slots, salt, buffer);
      return buffer;
    }
  }
}
